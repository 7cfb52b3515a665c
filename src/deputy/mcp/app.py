"""`build_mcp(runtime)`: the routes and the lifespan of the MCP surface, for the composition root to mount.

Era and mode (protocols.md §2): `McpEndpoint` hands each request to one of two SDK session managers by its
`MCP-Protocol-Version` header. 2026-07-28 requests are always stateless. 2025-11-25 (and older) clients get a
pod-local SDK session when `settings.mcp_sessions` is on (needs sticky routing; enables elicitation), and a
stateless answer otherwise, which any pod can give: the default, and the mode to run behind a load balancer
without sticky sessions.

A 2026-07-28 request is answered with plain JSON, not an SSE stream: Deputy sends nothing before the answer in that
era (no progress, and no back channel for elicitation), and the SDK's SSE answer costs a task group, a memory
stream and a disconnect watcher per request (0.35 ms, a third of a `tools/list` on the server). What SSE would add
is a keep-alive ping after 15 s of silence, for proxies that cut idle reads, and a call ends within the tool
timeout (`tool_timeout_seconds`, 30 s); and a client that hangs up no longer cancels its call, which runs to its
end and is audited, as a chat turn outlives its request.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.routing import BaseRoute, Route

from deputy.core.identity.principal import Principal
from deputy.mcp.consent import ConsentFlow, SessionLookup
from deputy.mcp.endpoint import McpEndpoint, McpManagers
from deputy.mcp.oauth import MCP_PATH, OAuthServer, OAuthUrls
from deputy.mcp.server import build_server
from deputy.runtime import Runtime


@dataclass(frozen=True, slots=True)
class McpApp:
    routes: list[BaseRoute]
    managers: McpManagers
    urls: OAuthUrls

    @asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        """Run the SDK's session managers (their task groups serve every request); enter inside the app's
        lifespan."""
        async with self.managers.handshake.run(), self.managers.modern.run():
            yield


async def no_sessions(_token: str, _now: datetime) -> Principal | None:
    return None


def build_mcp(runtime: Runtime, *, sessions: SessionLookup = no_sessions) -> McpApp:
    urls = OAuthUrls.from_public_url(runtime.settings.public_url)
    server = build_server(runtime)
    # Origin is validated by `McpEndpoint` against `public_url`; the SDK's Host allowlist would refuse every real
    # hostname, so only its Content-Type check stays on.
    security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
    managers = McpManagers(
        handshake=StreamableHTTPSessionManager(
            app=server, json_response=False, stateless=not runtime.settings.mcp_sessions, security_settings=security
        ),
        modern=StreamableHTTPSessionManager(app=server, json_response=True, stateless=True, security_settings=security),
    )
    endpoint = McpEndpoint(runtime, managers, resource=urls.resource, resource_metadata_url=urls.resource_metadata)
    routes: list[BaseRoute] = [
        Route(MCP_PATH, endpoint=endpoint),
        *OAuthServer(runtime, urls).routes(),
        *ConsentFlow(runtime, urls, sessions).routes(),
    ]
    return McpApp(routes=routes, managers=managers, urls=urls)
