"""The ten Acme Ops tools (and the capability tools beside them): fixed names, what each role may use, the routes'
own checks, and dry-run previews."""

from __future__ import annotations

from typing import Any

import pytest

from deputy.core.tools.declarations import Effect, FieldDiff, ToolContext, Transport
from deputy.core.tools.schema import validate_arguments
from deputy.demo import TOOL_NAMES
from deputy.demo.capabilities import CAPABILITY_TOOL_NAMES
from deputy.errors import AccessDenied, Conflict, NotFound

from .conftest import Demo

READS = {"list_services", "get_service", "list_checks", "list_incidents", "get_incident", "get_oncall"}
MUTATIONS = {"create_incident", "resolve_incident", "create_check"}
CAPABILITIES = {"list_capabilities", "get_capability_schema"}
"""Besides the ten: the capability tools (`test_check` too, for users who may add checks)."""


async def context(demo: Demo, who: str, *, as_principal: str | None = None) -> ToolContext:
    """`who`'s credentials towards Acme Ops; Deputy's principal is `as_principal` (default: the same user)."""
    principal = await demo.runtime.stores.identity.principal_for_api_token(
        demo.tokens[as_principal or who], now=demo.runtime.clock.now()
    )
    return ToolContext(principal=principal, transport=Transport.API, host=demo.runtime.host_for(demo.auth(who)))


async def dry_run(demo: Demo, who: str, name: str, arguments: dict[str, Any]) -> Any:
    tool = demo.built.registry.get(name)
    assert tool is not None and tool.dry_run is not None
    return await tool.dry_run(await context(demo, who), validate_arguments(name, tool.input_model, arguments))


async def allowed(demo: Demo, who: str) -> set[str]:
    return {t["name"] for t in await demo.get("/api/tools", who)}


async def test_the_ten_tools_have_their_fixed_names_and_effects_and_most_are_projections(demo: Demo) -> None:
    tools = {t.name: t for t in demo.built.registry if t.name not in CAPABILITY_TOOL_NAMES}

    assert set(tools) == set(TOOL_NAMES) and len(tools) == 10
    assert {t.name for t in demo.built.registry} == {*TOOL_NAMES, *CAPABILITY_TOOL_NAMES}
    assert {n for n, t in tools.items() if t.effect is Effect.READ} == READS
    assert {n for n, t in tools.items() if t.effect is Effect.MUTATE} == MUTATIONS
    assert tools["delete_service"].effect is Effect.DESTRUCTIVE
    projected = {n for n, t in tools.items() if t.source == "projection"}
    assert len(projected) >= 5 and {"create_incident", "resolve_incident", "delete_service"} <= projected
    assert all(len(t.description) > 40 for t in tools.values())


async def test_a_viewer_is_offered_only_the_read_tools(demo: Demo) -> None:
    assert await allowed(demo, "viewer") == READS | CAPABILITIES


async def test_an_operator_is_offered_reads_and_changes_but_not_deleting_a_service(demo: Demo) -> None:
    assert await allowed(demo, "operator") == READS | MUTATIONS | CAPABILITIES | {"test_check"}


async def test_an_admin_is_offered_every_tool(demo: Demo) -> None:
    assert await allowed(demo, "admin") == {*TOOL_NAMES, *CAPABILITY_TOOL_NAMES}


async def test_a_projected_tool_runs_the_routes_own_check_even_when_deputys_is_bypassed(demo: Demo) -> None:
    # Deputy is told the caller is the operator, but the credentials that reach Acme Ops are the viewer's.
    ctx = await context(demo, "viewer", as_principal="operator")
    tool = demo.built.registry.get("create_incident")
    assert tool is not None
    args = validate_arguments(tool.name, tool.input_model, {"service_id": "search", "title": "Forced"})

    with pytest.raises(AccessDenied, match="Acme Ops"):
        await tool.execute(ctx, args)
    assert not [i for i in (await demo.get("/acme/incidents"))["incidents"] if i["title"] == "Forced"]


async def test_a_viewer_calling_create_incident_through_the_api_is_refused_before_any_dry_run(demo: Demo) -> None:
    response = await demo.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"service_id": "search", "title": "Forced"}},
        headers=demo.auth("viewer"),
    )

    assert (response.status_code, response.json()["error"]) == (403, "forbidden")


