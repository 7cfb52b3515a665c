"""The process's one poll of its running turns (`core.chat.polls`), against the SQL stores on both engines."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

import pytest
import sqlalchemy as sa

from deputy.core import events
from deputy.core.chat.live import LiveTurn
from deputy.core.chat.polls import SLOTS, TurnPoller
from deputy.core.clock import ManualClock
from deputy.core.conversations.records import TurnStart
from deputy.core.identity.principal import Principal
from deputy.store import Database
from deputy.store.conversations.conversations import SqlConversationStore
from deputy.store.tables import turn_events, turn_leases
from deputy.store.turns.events import SqlTurnEventLog
from deputy.store.turns.leases import SqlTurnLeases
from tests.store.turns import begin_turn

ANN = Principal.user("ann", tenant_id="t1")
HOLDER = "this-process"
LEASE = timedelta(seconds=6)
INTERVAL = timedelta(milliseconds=50)


class RecordingLog(SqlTurnEventLog):
    """The SQL log, noting each poll's flushes; `gate`, when set, holds each poll's flushes until it opens."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self.polls: list[list[str]] = []
        self.gate: asyncio.Event | None = None
        self.in_flight = asyncio.Event()

    async def append_each(
        self, flushes: Sequence[tuple[str, int, Sequence[Mapping[str, Any]]]], *, now: datetime
    ) -> list[Exception | None]:
        self.polls.append([turn_id for turn_id, _, _ in flushes])
        self.in_flight.set()
        if self.gate is not None:
            await self.gate.wait()
        return await super().append_each(flushes, now=now)


@pytest.fixture
def conversations(database: Database) -> SqlConversationStore:
    return SqlConversationStore(database)


@pytest.fixture
def event_log(database: Database) -> RecordingLog:
    return RecordingLog(database)


@pytest.fixture
def poller(
    database: Database, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> TurnPoller:
    return TurnPoller(
        store=conversations,
        event_log=event_log,
        clock=clock,
        interval=INTERVAL,
        leases=SqlTurnLeases(database),
        holder=HOLDER,
        lease=LEASE,
    )


async def running_turn(conversations: SqlConversationStore, clock: ManualClock, name: str) -> LiveTurn:
    """A claimed turn with its lease, running in this process, that has written two events."""
    conversation = await conversations.create(ANN, now=clock.now())
    start = TurnStart(
        conversation_id=conversation.id,
        turn_id=f"turn-{name}",
        assistant_id=f"answer-{name}",
        model="m",
        user_text="hi",
        lease_holder=HOLDER,
        lease_until=clock.now() + LEASE,
    )
    await begin_turn(conversations, start, now=clock.now())
    live = LiveTurn(turn_id=start.turn_id, conversation_id=conversation.id, message_id=start.assistant_id)
    live.publish(events.MessageStart(start.assistant_id))
    live.publish(events.TextDelta("t1", f"Hello from {name}"))
    return live


async def until(condition: Callable[[], bool], what: str) -> None:
    """Wait for `condition()`, which the poll makes true in the background; fails naming `what` after 10 s."""
    try:
        async with asyncio.timeout(10):
            while True:
                if condition():
                    return
                await asyncio.sleep(0.01)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}") from None


async def logged(event_log: SqlTurnEventLog, live: LiveTurn) -> list[int]:
    return [seq for seq, _ in await event_log.read(live.turn_id, after_seq=0)]


