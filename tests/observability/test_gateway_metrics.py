"""Every gateway decision on every transport is counted: MCP calls, applies, failures and declines included."""

from __future__ import annotations

import pytest

from deputy.core.clock import ManualClock
from deputy.core.identity.principal import Principal
from deputy.core.telemetry import Telemetry
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.gateway import Proposed, ToolGateway
from deputy.errors import ToolExecutionError
from deputy.observability.prometheus import PrometheusMetrics
from deputy.store import Database, Stores
from tests.core.toolbox import Calls, build_toolbox

ALICE = Principal.user("alice", tenant_id="t1", permissions={"incidents.read", "incidents.write"})
MCP = ToolContext(principal=ALICE, transport=Transport.MCP)
NEW = {"title": "Disk full", "severity": 2}


def count(metrics: PrometheusMetrics, decision: str) -> float:
    labels = {"transport": "mcp", "decision": decision}
    return metrics.registry.get_sample_value("deputy_tool_calls_total", labels) or 0.0


async def test_mcp_calls_are_counted_by_decision_from_proposal_to_apply_failure_and_decline(
    sqlite_db: Database, clock: ManualClock
) -> None:
    calls, metrics = Calls(), PrometheusMetrics()
    stores = Stores.open(sqlite_db)
    gateway = ToolGateway(
        registry=build_toolbox(calls),
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=clock,
        secret=b"s" * 32,
        telemetry=Telemetry(metrics=metrics),
    )

    await gateway.call(MCP, "list_incidents", {})
    first = await gateway.call(MCP, "create_incident", NEW)
    assert isinstance(first, Proposed)
    await gateway.apply(MCP, first.token)
    second = await gateway.call(MCP, "create_incident", NEW)
    assert isinstance(second, Proposed)
    calls.fail_next_create = True
    with pytest.raises(ToolExecutionError):
        await gateway.apply(MCP, second.token)
    third = await gateway.call(MCP, "create_incident", NEW)
    assert isinstance(third, Proposed)
    await gateway.decline(MCP, third.token)

    assert (count(metrics, "run"), count(metrics, "confirm")) == (2, 3)  # the read and the applied change
    assert (count(metrics, "failed"), count(metrics, "declined")) == (1, 1)
    assert metrics.registry.get_sample_value("deputy_tool_call_duration_seconds_count", {"transport": "mcp"}) == 7
