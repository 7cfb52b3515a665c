from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from deputy.errors import StoreUnavailable
from deputy.store.engine.database import Database
from deputy.store.engine.sqlite_driver import CHECKPOINTS, RELEASES, database_path
from deputy.store.tables import rate_events, rate_locks

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


async def test_a_statement_is_one_trip_to_sqlites_thread_and_a_read_commits_without_one(
    sqlite_db: Database, trips: Counter[str]
) -> None:
    async with sqlite_db.transaction() as conn:  # a pooled connection, opened before counting starts
        await conn.execute(sa.select(1))
    trips.clear()

    async with sqlite_db.transaction() as conn:
        one = await conn.scalar(sa.select(sa.literal(1)))
    read = dict(trips)
    trips.clear()
    async with sqlite_db.transaction() as conn:
        await conn.execute(rate_locks.insert().values(key="k", touched_at=NOW))
    written = dict(trips)

    assert one == 1
    assert read == {"_statement": 1}
    assert written == {"_statement": 1, "commit": 1}


async def test_rows_row_counts_and_constraint_errors_come_back_from_the_one_trip(sqlite_db: Database) -> None:
    async with sqlite_db.transaction() as conn:
        await conn.execute(rate_events.insert(), [{"key": "k", "weight": 1, "created_at": NOW} for _ in range(3)])
        updated = (await conn.execute(rate_events.update().values(weight=2))).rowcount
        inserted = await conn.execute(rate_events.insert().values(key="k", weight=1, created_at=NOW))
        rows = (await conn.execute(sa.select(rate_events.c.weight).order_by(rate_events.c.id))).scalars().all()
    with pytest.raises(IntegrityError):
        async with sqlite_db.transaction() as conn:
            await conn.execute(rate_locks.insert().values(key="twice", touched_at=NOW))
            await conn.execute(rate_locks.insert().values(key="twice", touched_at=NOW))

    async with sqlite_db.transaction() as conn:
        kept = await conn.scalar(sa.select(sa.func.count()).select_from(rate_locks))
    assert updated == 3 and inserted.inserted_primary_key == (4,)
    assert rows == [2, 2, 2, 1]
    assert kept == 0  # the failed transaction was rolled back whole


async def test_a_transaction_left_open_is_rolled_back_when_its_connection_closes(sqlite_db: Database) -> None:
    conn = await sqlite_db.engine.connect()
    await conn.execute(rate_locks.insert().values(key="left-open", touched_at=NOW))
    await conn.close()

    async with sqlite_db.transaction() as other:  # the write lock is free again
        await other.execute(rate_locks.insert().values(key="next", touched_at=NOW))
        keys = (await other.execute(sa.select(rate_locks.c.key))).scalars().all()
    assert keys == ["next"]


async def test_a_database_file_that_cannot_be_opened_leaves_no_thread_behind(tmp_path: Path) -> None:
    database = Database(f"sqlite:///{tmp_path / 'missing' / 'deputy.db'}")
    before = _sqlite_threads()

    with pytest.raises(StoreUnavailable):
        await database.ping()
    await database.dispose()

    assert _sqlite_threads() <= before


def _sqlite_threads() -> int:
    return sum(1 for t in threading.enumerate() if "_connection_worker_thread" in t.name and t.is_alive())


async def test_a_statement_on_the_async_path_waits_for_the_write_lock(sqlite_db: Database) -> None:
    """Connections do not wait for locks by themselves (a statement run inline must not put the loop to sleep); a
    statement sent to the thread that finds the database busy runs again once the lock is free."""
    async with sqlite_db.transaction() as holder:
        await holder.execute(rate_locks.insert().values(key="held", touched_at=NOW))

        async def write() -> None:
            async with sqlite_db.transaction() as conn:
                await conn.execute(rate_locks.insert().values(key="after", touched_at=NOW))

        waiting = asyncio.create_task(write())
        await asyncio.sleep(0.2)
        assert not waiting.done()
    await asyncio.wait_for(waiting, 10)
    keys = await sqlite_db.run_statement(lambda conn: list(conn.execute(sa.select(rate_locks.c.key)).scalars()))
    assert sorted(keys) == ["after", "held"]


