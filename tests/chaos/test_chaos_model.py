"""The chaos model (`deputy.testing.chaos`) against the demo, through chat and MCP, for every demo role.

Each Hypothesis example is a seed. For each role the seed's model step (one to four parallel calls of every kind
of misbehaviour, to any of the demo's tools whatever the role may use) is played in a chat turn, then sent again
as MCP `tools/call`s; a follow-up turn then shows what the server replays. After every example:

- no 5xx, no JSON-RPC internal error, no error logged by the server;
- Acme Ops is unchanged: nothing ran beyond the caller's permissions and no change happened without a human;
- every call that reached the gateway wrote one audit row; a call the role may not make is refused there;
- every valid mutating call is exactly one pending proposal;
- every turn ends with text or a confirm card, and the next request replays into one a strict provider accepts.

`DEPUTY_CHAOS_EXAMPLES` sets the examples (default 30: a few seconds; 300 take about a minute); the counts go to
the test's output (`pytest -s`).
"""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from anyio.from_thread import BlockingPortal, start_blocking_portal
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft
from deputy.core.tools.declarations import Effect
from deputy.core.tools.schema import input_schema
from deputy.demo import DEMO_USERS
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.testing.chaos import ChaosCall, ChaosModel, ToolShape, as_turn, strict_request_problems
from deputy.testing.databases import sqlite_database
from tests.demo.conftest import Demo, open_demo
from tests.mcp.conftest import lifespan_in_one_task

pytestmark = pytest.mark.slow

EXAMPLES = int(os.environ.get("DEPUTY_CHAOS_EXAMPLES", "30"))
ROLES = tuple(user.username for user in DEMO_USERS)
MODERN = "2026-07-28"


@dataclass
class Tally:
    examples: int = 0
    calls: Counter[str] = field(default_factory=Counter)
    proposals: int = 0
    refusals: int = 0
    audited: int = 0
    cuts: int = 0


@dataclass
class Bench:
    demo: Demo
    upstream: FakeUpstream
    shapes: list[ToolShape]
    allowed: dict[str, set[str]]
    """The tools each role may use: by role name, and by the role's user id."""
    effects: dict[str, Effect]
    tally: Tally = field(default_factory=Tally)
    outcomes: Counter[str] = field(default_factory=Counter)


@asynccontextmanager
async def chaos_bench(directory: Path) -> AsyncIterator[Bench]:
    script = FakeScript(default=FakeTurn(text="Pong."))
    async with (
        sqlite_database(directory) as database,
        # Eager: every chaotic call reaches the gateway (lazy turns answer unloaded tools before it, unaudited).
        open_demo(database, directory, ManualClock(), tool_loading="eager") as demo,
        lifespan_in_one_task(demo.built.app),
        FakeUpstream(script, ttft_ms=0, interval_ms=0, strict=False) as upstream,
    ):
        runtime = demo.runtime
        await runtime.stores.connections.create(
            ConnectionDraft(
                name="chaos", base_url=upstream.url_for("openai"), default_model="fake-model", is_default=True
            ),
            api_key=None,
            now=runtime.clock.now(),
        )
        tools = list(runtime.registry)
        allowed = {}
        for role in ROLES:
            listed = await demo.client.get("/api/tools", headers=demo.auth(role))
            user = await runtime.stores.identity.user_by_name(role)
            assert user is not None
            allowed[role] = allowed[user.id] = {t["name"] for t in listed.json()}
        yield Bench(
            demo=demo,
            upstream=upstream,
            shapes=[ToolShape(t.name, input_schema(t.input_model)) for t in tools],
            allowed=allowed,
            effects={t.name: t.effect for t in tools},
        )


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[BlockingPortal, Bench]]:
    with (
        start_blocking_portal() as portal,
        portal.wrap_async_context_manager(chaos_bench(tmp_path_factory.mktemp("chaos"))) as opened,
    ):
        yield portal, opened
    tally = opened.tally
    print(
        f"\nchaos: {tally.examples} examples, {sum(tally.calls.values())} calls {dict(tally.calls)}, {tally.cuts} cut "
        "streams, "
        f"{tally.proposals} proposals, {tally.refusals} refusals, {tally.audited} audit rows; "
        f"audit decisions and outcomes {dict(opened.outcomes)}"
    )


