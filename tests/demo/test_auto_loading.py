"""Auto tool loading in the demo: the admin's tools exceed the budget, so turns start with the catalogue, and the
offline model (which follows the loading hints as a real model would) still reaches every tool a question needs,
for every demo role."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deputy.core.clock import ManualClock
from deputy.demo import OfflineModel, connect_offline_model
from deputy.store import Database
from deputy.testing.seeker import Goal, ToolSeeker
from tests.web.chat_support import chunks, user_body

from .conftest import open_demo

QUESTIONS = {
    "What services do we run?": "list_services",
    "Show me the open incidents": "list_incidents",
    "Open an incident on checkout-api: checkout is failing": "create_incident",
}


@pytest.mark.parametrize("who", ["admin", "operator", "viewer"])
async def test_the_offline_model_loads_and_reaches_every_tool_it_needs_in_auto_mode(
    database: Database, tmp_path: Path, clock: ManualClock, who: str
) -> None:
    async with open_demo(database, tmp_path, clock, tool_loading="auto", docs_tools=True, memory_tools=True) as demo:
        async with OfflineModel() as model:
            await connect_offline_model(demo.runtime.stores.connections, model.base_url, now=clock.now())
            owner = await demo.runtime.stores.identity.principal_for_api_token(demo.tokens[who], now=clock.now())
            for question, tool in QUESTIONS.items():
                conv = await demo.runtime.stores.conversations.create(owner, now=clock.now())
                response = await demo.client.post(
                    "/api/chat", json=user_body(conv.id, question), headers=demo.auth(who)
                )
                called = [c["toolName"] for c in chunks(response) if c["type"] == "tool-input-available"]
                may = tool in {t.name for t in demo.runtime.gateway.allowed_tools(owner, None)}
                assert (tool in called) is may, (who, question, called)
            first = model.requests[0]
            offered = {t["function"]["name"] for t in first.get("tools") or []}
            if who == "admin":  # 18 tools: over the budget, so the catalogue and search_tools
                assert "search_tools" in offered and "list_services" not in offered


@pytest.mark.parametrize("search_first", [True, False], ids=["loads-first", "reads-the-hint"])
@pytest.mark.parametrize("who", ["admin", "operator", "viewer"])
async def test_a_model_that_follows_the_loading_hints_reaches_every_tool_its_role_may_use(
    database: Database, tmp_path: Path, clock: ManualClock, who: str, search_first: bool
) -> None:
    """Lazy loading for every role: for each permitted tool, a model asked for it loads it (first, or after calling
    it and reading the `tool_not_loaded` hint) and then reaches it through `call_tool`; the offer never changes."""
    async with open_demo(database, tmp_path, clock, tool_loading="lazy", docs_tools=True, memory_tools=True) as demo:
        owner = await demo.runtime.stores.identity.principal_for_api_token(demo.tokens[who], now=clock.now())
        permitted = sorted(t.name for t in demo.runtime.gateway.allowed_tools(owner, None))
        seeker = ToolSeeker({f"Please use {name}.": Goal(name, {}) for name in permitted}, search_first=search_first)
        async with OfflineModel(mind=seeker) as model:
            await connect_offline_model(demo.runtime.stores.connections, model.base_url, now=clock.now())
            for name in permitted:
                conv = await demo.runtime.stores.conversations.create(owner, now=clock.now())
                body = user_body(conv.id, f"Please use {name}.")
                stream = chunks(await demo.client.post("/api/chat", json=body, headers=demo.auth(who)))
                reached = [c["toolName"] for c in stream if c["type"] in ("tool-input-available", "tool-input-error")]
                assert reached[-1] == name, (who, name, reached)  # the tool itself: ran, proposed or its input refused
                assert not [c for c in stream if "not loaded" in str(c.get("errorText", ""))][1:], (who, name)
            offers = {json.dumps(r.get("tools"), sort_keys=True) for r in model.requests if r.get("stream")}
            assert len(offers) == 1  # the same definitions on every call of every conversation
        assert len(permitted) >= 5
