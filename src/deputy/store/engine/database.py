"""The engine and the one place database failures become `StoreUnavailable`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import event, exc
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.util import greenlet_spawn

from deputy.errors import ConfigurationError, InputError, StoreUnavailable
from deputy.store.engine.batching import Batcher
from deputy.store.engine.pg_pool import watch_pool
from deputy.store.engine.postgres_inline import InlinePostgres
from deputy.store.engine.sqlite_driver import BUSY_TIMEOUT_MS, CHECKPOINTS, database_path, one_trip_dbapi, set_pragmas
from deputy.store.engine.sqlite_inline import InlineSqlite
from deputy.store.engine.types import json_dumps, json_loads

POOL_RECYCLE = 1800  # seconds
COMMAND_TIMEOUT_SECONDS = 30.0
SHIELDED_GRACE_SECONDS = 10.0
"""How long `dispose` waits for the statements of cancelled callers to finish and give their connections back."""
"""The longest a Postgres statement may take before the request gets 503 `store_unavailable`."""
T = TypeVar("T")
log = logging.getLogger(__name__)
UNSTORABLE_TEXT = frozenset({"22021", "22P05"})
"""Postgres SQLSTATEs for text it cannot hold: NUL in a text value, `\\u0000` in JSONB. SQLite stores both."""


def normalize_url(url: str) -> str:
    """Accept the URLs people type and pick the async driver: `sqlite:///x.db`, `postgres://…`."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    parsed = make_url(url)
    if parsed.drivername in {"postgresql", "postgresql+psycopg2", "postgresql+psycopg"}:
        parsed = parsed.set(drivername="postgresql+asyncpg")
    elif parsed.drivername in {"sqlite", "sqlite+pysqlite"}:
        parsed = parsed.set(drivername="sqlite+aiosqlite")
    if parsed.drivername not in {"postgresql+asyncpg", "sqlite+aiosqlite"}:
        raise ConfigurationError(f"Unsupported database URL scheme {parsed.drivername!r}: use sqlite or postgresql.")
    return parsed.render_as_string(hide_password=False)