async def test_one_poll_shares_each_turns_events_once_and_stops_a_turn_cancelled_from_anywhere(
    poller: TurnPoller, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> None:
    first, second = [await running_turn(conversations, clock, name) for name in ("a", "b")]
    polled = [poller.join(live, since=clock.now()) for live in (first, second)]
    await until(lambda: all(turn.flushed == 2 for turn in polled), "both turns' events shared")

    second.publish(events.TextDelta("t1", " and more"))
    await conversations.request_cancel(ANN, second.conversation_id, now=clock.now())  # as another process would
    await until(second.cancel.is_set, "the cancel seen")
    await until(lambda: polled[1].flushed == 3, "the new event shared")

    assert not first.cancel.is_set()
    for turn in polled:
        await poller.leave(turn)
    assert await logged(event_log, first) == [1, 2]
    assert await logged(event_log, second) == [1, 2, 3]  # each event once, in order


async def test_a_cancel_stored_before_the_turn_started_does_not_stop_it(
    poller: TurnPoller, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> None:
    live = await running_turn(conversations, clock, "a")
    await conversations.request_cancel(ANN, live.conversation_id, now=clock.now())
    clock.advance(timedelta(seconds=1))
    turn = poller.join(live, since=clock.now())
    await until(lambda: len(event_log.polls) >= 2, "two polls")

    assert not live.cancel.is_set()
    await poller.leave(turn)


async def test_the_turns_are_polled_a_tenth_at_a_time(
    poller: TurnPoller, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> None:
    lives = [await running_turn(conversations, clock, str(i)) for i in range(2 * SLOTS)]
    polled = [poller.join(live, since=clock.now()) for live in lives]
    await until(lambda: all(turn.flushed == 2 for turn in polled), "every turn's events shared")

    assert max(len(poll) for poll in event_log.polls) == 2  # twenty turns over ten slots
    assert sorted(turn_id for poll in event_log.polls for turn_id in poll) == sorted(live.turn_id for live in lives)
    for turn in polled:
        await poller.leave(turn)


async def test_leaving_waits_for_the_poll_in_flight_so_the_last_flush_repeats_no_event(
    poller: TurnPoller, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> None:
    live = await running_turn(conversations, clock, "a")
    event_log.gate = asyncio.Event()
    turn = poller.join(live, since=clock.now())
    await asyncio.wait_for(event_log.in_flight.wait(), 10)
    live.publish(events.TextDelta("t1", "!"))

    leaving = asyncio.ensure_future(poller.leave(turn))
    await asyncio.sleep(0.1)
    assert not leaving.done()  # the poll holding the turn's first two events has not ended
    event_log.gate.set()
    await asyncio.wait_for(leaving, 10)
    await poller.flush(turn)

    assert await logged(event_log, live) == [1, 2, 3]
    polls = len(event_log.polls)
    await asyncio.sleep(3 * INTERVAL.total_seconds())
    assert len(event_log.polls) == polls  # polled no more


async def test_a_turn_another_process_closed_fails_its_flush_alone_and_is_stopped_at_its_lease(
    poller: TurnPoller,
    conversations: SqlConversationStore,
    event_log: RecordingLog,
    clock: ManualClock,
    database: Database,
    caplog: pytest.LogCaptureFixture,
) -> None:
    mine, reclaimed = [await running_turn(conversations, clock, name) for name in ("a", "b")]
    # The other process reclaimed `reclaimed` (its lease ran out): it ended the log and dropped the lease.
    await event_log.append(reclaimed.turn_id, 1, [events.to_record(events.Error("stopped"))], now=clock.now())
    async with database.transaction() as conn:
        await conn.execute(turn_leases.delete().where(turn_leases.c.turn_id == reclaimed.turn_id))
    before = await lease_expiry(database, mine)

    with caplog.at_level(logging.WARNING, logger="deputy.core.chat.polls"):
        polled = [poller.join(live, since=clock.now()) for live in (mine, reclaimed)]
        await until(lambda: polled[0].flushed == 2, "the other turn's events shared")
        await until(lambda: "turn_reclaimed" in caplog.text, "the failed flush reported")
        assert polled[1].flushed == 0
        assert not reclaimed.cancel.is_set()  # its lease is not due yet

        clock.advance(LEASE / 3)
        await until(reclaimed.cancel.is_set, "the turn stopped at its lease renewal")

    assert not mine.cancel.is_set()
    assert await lease_expiry(database, mine) == before + LEASE / 3  # renewed to a full lease from now
    for turn in polled:
        await poller.leave(turn)


async def lease_expiry(database: Database, live: LiveTurn) -> datetime:
    async with database.transaction() as conn:
        expiry = await conn.scalar(sa.select(turn_leases.c.expires_at).where(turn_leases.c.turn_id == live.turn_id))
    assert isinstance(expiry, datetime)
    return expiry.replace(tzinfo=None)


async def test_the_shared_log_holds_no_secret_and_only_storable_text(
    poller: TurnPoller, conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock
) -> None:
    live = await running_turn(conversations, clock, "a")
    live.publish(events.ToolInputAvailable("call_1", "connect", {"host": "db", "password": "hunter2"}))
    live.publish(events.TextDelta("t1", "nul\x00 and lone \ud800 surrogate"))  # as a model can write them
    turn = poller.join(live, since=clock.now())
    await until(lambda: turn.flushed == 4, "the events shared")
    await poller.leave(turn)

    records = [record for _, record in await event_log.read(live.turn_id, after_seq=0)]
    assert records[2]["input"] == {"host": "db", "password": "[REDACTED]"}
    assert records[3] == {"kind": "TextDelta", "id": "t1", "delta": "nul\ufffd and lone \ufffd surrogate"}


async def test_a_poll_locks_the_lease_it_renews_before_it_writes_the_turns_events(
    poller: TurnPoller, conversations: SqlConversationStore, clock: ManualClock, database: Database
) -> None:
    """The order a reclaim takes them in; the other order deadlocks with a reclaim on Postgres."""
    live = await running_turn(conversations, clock, "a")
    turn = poller.join(live, since=clock.now())
    await until(lambda: turn.flushed == 2, "the first events shared")
    writes: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.startswith(("UPDATE turn_leases", "INSERT INTO turn_events")):
            writes.append(statement.split(" (")[0].split(" SET")[0])

    sa.event.listen(database.engine.sync_engine, "before_cursor_execute", note)
    try:
        live.publish(events.TextDelta("t1", "!"))
        clock.advance(LEASE / 3)  # the next poll both renews the lease and flushes the event
        await until(lambda: turn.flushed == 3, "the event shared")
        await poller.leave(turn)
    finally:
        sa.event.remove(database.engine.sync_engine, "before_cursor_execute", note)

    assert writes == ["UPDATE turn_leases", "INSERT INTO turn_events"]


async def test_a_reclaim_that_lost_its_log_position_to_a_late_flush_ends_the_longer_log(
    conversations: SqlConversationStore, event_log: RecordingLog, clock: ManualClock, database: Database
) -> None:
    """The turn's process was late, not dead: its flush took the position the reclaim meant to end the log at."""
    live = await running_turn(conversations, clock, "a")
    await event_log.append(live.turn_id, 1, [events.to_record(e) for e in live.events], now=clock.now())
    clock.advance(2 * LEASE)
    late_flush, flushed = asyncio.Event(), asyncio.Event()
    flusher: list[int] = []

    async def flush_late() -> None:
        async with database.transaction() as conn:
            row = {"turn_id": live.turn_id, "seq": 3, "frame": '{"kind": "TextDelta", "id": "t1", "delta": "!"}'}
            await conn.execute(turn_events.insert().values(**row, created_at=clock.now()))
            if not database.is_sqlite:
                flusher.append(await conn.scalar(sa.text("SELECT pg_backend_pid()")))
            flushed.set()
            await late_flush.wait()

    flushing = asyncio.ensure_future(flush_late())
    await asyncio.wait_for(flushed.wait(), 10)
    reclaiming = asyncio.ensure_future(SqlTurnLeases(database).reclaim(now=clock.now()))
    await reclaim_waiting(database, flusher)
    late_flush.set()
    await asyncio.wait_for(flushing, 10)

    assert await asyncio.wait_for(reclaiming, 10) == [live.turn_id]
    log = await event_log.read(live.turn_id, after_seq=0)
    assert [seq for seq, _ in log] == [1, 2, 3, 4]
    assert log[-1][1]["kind"] == "Error"


async def reclaim_waiting(database: Database, flusher: list[int]) -> None:
    """Until the reclaim waits on the late flush's row (Postgres: a backend blocked by the flush's, not another
    test's waiting on another worker); SQLite's reclaim waits for its write lock."""
    if database.is_sqlite:
        await asyncio.sleep(0.2)
        return
    waiting = sa.text("SELECT count(*) FROM pg_stat_activity WHERE :flusher = ANY(pg_blocking_pids(pid))")
    async with asyncio.timeout(10):
        while True:
            async with database.transaction() as conn:
                if await conn.scalar(waiting, {"flusher": flusher[0]}):
                    return
            await asyncio.sleep(0.01)


async def test_the_flushes_of_many_turns_are_one_insert_and_each_turn_reads_its_own_events(
    database: Database, event_log: RecordingLog, clock: ManualClock
) -> None:
    """On Postgres the rows go as one array per column (`store.turns.events`), not one execution per row."""
    inserts: list[bool] = []

    def seen(_conn: Any, _cursor: Any, statement: str, _params: Any, _context: Any, executemany: bool) -> None:
        if statement.startswith("INSERT INTO turn_events"):
            inserts.append(executemany)

    records = [{"kind": "TextDelta", "id": "t1", "delta": f" w{i}"} for i in range(3)]
    sa.event.listen(database.engine.sync_engine, "before_cursor_execute", seen)
    try:
        outcomes = await event_log.append_each([(f"turn-{n}", 1, records) for n in "abc"], now=clock.now())
    finally:
        sa.event.remove(database.engine.sync_engine, "before_cursor_execute", seen)

    assert outcomes == [None, None, None]
    assert inserts == [database.is_sqlite]  # one statement; an executemany only on SQLite, where rows cost no trip
    for name in "abc":
        assert await event_log.read(f"turn-{name}", after_seq=0) == list(enumerate(records, start=1))
    async with database.transaction() as conn:
        stamps = (await conn.execute(sa.select(turn_events.c.created_at).distinct())).scalars().all()
    assert stamps == [clock.now()]
