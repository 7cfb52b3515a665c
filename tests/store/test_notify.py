"""Postgres LISTEN/NOTIFY wake-ups: one listening connection per process, fanned out by key, none while idle."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest

from deputy.core.live import NoWakeups, turn_key
from deputy.store import Database
from deputy.store.notify import PgWakeups, wakeups_for
from deputy.store.turn_events import SqlTurnEventLog
from deputy.testing.databases import postgres_database, postgres_url

pytestmark = pytest.mark.postgres
WAIT = 10.0  # seconds: a bound, never reached when the feature works


@pytest.fixture
async def pg() -> AsyncIterator[Database]:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_database(url) as database:
        yield database


async def test_a_notify_from_one_process_wakes_only_the_watchers_of_its_key_in_another(pg: Database) -> None:
    listener, sender = PgWakeups(pg), PgWakeups(pg)
    async with listener.watch("turn:a") as first, listener.watch("turn:a") as second, listener.watch("turn:b") as b:
        assert listener.listening
        await sender.notify("turn:a")

        assert await first.wait(WAIT) and await second.wait(WAIT)
        assert not await b.wait(0)  # delivered together with the others: nothing for `turn:b`
    assert not listener.listening  # the last watcher left: the connection is closed


async def test_appending_to_the_turn_event_log_wakes_the_readers_of_that_turn(pg: Database) -> None:
    wakeups = PgWakeups(pg)
    log = SqlTurnEventLog(pg)
    async with wakeups.watch(turn_key("t1")) as wake:
        await log.append("t1", 1, [{"type": "start", "messageId": "m"}], now=datetime.now(UTC))

        assert await wake.wait(WAIT)
        assert [seq for seq, _ in await log.read("t1", after_seq=0)] == [1]


async def test_sqlite_has_no_cross_process_wakeups_and_readers_poll(sqlite_db: Database) -> None:
    wakeups = wakeups_for(sqlite_db)

    assert isinstance(wakeups, NoWakeups) and not wakeups.listening
    async with wakeups.watch("turn:x") as wake:
        assert not await wake.wait(0)
