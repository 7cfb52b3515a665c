"""`create_server(settings)`: the whole HTTP surface of one process, the web API and UI with MCP mounted beside it.

The composition root above the two transports, which never import each other (`web`, `mcp`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any

from fastapi import FastAPI

from deputy.core.identity.principal import Principal
from deputy.mcp import SessionLookup, build_mcp
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.web.app import create_app


def create_server(settings: Settings, *, session_lookup: SessionLookup | None = None, **parts: Any) -> FastAPI:
    """The web app (`create_app` takes `parts`: registry, clock, database, host) with `/mcp` and OAuth mounted.

    `session_lookup` resolves the browser session cookie for the OAuth consent page (default: the session store).
    """
    app = create_app(settings, **parts)
    runtime: Runtime = app.state.deputy
    mcp = build_mcp(runtime, sessions=session_lookup or _session_store_lookup(runtime))
    # First, so a catch-all route of the web UI can never shadow /mcp or the OAuth endpoints.
    app.router.routes[0:0] = mcp.routes
    web_lifespan = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(inner: FastAPI) -> AsyncIterator[Any]:
        # The SDK's session manager must run inside the app's lifespan: a mounted app's own lifespan never runs.
        async with web_lifespan(inner) as state, mcp.lifespan():
            yield state

    app.router.lifespan_context = lifespan
    return app


def _session_store_lookup(runtime: Runtime) -> SessionLookup:
    """The `deputy_session` cookie set by `POST /api/auth/login`, resolved with live permissions."""

    async def lookup(token: str, now: datetime) -> Principal | None:
        return await runtime.stores.sessions.principal_for_session(token, now=now)

    return lookup
