from __future__ import annotations

import asyncio
import math
import random
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command
from sqlalchemy import event

from deputy.core.clock import ManualClock
from deputy.core.tools.records import RateDecision
from deputy.store import Database
from deputy.store.budgets.rate_limits import PRUNE_AT, SqlRateLimiter, lock_key
from deputy.store.engine.migrate import alembic_config, upgrade
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


async def test_a_hit_matches_a_window_counted_afresh_through_any_sequence_of_times_windows_and_limits(
    database: Database, clock: ManualClock
) -> None:
    """The kept count (`rate_locks`) against the definition: every decision as if the key's stored events were
    counted afresh, through windows made longer and shorter, a clock that steps back (a pod behind another) and
    prunes."""
    limiter, model = SqlRateLimiter(database), _WindowModel()
    steps = random.Random(7)
    start = clock.now()
    for _ in range(400):
        clock.advance(timedelta(seconds=steps.choice([0, 0, 1, 3, 7, 20, -5])))
        key = steps.choice(["a", "b", "c"])
        limit, window = steps.choice([0, 3, 8, 40]), timedelta(seconds=steps.choice([30, 60, 90]))
        now = max(clock.now(), start)

        decision = await limiter.hit(key, limit=limit, window=window, now=now)

        assert decision == model.hit(key, limit=limit, window=window, now=now)
    assert await _events(database) == sum(len(kept) for kept in model.events.values())


