"""A chat turn grounded in the docs: the model searches, reads the page it found, then answers from it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.docs.tools import DOCS_PERMISSION, DOCS_TOOL_NAMES
from deputy.core.tools.registry import ToolRegistry
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime, build_runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls
from tests.web.chat_support import TITLE_RULE, chunks, connect, conversation, text_of, user_body
from tests.web.conftest import SECRET, Api
from tests.web.test_chat_tools import tool_results


@pytest.fixture
async def api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", docs_tools=True)
    app = create_app(settings, registry=ToolRegistry(), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    await identity.ensure_role(tenant_id=tenant, name="reader", permissions={DOCS_PERMISSION}, now=now)
    await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"incidents.read"}, now=now)
    tokens: dict[str, str] = {}
    for name in ("reader", "viewer"):
        user_id = await identity.create_user(tenant_id=tenant, username=name, role_names=[name], now=now)
        tokens[name] = (await identity.create_api_token(user_id=user_id, now=now)).secret
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=runtime, calls=Calls(), tokens=tokens)
    await runtime.chat.drain()
    await runtime.models.aclose()


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def test_the_assistant_searches_the_docs_reads_the_page_and_answers_from_it(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{"name": "search_docs", "arguments": {"query": "spend cap connection"}, "id": "s1"}]},
        {"tool_calls": [{"name": "get_doc", "arguments": {"slug": "deputy/operators"}, "id": "g1"}]},
        {"text": "Set --spend-cap-tokens and --spend-window-minutes on the connection (Operating Deputy)."},
    )
    conv = await conversation(api, "reader")

    response = await api.client.post(
        "/api/chat", json=user_body(conv.id, "How do I cap spend on a model connection?"), headers=auth(api, "reader")
    )

    stream = chunks(response)
    outputs = [c for c in stream if c["type"] == "tool-output-available"]
    assert [c["toolCallId"] for c in outputs] == ["s1", "g1"]
    search = tool_results(upstream, 1)[0]
    assert search["hits"][0]["slug"] == "deputy/operators" and "get_doc" in search["note"]
    page = tool_results(upstream, 2)[-1]
    assert page["title"] == "Operating Deputy" and "--spend-cap-tokens" in page["content"]
    assert "--spend-cap-tokens" in text_of(stream)
    system = upstream.requests[0].body["messages"][0]
    assert system["role"] == "system" and "ground the answer in the documentation" in system["content"]


async def test_an_invented_slug_reaches_the_model_as_an_error_naming_the_real_page(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{"name": "get_doc", "arguments": {"slug": "acme-ops/oncall"}, "id": "g1"}]},
        {"text": "See the on-call page."},
    )
    conv = await conversation(api, "reader")

    await api.client.post("/api/chat", json=user_body(conv.id, "Who is on call?"), headers=auth(api, "reader"))

    tool_message = next(m for m in upstream.requests[1].body["messages"] if m["role"] == "tool")
    assert "acme-ops/on-call" in tool_message["content"]


async def test_the_docs_tools_are_offered_only_to_users_holding_docs_read(api: Api, upstream: FakeUpstream) -> None:
    reader = await api.client.get("/api/tools", headers=auth(api, "reader"))
    viewer = await api.client.get("/api/tools", headers=auth(api, "viewer"))

    assert sorted(t["name"] for t in reader.json()) == sorted(DOCS_TOOL_NAMES)
    assert viewer.json() == []


def auth(api: Api, who: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {api.tokens[who]}"}


async def test_docs_tools_are_registered_only_when_the_setting_is_on(database: Database, tmp_path: Path) -> None:
    def settings(docs_tools: bool) -> Settings:
        return Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "k", docs_tools=docs_tools)

    assert "search_docs" not in build_runtime(settings(False), database=database).registry
    registered = {t.name for t in build_runtime(settings(True), database=database).registry}
    assert set(DOCS_TOOL_NAMES) <= registered
