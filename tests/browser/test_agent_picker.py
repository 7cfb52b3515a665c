"""The agent picker in the chat header, in a real browser against the demo: a new chat gets the default agent, and
switching agents mid-conversation applies the new agent (and its model) from the next turn."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.async_api import Page, expect

from deputy.core.agents.profiles import AgentDraft
from tests.browser.conftest import Site, ask, log_in


async def _conversation(page: Page, site: Site) -> dict[str, Any]:
    conversation_id = page.url.rsplit("/c/", 1)[1]
    response = await page.request.get(f"{site.url}/api/conversations/{conversation_id}")
    assert response.status == 200, await response.text()
    found: dict[str, Any] = await response.json()
    return found


def _agent_of(message: dict[str, Any]) -> str:
    return str(next(p for p in message["parts"] if p["type"] == "data-agent")["data"]["slug"])


async def test_switching_agents_in_the_header_answers_the_next_turn_as_the_new_agent(page: Page, site: Site) -> None:
    runtime = site.demo.runtime
    now = runtime.clock.now()
    connection = await runtime.stores.connections.default()
    assert connection is not None
    agents = runtime.stores.agents
    await agents.create(AgentDraft(slug="helper", name="Helper", primary=True), tenant_id=None, by=None, now=now)
    analyst = await agents.create(
        AgentDraft(slug="analyst", name="Analyst", connection_id=connection.id, model="acme-demo-brief"),
        tenant_id=None,
        by=None,
        now=now,
    )
    await log_in(page, site)
    picker = page.get_by_label("Agent")
    await expect(picker.locator("option:checked")).to_have_text("Helper (default)")
    await ask(page, "List the services")
    await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
    await expect(page.get_by_role("button", name="Send")).to_be_visible()

    async with page.expect_response(lambda r: "/api/conversations/" in r.url and r.request.method == "PATCH") as patch:
        await picker.select_option(label="Analyst")
    assert json.loads((await patch.value).request.post_data or "{}") == {"agent_id": analyst.id}
    await expect(page.get_by_label("Model")).to_have_value(re.compile("acme-demo-brief$"))
    async with page.expect_request(lambda r: r.url.endswith("/api/chat") and r.method == "POST") as sent:
        await ask(page, "List the open incidents")
    assert json.loads((await sent.value).post_data or "{}")["model"] == "acme-demo-brief"
    await expect(page.locator('details.tool[data-tool="list_incidents"] .badge')).to_have_text("Done")
    await expect(page.get_by_role("button", name="Send")).to_be_visible()
    await page.screenshot(path=site.screenshots / "agent-picker.png")

    stored = await _conversation(page, site)
    answers = [m for m in stored["messages"] if m["role"] == "assistant"]
    assert stored["agent_id"] == analyst.id
    assert [_agent_of(m) for m in answers] == ["helper", "analyst"]
    await page.reload()
    await expect(page.get_by_label("Agent").locator("option:checked")).to_have_text("Analyst")
