"""A turn whose process died (kill -9, OOM) is reclaimed once its lease runs out, by any other process.

The dead process is played here by a turn begun under another holder's lease and never finished: its user
message, assistant slot, budget reservation and the events it had flushed are exactly what a killed pod leaves.
`tests/faults/test_pod_crash.py` kills a real `deputy serve` process.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
import sqlalchemy as sa

from deputy.core import events
from deputy.core.chat.controls import open_account
from deputy.core.chat.leases import INTERRUPTED_TEXT, UNFINISHED_TOOL_TEXT
from deputy.core.chat.planning import NewMessage
from deputy.core.clock import ManualClock
from deputy.core.conversations.records import MessageStatus, Role, TurnStart
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger
from tests.store.turns import begin_turn
from tests.web.chat_support import TITLE_RULE, chunks, connect, conversation, owner_of, text_of, user_body
from tests.web.conftest import Api

DEAD_POD = "pod-that-was-killed"


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def dead_turn(api: Api, conversation_id: str, *, lease: timedelta) -> tuple[str, str, int]:
    """Begin a turn as a process `DEAD_POD` would, flush some of its events, and never finish it:
    `(turn_id, assistant_id, reservation_id)`."""
    runtime, now = api.runtime, api.runtime.clock.now()
    owner = await owner_of(api)
    conv = await runtime.stores.conversations.get(owner, conversation_id)
    binding = await runtime.models.bind(None, None)
    assert runtime.chat.budget is not None
    account = await open_account(
        runtime.chat.budget,
        principal=owner,
        conversation=conv,
        connection=binding.connection,
        rows=[],
        user_text="What is open?",
        now=now,
    )
    assert account.reservation is not None
    turn_id, assistant_id = uuid.uuid4().hex, uuid.uuid4().hex
    start = TurnStart(
        conversation_id=conversation_id,
        turn_id=turn_id,
        assistant_id=assistant_id,
        model="fake-model",
        user_text="What is open?",
        lease_holder=DEAD_POD,
        lease_until=now + lease,
        reservation_id=account.reservation.id,
    )
    await begin_turn(runtime.stores.conversations, start, now=now)
    flushed: list[events.StreamEvent] = [
        events.MessageStart(assistant_id),
        events.StepStart(),
        events.TextStart("t1"),
        events.TextDelta("t1", "Let me look"),
        events.ToolInputAvailable("call_1", "list_incidents", {}),
    ]
    await runtime.stores.turn_events.append(turn_id, 1, [events.to_record(e) for e in flushed], now=now)
    return turn_id, assistant_id, account.reservation.id


async def ledger_row(api: Api, reservation_id: int) -> dict[str, Any]:
    async with api.runtime.database.transaction() as conn:
        row = (await conn.execute(sa.select(token_ledger).where(token_ledger.c.id == reservation_id))).mappings().one()
    return dict(row)


async def test_the_next_message_reclaims_a_dead_turn_at_once_and_keeps_its_partial_answer(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    await connect(api, upstream)
    conv = await conversation(api)
    turn_id, assistant_id, reservation_id = await dead_turn(api, conv.id, lease=timedelta(seconds=6))
    reserved = (await ledger_row(api, reservation_id))["total_tokens"]
    clock.advance(timedelta(seconds=7))  # the dead pod renewed nothing: its lease has run out
    # Were the dead turn waited on, this request would hang for an hour: it must not wait at all.
    api.runtime.chat.policy = replace(api.runtime.chat.policy, supersede_wait=timedelta(hours=1))
    upstream.add_turns({"text": "Two incidents are open."})

    async with asyncio.timeout(30):
        response = await api.client.post(
            "/api/chat", json=user_body(conv.id, "Are you there?", message_id="u2"), headers=api.auth("operator")
        )

    assert text_of(chunks(response)) == "Two incidents are open."
    await api.runtime.chat.wait_idle()
    rows = await api.runtime.stores.conversations.messages(conv.id)
    assert [(m.role, m.status) for m in rows] == [
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.INTERRUPTED),
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.COMPLETE),
    ]
    assert rows[0].content == "What is open?"  # the dead turn's user message is kept
    dead = rows[1]
    assert dead.id == assistant_id and dead.content == "Let me look" and dead.error == INTERRUPTED_TEXT
    tool = next(p for p in dead.parts if p["type"] == "tool-list_incidents")
    assert tool["state"] == "output-error" and tool["errorText"] == UNFINISHED_TOOL_TEXT  # no dangling call
    assert [p["state"] for p in dead.parts if p["type"] == "text"] == ["done"]
    charged = await ledger_row(api, reservation_id)
    assert charged["state"] == "settled" and charged["total_tokens"] == reserved
    assert await api.runtime.stores.turn_leases.holder_of(turn_id) is None


async def test_a_dead_turn_is_reclaimed_once_and_its_followers_get_an_error(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    await connect(api, upstream)
    conv = await conversation(api)
    turn_id, _assistant_id, reservation_id = await dead_turn(api, conv.id, lease=timedelta(seconds=6))
    clock.advance(timedelta(seconds=7))

    first, second = await asyncio.gather(api.runtime.chat.reclaim_dead_turns(), api.runtime.chat.reclaim_dead_turns())
    settled_at = (await ledger_row(api, reservation_id))["settled_at"]
    clock.advance(timedelta(minutes=5))
    again = await api.runtime.chat.reclaim_dead_turns()

    assert sorted([first, second]) == [[], [turn_id]] and again == []
    assert (await ledger_row(api, reservation_id))["settled_at"] == settled_at  # settled once, not again
    assert await api.runtime.stores.conversations.active_turn(conv.id) is None
    log = await api.runtime.stores.turn_events.read(turn_id, after_seq=0)
    assert events.from_record(log[-1][1]) == events.Error(INTERRUPTED_TEXT)


async def test_a_turn_whose_lease_has_not_run_out_is_left_to_its_process(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    await connect(api, upstream)
    conv = await conversation(api)
    turn_id, assistant_id, _ = await dead_turn(api, conv.id, lease=timedelta(seconds=6))
    clock.advance(timedelta(seconds=5))

    assert await api.runtime.chat.reclaim_dead_turns() == []
    assert await api.runtime.stores.conversations.active_turn(conv.id) == turn_id
    answer = await api.runtime.stores.conversations.message(assistant_id)
    assert answer is not None and answer.status is MessageStatus.STREAMING


async def test_a_process_never_reclaims_its_own_running_turn(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "slow " * 200, "chunk_chars": 5, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    clock.advance(timedelta(minutes=10))  # far past the lease, as if this process's loop had stalled

    assert await api.runtime.chat.reclaim_dead_turns() == []
    await api.runtime.chat.wait_idle()
    answer = await api.runtime.stores.conversations.message(live.message_id)
    assert answer is not None and answer.status is MessageStatus.COMPLETE


async def test_a_process_never_reclaims_a_turn_it_is_still_starting(
    api: Api, upstream: FakeUpstream, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start stamps its lease before its transaction waits for the database; under load the lease can be past due
    by the time the turn is written, and this process's reclaimer, running meanwhile, must not close the turn."""
    await connect(api, upstream)
    upstream.add_turns({"text": "Fine."})
    owner, conv = await owner_of(api), await conversation(api)
    store = api.runtime.stores.conversations
    claim = store.claim_turn
    reclaimed: list[str] = []

    async def slow_claim(start: TurnStart, admission: Any, *, now: Any) -> Any:
        claimed = await claim(start, admission, now=now)
        clock.advance(timedelta(minutes=10))  # the lease ran out while the transaction waited
        reclaimed.extend(await api.runtime.chat.reclaim_dead_turns())
        return claimed

    monkeypatch.setattr(store, "claim_turn", slow_claim)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Hi"))
    await api.runtime.chat.wait_idle()

    assert reclaimed == []
    answer = await store.message(live.message_id)
    assert answer is not None and answer.status is MessageStatus.COMPLETE and answer.content == "Fine."


