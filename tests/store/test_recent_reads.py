from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from deputy.core.agents import AgentDirectory, AgentDraft
from deputy.core.connections import ConnectionDraft
from deputy.core.principal import Principal
from deputy.errors import NotFound
from deputy.store.agents import SqlAgentStore
from deputy.store.connections import SqlConnectionStore
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
