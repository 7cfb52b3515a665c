"""Context management and operator instructions through `POST /api/chat`: the stored system prompt, compaction
into a running summary, the newest-N history and the clamp budget from the connection's context window."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from deputy.core.chat.compaction import SUMMARY_REQUEST
from deputy.core.chat.titles import TITLE_REQUEST
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import chunks, connect, conversation, last_answer_request, only, user_body
from .conftest import Api

TITLE = {"match": f"^{re.escape(TITLE_REQUEST)}", "text": "A title"}
SUMMARY = {"match": f"^{re.escape(SUMMARY_REQUEST)}", "text": "SUMMARY: the user asked three long questions.",
           "usage": {"prompt_tokens": 300, "completion_tokens": 20}}  # fmt: skip


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    rules = [FakeTurn(**TITLE), FakeTurn(**SUMMARY)]
    async with FakeUpstream(FakeScript(rules=rules), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def say(api: Api, conversation_id: str, text: str, message_id: str) -> list[dict[str, Any]]:
    response = await api.client.post(
        "/api/chat", json=user_body(conversation_id, text, message_id=message_id), headers=api.auth("operator")
    )
    stream = chunks(response)
    await api.runtime.chat.wait_idle()
    return stream


def system_of(upstream: FakeUpstream, index: int = -1) -> str:
    content: str = upstream.requests[index].body["messages"][0]["content"]
    return content


async def test_staff_manage_system_prompts_and_only_one_is_ever_active(api: Api) -> None:
    admin = api.auth("admin")
    first = await api.client.post(
        "/api/admin/system-prompts", json={"name": "a", "text": "A", "active": True}, headers=admin
    )
    second = await api.client.post("/api/admin/system-prompts", json={"name": "b", "text": "B"}, headers=admin)
    assert first.status_code == second.status_code == 201

    activated = await api.client.post(f"/api/admin/system-prompts/{second.json()['id']}/activate", headers=admin)
    listing = (await api.client.get("/api/admin/system-prompts", headers=admin)).json()

    assert activated.json()["active"] is True
    assert [(p["name"], p["active"]) for p in listing] == [("a", False), ("b", True)]
    assert (await api.client.get("/api/admin/system-prompts", headers=api.auth("operator"))).status_code == 403
    bad = await api.client.post("/api/admin/system-prompts", json={"name": "", "text": "x"}, headers=admin)
    assert bad.status_code == 400 and bad.json()["field"] == "name"
    edited = await api.client.patch(
        f"/api/admin/system-prompts/{second.json()['id']}", json={"text": "B2"}, headers=admin
    )
    assert edited.json()["text"] == "B2" and edited.json()["active"] is True
    assert (await api.client.post("/api/admin/system-prompts/deactivate", headers=admin)).status_code == 204
    assert not any(p["active"] for p in (await api.client.get("/api/admin/system-prompts", headers=admin)).json())
    gone = await api.client.delete(f"/api/admin/system-prompts/{first.json()['id']}", headers=admin)
    assert gone.status_code == 204
    assert (await api.client.post("/api/admin/system-prompts/nope/activate", headers=admin)).status_code == 404


async def test_the_active_prompt_reaches_the_model_with_its_placeholders_filled(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Bonjour."})
    body = {"name": "french", "text": "You work for {organization}; answer in French. Keep {this}.", "active": True}
    await api.client.post("/api/admin/system-prompts", json=body, headers=api.auth("admin"))
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, organization="Acme")
    conv = await conversation(api)

    await say(api, conv.id, "Hi", "u1")

    system = system_of(upstream, 0)
    assert "## Operator instructions\nYou work for Acme; answer in French. Keep {this}." in system


async def test_an_over_long_history_is_compacted_into_a_stored_summary_the_prompt_carries(
    api: Api, upstream: FakeUpstream
) -> None:
    # budget = window - 4096 - 6000 = 2 000 tokens: each 4 000-character message is about 1 000 of them.
    await connect(api, upstream, context_window_tokens=12_096)
    upstream.add_turns({"text": "One."}, {"text": "Two."}, {"text": "Three."})
    conv = await conversation(api)
    await say(api, conv.id, "first " + "a" * 4_000, "u1")
    await say(api, conv.id, "second " + "b" * 4_000, "u2")

    await say(api, conv.id, "third " + "c" * 4_000, "u3")

    summary_request = next(r for r in upstream.requests if r.body["messages"][1]["content"].startswith(SUMMARY_REQUEST))
    assert "first" in summary_request.body["messages"][1]["content"]
    answer_request = last_answer_request(upstream)
    assert "SUMMARY: the user asked three long questions." in answer_request[0]["content"]
    assert not any("first " in str(m.get("content")) for m in answer_request[1:])
    assert answer_request[-2]["content"].startswith("third ")  # then the turn note
    stored = await api.runtime.stores.conversations.get(await _owner(api), conv.id)
    assert stored.summary == "SUMMARY: the user asked three long questions."
    assert stored.summarized_through_seq is not None
    daily = (await api.client.get("/api/quota/usage", headers=api.auth("operator"))).json()["periods"][0]
    assert daily["used"] >= 320  # the summarizer's tokens count against the user's quota


async def test_a_failing_summarizer_never_blocks_the_turn_and_keeps_the_whole_history(api: Api) -> None:
    failing = FakeTurn(match=f"^{re.escape(SUMMARY_REQUEST)}", fault={"kind": "http_error", "status": 500})
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE), failing]), ttft_ms=0, interval_ms=0) as upstream:
        await connect(api, upstream, context_window_tokens=12_096)
        upstream.add_turns({"text": "One."}, {"text": "Two."})
        conv = await conversation(api)
        await say(api, conv.id, "first " + "a" * 6_000, "u1")

        stream = await say(api, conv.id, "second " + "b" * 6_000, "u2")

        assert "".join(c["delta"] for c in stream if c["type"] == "text-delta") == "Two."
        sent = last_answer_request(upstream)
        assert sent[1]["content"].startswith("first ")  # fail-open: nothing was dropped
        stored = await api.runtime.stores.conversations.get(await _owner(api), conv.id)
        assert stored.summary is None


async def test_the_history_keeps_the_newest_messages(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "A1."}, {"text": "A2."}, {"text": "A3."})
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, history_messages=2)
    conv = await conversation(api)
    for index in range(1, 4):
        await say(api, conv.id, f"Q{index}", f"u{index}")

    sent = [(m["role"], m["content"]) for m in last_answer_request(upstream)[1:-1]]

    assert sent == [("user", "Q2"), ("assistant", "A2."), ("user", "Q3")]


async def test_a_read_result_is_clamped_to_the_share_of_the_connections_window(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream, context_window_tokens=16_000)  # 16 000 x 4 / 16 = 4 000 characters
    api.calls.incidents.extend({"id": i, "title": "t" * 80, "status": "open"} for i in range(100))
    call = {"name": "list_incidents", "arguments": {"status": "open", "limit": 100}, "id": "call_l1"}
    upstream.add_turns({"tool_calls": [call]}, {"text": "Many incidents."})
    conv = await conversation(api)

    stream = await say(api, conv.id, "List them", "u1")

    output = only(stream, "tool-output-available")["output"]
    assert len(json.dumps(output, separators=(",", ":"))) <= 4_000
    assert output["_truncated"]["fields"][0]["field"] == "incidents"


async def _owner(api: Api) -> Any:
    from .chat_support import owner_of

    return await owner_of(api)
