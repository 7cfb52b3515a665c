"""Budgets stay exact when concurrent requests are spread over pods by nginx (DESIGN §7.6): the per-principal tool
budget admits exactly its limit, and quotas and spend caps are passed by less than one turn's reservation, with
every turn's usage charged exactly once."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import pytest_asyncio
import sqlalchemy as sa

from deputy.core.connections import ConnectionDraft
from deputy.core.tools.records import AuditQuery, Outcome
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store import Database, Stores
from deputy.store.tables import token_ledger
from deputy.testing.pods import UPSTREAM_HEADER
from tests.pods.conftest import Cluster, cluster
from tests.pods.sse import chat_body

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
]
TOOL_LIMIT = 10
TOKEN_LIMIT = 12_000
TURN_TOKENS = 1_000  # what the fake model reports per answer
ROUND = 8  # turns started at once per round, over both pods


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def running() -> AsyncIterator[Cluster]:
    answer = FakeTurn(text="Answered.", usage={"prompt_tokens": 900, "completion_tokens": 100})
    async with FakeUpstream(FakeScript(default=answer), strict=False) as upstream:
        env = {
            "DEPUTY_LLM_BASE_URL": upstream.base_url,
            "DEPUTY_LLM_MODEL": "fake-model",
            "DEPUTY_DOCS_TOOLS": "true",
            "DEPUTY_TOOL_CALLS_PER_WINDOW": str(TOOL_LIMIT),
            "DEPUTY_TOOL_WINDOW_SECONDS": "3600",
            "DEPUTY_TURN_RESERVE_TOKENS": "1000",
        }
        users = {"alice": "member", "bob": "member", "carol": "member"}
        async with cluster(pods=2, env=env, users=users, prepare=capped_connection(upstream)) as started:
            yield started


def capped_connection(upstream: FakeUpstream) -> Callable[[Database], Awaitable[None]]:
    """Creates the connection `capped` before the pods start (each pod re-reads connections only every 2 s)."""

    async def prepare(database: Database) -> None:
        draft = ConnectionDraft(
            name="capped",
            base_url=upstream.base_url,
            default_model="fake-model",
            spend_cap_tokens=TOKEN_LIMIT,
            spend_window_minutes=60,
        )
        await Stores.open(database).connections.create(draft, api_key=None, now=datetime.now(UTC))

    return prepare


async def test_the_tool_budget_admits_exactly_its_limit_over_concurrent_calls_on_every_pod(running: Cluster) -> None:
    responses = await asyncio.gather(
        *(
            running.client.post("/api/tools/list_docs/call", json={"arguments": {}}, headers=running.auth("alice"))
            for _ in range(3 * TOOL_LIMIT)
        )
    )

    statuses = Counter(r.status_code for r in responses)
    assert statuses == {200: TOOL_LIMIT, 429: 2 * TOOL_LIMIT}
    assert {r.json()["error"] for r in responses if r.status_code == 429} == {"tool_budget_exceeded"}
    assert len({r.headers[UPSTREAM_HEADER] for r in responses}) == 2
    rows = await running.stores.audit.query(AuditQuery(limit=1000, principal_id=running.user_ids["alice"]))
    assert sum(row.outcome is Outcome.OK for row in rows) == TOOL_LIMIT


async def test_a_users_quota_is_passed_by_less_than_one_reservation_with_turns_spread_over_pods(
    running: Cluster,
) -> None:
    user = running.user_ids["bob"]
    await running.stores.quotas.set_limits(user, {"daily": TOKEN_LIMIT}, by=None, now=datetime.now(UTC))

    admitted, refusals, pods = await until_refused(running, "bob")

    total, reservation, still_open = await ledger_totals(running, token_ledger.c.user_id == user)
    assert refusals == {"quota_exceeded"} and pods == 2
    assert still_open == 0
    assert total == admitted * TURN_TOKENS  # each admitted turn charged once, nothing for a refused one
    assert TOKEN_LIMIT <= total < TOKEN_LIMIT + reservation


async def test_a_connection_spend_cap_is_passed_by_less_than_one_reservation_with_turns_spread_over_pods(
    running: Cluster,
) -> None:
    capped = await running.stores.connections.get_by_name("capped")
    assert capped is not None

    admitted, refusals, pods = await until_refused(running, "carol", connectionId=capped.id)

    total, reservation, still_open = await ledger_totals(running, token_ledger.c.connection_id == capped.id)
    assert refusals == {"spend_cap_exceeded"} and pods == 2
    assert still_open == 0
    assert total == admitted * TURN_TOKENS
    assert TOKEN_LIMIT <= total < TOKEN_LIMIT + reservation


async def until_refused(running: Cluster, who: str, **body: Any) -> tuple[int, set[str], int]:
    """Rounds of `ROUND` simultaneous turns (each in a new conversation) until a round admits none:
    `(admitted, refusal codes, pods that answered)`."""
    admitted, refusals, pods = 0, set(), set()
    for _ in range(TOKEN_LIMIT // TURN_TOKENS + 5):
        conversations = [await running.new_conversation(who) for _ in range(ROUND)]
        responses = await asyncio.gather(
            *(
                running.client.post("/api/chat", json=chat_body(c, "Question", **body), headers=running.auth(who))
                for c in conversations
            )
        )
        pods |= {r.headers[UPSTREAM_HEADER] for r in responses}
        admitted_now = sum(r.status_code == 200 for r in responses)
        refusals |= {r.json()["error"] for r in responses if r.status_code == 429}
        assert all(r.status_code in (200, 429) for r in responses), [r.text[:300] for r in responses]
        admitted += admitted_now
        if admitted_now == 0:
            return admitted, refusals, len(pods)
    raise AssertionError(f"the limit was never reached: {admitted} turns admitted")


async def ledger_totals(running: Cluster, where: sa.ColumnElement[bool]) -> tuple[int, int, int]:
    """`(tokens charged, the largest reservation, reservations still open)`."""
    c = token_ledger.c
    async with running.stores.database.transaction() as conn:
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
