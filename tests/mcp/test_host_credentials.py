"""Projected tools reach the host over MCP with a host assertion minted per call, never the client's MCP token."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.guards.scrub import scrub_text
from deputy.core.identity.host_assertion import HOST_ASSERTION_PREFIX, MAX_LIFETIME, HostAssertions
from deputy.core.identity.principal import Principal
from deputy.errors import AuthError
from deputy.store import Database

from .demo import LiveDemo, live_demo
from .support import mcp_session

pytestmark = pytest.mark.slow

MODE = "2026-07-28"
INCIDENT = {"service_id": "search", "title": "Index stale", "severity": "high"}


async def principal(live: LiveDemo, who: str, scopes: list[str] | None = None) -> Principal:
    user = await live.runtime.stores.identity.user_by_name(who)
    assert user is not None
    return await live.runtime.stores.identity.principal_for_user(user.id, scopes=scopes)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_a_viewer_lists_services_over_mcp_and_the_host_sees_a_host_assertion_not_the_mcp_token(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_demo(sqlite_db, tmp_path, clock) as live:
        mcp_token = live.tokens["viewer"]
        async with mcp_session(live, mode=MODE, token=mcp_token) as client:
            listed = await client.list_tools()
            services = await client.call_tool("list_services", {"status": "degraded"})
        seen = list(live.seen.requests)
        async with live.acme() as acme:  # the host replaying the credential it saw, once the call is over
            replayed = await acme.get("/services", headers={"authorization": seen[0][2]["authorization"]})
        live_assertions = len(live.runtime.host_assertions)
    names = [t.name for t in listed.tools]
    assert "list_services" in names and "create_incident" not in names
    assert services.is_error is False, services.content
    structured: dict[str, Any] = dict(services.structured_content or {})
    assert {s["id"] for s in structured["services"]} == {"checkout-api", "search"}
    assert [(method, path) for method, path, _ in seen] == [("GET", "/services")]
    authorization = seen[0][2]["authorization"]
    assert authorization.startswith(f"Bearer {HOST_ASSERTION_PREFIX}")
    assert all(mcp_token not in value for _, _, headers in seen for value in headers.values())
    assert "cookie" not in seen[0][2]
    assert replayed.status_code == 401  # revoked when the call ended
    assert live_assertions == 0
    assert scrub_text(f"sent {authorization}") == "sent Bearer [REDACTED]"


async def test_an_operators_projected_change_over_mcp_previews_as_the_user_and_only_proposes(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_demo(sqlite_db, tmp_path, clock) as live:
        before = await live.demo.store.list_incidents(status=None, service_id=None, limit=100)
        async with mcp_session(live, mode=MODE, token=live.tokens["operator"]) as client:
            pending = await client.call_tool("create_incident", INCIDENT)
        after = await live.demo.store.list_incidents(status=None, service_id=None, limit=100)
    view: dict[str, Any] = dict(pending.structured_content or {})
    assert pending.is_error is False, pending.content
    assert view["status"] == "awaiting_approval"
    assert "Index stale" in view["summary"]
    text = pending.content[0].text  # type: ignore[union-attr]
    assert f"Nothing has changed yet. {view['summary']} A human must approve" in text and ".." not in text
    assert after == before  # nothing changed: a human applies it in the web UI
    assert live.seen.requests, "the preview reads Acme Ops as the operator"
    assert all(a.startswith(f"Bearer {HOST_ASSERTION_PREFIX}") for a in live.seen.authorizations())
    assert all(method == "GET" for method, _, _ in live.seen.requests)


async def test_a_viewers_host_assertion_cannot_do_operator_things_on_acme_routes(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_demo(sqlite_db, tmp_path, clock) as live:
        now = live.runtime.clock.now()
        viewer = live.runtime.host_assertions.mint(await principal(live, "viewer"), now=now)
        # An operator's MCP token narrowed to reading: its assertion carries the same narrowing.
        read_only = live.runtime.host_assertions.mint(await principal(live, "operator", ["acme.read"]), now=now)
        operator = live.runtime.host_assertions.mint(await principal(live, "operator"), now=now)
        async with live.acme() as acme:
            viewer_read = await acme.get("/services", headers=bearer(viewer))
            viewer_write = await acme.post("/incidents", json=INCIDENT, headers=bearer(viewer))
            narrowed_write = await acme.post("/incidents", json=INCIDENT, headers=bearer(read_only))
            operator_write = await acme.post("/incidents", json=INCIDENT, headers=bearer(operator))
    assert viewer_read.status_code == 200
    assert viewer_write.status_code == 403, viewer_write.text
    assert narrowed_write.status_code == 403, narrowed_write.text
    assert operator_write.status_code == 201, operator_write.text


async def test_a_host_assertion_expires_and_is_refused_by_deputy_itself_and_on_mcp(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_demo(sqlite_db, tmp_path, clock) as live:
        admin = live.runtime.host_assertions.mint(await principal(live, "admin"), now=live.runtime.clock.now())
        async with httpx.AsyncClient(base_url=live.url) as deputy:
            me = await deputy.get("/api/me", headers=bearer(admin))
            tools = await deputy.get("/api/tools", headers=bearer(admin))
            on_mcp = await deputy.post(
                "/mcp",
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={**bearer(admin), "Accept": "application/json, text/event-stream"},
            )
            through_mount = await deputy.get("/acme/services", headers=bearer(admin))
        async with live.acme() as acme:
            fresh = await acme.get("/services", headers=bearer(admin))
            clock.advance(MAX_LIFETIME)
            expired = await acme.get("/services", headers=bearer(admin))
    assert fresh.status_code == 200 and through_mount.status_code == 200
    assert me.status_code == 401 and tools.status_code == 401
    assert on_mcp.status_code == 401 and 'error="invalid_token"' in on_mcp.headers["www-authenticate"]
    assert expired.status_code == 401
    assert expired.json()["error"] == "token_expired"


def test_host_assertions_are_random_short_lived_and_kept_only_as_keyed_hashes() -> None:
    clock = ManualClock()
    assertions = HostAssertions()
    user = Principal.user("u1", permissions={"acme.read"}, scopes={"acme.read"})
    token = assertions.mint(user, now=clock.now())
    other = assertions.mint(user, now=clock.now())
    grant = assertions.verify(token, now=clock.now())
    assert token != other and token.startswith(HOST_ASSERTION_PREFIX) and 40 <= len(token) - 4 <= 64
    assert scrub_text(f"a log line with {token} in it") == "a log line with [REDACTED] in it"
    assert grant.user_id == "u1" and grant.scopes == frozenset({"acme.read"})
    assert grant.expires_at - clock.now() <= timedelta(seconds=120)
    assert token not in repr(vars(assertions)) and token[4:] not in str(assertions._grants)
    assertions.revoke(other)
    with pytest.raises(AuthError):
        assertions.verify(other, now=clock.now())
    clock.advance(MAX_LIFETIME)
    with pytest.raises(AuthError):
        assertions.verify(token, now=clock.now())
    assertions.mint(user, now=clock.now())
    assert len(assertions) == 1  # the expired one was pruned
    with pytest.raises(ValueError, match="at most 120"):
        HostAssertions(lifetime=timedelta(minutes=5))