class Database:
    """Owns the async engine. `transaction()` commits on success and turns outages into `StoreUnavailable`."""

    def __init__(
        self,
        url: str,
        *,
        search_path: str | None = None,
        pool_size: int = 10,
        command_timeout: float = COMMAND_TIMEOUT_SECONDS,
    ) -> None:
        self.url = normalize_url(url)
        kwargs: dict[str, Any] = {"json_serializer": json_dumps, "json_deserializer": json_loads}
        if self.is_sqlite:
            kwargs["connect_args"] = {"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False}
            kwargs["module"] = one_trip_dbapi()  # one trip to aiosqlite's thread per statement (`sqlite_driver`)
        else:
            server_settings = {"search_path": search_path} if search_path else {}
            # A server or network that stops answering mid-statement must not hold a request (or a turn) forever:
            # asyncpg gives up on any statement after `command_timeout`, and that is a 503 like an outage.
            kwargs["connect_args"] = {
                "server_settings": server_settings,
                "timeout": min(10.0, command_timeout),
                "command_timeout": command_timeout,
            }
            # `pg_pool` replaces a connection a database restart killed before it is handed out, so the first
            # request after the restart succeeds; recycle replaces connections before a proxy or firewall drops
            # them silently; connect and pool timeouts turn an unreachable server into a prompt 503.
            kwargs.update(pool_size=pool_size, max_overflow=pool_size * 2, pool_timeout=10, pool_recycle=POOL_RECYCLE)
        self.engine: AsyncEngine = create_async_engine(self.url, **kwargs)
        database = make_url(self.url).database or ""
        self._sqlite_path = database_path(database) if self.is_sqlite else None
        self._inline: InlineSqlite | None = None
        """On SQLite with a file: the short transactions of `run_transaction`, `run_statement`, `run_autocommit`."""
        self._postgres: InlinePostgres | None = None
        """On Postgres: the same, straight on asyncpg."""
        if self.is_sqlite:
            event.listen(self.engine.sync_engine, "connect", lambda dbapi_connection, _: set_pragmas(dbapi_connection))
        if self._sqlite_path is not None:
            sync_engine = self.engine.sync_engine
            self._inline = InlineSqlite(database, dialect=sync_engine.dialect, engine=sync_engine)
        if not self.is_sqlite:
            self._postgres = InlinePostgres(self.engine.sync_engine)
            watch_pool(self.engine.sync_engine.pool)
        self._autocommit = None if self.is_sqlite else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        self.batches = Batcher(self.run_transaction, self.run_autocommit)
        """Shared transactions for the small operations every running turn repeats (`store.engine.batching`)."""
        self._background: set[asyncio.Task[Any]] = set()
        self._shielded: set[asyncio.Future[Any]] = set()
        """Statements still running for a caller that was cancelled (`_shield`): `dispose` lets them finish."""

    @property
    def is_sqlite(self) -> bool:
        return self.url.startswith("sqlite")

    @property
    def dialect(self) -> str:
        return "sqlite" if self.is_sqlite else "postgresql"

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncConnection]:
        with _translated_errors():
            async with self.engine.begin() as conn:
                yield conn

    @asynccontextmanager
    async def read(self) -> AsyncIterator[AsyncConnection]:
        """For one statement that only reads (the credential and permission lookups of every request): on Postgres
        without BEGIN and COMMIT, two round trips fewer (a lone statement reads one snapshot either way); on SQLite
        a transaction, whose commit makes no trip (`sqlite_driver`)."""
        if self._autocommit is None:
            async with self.transaction() as conn:
                yield conn
            return
        with _translated_errors():
            async with self._autocommit.connect() as conn:
                yield conn

    async def run_transaction(self, work: Callable[[sa.Connection], T]) -> T:
        """`work(conn)` in a transaction on a plain (synchronous) connection, committed when it returns: what
        `transaction()` does, for the few statements every request runs. `work` must not block.

        `conn` is an `InlineConnection` (`store.engine.inline`: the part of `sqlalchemy.Connection` the stores use), and
        the statements run below SQLAlchemy's execution layer: on SQLite on the loop's thread, straight on the
        driver (`store.engine.sqlite_inline`); on Postgres straight on asyncpg, the whole transaction one hand-over to a
        greenlet whose statements wait on the event loop (`store.engine.postgres_inline`)."""
        with _translated_errors():
            if self._inline is not None:
                return await self._inline.run(work, write=True)  # type: ignore[arg-type]
            if self._postgres is not None:
                return await self._shield(self._postgres.run, work, transaction=True)
            return await self._shield(_in_transaction, self.engine.sync_engine, work)

    async def run_statement(self, work: Callable[[sa.Connection], T]) -> T:
        """`work(conn)` for statements that only read (the credential and permission lookups of every request, a
        turn's opening reads), as `read()` runs them: on Postgres without BEGIN and COMMIT, two round trips fewer; on
        SQLite in a read transaction (`store.engine.sqlite_inline`), which never waits for a lock."""
        with _translated_errors():
            if self._inline is not None:
                return await self._inline.run(work, write=False)  # type: ignore[arg-type]
            if self._postgres is not None:
                return await self._shield(self._postgres.run, work, transaction=False)
            return await self._shield(_in_transaction, self.engine.sync_engine, work)

    async def run_autocommit(self, work: Callable[[sa.Connection], T]) -> T:
        """`work(conn)` whose statements are each whole by themselves (an audit row's insert; a budget charge that
        counts and inserts in one statement), without a transaction: each commits as it ends. On Postgres no BEGIN
        and COMMIT (two round trips fewer). On SQLite, where a transaction on the loop's thread costs no trip, it is
        one transaction (`run_transaction`): all of it commits together, which is only stronger."""
        if self._postgres is None:
            return await self.run_transaction(work)
        return await self.run_statement(work)  # on Postgres the same: no BEGIN, each statement commits itself

    @property
    def engines(self) -> tuple[AsyncEngine, ...]:
        """Every engine this database runs statements on (for event listeners; `store.engine.inline` sends the engine's
        events too)."""
        return (self.engine,)

    async def ping(self) -> None:
        async with self.transaction() as conn:
            await conn.execute(sa.text("SELECT 1"))

    def in_background(self, work: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
        """Run `work` (reads that refresh a cache, `store.engine.recent_reads`) beside the caller; `dispose` cancels
        what is still running, so no statement runs on a closed engine."""
        task = asyncio.get_running_loop().create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    async def _shield(self, run: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """`run(*args)` in a greenlet that a cancelled caller does not interrupt: the connection is checked in (or
        closed) by the greenlet's own code, which a second cancellation would cut short and leave the driver's
        connection open (the async API shields its close the same way). The caller still gets its cancellation at
        once; the work finishes (`dispose` waits for it, so its connection is back before the pools close), and its
        error, if any, is only logged."""
        task = asyncio.ensure_future(greenlet_spawn(run, *args, **kwargs))
        self._shielded.add(task)
        task.add_done_callback(self._shielded.discard)
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            task.add_done_callback(_retrieved)
            raise

    async def dispose(self) -> None:
        if self._shielded:  # a cancelled caller's statement still holds a connection: let it give it back
            await asyncio.wait(list(self._shielded), timeout=SHIELDED_GRACE_SECONDS)
        for task in self._background:
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        if self._inline is not None:
            self._inline.close()
        if self._postgres is not None:
            await greenlet_spawn(self._postgres.close)
        for engine in self.engines:
            await engine.dispose()
        if self._sqlite_path is not None and CHECKPOINTS.running(self._sqlite_path):
            await asyncio.to_thread(CHECKPOINTS.wait, self._sqlite_path)


@contextmanager
def _translated_errors() -> Iterator[None]:
    """Database failures as the errors the rest of Deputy handles: outages become `StoreUnavailable`."""
    try:
        yield
    except (exc.OperationalError, exc.InterfaceError, exc.TimeoutError, OSError, ConnectionError) as error:
        raise StoreUnavailable("The database is unavailable; nothing was changed. Try again shortly.") from error
    except exc.DBAPIError as error:
        _translate_dbapi(error)
        raise


def _translate_dbapi(error: exc.DBAPIError) -> None:
    if error.connection_invalidated:
        raise StoreUnavailable("The database connection was lost; nothing was changed.") from error
    if getattr(error.orig, "sqlstate", None) in UNSTORABLE_TEXT:
        raise InputError(
            "The request contains a character the database cannot store (such as NUL, U+0000).",
            code="unstorable_character",
        ) from error


def _retrieved(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.warning("a statement whose caller was cancelled failed: %s", type(task.exception()).__name__)


def _in_transaction(engine: sa.Engine, work: Callable[[sa.Connection], T]) -> T:
    with engine.begin() as conn:
        return work(conn)


async def insert_ignore(conn: AsyncConnection, table: sa.Table, values: Mapping[str, Any]) -> None:
    """INSERT that does nothing when the primary key or a unique key already exists, on both engines."""
    await conn.execute(insert_ignore_statement(conn.dialect.name, table, values))


def insert_ignore_statement(dialect: str, table: sa.Table, values: Mapping[str, Any]) -> sa.Insert:
    """`insert_ignore`'s statement, for a synchronous connection (`Database.run_transaction`)."""
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        return pg_insert(table).values(**values).on_conflict_do_nothing()
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    return sqlite_insert(table).values(**values).on_conflict_do_nothing()
