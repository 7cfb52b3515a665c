"""Group commit: small operations of many callers share one transaction when they arrive together.

Every running turn polls the database (it shares its new events, looks for a cancel): at 1,000 turns and one poll
each 250 ms that would be 8,000 transactions a second, while SQLite runs one writer at a time and a Postgres pool
holds a few dozen connections. A `Batcher` runs the operations queued while its previous transaction ran in the
next one: alone, an operation gets a transaction of its own at once; under load the transactions stay about one
per transaction time, however many callers there are. Each caller gets its own result. When a shared transaction
fails, its operations are run again one per transaction, so a failing operation fails only its own caller.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncConnection

T = TypeVar("T")
Operation = Callable[[AsyncConnection], Awaitable[Any]]

MAX_BATCH = 200
"""Operations per transaction at most: a transaction stays short, so a lock is never held long."""


class Batcher:
    """Runs operations in shared transactions opened by `transaction` (one at a time, in arrival order)."""

    def __init__(self, transaction: Callable[[], AbstractAsyncContextManager[AsyncConnection]]) -> None:
        self._transaction = transaction
        self._queue: list[tuple[Operation, asyncio.Future[Any]]] = []
        self._worker: asyncio.Task[None] | None = None

    async def run(self, operation: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """Run `operation` in the next transaction; its result, or its exception."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._queue.append((operation, future))
        if self._worker is None or self._worker.done() or self._worker.get_loop() is not loop:
            self._worker = loop.create_task(self._drain(), name="deputy-store-batches")
        return await future

    async def _drain(self) -> None:
        while self._queue:
            batch = [(op, f) for op, f in self._queue[:MAX_BATCH] if not f.done()]  # a cancelled caller: skipped
            del self._queue[:MAX_BATCH]
            if len(batch) == 1:
                await self._alone(*batch[0])
            elif batch:
                await self._together(batch)

    async def _together(self, batch: list[tuple[Operation, asyncio.Future[Any]]]) -> None:
        try:
            async with self._transaction() as conn:
                results = [await op(conn) for op, _ in batch]
        except Exception:
            for op, future in batch:  # find the failing one: each alone
                await self._alone(op, future)
            return
        for (_, future), result in zip(batch, results, strict=True):
            if not future.done():
                future.set_result(result)

    async def _alone(self, operation: Operation, future: asyncio.Future[Any]) -> None:
        try:
            async with self._transaction() as conn:
                result = await operation(conn)
        except Exception as exc:
            if not future.done():
                future.set_exception(exc)
            return
        if not future.done():
            future.set_result(result)
