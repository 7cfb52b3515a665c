"""Wake-ups between pods over Postgres LISTEN/NOTIFY (`core.chat.live.Wakeups`).

Each process keeps one dedicated connection that LISTENs on one channel and fans every notification out to the
readers of this process that watch its key (`turn:<id>`, `cancel:<conversation id>`). The connection is opened by
the first watcher and closed `LINGER` seconds after the last one has left (so an idle process holds none, and one that
starts a turn every few seconds does not open one per turn: opening it cost a turn's start about 1 ms of CPU and
three round trips), when the database is disposed, or by `aclose`; it is reopened by a later watcher after it is
lost, and in between readers poll, as they do on SQLite.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Collection
from contextlib import asynccontextmanager
from typing import Any

import asyncpg
import sqlalchemy as sa
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.chat.live import NoWakeups, Wake, Wakeups
from deputy.store.engine.database import Database

log = logging.getLogger(__name__)

CHANNEL = "deputy_wake"
RECONNECT_AFTER = 2.0
"""Seconds before another try when the listener could not connect (readers poll meanwhile)."""
LINGER = 30.0
"""Seconds the listening connection stays open with no watcher."""


async def notify(conn: AsyncConnection, key: str) -> None:
    """NOTIFY `key` on the channel, delivered when `conn`'s transaction commits (Postgres only)."""
    await conn.execute(sa.select(sa.func.pg_notify(CHANNEL, key)))


def notify_many(conn: sa.Connection, keys: Collection[str]) -> None:
    """NOTIFY each of `keys` (in one statement), delivered when `conn`'s transaction commits (Postgres only)."""
    if keys:
        conn.execute(_NOTIFY_MANY, {"channel": CHANNEL, "keys": list(keys)})


_NOTIFY_MANY = sa.text("SELECT pg_notify(:channel, key) FROM unnest(CAST(:keys AS text[])) AS key")


def wakeups_for(database: Database) -> Wakeups:
    """LISTEN/NOTIFY on Postgres; polling only on SQLite (one process, nothing to wake)."""
    return NoWakeups() if database.is_sqlite else PgWakeups(database)


class _Signal:
    def __init__(self) -> None:
        self.event = asyncio.Event()

    async def wait(self, seconds: float | None) -> bool:
        try:
            await asyncio.wait_for(self.event.wait(), seconds)
        except TimeoutError:
            return False
        self.event.clear()
        return True


class PgWakeups:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._dsn = make_url(database.url).set(drivername="postgresql").render_as_string(hide_password=False)
        self._conn: asyncpg.Connection | None = None
        self._watchers: dict[str, set[_Signal]] = {}
        self._lock = asyncio.Lock()
        self._retry_at = 0.0
        self._unwatched_at = 0.0
        self._closer: asyncio.Task[None] | None = None
        self._closes = 0
        """How many times `aclose` ran: a connection that was being opened meanwhile is dropped, not kept."""

    @property
    def listening(self) -> bool:
        return self._conn is not None and not self._conn.is_closed()

    @asynccontextmanager
    async def watch(self, key: str) -> AsyncIterator[Wake]:
        signal = _Signal()
        self._watchers.setdefault(key, set()).add(signal)
        try:
            await self._listen()
            yield signal
        finally:
            watchers = self._watchers.get(key)
            if watchers is not None:
                watchers.discard(signal)
                if not watchers:
                    del self._watchers[key]
            if not self._watchers:
                self._unwatched_at = asyncio.get_running_loop().time()
                if self._closer is None or self._closer.done():
                    self._closer = self._db.in_background(self._close_when_unwatched())
                    self._closer.add_done_callback(self._closer_ended)

    async def notify(self, key: str) -> None:
        async with self._db.transaction() as conn:
            await notify(conn, key)

    async def _close_when_unwatched(self) -> None:
        """Close the connection once no one has watched for `LINGER` seconds."""
        loop = asyncio.get_running_loop()
        while not self._watchers:
            due = self._unwatched_at + LINGER
            if loop.time() >= due:
                await self.aclose()
                return
            await asyncio.sleep(due - loop.time())

    def _closer_ended(self, closer: asyncio.Task[None]) -> None:
        """A closer cancelled (the database is disposed, perhaps before the closer ever ran) drops the connection
        at once, unless someone watches again."""
        if closer.cancelled() and not self._watchers:
            conn, self._conn = self._conn, None
            if conn is not None and not conn.is_closed():
                conn.terminate()

    async def aclose(self) -> None:
        closer = self._closer
        if closer is not None and closer is not asyncio.current_task():
            closer.cancel()
        self._closes += 1
        conn, self._conn = self._conn, None  # first: a watcher arriving meanwhile opens a new connection
        if conn is None or conn.is_closed():
            return
        try:
            await conn.close(timeout=2)
        except (OSError, TimeoutError, asyncpg.PostgresError):
            conn.terminate()
        except asyncio.CancelledError:
            conn.terminate()
            raise

    async def _listen(self) -> None:
        loop = asyncio.get_running_loop()
        if self.listening or loop.time() < self._retry_at:
            return
        async with self._lock:
            if self.listening:
                return
            closes = self._closes
            conn: asyncpg.Connection | None = None
            try:
                conn = await asyncpg.connect(self._dsn, timeout=5)
                await conn.add_listener(CHANNEL, self._deliver)
            except (OSError, TimeoutError, asyncpg.PostgresError) as exc:
                _drop(conn)
                self._retry_at = loop.time() + RECONNECT_AFTER
                log.warning("LISTEN %s failed (%s); readers poll until it reconnects", CHANNEL, type(exc).__name__)
                return
            except BaseException:  # the watcher was cancelled mid-LISTEN: the connection would be left to the GC
                _drop(conn)
                raise
            if closes != self._closes:  # closed (the runtime shut down) while this one was opening
                _drop(conn)
                return
            conn.add_termination_listener(self._lost)
            self._conn = conn

    def _deliver(self, _conn: Any, _pid: int, _channel: str, key: str) -> None:
        for signal in self._watchers.get(key, ()):
            signal.event.set()

    def _lost(self, conn: Any) -> None:
        if self._conn is conn:
            self._conn = None
            log.warning("the LISTEN connection was lost; readers poll until it reconnects")
        for watchers in self._watchers.values():  # whatever was signalled meanwhile is read by one more poll
            for signal in watchers:
                signal.event.set()


def _drop(conn: asyncpg.Connection | None) -> None:
    """Close a connection that was never handed over, at once (no round trip to wait on)."""
    if conn is not None and not conn.is_closed():
        conn.terminate()