class _WindowModel:
    """The rolling window by its definition: each hit counts the key's stored events (and deletes the expired ones
    once there are `PRUNE_AT` of them)."""

    def __init__(self) -> None:
        self.events: dict[str, list[datetime]] = {}

    def hit(self, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
        since, kept = now - window, self.events.setdefault(key, [])
        inside = sorted(at for at in kept if at > since)
        if len(kept) - len(inside) >= PRUNE_AT:
            kept[:] = inside
        if len(inside) >= limit:
            retry = math.ceil((inside[0] + window - now).total_seconds()) if inside else int(window.total_seconds())
            return RateDecision(allowed=False, used=len(inside), limit=limit, retry_after=max(1, retry))
        kept.append(now)
        return RateDecision(allowed=True, used=len(inside) + 1, limit=limit)


async def test_a_longer_window_counts_the_events_it_takes_back_in(database: Database, clock: ManualClock) -> None:
    limiter = SqlRateLimiter(database)
    await limiter.hit("k", limit=3, window=WINDOW, now=clock.now())
    clock.advance(timedelta(seconds=30))
    await limiter.hit("k", limit=3, window=WINDOW, now=clock.now())
    clock.advance(timedelta(seconds=70))
    emptied = await limiter.hit("k", limit=3, window=WINDOW, now=clock.now())  # both left a 60 s window

    longer = await limiter.hit("k", limit=3, window=timedelta(seconds=200), now=clock.now())

    assert (emptied.allowed, emptied.used) == (True, 1)
    assert (longer.allowed, longer.used) == (False, 3)


async def test_a_key_whose_row_has_no_count_yet_counts_its_events(database: Database, clock: ManualClock) -> None:
    """A key charged before its row kept a count (migration 0016), or whose row another lock made: counted afresh."""
    await _fill(database, "k", 3, before=clock.now())
    async with database.transaction() as conn:
        await lock_key(conn, "k", clock.now())
    limiter = SqlRateLimiter(database)

    last = await limiter.hit("k", limit=4, window=WINDOW, now=clock.now())
    refused = await limiter.hit("k", limit=4, window=WINDOW, now=clock.now())

    assert (last.allowed, last.used, refused.allowed, refused.used) == (True, 4, False, 4)


async def test_on_sqlite_a_hit_costs_the_same_however_many_events_the_window_holds(
    sqlite_db: Database, clock: ManualClock
) -> None:
    """SQLite's virtual-machine steps for one hit (its progress handler, called at every step), for a key with 5
    events in its window and one with 4,000: counting the window made the second about a thousand times dearer."""
    limiter = SqlRateLimiter(sqlite_db)
    for key, held in (("few", 5), ("many", 4000)):
        await _fill(sqlite_db, key, held, before=clock.now())
        await limiter.hit(key, limit=10**6, window=WINDOW, now=clock.now())
    clock.advance(timedelta(seconds=1))
    steps = {"few": 0, "many": 0}
    counting = ""

    def step() -> int:
        steps[counting] += 1
        return 0

    event.listen(sqlite_db.engine.sync_engine, "before_cursor_execute", lambda conn, *_: _watch(conn, step))
    for counting in ("few", "many"):
        await limiter.hit(counting, limit=10**6, window=WINDOW, now=clock.now())

    assert steps["few"] > 0 and steps["many"] < 2 * steps["few"], steps


def _watch(conn: Any, step: Callable[[], int]) -> None:
    conn._raw.set_progress_handler(step, 1)  # the inline driver's sqlite3 connection (`store.engine.sqlite_inline`)


@pytest.mark.parametrize("database", [ENGINES[1]], indirect=True)  # the Postgres charge only
async def test_on_postgres_a_hit_reads_the_same_few_rows_however_many_events_the_window_holds(
    database: Database, clock: ManualClock
) -> None:
    """The rows of `rate_events` one charge read (the transaction's own statistics; index-only scans, which they do
    not count, turned off), for a key with 4,000 events in its window: counting the window read all of them."""
    await _fill(database, "many", 4000, before=clock.now())
    hit = sa.text("SELECT * FROM deputy_rate_hit('many', :now, :since, 1000000, 32)")
    read = sa.text(  # this schema's table: tests on other schemas (other workers) have a `rate_events` too
        "SELECT seq_tup_read + idx_tup_fetch FROM pg_stat_xact_user_tables"
        " WHERE relname = 'rate_events' AND schemaname = current_schema()"
    )
    reads = []
    for _ in range(2):  # the first charge of a key counts its events: there is no count to keep yet
        clock.advance(timedelta(seconds=1))
        async with database.transaction() as conn:
            await conn.execute(sa.text("SET LOCAL enable_indexonlyscan = off"))
            before = await conn.scalar(read) or 0  # the counts not yet flushed include earlier transactions'
            await conn.execute(hit, {"now": clock.now(), "since": clock.now() - WINDOW})
            reads.append(await conn.scalar(read) - before)

    assert reads[0] >= 4000 and reads[1] < 10, reads


async def _fill(database: Database, key: str, count: int, *, before: datetime) -> None:
    """`count` events of `key` a second or less before `before`, as its earlier charges left them."""
    rows = [{"key": key, "weight": 1, "created_at": before - timedelta(microseconds=1 + i)} for i in range(count)]
    async with database.transaction() as conn:
        await conn.execute(rate_events.insert(), rows)


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
        await conn.execute(sa.text("SELECT * FROM deputy_rate_hit('k', now(), now() - interval '1 minute', 10, 32)"))
        during = await conn.scalar(setting)
        left_over = await conn.scalar(sa.text("SELECT count(*) FROM rate_events WHERE key = 'k'"))
    async with database.transaction() as conn:
        after = await conn.scalar(setting)

    assert (during, after, left_over) == ("off", "on", 1)


async def test_the_kept_counts_downgrade_to_0015_and_upgrade_again(database: Database, clock: ManualClock) -> None:
    """Migration 0016's downgrade restores 0015's charge (read from its migration) and drops the count columns; a
    key charged before then is counted afresh after the upgrade."""
    limiter = SqlRateLimiter(database)
    await limiter.hit("k", limit=2, window=WINDOW, now=clock.now())
    async with database.engine.connect() as conn:
        await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0015"))
        await conn.commit()
        columns = await conn.run_sync(lambda c: {col["name"] for col in sa.inspect(c).get_columns("rate_locks")})
        if database.dialect == "postgresql":  # 0015's charge is back, under its own signature
            old = sa.text("SELECT used FROM deputy_rate_hit('k', :now, :since, 10)")
            assert await conn.scalar(old, {"now": clock.now(), "since": clock.now() - WINDOW}) == 1
            await conn.rollback()
    await upgrade(database)

    second = await limiter.hit("k", limit=2, window=WINDOW, now=clock.now())
    refused = await limiter.hit("k", limit=2, window=WINDOW, now=clock.now())

    assert columns == {"key", "touched_at"}
    assert (second.allowed, second.used, refused.allowed) == (True, 2, False)
