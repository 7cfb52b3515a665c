"""An OpenAPI operation projects to a tool that builds the route's own request and reads its answer faithfully."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from deputy.core.tools.declarations import Effect, HostResponse
from deputy.core.tools.schema import validate_arguments
from deputy.errors import AccessDenied, DeputyError, ToolExecutionError, ToolInputError, UserError
from deputy.projection import OpenAPIOperation
from tests.projection.incident_host import call, context

PERSON = {
    "type": "object",
    "required": ["name"],
    "properties": {
        "name": {"type": "string"},
        "address": {"type": "object", "properties": {"city": {"type": "string"}}},
    },
}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "paths": {
        "/files/{name}": {
            "get": {
                "operationId": "getFile",
                "parameters": [{"name": "name", "in": "path", "schema": {"type": "string"}}],
            }
        },
        "/teams/{team}/members": {
            "parameters": [{"name": "team", "in": "path", "required": True, "schema": {"type": "string"}}],
            "get": {
                "operationId": "listMembers",
                "summary": "List members",
                "description": "Members of one team.",
                "parameters": [
                    {
                        "name": "ids",
                        "in": "query",
                        "explode": False,
                        "schema": {"type": "array", "items": {"type": "integer"}},
                    },
                    {
                        "name": "filter",
                        "in": "query",
                        "style": "deepObject",
                        "schema": {"type": "object", "additionalProperties": {"type": "string"}},
                    },
                    {"name": "where", "in": "query", "content": {"application/json": {"schema": {"type": "object"}}}},
                    {"name": "X-Locale", "in": "header", "schema": {"type": "string"}},
                ],
            },
            "put": {
                "operationId": "teams.replace members",
                "parameters": [{"name": "name", "in": "query", "schema": {"type": "string"}}],
                "requestBody": {"required": True, "content": {"application/json": {"schema": PERSON}}},
            },
        },
        "/broken/{id}": {"get": {"operationId": "broken"}},
    },
}


@dataclass
class ScriptedHost:
    """A HostCaller double: records every call and answers with the next scripted response (or fails loudly)."""

    answers: list[HostResponse] = field(default_factory=list)
    calls: list[dict[str, Any]] = field(default_factory=list)

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> HostResponse:
        self.calls.append({"method": method, "path": path, "params": params, "json": json, "headers": headers})
        if not self.answers:
            raise AssertionError(f"Unexpected call {method} {path}")
        return self.answers.pop(0)


def project(operation_id: str, effect: Effect = Effect.READ, **options: Any) -> Any:
    return OpenAPIOperation(SPEC, operation_id, effect=effect, permissions=["teams.read"], **options).build_tool()


def ok(body: Any = None) -> HostResponse:
    return HostResponse(status=200, body=body)


async def test_path_arguments_are_encoded_so_they_cannot_climb_out_of_the_route() -> None:
    host = ScriptedHost([ok()])

    await call(project("getFile"), context(host), {"name": "../admin?x=1"})

    assert host.calls[0]["path"] == "/files/..%2Fadmin%3Fx%3D1"


@pytest.mark.parametrize("segment", ["..", ".", ""])
async def test_a_dot_segment_path_argument_is_refused_before_any_call(segment: str) -> None:
    host = ScriptedHost()

    with pytest.raises(ToolInputError) as refused:
        await call(project("getFile"), context(host), {"name": segment})

    assert refused.value.issues[0]["field"] == "name"
    assert host.calls == []


async def test_query_parameters_follow_their_declared_styles_and_headers_travel_separately() -> None:
    host = ScriptedHost([ok([])])
    arguments = {"team": "sre", "ids": [1, 2], "filter": {"role": "lead"}, "where": {"a": [1]}, "X-Locale": "nb"}

    await call(project("listMembers"), context(host), arguments)

    assert host.calls == [
        {
            "method": "GET",
            "path": "/teams/sre/members",
            "params": {"ids": "1,2", "filter[role]": "lead", "where": '{"a": [1]}'},
            "json": None,
            "headers": {"X-Locale": "nb"},
        }
    ]


async def test_a_clashing_body_is_sent_whole_from_the_body_argument() -> None:
    host = ScriptedHost([ok({"ok": True})])
    tool = project("teams.replace members", Effect.MUTATE)

    await call(tool, context(host), {"team": "sre", "name": "lead", "body": {"name": "Ann"}})

    assert host.calls[0]["json"] == {"name": "Ann"}
    assert host.calls[0]["params"] == {"name": "lead"}


async def test_the_default_summary_reads_a_nested_body_by_its_fields() -> None:
    tool = project("teams.replace members", Effect.MUTATE)
    args = validate_arguments(
        tool.name, tool.input_model, {"team": "sre", "body": {"name": "Ann", "address": {"city": "Oslo"}}}
    )

    preview = await tool.dry_run(context(ScriptedHost()), args)

    assert preview.summary == """PUT /teams/sre/members with name='Ann', address={"city": "Oslo"}"""


@pytest.mark.parametrize(
    ("answer", "error", "message"),
    [
        (HostResponse(401, {"detail": "Token expired"}), AccessDenied, "Token expired"),
        (HostResponse(403, "<html>Forbidden</html>"), AccessDenied, "The host application refused GET /files/a"),
        (HostResponse(400, {"message": "Unknown file kind"}), ToolInputError, "Invalid arguments for getFile: (root)"),
        (HostResponse(418, {"detail": "teapot internals"}), ToolExecutionError, "answered 418 I'm a Teapot."),
        (HostResponse(302, None, {"location": "https://sso.example"}), ToolExecutionError, "Deputy does not follow"),
        (HostResponse(503, {"detail": "db down at 10.0.0.7"}), ToolExecutionError, "failed in the host application"),
    ],
)
async def test_each_status_becomes_the_deputy_error_that_means_the_same_thing(
    answer: HostResponse, error: type[DeputyError], message: str
) -> None:
    with pytest.raises(error) as raised:
        await call(project("getFile"), context(ScriptedHost([answer])), {"name": "a"})

    assert type(raised.value) is error
    assert message in raised.value.message
    assert "10.0.0.7" not in raised.value.message
    assert "internals" not in raised.value.message


async def test_validation_errors_from_the_route_are_named_like_the_tools_own_fields() -> None:
    detail = [
        {"loc": ["query", "name"], "msg": "too short"},
        {"loc": ["body", "address", "city"], "msg": "unknown city"},
        {"loc": ["path", "TEAM"], "msg": "no such team"},
    ]
    host = ScriptedHost([HostResponse(422, {"detail": detail})])

    with pytest.raises(ToolInputError) as refused:
        await call(
            project("teams.replace members", Effect.MUTATE), context(host), {"team": "x", "body": {"name": "Ann"}}
        )

    assert refused.value.issues == [
        {"field": "name", "message": "too short"},
        {"field": "body.address.city", "message": "unknown city"},
        {"field": "team", "message": "no such team"},
    ]


def test_names_descriptions_and_prefixes_come_from_the_document_unless_given() -> None:
    listed = project("listMembers")
    replaced = project("teams.replace members", Effect.MUTATE, path_prefix="/api/v2/", description="Replace a team.")

    assert (listed.name, listed.title) == ("listMembers", "List members")
    assert listed.description == "List members\n\nMembers of one team."
    assert replaced.name == "teams_replace_members"
    assert replaced.description == "Replace a team."


async def test_a_path_prefix_is_prepended_to_every_call() -> None:
    host = ScriptedHost([ok()])

    await call(project("getFile", path_prefix="/api/v2/"), context(host), {"name": "a"})

    assert host.calls[0]["path"] == "/api/v2/files/a"


def test_documents_that_cannot_be_projected_are_refused_at_build_time() -> None:
    with pytest.raises(UserError, match="does not declare: id"):
        project("broken")
    duplicated = {"paths": {"/a": {"get": {"operationId": "x"}}, "/b": {"get": {"operationId": "x"}}}}
    with pytest.raises(UserError, match="More than one operation"):
        OpenAPIOperation(duplicated, "x", effect=Effect.READ, permissions=["p"]).build_tool()
    with pytest.raises(UserError, match="no 'paths'"):
        OpenAPIOperation({"swagger": "2.0"}, "x", effect=Effect.READ, permissions=["p"]).build_tool()
