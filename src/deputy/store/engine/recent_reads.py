"""Reads every turn makes, re-done at most every few seconds per process (the active system prompt, the model
connections, the tenant's agents).

A kept read is never older than `seconds`. Once it is half that old, the next `get` still answers from it and
re-reads in the background, so a process that starts a turn every few seconds or more often never waits for these
reads: only a read that has fully expired (or was never made) is made while the caller waits. The background read
waits `REFRESH_DELAY` first: the turn that found the copy aging is on this event loop too, and the read would
otherwise run while that turn waits for its own statements, before its model request is sent.

A write through `writing()` forgets every kept read once its transaction has committed (or failed), so this
process sees its own changes at once; another process sees them within `seconds`, or at once where the caller
reads `fresh` on a miss (a connection or agent created on another process moments ago). A read that raced a write
is returned but not kept, so it can never outlive the write.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from contextlib import asynccontextmanager
from typing import Generic, TypeVar

from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.store.engine.database import Database

__all__ = ["KEPT_SECONDS", "RecentReads"]

V = TypeVar("V")
log = logging.getLogger(__name__)

KEPT_SECONDS = 2.0
"""How old a kept read may be. Every turn makes these reads, so one process makes each at most this often; its own
writes take effect at once, another process's within this many seconds."""
REFRESH_DELAY = 0.05
"""Seconds a background re-read waits before it starts: a turn's start takes a few milliseconds."""


class RecentReads(Generic[V]):
    def __init__(
        self,
        database: Database,
        *,
        seconds: float = KEPT_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        delay: float = REFRESH_DELAY,
    ) -> None:
        self._db = database
        self._seconds = seconds
        self._clock = clock
        self._delay = delay
        self._kept: dict[Hashable, tuple[float, V]] = {}
        self._generation = 0  # bumped by each write
        self._refreshing: set[Hashable] = set()  # keys with a background re-read under way

    async def get(self, key: Hashable, read: Callable[[], Awaitable[V]], *, fresh: bool = False) -> V:
        """The kept read of `key` while it is younger than `seconds` (re-read in the background once it is half
        that old); otherwise (or when `fresh`) `read()` now."""
        kept = self._kept.get(key)
        if not fresh and kept is not None:
            age = self._clock() - kept[0]
            if age < self._seconds:
                if age >= self._seconds / 2 and key not in self._refreshing:
                    self._refresh(key, read)
                return kept[1]
        return await self._read(key, read)

    async def _read(self, key: Hashable, read: Callable[[], Awaitable[V]]) -> V:
        # Stamped when the read begins: a write another process commits while it runs may be missing from it.
        generation, began = self._generation, self._clock()
        value = await read()
        if generation == self._generation:
            self._kept[key] = (began, value)
        return value

    def _refresh(self, key: Hashable, read: Callable[[], Awaitable[V]]) -> None:
        async def refresh() -> None:
            try:
                await asyncio.sleep(self._delay)
                await self._read(key, read)
            except Exception:  # the kept read expires as usual; the caller that reads then meets the failure
                log.debug("background re-read of %r failed", key, exc_info=True)
            finally:
                self._refreshing.discard(key)

        self._refreshing.add(key)
        self._db.in_background(refresh())

    @asynccontextmanager
    async def writing(self) -> AsyncIterator[AsyncConnection]:
        """A write's transaction; once it has committed (or failed) every kept read is forgotten."""
        try:
            async with self._db.transaction() as conn:
                yield conn
        finally:
            self._kept, self._generation = {}, self._generation + 1
