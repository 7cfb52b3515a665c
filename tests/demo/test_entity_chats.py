"""Acme Ops' entity types: a chat about an incident or a service reads it through Acme's own routes, as the user."""

from __future__ import annotations

from deputy.core.conversations.entities import EntityRef
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.demo.acme import READ

from .conftest import Demo


async def test_the_demo_declares_incidents_and_services_as_entity_types(demo: Demo) -> None:
    listed = await demo.get("/api/entity-types", "viewer")

    assert [t["slug"] for t in listed] == ["incident", "service"]


async def test_a_chat_about_an_incident_is_created_after_reading_it_as_the_user(demo: Demo) -> None:
    created = await demo.client.post(
        "/api/conversations", json={"entity": {"type": "incident", "id": "2"}}, headers=demo.auth("viewer")
    )
    missing = await demo.client.post(
        "/api/conversations", json={"entity": {"type": "incident", "id": "999"}}, headers=demo.auth("viewer")
    )
    service = await demo.client.post(
        "/api/conversations", json={"entity": {"type": "service", "id": "checkout-api"}}, headers=demo.auth("viewer")
    )

    assert created.status_code == 201 and (created.json()["entity_type"], created.json()["entity_id"]) == (
        "incident",
        "2",
    )
    assert (missing.status_code, missing.json()["error"]) == (404, "entity_not_found")
    # New chat reuses the caller's empty draft, re-stamped as a fresh chat with this body would be.
    assert service.status_code == 200 and service.json()["id"] == created.json()["id"]
    assert (service.json()["entity_type"], service.json()["entity_id"]) == ("service", "checkout-api")


async def test_the_incident_loader_reads_current_fields_and_refuses_a_user_without_acme_read(demo: Demo) -> None:
    runtime, now = demo.runtime, demo.runtime.clock.now()
    viewer = await runtime.stores.identity.principal_for_api_token(demo.tokens["viewer"], now=now)
    assert viewer.tenant_id is not None and READ in viewer.permissions
    await runtime.stores.identity.ensure_role(
        tenant_id=viewer.tenant_id, name="guest", permissions={"docs.read"}, now=now
    )
    guest_id = await runtime.stores.identity.create_user(
        tenant_id=viewer.tenant_id, username="guest", role_names=["guest"], now=now
    )
    guest_token = (await runtime.stores.identity.create_api_token(user_id=guest_id, now=now)).secret

    refused = await demo.client.post(
        "/api/conversations",
        json={"entity": {"type": "incident", "id": "2"}},
        headers={"Authorization": f"Bearer {guest_token}"},
    )
    host = runtime.host_for({"authorization": f"Bearer {demo.tokens['viewer']}"})
    snapshot = await runtime.entities.load(
        ToolContext(principal=viewer, transport=Transport.CHAT, host=host), EntityRef("incident", "2")
    )

    assert (refused.status_code, refused.json()["error"]) == (403, "entity_forbidden")  # Acme's own check said no
    assert snapshot.fields["status"] == "open" and snapshot.fields["service_id"] == "checkout-api"
