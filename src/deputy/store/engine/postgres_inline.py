"""Postgres transactions straight on asyncpg (`store.engine.inline`): what `Database.run_transaction`, `run_statement`
and `run_autocommit` run on Postgres.

A work function runs in one greenlet (the caller awaits it once, `Database`), on a connection checked out of the
engine's own pool: its size and timeout, its check of a connection a restart killed (`database._check_out`), its
recycling and its invalidation all hold as for the engine's own transactions, and the connections are the ones the
dialect set up (the JSON codecs, the search path, the statement timeout). Each statement runs on the adapter's
prepared statement (its per-connection cache, which the engine's own statements share) with asyncpg's `fetch`:
no `Connection`, execution context, cursor or result objects of SQLAlchemy's.

The last connections used are kept checked out for the next runs (`HELD_CONNECTIONS`): the pool's checkout and
check-in, with their events and locks, took 0.14 ms of a one-statement read after a pause (1.1 ms in all). One
held is used again only while the pool would hand it out without a ping (`pg_pool.may_be_dead`); otherwise it goes
back to the pool, whose checkout pings or replaces it.

A transaction is BEGIN, its statements, COMMIT (the adapter's asyncpg transaction, so the pool's reset on return
knows of it); a statement-only run (`run_statement`, `run_autocommit`) sends no BEGIN, and each statement commits as
it ends. Errors are SQLAlchemy's, translated by the adapter as for its own cursor; a connection the error left
closed, or in a state nobody knows (a timeout, a lost socket), is invalidated, not returned to the pool.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import exc
from sqlalchemy.util.concurrency import await_

from deputy.store.engine.inline import InlineConnection, InlineDriver
from deputy.store.engine.pg_pool import may_be_dead

__all__ = ["InlinePostgres"]

T = TypeVar("T")
_ROWCOUNT = re.compile(r"(?:SELECT|UPDATE|DELETE|INSERT \d+) (\d+)")
"""The row count in a command's status (`UPDATE 3`), as the adapter's cursor reads it."""
HELD_CONNECTIONS = 2
"""Connections kept checked out of the pool between runs: one is in use at a time on a quiet process."""


class _PostgresConnection(InlineConnection):
    def __init__(self, adapted: Any, driver: InlinePostgres) -> None:
        super().__init__(driver)
        self._adapted = adapted  # SQLAlchemy's AsyncAdapt_asyncpg_connection
        self._schema_asof: float = driver.dialect._invalidate_schema_cache_asof  # type: ignore[attr-defined]

    def _fetch(self, sql: str, bound: tuple[Any, ...]) -> tuple[Sequence[Sequence[Any]], tuple[str, ...], int]:
        try:
            prepared, attributes = await_(self._adapted._prepare(sql, self._schema_asof))
            rows = await_(prepared.fetch(*bound))
        except Exception as error:
            raise self._translated(error, sql, bound) from error
        counted = _ROWCOUNT.match(prepared.get_statusmsg() or "")
        return rows, tuple(attribute.name for attribute in attributes or ()), int(counted[1]) if counted else -1

    def _fetch_many(self, sql: str, bound: list[tuple[Any, ...]]) -> int:
        try:
            await_(self._adapted._check_type_cache_invalidation(self._schema_asof))
            await_(self._adapted._connection.executemany(sql, bound))
        except Exception as error:
            raise self._translated(error, sql, bound) from error
        return -1  # asyncpg's executemany reports no count, nor does the adapter's cursor

    def _translated(self, error: Exception, sql: str | None, bound: Any) -> Exception:
        """`error` as SQLAlchemy raises it from a cursor: the adapter's translation of asyncpg's, wrapped in
        `sqlalchemy.exc`; anything else (a timeout, a lost socket) as it is."""
        dbapi = self.dialect.loaded_dbapi
        try:
            self._adapted._handle_exception(error)
        except dbapi.Error as translated:
            closed = self.dialect.is_disconnect(translated, self._adapted, None)
            return exc.DBAPIError.instance(
                sql, bound, translated, dbapi.Error, dialect=self.dialect, connection_invalidated=closed
            )
        except Exception as other:
            return other
        return error  # not reached: the adapter always raises


class InlinePostgres(InlineDriver):
    """Runs work functions on connections of `engine`'s pool, straight on asyncpg. `run` is synchronous and must
    run in a greenlet (`sqlalchemy.util.greenlet_spawn`), as the engine's own synchronous code does."""

    def __init__(self, engine: sa.Engine) -> None:
        super().__init__(dialect=engine.dialect, engine=engine)
        self.held: list[tuple[Any, float]] = []
        """Connections checked out of the pool and not in use, with when each was last used."""

    def run(self, work: Callable[[InlineConnection], T], *, transaction: bool) -> T:
        """`work(conn)`: in a transaction committed when it returns (rolled back when it raises), or, with
        `transaction=False`, each statement by itself."""
        fairy = self._connection()
        adapted: Any = fairy.dbapi_connection
        conn = _PostgresConnection(adapted, self)
        try:
            self.dispatch("begin", conn)
            if transaction:
                _translating(conn, lambda: await_(adapted._start_transaction()))
            result = work(conn)
            if transaction:
                self.dispatch("commit", conn)
                _translating(conn, adapted.commit)
        except BaseException as error:
            self._abandon(fairy, conn, error)
            raise
        if len(self.held) >= HELD_CONNECTIONS:
            fairy.close()
        else:
            self.held.append((fairy, time.monotonic()))
        return result

    def close(self) -> None:
        """Give the held connections back to the pool (in a greenlet, before the engine is disposed: a disposed
        engine, used again, gets a new pool, from which runs take and hold connections again)."""
        while self.held:
            self.held.pop()[0].close()

    def _connection(self) -> Any:
        while self.held:
            fairy, used = self.held.pop()
            if not may_be_dead(fairy.dbapi_connection._connection, idle=time.monotonic() - used):
                return fairy
            fairy.close()  # the pool pings it, or replaces it, before it hands it out again
        return self._engine.pool.connect()  # the engine's current pool: `dispose` replaces it

    @staticmethod
    def _abandon(fairy: Any, conn: _PostgresConnection, error: BaseException) -> None:
        """Roll back and return the connection after `error`; invalidate it when its state is unknown: the
        connection was lost, a statement timed out, or the run was interrupted mid-statement."""
        adapted = conn._adapted
        usable = isinstance(error, Exception) and not isinstance(error, OSError)
        usable = usable and not (isinstance(error, exc.DBAPIError) and error.connection_invalidated)
        if usable and not adapted._connection.is_closed():
            try:
                adapted.rollback()  # nothing when no transaction is open
            except Exception:
                usable = False
        if usable and not adapted._connection.is_closed():
            fairy.close()
        else:
            fairy.invalidate(error if isinstance(error, Exception) else None)


def _translating(conn: _PostgresConnection, step: Callable[[], Any]) -> None:
    """BEGIN or COMMIT, with its errors as a statement's."""
    try:
        step()
    except Exception as error:
        raise conn._translated(error, None, None) from error
