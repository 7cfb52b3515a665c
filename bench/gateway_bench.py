"""Cost of the tool spine per call: budget + authorization + validation + audit, on SQLite and Postgres.

Compares `gateway.call` of a trivial read tool with calling the tool function directly, same process.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from deputy.core.clock import SystemClock
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import Effect, ToolContext, Transport, tool
from deputy.core.tools.gateway import GatewayPolicy, ToolGateway
from deputy.core.tools.registry import ToolRegistry
from deputy.store import Database, Stores
from deputy.testing.databases import postgres_database, sqlite_database

CALLS = 300


class Query(BaseModel):
    status: str = "open"


@tool(effect=Effect.READ, permissions={"incidents.read"})
async def list_incidents(ctx: ToolContext, args: Query) -> dict[str, Any]:
    """A trivial read."""
    return {"status": args.status, "items": []}


async def measure(database: Database) -> dict[str, float]:
    stores = Stores.open(database)
    registry = ToolRegistry()
    registry.register(list_incidents)
    gateway = ToolGateway(
        registry=registry,
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=SystemClock(),
        secret=b"bench-secret-0123456789abcdef0123",
        policy=GatewayPolicy(tool_calls=10**9),
    )
    ctx = ToolContext(principal=Principal.user("u", permissions={"incidents.read"}), transport=Transport.API)
    direct, through = [], []
    for _ in range(CALLS):
        started = time.perf_counter()
        await list_incidents.execute(ctx, Query())
        direct.append(time.perf_counter() - started)
        started = time.perf_counter()
        await gateway.call(ctx, "list_incidents", {"status": "open"})
        through.append(time.perf_counter() - started)
    added = sorted((b - a) * 1000 for a, b in zip(direct, through, strict=True))
    return {
        "calls": CALLS,
        "added_ms_p50": round(statistics.median(added), 3),
        "added_ms_p99": round(added[int(len(added) * 0.99) - 1], 3),
    }


async def run() -> dict[str, Any]:
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        async with sqlite_database(Path(tmp)) as db:
            results["sqlite"] = await measure(db)
    url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
    if url:
        async with postgres_database(url) as db:
            results["postgres"] = await measure(db)
    return results


if __name__ == "__main__":
    print(asyncio.run(run()))