async def test_a_turn_another_process_reclaimed_stops_and_its_stream_ends(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    """A process whose loop stalled past the lease loses the turn to another one, which stores it as interrupted and
    ends its log; the runner stops at its next poll (its own flush now collides with that end) and its followers
    get the end of the stream, not a hang."""
    await connect(api, upstream)
    upstream.add_turns({"text": "slow " * 400, "chunk_chars": 5, "interval_ms": 5})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    async for event in live.follow():
        if isinstance(event, events.TextDelta):
            break
    reclaimed: list[str] = []
    for _ in range(20):  # a renewal the poll got in before the reclaim's transaction renews the lease: stall again
        clock.advance(timedelta(minutes=10))  # as if this process's loop had stalled past the lease
        reclaimed = await api.runtime.stores.turn_leases.reclaim(now=clock.now())
        if reclaimed:
            break

    assert reclaimed == [live.turn_id]
    seen = await asyncio.wait_for(_all(live.follow()), timeout=10)

    assert isinstance(seen[-1], events.Abort)
    await api.runtime.chat.wait_idle()
    assert await api.runtime.stores.conversations.active_turn(conv.id) is None


async def _all(follower: AsyncIterator[events.StreamEvent]) -> list[events.StreamEvent]:
    return [event async for event in follower]
