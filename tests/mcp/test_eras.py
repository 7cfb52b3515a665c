"""How each protocol era is answered at `/mcp` (stateless mode, the default)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from starlette.types import Message

from deputy.core.clock import ManualClock
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from tests.core.toolbox import Calls, IncidentQuery, build_toolbox
from tests.web.conftest import SECRET, seed

from .conftest import lifespan_in_one_task
from .flow import MODERN, PUBLIC_URL, OAuthApp, mcp_call, rpc_result

HANDSHAKE = "2025-11-25"


async def test_a_2026_request_is_answered_as_json_and_a_2025_request_as_an_event_stream(oauth_app: OAuthApp) -> None:
    token = oauth_app.tokens["viewer"]
    modern = await mcp_call(oauth_app, token, "tools/call", {"name": "list_incidents", "arguments": {}})
    handshake = await oauth_app.client.post(
        "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={
            "Authorization": f"Bearer {token}",
            "MCP-Protocol-Version": HANDSHAKE,
            "Accept": "application/json, text/event-stream",
        },
    )
    assert modern.headers["content-type"] == "application/json"
    assert modern.json()["result"]["isError"] is False
    assert handshake.headers["content-type"].startswith("text/event-stream")
    assert [t["name"] for t in rpc_result(handshake)["tools"]] == ["list_incidents", "get_proposal"]


async def test_a_2026_call_whose_client_hangs_up_runs_to_its_end_and_is_audited(
    database: Database, tmp_path: Path, clock: ManualClock
) -> None:
    started, release = asyncio.Event(), asyncio.Event()

    @tool(effect=Effect.READ, permissions={"incidents.read"})
    async def slow_report(ctx: ToolContext, args: IncidentQuery) -> dict[str, Any]:
        """A read that waits for the test."""
        started.set()
        await release.wait()
        return {"done": True}

    registry = build_toolbox(Calls())
    registry.register(slow_report)
    settings = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", public_url=PUBLIC_URL
    )
    app = create_server(settings, registry=registry, clock=clock, database=database)
    token = (await seed(app.state.deputy))["viewer"]
    meta = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "slow_report", "arguments": {}, "_meta": meta},
    }
    headers = {
        "authorization": f"Bearer {token}",
        "mcp-protocol-version": MODERN,
        "mcp-method": "tools/call",
        "mcp-name": "slow_report",
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
    }
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "root_path": "",
        "query_string": b"",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
        "server": ("deputy.test", 80),
        "client": ("127.0.0.1", 5000),
    }
    request = [{"type": "http.request", "body": json.dumps(body).encode(), "more_body": False}]
    sent: list[Message] = []

    async def receive() -> Message:
        # The body, then the client is gone: it hung up as soon as it had sent the call.
        return request.pop() if request else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    async with lifespan_in_one_task(app):
        served = asyncio.create_task(app(scope, receive, send))
        async with asyncio.timeout(10):
            await started.wait()
        release.set()
        async with asyncio.timeout(10):
            await served
    async with database.transaction() as conn:
        rows = (await conn.execute(sa.text("SELECT tool_name, outcome FROM audit_log"))).all()
    assert [tuple(r) for r in rows] == [("slow_report", "ok")]
    assert sent[0]["status"] == 200 and b'"done":true' in sent[-1]["body"]
