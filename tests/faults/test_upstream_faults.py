"""The upstream model fails mid-answer (cut, no `[DONE]`, a malformed chunk, 500, 429, a stall): the stream ends
with an `error` chunk the AI SDK client shows, and the stored record is consistent: the user message kept, the
partial answer stored as failed with that error, no tool call without a result, the turn's usage charged once, and
the conversation free for the next message."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
import sqlalchemy as sa

from deputy.core.conversations.records import MessageStatus, Role
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger, turn_leases
from tests.web.chat_support import TITLE_RULE, chunks, connect, conversation, only, text_of, types, user_body
from tests.web.conftest import Api

TEXT: dict[str, Any] = {"text": "Partial answer that will break", "chunk_chars": 4}
TOOL_CALL: dict[str, Any] = {
    "tool_calls": [{"name": "list_incidents", "arguments": {"status": "open"}, "id": "call_1"}],
    "chunk_chars": 3,
}
TURN_TIMEOUT = 30.0  # seconds; a turn that takes longer is hanging


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def ask(api: Api, conversation_id: str, text: str, message_id: str) -> list[dict[str, Any]]:
    async with asyncio.timeout(TURN_TIMEOUT):
        response = await api.client.post(
            "/api/chat", json=user_body(conversation_id, text, message_id=message_id), headers=api.auth("operator")
        )
        await api.runtime.chat.wait_idle()
    return chunks(response)


async def assert_consistent(api: Api, conversation_id: str, stream: list[dict[str, Any]]) -> None:
    """The failed turn's record: what the stream showed, as failed, charged once, nothing left running."""
    error = only(stream, "error")
    assert "Traceback" not in error["errorText"] and "api_key" not in error["errorText"]
    assert types(stream)[-1] == "error"  # the error is the stream's last chunk: the client stops there
    rows = await api.runtime.stores.conversations.messages(conversation_id)
    user, answer = rows[-2], rows[-1]
    assert user.role is Role.USER and user.status is MessageStatus.COMPLETE
    assert answer.status is MessageStatus.ERROR and answer.error == error["errorText"]
    assert answer.content == text_of(stream)
    assert not [p for p in answer.parts if p.get("state") in ("input-available", "input-streaming", "streaming")]
    calls = [m for m in answer.model_messages or [] if m.get("tool_calls")]
    results = {m.get("tool_call_id") for m in answer.model_messages or [] if m.get("role") == "tool"}
    assert all(call["id"] in results for m in calls for call in m["tool_calls"])  # no call without its result
    assert await api.runtime.stores.conversations.active_turn(conversation_id) is None
    async with api.runtime.database.transaction() as conn:
        ledger = (
            await conn.execute(
                sa.select(token_ledger.c.kind, token_ledger.c.state).where(
                    token_ledger.c.conversation_id == conversation_id
                )
            )
        ).all()
        leases = await conn.scalar(sa.select(sa.func.count()).select_from(turn_leases))
    assert [tuple(row) for row in ledger if row.kind == "turn"] == [("turn", "settled")]  # charged once, settled
    assert leases == 0


@pytest.mark.parametrize(
    ("fault", "message"),
    [
        pytest.param({"kind": "cut", "after_chunks": 2}, "What arrived so far is saved", id="cut"),
        pytest.param({"kind": "cut", "after_chunks": 2, "clean": True}, "What arrived so far is saved", id="no-done"),
        pytest.param({"kind": "malformed_chunk", "after_chunks": 2}, "malformed answer", id="malformed"),
        pytest.param({"kind": "http_error", "status": 500}, "(HTTP 500)", id="500"),
        pytest.param({"kind": "rate_limit", "retry_after": 7}, "Try again in 7 seconds", id="429"),
        pytest.param({"kind": "stream_error", "after_chunks": 2}, "", id="error-event"),
    ],
)
async def test_an_upstream_that_dies_mid_stream_ends_the_stream_with_an_error_and_a_consistent_record(
    api: Api, upstream: FakeUpstream, fault: dict[str, Any], message: str
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**TEXT, "fault": fault}, {"text": "Back again."})
    conv = await conversation(api)

    stream = await ask(api, conv.id, "Hi", "u1")

    assert message in only(stream, "error")["errorText"]
    await assert_consistent(api, conv.id, stream)
    after = await ask(api, conv.id, "Still there?", "u2")
    assert text_of(after) == "Back again."  # the conversation is not stuck behind the failed turn


@pytest.mark.parametrize(
    "fault",
    [
        pytest.param({"kind": "cut", "after_chunks": 3}, id="cut"),
        pytest.param({"kind": "malformed_chunk", "after_chunks": 3}, id="malformed"),
    ],
)
async def test_an_upstream_that_dies_inside_a_tool_call_leaves_no_dangling_call(
    api: Api, upstream: FakeUpstream, fault: dict[str, Any]
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**TOOL_CALL, "fault": fault})
    conv = await conversation(api)

    stream = await ask(api, conv.id, "What is open?", "u1")

    await assert_consistent(api, conv.id, stream)
    assert api.calls.executed["list_incidents"] == 0  # half a call's arguments never run a tool


async def test_an_upstream_that_dies_after_a_tool_ran_keeps_the_call_and_its_result(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(TOOL_CALL, {**TEXT, "fault": {"kind": "cut", "after_chunks": 2}})
    conv = await conversation(api)

    stream = await ask(api, conv.id, "What is open?", "u1")

    await assert_consistent(api, conv.id, stream)
    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    tool = next(p for p in answer.parts if p["type"] == "tool-list_incidents")
    assert tool["state"] == "output-available" and api.calls.executed["list_incidents"] == 1


@pytest.mark.parametrize(
    ("fault", "setting", "seconds"),
    [
        pytest.param({"kind": "stall", "after_chunks": 2, "seconds": 60}, "model_stall_seconds", 0.3, id="mid-stream"),
        # The first-token clock starts before the request is sent: long enough for a loaded machine to send it.
        pytest.param({"kind": "stall", "after_chunks": 0, "seconds": 60}, "model_first_token_seconds", 2, id="first"),
    ],
)
async def test_an_upstream_that_stalls_times_out_into_an_error_chunk_and_a_failed_turn(
    api: Api, upstream: FakeUpstream, fault: dict[str, Any], setting: str, seconds: float
) -> None:
    setattr(api.runtime.settings, setting, seconds)  # read when the model client is built, at the first turn
    await connect(api, upstream)
    upstream.add_turns({**TEXT, "fault": fault})
    conv = await conversation(api)

    stream = await ask(api, conv.id, "Hi", "u1")

    assert "did not answer in time" in only(stream, "error")["errorText"]
    await assert_consistent(api, conv.id, stream)


async def test_a_finished_answer_without_done_is_stored_complete(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**TEXT, "fault": {"kind": "no_done"}})
    conv = await conversation(api)

    stream = await ask(api, conv.id, "Hi", "u1")

    assert "error" not in types(stream) and text_of(stream) == TEXT["text"]
    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    assert answer.status is MessageStatus.COMPLETE and answer.content == TEXT["text"]
