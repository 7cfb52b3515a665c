"""`running_demo`: the whole demo over real HTTP in the test's event loop, with the offline model or a real one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.demo import running_demo
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from tests.web.chat_support import TITLE_RULE, chunks, text_of, user_body

from .conftest import SECRET, tokens_for


def settings(database: Database, tmp_path: Path, **extra: Any) -> Settings:
    extra.setdefault("tool_loading", "eager")  # these tests read exact streams; auto is tested in test_auto_loading
    return Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", demo=True, **extra)


async def chat(origin: str, token: str, text: str) -> str:
    auth = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(base_url=origin, trust_env=False, timeout=30) as client:
        conversation = (await client.post("/api/conversations", json={}, headers=auth)).json()
        response = await client.post("/api/chat", json=user_body(conversation["id"], text), headers=auth)
    return text_of(chunks(response))


@pytest.mark.slow
async def test_the_running_demo_answers_over_real_http_with_the_offline_model_as_default(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with running_demo(settings(sqlite_db, tmp_path), database=sqlite_db, clock=clock) as running:
        tokens = await tokens_for(running.demo.runtime)
        answer = await chat(running.origin, tokens["viewer"], "Which checks are failing?")
        auth = {"Authorization": f"Bearer {tokens['viewer']}"}
        async with httpx.AsyncClient(base_url=running.origin, trust_env=False) as client:
            integrations = await client.get("/api/chat/integrations", headers=auth)

    assert answer.startswith("**2 health checks**: 0 passing, 2 failing")
    [offline] = integrations.json()
    assert (offline["name"], offline["is_default"]) == ("offline-demo-model", True)
    assert offline["available_models"] == ["acme-demo", "acme-demo-brief"]


@pytest.mark.slow
async def test_a_real_model_given_by_url_becomes_the_default_and_no_offline_model_starts(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    script = FakeScript(rules=[FakeTurn(**TITLE_RULE)], turns=[FakeTurn(text="Hello from a real model.")])
    async with FakeUpstream(script) as upstream:
        real = settings(sqlite_db, tmp_path, llm_base_url=upstream.base_url, llm_model="fake-model")
        async with running_demo(real, database=sqlite_db, clock=clock) as running:
            tokens = await tokens_for(running.demo.runtime)
            answer = await chat(running.origin, tokens["operator"], "Hi")

    assert running.model is None
    assert answer == "Hello from a real model."
    assert upstream.requests[0].body["model"] == "fake-model"
    offered = {t["function"]["name"] for t in upstream.requests[0].body["tools"]}
    assert "create_incident" in offered and "delete_service" not in offered
