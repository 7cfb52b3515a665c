"""Direct and group chats: participants only, an agent answers when mentioned (as the one who mentioned it),
unread counts and read receipts, and the inbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest

from deputy.core import events
from deputy.core.clock import ManualClock
from deputy.core.conversations.records import MessageStatus
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, connect, conversation, user_body
from .conftest import Api

ASSISTANT = {"slug": "assistant", "auto_respond": True}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def new_chat(api: Api, who: str = "operator", **body: Any) -> dict[str, Any]:
    response = await api.client.post("/api/chats", json=body, headers=api.auth(who))
    assert response.status_code in (200, 201), response.text
    result: dict[str, Any] = response.json()
    return result


async def post(api: Api, chat_id: str, text: str, who: str) -> dict[str, Any]:
    response = await api.client.post(f"/api/chats/{chat_id}/messages", json={"text": text}, headers=api.auth(who))
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


async def inbox(api: Api, who: str) -> dict[str, dict[str, Any]]:
    response = await api.client.get("/api/inbox", headers=api.auth(who))
    assert response.status_code == 200, response.text
    return {entry["id"]: entry for entry in response.json()}


async def detail(api: Api, chat_id: str, who: str) -> dict[str, Any]:
    response = await api.client.get(f"/api/chats/{chat_id}", headers=api.auth(who))
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def tool_names(request_body: dict[str, Any]) -> set[str]:
    return {t["function"]["name"] for t in request_body.get("tools", [])}


async def test_a_group_chat_of_two_users_and_an_auto_responding_agent_answers_only_when_mentioned(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{"name": "list_incidents", "arguments": {"status": "open"}, "id": "c1"}]},
        {"text": "No incidents are open."},
    )
    chat = await new_chat(api, type="group", title="Ops room", users=["viewer"], agents=[ASSISTANT])
    assert {(p["kind"], p["display_name"], p["role"]) for p in chat["participants"]} == {
        ("user", "operator", "owner"),
        ("user", "viewer", "member"),
        ("agent", "Deputy", "member"),
    }

    hello = await post(api, chat["id"], "Morning! Anything on fire?", "operator")
    assert hello["reply"] is None
    assert upstream.requests == []  # people talking to people never call the model
    assert (await inbox(api, "viewer"))[chat["id"]]["unread"] == 1
    assert (await inbox(api, "operator"))[chat["id"]]["unread"] == 0  # your own message is read

    asked = await post(api, chat["id"], "@assistant are any incidents open?", "viewer")
    assert asked["reply"]["status"] == "started" and asked["reply"]["agent"] == "assistant"
    await api.runtime.chat.wait_idle()

    # The agent ran as the viewer who mentioned it: the viewer's tools, the viewer's identity on the call.
    first = upstream.requests[0].body
    assert "list_incidents" in tool_names(first) and "create_incident" not in tool_names(first)
    assert api.calls.executed_by == [(await api.runtime.stores.identity.user_by_name("viewer")).id]  # type: ignore[union-attr]
    # ...and it was told who said what.
    said = [m["content"] for m in first["messages"] if m["role"] == "user"]
    assert said == ["operator: Morning! Anything on fire?\n\nviewer: @assistant are any incidents open?"]

    transcript = await detail(api, chat["id"], "operator")
    answer = transcript["messages"][-1]
    assert answer["id"] == asked["reply"]["message_id"]
    assert answer["author"] == {"kind": "agent", "id": "assistant", "name": "Deputy"}
    assert answer["content"] == "No incidents are open." and answer["status"] == "complete"
    assert [m["author"]["name"] for m in transcript["messages"][:2]] == ["operator", "viewer"]

    # The operator has two unread (the viewer's question and the answer) until reading them.
    entry = (await inbox(api, "operator"))[chat["id"]]
    assert entry["unread"] == 2 and entry["last_message"]["text"] == "No incidents are open."
    read = await api.client.post(f"/api/chats/{chat['id']}/read", json={}, headers=api.auth("operator"))
    assert read.status_code == 200 and read.json()["last_read_message_id"] == answer["id"]
    assert (await inbox(api, "operator"))[chat["id"]]["unread"] == 0
    receipts = {
        p["display_name"]: p["last_read_message_id"] for p in (await detail(api, chat["id"], "viewer"))["participants"]
    }
    assert receipts["operator"] == answer["id"]
    assert receipts["viewer"] == asked["message"]["id"]  # the viewer has not seen the answer yet


async def test_a_mention_runs_with_the_mentioning_users_permissions_so_a_change_only_proposes(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    create = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "c1"}
    upstream.add_turns({"tool_calls": [create]})
    chat = await new_chat(api, "viewer", type="group", users=["operator"], agents=[ASSISTANT])

    asked = await post(api, chat["id"], "@Assistant open an incident: DB down", "operator")
    await api.runtime.chat.wait_idle()

    assert asked["reply"]["status"] == "started"
    assert "create_incident" in tool_names(upstream.requests[0].body)  # the operator may; the viewer owns the chat
    assert api.calls.dry_runs["create_incident"] == 1 and api.calls.executed["create_incident"] == 0
    answer = (await detail(api, chat["id"], "viewer"))["messages"][-1]
    card = next(p for p in answer["parts"] if p.get("state") == "approval-requested")
    # The viewer owns the chat and sees the card, but may not decide it: no token to spend (issue 35, finding 2).
    assert "id" not in card["approval"]
    mine = next(p for p in (await detail(api, chat["id"], "operator"))["messages"][-1]["parts"] if p.get("approval"))
    assert mine["approval"]["id"].startswith("dpp_")
    # ...nor through the conversations API, which members may read too.
    for who, sees in (("viewer", False), ("operator", True)):
        read = await api.client.get(f"/api/conversations/{chat['id']}", headers=api.auth(who))
        parts = [p for p in read.json()["messages"][-1]["parts"] if "approval" in p]
        assert parts and ("id" in parts[0]["approval"]) is sees, who


async def test_a_configured_agent_answers_its_own_mention_with_its_prompt_and_tool_allowlist(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    body = {"slug": "triage", "name": "Triage", "system_prompt": "PROMPT-OF-triage", "tools": ["list_incidents"]}
    created = await api.client.post("/api/admin/agents", json=body, headers=api.auth("admin"))
    assert created.status_code == 201, created.text
    upstream.add_turns({"text": "Triaged."})
    chat = await new_chat(api, type="group", users=["viewer"], agents=[{"slug": "triage"}, ASSISTANT])

    asked = await post(api, chat["id"], "@triage what is open?", "operator")
    await api.runtime.chat.wait_idle()

    request = upstream.requests[0].body
    assert "PROMPT-OF-triage" in request["messages"][0]["content"]
    assert tool_names(request) == {"list_incidents"}  # the allowlist narrows the operator's tools
    answer = (await detail(api, chat["id"], "viewer"))["messages"][-1]
    assert answer["id"] == asked["reply"]["message_id"] and answer["author"]["name"] == "Triage"

    disabled = await api.client.patch(
        f"/api/admin/agents/{created.json()['id']}", json={"enabled": False}, headers=api.auth("admin")
    )
    assert disabled.status_code == 200, disabled.text
    again = await post(api, chat["id"], "@triage still there?", "operator")
    assert again["reply"] == {"agent": "triage", "status": "unavailable", "message_id": None}
    assert len(upstream.requests) == 1


async def test_a_mention_of_an_agent_without_auto_respond_or_of_nobody_calls_no_model(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    chat = await new_chat(api, type="group", users=["viewer"], agents=[{"slug": "assistant", "auto_respond": False}])

    quiet = await post(api, chat["id"], "@assistant are you there? mail me at ops@assistant.example", "viewer")
    other = await post(api, chat["id"], "@viewer hello", "operator")

    assert quiet["reply"] is None and other["reply"] is None
    assert upstream.requests == []


async def test_a_mention_while_an_agent_answers_is_told_busy_and_any_participant_may_stop_the_answer(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "one two three four " * 60, "chunk_chars": 4, "interval_ms": 20})
    chat = await new_chat(api, type="group", users=["viewer"], agents=[ASSISTANT])
    asked = await post(api, chat["id"], "@assistant talk slowly", "operator")
    live = api.runtime.chat.hub.get(chat["id"])
    assert live is not None
    async for event in live.follow():
        if isinstance(event, events.TextDelta):
            break

    busy = await post(api, chat["id"], "@assistant me too", "viewer")
    outsider = await api.client.post(f"/api/conversations/{chat['id']}/cancel", headers=api.auth("admin"))
    stopped = await api.client.post(f"/api/conversations/{chat['id']}/cancel", headers=api.auth("viewer"))
    await api.runtime.chat.wait_idle()

    assert busy["reply"] == {"agent": "assistant", "status": "busy", "message_id": None}
    assert (outsider.status_code, outsider.json()["error"]) == (404, "unknown_conversation")
    assert stopped.status_code == 202
    answer = await api.runtime.stores.conversations.message(asked["reply"]["message_id"])
    assert answer is not None and answer.status is MessageStatus.INTERRUPTED
    assert len(upstream.requests) == 1  # the busy mention started nothing


async def test_someone_outside_the_chat_can_neither_read_post_mark_read_nor_follow_it(api: Api) -> None:
    chat = await new_chat(api, type="group", users=["viewer"], agents=[ASSISTANT])
    await post(api, chat["id"], "for the two of us", "operator")
    outsider = api.auth("admin")  # even an administrator is not a participant
    chat_id = chat["id"]

    answers = [
        await api.client.get(f"/api/chats/{chat_id}", headers=outsider),
        await api.client.post(f"/api/chats/{chat_id}/messages", json={"text": "hi"}, headers=outsider),
        await api.client.post(f"/api/chats/{chat_id}/read", json={}, headers=outsider),
        await api.client.get(f"/api/conversations/{chat_id}", headers=outsider),
        await api.client.get(f"/api/chat/{chat_id}/stream", headers=outsider),
    ]

    assert [(r.status_code, r.json()["error"]) for r in answers] == [(404, "unknown_conversation")] * 5
    assert chat_id not in await inbox(api, "admin")


async def test_a_member_may_not_add_or_remove_others_but_may_leave_and_then_sees_nothing(api: Api) -> None:
    chat = await new_chat(api, type="group", users=["viewer"])
    chat_id = chat["id"]
    operator_id = next(p["id"] for p in chat["participants"] if p["display_name"] == "operator")

    added = await api.client.post(
        f"/api/chats/{chat_id}/participants", json={"username": "admin"}, headers=api.auth("viewer")
    )
    removed = await api.client.delete(
        f"/api/chats/{chat_id}/participants/user/{operator_id}", headers=api.auth("viewer")
    )
    assert (added.status_code, added.json()["error"]) == (403, "not_chat_owner")
    assert (removed.status_code, removed.json()["error"]) == (403, "not_chat_owner")

    viewer_id = next(p["id"] for p in chat["participants"] if p["display_name"] == "viewer")
    left = await api.client.delete(f"/api/chats/{chat_id}/participants/user/{viewer_id}", headers=api.auth("viewer"))
    assert left.status_code == 204
    gone = await api.client.get(f"/api/chats/{chat_id}", headers=api.auth("viewer"))
    assert (gone.status_code, gone.json()["error"]) == (404, "unknown_conversation")

    joined = await api.client.post(
        f"/api/chats/{chat_id}/participants", json={"username": "admin"}, headers=api.auth("operator")
    )
    assert joined.status_code == 201 and joined.json()["role"] == "member"
    assert chat_id in await inbox(api, "admin")


async def test_a_direct_chat_is_between_two_users_only_never_calls_a_model_and_is_found_again(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    first = await new_chat(api, type="direct", users=["viewer"])
    again = await api.client.post(
        "/api/chats", json={"type": "direct", "users": ["operator"]}, headers=api.auth("viewer")
    )
    assert again.status_code == 200 and again.json()["id"] == first["id"]

    sent = await post(api, first["id"], "@assistant can you hear me?", "operator")
    assert sent["reply"] is None and upstream.requests == []

    with_agent = await api.client.post(
        "/api/chats", json={"type": "direct", "users": ["viewer"], "agents": [ASSISTANT]}, headers=api.auth("operator")
    )
    as_ai = await api.client.post("/api/chat", json=user_body(first["id"], "hello"), headers=api.auth("operator"))
    assert (with_agent.status_code, with_agent.json()["error"]) == (400, "direct_needs_one")
    assert (as_ai.status_code, as_ai.json()["error"]) == (409, "not_an_ai_chat")


async def test_bad_chat_requests_are_refused_with_a_code(api: Api) -> None:
    cases = [
        ({"type": "group", "users": ["nobody-by-that-name"]}, 404, "unknown_user"),
        ({"type": "group", "agents": [{"slug": "no-such-agent"}]}, 404, "unknown_agent"),
        ({"type": "group"}, 400, "group_needs_participants"),
        ({"type": "group", "users": ["operator"]}, 400, "self_invite"),
        ({"type": "direct", "users": ["viewer", "admin"]}, 400, "direct_needs_one"),
        ({"type": "channel", "users": ["viewer"]}, 400, "invalid_request"),
    ]
    for body, status, code in cases:
        response = await api.client.post("/api/chats", json=body, headers=api.auth("operator"))
        assert (response.status_code, response.json()["error"]) == (status, code), body
    chat = await new_chat(api, type="group", users=["viewer"])
    empty = await api.client.post(f"/api/chats/{chat['id']}/messages", json={"text": "  "}, headers=api.auth("viewer"))
    assert (empty.status_code, empty.json()["error"]) == (400, "empty_message")


async def test_a_read_receipt_only_moves_forward(api: Api) -> None:
    chat = await new_chat(api, type="direct", users=["viewer"])
    first = await post(api, chat["id"], "one", "operator")
    second = await post(api, chat["id"], "two", "operator")
    url = f"/api/chats/{chat['id']}/read"

    await api.client.post(url, json={"message_id": second["message"]["id"]}, headers=api.auth("viewer"))
    back = await api.client.post(url, json={"message_id": first["message"]["id"]}, headers=api.auth("viewer"))
    unknown = await api.client.post(url, json={"message_id": "nope"}, headers=api.auth("viewer"))

    assert back.json()["last_read_message_id"] == second["message"]["id"]
    assert (await inbox(api, "viewer"))[chat["id"]]["unread"] == 0
    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_message")


async def test_the_inbox_lists_direct_and_group_chats_newest_first_and_the_ai_sidebar_does_not(
    api: Api, clock: ManualClock
) -> None:
    ai = await conversation(api, "operator")
    group = await new_chat(api, type="group", users=["viewer"])
    direct = await new_chat(api, type="direct", users=["viewer"])
    clock.advance(timedelta(seconds=5))
    await post(api, group["id"], "bump", "viewer")

    listed = await api.client.get("/api/inbox", headers=api.auth("operator"))
    sidebar = await api.client.get("/api/conversations", headers=api.auth("operator"))

    assert [e["id"] for e in listed.json()][:2] == [group["id"], direct["id"]]
    assert ai.id not in [e["id"] for e in listed.json()]
    assert [c["id"] for c in sidebar.json()] == [ai.id]


async def test_posting_to_an_ai_chat_through_the_chat_api_is_refused_with_a_code(api: Api) -> None:
    ai = await conversation(api, "operator")
    response = await api.client.post(f"/api/chats/{ai.id}/messages", json={"text": "hi"}, headers=api.auth("operator"))
    assert (response.status_code, response.json()["error"]) == (409, "not_a_group_chat")
