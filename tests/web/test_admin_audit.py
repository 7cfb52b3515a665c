from __future__ import annotations

from typing import Any

from deputy.core.tools.audit_events import AuditEvent, EventKind, EventQuery

from .conftest import Api
from .test_connections_api import ADMIN_PATH, CANARY, create


async def _user_id(api: Api, name: str) -> str:
    record = await api.runtime.stores.identity.user_by_name(name)
    assert record is not None
    return record.id


async def _admin_changes(api: Api) -> list[AuditEvent]:
    admin = await api.runtime.stores.identity.user_by_name("admin")
    assert admin is not None
    query = EventQuery(tenant_id=admin.tenant_id, kind=EventKind.ADMIN_CHANGE)
    return list(await api.runtime.stores.events.query(query))


def _summary(event: AuditEvent) -> tuple[Any, ...]:
    d = event.details
    return d["resource"], d["action"], d["target"], tuple(d["fields"]), d.get("values")


async def test_connection_changes_are_audited_by_field_name_and_never_carry_the_key(api: Api) -> None:
    created = await create(api)
    patched = await api.client.patch(
        f"{ADMIN_PATH}/{created['id']}",
        json={"api_key": CANARY + "-2", "default_model": "gpt-4o"},
        headers=api.auth("admin"),
    )
    assert patched.status_code == 200, patched.text
    assert (await api.client.delete(f"{ADMIN_PATH}/{created['id']}", headers=api.auth("admin"))).status_code == 204

    events = await _admin_changes(api)
    by_action = {e.details["action"]: _summary(e) for e in events}
    assert sorted(by_action) == ["create", "delete", "update"] and len(events) == 3
    assert {summary[:3] for summary in by_action.values()} == {
        ("connection", action, created["id"]) for action in by_action
    }
    assert by_action["update"][3] == ("api_key", "default_model")
    assert "api_key" in by_action["create"][3]
    assert {e.actor.id for e in events if e.actor} == {await _user_id(api, "admin")}
    assert CANARY not in repr([e.to_row() for e in events])


async def test_system_prompt_and_limit_changes_are_audited(api: Api) -> None:
    prompt = await api.client.post(
        "/api/admin/system-prompts", json={"name": "ops", "text": "Be brief."}, headers=api.auth("admin")
    )
    assert prompt.status_code == 201, prompt.text
    prompt_id = prompt.json()["id"]
    assert (
        await api.client.post(f"/api/admin/system-prompts/{prompt_id}/activate", headers=api.auth("admin"))
    ).is_success
    limits = await api.client.put("/api/quota/limits/operator", json={"daily": 500}, headers=api.auth("admin"))
    assert limits.status_code == 200, limits.text

    summaries = sorted((_summary(e) for e in await _admin_changes(api)), key=repr)
    assert summaries == sorted(
        [
            ("system_prompt", "create", prompt_id, ("name", "text"), None),
            ("system_prompt", "activate", prompt_id, (), None),
            ("limits", "set", await _user_id(api, "operator"), (), {"daily": 500}),
        ],
        key=repr,
    )


async def test_a_refused_change_records_nothing(api: Api) -> None:
    response = await api.client.post(ADMIN_PATH, json={"name": "x"}, headers=api.auth("admin"))
    assert response.status_code in (400, 422)
    denied = await api.client.put("/api/quota/limits/operator", json={"daily": 5}, headers=api.auth("viewer"))
    assert denied.status_code == 403
    assert await _admin_changes(api) == []
