"""Wake-ups between pods over Postgres LISTEN/NOTIFY (`core.live.Wakeups`).

Each process keeps one dedicated connection that LISTENs on one channel and fans every notification out to the
readers of this process that watch its key (`turn:<id>`, `cancel:<conversation id>`). The connection is opened by
the first watcher and closed when the last one leaves (so an idle process, or a test, holds none), and reopened by
a later watcher after it is lost; in between, readers poll, as they do on SQLite.
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

from deputy.core.live import NoWakeups, Wake, Wakeups
from deputy.store.database import Database

log = logging.getLogger(__name__)

CHANNEL = "deputy_wake"
RECONNECT_AFTER = 2.0
"""Seconds before another try when the listener could not connect (readers poll meanwhile)."""


async def notify(conn: AsyncConnection, key: str) -> None:
    """NOTIFY `key` on the channel, delivered when `conn`'s transaction commits (Postgres only)."""
    await conn.execute(sa.select(sa.func.pg_notify(CHANNEL, key)))


async def notify_many(conn: AsyncConnection, keys: Collection[str]) -> None:
    """NOTIFY each of `keys` (in one statement), delivered when `conn`'s transaction commits (Postgres only)."""
    if keys:
        statement = sa.text("SELECT pg_notify(:channel, key) FROM unnest(CAST(:keys AS text[])) AS key")
        await conn.execute(statement, {"channel": CHANNEL, "keys": list(keys)})


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
                await self.aclose()

    async def notify(self, key: str) -> None:
        async with self._db.transaction() as conn:
            await notify(conn, key)

    async def aclose(self) -> None:
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
            try:
                conn = await asyncpg.connect(self._dsn, timeout=5)
                await conn.add_listener(CHANNEL, self._deliver)
            except (OSError, TimeoutError, asyncpg.PostgresError) as exc:
                self._retry_at = loop.time() + RECONNECT_AFTER
                log.warning("LISTEN %s failed (%s); readers poll until it reconnects", CHANNEL, type(exc).__name__)
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