async def test_reads_run_as_the_user_and_return_lean_rows(demo: Demo) -> None:
    ctx = await context(demo, "viewer")
    registry = demo.built.registry

    async def run(name: str, arguments: dict[str, Any]) -> Any:
        tool = registry.get(name)
        assert tool is not None
        return await tool.execute(ctx, validate_arguments(name, tool.input_model, arguments))

    services = await run("list_services", {"status": "degraded"})
    checks = await run("list_checks", {"status": "failing"})
    oncall = await run("get_oncall", {"service_id": "search"})
    incidents = await run("list_incidents", {"status": "open"})

    assert {s["id"] for s in services["services"]} == {"checkout-api", "search"}
    assert set(services["services"][0]) == {"id", "name", "team", "tier", "status", "open_incidents", "failing_checks"}
    assert checks["tally"] == {"passing": 0, "failing": 2, "unknown": 0}
    assert oncall["service"] == "search" and [s["team"] for s in oncall["oncall"]] == ["discovery"]
    assert [i["id"] for i in incidents["incidents"]] == [3, 2]
    with pytest.raises(NotFound):
        await run("get_service", {"service_id": "nope"})


async def test_resolve_previews_the_incident_and_its_status_change_and_changes_nothing(demo: Demo) -> None:
    preview = await dry_run(demo, "operator", "resolve_incident", {"incident_id": 2, "resolution": "Rolled back."})

    assert preview.summary == "Resolve incident #2 on checkout-api: “Checkout p95 latency above 2 s”."
    assert preview.diff[0] == FieldDiff(path="status", before="open", after="resolved")
    assert preview.diff[1] == FieldDiff(path="resolution", before=None, after="Rolled back.")
    assert preview.payload == {"incident_id": 2, "resolution": "Rolled back."}
    assert (await demo.get("/acme/incidents/2"))["status"] == "open"


async def test_create_incident_previews_a_readable_sentence_and_the_open_incident_count(demo: Demo) -> None:
    preview = await dry_run(
        demo, "operator", "create_incident", {"service_id": "search", "title": "Index stale", "severity": "high"}
    )

    assert preview.summary == "Open a high-severity incident on Search: “Index stale”."
    assert preview.diff == (FieldDiff(path="search.open_incidents", before=1, after=2),)
    assert len((await demo.get("/acme/incidents"))["incidents"]) == 3


async def test_create_check_previews_the_new_check_and_refuses_a_duplicate_name(demo: Demo) -> None:
    arguments = {"service_id": "search", "name": "Ping", "target": "https://search.acme.test/ping"}
    preview = await dry_run(demo, "operator", "create_check", {**arguments, "interval_seconds": 30})

    assert preview.summary == "Add a http check “Ping” to Search: probe https://search.acme.test/ping every 30 s."
    assert preview.diff == (
        FieldDiff(path="search.checks", before=1, after=2),
        FieldDiff(path="checks.Ping", before=None, after="http https://search.acme.test/ping"),
    )
    with pytest.raises(Conflict, match="already has a check"):
        await dry_run(demo, "operator", "create_check", {**arguments, "name": "Query endpoint"})


async def test_delete_service_previews_what_goes_and_refuses_a_service_with_open_incidents(demo: Demo) -> None:
    preview = await dry_run(demo, "admin", "delete_service", {"service_id": "legacy-reports"})

    assert preview.summary.startswith("Delete the service Legacy reports (legacy-reports) and its 1 health check")
    assert preview.diff == (
        FieldDiff(path="service", before="legacy-reports", after=None),
        FieldDiff(path="checks", before=1, after=0),
    )
    with pytest.raises(Conflict, match="open incident"):
        await dry_run(demo, "admin", "delete_service", {"service_id": "checkout-api"})
    assert (await demo.get("/acme/services/legacy-reports"))["id"] == "legacy-reports"


async def test_a_dry_run_of_an_incident_that_is_already_resolved_is_a_conflict(demo: Demo) -> None:
    with pytest.raises(Conflict, match="already resolved"):
        await dry_run(demo, "operator", "resolve_incident", {"incident_id": 1})


async def test_applying_a_proposal_through_the_api_creates_the_check_as_the_applier(demo: Demo) -> None:
    proposed = await demo.client.post(
        "/api/tools/create_check/call",
        json={"arguments": {"service_id": "payments", "name": "Ping", "target": "https://payments.acme.test/"}},
        headers=demo.auth("operator"),
    )
    token = proposed.json()["proposal"]["token"]
    applied = await demo.client.post(
        "/api/proposals/apply", json={"token": token}, headers=demo.auth("operator-applies")
    )

    assert applied.status_code == 200, applied.text
    created = applied.json()["result"]
    assert (created["name"], created["status"]) == ("Ping", "unknown")
    assert "Ping" in [c["name"] for c in (await demo.get("/acme/services/payments"))["checks"]]
