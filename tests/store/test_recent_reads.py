from __future__ import annotations

import asyncio

from deputy.store.database import Database
from deputy.store.recent_reads import RecentReads


async def test_a_read_is_kept_until_a_write_through_the_same_reads_forgets_it(database: Database) -> None:
    reads: RecentReads[int] = RecentReads(database, seconds=60)
    values = iter(range(10))

    async def read() -> int:
        return next(values)

    assert [await reads.get("k", read), await reads.get("k", read)] == [0, 0]
    async with reads.writing():
        pass
    assert await reads.get("k", read) == 1


async def test_a_read_that_raced_a_write_is_returned_but_not_kept(database: Database) -> None:
    reads: RecentReads[str] = RecentReads(database, seconds=60)
    started, release = asyncio.Event(), asyncio.Event()

    async def slow_read() -> str:
        started.set()
        await release.wait()
        return "before the write"

    pending = asyncio.create_task(reads.get("k", slow_read))
    await started.wait()
    async with reads.writing():
        pass
    release.set()
    assert await pending == "before the write"

    async def fresh_read() -> str:
        return "after the write"

    assert await reads.get("k", fresh_read) == "after the write"