@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@settings(
    max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)
def test_the_chaos_model_through_chat_and_mcp_breaks_no_invariant_for_any_role(
    seed: int, bench: tuple[BlockingPortal, Bench], caplog: pytest.LogCaptureFixture
) -> None:
    portal, opened = bench
    with caplog.at_level(logging.ERROR):
        portal.call(_example, opened, seed)
    logged = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not logged, [r.getMessage() for r in logged]


async def _example(bench: Bench, seed: int) -> None:
    clock = bench.demo.runtime.clock
    assert isinstance(clock, ManualClock)
    clock.advance(timedelta(minutes=2))  # a fresh tool budget window: the budget is held elsewhere, not here
    before = await _acme(bench.demo)
    counts = await _counts(bench)
    least = most = 0
    played: list[tuple[str, str, str]] = []
    for number, role in enumerate(ROLES):
        model = ChaosModel(seed * 7 + number, bench.shapes)
        calls, cut = model.step(), model.cut()
        played += [(role, call.kind.value, call.name) for call in calls]
        bench.tally.calls.update(call.kind.value for call in calls)
        bench.tally.cuts += cut is not None
        in_chat, repeats = _reaching_the_gateway(calls, chat=True)
        in_mcp, _ = _reaching_the_gateway(calls, chat=False)
        # A stream cut before it ends fails the turn and runs none of its calls; a cut past its last chunk is none.
        least += in_mcp + (0 if cut else in_chat)
        most += in_mcp + in_chat + repeats
        await _chat(bench, role, calls, nonce=f"chaos {seed} {role}", cut=cut)
        await _mcp(bench, role, calls)
    after = await _counts(bench)

    assert await _acme(bench.demo) == before, "Acme Ops changed without a human applying anything"
    audited = await _audit_rows(bench, since=counts["audit"])
    bench.outcomes.update(f"{transport}:{decision}:{outcome}" for transport, _, decision, outcome in audited)
    assert least <= len(audited) <= most, f"calls {played} wrote audit rows {audited}"
    proposed = after["proposals"] - counts["proposals"]
    assert proposed == after["confirmed"] - counts["confirmed"], "a valid change is not exactly one proposal"
    assert after["pending"] - counts["pending"] == proposed, "a proposal was decided without a human"
    assert after["outside"] == [], "a call ran or was proposed for a role that may not use its tool"
    bench.tally.examples += 1
    bench.tally.proposals += proposed
    bench.tally.audited += len(audited)
    bench.tally.refusals += after["refused"] - counts["refused"]


def _reaching_the_gateway(calls: list[ChaosCall], *, chat: bool) -> tuple[int, int]:
    """`(certain, possible)`: calls that reach the gateway, each of which writes one audit row. Over MCP every one.
    In chat the loop answers arguments that are not JSON itself, and a call repeated within its step is answered
    from the first unless that one failed with an input error (the model may retry it as it was), which this test
    cannot always know: a repeat may reach the gateway."""
    if not chat:
        return len(calls), 0
    keys = [f"{c.name}:{json.dumps(c.json_arguments, sort_keys=True)}" for c in calls if c.json_arguments is not None]
    return len(set(keys)), len(keys) - len(set(keys))


