"""Projected FastAPI routes re-enter the host application as the user, and the route's own checks decide."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from deputy.core.tools.declarations import Effect, FieldDiff, ToolContext
from deputy.core.tools.registry import ToolRegistry
from deputy.core.tools.schema import input_schema, validate_arguments
from deputy.errors import AccessDenied, Conflict, NotFound, ToolExecutionError, ToolInputError, UserError
from deputy.projection import FastAPIRoute, HttpHostCaller, diff_from_current
from tests.projection.incident_host import HostApp, call, context


def project(host: HostApp, operation_id: str, effect: Effect = Effect.READ, **options: Any) -> Any:
    permission = "incidents.read" if effect is Effect.READ else "incidents.write"
    return FastAPIRoute(host.app, operation_id, effect=effect, permissions=[permission], **options).build_tool()


def test_a_projected_list_route_exposes_its_query_parameters_as_the_tool_schema(host: HostApp) -> None:
    schema = input_schema(project(host, "list_incidents").input_model)

    assert set(schema["properties"]) == {"status", "limit", "tag"}
    assert schema["properties"]["limit"] == {
        "type": "integer",
        "minimum": 1,
        "maximum": 100,
        "default": 20,
        "description": "Page size",
    }  # compact: no `title` that repeats the field's name
    assert schema["properties"]["status"]["enum"] == ["open", "closed"]  # optional: shown without `| None`
    assert "anyOf" not in schema["properties"]["status"]
    assert schema["properties"]["tag"]["items"] == {"type": "string"}
    assert schema["additionalProperties"] is False
    assert "required" not in schema


def test_the_routes_own_credential_parameters_are_never_offered_to_the_model(host: HostApp) -> None:
    # The host's auth dependency declares an `authorization` header and a `session` cookie in the document.
    for operation_id in ("list_incidents", "update_incident"):
        properties = input_schema(project(host, operation_id, Effect.MUTATE).input_model)["properties"]
        assert not {"authorization", "Authorization", "session"} & set(properties)


def test_a_projected_create_route_flattens_its_pydantic_body_with_refs_and_nesting(host: HostApp) -> None:
    schema = input_schema(project(host, "create_incident", Effect.MUTATE).input_model)

    assert schema["required"] == ["title"]
    assert set(schema["properties"]) == {"title", "severity", "tags", "detected_at"}
    assert schema["properties"]["title"]["maxLength"] == 80
    assert schema["properties"]["title"]["description"] == "Short title"
    assert schema["properties"]["severity"]["enum"] == ["low", "high", "critical"]
    assert {"type": "string", "format": "date-time"}.items() <= schema["properties"]["detected_at"].items()
    tag = schema["$defs"]["Tag"]
    assert tag["required"] == ["key"]
    assert tag["additionalProperties"] is False
    assert schema["properties"]["tags"]["items"] == {"$ref": "#/$defs/Tag"}


def test_path_header_and_body_parameters_share_one_schema(host: HostApp) -> None:
    schema = input_schema(project(host, "update_incident", Effect.MUTATE).input_model)

    assert set(schema["properties"]) == {"incident_id", "x-request-id", "title", "severity"}
    assert schema["required"] == ["incident_id"]


async def test_a_projected_read_runs_as_the_user_whose_credentials_the_caller_carries(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    result = await call(project(host, "list_incidents"), context(as_alice), {"status": "open", "tag": ["db", "ops"]})

    assert result["seen_by"] == "alice"
    assert result["tags"] == ["db", "ops"]
    assert host.seen[-1].headers["authorization"] == "Bearer alice-token"
    assert host.seen[-1].query == "status=open&limit=20&tag=db&tag=ops"  # `limit` left out: sent at its default


async def test_bob_is_refused_by_the_routes_own_permission_check(host: HostApp, as_bob: HttpHostCaller) -> None:
    tool = project(host, "create_incident", Effect.MUTATE)

    with pytest.raises(AccessDenied) as refused:
        await call(tool, context(as_bob, user="bob"), {"title": "Pager down"})

    assert refused.value.message == "bob lacks incidents.write in the incident tracker."
    assert refused.value.details == {"status": 403, "operation": "POST /incidents"}
    assert host.methods == ["POST"]  # the route ran its authorization; nothing was created
    assert len(host.incidents) == 1


async def test_alice_creates_through_the_route_and_the_body_reaches_it_as_json(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    arguments = {"title": "Pager down", "severity": "critical", "tags": [{"key": "team", "value": "sre"}]}

    created = await call(project(host, "create_incident", Effect.MUTATE), context(as_alice), arguments)

    assert created == {**arguments, "id": 2, "detected_at": None, "status": "open", "by": "alice"}


async def test_invalid_arguments_are_refused_by_name_before_any_request_is_sent(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    tool = project(host, "create_incident", Effect.MUTATE)

    with pytest.raises(ToolInputError) as refused:
        validate_arguments(tool.name, tool.input_model, {"severity": "apocalyptic", "tags": [{}], "owner": "x"})

    assert {issue["field"] for issue in refused.value.issues} == {"owner", "title", "severity", "tags[0].key"}
    assert host.seen == []


async def test_a_422_from_the_route_becomes_a_tool_input_error_naming_the_field(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    with pytest.raises(ToolInputError) as refused:
        await call(project(host, "create_incident", Effect.MUTATE), context(as_alice), {"title": "Disk full"})

    assert refused.value.issues == [{"field": "title", "message": "An incident with this title exists."}]


async def test_a_missing_resource_becomes_not_found_and_a_wrong_state_becomes_conflict(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    with pytest.raises(NotFound, match="Incident 99 does not exist"):
        await call(project(host, "get_incident"), context(as_alice), {"incident_id": 99})
    close = project(host, "close_incident", Effect.MUTATE)
    await call(close, context(as_alice), {"incident_id": 1})
    with pytest.raises(Conflict, match="already closed"):
        await call(close, context(as_alice), {"incident_id": 1})


async def test_a_server_error_is_reported_without_the_hosts_response_body(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    with pytest.raises(ToolExecutionError) as failed:
        await call(project(host, "broken_report"), context(as_alice), {})

    assert "500" in failed.value.message
    assert "hunter2" not in str(failed.value.to_problem())


async def test_an_empty_success_returns_none(host: HostApp, as_alice: HttpHostCaller) -> None:
    assert (
        await call(project(host, "delete_incident", Effect.DESTRUCTIVE), context(as_alice), {"incident_id": 1}) is None
    )
    assert host.incidents == {}


async def test_a_projected_tool_without_a_host_caller_fails_with_a_clear_message(host: HostApp) -> None:
    with pytest.raises(ToolExecutionError, match="no host caller is connected"):
        await call(project(host, "list_incidents"), context(None), {})


async def test_the_dry_run_of_a_projected_create_sends_nothing_and_summarises_the_call(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    tool = project(host, "create_incident", Effect.MUTATE)
    args = validate_arguments(tool.name, tool.input_model, {"title": "Disk full", "severity": "high"})

    preview = await tool.dry_run(context(as_alice), args)

    assert preview.summary == "POST /incidents with title='Disk full', severity='high'"
    assert preview.payload == {"title": "Disk full", "severity": "high"}
    assert preview.diff == ()
    assert host.seen == []


async def test_the_dry_run_payload_revalidates_to_exactly_the_same_call(host: HostApp) -> None:
    tool = project(host, "update_incident", Effect.MUTATE)
    args = validate_arguments(tool.name, tool.input_model, {"incident_id": 1, "severity": None})

    preview = await tool.dry_run(context(None), args)

    # An explicit null (clear the field) stays distinct from a field that was left out.
    assert preview.payload == {"incident_id": 1, "severity": None}
    again = validate_arguments(tool.name, tool.input_model, preview.payload)
    assert (await tool.dry_run(context(None), again)).payload == preview.payload


async def test_a_left_out_field_with_a_schema_default_is_previewed_and_proposed_at_that_default(
    host: HostApp,
) -> None:
    """Models leave optional fields out; the route applies the schema's default, so the preview and the proposal
    must carry it (a dry run that reads the field must not fail), while a field without a default stays unsent."""
    tool = project(host, "create_incident", Effect.MUTATE)
    args = validate_arguments(tool.name, tool.input_model, {"title": "Pager down"})

    preview = await tool.dry_run(context(None), args)

    assert preview.payload == {"title": "Pager down", "severity": "low"}  # `tags` ([]) and `detected_at` unsent
    again = validate_arguments(tool.name, tool.input_model, preview.payload)
    assert (await tool.dry_run(context(None), again)).payload == preview.payload


async def test_a_custom_summary_replaces_the_default_sentence(host: HostApp) -> None:
    def summarize(arguments: Mapping[str, Any]) -> str:
        return f"Open a {arguments.get('severity', 'low')} incident: {arguments['title']}"

    tool = project(host, "create_incident", Effect.MUTATE, summarize=summarize)
    args = validate_arguments(tool.name, tool.input_model, {"title": "Pager down"})

    assert (await tool.dry_run(context(None), args)).summary == "Open a low incident: Pager down"


async def test_a_diff_hook_reads_the_current_state_as_the_user_and_only_reads(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    tool = project(host, "update_incident", Effect.MUTATE, diff=diff_from_current("/incidents/{incident_id}"))
    args = validate_arguments(tool.name, tool.input_model, {"incident_id": 1, "title": "Disk full on db-1"})

    preview = await tool.dry_run(context(as_alice), args)

    assert preview.diff == (FieldDiff(path="title", before="Disk full", after="Disk full on db-1"),)
    assert preview.summary == "PATCH /incidents/1 with title='Disk full on db-1'"
    assert host.methods == ["GET"]
    assert host.seen[0].headers["authorization"] == "Bearer alice-token"
    assert host.incidents[1]["title"] == "Disk full"


async def test_a_custom_diff_hook_receives_the_context_and_validated_arguments(host: HostApp) -> None:
    async def diff(ctx: ToolContext, arguments: Mapping[str, Any]) -> tuple[FieldDiff, ...]:
        return (FieldDiff(path="status", before=ctx.principal.id, after=arguments["incident_id"]),)

    tool = project(host, "close_incident", Effect.MUTATE, diff=diff)
    args = validate_arguments(tool.name, tool.input_model, {"incident_id": "1"})

    assert (await tool.dry_run(context(None), args)).diff == (FieldDiff(path="status", before="alice", after=1),)


async def test_header_parameters_reach_the_route(host: HostApp, as_alice: HttpHostCaller) -> None:
    tool = project(host, "update_incident", Effect.MUTATE)

    updated = await call(tool, context(as_alice), {"incident_id": 1, "severity": "low", "x-request-id": "req-7"})

    assert updated["request_id"] == "req-7"
    assert updated["severity"] == "low"


def test_registry_projects_a_route_under_its_operation_id_or_a_chosen_name(host: HostApp) -> None:
    registry = ToolRegistry()

    listed = registry.project(
        FastAPIRoute(host.app, "list_incidents", effect=Effect.READ, permissions=["incidents.read"])
    )
    created = registry.project(
        FastAPIRoute(
            host.app,
            method="POST",
            path="/incidents",
            name="open_incident",
            effect=Effect.MUTATE,
            permissions=["incidents.write"],
        )
    )

    assert [t.name for t in registry] == ["list_incidents", "open_incident"]
    assert listed.permissions == frozenset({"incidents.read"})
    assert listed.title == "List incidents"
    assert listed.description == "List incidents"
    assert listed.source == "projection"
    assert created.effect is Effect.MUTATE
    assert created.dry_run is not None


def test_projecting_the_same_route_twice_is_refused(host: HostApp) -> None:
    registry = ToolRegistry()
    registry.project(FastAPIRoute(host.app, "get_incident", effect=Effect.READ, permissions=["incidents.read"]))

    with pytest.raises(UserError, match="already registered"):
        registry.project(
            FastAPIRoute(host.app, method="GET", path="/incidents/{incident_id}", effect=Effect.READ, permissions=["x"])
        )


def test_a_route_that_changes_things_cannot_be_projected_as_a_read_by_mistake(host: HostApp) -> None:
    with pytest.raises(UserError, match="without consent"):
        project(host, "delete_incident", Effect.READ)

    allowed = FastAPIRoute(
        host.app, "create_incident", effect=Effect.READ, permissions=["x"], allow_read_on_unsafe_method=True
    )
    assert allowed.build_tool().dry_run is None


def test_an_unknown_route_or_an_ambiguous_identification_is_a_user_error(host: HostApp) -> None:
    with pytest.raises(UserError, match="Known ids"):
        project(host, "no_such_operation")
    with pytest.raises(UserError, match="not in this app's OpenAPI document"):
        FastAPIRoute(host.app, method="PUT", path="/incidents", effect=Effect.MUTATE, permissions=["x"]).build_tool()
    with pytest.raises(UserError, match="not both"):
        FastAPIRoute(host.app, "get_incident", method="GET", effect=Effect.READ, permissions=["x"])
    with pytest.raises(UserError, match="both method and path"):
        FastAPIRoute(host.app, method="GET", effect=Effect.READ, permissions=["x"])
