"""`store.engine.inline`: the short transactions below SQLAlchemy's execution layer, on SQLite (`sqlite_inline`) and on
Postgres (`postgres_inline`), with the engine's own results, types, errors and events."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy import event, exc
from sqlalchemy.dialects.sqlite.aiosqlite import dialect as sqlite_dialect

from deputy.errors import StoreUnavailable
from deputy.store.engine.database import Database
from deputy.store.engine.inline import InlineConnection, _Statements
from deputy.store.engine.types import UtcDateTime, json_type

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
async def probed(database: Database) -> Database:
    async with database.transaction() as conn:
        await conn.run_sync(probe_meta.create_all)
    return database


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
        await database.run_transaction(lambda conn: undone(_inline(conn)))
    return engine_run.value.args[0], inline_run.value.args[0]


def _inline(conn: Any) -> Any:
    assert isinstance(conn, InlineConnection), "the short transaction ran through SQLAlchemy's Connection"
    return conn


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
    assert inline[:4] == (["a", "b"], ["c"], [(1, False), (3, False)], 1) and inline[6] == ["p", "q"]
    assert inline[4] == (2 if probed.is_sqlite else -1)  # asyncpg's executemany counts nothing, for the engine too


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

    # A read on Postgres sends no BEGIN or COMMIT to the server; the engine's own autocommit reads send `begin`
    # and no `commit` too.
    read_end = ["COMMIT"] if probed.is_sqlite else []
    assert seen == ["BEGIN", "INSERT", "COMMIT", "BEGIN", "SELECT", *read_end]


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


@pytest.mark.postgres
async def test_a_failed_statement_rolls_back_and_its_connection_serves_the_next_transaction(
    postgres_db: Database,
) -> None:
    """After an error of the work's own (a unique key taken), the transaction is rolled back before the connection
    goes back to the pool: the next transaction on it is not refused as 'current transaction is aborted'."""
    database = postgres_db
    async with database.transaction() as conn:
        await conn.run_sync(probe_meta.create_all)
    await database.run_transaction(_seed)
    pool = database.engine.sync_engine.pool

    for _ in range(3):  # the pool hands the same connection back each time
        with pytest.raises(exc.IntegrityError):
            await database.run_transaction(lambda conn: conn.execute(probes.insert().values(id=20, name="a")))
        with pytest.raises(exc.NoResultFound):
            await database.run_transaction(lambda conn: conn.execute(sa.select(probes).where(probes.c.id == 9)).one())
    count = await database.run_transaction(lambda conn: conn.scalar(sa.select(sa.func.count()).select_from(probes)))

    assert count == 3 and pool.checkedout() == len(_held(database))  # type: ignore[attr-defined]


@pytest.mark.postgres
async def test_a_connection_lost_mid_transaction_is_unavailable_and_replaced(postgres_db: Database) -> None:
    """A connection that dies under a statement (here its server process is ended) answers `StoreUnavailable`, is
    invalidated rather than pooled, and the next call runs on a new connection."""
    database = postgres_db
    pid = await database.run_statement(lambda conn: conn.scalar(sa.text("SELECT pg_backend_pid()")))

    with pytest.raises(StoreUnavailable):
        await database.run_transaction(
            lambda conn: conn.execute(sa.text("SELECT pg_terminate_backend(pg_backend_pid())"))
        )
    again = await database.run_statement(lambda conn: conn.scalar(sa.text("SELECT pg_backend_pid()")))

    assert again != pid
    assert database.engine.sync_engine.pool.checkedout() == len(_held(database)) == 1  # type: ignore[attr-defined]


def _held(database: Database) -> list[Any]:
    assert database._postgres is not None
    return database._postgres.held


@pytest.mark.postgres
async def test_a_held_connection_the_server_dropped_is_replaced_before_use(postgres_db: Database) -> None:
    """The connection kept for the next run lost its server (a restart, an idle timeout): the next run notices before
    sending anything and runs on a new connection, without an error."""
    database = postgres_db
    pid = await database.run_statement(lambda conn: conn.scalar(sa.text("SELECT pg_backend_pid()")))
    held = _held(database)[0][0].dbapi_connection._connection
    async with database.transaction() as other:
        assert await other.scalar(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    for _ in range(500):  # until the end of the stream reaches the held connection (a few ms after the server's
        if held.is_closed():  # message; a run in between fails with 503, as a pooled connection did before)
            break
        await asyncio.sleep(0.01)

    again = await database.run_statement(lambda conn: conn.scalar(sa.text("SELECT pg_backend_pid()")))

    assert again != pid


@pytest.mark.postgres
async def test_a_database_used_again_after_dispose_closes_the_new_connections_at_the_next(
    postgres_db: Database,
) -> None:
    """`dispose` gives the engine a new pool; runs after it take their connections from that one, so the next
    `dispose` closes them (a test's live server disposes the database at its shutdown, and the test reads on)."""
    database = postgres_db
    await database.run_statement(lambda conn: conn.scalar(sa.text("SELECT 1")))
    await database.dispose()
    opened: list[Any] = []
    await database.run_statement(lambda conn: opened.append(conn._adapted._connection))  # type: ignore[attr-defined]

    await database.dispose()

    assert opened[0].is_closed()
