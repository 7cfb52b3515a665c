"""aiosqlite with one trip to the connection's thread per statement, and none for a transaction that wrote nothing.

aiosqlite runs every call of the sqlite3 API in a thread of its own per connection, and SQLAlchemy's adapter makes
a call for each step: open a cursor, execute, fetch the rows, close the cursor, then commit, and roll back again
when the pool takes the connection back. Each call is a hand-over to that thread and back to the event loop (a
thread wake-up and a GIL hand-off: tens of microseconds on a quiet machine, far more on a busy one), and they added
up to most of an MCP request's time on SQLite: five for `tools/list`, twenty for a `tools/call`.

`OneTripConnection` stands in for the aiosqlite connection under SQLAlchemy's adapter. Its cursors run a statement
and read all its rows in one call on the thread (what the adapter did anyway: it buffers every row), and a commit
or rollback while SQLite holds no transaction (after a statement that only read, or a commit) does not go to the
thread at all: sqlite3 would do nothing there. Everything else passes through to aiosqlite unchanged. (The short
transactions every request runs skip all of this: `store.engine.sqlite_inline` runs them on the loop's thread.)

A connection never waits for a lock on its own (`busy_timeout` 0): a statement or commit that finds the database
busy tries again whenever a connection of this process ends a transaction (`Releases`), for up to
`BUSY_TIMEOUT_MS`. So no thread sleeps on a lock, and `sqlite_inline`'s BEGIN waits the same way, off the loop.

Nor does a commit checkpoint the write-ahead log (`wal_autocheckpoint` 0): with `synchronous=NORMAL` a commit only
appends to the log, which is quick enough to run on the loop's thread, while a checkpoint writes the database file
and syncs both. `Checkpoints` runs them on a worker thread, after every few hundred write commits.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import sqlite3
import threading
import time
import weakref
from collections.abc import Awaitable, Callable, Generator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar
from urllib.parse import quote

import aiosqlite
from sqlalchemy.dialects.sqlite.aiosqlite import AsyncAdapt_aiosqlite_connection, AsyncAdapt_aiosqlite_dbapi
from sqlalchemy.util import await_only as await_

__all__ = [
    "CHECKPOINTS",
    "RELEASES",
    "OneTripConnection",
    "database_path",
    "once_free",
    "one_trip_dbapi",
    "set_pragmas",
]

log = logging.getLogger(__name__)

_Ran = tuple[Any, int, int | None, list[Any]]
T = TypeVar("T")
BUSY_TIMEOUT_MS = 10_000
"""How long a statement or commit that found the database busy waits for another connection's lock."""


def set_pragmas(dbapi_connection: Any) -> None:
    """What every connection to a Deputy database sets when it opens (the async engine's and `sqlite_inline`'s)."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=0")  # a busy statement waits off the loop and off its thread (`Releases`)
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA wal_autocheckpoint=0")  # commits only append to the log (`Checkpoints`)
    cursor.close()


def _statement(connection: aiosqlite.Connection, sql: str, parameters: Any, many: bool) -> _Ran:
    """The statement, its rows and what the cursor reports, with the cursor closed, on the connection's thread."""
    cursor = connection._conn.cursor()
    try:
        if many:
            cursor.executemany(sql, parameters)
        else:
            cursor.execute(sql, () if parameters is None else parameters)
        rows = cursor.fetchall() if cursor.description else []
        return cursor.description, cursor.rowcount, cursor.lastrowid, rows
    finally:
        cursor.close()


def _busy(error: sqlite3.OperationalError) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class Releases:
    """Wakes the statements and commits of this process that found SQLite's write lock taken, whenever a connection
    of this process ends a transaction (or a statement in autocommit): the lock may be free. They then try again at
    once, in the order they began to wait; a lock held by another process frees without a word here, so they also
    try again every `RETRY_EVERY` seconds. Before, they waited on their connection's thread in SQLite's busy
    handler, which sleeps 1, 2, 5, 10 ... up to 100 ms between tries however soon the lock frees: at 100 streams a
    turn's start waited 12.7 ms for the lock at the median and up to 1.1 s, while other writers kept taking it."""

    RETRY_EVERY = 0.002

    def __init__(self) -> None:
        # Per event loop, the waiters in the order they began to wait (a dict as an ordered set).
        self._waiting: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[asyncio.Future[None], None]] = (
            weakref.WeakKeyDictionary()
        )

    async def next(self) -> None:
        """Until a connection of this process ends a transaction, or `RETRY_EVERY` has passed."""
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        waiting = self._waiting.setdefault(loop, {})
        waiting[waiter] = None
        retry = loop.call_later(self.RETRY_EVERY, _wake, waiter)
        try:
            await waiter
        finally:
            retry.cancel()
            waiting.pop(waiter, None)  # woken by the timer (or cancelled): no longer waiting

    def notify(self) -> None:
        for waiter in list(self._waiting.get(asyncio.get_running_loop(), ())):
            _wake(waiter)


