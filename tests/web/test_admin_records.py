"""`/api/admin/{proposals,feedback}`: administrators read what their tenant's users proposed and how they rated."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.conversations.records import Role
from deputy.core.tools.audit_events import EventKind, EventQuery

from .chat_support import owner_of
from .conftest import Api

TTL = timedelta(seconds=600)  # `Settings.proposal_ttl_seconds`


async def get(api: Api, path: str, who: str = "admin", **params: Any) -> httpx.Response:
    return await api.client.get(path, params=params, headers=api.auth(who))


async def user_id(api: Api, name: str) -> str:
    record = await api.runtime.stores.identity.user_by_name(name)
    assert record is not None
    return record.id


async def propose(api: Api, title: str, who: str = "operator") -> dict[str, Any]:
    response = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": title, "severity": 2}},
        headers=api.auth(who),
    )
    assert response.status_code == 200, response.text
    proposal: dict[str, Any] = response.json()["proposal"]
    return proposal


async def other_tenant_admin(api: Api) -> str:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="globex", name="Globex", now=now)
    await identity.ensure_role(tenant_id=tenant, name="admin", permissions={"*"}, now=now)
    boss = await identity.create_user(tenant_id=tenant, username="globex-boss", role_names=["admin"], now=now)
    api.tokens["globex-admin"] = (await identity.create_api_token(user_id=boss, now=now)).secret
    return "globex-admin"


# -- who may ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/api/admin/proposals", "/api/admin/feedback"])
@pytest.mark.parametrize("who", ["viewer", "operator", "auditor", "admin-read-scope"])
async def test_only_an_administrators_unscoped_credential_reads_the_records(api: Api, path: str, who: str) -> None:
    response = await get(api, path, who)

    assert (response.status_code, response.json()["error"]) == (403, "forbidden")


async def test_an_admin_token_scoped_to_every_route_permission_is_refused_too(api: Api) -> None:
    scopes = ["write", "audit.read", "assistant.support", "agents.manage"]
    minted = await api.runtime.stores.identity.create_api_token(
        user_id=await user_id(api, "admin"), now=api.runtime.clock.now(), scopes=scopes
    )
    for path in ("/api/admin/proposals", "/api/admin/feedback"):
        response = await api.client.get(path, headers={"Authorization": f"Bearer {minted.secret}"})
        assert response.status_code == 403, path


# -- proposals --------------------------------------------------------------------------------------------------


async def test_proposals_are_listed_with_their_status_after_apply_decline_and_expiry(
    api: Api, clock: ManualClock
) -> None:
    stale = await propose(api, "Stale")
    clock.advance(TTL + timedelta(seconds=1))
    applied = await propose(api, "Applied")
    clock.advance(timedelta(seconds=1))
    declined = await propose(api, "Declined")
    clock.advance(timedelta(seconds=1))
    pending = await propose(api, "Pending")
    assert (
        await api.client.post(
            "/api/proposals/apply", json={"token": applied["token"]}, headers=api.auth("operator-applies")
        )
    ).status_code == 200
    assert (
        await api.client.post("/api/proposals/decline", json={"token": declined["token"]}, headers=api.auth("operator"))
    ).status_code == 200

    listed = (await get(api, "/api/admin/proposals")).json()

    operator = await user_id(api, "operator")
    assert [(p["id"], p["status"]) for p in listed] == [
        (pending["id"], "pending"),
        (declined["id"], "declined"),
        (applied["id"], "applied"),
        (stale["id"], "expired"),  # past its expiry, not yet swept
    ]
    by_id = {p["id"]: p for p in listed}
    first = by_id[applied["id"]]
    assert (first["tool_name"], first["tool_title"], first["transport"]) == (
        "create_incident",
        "Create incident",
        "api",
    )
    assert first["proposed_by"] == {"kind": "user", "id": operator, "name": "operator"}
    assert first["decided_by"] == {"kind": "user", "id": operator, "name": "operator"}
    assert first["decided_at"] is not None and first["conversation_id"] is None
    assert by_id[pending["id"]]["decided_by"] is None and by_id[pending["id"]]["decided_at"] is None
    assert by_id[stale["id"]]["decided_by"] is None
    assert set(first) == {
        "id",
        "tool_name",
        "tool_title",
        "status",
        "proposed_by",
        "decided_by",
        "transport",
        "conversation_id",
        "created_at",
        "expires_at",
        "decided_at",
    }
    assert "Applied" not in str(listed)  # the arguments stay in the proposal, not in the staff list

    for status, expected in [
        ("pending", [pending]),
        ("applied", [applied]),
        ("declined", [declined]),
        ("expired", [stale]),
        ("failed", []),
        ("applying", []),
    ]:
        filtered = (await get(api, "/api/admin/proposals", status=status)).json()
        assert [p["id"] for p in filtered] == [p["id"] for p in expected], status

    await api.runtime.gateway.sweep()  # the sweep stores what the clock already said
    assert [p["id"] for p in (await get(api, "/api/admin/proposals", status="expired")).json()] == [stale["id"]]
    clock.advance(TTL)
    expired = (await get(api, "/api/admin/proposals", status="expired")).json()
    assert [p["id"] for p in expired] == [pending["id"], stale["id"]]
    assert (await get(api, "/api/admin/proposals", status="pending")).json() == []


async def test_proposals_are_filtered_by_proposer_and_paged(api: Api) -> None:
    first = await propose(api, "One")
    second = await propose(api, "Two")
    mine = await propose(api, "Three", who="admin")

    by_operator = (await get(api, "/api/admin/proposals", principal=await user_id(api, "operator"))).json()
    by_name = (await get(api, "/api/admin/proposals", user="operator")).json()
    page = (await get(api, "/api/admin/proposals", limit=1, offset=1)).json()

    assert {p["id"] for p in by_operator} == {first["id"], second["id"]}
    assert by_name == by_operator
    assert len(page) == 1 and page[0]["id"] in {first["id"], second["id"], mine["id"]}
    assert (await get(api, "/api/admin/proposals", principal="nobody")).json() == []


async def test_the_proposer_filter_takes_a_username_as_the_audit_log_does(api: Api) -> None:
    """`user` is a username on every list that names people (it was an id here and a username on `/api/audit`)."""
    await other_tenant_admin(api)
    operator = await user_id(api, "operator")

    unknown = await get(api, "/api/admin/proposals", user="nobody")
    elsewhere = await get(api, "/api/admin/proposals", user="globex-boss")
    an_id = await get(api, "/api/admin/proposals", user=operator)
    both = await get(api, "/api/admin/proposals", user="operator", principal=operator)

    for response in (unknown, elsewhere, an_id):
        assert (response.status_code, response.json()["error"]) == (404, "unknown_user")
    assert (both.status_code, both.json()["error"]) == (400, "conflicting_filters")


async def test_another_tenants_proposals_are_invisible(api: Api) -> None:
    await propose(api, "Ours")
    theirs = await other_tenant_admin(api)

    assert (await get(api, "/api/admin/proposals", theirs)).json() == []
    assert len((await get(api, "/api/admin/proposals")).json()) == 1


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"status": "proposed"}, "query.status"),
        ({"limit": 0}, "query.limit"),
        ({"limit": 201}, "query.limit"),
        ({"offset": -1}, "query.offset"),
        ({"principal": "not an id"}, "query.principal"),
        ({"user": "x" * 151}, "query.user"),
        ({"user": ""}, "query.user"),
    ],
)
async def test_a_bad_proposal_filter_is_400_naming_it(api: Api, params: dict[str, Any], field: str) -> None:
    response = await get(api, "/api/admin/proposals", **params)

    assert response.status_code == 400
    assert [issue["field"] for issue in response.json()["issues"]] == [field]


# -- feedback ---------------------------------------------------------------------------------------------------


async def answer(api: Api, who: str, text: str) -> tuple[str, str]:
    """A conversation of `who` with one assistant message: (conversation id, message id)."""
    created = await api.client.post("/api/conversations", json={}, headers=api.auth(who))
    conversation = created.json()["id"]
    message = await api.runtime.stores.conversations.append_message(
        conversation,
        role=Role.ASSISTANT,
        parts=[{"type": "text", "text": text}],
        content=text,
        now=api.runtime.clock.now(),
    )
    return conversation, message.id


async def rate(api: Api, who: str, conversation: str, message: str, **body: Any) -> None:
    response = await api.client.post(
        f"/api/conversations/{conversation}/messages/{message}/feedback", json=body, headers=api.auth(who)
    )
    assert response.status_code == 204, response.text


async def test_feedback_is_listed_newest_first_with_category_comment_user_and_message(
    api: Api, clock: ManualClock
) -> None:
    comment = '<img src=x onerror="alert(1)"> wrong & rude ' + "x" * 1950
    conv_a, msg_a = await answer(api, "operator", "Disk is fine.")
    await rate(api, "operator", conv_a, msg_a, rating="down", category="wrong", comment=comment)
    clock.advance(timedelta(seconds=1))
    conv_b, msg_b = await answer(api, "viewer", "Here you go.")
    await rate(api, "viewer", conv_b, msg_b, rating="up")

    listed = (await get(api, "/api/admin/feedback")).json()

    assert [(f["rating"], f["username"]) for f in listed] == [("up", "viewer"), ("down", "operator")]
    down = listed[1]
    assert down == {
        "id": down["id"],
        "rating": "down",
        "category": "wrong",
        "comment": comment,
        "user_id": await user_id(api, "operator"),
        "username": "operator",
        "display_name": "operator",
        "conversation_id": conv_a,
        "message_id": msg_a,
        "created_at": "2026-01-01T00:00:00Z",
    }
    assert listed[0]["category"] is None and listed[0]["comment"] is None
    assert [f["message_id"] for f in (await get(api, "/api/admin/feedback", rating="down")).json()] == [msg_a]
    assert [f["message_id"] for f in (await get(api, "/api/admin/feedback", category="wrong")).json()] == [msg_a]
    assert (await get(api, "/api/admin/feedback", category="other")).json() == []
    assert [f["message_id"] for f in (await get(api, "/api/admin/feedback", limit=1, offset=1)).json()] == [msg_a]


async def test_reading_feedback_is_audited_naming_the_votes_read(api: Api) -> None:
    """A comment is the user's own words about a conversation: reading them is a staff read, audited as one."""
    conversation, message = await answer(api, "operator", "Done.")
    await rate(api, "operator", conversation, message, rating="down", comment="it restarted the wrong host")
    await get(api, "/api/admin/feedback", rating="up")  # an empty page reads nothing

    listed = (await get(api, "/api/admin/feedback")).json()

    admin = await owner_of(api, "admin")
    events = await api.runtime.stores.events.query(
        EventQuery(tenant_id=admin.tenant_id, kind=EventKind.FEEDBACK_READ_BY_STAFF)
    )
    assert [(e.actor, e.details["feedback_ids"]) for e in events] == [(admin.ref, [listed[0]["id"]])]


