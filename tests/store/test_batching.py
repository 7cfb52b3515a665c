from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.exc import IntegrityError

from deputy.store.engine.batching import Batcher
from deputy.store.engine.database import Database
from deputy.store.tables import turn_events
from deputy.testing.databases import postgres_database, postgres_url

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


class Counted:
    """The database's transactions, counted."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.opened = 0

    async def __call__(self, work: Callable[[sa.Connection], Any]) -> Any:
        self.opened += 1
        return await self.database.run_transaction(work)


def event_insert(turn_id: str, seq: int) -> sa.Insert:
    return turn_events.insert().values(turn_id=turn_id, seq=seq, frame="{}", created_at=NOW)


def insert_events(conn: sa.Connection, turn_ids: Sequence[str]) -> list[str]:
    """A many-operation: one event row (seq 1) per turn id, so a turn already logged fails on the primary key."""
    rows = [{"turn_id": t, "seq": 1, "frame": "{}", "created_at": NOW} for t in turn_ids]
    conn.execute(turn_events.insert(), rows)
    return [f"stored {t}" for t in turn_ids]


async def test_operations_that_arrive_together_share_one_transaction_and_each_caller_gets_its_own_result(
    database: Database,
) -> None:
    counted = Counted(database)
    batcher = Batcher(counted)

    def insert_then_count(conn: sa.Connection, turn: int) -> int:
        conn.execute(event_insert(f"turn-{turn}", 1))
        return turn

    results = await asyncio.gather(*(batcher.run_sync(partial(insert_then_count, turn=t)) for t in range(50)))

    assert results == list(range(50))
    assert counted.opened == 1
    async with database.transaction() as conn:
        assert await conn.scalar(sa.select(sa.func.count()).select_from(turn_events)) == 50


async def test_an_operation_alone_gets_its_own_transaction_at_once(database: Database) -> None:
    counted = Counted(database)
    batcher = Batcher(counted)

    def one(conn: sa.Connection) -> int:
        return int(conn.execute(sa.select(sa.literal(7))).scalar_one())

    assert await batcher.run_sync(one) == 7
    assert await batcher.run_sync(one) == 7
    assert counted.opened == 2


async def test_a_failing_operation_fails_only_its_caller_and_the_others_are_stored_once(database: Database) -> None:
    batcher = Batcher(database.run_transaction)

    def insert(conn: sa.Connection, turn_id: str) -> None:
        conn.execute(event_insert(turn_id, 1))

    async with database.transaction() as conn:
        await conn.execute(event_insert("taken", 1))

    outcomes = await asyncio.gather(
        *(batcher.run_sync(partial(insert, turn_id=t)) for t in ("a", "taken", "b")), return_exceptions=True
    )

    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], IntegrityError)
    async with database.transaction() as conn:
        rows = (await conn.execute(sa.select(turn_events.c.turn_id).order_by(turn_events.c.turn_id))).scalars()
        assert list(rows) == ["a", "b", "taken"]


async def test_a_caller_cancelled_before_its_turn_runs_nothing(database: Database) -> None:
    batcher = Batcher(database.run_transaction)
    ran: list[str] = []

    def note(conn: sa.Connection, name: str) -> None:
        ran.append(name)

    first = asyncio.ensure_future(batcher.run_sync(partial(note, name="kept")))
    dropped = asyncio.ensure_future(batcher.run_sync(partial(note, name="dropped")))
    await asyncio.sleep(0)  # both are queued; the worker has not run yet
    dropped.cancel()
    await first
    with pytest.raises(asyncio.CancelledError):
        await dropped
    assert ran == ["kept"]


async def test_items_queued_together_for_one_many_operation_go_to_one_call_at_the_first_items_place(
    database: Database,
) -> None:
    counted = Counted(database)
    batcher = Batcher(counted)
    calls: list[list[int]] = []
    order: list[str] = []

    def doubled(conn: sa.Connection, items: Sequence[int]) -> list[int]:
        calls.append(list(items))
        order.append("many")
        return [2 * item for item in items]

    def single(conn: sa.Connection) -> str:
        order.append("single")
        return "one"

    results = await asyncio.gather(
        batcher.run_many(doubled, 1),
        batcher.run_sync(single),
        batcher.run_many(doubled, 2),
        batcher.run_many(doubled, 3),
    )

    assert list(results) == [2, "one", 4, 6]
    assert calls == [[1, 2, 3]] and order == ["many", "single"]
    assert counted.opened == 1


async def test_a_failing_many_operation_is_run_again_item_by_item_and_fails_only_the_failing_items_caller(
    database: Database,
) -> None:
    batcher = Batcher(database.run_transaction)
    async with database.transaction() as conn:
        await conn.execute(event_insert("taken", 1))

    outcomes = await asyncio.gather(
        *(batcher.run_many(insert_events, t) for t in ("a", "taken", "b")), return_exceptions=True
    )

    assert outcomes[0] == "stored a" and outcomes[2] == "stored b"
    assert isinstance(outcomes[1], IntegrityError)
    async with database.transaction() as conn:
        rows = (await conn.execute(sa.select(turn_events.c.turn_id).order_by(turn_events.c.turn_id))).scalars()
        assert list(rows) == ["a", "b", "taken"]


async def test_items_queued_at_once_go_to_one_call_and_each_gets_its_own_outcome_a_failure_at_its_place(
    database: Database,
) -> None:
    counted = Counted(database)
    batcher = Batcher(counted)
    calls: list[list[str]] = []

    def insert(conn: sa.Connection, turn_ids: Sequence[str]) -> list[str]:
        calls.append(list(turn_ids))
        return insert_events(conn, turn_ids)

    assert await batcher.run_each(insert, ["a", "b"]) == ["stored a", "stored b"]
    assert calls == [["a", "b"]] and counted.opened == 1
    assert await batcher.run_each(insert, []) == []

    outcomes = await batcher.run_each(insert, ["c", "a", "d"])

    assert outcomes[0] == "stored c" and outcomes[2] == "stored d"
    assert isinstance(outcomes[1], IntegrityError)  # "a" is stored already: only its item fails
    async with database.transaction() as conn:
        rows = (await conn.execute(sa.select(turn_events.c.turn_id).order_by(turn_events.c.turn_id))).scalars()
        assert list(rows) == ["a", "b", "c", "d"]


async def test_synchronous_operations_that_arrive_together_share_one_transaction_and_a_failing_one_fails_alone(
    database: Database,
) -> None:
    batcher = database.batches
    async with database.transaction() as conn:
        await conn.execute(event_insert("taken", 1))

    def insert(conn: sa.Connection, turn_id: str) -> str:
        conn.execute(event_insert(turn_id, 1))
        return turn_id

    outcomes = await asyncio.gather(
        *(batcher.run_sync(partial(insert, turn_id=t)) for t in ("a", "taken", "b")), return_exceptions=True
    )

    assert outcomes[0] == "a" and outcomes[2] == "b"
    assert isinstance(outcomes[1], IntegrityError)
    async with database.transaction() as conn:
        rows = (await conn.execute(sa.select(turn_events.c.turn_id).order_by(turn_events.c.turn_id))).scalars()
        assert list(rows) == ["a", "b", "taken"]


async def test_a_synchronous_transaction_that_raises_leaves_nothing_written(database: Database) -> None:
    def insert_then_fail(conn: sa.Connection) -> None:
        conn.execute(event_insert("rolled-back", 1))
        raise RuntimeError("after the insert")

    with pytest.raises(RuntimeError):
        await database.run_transaction(insert_then_fail)
    written = await database.run_statement(
        lambda conn: conn.execute(sa.select(sa.func.count()).select_from(turn_events)).scalar_one()
    )
    assert written == 0


@pytest.mark.postgres
async def test_a_caller_cancelled_mid_statement_gets_its_cancellation_while_the_statement_finishes_and_checks_in() -> (
    None
):
    """A slow statement on Postgres. (On SQLite a transaction runs from BEGIN to COMMIT without giving the loop
    back, so nobody can cancel it mid-statement: `test_sqlite_inline` covers a caller cancelled while it waits for
    the write lock.)"""
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    started, finished = asyncio.Event(), asyncio.Event()

    def work(conn: sa.Connection) -> None:
        conn.execute(sa.text("SELECT pg_sleep(0.2)"))
        finished.set()

    async with postgres_database(url) as database:
        event.listen(database.engine.sync_engine, "before_cursor_execute", lambda *_: started.set())
        caller = asyncio.ensure_future(database.run_autocommit(work))
        await asyncio.wait_for(started.wait(), 10)
        caller.cancel()
        with pytest.raises(asyncio.CancelledError):
            await caller
        await asyncio.wait_for(finished.wait(), 10)
        pool: Any = database.engine.sync_engine.pool
        assert database._postgres is not None
        held = database._postgres.held  # checked out, kept for the next run, not in use
        for _ in range(1000):  # the greenlet releases the connection right after the statement
            if pool.checkedout() == len(held) == 1:
                break
            await asyncio.sleep(0)
        assert pool.checkedout() == len(held) == 1


async def test_the_many_operations_of_one_poll_share_one_transaction(database: Database) -> None:
    """Every poll of running turns queues three `run_many` operations at once: one transaction runs them all."""
    counted = Counted(database)
    batcher = Batcher(counted)

    def count(conn: sa.Connection, items: Sequence[str]) -> list[int]:
        total = int(conn.execute(sa.select(sa.func.count()).select_from(turn_events)).scalar_one())
        return [total] * len(items)

    stored, counts = await asyncio.gather(batcher.run_each(insert_events, ["a", "b"]), batcher.run_each(count, ["x"]))

    assert stored == ["stored a", "stored b"] and counts == [2]
    assert counted.opened == 1
