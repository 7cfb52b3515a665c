"""`build_mcp(runtime)`: the routes and the lifespan of the MCP surface, for the composition root to mount.

Era and mode (protocols.md §2): the SDK's session manager routes each request by its `MCP-Protocol-Version`
header. 2026-07-28 requests are always stateless. 2025-11-25 (and older) clients get a pod-local SDK session when
`settings.mcp_sessions` is on (needs sticky routing; enables elicitation), and a stateless answer otherwise, which
any pod can give: the default, and the mode to run behind a load balancer without sticky sessions.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.routing import BaseRoute, Route

from deputy.core.principal import Principal
from deputy.mcp.consent import ConsentFlow, SessionLookup
from deputy.mcp.endpoint import McpEndpoint
from deputy.mcp.oauth import MCP_PATH, OAuthServer, OAuthUrls
from deputy.mcp.server import build_server
from deputy.runtime import Runtime


@dataclass(frozen=True, slots=True)
class McpApp:
    routes: list[BaseRoute]
    manager: StreamableHTTPSessionManager
    urls: OAuthUrls

    @asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        """Run the SDK's session manager (its task group serves every request); enter inside the app's lifespan."""
        async with self.manager.run():
            yield


async def no_sessions(_token: str, _now: datetime) -> Principal | None:
    return None


def build_mcp(runtime: Runtime, *, sessions: SessionLookup = no_sessions) -> McpApp:
    urls = OAuthUrls.from_public_url(runtime.settings.public_url)
    manager = StreamableHTTPSessionManager(
        app=build_server(runtime),
        json_response=False,
        stateless=not runtime.settings.mcp_sessions,
        # Origin is validated by `McpEndpoint` against `public_url`; the SDK's Host allowlist would refuse every
        # real hostname, so only its Content-Type check stays on.
        security_settings=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
    endpoint = McpEndpoint(runtime, manager, resource=urls.resource, resource_metadata_url=urls.resource_metadata)
    routes: list[BaseRoute] = [
        Route(MCP_PATH, endpoint=endpoint),
        *OAuthServer(runtime, urls).routes(),
        *ConsentFlow(runtime, urls, sessions).routes(),
    ]
    return McpApp(routes=routes, manager=manager, urls=urls)
