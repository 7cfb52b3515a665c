"""`store.sqlite_inline`: SQLite transactions on the loop's thread, straight on the driver, with the async engine's
results, types and errors."""

from __future__ import annotations

import asyncio
import sqlite3
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy import event, exc
from sqlalchemy.dialects.sqlite.aiosqlite import dialect as sqlite_dialect

from deputy.store.database import Database
from deputy.store.sqlite_driver import RELEASES
from deputy.store.sqlite_inline import _Statements
from deputy.store.tables import rate_locks
from deputy.store.types import UtcDateTime, json_type

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)

probe_meta = sa.MetaData()
probes = sa.Table(
    "probes",
    probe_meta,
    sa.Column("id", sa.Integer(), primary_key=True),
    sa.Column("name", sa.String(50), nullable=False, unique=True),
    sa.Column("data", json_type()),
    sa.Column("at", UtcDateTime()),
    sa.Column("flag", sa.Boolean(), nullable=False, server_default=sa.false()),
)
others = sa.Table("others", probe_meta, sa.Column("id", sa.Integer(), primary_key=True), sa.Column("name", sa.String))


@pytest.fixture
async def probed(sqlite_db: Database) -> Database:
    async with sqlite_db.transaction() as conn:
        await conn.run_sync(probe_meta.create_all)
    return sqlite_db


async def _both(database: Database, work: Callable[[sa.Connection], Any]) -> tuple[Any, Any]:
    """`work` through the async engine (a real `sqlalchemy.Connection`) and inline, each rolled back: both results."""

    class Undo(Exception):
        pass

    def undone(conn: sa.Connection) -> Any:
        result = work(conn)
        raise Undo(result)

    with pytest.raises(Undo) as engine_run:
        async with database.transaction() as conn:
            await conn.run_sync(undone)
    with pytest.raises(Undo) as inline_run:
        await database.run_transaction(undone)
    return engine_run.value.args[0], inline_run.value.args[0]


def _seed(conn: sa.Connection) -> None:
    conn.execute(
        probes.insert(),
        [
            {"id": 1, "name": "a", "data": {"k": [1, "x"]}, "at": NOW, "flag": True},
            {"id": 2, "name": "b", "data": None, "at": None, "flag": False},
        ],
    )
    conn.execute(probes.insert().values(id=3, name="c", data=["é", None], at=NOW))  # flag: the server default
    conn.execute(others.insert().values(id=1, name="other"))


async def test_rows_mappings_and_scalars_come_back_as_the_engine_gives_them(probed: Database) -> None:
    """JSON, timezone-aware datetimes, booleans and server defaults are converted as SQLAlchemy converts them."""

    def work(conn: sa.Connection) -> Any:
        _seed(conn)
        ordered = sa.select(probes).order_by(probes.c.id)
        rows = conn.execute(ordered).all()
        return (
            [tuple(row) for row in rows],
            [(row.name, row.data, row.at, row.flag) for row in rows],
            [dict(row._mapping) for row in rows],
            conn.execute(ordered).mappings().all(),
            conn.execute(ordered).mappings().first(),
            conn.execute(sa.select(probes.c.name).order_by(probes.c.id)).scalars().all(),
            conn.scalar(sa.select(sa.func.count()).select_from(probes)),
            conn.execute(sa.select(probes.c.at).where(probes.c.id == 1)).scalar_one(),
            conn.execute(sa.select(probes.c.id).where(probes.c.id == 9)).first(),
        )

    through_engine, inline = await _both(probed, work)
    assert inline == through_engine
    assert inline[1][0] == ("a", {"k": [1, "x"]}, NOW, True) and inline[1][2][3] is False  # the server default


async def test_a_statement_built_per_call_runs_with_its_own_values(probed: Database) -> None:
    """Statements of one shape share a compiled form; each still runs with its own literal values."""

    def work(conn: sa.Connection) -> Any:
        _seed(conn)
        return [conn.execute(sa.select(probes.c.id).where(probes.c.name == name)).scalar() for name in "abcz"]

    through_engine, inline = await _both(probed, work)
    assert inline == through_engine == [1, 2, 3, None]


