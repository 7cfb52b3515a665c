"""Reads every turn makes, re-done at most every few seconds per process (the active system prompt, the model
connections, the tenant's agents).

A write through `writing()` forgets every kept read once its transaction has committed (or failed), so this
process sees its own changes at once; another process sees them within `seconds`, or at once where the caller
reads `fresh` on a miss (a connection or agent created on another process moments ago). A read that raced a write
is returned but not kept, so it can never outlive the write.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from contextlib import asynccontextmanager
from typing import Generic, TypeVar

from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.store.database import Database

__all__ = ["RecentReads"]

V = TypeVar("V")


class RecentReads(Generic[V]):
    def __init__(self, database: Database, *, seconds: float) -> None:
        self._db = database
        self._seconds = seconds
        self._kept: dict[Hashable, tuple[float, V]] = {}
        self._generation = 0  # bumped by each write

    async def get(self, key: Hashable, read: Callable[[], Awaitable[V]], *, fresh: bool = False) -> V:
        """The kept read of `key` while it is younger than `seconds`; otherwise (or when `fresh`) `read()` now."""
        kept = self._kept.get(key)
        if not fresh and kept is not None and time.monotonic() - kept[0] < self._seconds:
            return kept[1]
        generation = self._generation
        value = await read()
        if generation == self._generation:
            self._kept[key] = (time.monotonic(), value)
        return value

    @asynccontextmanager
    async def writing(self) -> AsyncIterator[AsyncConnection]:
        """A write's transaction; once it has committed (or failed) every kept read is forgotten."""
        try:
            async with self._db.transaction() as conn:
                yield conn
        finally:
            self._kept, self._generation = {}, self._generation + 1
