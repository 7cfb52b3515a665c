"""Turns outlive requests: cancel, supersede, resume (here and from another process), edits, decisions, failures."""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import weakref
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from deputy.core import events
from deputy.core.chat.live import LiveTurn
from deputy.core.chat.planning import HISTORY_HEADROOM, DecisionTurn, NewMessage, TurnOptions
from deputy.core.chat.service import ChatService
from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionPatch
from deputy.core.conversations.records import MessageStatus, Role
from deputy.errors import NotFound
from deputy.llm.fake_script import FLAVORS, FakeScript, FakeTurn, Flavor
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import (
    TITLE_RULE,
    chunks,
    connect,
    conversation,
    last_answer_request,
    only,
    owner_of,
    text_of,
    types,
    user_body,
)
from .conftest import Api
from .live_server import live_server

SLOW: dict[str, Any] = {"text": "one two three four five six seven eight nine ten " * 20, "chunk_chars": 4}
CREATE_CALL = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "call_c1"}
USED = {"prompt_tokens": 100, "completion_tokens": 50}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def first_text(live: LiveTurn) -> None:
    """Wait until the turn has streamed some answer text."""
    async for event in live.follow():
        if isinstance(event, events.TextDelta):
            return
    raise AssertionError("the turn ended without text")


async def drained(follower: AsyncIterator[events.StreamEvent]) -> list[events.StreamEvent]:
    return [event async for event in follower]


async def test_a_cancelled_turn_stops_streaming_and_stores_the_partial_answer_as_interrupted(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 20})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk slowly"))
    await first_text(live)

    response = await api.client.post(f"/api/conversations/{conv.id}/cancel", headers=api.auth("operator"))

    assert response.status_code == 202
    seen = await drained(live.follow())
    assert isinstance(seen[-1], events.Abort)
    await api.runtime.chat.wait_idle()
    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    assert answer.status is MessageStatus.INTERRUPTED
    streamed = "".join(e.delta for e in seen if isinstance(e, events.TextDelta))
    assert answer.content == streamed and 0 < len(streamed) < len(SLOW["text"])
    assert (await api.runtime.stores.conversations.get(owner, conv.id)).active_turn_id is None


async def _daily_tokens(api: Api) -> tuple[int, int]:
    day = (await api.client.get("/api/admin/usage/daily", headers=api.auth("admin"))).json()["days"][0]
    return day["input_tokens"], day["output_tokens"]


async def _cancel_after_first_text(api: Api, upstream: FakeUpstream) -> list[events.StreamEvent]:
    """Cancel once the first text arrived, then release a stream stalled `until_released` (the cancel has reached the
    running turn by then: in this process it is set before the request answers)."""
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)
    await api.client.post(f"/api/conversations/{conv.id}/cancel", headers=api.auth("operator"))
    upstream.release()
    seen = await drained(live.follow())
    await api.runtime.chat.wait_idle()
    return seen


async def test_a_cancelled_turn_is_charged_the_usage_the_model_reports_after_the_cancel(
    api: Api, upstream: FakeUpstream
) -> None:
    """The model's usage comes last: the cancelled step reads on (briefly, dropping the text) to get it, instead
    of charging the turn its whole reservation (a 150-token turn was charged 14,003)."""
    await connect(api, upstream)
    # Held after two chunks until the cancel has landed: a stream paced to outlast the cancel (200 ms) once ended
    # first on a loaded CI machine.
    upstream.add_turns(
        {
            "text": "word " * 40,
            "chunk_chars": 5,
            "fault": {"kind": "stall", "after_chunks": 2, "until_released": True},
            "usage": USED,
        }
    )

    seen = await _cancel_after_first_text(api, upstream)

    assert isinstance(seen[-1], events.Abort)
    assert await _daily_tokens(api) == (USED["prompt_tokens"], USED["completion_tokens"])


