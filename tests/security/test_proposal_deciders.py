"""Findings 2 and 3: a proposal is decided only by those who may, and an agent's bearer token never approves itself.

Finding 2: a viewer without `incidents.write` declined an operator's proposal with its token; group chat members all
received every token; `GET /api/proposals/{token}` showed the payload to any holder; nobody was told who declined.
Finding 3: an agent holding a personal API token proposed a change with `POST /api/tools/{name}/call` and applied it
with `POST /api/proposals/apply` and the same token: no person involved.
"""

from __future__ import annotations

from typing import Any

from deputy.core import events
from deputy.core.chat.approval_view import Deciders
from deputy.core.chat.live import Numbered
from tests.web.conftest import Api

NEW_INCIDENT = {"arguments": {"title": "Disk full", "severity": 2}}


async def _propose(api: Api, who: str = "operator") -> str:
    called = await api.client.post("/api/tools/create_incident/call", json=NEW_INCIDENT, headers=api.auth(who))
    assert called.status_code == 200, called.text
    token: str = called.json()["proposal"]["token"]
    return token


async def _token(api: Api, username: str, **options: Any) -> dict[str, str]:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    user = await identity.user_by_name(username)
    assert user is not None
    secret = (await identity.create_api_token(user_id=user.id, now=now, **options)).secret
    return {"Authorization": f"Bearer {secret}"}


async def test_a_viewer_holding_an_operators_token_cannot_decline_it(api: Api) -> None:
    token = await _propose(api)

    declined = await api.client.post("/api/proposals/decline", json={"token": token}, headers=api.auth("viewer"))

    assert (declined.status_code, declined.json()["error"]) == (403, "not_your_decision")
    described = await api.client.get(f"/api/proposals/{token}", headers=api.auth("operator"))
    assert described.json()["status"] == "proposed"
    audit = await api.client.get("/api/audit", headers=api.auth("admin"))
    refusals = [row for row in audit.json() if row["error_code"] == "not_your_decision"]
    assert refusals and refusals[0]["tool"] == "create_incident"


async def test_a_viewer_holding_the_token_cannot_read_the_proposals_payload(api: Api) -> None:
    token = await _propose(api)

    looked = await api.client.get(f"/api/proposals/{token}", headers=api.auth("viewer"))

    assert (looked.status_code, looked.json()["error"]) == (403, "not_your_decision")
    assert "Disk full" not in looked.text


async def test_a_viewer_with_an_applying_token_still_cannot_apply(api: Api) -> None:
    token = await _propose(api)

    applied = await api.client.post(
        "/api/proposals/apply", json={"token": token}, headers=await _token(api, "viewer", may_apply=True)
    )

    assert applied.status_code == 403
    assert api.calls.executed["create_incident"] == 0


async def test_the_proposer_declines_even_after_losing_the_permission_and_is_named(api: Api) -> None:
    token = await _propose(api)
    operator = await api.runtime.stores.identity.user_by_name("operator")
    assert operator is not None
    await api.runtime.stores.identity.set_roles(user_id=operator.id, role_names=["viewer"])

    declined = await api.client.post("/api/proposals/decline", json={"token": token}, headers=api.auth("operator"))

    assert declined.status_code == 200, declined.text
    assert declined.json()["decided_by"] == declined.json()["proposed_by"] == operator.id


async def test_another_operator_may_decline_and_is_recorded_as_the_decider(api: Api) -> None:
    token = await _propose(api)
    admin = await api.runtime.stores.identity.user_by_name("admin")
    assert admin is not None

    declined = await api.client.post("/api/proposals/decline", json={"token": token}, headers=api.auth("admin"))

    assert declined.status_code == 200
    assert declined.json()["decided_by"] == admin.id != declined.json()["proposed_by"]


async def test_an_agents_own_bearer_token_cannot_apply_what_it_proposed_over_the_api(api: Api) -> None:
    token = await _propose(api)

    applied = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("operator"))

    assert (applied.status_code, applied.json()["error"]) == (403, "needs_a_person")
    assert api.calls.executed["create_incident"] == 0
    still = await api.client.get(f"/api/proposals/{token}", headers=api.auth("operator"))
    assert still.json()["status"] == "proposed"


async def test_a_token_an_operator_marked_as_applying_applies(api: Api) -> None:
    token = await _propose(api)

    applied = await api.client.post(
        "/api/proposals/apply", json={"token": token}, headers=await _token(api, "operator", may_apply=True)
    )

    assert applied.status_code == 200, applied.text
    assert api.calls.executed["create_incident"] == 1


async def test_group_members_see_the_card_but_only_deciders_get_its_token(api: Api) -> None:
    """The card is shown to every member; the token only to whoever may decide it (`approval_view.Deciders`)."""
    token = await _propose(api)
    card = {
        "type": "tool-create_incident",
        "toolCallId": "c1",
        "approval": {"id": token},
        "state": "approval-requested",
    }
    parts: list[dict[str, Any]] = [{"type": "text", "text": "I can open it."}, card]

    for who, sees in (("operator", True), ("admin", True), ("viewer", False), ("admin-read-scope", False)):
        principal = await api.runtime.stores.identity.principal_for_api_token(
            api.tokens[who], now=api.runtime.clock.now()
        )
        deciders = Deciders(api.runtime.gateway, principal)
        shown = await deciders.parts(parts)
        assert ("id" in shown[1]["approval"]) is sees, who
        assert shown[1]["toolCallId"] == "c1" and shown[0] == parts[0]

        async def stream() -> Any:
            yield Numbered(1, events.ToolApprovalRequest("c1", token))
            yield Numbered(2, events.Data("proposal", {"toolCallId": "c1"}, id="proposal-c1"))

        kinds = [type(item.event).__name__ async for item in deciders.stream(stream())]
        assert kinds == (["ToolApprovalRequest", "Data"] if sees else ["Data"]), who
