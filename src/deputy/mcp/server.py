"""The MCP server: the SDK's low-level `Server` whose handlers translate MCP requests into core calls.

Every handler reads the caller that `McpEndpoint` authenticated for *this* HTTP request (never session state), so
the answer depends only on the authorization presented, in both protocol eras.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any

from mcp.server import Server, ServerRequestContext
from mcp.server.caching import CacheHint
from mcp.shared.exceptions import MCPError
from mcp.types import (
    INVALID_REQUEST,
    CallToolRequestParams,
    GetPromptRequestParams,
    GetPromptResult,
    ListPromptsResult,
    ListResourcesResult,
    ListResourceTemplatesResult,
    ListToolsResult,
    PaginatedRequestParams,
    ReadResourceRequestParams,
    ReadResourceResult,
)

from deputy.core.tools.declarations import ToolContext, Transport
from deputy.mcp import content, tools
from deputy.mcp.approval import Approvals, ToolAnswer, answers_in_round_trips
from deputy.mcp.credentials import McpCaller
from deputy.mcp.host import call_context
from deputy.runtime import Runtime

CALLER_KEY = "deputy.mcp.caller"
"""Where `McpEndpoint` leaves the authenticated caller in the ASGI scope of each request."""

CURRENT_CALLER: ContextVar[McpCaller | None] = ContextVar("deputy.mcp.current_caller", default=None)
"""The same caller, for what the SDK asks before a handler runs (it gets no request): set by `McpEndpoint` while
it hands the request to the SDK."""

SERVER_NAME = "deputy"
SERVER_VERSION = "0.1.0"
PRIVATE = CacheHint(ttl_ms=0, scope="private")
"""Lists vary by the authorization on the request: never share them, never keep them."""

INSTRUCTIONS = (
    "Deputy's tools run as the signed-in user with that user's permissions. Tools that change data return a "
    "proposal that a human approves in Deputy; use get_proposal to follow it."
)


def caller_of(ctx: ServerRequestContext[Any, Any]) -> McpCaller:
    request = ctx.request
    caller = None if request is None else request.scope.get(CALLER_KEY)
    if not isinstance(caller, McpCaller):  # the endpoint authenticates every request before the SDK sees it
        raise MCPError(INVALID_REQUEST, "Unauthenticated request.")
    return caller


def tool_context(ctx: ServerRequestContext[Any, Any]) -> ToolContext:
    """For listing: no host caller. Calls get theirs from `host.call_context` (a host assertion, never the
    caller's MCP token: no passthrough)."""
    return ToolContext(principal=caller_of(ctx).principal, transport=Transport.MCP)


def build_server(runtime: Runtime) -> Server[Any]:
    library = content.ContentLibrary(runtime.settings.docs_dir)
    approvals = Approvals(runtime)

    def tool_input_schema(name: str) -> Mapping[str, Any] | None:
        """The input schema of `name` as `tools/list` shows it to the caller of this request, or None when it is
        not listed for them: what the SDK checks a 2026-07-28 call's `Mcp-Param-*` headers against. Without it the
        SDK runs the whole `tools/list` handler before every call to find the one schema."""
        caller = CURRENT_CALLER.get()
        return None if caller is None else tools.listed_input_schema(runtime, caller.principal, name)

    async def on_list_tools(
        ctx: ServerRequestContext[Any, Any], params: PaginatedRequestParams | None
    ) -> ListToolsResult:
        return ListToolsResult(tools=tools.list_tools(runtime, tool_context(ctx)))

    async def on_call_tool(ctx: ServerRequestContext[Any, Any], params: CallToolRequestParams) -> ToolAnswer:
        principal = caller_of(ctx).principal
        if params.request_state is not None and answers_in_round_trips(ctx):
            return await approvals.resume(principal, params)
        async with call_context(runtime, principal) as tctx:
            outcome = await tools.call_tool(runtime, tctx, params.name, params.arguments)
        if isinstance(outcome, tools.Pending):
            return await approvals.offer(ctx, principal, outcome)
        return outcome

    async def on_list_resources(
        ctx: ServerRequestContext[Any, Any], params: PaginatedRequestParams | None
    ) -> ListResourcesResult:
        principal = caller_of(ctx).principal
        return ListResourcesResult(resources=await content.list_resources(runtime, library, principal))

    async def on_list_resource_templates(
        ctx: ServerRequestContext[Any, Any], params: PaginatedRequestParams | None
    ) -> ListResourceTemplatesResult:
        caller_of(ctx)
        return ListResourceTemplatesResult(resource_templates=content.RESOURCE_TEMPLATES)

    async def on_read_resource(
        ctx: ServerRequestContext[Any, Any], params: ReadResourceRequestParams
    ) -> ReadResourceResult:
        principal = caller_of(ctx).principal
        return ReadResourceResult(contents=await content.read_resource(runtime, library, principal, str(params.uri)))

    async def on_list_prompts(
        ctx: ServerRequestContext[Any, Any], params: PaginatedRequestParams | None
    ) -> ListPromptsResult:
        caller_of(ctx)
        return ListPromptsResult(prompts=content.PROMPTS)

    async def on_get_prompt(ctx: ServerRequestContext[Any, Any], params: GetPromptRequestParams) -> GetPromptResult:
        caller_of(ctx)
        return content.get_prompt(params.name, params.arguments)

    return Server(
        SERVER_NAME,
        version=SERVER_VERSION,
        instructions=INSTRUCTIONS,
        get_tool_input_schema=tool_input_schema,
        cache_hints={
            "tools/list": PRIVATE,
            "resources/list": PRIVATE,
            "resources/read": PRIVATE,
            "resources/templates/list": PRIVATE,
            "prompts/list": PRIVATE,
        },
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
        on_list_resources=on_list_resources,
        on_list_resource_templates=on_list_resource_templates,
        on_read_resource=on_read_resource,
        on_list_prompts=on_list_prompts,
        on_get_prompt=on_get_prompt,
    )