def _wake(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


RELEASES = Releases()


class Checkpoints:
    """Checkpoints of the write-ahead log, off the event loop. Deputy's connections never checkpoint on commit
    (`wal_autocheckpoint` 0), so their commits can run on the loop's thread. Instead, once `AFTER_COMMITS` write
    commits have reached a database's log since its last checkpoint (and at least `EVERY` seconds have passed), the
    next one queues a checkpoint, PASSIVE (it waits for no reader or writer), which one worker thread runs on a
    connection of its own; nobody waits for it, and queueing it costs the committing caller a few microseconds.
    SQLite's own checkpoint came every 1,000 pages of log, inside whichever commit crossed that; a checkpoint once
    a second instead came at nearly every turn's start at one turn a second, and slowed it."""

    AFTER_COMMITS = 500
    EVERY = 1.0

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._commits: dict[str, int] = {}
        self._last: dict[str, float] = {}
        self._running: dict[str, Future[None]] = {}
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="deputy-wal-checkpoint")

    def written(self, path: str | None) -> None:
        """A write to the database at `path` was committed (None: a database in memory, with no log)."""
        if path is None:
            return
        commits = self._commits[path] = self._commits.get(path, 0) + 1
        if commits < self.AFTER_COMMITS:
            return
        now = time.monotonic()
        with self._lock:
            if path in self._running or now - self._last.get(path, -math.inf) < self.EVERY:
                return
            self._last[path], self._commits[path] = now, 0
            self._running[path] = self._worker.submit(self._checkpoint, path)

    def running(self, path: str | None) -> bool:
        return path is not None and path in self._running

    def wait(self, path: str) -> None:
        """Until the checkpoint of `path` queued or in progress, if any, has ended (before its files go away)."""
        with self._lock:
            queued = self._running.get(path)
        if queued is not None:
            queued.result()

    def _checkpoint(self, path: str) -> None:
        try:
            # mode=rw: a database deleted in the meantime is not created again
            conn = sqlite3.connect(f"file:{quote(os.path.abspath(path))}?mode=rw", uri=True, check_same_thread=False)
            try:
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
            finally:
                conn.close()
        except sqlite3.Error as error:
            log.debug("checkpoint of %s failed: %s", path, error)
        finally:
            with self._lock:
                self._running.pop(path, None)


CHECKPOINTS = Checkpoints()


def database_path(database: str) -> str | None:
    """The file of a `sqlite3.connect` database argument; None for a database in memory."""
    if database in ("", ":memory:") or database.startswith("file::memory:") or "mode=memory" in database:
        return None
    return database.removeprefix("file:").split("?", 1)[0]


async def once_free(step: Callable[[], Awaitable[T]]) -> T:
    """`step()`; while it finds the database busy, again each time `RELEASES` wakes it, for up to
    `BUSY_TIMEOUT_MS` (then SQLite's busy error, as a connection waiting in SQLite's busy handler gives)."""
    deadline: float | None = None
    while True:
        try:
            return await step()
        except sqlite3.OperationalError as error:
            if not _busy(error):
                raise
            now = asyncio.get_running_loop().time()
            deadline = deadline or now + BUSY_TIMEOUT_MS / 1000
            if now >= deadline:
                raise
        await RELEASES.next()


