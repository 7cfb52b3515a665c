"""Auto tool loading in the demo: the admin's tools exceed the budget, so turns start with the catalogue, and the
offline model (which follows the loading hints as a real model would) still reaches every tool a question needs,
for every demo role."""

from __future__ import annotations

from pathlib import Path

import pytest

from deputy.core.clock import ManualClock
from deputy.demo import OfflineModel, connect_offline_model
from deputy.store import Database
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
