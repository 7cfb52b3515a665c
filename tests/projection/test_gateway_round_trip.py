"""A projected route through the whole consent path: propose (nothing sent), apply (sent once, as the applier)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from deputy.core.clock import ManualClock
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import Effect, ToolContext, Transport
from deputy.core.tools.gateway import Proposed, Ran, ToolGateway
from deputy.core.tools.registry import ToolRegistry
from deputy.errors import AccessDenied
from deputy.projection import FastAPIRoute, HostCallerFactory, HttpHostCaller
from deputy.store import Database, Stores
from tests.projection.incident_host import HostApp

ALICE = Principal.user("alice", permissions={"incidents.read", "incidents.write"})


@pytest.fixture
def gateway(sqlite_db: Database, clock: ManualClock, host: HostApp) -> ToolGateway:
    registry = ToolRegistry()
    registry.project(FastAPIRoute(host.app, "list_incidents", effect=Effect.READ, permissions=["incidents.read"]))
    registry.project(FastAPIRoute(host.app, "create_incident", effect=Effect.MUTATE, permissions=["incidents.write"]))
    stores = Stores.open(sqlite_db)
    return ToolGateway(
        registry=registry,
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=clock,
        secret=b"projection-test-secret-32-bytes!",
    )


@pytest.fixture
async def bob_credentials(hosts: HostCallerFactory) -> AsyncIterator[HttpHostCaller]:
    async with hosts.for_request({"authorization": "Bearer bob-token"}) as caller:
        yield caller


async def test_a_projected_create_is_proposed_without_a_call_and_applied_once_as_the_user(
    gateway: ToolGateway, host: HostApp, as_alice: HttpHostCaller
) -> None:
    ctx = ToolContext(principal=ALICE, transport=Transport.CHAT, host=as_alice)

    proposed = await gateway.call(ctx, "create_incident", {"title": "Pager down", "severity": "high"})
    assert isinstance(proposed, Proposed)
    assert proposed.proposal.summary == "POST /incidents with title='Pager down', severity='high'"
    assert host.seen == []

    record, result = await gateway.apply(ctx, proposed.token)

    assert result["by"] == "alice"
    assert record.status.value == "applied"
    assert host.methods == ["POST"]


async def test_the_host_still_refuses_a_user_deputy_would_allow(
    gateway: ToolGateway, host: HostApp, bob_credentials: HttpHostCaller
) -> None:
    # Deputy's view of this principal is too generous; the route's own check has the last word.
    ctx = ToolContext(principal=ALICE, transport=Transport.CHAT, host=bob_credentials)
    proposed = await gateway.call(ctx, "create_incident", {"title": "Pager down"})
    assert isinstance(proposed, Proposed)

    with pytest.raises(AccessDenied, match=r"bob lacks incidents\.write"):
        await gateway.apply(ctx, proposed.token)
    assert len(host.incidents) == 1

    listed = await gateway.call(ctx, "list_incidents", {"limit": 1})
    assert isinstance(listed, Ran)
    assert listed.result["seen_by"] == "bob"
