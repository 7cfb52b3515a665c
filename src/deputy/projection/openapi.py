"""Project one OpenAPI 3.x operation as a tool that re-enters the route *as the user*.

The tool holds no client and no credentials. Each call goes through `ctx.host`, the `HostCaller` the transport
built for this caller from their own forwarded credentials (see `deputy.projection.host`), so the host
application authenticates and authorizes the call exactly as it would any other request from that user. Deputy's
permission check (the tool's `permissions`) runs first; the route's own check still has the last word.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from deputy.core.tools.declarations import Effect, Preview, Tool, ToolContext
from deputy.core.tools.schema import dump_arguments
from deputy.errors import ToolExecutionError, UserError
from deputy.projection._request import PLACEHOLDER, HostRequest, build_request, send
from deputy.projection._response import interpret
from deputy.projection.preview import DiffHook, Summarize, describe_request
from deputy.projection.schema_model import OperationInput, operation_input

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass(frozen=True, slots=True)
class LocatedOperation:
    """An operation and where it lives in the document."""

    method: str
    path: str
    path_item: Mapping[str, Any]
    operation: Mapping[str, Any]


class OpenAPIOperation:
    """A `ProjectionSource` for one operation of an OpenAPI 3.x document (`registry.project(...)` builds it).

    - The input model comes from the operation's parameters and JSON body (`deputy.projection.schema_model`).
    - `execute` sends the call through `ctx.host` and maps the answer (`2xx` → body, `401/403` → `AccessDenied`,
      `404` → `NotFound`, `409` → `Conflict`, `400/422` → `ToolInputError`, else `ToolExecutionError`).
    - A mutating operation gets a `dry_run` that sends nothing: it returns a `Preview` whose summary describes
      the call (or comes from `summarize`), whose payload is the validated arguments, and whose diff comes from
      the optional `diff` hook (which may GET the current state through `ctx.host`).

    `effect` is never inferred, but projecting a POST/PUT/PATCH/DELETE as `read` would let it run without
    consent, so it is refused unless `allow_read_on_unsafe_method=True` (a search endpoint that uses POST).
    `path_prefix` is prepended to the document's path (the document's `servers` are not consulted: where the
    host lives is the host caller's business).
    """

    def __init__(
        self,
        spec: Mapping[str, Any],
        operation_id: str,
        *,
        effect: Effect,
        permissions: Iterable[str],
        name: str | None = None,
        description: str | None = None,
        title: str | None = None,
        category: str = "general",
        instructions: str | None = None,
        output_model: type[BaseModel] | None = None,
        project_result: Callable[[Any], Any] | None = None,
        summarize: Summarize | None = None,
        diff: DiffHook | None = None,
        path_prefix: str = "",
        allow_read_on_unsafe_method: bool = False,
    ) -> None:
        self.spec = spec
        self.operation_id = operation_id
        self.effect = effect
        self.permissions = frozenset(permissions)
        self.name = name
        self.description = description
        self.title = title
        self.category = category
        self.instructions = instructions
        self.output_model = output_model
        self.project_result = project_result
        self.summarize = summarize
        self.diff = diff
        self.path_prefix = path_prefix.rstrip("/")
        self.allow_read_on_unsafe_method = allow_read_on_unsafe_method

    def build_tool(self) -> Tool[Any]:
        located = find_operation(self.spec, self.operation_id)
        tool_name = self.name or provider_safe_name(self.operation_id)
        method = located.method.upper()
        if self.effect is Effect.READ and method not in _SAFE_METHODS and not self.allow_read_on_unsafe_method:
            raise UserError(
                f"{tool_name}: {method} {located.path} is projected as a read, so it would run without consent. "
                "Declare effect=mutate or destructive, or pass allow_read_on_unsafe_method=True if it changes "
                "nothing.",
                code="unsafe_read_projection",
            )
        inputs = operation_input(
            self.spec, path_item=located.path_item, operation=located.operation, model_name=tool_name
        )
        route = ProjectedRoute(
            tool_name=tool_name,
            method=method,
            path=self.path_prefix + located.path,
            inputs=inputs,
            summarize=self.summarize,
            diff=self.diff,
        )
        summary = located.operation.get("summary")
        return Tool(
            name=tool_name,
            description=self.description or _description(located) or route.label,
            input_model=inputs.model,
            effect=self.effect,
            permissions=self.permissions,
            execute=route.execute,
            title=self.title or (summary if isinstance(summary, str) else ""),
            category=self.category,
            instructions=self.instructions,
            output_model=self.output_model,
            dry_run=route.dry_run if self.effect.needs_consent else None,
            project_result=self.project_result,
            source="projection",
        )


@dataclass(frozen=True, slots=True)
class ProjectedRoute:
    """The running half of a projected tool: arguments → request → `ctx.host` → result or error."""

    tool_name: str
    method: str
    path: str
    inputs: OperationInput
    summarize: Summarize | None = None
    diff: DiffHook | None = None

    def __post_init__(self) -> None:
        declared = {b.key for b in self.inputs.bindings if b.location == "path"}
        missing = set(PLACEHOLDER.findall(self.path)) - declared
        if missing:
            raise UserError(f"{self.label} uses path parameters it does not declare: {', '.join(sorted(missing))}.")

    @property
    def label(self) -> str:
        return f"{self.method} {self.path}"

    def request_for(self, arguments: Mapping[str, Any]) -> HostRequest:
        return build_request(
            method=self.method, path=self.path, inputs=self.inputs, arguments=arguments, tool_name=self.tool_name
        )

    async def execute(self, ctx: ToolContext, args: BaseModel) -> Any:
        """Re-enter the route as the caller and return its answer (or raise what its status means)."""
        if ctx.host is None:
            raise ToolExecutionError(
                f"{self.tool_name} calls the host application as the user, but no host caller is connected to "
                "this request. The deployment must pass a HostCaller in the ToolContext.",
                code="no_host",
            )
        request = self.request_for(dump_arguments(args))
        response = await send(ctx.host, request, tool_name=self.tool_name)
        return interpret(response, tool_name=self.tool_name, label=request.label, inputs=self.inputs)

    async def dry_run(self, ctx: ToolContext, args: BaseModel) -> Preview:
        """Describe the call without making it; only the `diff` hook may read (GET) through `ctx.host`."""
        arguments = dump_arguments(args)
        request = self.request_for(arguments)  # path arguments are checked now, not at apply time
        summary = self.summarize(arguments) if self.summarize else describe_request(request)
        diff = await self.diff(ctx, arguments) if self.diff else ()
        return Preview(summary=summary, payload=arguments, diff=tuple(diff))


def find_operation(spec: Mapping[str, Any], operation_id: str) -> LocatedOperation:
    """The one operation whose `operationId` is `operation_id`; a missing or ambiguous id is a `UserError`."""
    found = [op for op in iter_operations(spec) if op.operation.get("operationId") == operation_id]
    if len(found) > 1:
        raise UserError(f"More than one operation has the id {operation_id!r}; ids must be unique to project.")
    if not found:
        known = sorted(str(op.operation.get("operationId")) for op in iter_operations(spec))
        raise UserError(
            f"No operation has the id {operation_id!r}. Known ids: {', '.join(known[:20]) or '(none)'}.",
            code="unknown_operation",
        )
    return found[0]


def iter_operations(spec: Mapping[str, Any]) -> Iterable[LocatedOperation]:
    paths = spec.get("paths")
    if not isinstance(paths, Mapping):
        raise UserError("This is not an OpenAPI 3.x document: it has no 'paths' object.")
    for path, path_item in paths.items():
        if not isinstance(path_item, Mapping):
            continue
        for method in HTTP_METHODS:
            operation = path_item.get(method)
            if isinstance(operation, Mapping):
                yield LocatedOperation(method=method, path=path, path_item=path_item, operation=operation)


def provider_safe_name(operation_id: str) -> str:
    """An operation id as a tool name every model provider accepts (`^[a-zA-Z0-9_-]{1,64}$`)."""
    return re.sub(r"[^a-zA-Z0-9_-]+", "_", operation_id).strip("_")[:64] or "operation"


def _description(located: LocatedOperation) -> str:
    parts = [located.operation.get("summary"), located.operation.get("description")]
    return "\n\n".join(p.strip() for p in parts if isinstance(p, str) and p.strip())