async def test_in_lists_returning_row_counts_and_executemany(probed: Database) -> None:
    def work(conn: sa.Connection) -> Any:
        _seed(conn)
        expanding = sa.select(probes.c.name).where(probes.c.id.in_(sa.bindparam("ids", expanding=True)))
        two = sorted(conn.execute(expanding, {"ids": [1, 2]}).scalars().all())
        one = sorted(conn.execute(expanding, {"ids": [3]}).scalars().all())
        updated = conn.execute(
            probes.update().where(probes.c.id.in_([1, 3])).values(flag=False).returning(probes.c.id, probes.c.flag)
        )
        deleted = conn.execute(probes.delete().where(probes.c.name == "b"))
        many = conn.execute(others.insert(), [{"id": 2, "name": "x"}, {"id": 3, "name": "y"}])
        returned = conn.execute(
            others.insert().returning(others.c.name), [{"id": 4, "name": "p"}, {"id": 5, "name": "q"}]
        )
        return (
            two,
            one,
            sorted(tuple(row) for row in updated.all()),
            deleted.rowcount,
            many.rowcount,
            conn.execute(sa.select(probes.c.id).where(probes.c.id.in_([]))).all(),
            sorted(returned.scalars().all()),
        )

    through_engine, inline = await _both(probed, work)
    assert inline == through_engine
    assert inline[:5] == (["a", "b"], ["c"], [(1, False), (3, False)], 1, 2) and inline[6] == ["p", "q"]


async def test_textual_sql_and_repeated_column_names(probed: Database) -> None:
    def work(conn: sa.Connection) -> Any:
        _seed(conn)
        joined = sa.select(probes.c.id, others.c.id, probes.c.name).join(others, others.c.id == probes.c.id)
        text = conn.execute(sa.text("SELECT name, id * 10 AS tens FROM probes WHERE id = :id"), {"id": 2})
        row = conn.execute(joined).one()
        return (list(text.mappings().all()), tuple(row), dict(row._mapping), row.name)

    through_engine, inline = await _both(probed, work)
    assert inline == through_engine
    assert inline[0] == [{"name": "b", "tens": 20}] and inline[1] == (1, 1, "a")


async def test_one_and_errors_are_sqlalchemys_and_a_failed_transaction_writes_nothing(probed: Database) -> None:
    by_name = sa.select(probes.c.id).where(probes.c.name == sa.bindparam("name"))
    await probed.run_transaction(_seed)

    def duplicate(conn: sa.Connection) -> None:
        conn.execute(probes.insert().values(id=10, name="new"))
        conn.execute(probes.insert().values(id=11, name="a"))  # the name is taken

    with pytest.raises(exc.IntegrityError):
        await probed.run_transaction(duplicate)
    with pytest.raises(exc.NoResultFound):
        await probed.run_statement(lambda conn: conn.execute(by_name, {"name": "z"}).one())
    with pytest.raises(exc.MultipleResultsFound):
        await probed.run_statement(lambda conn: conn.execute(sa.select(probes.c.id)).scalar_one())
    ids = await probed.run_statement(lambda conn: conn.execute(sa.select(probes.c.id)).scalars().all())
    assert sorted(ids) == [1, 2, 3]  # id 10 was rolled back with the failed insert


async def test_a_transaction_sends_the_engines_events(probed: Database) -> None:
    seen: list[str] = []
    engine = probed.engine.sync_engine
    event.listen(engine, "begin", lambda *_: seen.append("BEGIN"))
    event.listen(engine, "before_cursor_execute", lambda *a: seen.append(a[2].split()[0]))
    event.listen(engine, "commit", lambda *_: seen.append("COMMIT"))

    await probed.run_transaction(lambda conn: conn.execute(others.insert().values(id=5, name="e")))
    await probed.run_statement(lambda conn: conn.execute(sa.select(others.c.id)).all())

    assert seen == ["BEGIN", "INSERT", "COMMIT", "BEGIN", "SELECT", "COMMIT"]


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


def test_a_statement_built_per_call_shares_its_shapes_compiled_form_and_is_not_kept() -> None:
    """A statement built once is found by itself (no cache key to compute); statements built per call are found by
    their shape and not kept, so the cache grows with the shapes, not the calls."""
    statements = _Statements(sqlite_dialect())
    first = sa.select(probes.c.id).where(probes.c.name == "a")
    prepared = statements.prepared(first, (), False)

    per_call = [statements.prepared(sa.select(probes.c.id).where(probes.c.name == n), (), False) for n in "bcd"]

    assert statements.prepared(first, (), False) is prepared
    assert all(p.compiled is prepared.compiled for p in per_call)
    assert [p.extracted[0].value for p in per_call] == ["b", "c", "d"]
    assert len(statements._by_object) == 1