async def test_a_wait_for_the_lock_leaves_nothing_behind_however_it_ended() -> None:
    """A waiter woken by its timer (another process's lock) or by a release is forgotten: a lock held for long does
    not grow the list of waiters."""
    loop = asyncio.get_running_loop()
    await RELEASES.next()  # woken by the timer
    after_timer = dict(RELEASES._waiting.get(loop, {}))
    woken = asyncio.create_task(RELEASES.next())
    await asyncio.sleep(0)
    RELEASES.notify()
    await woken

    assert after_timer == {} and not RELEASES._waiting.get(loop)


BLOB = 1 << 20


def _files(db: Database) -> tuple[Path, Path]:
    path = Path(db.url.removeprefix("sqlite+aiosqlite:///"))
    return path, path.with_name(path.name + "-wal")


async def _write_blob(db: Database) -> None:
    await db.run_transaction(
        lambda conn: conn.execute(sa.text("INSERT INTO blobs (b) VALUES (randomblob(:n))"), {"n": BLOB})
    )


async def test_a_commit_leaves_the_log_to_the_checkpointer_which_runs_off_the_loop_after_enough_commits(
    sqlite_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Commits run on the loop and only append to the write-ahead log; the database file is written by a
    checkpoint on a worker thread, queued by the write commit that completes `AFTER_COMMITS` since the last."""
    database, log = _files(sqlite_db)
    path = str(database)
    await sqlite_db.run_transaction(lambda conn: conn.execute(sa.text("CREATE TABLE blobs (b BLOB)")))
    CHECKPOINTS.wait(path)
    started: list[str] = []
    checkpoint = CHECKPOINTS._checkpoint

    def counted(p: str) -> None:
        started.append(p)
        checkpoint(p)

    monkeypatch.setattr(CHECKPOINTS, "_checkpoint", counted)
    monkeypatch.setattr(CHECKPOINTS, "AFTER_COMMITS", 6)
    monkeypatch.setitem(CHECKPOINTS._commits, path, 0)
    monkeypatch.setitem(CHECKPOINTS._last, path, time.monotonic() - CHECKPOINTS.EVERY)

    for _ in range(5):  # past SQLite's own checkpoint, at 1,000 pages of the log (4 MB)
        await _write_blob(sqlite_db)
    in_log_only = database.stat().st_size, log.stat().st_size
    await _write_blob(sqlite_db)  # the sixth: a checkpoint is queued
    await _write_blob(sqlite_db)  # the count starts again: none
    await asyncio.to_thread(CHECKPOINTS.wait, path)

    assert in_log_only[0] < BLOB and in_log_only[1] > 5 * BLOB
    assert started == [path]
    assert database.stat().st_size > 6 * BLOB  # the checkpoint copied the log's pages into the file


async def test_disposing_the_database_waits_for_its_checkpoint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whoever disposes a database may delete its files next: no checkpoint of it runs after `dispose`."""
    db = Database(f"sqlite:///{tmp_path / 'd.db'}")
    path = str(tmp_path / "d.db")
    ended = threading.Event()
    checkpoint = CHECKPOINTS._checkpoint

    def slow(p: str) -> None:
        time.sleep(0.3)
        checkpoint(p)
        ended.set()

    await db.run_transaction(lambda conn: conn.execute(sa.text("CREATE TABLE t (x)")))
    monkeypatch.setattr(CHECKPOINTS, "_checkpoint", slow)
    monkeypatch.setattr(CHECKPOINTS, "AFTER_COMMITS", 1)
    monkeypatch.setitem(CHECKPOINTS._last, path, time.monotonic() - CHECKPOINTS.EVERY)
    await db.run_transaction(lambda conn: conn.execute(sa.text("INSERT INTO t VALUES (1)")))
    assert CHECKPOINTS.running(path)
    await db.dispose()

    assert ended.is_set() and not CHECKPOINTS.running(path)


def test_a_database_in_memory_has_no_file_to_checkpoint() -> None:
    assert database_path(":memory:") is None and database_path("file::memory:?cache=shared") is None
    assert database_path("/srv/deputy.db") == "/srv/deputy.db"
    assert database_path("file:/srv/deputy.db?mode=rw") == "/srv/deputy.db"
