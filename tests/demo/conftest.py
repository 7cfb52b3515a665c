from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.demo import DEMO_USERS, DemoApp, build_demo_app, prepare_demo
from deputy.demo.capabilities import Prober, demo_prober
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database

SECRET = "d" * 40


@dataclass
class Demo:
    """The demo server in-process, seeded, with a bearer token for each demo user."""

    built: DemoApp
    client: httpx.AsyncClient
    tokens: dict[str, str]

    @property
    def runtime(self) -> Runtime:
        return self.built.runtime

    def auth(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[who]}"}

    async def get(self, path: str, who: str = "admin") -> Any:
        response = await self.client.get(path, headers=self.auth(who))
        assert response.status_code == 200, response.text
        return response.json()


async def tokens_for(runtime: Runtime) -> dict[str, str]:
    identity, now = runtime.stores.identity, runtime.clock.now()
    tokens: dict[str, str] = {}
    for user in DEMO_USERS:
        record = await identity.user_by_name(user.username)
        assert record is not None
        tokens[user.username] = (await identity.create_api_token(user_id=record.id, now=now)).secret
        tokens[f"{user.username}-applies"] = (
            await identity.create_api_token(user_id=record.id, now=now, may_apply=True)
        ).secret
    return tokens


@asynccontextmanager
async def open_demo(
    database: Database, tmp_path: Path, clock: ManualClock, *, prober: Prober = demo_prober, **settings: Any
) -> AsyncIterator[Demo]:
    """The demo, seeded and served in-process; `settings` override the demo's defaults. Eager tool loading unless a
    test asks otherwise: these tests read each turn's exact stream (auto adds a search_tools step for the admin)."""
    options = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", demo=True, tool_loading="eager"
    )
    built = build_demo_app(options.model_copy(update=settings), database=database, clock=clock, prober=prober)
    await prepare_demo(built)
    transport = httpx.ASGITransport(app=built.app)
    async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
        yield Demo(built=built, client=client, tokens=await tokens_for(built.runtime))
    await built.runtime.chat.drain()
    await built.runtime.models.aclose()


@pytest.fixture
async def demo(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Demo]:
    async with open_demo(database, tmp_path, clock) as opened:
        yield opened
