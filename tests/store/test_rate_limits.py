from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
import sqlalchemy as sa
from sqlalchemy import event

from deputy.core.clock import ManualClock
from deputy.store import Database
from deputy.store.rate_limits import PRUNE_AT, SqlRateLimiter
from deputy.store.tables import rate_events
from tests.conftest import ENGINES

WINDOW = timedelta(seconds=60)


async def test_a_slot_frees_when_the_oldest_event_leaves_the_window(database: Database, clock: ManualClock) -> None:
    limiter = SqlRateLimiter(database)
    window = WINDOW
    await limiter.hit("k", limit=2, window=window, now=clock.now())
    clock.advance(timedelta(seconds=10))
    await limiter.hit("k", limit=2, window=window, now=clock.now())

    refused = await limiter.hit("k", limit=2, window=window, now=clock.now())
    clock.advance(timedelta(seconds=50, milliseconds=1))
    allowed = await limiter.hit("k", limit=2, window=window, now=clock.now())

    assert (refused.allowed, refused.used, refused.retry_after) == (False, 2, 50)
    assert (allowed.allowed, allowed.used) == (True, 2)
    assert (await limiter.hit("other", limit=2, window=window, now=clock.now())).allowed


async def test_a_zero_limit_refuses_for_a_whole_window(database: Database, clock: ManualClock) -> None:
    refused = await SqlRateLimiter(database).hit("k", limit=0, window=timedelta(minutes=5), now=clock.now())

    assert (refused.allowed, refused.retry_after) == (False, 300)


async def test_concurrent_hits_take_exactly_the_free_slots(database: Database, clock: ManualClock) -> None:
    limiter = SqlRateLimiter(database)

    decisions = await asyncio.gather(
        *(limiter.hit("k", limit=10, window=timedelta(minutes=1), now=clock.now()) for _ in range(16))
    )

    assert sum(d.allowed for d in decisions) == 10
    assert sorted(d.used for d in decisions if d.allowed) == list(range(1, 11))


async def test_expired_events_are_deleted_once_a_key_holds_enough_of_them(
    database: Database, clock: ManualClock
) -> None:
    limiter = SqlRateLimiter(database)
    window = timedelta(seconds=60)
    for _ in range(PRUNE_AT - 1):
        await limiter.hit("k", limit=100, window=window, now=clock.now())
    clock.advance(window)
    await limiter.hit("k", limit=100, window=window, now=clock.now())
    kept = await _events(database)
    await limiter.hit("other", limit=100, window=window, now=clock.now())
    for _ in range(PRUNE_AT):
        await limiter.hit("k", limit=100, window=window, now=clock.now())
    clock.advance(window)

    last = await limiter.hit("k", limit=100, window=window, now=clock.now())

    assert kept == PRUNE_AT  # fewer expired events than PRUNE_AT stay: they are not counted
    assert (last.allowed, last.used) == (True, 1)
    assert await _events(database) == 2  # the newest hit of "k" and the one of "other"


async def _events(database: Database) -> int:
    async with database.transaction() as conn:
        return int(await conn.scalar(sa.select(sa.func.count()).select_from(rate_events)) or 0)


async def test_on_sqlite_a_hit_with_room_is_one_statement_and_a_refusal_two(
    sqlite_db: Database, clock: ManualClock
) -> None:
    limiter, statements = await _counting(sqlite_db, clock)

    allowed = await limiter.hit("k", limit=1, window=WINDOW, now=clock.now())
    charged = len(statements)
    refused = await limiter.hit("k", limit=1, window=WINDOW, now=clock.now())

    assert (allowed.allowed, allowed.used, refused.allowed, refused.used) == (True, 1, False, 1)
    assert (charged, len(statements) - charged) == (1, 2)


@pytest.mark.parametrize("database", [ENGINES[1]], indirect=True)  # the Postgres charge only
async def test_on_postgres_a_hit_is_one_statement_that_takes_the_lock_counts_and_inserts(
    database: Database, clock: ManualClock
) -> None:
    limiter, statements = await _counting(database, clock)

    first = await limiter.hit("k", limit=1, window=WINDOW, now=clock.now())  # creates the key's lock row too
    refused = await limiter.hit("k", limit=1, window=WINDOW, now=clock.now())

    assert (first.allowed, refused.allowed, refused.used) == (True, False, 1)
    assert len(statements) == 2 and all("deputy_rate_hit" in s for s in statements)
    async with database.transaction() as conn:
        locks = await conn.scalar(sa.text("SELECT count(*) FROM rate_locks WHERE key = 'k'"))
    assert locks == 1


async def _counting(database: Database, clock: ManualClock) -> tuple[SqlRateLimiter, list[str]]:
    """A limiter with a pooled connection opened beforehand, and the list every statement it runs from now goes to."""
    limiter = SqlRateLimiter(database)
    await limiter.hit("warm", limit=1, window=WINDOW, now=clock.now())
    statements: list[str] = []
    for engine in database.engines:
        event.listen(engine.sync_engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    return limiter, statements


@pytest.mark.parametrize("database", [ENGINES[1]], indirect=True)  # the Postgres charge only
async def test_on_postgres_a_charge_commits_without_waiting_for_the_disk_and_nothing_else_does(
    database: Database, clock: ManualClock
) -> None:
    """The charge's transaction commits asynchronously (migration 0015); the setting ends with it, so the
    connection's next transaction (an audit row, a turn) waits for the disk again."""
    setting = sa.text("SELECT current_setting('synchronous_commit')")
    async with database.transaction() as conn:
        await conn.execute(sa.text("SELECT * FROM deputy_rate_hit('k', now(), now() - interval '1 minute', 10)"))
        during = await conn.scalar(setting)
        left_over = await conn.scalar(sa.text("SELECT count(*) FROM rate_events WHERE key = 'k'"))
    async with database.transaction() as conn:
        after = await conn.scalar(setting)

    assert (during, after, left_over) == ("off", "on", 1)
