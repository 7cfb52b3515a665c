"""Group commit: small operations of many callers share one transaction when they arrive together.

Every running turn polls the database (it shares its new events, looks for a cancel): at 1,000 turns and one poll
each 250 ms that would be 8,000 transactions a second, while SQLite runs one writer at a time and a Postgres pool
holds a few dozen connections. A `Batcher` runs the operations queued while its previous transaction ran in the
next one: alone, an operation gets a transaction of its own at once; under load the transactions stay about one
per transaction time, however many callers there are. Each caller gets its own result. When a shared transaction
fails, its operations are run again one per transaction, so a failing operation fails only its own caller.

Every operation is a function of a plain (synchronous) connection, and a transaction runs in one hand-over between
async and sync code (`Database.run_transaction`: the cheapest transaction SQLAlchemy runs; on SQLite its
statements and commit run on the event loop's thread). `run_sync` queues one; every tool call queues two (its
budget charge on SQLite, its audit row).

`run_many` goes one step further for operations that are one statement over many rows (append events, read cancel
flags, renew leases): the items queued for one transaction go to one call, so a transaction of 200 callers runs a
few statements rather than hundreds.

`run_each` queues several items of one such operation at once and waits for all of them without a task per item:
the process's turn poll (`core.chat.polls`) hands over every running turn's flush, cancel check and lease renewal
this way.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import sqlalchemy as sa

T = TypeVar("T")
Item = TypeVar("Item")
SyncOperation = Callable[[sa.Connection], Any]
RunTransaction = Callable[[Callable[[sa.Connection], Any]], Awaitable[Any]]
Many = Callable[[sa.Connection, Sequence[Any]], Sequence[Any]]
"""`(conn, items) -> one result per item, in order`, on a plain connection."""

MAX_BATCH = 200
"""Operations per transaction at most: a transaction stays short, so a lock is never held long."""


@dataclass(slots=True)
class _Queued:
    future: asyncio.Future[Any]
    many: Many | None = None
    item: Any = None
    sync: SyncOperation | None = None
    autocommit: bool = False


class Batcher:
    """Runs operations in shared transactions run by `run_transaction` (one at a time, in arrival order); an
    operation alone that asks for autocommit goes to `run_autocommit`."""

    def __init__(self, run_transaction: RunTransaction, run_autocommit: RunTransaction | None = None) -> None:
        self._run_transaction = run_transaction
        self._run_autocommit = run_autocommit
        self._queue: list[_Queued] = []
        self._worker: asyncio.Task[None] | None = None

    async def run_sync(self, operation: Callable[[sa.Connection], T], *, autocommit: bool = False) -> T:
        """Run `operation` in the next transaction: its result, or its exception. It must not block: on Postgres its
        statements are awaited on the event loop through SQLAlchemy's greenlet. `autocommit`: each of the operation's
        statements is whole by itself, so when the operation runs alone it needs no transaction
        (`Database.run_autocommit`: on Postgres no BEGIN and COMMIT, on SQLite no commit); with others it shares
        their transaction as any operation."""
        queued = _Queued(self._future(), sync=operation, autocommit=autocommit)
        return await self._enqueue(queued)  # type: ignore[no-any-return]

    async def run_many(self, many: Callable[[sa.Connection, Sequence[Item]], Sequence[T]], item: Item) -> T:
        """Run `many(conn, items)` once in the next transaction for every item queued with the same `many` (an equal,
        hashable callable: a module function or a store's bound method); the result at `item`'s place, or the
        exception of the call (when a shared transaction fails, each item is run again alone)."""
        assert isinstance(many, Hashable)
        return await self._enqueue(_Queued(self._future(), many=many, item=item))  # type: ignore[no-any-return]

    async def run_each(
        self, many: Callable[[sa.Connection, Sequence[Item]], Sequence[T]], items: Sequence[Item]
    ) -> list[T | Exception]:
        """`run_many` for each of `items`, queued together: each item's result or exception, in order."""
        assert isinstance(many, Hashable)
        queued = [_Queued(self._future(), many=many, item=item) for item in items]
        if not queued:
            return []
        self._queue.extend(queued)
        self._wake()
        return await asyncio.gather(*(q.future for q in queued), return_exceptions=True)  # type: ignore[no-any-return]

    def _future(self) -> asyncio.Future[Any]:
        return asyncio.get_running_loop().create_future()

    async def _enqueue(self, queued: _Queued) -> Any:
        self._queue.append(queued)
        self._wake()
        return await queued.future

    def _wake(self) -> None:
        loop = asyncio.get_running_loop()
        if self._worker is None or self._worker.done() or self._worker.get_loop() is not loop:
            self._worker = loop.create_task(self._drain(), name="deputy-store-batches")

    async def _drain(self) -> None:
        while self._queue:
            batch = [q for q in self._queue[:MAX_BATCH] if not q.future.done()]  # a cancelled caller: skipped
            del self._queue[:MAX_BATCH]
            if len(batch) == 1:
                await self._alone(batch[0])
            elif batch:
                await self._together(batch)

    async def _together(self, batch: list[_Queued]) -> None:
        groups: dict[Many, list[_Queued]] = {}
        for queued in batch:
            if queued.many is not None:
                groups.setdefault(queued.many, []).append(queued)
        try:
            results = await self._run(batch, groups)
        except Exception:
            for queued in batch:  # find the failing one: each alone
                await self._alone(queued)
            return
        for queued, result in zip(batch, results, strict=True):
            if not queued.future.done():
                queued.future.set_result(result)

    async def _alone(self, queued: _Queued) -> None:
        try:
            if self._run_autocommit is not None and queued.sync is not None and queued.autocommit:
                result = await self._run_autocommit(queued.sync)
            else:
                (result,) = await self._run([queued], {queued.many: [queued]} if queued.many else {})
        except Exception as exc:
            if not queued.future.done():
                queued.future.set_exception(exc)
            return
        if not queued.future.done():
            queued.future.set_result(result)

    async def _run(self, batch: list[_Queued], groups: dict[Many, list[_Queued]]) -> list[Any]:
        """The batch in one transaction: each operation in arrival order, a `many` group once, at its first item's
        place; the results in the batch's order."""
        return await self._run_transaction(lambda conn: _run_plain(conn, batch, groups))  # type: ignore[no-any-return]


def _run_plain(conn: sa.Connection, batch: list[_Queued], groups: dict[Many, list[_Queued]]) -> list[Any]:
    results: dict[int, Any] = {}
    for queued in batch:
        if id(queued) in results:
            continue
        if queued.sync is not None:
            results[id(queued)] = queued.sync(conn)
            continue
        assert queued.many is not None
        members = groups[queued.many]
        outcomes = queued.many(conn, [member.item for member in members])
        for member, outcome in zip(members, outcomes, strict=True):
            results[id(member)] = outcome
    return [results[id(queued)] for queued in batch]
