"""Latency of `/mcp` over real HTTP: `tools/list` and `tools/call` of a trivial read tool, at concurrency 1 and 16.

A live uvicorn server on loopback serves `create_server` on what `deputy serve` runs (uvloop's event loop and
httptools' parser: `python -m bench` runs this bench on uvloop, and so does running this module; `server` in the
results names both); an aiohttp client sends stateless 2026-07-28 requests with a personal API token (each request
authenticates, reads live permissions and, for calls, goes through the whole gateway: budget, authorization,
validation, guard, audit). The client shares the process: aiohttp, as in `streams_bench`, because httpx spent
0.5 to 0.7 ms more of each request's time in the client. Reported per engine: p50/p99 in milliseconds; the p50 of
`GET /api/health` with the same client (`http_floor_p50_ms`: the HTTP round trip and the web middleware, which
any request pays); and in-process p50s of an empty database transaction, of authenticating a token, and of
authenticating plus listing (where the time goes: see docs/mcp.md, Benchmark).
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
from pydantic import BaseModel

from deputy.core.registry import ToolRegistry
from deputy.core.tools import Effect, ToolContext, Transport, tool
from deputy.llm.loopback_server import start_server, stop_server
from deputy.mcp import tools
from deputy.mcp.credentials import authenticate
from deputy.runtime import Runtime
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from deputy.testing.databases import postgres_database, sqlite_database

REQUESTS = 400
PHASE_REPEATS = 300
CONCURRENCY = (1, 16)
MODERN = "2026-07-28"


class Query(BaseModel):
    status: str = "open"


@tool(effect=Effect.READ, permissions={"incidents.read"})
async def list_incidents(ctx: ToolContext, args: Query) -> dict[str, Any]:
    """A trivial read."""
    return {"status": args.status, "items": []}


def _body(method: str, params: dict[str, Any]) -> dict[str, Any]:
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    return {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}


async def _seed(runtime: Runtime) -> str:
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="bench", name="Bench", now=now)
    await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"incidents.read"}, now=now)
    user = await identity.create_user(tenant_id=tenant, username="bench", role_names=["viewer"], now=now)
    return (await identity.create_api_token(user_id=user, now=now)).secret


async def _series(client: aiohttp.ClientSession, method: str, params: dict[str, Any], concurrency: int) -> list[float]:
    headers = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method, "Content-Type": "application/json"}
    if "name" in params:
        headers["Mcp-Name"] = params["name"]
    body = json.dumps(_body(method, params)).encode()
    latencies: list[float] = []
    per_worker = REQUESTS // concurrency

    async def worker() -> None:
        for _ in range(per_worker):
            started = time.perf_counter()
            async with client.post("/mcp", data=body, headers=headers) as response:
                text = await response.text()
            latencies.append((time.perf_counter() - started) * 1000)
            assert response.status == 200 and '"result"' in text, text

    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return sorted(latencies)


async def _floor(client: aiohttp.ClientSession) -> float:
    """The p50 of the cheapest request the server answers: the HTTP round trip and the web middleware alone."""
    latencies = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        async with client.get("/api/health") as response:
            await response.read()
        latencies.append((time.perf_counter() - started) * 1000)
        assert response.status == 200
    return round(statistics.median(latencies), 3)


async def _phases(runtime: Runtime, token: str, resource: str) -> dict[str, float]:
    """In-process p50s of the parts that are not HTTP: where a request's time goes."""

    async def empty_transaction() -> None:
        async with runtime.database.transaction():
            pass

    async def authenticate_once() -> None:
        await authenticate(runtime, f"Bearer {token}", resource=resource)

    async def list_once() -> None:
        caller = await authenticate(runtime, f"Bearer {token}", resource=resource)
        tools.list_tools(runtime, ToolContext(principal=caller.principal, transport=Transport.MCP))

    phases: dict[str, float] = {}
    for name, step in (
        ("empty_transaction", empty_transaction),
        ("authenticate", authenticate_once),
        ("authenticate_and_list", list_once),
    ):
        timings = []
        for _ in range(PHASE_REPEATS):
            started = time.perf_counter()
            await step()
            timings.append((time.perf_counter() - started) * 1000)
        phases[f"{name}_p50_ms"] = round(statistics.median(timings), 3)
    return phases


def _stats(latencies: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(latencies), 3),
        "p99_ms": round(latencies[max(0, int(len(latencies) * 0.99) - 1)], 3),
    }


async def measure(database: Database, tmp: Path) -> dict[str, Any]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    registry = ToolRegistry()
    registry.register(list_incidents)
    settings = Settings(
        db_url=database.url,
        secret_key="b" * 40,
        secret_key_file=tmp / "unused",
        public_url=f"http://127.0.0.1:{port}",
        tool_calls_per_window=10**9,
    )
    app = create_server(settings, registry=registry, database=database)
    token = await _seed(app.state.deputy)
    phases = await _phases(app.state.deputy, token, f"{settings.public_url}/mcp")
    server, _ = await start_server(app, port=port, lifespan="on")
    served = {"loop": type(asyncio.get_running_loop()).__module__, "http": server.config.http_protocol_class.__name__}
    results: dict[str, Any] = {}
    try:
        async with aiohttp.ClientSession(
            settings.public_url,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"},
            connector=aiohttp.TCPConnector(limit=32),
            timeout=aiohttp.ClientTimeout(total=30),
        ) as client:
            await _series(client, "tools/list", {}, 1)  # warm up
            results["http_floor_p50_ms"] = await _floor(client)
            for concurrency in CONCURRENCY:
                listed = await _series(client, "tools/list", {}, concurrency)
                called = await _series(
                    client, "tools/call", {"name": "list_incidents", "arguments": {"status": "open"}}, concurrency
                )
                results[f"c{concurrency}"] = {"tools/list": _stats(listed), "tools/call": _stats(called)}
    finally:
        await stop_server(server)
    return {"requests": REQUESTS, "server": served, **results, "in_process": phases}


async def run() -> dict[str, Any]:
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        async with sqlite_database(Path(tmp)) as db:
            results["sqlite"] = await measure(db, Path(tmp))
        url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
        if url:
            async with postgres_database(url) as db:
                results["postgres"] = await measure(db, Path(tmp))
    return results


if __name__ == "__main__":
    from bench.__main__ import _served_loop

    print(_served_loop(run()))
