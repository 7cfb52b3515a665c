"""Tools over MCP: the gateway's tools, listed per request and called through the one gateway path.

`tools/list` is computed from the caller of *this* request (never from session state), with schemas from the one
serializer and annotations derived from each tool's declared effect. `tools/call` goes through `ToolGateway.call`
(budget, authorization, validation, guard, audit row with transport `mcp`). A read runs and its result is guarded
and clamped; a mutating call only ever creates a proposal and answers with its id and the link to the web UI's
confirm card. Errors the model can repair come back as `isError` results; an unknown tool is a JSON-RPC error.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, TextContent, ToolAnnotations
from mcp.types import Tool as McpTool

from deputy.core.guards import guard_tool_result
from deputy.core.identity.principal import Principal
from deputy.core.tools.clamp import DEFAULT_RESULT_CHARS, clamp_result
from deputy.core.tools.declarations import Effect, Tool, ToolContext, Transport
from deputy.core.tools.gateway import Proposed
from deputy.core.tools.proposal_token import confirm_url
from deputy.core.tools.records import AuditEntry, Decision, Outcome, ProposalRecord
from deputy.core.tools.schema import input_schema, output_schema
from deputy.errors import DeputyError, UnknownTool
from deputy.runtime import Runtime

GET_PROPOSAL = "get_proposal"

_GET_PROPOSAL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "proposal": {
            "type": "string",
            "description": "The proposal token a mutating tool call returned (`proposal.token`).",
            "minLength": 1,
            "maxLength": 200,
        }
    },
    "required": ["proposal"],
    "additionalProperties": False,
}


def annotations_for(tool: Tool[Any]) -> ToolAnnotations:
    """Hints derived from the declared effect (clients must treat them as untrusted; we derive, never guess)."""
    return ToolAnnotations(
        title=tool.display_title,
        read_only_hint=tool.effect is Effect.READ,
        destructive_hint=tool.effect is Effect.DESTRUCTIVE,
        idempotent_hint=tool.effect is Effect.READ,
        open_world_hint=tool.source != "composite",
    )


def describe(tool: Tool[Any]) -> McpTool:
    description = tool.description
    if tool.instructions:
        description = f"{description}\n\n{tool.instructions}"
    if tool.effect.needs_consent:
        description += (
            "\n\nThis tool changes data: a call does not run it. It returns a proposal that a human approves in "
            "Deputy; check it with get_proposal."
        )
    return McpTool(
        name=tool.name,
        title=tool.display_title,
        description=description,
        input_schema=input_schema(tool.input_model),
        output_schema=output_schema(tool.output_model) if tool.output_model is not None else None,
        annotations=annotations_for(tool),
    )


GET_PROPOSAL_TOOL = McpTool(
    name=GET_PROPOSAL,
    title="Get proposal",
    description="Report the state of a proposed change (proposed, applied, declined, expired, failed) and its result.",
    input_schema=_GET_PROPOSAL_SCHEMA,
    annotations=ToolAnnotations(
        title="Get proposal", read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
    ),
)


_DESCRIBED: dict[int, tuple[Tool[Any], McpTool]] = {}
"""Each registered tool's MCP description, built once (a tool's name, schema and effect never change); keyed by
the tool object, which the entry holds so its id cannot be reused."""


def described(tool: Tool[Any]) -> McpTool:
    entry = _DESCRIBED.get(id(tool))
    if entry is None or entry[0] is not tool:
        entry = _DESCRIBED[id(tool)] = (tool, describe(tool))
    return entry[1]


def list_tools(runtime: Runtime, ctx: ToolContext) -> list[McpTool]:
    """What this caller may use now (decided per request), in registry order, plus `get_proposal`."""
    return [*(described(t) for t in runtime.gateway.allowed_tools(ctx.principal)), GET_PROPOSAL_TOOL]


def listed_input_schema(runtime: Runtime, principal: Principal, name: str) -> dict[str, Any] | None:
    """The input schema `list_tools` shows this principal for `name` (None when it does not list `name`)."""
    if name == GET_PROPOSAL:
        return GET_PROPOSAL_TOOL.input_schema
    tool = runtime.registry.get(name)
    if tool is None or not runtime.gateway.allows(principal, tool):
        return None
    return described(tool).input_schema


@dataclass(frozen=True, slots=True)
class Pending:
    """A mutating call turned into a proposal; the transport may offer in-protocol approval before answering."""

    proposed: Proposed
    result: CallToolResult


async def call_tool(runtime: Runtime, ctx: ToolContext, name: str, arguments: Any) -> CallToolResult | Pending:
    if name == GET_PROPOSAL:
        return await _get_proposal(runtime, ctx, arguments)
    try:
        outcome = await runtime.gateway.call(ctx, name, arguments)
    except UnknownTool as exc:
        raise MCPError(INVALID_PARAMS, exc.message) from None
    except DeputyError as exc:
        return error_result(exc)
    if isinstance(outcome, Proposed):
        return Pending(proposed=outcome, result=pending_result(runtime, outcome.proposal, outcome.token))
    return ran_result(outcome.tool.name, outcome.result, runtime)


def ran_result(tool_name: str, result: Any, runtime: Runtime) -> CallToolResult:
    guarded = guard_tool_result(tool_name, result, guard=runtime.gateway.policy.guard).payload
    shown = clamp_result(guarded, DEFAULT_RESULT_CHARS)
    text = shown if isinstance(shown, str) else json.dumps(shown, ensure_ascii=False, default=str)
    structured = shown if isinstance(shown, dict) else None
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=structured)


def error_result(exc: DeputyError) -> CallToolResult:
    problem = exc.to_problem()
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(problem, ensure_ascii=False, default=str))],
        is_error=True,
    )


def approval_url(runtime: Runtime, token: str) -> str:
    return confirm_url(token, runtime.settings.public_url)


def proposal_view(runtime: Runtime, record: ProposalRecord, token: str | None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "status": "awaiting_approval" if record.status.value == "proposed" else record.status.value,
        "proposal_id": record.id,
        "tool": record.tool_name,
        "effect": record.effect.value,
        "summary": record.summary,
        "diff": record.diff,
        "expires_at": record.expires_at.isoformat(),
    }
    if token is not None:
        view["proposal"] = token
        view["approve_url"] = approval_url(runtime, token)
    if record.result is not None:
        view["result"] = record.result
    if record.error is not None:
        view["error"] = record.error
    return view


def pending_result(runtime: Runtime, record: ProposalRecord, token: str) -> CallToolResult:
    view = proposal_view(runtime, record, token)
    text = (
        f"Nothing has changed yet. {sentence(record.summary)} A human must approve this change: open "
        f"{view['approve_url']} (proposal {record.id}, expires {view['expires_at']}). Call get_proposal with the "
        "proposal token to see whether it was applied."
    )
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=view)


async def _get_proposal(runtime: Runtime, ctx: ToolContext, arguments: Any) -> CallToolResult:
    token = arguments.get("proposal") if isinstance(arguments, dict) else None
    if not isinstance(token, str) or not token:
        return CallToolResult(
            content=[TextContent(type="text", text="get_proposal needs `proposal`: the token a call returned.")],
            is_error=True,
        )
    try:
        record = await runtime.gateway.describe(ctx.principal, token)
    except DeputyError as exc:
        return error_result(exc)
    return proposal_result(runtime, record, token)


def proposal_result(runtime: Runtime, record: ProposalRecord, token: str | None) -> CallToolResult:
    """Where a proposal stands, as `get_proposal` reports it."""
    view = proposal_view(runtime, record, token)
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(view, default=str))], structured_content=view
    )


async def record_refusal(runtime: Runtime, principal: Principal, tool_name: str, code: str) -> None:
    """The audit row of an MCP call refused before it reached the gateway (a scope short of the tool, an approval
    state that does not open): recorded like any refused call."""
    tool = runtime.registry.get(tool_name)
    await runtime.stores.audit.record(
        AuditEntry(
            principal=principal.ref,
            tenant_id=principal.tenant_id,
            transport=Transport.MCP,
            tool_name=tool_name,
            effect=None if tool is None else tool.effect,
            args_hash=None,
            decision=Decision.REFUSED,
            outcome=Outcome.REFUSED,
            latency_ms=0.0,
            created_at=runtime.clock.now(),
            error_code=code,
        )
    )


def sentence(text: str) -> str:
    """`text` ending in a full stop, without doubling one it has (a preview's summary is usually a sentence)."""
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."
