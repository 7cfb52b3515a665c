from __future__ import annotations

from datetime import timedelta

from deputy.core.clock import ManualClock
from deputy.store import Database
from deputy.store.rate_limits import SqlRateLimiter


async def test_a_slot_frees_when_the_oldest_event_leaves_the_window(database: Database, clock: ManualClock) -> None:
    limiter = SqlRateLimiter(database)
    window = timedelta(seconds=60)
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
