"""Postgres LISTEN/NOTIFY wake-ups: one listening connection per process, fanned out by key, none while idle
(after a linger)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import asyncpg
import pytest

from deputy.core.chat.live import NoWakeups, turn_key
from deputy.store import Database
from deputy.store.engine import notify
from deputy.store.engine.notify import PgWakeups, wakeups_for
from deputy.store.turns.events import SqlTurnEventLog
from deputy.testing.databases import postgres_database, postgres_url

pytestmark = pytest.mark.postgres
WAIT = 10.0  # seconds: a bound, never reached when the feature works


async def test_a_notify_from_one_process_wakes_only_the_watchers_of_its_key_in_another(postgres_db: Database) -> None:
    listener, sender = PgWakeups(postgres_db), PgWakeups(postgres_db)
    async with listener.watch("turn:a") as first, listener.watch("turn:a") as second, listener.watch("turn:b") as b:
        assert listener.listening
        await sender.notify("turn:a")

        assert await first.wait(WAIT) and await second.wait(WAIT)
        assert not await b.wait(0)  # delivered together with the others: nothing for `turn:b`
    await listener.aclose()
    assert not listener.listening


async def test_the_listening_connection_outlives_its_watchers_for_a_while(
    postgres_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process that starts a turn now and then keeps its one connection rather than opening one per turn; with no
    watcher for `LINGER` seconds it closes it."""
    monkeypatch.setattr(notify, "LINGER", 0.3)
    listener, sender = PgWakeups(postgres_db), PgWakeups(postgres_db)
    async with listener.watch("turn:a"):
        opened = listener._conn
    await asyncio.sleep(0.2)
    async with listener.watch("turn:b") as wake:  # 0.2 s after the last one left: the same connection
        assert listener._conn is opened and listener.listening
        await sender.notify("turn:b")
        assert await wake.wait(WAIT)
    await asyncio.sleep(0.2)
    assert listener.listening  # 0.2 s after the second watcher left, not 0.3 s
    await asyncio.sleep(0.3)
    assert not listener.listening


async def test_disposing_the_database_closes_a_lingering_listener() -> None:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_database(url) as database:
        listener = PgWakeups(database)
        async with listener.watch("turn:a"):
            conn = listener._conn
        assert conn is not None and not conn.is_closed()
    assert conn.is_closed() and not listener.listening


async def test_appending_to_the_turn_event_log_wakes_the_readers_of_that_turn(postgres_db: Database) -> None:
    wakeups = PgWakeups(postgres_db)
    log = SqlTurnEventLog(postgres_db)
    async with wakeups.watch(turn_key("t1")) as wake:
        await log.append("t1", 1, [{"type": "start", "messageId": "m"}], now=datetime.now(UTC))

        assert await wake.wait(WAIT)
        assert [seq for seq, _ in await log.read("t1", after_seq=0)] == [1]


async def test_sqlite_has_no_cross_process_wakeups_and_readers_poll(sqlite_db: Database) -> None:
    wakeups = wakeups_for(sqlite_db)

    assert isinstance(wakeups, NoWakeups) and not wakeups.listening
    async with wakeups.watch("turn:x") as wake:
        assert not await wake.wait(0)


async def test_a_watcher_cancelled_while_its_listen_runs_closes_the_connection_it_opened(
    postgres_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A request cancelled (its client left) while LISTEN was on its way left the new connection to the garbage
    collector, which warned `unclosed connection` in whichever test ran then."""
    opened: list[asyncpg.Connection] = []
    listening = asyncio.Event()

    async def stuck_listen(self: asyncpg.Connection, *_: object) -> None:
        opened.append(self)
        listening.set()
        await asyncio.sleep(WAIT)

    monkeypatch.setattr(asyncpg.Connection, "add_listener", stuck_listen)
    listener = PgWakeups(postgres_db)

    async def watch() -> None:
        async with listener.watch("turn:a"):
            pass

    watcher = asyncio.create_task(watch())
    await asyncio.wait_for(listening.wait(), WAIT)
    watcher.cancel()
    with pytest.raises(asyncio.CancelledError):
        await watcher

    assert opened[0].is_closed() and not listener.listening
    await listener.aclose()


async def test_a_listener_closed_while_its_connection_opens_drops_that_connection(
    postgres_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The runtime shut down (`aclose`) while a watcher's connection was being opened: kept, it was never closed."""
    release, connected = asyncio.Event(), asyncio.Event()
    opened: list[asyncpg.Connection] = []
    connect = asyncpg.connect

    async def slow_connect(*args: object, **kwargs: object) -> asyncpg.Connection:
        conn = await connect(*args, **kwargs)
        opened.append(conn)
        connected.set()
        await release.wait()
        return conn

    monkeypatch.setattr(asyncpg, "connect", slow_connect)
    listener = PgWakeups(postgres_db)
    async with asyncio.TaskGroup() as tasks:
        watcher = tasks.create_task(listener._listen())
        await asyncio.wait_for(connected.wait(), WAIT)
        await listener.aclose()
        release.set()
        await watcher

    assert opened[0].is_closed() and not listener.listening
