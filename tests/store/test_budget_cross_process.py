"""Budgets hold across processes: 50 turns started at once on two processes sharing one Postgres never pass a
quota or a spend cap by more than one turn's reservation (DESIGN §7.6)."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.clock import SystemClock
from deputy.core.connections import ConnectionDraft
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store import Database, Stores
from deputy.store.engine.migrate import upgrade
from deputy.store.tables import token_ledger
from deputy.testing.databases import postgres_schema, postgres_url

pytestmark = [pytest.mark.postgres, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
USER = "budget-user"
TURNS_PER_PROCESS = 25
LIMIT = 20_000


@pytest.fixture
async def shared() -> AsyncIterator[tuple[str, str, Database]]:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_schema(url) as schema:
        database = Database(url, search_path=schema)
        await upgrade(database)
        yield url, schema, database
        await database.dispose()


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    title = FakeTurn(
        match=f"^{re.escape(TITLE_REQUEST)}", text="A title", usage={"prompt_tokens": 40, "completion_tokens": 5}
    )
    answer = FakeTurn(text="Answered.", usage={"prompt_tokens": 900, "completion_tokens": 100})
    async with FakeUpstream(FakeScript(rules=[title], default=answer), ttft_ms=5, interval_ms=1) as fake:
        yield fake


async def until_refused(url: str, schema: str) -> tuple[int, int]:
    """`(admitted turns, rounds of the longer process)`; each process runs rounds of 25 simultaneous turns."""
    results = await run_processes(url, schema)
    return sum(r["admitted"] for r in results), max(r["rounds"] for r in results)


async def run_processes(url: str, schema: str) -> list[dict[str, Any]]:
    processes = [
        await asyncio.create_subprocess_exec(
            *(sys.executable, "-m", "tests.store.ledger_worker", url, schema, USER, str(TURNS_PER_PROCESS)),
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        for _ in range(2)
    ]
    for process in processes:
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), timeout=60)
        assert line.strip() == b"ready", line
    outputs = await asyncio.wait_for(asyncio.gather(*(p.communicate(b"go\n") for p in processes)), timeout=600)
    for process, (_, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err.decode()[-3000:]
    return [json.loads(out.decode().strip().splitlines()[-1]) for out, _ in outputs]


async def ledger_totals(database: Database, where: sa.ColumnElement[bool]) -> tuple[int, int, int]:
    c = token_ledger.c
    async with database.transaction() as conn:
        total, reservation, still_open = (
            await conn.execute(
                sa.select(
                    sa.func.coalesce(sa.func.sum(c.total_tokens), 0),
                    sa.func.coalesce(sa.func.max(c.reserved_tokens), 0),
                    sa.func.count().filter(c.state == "reserved"),
                ).where(where)
            )
        ).one()
    return int(total), int(reservation), int(still_open)


async def test_fifty_turns_on_two_processes_pass_a_users_quota_by_less_than_one_reservation(
    shared: tuple[str, str, Database], upstream: FakeUpstream
) -> None:
    url, schema, database = shared
    stores = Stores.open(database)
    now = SystemClock().now()
    draft = ConnectionDraft(
        name="fake", base_url=upstream.url_for("openai"), default_model="fake-model", is_default=True
    )
    await stores.connections.create(draft, api_key=None, now=now)
    await stores.quotas.set_limits(USER, {"daily": LIMIT}, by=None, now=now)

    admitted, rounds = await until_refused(url, schema)

    total, reservation, still_open = await ledger_totals(database, token_ledger.c.user_id == USER)
    print(f"\nquota: {admitted} turns in {rounds} rounds, used {total} of {LIMIT}, reservation {reservation}")
    assert still_open == 0
    assert LIMIT <= total < LIMIT + reservation


async def test_fifty_turns_on_two_processes_pass_a_connection_spend_cap_by_less_than_one_reservation(
    shared: tuple[str, str, Database], upstream: FakeUpstream
) -> None:
    url, schema, database = shared
    stores = Stores.open(database)
    draft = ConnectionDraft(
        name="capped",
        base_url=upstream.url_for("openai"),
        default_model="fake-model",
        is_default=True,
        spend_cap_tokens=LIMIT,
        spend_window_minutes=60,
    )
    connection = await stores.connections.create(draft, api_key=None, now=SystemClock().now())

    admitted, rounds = await until_refused(url, schema)

    total, reservation, still_open = await ledger_totals(database, token_ledger.c.connection_id == connection.id)
    print(f"\nspend cap: {admitted} turns in {rounds} rounds, used {total} of {LIMIT}, reservation {reservation}")
    assert still_open == 0
    assert LIMIT <= total < LIMIT + reservation