async def test_a_cancelled_turn_whose_model_never_reports_usage_is_charged_an_estimate_not_its_reservation(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "word " * 40, "chunk_chars": 5, "fault": {"kind": "stall", "after_chunks": 2}})

    seen = await _cancel_after_first_text(api, upstream)

    streamed = "".join(e.delta for e in seen if isinstance(e, events.TextDelta))
    charged_input, charged_output = await _daily_tokens(api)
    assert charged_output == -(-len(streamed) // 4)  # what streamed, estimated as the budgets estimate
    assert 0 < charged_input < 2_000  # the request's estimate, far below the turn's reservation


async def test_a_cancel_asked_on_another_process_reaches_the_running_turn(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 20})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk slowly"))
    await first_text(live)
    other_pod = _other_pod(api)

    await other_pod.cancel(owner, conv.id)

    seen = await drained(live.follow())
    assert isinstance(seen[-1], events.Abort)


async def test_a_newer_message_supersedes_the_running_turn(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 20}, {"text": "Fresh answer."})
    owner, conv = await owner_of(api), await conversation(api)
    old = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk slowly"))
    await first_text(old)

    new = await api.runtime.chat.start(owner, conv.id, NewMessage("Never mind"))

    assert isinstance((await drained(old.follow()))[-1], events.Abort)
    assert isinstance((await drained(new.follow()))[-1], events.Finish)
    await api.runtime.chat.wait_idle()
    rows = await api.runtime.stores.conversations.messages(conv.id)
    assert [(r.role, r.status) for r in rows] == [
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.INTERRUPTED),
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.COMPLETE),
    ]


async def test_resume_replays_the_live_turn_from_its_start_and_answers_204_when_idle(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    idle = await api.client.get(f"/api/chat/{conv.id}/stream", headers=api.auth("operator"))
    assert idle.status_code == 204
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)

    resumed = chunks(await api.client.get(f"/api/chat/{conv.id}/stream", headers=api.auth("operator")))

    assert resumed[0] == {"type": "start", "messageId": live.message_id}
    assert text_of(resumed) == SLOW["text"]
    assert resumed[-1]["type"] == "finish"
    stranger = await api.client.get(f"/api/chat/{conv.id}/stream", headers=api.auth("viewer"))
    assert stranger.status_code == 404


async def test_another_process_resumes_a_live_turn_from_the_shared_event_log(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)

    follower = await _other_pod(api).follow(owner, conv.id)

    assert follower is not None
    seen = await drained(follower)
    assert seen[0] == events.MessageStart(live.message_id)
    assert "".join(e.delta for e in seen if isinstance(e, events.TextDelta)) == SLOW["text"]
    assert isinstance(seen[-1], events.Finish)