async def _chat(bench: Bench, role: str, calls: list[ChaosCall], *, nonce: str, cut: int | None) -> None:
    demo = bench.demo
    bench.upstream.add_rules(*as_turn(calls, nonce=nonce, cut_after=cut))
    conversation = (await demo.client.post("/api/conversations", json={}, headers=demo.auth(role))).json()
    body = {
        "id": conversation["id"],
        "messages": [{"id": "u1", "role": "user", "parts": [{"type": "text", "text": nonce}]}],
    }
    turn = await demo.client.post("/api/chat", json=body, headers=demo.auth(role))
    assert turn.status_code == 200, turn.text
    await demo.runtime.chat.wait_idle()
    stored = (await demo.client.get(f"/api/conversations/{conversation['id']}", headers=demo.auth(role))).json()
    answer = stored["messages"][-1]
    waiting = any(p.get("state") == "approval-requested" for p in answer["parts"])
    failed = answer["status"] == "error" and answer["error"]  # the stream was cut: the user reads why
    assert answer["role"] == "assistant" and (answer["content"].strip() or waiting or failed), answer

    ping = {**body, "messages": [{"id": "u2", "role": "user", "parts": [{"type": "text", "text": "ping"}]}]}
    again = await demo.client.post("/api/chat", json=ping, headers=demo.auth(role))
    assert again.status_code in (200, 409), again.text  # 409: a confirm card still waits on the last answer
    await demo.runtime.chat.wait_idle()
    if again.status_code == 200:
        sent = [r for r in bench.upstream.requests if r.body.get("stream")][-1].body["messages"]
        assert strict_request_problems(sent) == []


async def _mcp(bench: Bench, role: str, calls: list[ChaosCall]) -> None:
    demo = bench.demo
    headers = {
        **demo.auth(role),
        "mcp-protocol-version": MODERN,
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
    }
    meta = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
    for number, call in enumerate(calls):
        params = {"name": call.name, "arguments": call.json_arguments or {"raw": call.arguments}, "_meta": meta}
        body = {"jsonrpc": "2.0", "id": number, "method": "tools/call", "params": params}
        response = await demo.client.post(
            "/mcp", json=body, headers={**headers, "mcp-method": "tools/call", "mcp-name": call.name}
        )
        assert response.status_code < 500, response.text
        answer = _json_rpc(response)
        assert answer.get("error", {}).get("code") != -32603, answer


def _json_rpc(response: httpx.Response) -> dict[str, Any]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
        return json.loads(data[-1]) if data else {}
    return response.json() if response.content else {}


async def _acme(demo: Demo) -> Any:
    store = demo.built.store
    return (
        await store.list_incidents(status=None, service_id=None, limit=1000),
        await demo.get("/acme/services"),
        await demo.get("/acme/checks"),
    )


async def _audit_rows(bench: Bench, *, since: int) -> list[tuple[str, str, str, str]]:
    query = "SELECT transport, tool_name, decision, outcome FROM audit_log ORDER BY created_at, id"
    async with bench.demo.runtime.stores.database.transaction() as conn:
        rows = (await conn.execute(sa.text(query))).all()
    return [(row[0], row[1], row[2], row[3]) for row in rows[since:]]


async def _counts(bench: Bench) -> dict[str, Any]:
    queries = {
        "audit": "SELECT count(*) FROM audit_log",
        "refused": "SELECT count(*) FROM audit_log WHERE decision = 'refused'",
        "confirmed": "SELECT count(DISTINCT proposal_id) FROM audit_log WHERE decision = 'confirm'",
        "proposals": "SELECT count(*) FROM proposals",
        "pending": "SELECT count(*) FROM proposals WHERE status = 'proposed'",
    }
    async with bench.demo.runtime.stores.database.transaction() as conn:
        counts: dict[str, Any] = {key: int(await conn.scalar(sa.text(q)) or 0) for key, q in queries.items()}
        decided = await conn.execute(
            sa.text("SELECT principal_id, tool_name FROM audit_log WHERE decision IN ('run', 'confirm')")
        )
        counts["outside"] = [(who, tool) for who, tool in decided if tool not in bench.allowed.get(who, set())]
    return counts
