"""The official TypeScript MCP SDK (`@modelcontextprotocol/sdk`, in Node) against a live Deputy `/mcp`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deputy.core.clock import ManualClock
from deputy.store import Database

from .node import run_mcp_client, run_mcp_client_ok
from .support import live_deputy

pytestmark = pytest.mark.slow

INCIDENT = json.dumps({"title": "Checkout is down", "severity": 2})


async def test_the_node_client_lists_tools_reads_and_gets_a_pending_approval_for_a_change(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        out = await run_mcp_client_ok(
            url=deputy.mcp_url,
            token=deputy.tokens["operator"],
            read="list_incidents",
            read_args=json.dumps({"status": "open"}),
            write="create_incident",
            write_args=INCIDENT,
        )
        operator = await deputy.runtime.stores.identity.user_by_name("operator")
        assert operator is not None
        proposal = await deputy.runtime.stores.proposals.get(out["write"]["structuredContent"]["proposal_id"])
    tools = {t["name"]: t for t in out["tools"]}
    assert set(tools) == {"list_incidents", "create_incident", "get_proposal"}
    assert tools["list_incidents"]["readOnlyHint"] is True and tools["list_incidents"]["hasInputSchema"] is True
    assert tools["create_incident"]["readOnlyHint"] is False
    assert out["read"] == {
        "isError": False,
        "structuredContent": {"incidents": [], "as": operator.id},
        "text": [json.dumps({"incidents": [], "as": operator.id}, ensure_ascii=False)],
    }
    write = out["write"]
    assert write["isError"] is False
    assert write["structuredContent"]["status"] == "awaiting_approval"
    assert write["structuredContent"]["approve_url"].startswith(f"{deputy.url}/proposals/")
    assert deputy.calls.executed["create_incident"] == 0 and deputy.calls.incidents == []
    assert proposal is not None and proposal.transport.value == "mcp"


async def test_the_node_client_runs_the_whole_oauth_flow_from_the_401_challenge(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        cookie = await deputy.sessions.sign_in("viewer")
        out = await run_mcp_client_ok(url=deputy.mcp_url, session_cookie=cookie, read="list_incidents")
        refused = await run_mcp_client_ok(
            url=deputy.mcp_url, session_cookie=cookie, read="create_incident", read_args=INCIDENT
        )
    seen = out["seen"]
    assert seen["challenges"][0]["url"] == deputy.mcp_url
    assert (
        f'resource_metadata="{deputy.url}/.well-known/oauth-protected-resource/mcp"'
        in (seen["challenges"][0]["wwwAuthenticate"])
    )
    assert seen["registered"] == {"client_id": True, "auth_method": "none"}
    assert seen["consent"]["named_client"] is True
    assert seen["tokenType"].lower() == "bearer"
    assert [t["name"] for t in out["tools"]] == ["list_incidents", "get_proposal"]
    assert out["read"]["isError"] is False
    assert refused["read"]["isError"] is True and "forbidden" in refused["read"]["text"][0]
    assert deputy.calls.dry_runs["create_incident"] == 0


async def test_the_node_client_is_refused_with_an_invalid_token_challenge(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        code, out, stderr = await run_mcp_client(url=deputy.mcp_url, token="dpt_" + "x" * 43)
    assert code != 0 and "invalid_token" in stderr
    [challenge] = out["seen"]["challenges"]
    assert challenge["wwwAuthenticate"].startswith('Bearer error="invalid_token"')
    assert f'resource_metadata="{deputy.url}/.well-known/oauth-protected-resource/mcp"' in challenge["wwwAuthenticate"]
