"""Postgres restarts under load: requests fail cleanly with 503 and Deputy recovers on the next request.

The shared Postgres is never restarted (other tests use it): Deputy reaches it through `deputy.testing.tcp_proxy`,
and the proxy plays the restart, dropping every open connection and refusing new ones until it is restored.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field, replace
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from sqlalchemy.engine import make_url

from deputy.core import events
from deputy.core.chat.planning import NewMessage
from deputy.core.connections import ConnectionDraft
from deputy.core.conversations.records import MessageStatus
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.store.engine.migrate import upgrade
from deputy.testing.databases import postgres_schema, postgres_url
from deputy.testing.tcp_proxy import TcpProxy
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.chat_support import TITLE_RULE, chunks, text_of, user_body
from tests.web.conftest import SECRET, seed

pytestmark = [pytest.mark.postgres]
CLIENTS = 8
REQUEST_TIMEOUT = 30.0  # seconds; a request that takes longer is a hang, and fails the test


@dataclass
class Deputy:
    client: httpx.AsyncClient
    runtime: Runtime
    proxy: TcpProxy
    headers: dict[str, str]


@dataclass
class Load:
    """What the clients saw: statuses, and the 503 bodies and headers, until `stop` is set."""

    statuses: Counter[int] = field(default_factory=Counter)
    unavailable: list[httpx.Response] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    stop: asyncio.Event = field(default_factory=asyncio.Event)
    saw_503: asyncio.Event = field(default_factory=asyncio.Event)


@pytest.fixture
async def deputy(tmp_path: Path) -> AsyncIterator[Deputy]:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    target = make_url(url)
    async with postgres_schema(url) as schema, TcpProxy(target.host or "127.0.0.1", target.port or 5432) as proxy:
        database = Database(proxy.rewrite(url), search_path=schema)
        await upgrade(database)
        settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
        app = create_app(settings, registry=build_toolbox(Calls()), database=database)
        runtime: Runtime = app.state.deputy
        tokens = await seed(runtime)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
            yield Deputy(client, runtime, proxy, {"Authorization": f"Bearer {tokens['operator']}"})
        await runtime.close()


async def request(deputy: Deputy, number: int) -> httpx.Response:
    """A mix of what users do: read the list, start a conversation, read who they are."""
    async with asyncio.timeout(REQUEST_TIMEOUT):
        match number % 3:
            case 0:
                return await deputy.client.get("/api/conversations", headers=deputy.headers)
            case 1:
                return await deputy.client.post("/api/conversations", json={}, headers=deputy.headers)
            case _:
                return await deputy.client.get("/api/me", headers=deputy.headers)


async def client_loop(deputy: Deputy, load: Load, offset: int) -> None:
    number = offset
    while not load.stop.is_set():
        try:
            response = await request(deputy, number)
        except TimeoutError:
            load.failures.append(f"request {number} hung for {REQUEST_TIMEOUT:g} s")
            return
        load.statuses[response.status_code] += 1
        if response.status_code == 503:
            load.unavailable.append(response)
            load.saw_503.set()
        elif response.status_code not in (200, 201):
            load.failures.append(f"{response.status_code}: {response.text[:300]}")
        number += 1
        await asyncio.sleep(0)  # let the other clients in


async def test_a_database_restart_under_load_answers_503_then_recovers_on_the_next_request(deputy: Deputy) -> None:
    assert (await request(deputy, 0)).status_code == 200
    load = Load()
    clients = [asyncio.create_task(client_loop(deputy, load, offset)) for offset in range(CLIENTS)]

    await deputy.proxy.outage()  # the server goes away: open connections drop, new ones are refused
    async with asyncio.timeout(REQUEST_TIMEOUT):
        await load.saw_503.wait()
    await deputy.proxy.restore()  # the server is back; Deputy is not restarted
    # The first request after the restart already succeeds: the pool checks a connection before handing it out.
    first = [await request(deputy, number) for number in range(3)]
    load.stop.set()
    await asyncio.gather(*clients)

    assert load.failures == []  # never a 500, never a hang
    assert [r.status_code for r in first if r.status_code not in (200, 201)] == []
    assert load.statuses[503] >= 1
    for response in load.unavailable:
        assert response.json()["error"] == "store_unavailable", response.text
        assert response.headers["retry-after"].isdigit()
    assert deputy.proxy.connections > 1  # traffic really went through the proxy, and reconnected


async def test_requests_after_every_open_connection_was_cut_do_not_notice(deputy: Deputy) -> None:
    await asyncio.gather(*(request(deputy, n) for n in range(CLIENTS)))  # the pool holds several connections now

    await deputy.proxy.cut()  # a restart too fast to refuse anything: every pooled connection is dead
    after = [await request(deputy, number) for number in range(6)]

    assert [r.status_code for r in after if r.status_code not in (200, 201)] == []


async def test_an_answer_that_could_not_be_stored_during_the_outage_is_closed_once_the_database_is_back(
    deputy: Deputy,
) -> None:
    runtime = deputy.runtime
    runtime.chat.policy = replace(runtime.chat.policy, lease=timedelta(seconds=1))
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as upstream:
        await runtime.stores.connections.create(
            ConnectionDraft(name="fake", base_url=upstream.base_url, default_model="fake-model", is_default=True),
            api_key=None,
            now=runtime.clock.now(),
        )
        upstream.add_turns({"text": "word " * 100, "chunk_chars": 5, "interval_ms": 5}, {"text": "Back."})
        owner = await runtime.stores.identity.principal_for_api_token(
            deputy.headers["Authorization"].removeprefix("Bearer "), now=runtime.clock.now()
        )
        assert owner is not None
        conv = await runtime.stores.conversations.create(owner, now=runtime.clock.now())
        live = await runtime.chat.start(owner, conv.id, NewMessage("Talk"))
        async for event in live.follow():
            if isinstance(event, events.TextDelta):
                break

        await deputy.proxy.outage()
        await runtime.chat.wait_idle()  # the answer ends, but it cannot be stored
        await deputy.proxy.restore()
        async with asyncio.timeout(REQUEST_TIMEOUT):
            while True:  # its lease lapsed during the outage: this process closes the turn it could not store
                if await runtime.chat.reclaim_dead_turns() == [live.turn_id]:
                    break
                await asyncio.sleep(0.1)
        after = await deputy.client.post(
            "/api/chat", json=user_body(conv.id, "Still there?", message_id="u2"), headers=deputy.headers
        )

    assert text_of(chunks(after)) == "Back."
    await runtime.chat.wait_idle()
    rows = await runtime.stores.conversations.messages(conv.id)
    assert [m.status for m in rows] == [
        MessageStatus.COMPLETE,
        MessageStatus.INTERRUPTED,
        MessageStatus.COMPLETE,
        MessageStatus.COMPLETE,
    ]


async def test_a_database_that_stops_answering_gives_503_after_the_command_timeout_not_a_hang(
    tmp_path: Path,
) -> None:
    """A hung server or a black-holed network keeps the connection open and answers nothing: every statement gives
    up after the command timeout, the request gets 503, and the next request after it answers again succeeds."""
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    target = make_url(url)
    async with postgres_schema(url) as schema, TcpProxy(target.host or "127.0.0.1", target.port or 5432) as proxy:
        database = Database(proxy.rewrite(url), search_path=schema, command_timeout=1.0)
        await upgrade(database)
        settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
        app = create_app(settings, registry=build_toolbox(Calls()), database=database)
        runtime: Runtime = app.state.deputy
        headers = {"Authorization": f"Bearer {(await seed(runtime))['operator']}"}
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
            assert (await client.get("/api/conversations", headers=headers)).status_code == 200
            proxy.freeze()
            started = asyncio.get_running_loop().time()
            hung = await asyncio.wait_for(client.get("/api/conversations", headers=headers), timeout=REQUEST_TIMEOUT)
            waited = asyncio.get_running_loop().time() - started
            proxy.thaw()
            await proxy.cut()  # the connections that timed out are dropped, as a real network would
            again = await client.get("/api/conversations", headers=headers)
        await runtime.close()

    assert (hung.status_code, hung.json()["error"]) == (503, "store_unavailable")
    assert waited < 10  # one command timeout for the statement (and at most one for a reconnect), not forever
    assert again.status_code == 200