async def test_a_second_vote_replaces_the_first_in_the_list(api: Api) -> None:
    conversation, message = await answer(api, "operator", "Done.")
    await rate(api, "operator", conversation, message, rating="down", category="slow")
    await rate(api, "operator", conversation, message, rating="up")

    listed = (await get(api, "/api/admin/feedback")).json()

    assert [(f["rating"], f["category"]) for f in listed] == [("up", None)]


async def test_another_tenants_feedback_is_invisible(api: Api) -> None:
    conversation, message = await answer(api, "operator", "Done.")
    await rate(api, "operator", conversation, message, rating="up", comment="thanks")
    theirs = await other_tenant_admin(api)

    assert (await get(api, "/api/admin/feedback", theirs)).json() == []
    assert len((await get(api, "/api/admin/feedback")).json()) == 1


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"rating": "meh"}, "query.rating"),
        ({"category": "x" * 51}, "query.category"),
        ({"limit": 0}, "query.limit"),
        ({"offset": 2**31}, "query.offset"),
    ],
)
async def test_a_bad_feedback_filter_is_400_naming_it(api: Api, params: dict[str, Any], field: str) -> None:
    response = await get(api, "/api/admin/feedback", **params)

    assert response.status_code == 400
    assert [issue["field"] for issue in response.json()["issues"]] == [field]