async def test_a_follower_on_another_process_gets_every_event_even_when_the_last_flush_comes_after_the_end(
    api: Api, upstream: FakeUpstream, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner stores the finished answer, then flushes its last events; a follower that looks in between sees
    the turn ended and nothing new in the log. It must keep reading until the terminal event, not stop short."""
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    event_log = api.runtime.stores.turn_events
    append = event_log.append
    stores = api.runtime.stores

    async def late_last_flush(turn_id: str, first: int, records: list[dict[str, Any]], *, now: Any) -> None:
        if any(record["kind"] == "Finish" for record in records):  # the last flush, after the answer is stored
            assert await stores.conversations.active_turn(conv.id) is None
            await asyncio.sleep(4 * api.runtime.chat.policy.poll_interval.total_seconds())  # the follower looks
        await append(turn_id, first, records, now=now)

    monkeypatch.setattr(event_log, "append", late_last_flush)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)

    follower = await _other_pod(api).follow(owner, conv.id)

    assert follower is not None
    seen = await drained(follower)
    assert "".join(e.delta for e in seen if isinstance(e, events.TextDelta)) == SLOW["text"]
    assert isinstance(seen[-1], events.Finish)


async def test_a_client_that_goes_away_loses_nothing(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)  # the only follower stops reading here

    await api.runtime.chat.wait_idle()

    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    assert answer.status is MessageStatus.COMPLETE
    assert answer.content == SLOW["text"]


async def test_editing_the_last_user_message_hides_the_old_exchange_and_answers_again(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "About Paris."}, {"text": "About Oslo."})
    conv = await conversation(api)
    await api.client.post("/api/chat", json=user_body(conv.id, "Tell me about Paris"), headers=api.auth("operator"))

    edited = user_body(conv.id, "Tell me about Oslo", message_id="u1", messageId="u1")
    stream = chunks(await api.client.post("/api/chat", json=edited, headers=api.auth("operator")))

    assert text_of(stream) == "About Oslo."
    visible = await api.runtime.stores.conversations.messages(conv.id)
    assert [m.content for m in visible] == ["Tell me about Oslo", "About Oslo."]
    everything = await api.runtime.stores.conversations.messages(conv.id, include_superseded=True)
    assert len(everything) == 4
    assert [m["content"] for m in last_answer_request(upstream)[1:-1]] == ["Tell me about Oslo"]


async def test_a_long_conversation_replays_its_newest_messages_and_can_edit_one_older_than_those(
    api: Api, upstream: FakeUpstream
) -> None:
    """A turn reads only the newest messages (`history_messages` and `HISTORY_HEADROOM`); an edit of an older one
    reads the rest."""
    await connect(api, upstream)
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, history_messages=2)
    exchanges = HISTORY_HEADROOM // 2 + 3  # more messages than a turn reads
    upstream.add_turns(*({"text": f"A{index}."} for index in range(exchanges + 1)), {"text": "Edited."})
    conv = await conversation(api)
    for index in range(exchanges):
        body = user_body(conv.id, f"Q{index}", message_id=f"u{index}")
        await api.client.post("/api/chat", json=body, headers=api.auth("operator"))
    body = user_body(conv.id, "Last", message_id="last")
    await api.client.post("/api/chat", json=body, headers=api.auth("operator"))
    replayed = [m["content"] for m in last_answer_request(upstream)[1:-1]]
    statements: list[str] = []
    engine = api.runtime.database.engine.sync_engine

    def listen(*args: Any) -> None:
        statements.append(args[2])

    sa.event.listen(engine, "before_cursor_execute", listen)
    empty = await api.client.post("/api/chat", json=user_body(conv.id, "   "), headers=api.auth("operator"))
    sa.event.remove(engine, "before_cursor_execute", listen)

    edited = user_body(conv.id, "Q0 again", message_id="u0", messageId="u0")
    stream = chunks(await api.client.post("/api/chat", json=edited, headers=api.auth("operator")))

    assert replayed == [f"Q{exchanges - 1}", f"A{exchanges - 1}.", "Last"]
    assert (empty.status_code, empty.json()["error"]) == (400, "empty_message")
    reads = [s for s in statements if "FROM messages" in s]
    assert reads and all("LIMIT" in s for s in reads)  # an empty message is refused on the newest messages alone
    assert text_of(stream) == "Edited."
    visible = await api.runtime.stores.conversations.messages(conv.id)
    assert [m.content for m in visible] == ["Q0 again", "Edited."]
    assert [m["content"] for m in last_answer_request(upstream)[1:-1]] == ["Q0 again"]


async def test_regenerate_answers_the_last_user_message_again(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "First try."}, {"text": "Second try."})
    conv = await conversation(api)
    await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator"))

    body = {**user_body(conv.id, "Hi"), "trigger": "regenerate-message"}
    stream = chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))

    assert text_of(stream) == "Second try."
    visible = await api.runtime.stores.conversations.messages(conv.id)
    assert [m.content for m in visible] == ["Hi", "Second try."]


async def test_a_decision_turn_acknowledges_an_applied_proposal_and_refuses_one_that_is_not(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [CREATE_CALL]}, {"text": "Noted, it is open."})
    conv = await conversation(api)
    first = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Open it"), headers=api.auth("operator")))
    token = only(first, "tool-approval-request")["approvalId"]
    decision = {"id": conv.id, "decision": {"token": token, "kind": "apply"}}

    early = await api.client.post("/api/chat", json=decision, headers=api.auth("operator"))
    assert early.status_code == 409 and early.json()["error"] == "proposal_not_applied"

    applied = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("operator-applies"))
    assert applied.status_code == 200, applied.text
    stream = chunks(await api.client.post("/api/chat", json=decision, headers=api.auth("operator")))

    assert stream[0] == {"type": "start", "messageId": first[0]["messageId"]}
    assert only(stream, "tool-output-available")["output"]["status"] == "applied"
    assert text_of(stream) == "Noted, it is open."
    assert api.calls.executed["create_incident"] == 1


async def test_a_decision_for_another_conversation_or_a_forged_token_is_not_found(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [CREATE_CALL]})
    conv, other = await conversation(api), await conversation(api)
    first = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Open it"), headers=api.auth("operator")))
    token = only(first, "tool-approval-request")["approvalId"]
    owner = await owner_of(api)

    with pytest.raises(NotFound) as elsewhere:
        await api.runtime.chat.start(owner, other.id, DecisionTurn(token=token, kind="decline"))
    forged = await api.client.post(
        "/api/chat",
        json={"id": conv.id, "decision": {"token": token[:-4] + "AAAA", "kind": "decline"}},
        headers=api.auth("operator"),
    )

    assert elsewhere.value.code == "unknown_proposal"
    assert (forged.status_code, forged.json()["error"]) == (404, "unknown_proposal")


async def test_a_decline_decision_declines_the_pending_proposal_and_the_model_acknowledges(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [CREATE_CALL]}, {"text": "Alright."})
    conv = await conversation(api)
    first = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Open it"), headers=api.auth("operator")))
    token = only(first, "tool-approval-request")["approvalId"]

    decision = {"id": conv.id, "decision": {"token": token, "kind": "decline"}}
    stream = chunks(await api.client.post("/api/chat", json=decision, headers=api.auth("operator")))

    assert only(stream, "tool-output-denied")["toolCallId"] == "call_c1"
    described = await api.client.get(f"/api/proposals/{token}", headers=api.auth("operator"))
    assert described.json()["status"] == "declined"


@pytest.mark.parametrize(
    ("fault", "message"),
    [
        ({"kind": "rate_limit", "retry_after": 7}, "rate limiting requests. Try again in 7 seconds."),
        ({"kind": "http_error", "status": 500}, "rejected the request (HTTP 500)"),
        ({"kind": "malformed_chunk", "after_chunks": 2}, "malformed answer"),
        ({"kind": "cut", "after_chunks": 2}, "What arrived so far is saved"),
    ],
)
async def test_an_upstream_failure_becomes_an_error_chunk_and_the_partial_answer_is_stored(
    api: Api, upstream: FakeUpstream, fault: dict[str, Any], message: str
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Partial answer that will break", "chunk_chars": 4, "fault": fault})
    conv = await conversation(api)

    stream = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))

    error = only(stream, "error")
    assert message in error["errorText"]
    assert "Traceback" not in error["errorText"]
    await api.runtime.chat.wait_idle()
    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    assert answer.status is MessageStatus.ERROR
    assert answer.content == text_of(stream)
    assert answer.error == error["errorText"]


async def test_a_model_outside_the_allowlist_is_coerced_and_never_sent_upstream(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "ok"}, {"text": "ok"})
    conv = await conversation(api)

    await api.client.post(
        "/api/chat", json=user_body(conv.id, "Hi", model="gpt-secret-preview"), headers=api.auth("operator")
    )
    await api.client.post(
        "/api/chat", json=user_body(conv.id, "Again", message_id="u2", model="fake-large"), headers=api.auth("operator")
    )

    streamed = [r.body["model"] for r in upstream.requests if r.body.get("stream")]
    assert streamed == ["fake-model", "fake-large"]


async def test_bad_requests_get_specific_errors_and_change_nothing(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    conv = await conversation(api)
    auth = api.auth("operator")

    # A well-formed id that names no conversation starts one (`useChat`'s own ids); one that is not an id cannot.
    unknown = await api.client.post("/api/chat", json=user_body("no such chat", "Hi"), headers=auth)
    stranger = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("viewer"))
    no_id = await api.client.post("/api/chat", json={"messages": []}, headers=auth)
    empty = await api.client.post("/api/chat", json=user_body(conv.id, "   "), headers=auth)
    bad_role = await api.client.post(
        "/api/chat", json={"id": conv.id, "messages": [{"role": "robot", "parts": []}]}, headers=auth
    )
    anonymous = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"))

    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_conversation")
    assert stranger.status_code == 404
    assert no_id.status_code == 400 and no_id.json()["issues"][0]["field"] == "id"
    assert (empty.status_code, empty.json()["error"]) == (400, "empty_message")
    assert bad_role.status_code == 400 and "messages" in bad_role.json()["issues"][0]["field"]
    assert anonymous.status_code == 401
    assert await api.runtime.stores.conversations.messages(conv.id) == []
    assert upstream.requests == []


async def test_no_model_connection_is_a_clear_503(api: Api) -> None:
    conv = await conversation(api)

    response = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator"))

    assert (response.status_code, response.json()["error"]) == (503, "no_model_connection")
    assert await api.runtime.stores.conversations.messages(conv.id) == []


@pytest.mark.parametrize("flavor", FLAVORS)
async def test_every_upstream_flavor_streams_text_and_tool_calls(api: Api, flavor: Flavor) -> None:
    script = FakeScript(
        rules=[FakeTurn(**TITLE_RULE)],
        turns=[
            FakeTurn(reasoning="Let me look.", tool_calls=[{"name": "list_incidents", "arguments": {"limit": 3}}]),
            FakeTurn(text="Nothing is open."),
        ],
    )
    async with FakeUpstream(script, flavor=flavor, ttft_ms=0, interval_ms=0) as upstream:
        await connect(api, upstream, flavor=flavor)
        conv = await conversation(api)
        stream = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
        await api.runtime.chat.wait_idle()

    assert "reasoning-delta" in types(stream)
    assert only(stream, "tool-input-available")["input"] == {"limit": 3}
    assert text_of(stream) == "Nothing is open."
    assert api.calls.executed["list_incidents"] == 1


def _other_pod(api: Api) -> ChatService:
    """A second process's chat service: same database, its own (empty) set of live turns."""
    runtime = api.runtime
    return ChatService(
        conversations=runtime.stores.conversations,
        event_log=runtime.stores.turn_events,
        models=runtime.models,
        gateway=runtime.gateway,
        clock=runtime.clock,
        policy=runtime.chat.policy,
    )


async def test_a_browser_that_disconnects_mid_stream_still_leaves_a_complete_stored_answer(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    conv = await conversation(api)
    async with live_server(api.app) as base_url, httpx.AsyncClient(base_url=base_url, timeout=10) as client:
        async with client.stream(
            "POST", "/api/chat", json=user_body(conv.id, "Talk"), headers=api.auth("operator")
        ) as response:
            async for line in response.aiter_lines():
                if '"text-delta"' in line:
                    break  # the browser tab closes here

        await api.runtime.chat.wait_idle()

    answer = (await api.runtime.stores.conversations.messages(conv.id))[-1]
    assert answer.status is MessageStatus.COMPLETE
    assert answer.content == SLOW["text"]


async def test_editing_the_connection_mid_turn_does_not_cut_the_running_answer(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    connection_id = await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2}, {"text": "Next answer."})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)
    clock.advance(timedelta(seconds=1))

    await api.runtime.stores.connections.update(
        connection_id, ConnectionPatch(context_window_tokens=64_000), now=clock.now()
    )
    after = await api.runtime.chat.start(owner, conv.id, NewMessage("And now?"), TurnOptions())

    first = await drained(live.follow())
    assert isinstance(first[-1], events.Abort | events.Finish)
    assert not any(isinstance(e, events.Error) for e in first)
    assert isinstance((await drained(after.follow()))[-1], events.Finish)


async def test_a_finished_turn_is_freed_at_once_not_left_for_a_full_collection(
    api: Api, upstream: FakeUpstream
) -> None:
    """A serving process runs full collections rarely (`deputy.gc_pacing`): a turn caught in a reference cycle would
    keep its whole graph, every event included, until the next one."""
    await connect(api, upstream)
    upstream.add_turns({"text": "Short answer."})
    owner, conv = await owner_of(api), await conversation(api)
    gc.disable()
    try:
        live = await api.runtime.chat.start(owner, conv.id, NewMessage("Hi"))
        await drained(live.follow())
        await api.runtime.chat.wait_idle()
        freed = weakref.ref(live)
        del live

        assert freed() is None
    finally:
        gc.enable()