class OneTripCursor:
    """The part of `aiosqlite.Cursor` SQLAlchemy's adapter uses, with all rows read while executing."""

    def __init__(self, owner: OneTripConnection) -> None:
        self._owner = owner
        self._connection: aiosqlite.Connection = owner._connection
        self.description: Any = None
        self.rowcount = -1
        self.lastrowid: int | None = None
        self.arraysize = 1
        self._rows: list[Any] = []

    def __await__(self) -> Generator[Any, None, OneTripCursor]:
        return self._itself().__await__()

    async def _itself(self) -> OneTripCursor:
        return self

    async def __aenter__(self) -> OneTripCursor:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        return None

    async def execute(self, sql: str, parameters: Any = None) -> OneTripCursor:
        await self._trip(sql, parameters, many=False)
        return self

    async def executemany(self, sql: str, parameters: Any) -> OneTripCursor:
        await self._trip(sql, parameters, many=True)
        return self

    async def _trip(self, sql: str, parameters: Any, *, many: bool) -> None:
        on_thread: Any = self._connection._execute  # aiosqlite's own hand-over to its thread (untyped)
        connection = self._connection

        async def step() -> _Ran:
            return await on_thread(_statement, connection, sql, parameters, many)  # type: ignore[no-any-return]

        changes = connection._conn.total_changes
        ran = await once_free(step)
        if not connection.in_transaction:  # a statement in autocommit: the lock is free again
            RELEASES.notify()
            if connection._conn.total_changes != changes:
                CHECKPOINTS.written(self._owner.path)
        self.description, self.rowcount, self.lastrowid, self._rows = ran

    async def fetchone(self) -> Any:
        return self._rows.pop(0) if self._rows else None

    async def fetchmany(self, size: int | None = None) -> Sequence[Any]:
        count = self.arraysize if size is None else size
        rows, self._rows = self._rows[:count], self._rows[count:]
        return rows

    async def fetchall(self) -> Sequence[Any]:
        rows, self._rows = self._rows, []
        return rows

    async def close(self) -> None:
        self._rows = []


class OneTripConnection:
    """An aiosqlite connection whose cursors make one trip per statement; commits and rollbacks with nothing to
    end make none. Any other attribute is the aiosqlite connection's."""

    def __init__(self, connection: aiosqlite.Connection, path: str | None = None) -> None:
        object.__setattr__(self, "_connection", connection)
        object.__setattr__(self, "path", path)
        """The database's file, for `CHECKPOINTS` (None: in memory)."""

    def cursor(self) -> OneTripCursor:
        return OneTripCursor(self)

    async def commit(self) -> None:
        if self._connection.in_transaction:
            sqlite = self._connection._conn
            on_thread: Any = self._connection._execute
            try:
                await once_free(lambda: on_thread(sqlite.commit))
            finally:
                RELEASES.notify()
            CHECKPOINTS.written(self.path)

    async def rollback(self) -> None:
        if self._connection.in_transaction:
            try:
                await self._connection.rollback()
            finally:
                RELEASES.notify()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._connection, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._connection, name, value)  # e.g. SQLAlchemy setting `isolation_level`


class _OneTripDbapi(AsyncAdapt_aiosqlite_dbapi):
    def connect(self, *args: Any, **kwargs: Any) -> Any:
        if "async_creator_fn" in kwargs:
            adapted: Any = super().connect(*args, **kwargs)
        else:
            opened: Any = await_(_opened(aiosqlite.connect(*args, **kwargs)))
            adapted = AsyncAdapt_aiosqlite_connection(self, opened)
        database = args[0] if args else kwargs.get("database", "")
        adapted._connection = OneTripConnection(adapted._connection, database_path(str(database)))
        return adapted


async def _opened(connection: aiosqlite.Connection) -> aiosqlite.Connection:
    """The connection, open; or the error, once its thread has ended. aiosqlite stops the thread of a connection
    that failed to open with a last call that answers on this event loop: unawaited, it could answer after the
    loop has closed (an exception in that thread)."""
    thread: Any = connection._thread
    thread.daemon = True  # as SQLAlchemy's adapter does: a forgotten connection never holds the process open
    try:
        return await connection
    except Exception:
        await asyncio.to_thread(thread.join, 5)
        raise


def one_trip_dbapi() -> Any:
    """The DB-API module to give `create_async_engine(..., module=...)` for a `sqlite+aiosqlite` URL."""
    return _OneTripDbapi(aiosqlite, sqlite3)
