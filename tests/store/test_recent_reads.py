from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa

from deputy.core.agents.profiles import AgentDirectory, AgentDraft
from deputy.core.connections import ConnectionDraft
from deputy.core.identity.principal import Principal
from deputy.errors import NotFound
from deputy.store.agents import SqlAgentStore
from deputy.store.connections import SqlConnectionStore
from deputy.store.engine.database import Database
from deputy.store.engine.recent_reads import RecentReads


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


async def test_a_connection_added_on_another_process_resolves_at_once(database: Database) -> None:
    """The kept copy is a few seconds old at most, but a miss reads again: a conversation created on another pod
    with a connection added there moments ago does not fail with unknown_connection here."""
    here, there = SqlConnectionStore(database, None), SqlConnectionStore(database, None)
    now = datetime(2026, 1, 1, tzinfo=UTC)
    first = await there.create(ConnectionDraft(name="a", base_url="http://a.test/v1", default_model="m"), now=now)
    assert (await here.resolve(first.id, None))[0].id == first.id  # here keeps a copy with one connection
    added = await there.create(ConnectionDraft(name="b", base_url="http://b.test/v1", default_model="m"), now=now)

    assert (await here.resolve(added.id, None))[0].id == added.id


async def test_an_agent_added_on_another_process_is_usable_at_once(database: Database) -> None:
    here, there = AgentDirectory(SqlAgentStore(database)), SqlAgentStore(database)
    now = datetime(2026, 1, 1, tzinfo=UTC)
    principal = Principal.user("u")
    await there.create(AgentDraft(slug="first", name="First"), tenant_id=None, by=None, now=now)
    assert (await here.usable(principal, "first")).slug == "first"
    await there.create(AgentDraft(slug="second", name="Second"), tenant_id=None, by=None, now=now)

    assert (await here.usable(principal, "second")).slug == "second"
    with pytest.raises(NotFound):
        await here.usable(principal, "nobody")


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_a_half_expired_read_answers_at_once_and_is_read_again_in_the_background(database: Database) -> None:
    """A process that starts a turn every second never waits for these reads: from half their age on, the kept copy
    answers and one background read replaces it."""
    clock = _Clock()
    reads: RecentReads[int] = RecentReads(database, seconds=2, clock=clock, delay=0.01)
    calls: list[int] = []
    release = asyncio.Event()

    async def read() -> int:
        calls.append(len(calls))
        if len(calls) > 1:
            await release.wait()
        return len(calls) - 1

    assert await reads.get("k", read) == 0
    clock.now += 0.9
    assert await reads.get("k", read) == 0 and len(calls) == 1  # young: nothing read
    clock.now += 0.2
    assert [await reads.get("k", read), await reads.get("k", read)] == [0, 0]  # half-expired: kept copy, once re-read
    assert len(calls) == 1  # the re-read waits its delay: the caller's own work goes first
    await asyncio.sleep(0.05)
    assert len(calls) == 2
    release.set()
    await asyncio.sleep(0.01)
    clock.now += 1.5  # 2.6 s after the first read, 1.5 s after the background one began
    assert await reads.get("k", read) == 1 and len(calls) == 2


async def test_an_expired_read_is_made_while_the_caller_waits(database: Database) -> None:
    clock = _Clock()
    reads: RecentReads[int] = RecentReads(database, seconds=2, clock=clock)
    values = iter(range(10))

    async def read() -> int:
        return next(values)

    assert await reads.get("k", read) == 0
    clock.now += 2.0
    assert await reads.get("k", read) == 1


async def test_a_background_read_that_raced_a_write_is_not_kept(database: Database) -> None:
    clock = _Clock()
    reads: RecentReads[str] = RecentReads(database, seconds=2, clock=clock, delay=0)
    answers = iter(["first", "before the write", "after the write"])
    started, release = asyncio.Event(), asyncio.Event()

    async def read() -> str:
        answer = next(answers)
        if answer == "before the write":
            started.set()
            await release.wait()
        return answer

    assert await reads.get("k", read) == "first"
    clock.now += 1.5
    assert await reads.get("k", read) == "first"
    await started.wait()
    async with reads.writing():
        pass
    release.set()
    await asyncio.sleep(0.01)
    assert await reads.get("k", read) == "after the write"


async def test_dispose_cancels_a_background_read(tmp_path: Path) -> None:
    """A re-read still running (or stuck) when the database closes is cancelled, not left to run on a closed engine
    nor waited for."""
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'bg.db'}")
    clock = _Clock()
    reads: RecentReads[int] = RecentReads(database, seconds=2, clock=clock, delay=0)
    started, ended = asyncio.Event(), list[int]()

    async def read() -> int:
        async with database.transaction() as conn:
            value = int((await conn.execute(sa.text("SELECT 7"))).scalar_one())
            if ended:
                started.set()
                await asyncio.Event().wait()  # never set
        ended.append(value)
        return value

    await reads.get("k", read)
    clock.now += 1.5
    await reads.get("k", read)
    await started.wait()
    await asyncio.wait_for(database.dispose(), timeout=5)
    assert ended == [7]
