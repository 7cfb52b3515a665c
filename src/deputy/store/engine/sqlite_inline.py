"""SQLite transactions on the event loop's thread, straight on the driver (`store.engine.inline`): what
`Database.run_transaction`, `run_statement` and `run_autocommit` run on SQLite.

A transaction takes a plain `sqlite3` connection of its own (kept between transactions) and runs from BEGIN to
COMMIT without giving the loop back, so no other coroutine sees it half done and a cancelled caller cannot interrupt
it. A write transaction begins IMMEDIATE: it takes SQLite's write lock before its first statement, so none of its
statements can find the database busy; when a connection on aiosqlite's thread or another process holds the lock,
the BEGIN waits for its release off the loop (`sqlite_driver.RELEASES`), holding nothing. A read begins DEFERRED:
in WAL mode a reader never waits. Commits only append to the log (`sqlite_driver.CHECKPOINTS` checkpoints it off
the loop).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import exc
from sqlalchemy.engine import Dialect

from deputy.store.engine.inline import InlineConnection, InlineDriver
from deputy.store.engine.sqlite_driver import CHECKPOINTS, RELEASES, once_free, set_pragmas

__all__ = ["InlineSqlite"]

T = TypeVar("T")
IDLE_CONNECTIONS = 4
"""Connections kept open between transactions. One is in use at a time, but for BEGINs waiting for the lock."""


class _SqliteConnection(InlineConnection):
    def __init__(self, raw: sqlite3.Connection, driver: InlineSqlite) -> None:
        super().__init__(driver)
        self._raw = raw

    def _fetch(self, sql: str, bound: tuple[Any, ...]) -> tuple[Sequence[Sequence[Any]], tuple[str, ...], int]:
        try:
            cursor = self._raw.execute(sql, bound)
            rows = cursor.fetchall() if cursor.description else []
        except sqlite3.Error as error:
            raise exc.DBAPIError.instance(sql, bound, error, sqlite3.Error, dialect=self.dialect) from error
        return rows, tuple(d[0] for d in cursor.description or ()), cursor.rowcount

    def _fetch_many(self, sql: str, bound: list[tuple[Any, ...]]) -> int:
        try:
            return self._raw.executemany(sql, bound).rowcount
        except sqlite3.Error as error:
            raise exc.DBAPIError.instance(sql, bound, error, sqlite3.Error, dialect=self.dialect) from error


class InlineSqlite(InlineDriver):
    """Runs work functions in transactions on the loop's thread, on plain `sqlite3` connections to `path`."""

    def __init__(self, path: str, *, dialect: Dialect, engine: sa.Engine) -> None:
        super().__init__(dialect=dialect, engine=engine)
        self._path = path
        self._idle: list[sqlite3.Connection] = []
        self._closed = False

    async def run(self, work: Callable[[InlineConnection], T], *, write: bool) -> T:
        """`work(conn)` in a transaction, committed when it returns (rolled back when it raises)."""
        raw = self._idle.pop() if self._idle else self._connect()
        try:
            await self._begin(raw, write=write)
            return self._work(raw, work, write=write)
        except sqlite3.Error as error:  # BEGIN, COMMIT or ROLLBACK (a statement's error is wrapped where it ran)
            raise exc.DBAPIError.instance(None, None, error, sqlite3.Error, dialect=self.dialect) from error
        finally:
            self._release(raw)

    def _work(self, raw: sqlite3.Connection, work: Callable[[InlineConnection], T], *, write: bool) -> T:
        conn = _SqliteConnection(raw, self)
        changes = raw.total_changes
        self.dispatch("begin", conn)
        try:
            result = work(conn)
            self.dispatch("commit", conn)
            raw.execute("COMMIT")
        except BaseException:
            if raw.in_transaction:
                raw.execute("ROLLBACK")
            raise
        finally:
            if write:
                RELEASES.notify()  # the write lock is free again
        if raw.total_changes != changes:
            CHECKPOINTS.written(self._path)
        return result

    async def _begin(self, raw: sqlite3.Connection, *, write: bool) -> None:
        sql = "BEGIN IMMEDIATE" if write else "BEGIN"

        async def begin() -> None:
            raw.execute(sql)

        await once_free(begin)

    def _connect(self) -> sqlite3.Connection:
        raw = sqlite3.connect(
            self._path, isolation_level=None, check_same_thread=False, uri=self._path.startswith("file:")
        )
        set_pragmas(raw)
        return raw

    def _release(self, raw: sqlite3.Connection) -> None:
        if raw.in_transaction:  # only when a COMMIT or ROLLBACK itself failed
            raw.close()
        elif self._closed or len(self._idle) >= IDLE_CONNECTIONS:
            raw.close()
        else:
            self._idle.append(raw)

    def close(self) -> None:
        self._closed = True
        while self._idle:
            self._idle.pop().close()
