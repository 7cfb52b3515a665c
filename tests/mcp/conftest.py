from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from deputy.core.clock import ManualClock
from deputy.store import Database
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, seed

from .flow import PUBLIC_URL, OAuthApp, Sessions


@pytest.fixture
async def oauth_app(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[OAuthApp]:
    """`create_server` in process (httpx over ASGI, lifespan running), with seeded users and API tokens."""
    from deputy.server import create_server
    from deputy.settings import Settings

    calls = Calls()
    sessions = Sessions()
    settings = Settings(
        db_url=database.url,
        secret_key=SECRET,
        secret_key_file=tmp_path / "unused",
        public_url=PUBLIC_URL,
        oauth_registrations_per_hour=5,
    )
    app = create_server(
        settings, registry=build_toolbox(calls), clock=clock, database=database, session_lookup=sessions.lookup
    )
    sessions.runtime = app.state.deputy
    tokens = await seed(app.state.deputy)
    async with (
        lifespan_in_one_task(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL) as client,
    ):
        yield OAuthApp(client=client, runtime=app.state.deputy, calls=calls, tokens=tokens, sessions=sessions)


@asynccontextmanager
async def lifespan_in_one_task(app: FastAPI) -> AsyncIterator[None]:
    """Run the app's lifespan as uvicorn does: entered and exited by one task (the SDK's task group needs that;
    a fixture's setup and teardown run in different tasks)."""
    started, stop = asyncio.Event(), asyncio.Event()

    async def run() -> None:
        async with app.router.lifespan_context(app):
            started.set()
            await stop.wait()

    task = asyncio.create_task(run())
    async with asyncio.timeout(10):
        await asyncio.wait([task, asyncio.create_task(started.wait())], return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        task.result()
    try:
        yield
    finally:
        stop.set()
        async with asyncio.timeout(10):
            await task
