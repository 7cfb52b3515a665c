"""`probe_url` as a tool (`DEPUTY_PROBE_TOOL`): offered only when switched on and only to holders of `net.probe`,
refusing a private address before any connection, reporting what a public one answered."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, Literal

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.schema import validate_arguments
from deputy.net.probe import ProbeResult, probe_url
from deputy.net.probe_tool import build_probe_tool
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, seed


@pytest.fixture
async def client_for(database: Database, tmp_path: Path) -> AsyncIterator[Any]:
    opened: list[Any] = []

    async def open_app(*, probe_tool: bool) -> tuple[httpx.AsyncClient, dict[str, str]]:
        settings = Settings(
            db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", probe_tool=probe_tool
        )
        app = create_app(settings, registry=build_toolbox(Calls()), clock=ManualClock(), database=database)
        tokens = await seed(app.state.deputy) if not opened else opened[0][1]
        client = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test")
        opened.append((client, tokens))
        return client, tokens

    yield open_app
    for client, _ in opened:
        await client.aclose()


async def test_the_probe_tool_is_offered_only_when_switched_on_and_only_to_holders_of_net_probe(
    client_for: Any,
) -> None:
    off, tokens = await client_for(probe_tool=False)
    on, _ = await client_for(probe_tool=True)

    def names(response: httpx.Response) -> set[str]:
        return {t["name"] for t in response.json()}

    admin, operator = {"Authorization": f"Bearer {tokens['admin']}"}, {"Authorization": f"Bearer {tokens['operator']}"}
    assert "probe_url" not in names(await off.get("/api/tools", headers=admin))
    assert "probe_url" in names(await on.get("/api/tools", headers=admin))
    assert "probe_url" not in names(await on.get("/api/tools", headers=operator))
    refused = await on.post("/api/tools/probe_url/call", json={"arguments": {"url": "https://a.b"}}, headers=operator)
    assert refused.status_code == 403


@pytest.mark.parametrize(
    "url", ["http://127.0.0.1:9/", "http://localhost/admin", "http://[::1]/", "file:///etc/passwd"]
)
async def test_a_probe_of_a_private_address_is_refused_before_any_connection(client_for: Any, url: str) -> None:
    on, tokens = await client_for(probe_tool=True)

    response = await on.post(
        "/api/tools/probe_url/call",
        json={"arguments": {"url": url}},
        headers={"Authorization": f"Bearer {tokens['admin']}"},
    )

    assert response.status_code >= 400 and response.json()["error"] in ("probe_refused", "invalid_tool_input")


async def test_the_probe_reports_the_status_type_and_the_start_of_the_body() -> None:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 4\r\n\r\ndown")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]

    async def to_local(url: str, method: Literal["GET", "HEAD"]) -> ProbeResult:
        local = url.replace("status.example.com", f"127.0.0.1:{port}")
        return await probe_url(local, method=method, address_policy=lambda address: None)

    probe = build_probe_tool(to_local)
    ctx = ToolContext(
        principal=Principal(kind=PrincipalKind.USER, id="u", permissions=frozenset({"net.probe"})),
        transport=Transport.API,
    )
    async with server:
        result = await probe.execute(
            ctx, validate_arguments(probe.name, probe.input_model, {"url": "http://status.example.com/health"})
        )

    assert (result["status"], result["contentType"], result["bodySample"]) == (503, "text/plain", "down")
