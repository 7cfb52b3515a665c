"""`Mcp-Param-*` headers of a 2026-07-28 `tools/call` are checked against the schema `tools/list` shows the caller."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from pydantic import BaseModel, Field

from deputy.core.clock import ManualClock
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.store import Database
from tests.core.toolbox import Calls
from tests.web.conftest import SECRET, seed

from .conftest import lifespan_in_one_task
from .flow import PUBLIC_URL, OAuthApp, Sessions, mcp_call, rpc_result


class Routed(BaseModel):
    region: str = Field(json_schema_extra={"x-mcp-header": "Region"})


@tool(effect=Effect.READ, permissions={"incidents.read"})
async def route_incident(ctx: ToolContext, args: Routed) -> dict[str, Any]:
    """Route an incident to a region."""
    return {"region": args.region}


@tool(effect=Effect.READ, permissions={"audit.read"})
async def region_audit(ctx: ToolContext, args: Routed) -> dict[str, Any]:
    """Audit a region (auditors only)."""
    return {"region": args.region}


@pytest.fixture
async def routed_app(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[OAuthApp]:
    from deputy.server import create_server
    from deputy.settings import Settings

    registry = ToolRegistry()
    registry.register(route_incident)
    registry.register(region_audit)
    settings = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", public_url=PUBLIC_URL
    )
    app = create_server(settings, registry=registry, clock=clock, database=database)
    tokens = await seed(app.state.deputy)
    async with (
        lifespan_in_one_task(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL) as client,
    ):
        yield OAuthApp(client=client, runtime=app.state.deputy, calls=Calls(), tokens=tokens, sessions=Sessions())


async def test_a_call_whose_param_header_disagrees_with_its_listed_schema_is_refused(routed_app: OAuthApp) -> None:
    call = {"name": "route_incident", "arguments": {"region": "eu"}}
    viewer = routed_app.tokens["viewer"]

    missing = await mcp_call(routed_app, viewer, "tools/call", call)
    wrong = await mcp_call(routed_app, viewer, "tools/call", call, **{"Mcp-Param-Region": "us"})
    matching = rpc_result(await mcp_call(routed_app, viewer, "tools/call", call, **{"Mcp-Param-Region": "eu"}))

    assert (missing.status_code, wrong.status_code) == (400, 400)
    assert "Mcp-Param-Region" in missing.json()["error"]["message"]
    assert matching["structuredContent"] == {"region": "eu"}


async def test_a_tool_not_listed_for_the_caller_is_refused_by_the_gateway_with_an_audit_row(
    routed_app: OAuthApp,
) -> None:
    call = {"name": "region_audit", "arguments": {"region": "eu"}}

    refused = rpc_result(await mcp_call(routed_app, routed_app.tokens["viewer"], "tools/call", call))

    async with routed_app.runtime.database.transaction() as conn:
        rows = (await conn.execute(sa.text("SELECT tool_name, outcome FROM audit_log"))).all()
    assert refused["isError"] is True
    assert [tuple(r) for r in rows] == [("region_audit", "refused")]
