"""The official Python MCP client against a live Deputy: the whole OAuth flow, then tools, in both eras."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp.client.context import ClientRequestContext
from mcp.types import ElicitRequestParams, ElicitResult

from deputy.core.clock import ManualClock
from deputy.core.identity.sessions import CSRF_HEADER, SESSION_COOKIE, csrf_token_for
from deputy.core.tools.records import ProposalStatus
from deputy.store import Database

from .support import Deputy, live_deputy, mcp_session, oauth_client, signed_in_browser

pytestmark = pytest.mark.slow

MODES = ["legacy", "2026-07-28"]
INCIDENT = {"title": "Checkout is down", "severity": 2}


async def user_id(deputy: Deputy, name: str) -> str:
    user = await deputy.runtime.stores.identity.user_by_name(name)
    assert user is not None
    return user.id


@pytest.mark.parametrize("mode", MODES)
async def test_the_python_client_registers_authorizes_and_lists_and_calls_tools(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        browser = await signed_in_browser(deputy, "viewer")
        async with mcp_session(deputy, mode=mode, auth=oauth_client(deputy, browser)) as client:
            listed = await client.list_tools()
            result = await client.call_tool("list_incidents", {"status": "open"})
            invalid = await client.call_tool("list_incidents", {"limit": 0})
        viewer = await user_id(deputy, "viewer")
    assert [t.name for t in listed.tools] == ["list_incidents", "get_proposal"]
    assert listed.tools[0].annotations is not None and listed.tools[0].annotations.read_only_hint is True
    assert result.is_error is False
    assert result.structured_content == {"incidents": [], "as": viewer}
    assert invalid.is_error is True
    assert "limit" in invalid.content[0].text  # type: ignore[union-attr]
    assert len(browser.consent_pages) == 1
    assert "pytest agent" in browser.consent_pages[0]


async def web_session(deputy: Deputy, username: str) -> str:
    """A real browser session of the web UI (the consent page's sessions in these tests are stand-ins)."""
    user = await deputy.runtime.stores.identity.user_by_name(username)
    assert user is not None
    terms = deputy.runtime.settings.session_terms()
    now = deputy.runtime.clock.now()
    return (
        await deputy.runtime.stores.sessions.create(user_id=user.id, tenant_id=user.tenant_id, now=now, terms=terms)
    ).secret


@pytest.mark.parametrize("mode", MODES)
async def test_an_operators_mutating_call_only_proposes_until_a_human_applies_it(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        browser = await signed_in_browser(deputy, "operator")
        async with mcp_session(deputy, mode=mode, auth=oauth_client(deputy, browser)) as client:
            listed = await client.list_tools()
            pending = await client.call_tool("create_incident", INCIDENT)
            view: dict[str, Any] = dict(pending.structured_content or {})
            assert deputy.calls.executed["create_incident"] == 0 and deputy.calls.incidents == []
            before = await client.call_tool("get_proposal", {"proposal": view["proposal"]})
            async with httpx2.AsyncClient() as http:
                # The operator's own API token may not apply it: an agent could hold that token too.
                by_token = await http.post(
                    f"{deputy.url}/api/proposals/apply",
                    json={"token": view["proposal"]},
                    headers={"Authorization": f"Bearer {deputy.tokens['operator']}"},
                )
                # The human, signed in to the web UI, in its confirm card.
                session = await web_session(deputy, "operator")
                applied = await http.post(
                    f"{deputy.url}/api/proposals/apply",
                    json={"token": view["proposal"]},
                    headers={
                        "Cookie": f"{SESSION_COOKIE}={session}",
                        CSRF_HEADER: csrf_token_for(session, key=deputy.runtime.secret),
                    },
                )
            after = await client.call_tool("get_proposal", {"proposal": view["proposal"]})
    create = next(t for t in listed.tools if t.name == "create_incident")
    assert create.annotations is not None and create.annotations.read_only_hint is False
    assert pending.is_error is False
    assert view["status"] == "awaiting_approval"
    assert view["approve_url"] == f"{deputy.url}/proposals/{view['proposal']}"
    assert view["proposal_id"] in pending.content[0].text  # type: ignore[union-attr]
    assert (before.structured_content or {})["status"] == "awaiting_approval"
    assert (by_token.status_code, by_token.json()["error"]) == (403, "needs_a_person")
    assert applied.status_code == 200, applied.text
    assert deputy.calls.executed["create_incident"] == 1
    assert (after.structured_content or {})["status"] == "applied"
    record = await deputy.runtime.stores.proposals.get(view["proposal_id"])
    assert record is not None and record.transport.value == "mcp" and record.status is ProposalStatus.APPLIED


@pytest.mark.parametrize("mode", MODES)
async def test_a_viewer_sees_no_mutating_tool_and_can_never_execute_one(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        browser = await signed_in_browser(deputy, "viewer")
        async with mcp_session(deputy, mode=mode, auth=oauth_client(deputy, browser)) as client:
            listed = await client.list_tools()
            refused = await client.call_tool("create_incident", INCIDENT)
    assert all(t.annotations is not None and t.annotations.read_only_hint for t in listed.tools)
    assert refused.is_error is True
    assert "forbidden" in refused.content[0].text  # type: ignore[union-attr]
    assert deputy.calls.dry_runs["create_incident"] == 0 and deputy.calls.executed["create_incident"] == 0


@pytest.mark.parametrize("mode", MODES)
async def test_a_downgraded_user_loses_tools_on_the_next_request(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        browser = await signed_in_browser(deputy, "operator")
        async with mcp_session(deputy, mode=mode, auth=oauth_client(deputy, browser)) as client:
            before = await client.list_tools()
            await deputy.runtime.stores.identity.set_roles(
                user_id=await user_id(deputy, "operator"), role_names=["viewer"]
            )
            after = await client.list_tools()
            refused = await client.call_tool("create_incident", INCIDENT)
    assert "create_incident" in [t.name for t in before.tools]
    assert "create_incident" not in [t.name for t in after.tools]
    assert refused.is_error is True and deputy.calls.dry_runs["create_incident"] == 0


@pytest.mark.parametrize("mode", MODES)
async def test_a_personal_api_token_works_on_mcp_with_its_scopes(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        async with mcp_session(deputy, mode=mode, token=deputy.tokens["operator-read-scope"]) as client:
            listed = await client.list_tools()
            result = await client.call_tool("list_incidents", {})
    assert [t.name for t in listed.tools] == ["list_incidents", "get_proposal"]
    assert result.is_error is False


async def test_in_session_mode_the_client_gets_a_session_and_the_user_approves_in_an_elicitation_form(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    asked: list[str] = []

    async def approve(context: ClientRequestContext, params: ElicitRequestParams) -> ElicitResult:
        asked.append(params.message)
        return ElicitResult(action="accept", content={"decision": "apply"})

    async with live_deputy(sqlite_db, tmp_path, clock, mcp_sessions=True) as deputy:
        browser = await signed_in_browser(deputy, "operator")
        auth = oauth_client(deputy, browser)
        async with mcp_session(deputy, mode="legacy", auth=auth, elicitation_callback=approve) as client:
            applied = await client.call_tool("create_incident", INCIDENT)
        operator = await user_id(deputy, "operator")
    assert len(asked) == 1 and "Checkout is down" in asked[0]
    assert applied.is_error is False
    assert (applied.structured_content or {})["status"] == "applied"
    assert deputy.calls.executed_by == [operator]
    assert [i["title"] for i in deputy.calls.incidents] == ["Checkout is down"]


async def test_a_declined_elicitation_changes_nothing(sqlite_db: Database, tmp_path: Path, clock: ManualClock) -> None:
    async def decline(context: ClientRequestContext, params: ElicitRequestParams) -> ElicitResult:
        return ElicitResult(action="accept", content={"decision": "decline"})

    async with live_deputy(sqlite_db, tmp_path, clock, mcp_sessions=True) as deputy:
        browser = await signed_in_browser(deputy, "operator")
        auth = oauth_client(deputy, browser)
        async with mcp_session(deputy, mode="legacy", auth=auth, elicitation_callback=decline) as client:
            declined = await client.call_tool("create_incident", INCIDENT)
    assert (declined.structured_content or {})["status"] == "declined"
    assert deputy.calls.executed["create_incident"] == 0
