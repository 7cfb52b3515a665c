from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.observability import Observability
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.chat_support import TITLE_RULE
from tests.web.conftest import SECRET, Api, seed

MakeApi = Callable[..., AbstractAsyncContextManager[Api]]


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    title = FakeTurn(**TITLE_RULE, usage={"prompt_tokens": 5, "completion_tokens": 2})
    async with FakeUpstream(FakeScript(rules=[title]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


@pytest.fixture
def make_api(sqlite_db: Database, tmp_path: Path, clock: ManualClock) -> MakeApi:
    """An app over the gateway test tools with these settings (and, optionally, its own `Observability`)."""

    @asynccontextmanager
    async def build(observability: Observability | None = None, **settings: Any) -> AsyncIterator[Api]:
        values = Settings(db_url=sqlite_db.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", **settings)
        calls = Calls()
        app = create_app(
            values, registry=build_toolbox(calls), clock=clock, database=sqlite_db, observability=observability
        )
        runtime: Runtime = app.state.deputy
        tokens = await seed(runtime)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
            yield Api(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens)
        await runtime.chat.drain()
        await runtime.models.aclose()

    return build
