"""Latency of `/mcp` over real HTTP: `tools/list` and `tools/call` of a trivial read tool, at concurrency 1 and 16.

Deputy runs in a child process (`python -m bench.mcp_bench serve`), served as `deputy serve` serves it:
`create_server` with this bench's one tool, uvicorn on uvloop's event loop and httptools' parser, the collector
paced (`server` in the results names them). This process is the client, on uvloop too, so the client's work never
shares Deputy's event loop or GIL (until November 2026 it did, which at 16 concurrent requests charged the client's
parsing to Deputy). An aiohttp client sends stateless 2026-07-28 requests with a personal API token (each request
authenticates, reads live permissions and, for calls, goes through the whole gateway: budget, authorization,
validation, guard, audit); aiohttp, as in `streams_bench`, because httpx spent
0.5 to 0.7 ms more of each request's time in the client. Reported per engine: p50/p99 in milliseconds; the p50 of
`GET /api/health` with the same client (`http_floor_p50_ms`: the HTTP round trip and the web middleware, which
any request pays); and in-process p50s of an empty database transaction, of authenticating a token, and of
authenticating plus listing (where the time goes: see docs/mcp.md, Benchmark).
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import aiohttp
from pydantic import BaseModel

from bench.chat_stream_bench import SECRET, _free_port, _process, arguments, migrated, serve_app
from bench.streams_bench import _cpu_seconds
from deputy.cli import FAST_UVICORN
from deputy.core.tools.declarations import Effect, ToolContext, Transport, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.mcp import tools
from deputy.mcp.credentials import authenticate
from deputy.runtime import Runtime
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from deputy.testing.databases import postgres_schema

REQUESTS = 400
PHASE_REPEATS = 300
CONCURRENCY = (1, 16)
MODERN = "2026-07-28"
CALL = {"name": "list_incidents", "arguments": {"status": "open"}}
SERVED = {"process": "uvicorn child, as `deputy serve`", **FAST_UVICORN}


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


async def _timed(
    client: aiohttp.ClientSession, pid: int, method: str, params: dict[str, Any], concurrency: int
) -> dict[str, float]:
    """One series' latencies, the requests it served per second, and the server's CPU per request (from
    `/proc`, so the resolution is the kernel's tick: 10 ms over a series' 400 requests)."""
    cpu, started = _cpu_seconds(pid), time.perf_counter()
    latencies = await _series(client, method, params, concurrency)
    elapsed, cpu = time.perf_counter() - started, _cpu_seconds(pid) - cpu
    return {
        **_stats(latencies),
        "per_second": round(len(latencies) / elapsed),
        "server_cpu_ms_per_request": round(cpu * 1000 / len(latencies), 3),
    }


def _registry() -> ToolRegistry:
    registry = ToolRegistry()
    registry.register(list_incidents)
    return registry


def _settings(db_url: str, public_url: str) -> Settings:
    return Settings(
        db_url=db_url,
        secret_key=SECRET,
        secret_key_file=Path(tempfile.gettempdir()) / "unused",
        public_url=public_url,
        tool_calls_per_window=10**9,
    )


async def measure(db_url: str, schema: str | None, workdir: Path) -> dict[str, Any]:
    """Seed and time the in-process phases here, then serve Deputy in a child and drive it from this process."""
    port = _free_port()
    public_url = f"http://127.0.0.1:{port}"
    database = Database(db_url, search_path=schema)
    try:
        runtime = create_server(_settings(db_url, public_url), registry=_registry(), database=database).state.deputy
        token = await _seed(runtime)
        phases = await _phases(runtime, token, f"{public_url}/mcp")
    finally:
        await database.dispose()
    args = [sys.executable, "-m", "bench.mcp_bench", "serve", "--db", db_url, "--port", str(port)]
    if schema is not None:
        args += ["--schema", schema]
    results: dict[str, Any] = {}
    async with (
        _process(args, f"{public_url}/api/ready", workdir / "deputy.log") as deputy,
        aiohttp.ClientSession(
            public_url,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"},
            connector=aiohttp.TCPConnector(limit=32),
            timeout=aiohttp.ClientTimeout(total=30),
        ) as client,
    ):
        await _series(client, "tools/list", {}, 1)  # warm up
        results["http_floor_p50_ms"] = await _floor(client)
        for concurrency in CONCURRENCY:
            results[f"c{concurrency}"] = {
                "tools/list": await _timed(client, deputy.pid, "tools/list", {}, concurrency),
                "tools/call": await _timed(client, deputy.pid, "tools/call", CALL, concurrency),
            }
    return {"requests": REQUESTS, "server": SERVED, **results, "in_process": phases}


async def floors(workdir: Path) -> dict[str, Any]:
    """The same client against two servers with no Deputy in them, served the same way, at 1 and 16 requests in
    flight: `floor_app` (no framework, no work: what any Python server on this machine's loopback answers at best)
    and `sdk_app` (the official SDK's 2026-07-28 JSON path with handlers that do nothing: what the SDK alone costs).
    At 16 their p50s bound Deputy's from below (the client and the server share the machine's two cores)."""
    results: dict[str, Any] = {}
    for name in ("floor", "sdk"):
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        args = [sys.executable, "-m", "bench.mcp_bench", name, str(port)]
        async with (
            _process(args, url, workdir / f"{name}.log") as server,
            aiohttp.ClientSession(url, connector=aiohttp.TCPConnector(limit=32)) as client,
        ):
            await _series(client, "tools/call", CALL, 1)  # warm up
            results[f"{name}_app"] = {
                f"c{c}": {
                    "tools/list": await _timed(client, server.pid, "tools/list", {}, c),
                    "tools/call": await _timed(client, server.pid, "tools/call", CALL, c),
                }
                for c in CONCURRENCY
            }
    return results


_FLOOR_ANSWER = json.dumps(
    {"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": "{}"}], "isError": False}}
).encode()
_FLOOR_HEADERS = [(b"content-type", b"application/json"), (b"content-length", str(len(_FLOOR_ANSWER)).encode())]


async def floor_app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """An ASGI app that reads the request and answers a fixed JSON-RPC result: no framework, no work."""
    if scope["type"] != "http":
        return
    while (await receive()).get("more_body"):
        pass
    await send({"type": "http.response.start", "status": 200, "headers": _FLOOR_HEADERS})
    await send({"type": "http.response.body", "body": _FLOOR_ANSWER})


def sdk_app() -> Any:
    """The SDK's session manager for 2026-07-28 JSON answers, as Deputy mounts it, over a low-level `Server` whose
    handlers return constants: no authentication, no framework, no database, no gateway. GET answers 200 (ready)."""
    from mcp.server import Server
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from mcp.server.transport_security import TransportSecuritySettings
    from mcp.types import CallToolResult, ListToolsResult, TextContent, Tool

    schema = Query.model_json_schema()
    listed = ListToolsResult(tools=[Tool(name="list_incidents", description="A trivial read.", input_schema=schema)])
    called = CallToolResult(content=[TextContent(type="text", text="{}")], structured_content={"items": []})

    async def on_list_tools(ctx: Any, params: Any) -> ListToolsResult:
        return listed

    async def on_call_tool(ctx: Any, params: Any) -> CallToolResult:
        return called

    server: Server[Any] = Server(
        "floor",
        get_tool_input_schema=lambda name: schema if name == "list_incidents" else None,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )
    manager = StreamableHTTPSessionManager(
        app=server,
        json_response=True,
        stateless=True,
        security_settings=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await receive()  # startup
            async with manager.run():
                await send({"type": "lifespan.startup.complete"})
                await receive()  # shutdown
            await send({"type": "lifespan.shutdown.complete"})
        elif scope["method"] == "GET":
            await floor_app(scope, receive, send)
        else:
            await manager.handle_request(scope, receive, send)

    return app


async def run() -> dict[str, Any]:
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        results.update(await floors(workdir))
        db_url = f"sqlite:///{workdir / 'deputy.db'}"
        await migrated(db_url, None)
        results["sqlite"] = await measure(db_url, None, workdir)
    url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
    if url:
        async with postgres_schema(url) as schema:
            await migrated(url, schema)
            with tempfile.TemporaryDirectory() as tmp:
                results["postgres"] = await measure(url, schema, Path(tmp))
    return results


# -- the Deputy child ------------------------------------------------------------------------------------------


def serve(db_url: str, schema: str | None, port: int) -> None:
    """What `deputy serve` does (without migrating), with the bench's one tool, over a `Database` that may carry a
    Postgres schema."""
    public_url = f"http://127.0.0.1:{port}"
    database = Database(db_url, search_path=schema)
    serve_app(create_server(_settings(db_url, public_url), registry=_registry(), database=database), port)


def main(argv: Sequence[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] in (["floor"], ["sdk"]):  # a floor's child: `floor|sdk <port>`
        serve_app(floor_app if argv[0] == "floor" else sdk_app(), int(argv[1]))
        return
    args = arguments("python -m bench.mcp_bench", argv)
    if args.command == "serve":
        serve(args.db, args.schema, args.port)
        return
    from bench.__main__ import _served_loop

    print(json.dumps(_served_loop(run()), indent=2))


if __name__ == "__main__":
    main()
