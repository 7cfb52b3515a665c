"""`create_app(settings)`: the only place that picks concrete parts for the HTTP server."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

from fastapi import Depends, FastAPI

from deputy.core.ports import Clock
from deputy.core.tools.registry import ToolRegistry
from deputy.errors import DeputyError
from deputy.gc_pacing import pace_collections, paced, scheduled_collections
from deputy.observability import Observability
from deputy.observability.process_health import watching
from deputy.projection.host import HostCallerFactory
from deputy.runtime import Runtime, build_runtime, sweep_budgets
from deputy.settings import Settings
from deputy.store import Database
from deputy.store.env_connection import ensure_env_connection
from deputy.web.api_docs import serve_api_docs
from deputy.web.body_limit import BodyLimit
from deputy.web.deps import reject_control_characters
from deputy.web.errors import install_error_handlers, problems
from deputy.web.routes import admin_people as admin_people_routes
from deputy.web.routes import admin_records as admin_records_routes
from deputy.web.routes import admin_usage as admin_usage_routes
from deputy.web.routes import agents as agents_routes
from deputy.web.routes import audit, chat, connections, conversations, system, tools
from deputy.web.routes import auth as auth_routes
from deputy.web.routes import context as context_routes
from deputy.web.routes import inbox as inbox_routes
from deputy.web.routes import memory as memory_routes
from deputy.web.routes import messages as messages_routes
from deputy.web.routes import metrics as metrics_routes
from deputy.web.routes import quota as quota_routes
from deputy.web.routes import skills as skills_routes
from deputy.web.routes import system_prompts as system_prompts_routes
from deputy.web.routes import ui as ui_routes
from deputy.web.security_headers import SecurityHeaders
from deputy.web.telemetry import RequestTelemetry

log = logging.getLogger(__name__)

TURN_EVENTS_KEPT = timedelta(days=1)
"""A turn's stream events are only needed while it runs (resume); its answer lives in the messages."""
ENDED_SESSIONS_KEPT = timedelta(days=1)
"""Ended browser sessions and old failed logins are deleted a day later (the login window is far shorter)."""


def create_app(
    settings: Settings,
    *,
    registry: ToolRegistry | None = None,
    clock: Clock | None = None,
    database: Database | None = None,
    host: HostCallerFactory | None = None,
    observability: Observability | None = None,
) -> FastAPI:
    """The HTTP server. `host` says how projected tools reach the host application as the calling user;
    `observability` replaces the metrics registry and tracer the settings ask for (tests)."""
    runtime = build_runtime(
        settings, registry=registry, clock=clock, database=database, host=host, observability=observability
    )

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await ensure_env_connection(runtime.settings, runtime.stores.connections, now=runtime.clock.now())
        if runtime.settings.pace_gc and not paced():
            pace_collections()  # what `deputy serve` does before it serves, for an app another server runs
        sweeper = asyncio.create_task(_sweep_forever(runtime), name="deputy-proposal-sweep")
        reclaimer = asyncio.create_task(_reclaim_forever(runtime), name="deputy-turn-reclaim")
        collector = asyncio.create_task(scheduled_collections(), name="deputy-collections")
        try:
            async with watching(runtime.observability.metrics):
                yield
        finally:
            for task in (sweeper, reclaimer, collector):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await runtime.close()

    app = FastAPI(
        title="Deputy",
        version="0.1.0",
        lifespan=lifespan,
        dependencies=[Depends(reject_control_characters)],
        responses=problems(400, 503),  # any query may hold a control character; any store may be down
        docs_url=None,  # `serve_api_docs` below: FastAPI's pages load a CDN and run an inline script
        redoc_url=None,
    )
    app.state.deputy = runtime
    install_error_handlers(app)
    app.add_middleware(BodyLimit, limit=runtime.settings.max_body_bytes)  # every endpoint, /mcp and OAuth too
    app.add_middleware(SecurityHeaders)  # every page: no framing, no inline script (`security_headers`)
    app.add_middleware(RequestTelemetry, observability=runtime.observability)
    # First: a request's route is found by trying each in turn (about 100 µs for `POST /api/chat` when it came
    # seventh); no earlier route's path overlaps its paths.
    app.include_router(chat.router)
    app.include_router(auth_routes.router)  # before system: it answers GET /api/me
    for module in (system, tools, audit, connections, conversations):
        app.include_router(module.router)
    app.include_router(messages_routes.router)
    app.include_router(quota_routes.router)
    app.include_router(admin_usage_routes.router)
    app.include_router(admin_people_routes.router)
    app.include_router(admin_records_routes.router)
    app.include_router(system_prompts_routes.router)
    app.include_router(agents_routes.router)
    app.include_router(metrics_routes.router)
    app.include_router(inbox_routes.router)
    for context_module in (context_routes, memory_routes, skills_routes):
        app.include_router(context_module.router)
    app.include_router(ui_routes.router)  # last: the single-page app's own paths only
    serve_api_docs(app)
    return app


async def _reclaim_forever(runtime: Runtime) -> None:
    """At start and then once per lease length: close the turns of processes that died (`core.chat.leases`)."""
    while True:
        try:
            await runtime.chat.reclaim_dead_turns()
        except DeputyError as exc:
            log.warning("turn reclaim skipped: %s", exc.code)
        await asyncio.sleep(runtime.settings.turn_lease_seconds)


async def _sweep_forever(runtime: Runtime) -> None:
    """Expire stale proposals on every process; the UPDATE is idempotent, so pods need no coordination."""
    while True:
        await asyncio.sleep(runtime.settings.sweep_interval_seconds)
        try:
            await runtime.gateway.sweep()
            await runtime.stores.turn_events.prune(before=runtime.clock.now() - TURN_EVENTS_KEPT)
            await runtime.stores.sessions.prune(before=runtime.clock.now() - ENDED_SESSIONS_KEPT)
            await sweep_budgets(runtime.stores, runtime.settings, now=runtime.clock.now())
        except DeputyError as exc:
            log.warning("proposal sweep skipped: %s", exc.code)
