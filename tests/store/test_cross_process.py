"""Invariants that must hold when several OS processes (pods) share one Postgres."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from deputy.core.clock import SystemClock
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.gateway import Proposed, ToolGateway
from deputy.core.tools.records import AuditQuery, Outcome, ProposalStatus
from deputy.store import Database, Stores
from deputy.store.engine.migrate import upgrade
from deputy.testing.databases import postgres_schema, postgres_url
from tests.core.toolbox import Calls, build_toolbox
from tests.store.pod_worker import USER

pytestmark = [pytest.mark.postgres, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def shared_schema() -> AsyncIterator[tuple[str, str, Database]]:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_schema(url) as schema:
        database = Database(url, search_path=schema)
        await upgrade(database)
        yield url, schema, database
        await database.dispose()


async def run_pods(mode: str, url: str, schema: str, arg: str, pods: int = 2) -> list[dict[str, Any]]:
    processes = [
        await asyncio.create_subprocess_exec(
            *(sys.executable, "-m", "tests.store.pod_worker", mode, url, schema, arg),
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        for _ in range(pods)
    ]
    for process in processes:  # every pod is connected before any starts
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), timeout=60)
        assert line.strip() == b"ready", line
    outputs = await asyncio.wait_for(asyncio.gather(*(p.communicate(b"go\n") for p in processes)), timeout=60)
    for process, (_, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err.decode()
    return [json.loads(out.decode().strip().splitlines()[-1]) for out, _ in outputs]


async def test_the_tool_budget_holds_across_two_processes(
    shared_schema: tuple[str, str, Database], tmp_path: Path
) -> None:
    url, schema, database = shared_schema

    results = await run_pods("calls", url, schema, "30")

    assert [r["other"] for r in results] == [[], []]
    assert sum(r["ran"] for r in results) == 25
    assert sum(r["refused"] for r in results) == 35
    rows = await Stores.open(database).audit.query(AuditQuery(limit=1000))
    assert sum(row.outcome is Outcome.OK for row in rows) == 25


async def test_two_processes_applying_one_proposal_execute_it_once(
    shared_schema: tuple[str, str, Database], tmp_path: Path
) -> None:
    url, schema, database = shared_schema
    stores = Stores.open(database)
    gateway = ToolGateway(
        registry=build_toolbox(Calls()),
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=SystemClock(),
        secret=b"pod-worker-secret-key-0123456789",
    )
    proposed = await gateway.call(
        ToolContext(principal=USER, transport=Transport.API), "create_incident", {"title": "x", "severity": 1}
    )
    assert isinstance(proposed, Proposed)

    results = await run_pods("apply", url, schema, proposed.token, pods=3)

    assert sorted(r["executed"] for r in results) == [0, 0, 1]
    assert sorted(str(r["error"]) for r in results) == ["None", "proposal_consumed", "proposal_consumed"]
    record = await stores.proposals.get(proposed.proposal.id)
    assert record is not None and record.status is ProposalStatus.APPLIED
