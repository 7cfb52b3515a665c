"""`store.engine.sqlite_inline`: SQLite transactions on the loop's thread, straight on the driver: locks, waits and
hand-overs (their results, types, errors and events: `test_inline`)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections import Counter
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from deputy.store.engine.database import Database
from deputy.store.engine.sqlite_driver import RELEASES
from deputy.store.tables import rate_locks
from tests.store.test_inline import others, probe_meta

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


@pytest.fixture
async def probed(sqlite_db: Database) -> Database:
    async with sqlite_db.transaction() as conn:
        await conn.run_sync(probe_meta.create_all)
    return sqlite_db


async def test_a_caller_cancelled_while_waiting_for_the_lock_runs_nothing_and_keeps_its_connection(
    probed: Database,
) -> None:
    """A write waits for the lock at its BEGIN, holding nothing: cancelled there, nothing of it runs, and its
    connection stays open for the next transaction."""
    ran: list[None] = []

    def work(conn: sa.Connection) -> None:
        ran.append(None)
        conn.execute(others.insert().values(id=7, name="late"))

    await probed.run_transaction(lambda conn: None)  # the inline connection, opened first
    async with probed.transaction() as holder:
        await holder.execute(others.insert().values(id=6, name="held"))
        caller = asyncio.ensure_future(probed.run_transaction(work))
        await asyncio.sleep(0.05)
        caller.cancel()
        with pytest.raises(asyncio.CancelledError):
            await caller
    names = await probed.run_statement(lambda conn: conn.execute(sa.select(others.c.name)).scalars().all())

    assert ran == [] and names == ["held"]
    assert probed._inline is not None and len(probed._inline._idle) == 1


async def test_a_short_transaction_runs_its_statements_and_its_commit_on_the_loop(
    sqlite_db: Database, trips: Counter[str]
) -> None:
    def write(conn: sa.Connection) -> list[str]:
        conn.execute(rate_locks.insert().values(key="a", touched_at=NOW))
        conn.execute(rate_locks.insert().values(key="b", touched_at=NOW))
        return list(conn.execute(sa.select(rate_locks.c.key).order_by(rate_locks.c.key)).scalars())

    keys = await sqlite_db.run_transaction(write)
    read = await sqlite_db.run_statement(lambda conn: conn.scalar(sa.select(sa.func.count()).select_from(rate_locks)))

    assert keys == ["a", "b"] and read == 2
    assert dict(trips) == {}


async def test_a_write_in_autocommit_commits_on_the_loop(sqlite_db: Database, trips: Counter[str]) -> None:
    """`run_autocommit` (a budget charge, an audit row written alone) is one transaction on SQLite, inline."""
    await sqlite_db.run_autocommit(lambda conn: conn.execute(rate_locks.insert().values(key="a", touched_at=NOW)))
    other = sqlite3.connect(sqlite_db.url.removeprefix("sqlite+aiosqlite:///"))
    try:
        committed = other.execute("SELECT key FROM rate_locks").fetchall()
    finally:
        other.close()

    assert committed == [("a",)] and dict(trips) == {}


async def test_a_read_on_the_loop_wakes_no_waiter_and_a_write_does(
    sqlite_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every request's credential read held no lock, so it must not wake the statements waiting for one (each wake
    costs them a retry); a write freed the lock and does."""
    woken: list[None] = []
    monkeypatch.setattr(RELEASES, "notify", lambda: woken.append(None))

    await sqlite_db.run_statement(lambda conn: conn.execute(sa.select(rate_locks.c.key)).all())
    after_read = len(woken)
    await sqlite_db.run_autocommit(lambda conn: conn.execute(rate_locks.insert().values(key="a", touched_at=NOW)))

    assert after_read == 0 and len(woken) == 1


async def test_a_write_that_finds_the_lock_taken_waits_off_the_loop_and_lands_when_it_frees(
    sqlite_db: Database, trips: Counter[str]
) -> None:
    """The lock held by a transaction of this process on aiosqlite's thread: the write waits for its release
    without holding up the loop and without going to a thread to sleep in SQLite's busy handler (whose sleeps grow
    to 100 ms whenever the lock frees), then runs inline."""
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.01)

    ticker = asyncio.create_task(ticking())
    try:
        async with sqlite_db.transaction() as holder:
            await holder.execute(rate_locks.insert().values(key="held", touched_at=NOW))
            trips.clear()
            waiting = asyncio.create_task(
                sqlite_db.run_transaction(
                    lambda conn: conn.execute(rate_locks.insert().values(key="w", touched_at=NOW))
                )
            )
            before = ticks
            await asyncio.sleep(0.2)
            assert not waiting.done() and ticks - before >= 5  # blocked on the lock, not blocking the loop
        await asyncio.wait_for(waiting, 10)
    finally:
        ticker.cancel()
    keys = await sqlite_db.run_statement(lambda conn: list(conn.execute(sa.select(rate_locks.c.key)).scalars()))
    assert sorted(keys) == ["held", "w"]
    assert trips["_statement"] == 0 and trips["commit"] == 1  # the holder's commit; the waiter ran inline


async def test_a_write_waits_for_a_lock_another_process_holds(sqlite_db: Database) -> None:
    """A lock held by another process frees without a word to this one: the BEGIN tries again every few
    milliseconds, and the write lands once the lock is free."""
    other = sqlite3.connect(sqlite_db.url.removeprefix("sqlite+aiosqlite:///"), isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process's writer, holding the write lock
        waiting = asyncio.create_task(
            sqlite_db.run_transaction(lambda conn: conn.execute(rate_locks.insert().values(key="w", touched_at=NOW)))
        )
        await asyncio.sleep(0.05)
        assert not waiting.done()
        other.execute("COMMIT")
        await asyncio.wait_for(waiting, 10)
    finally:
        other.close()
    keys = await sqlite_db.run_statement(lambda conn: list(conn.execute(sa.select(rate_locks.c.key)).scalars()))
    assert keys == ["w"]
