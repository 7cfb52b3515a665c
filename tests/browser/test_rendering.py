"""How the UI renders what a model writes: safe markdown (tables, code, mermaid; raw HTML never), links through
the link guard, and a readable message when the model fails. The demo runs against a scripted OpenAI-compatible
model (`FakeUpstream`) so each answer is exactly what the test needs."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Page, Route, expect
from pydantic import BaseModel

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.demo.acme import READ
from deputy.demo.running import running_demo
from deputy.llm.fake_script import FakeScript, FakeToolCall, FakeTurn, HTTPErrorFault
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from tests.browser.conftest import SECRET, Site, ask, log_in, new_page

RICH_ANSWER = """Here is the **summary**.

| Service | State |
| --- | --- |
| checkout-api | degraded |

```python
print("hello")
```

```mermaid
graph TD
  A[Checkout] --> B[Payments]
```

<img src="x" onerror="window.pwned = true"> <b>not bold</b> <script>window.pwned = true</script>

See [the status page](https://status.acme.example/incidents) or [the admin page](/admin).
"""

RULES = [
    FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Scripted"),
    FakeTurn(match="rich", text=RICH_ANSWER),
    FakeTurn(match="broken", fault=HTTPErrorFault(kind="http_error", status=500, message="upstream exploded")),
    FakeTurn(match="uptime", when_last_role="tool", text="Uptime is above target everywhere."),
    FakeTurn(match="uptime", tool_calls=[FakeToolCall(name="uptime_chart"), FakeToolCall(name="runbook_links")]),
]


class NoArguments(BaseModel):
    pass


@tool(effect=Effect.READ, permissions={READ})
async def uptime_chart(ctx: ToolContext, args: NoArguments) -> dict[str, Any]:
    """Uptime per service this month, as a chart."""
    points = [{"label": "checkout-api", "value": 99.2}, {"label": "payments", "value": 99.9}]
    return {"ui_component": "chart", "ui_data": {"title": "Uptime this month", "unit": "%", "points": points}}


@tool(effect=Effect.READ, permissions={READ})
async def runbook_links(ctx: ToolContext, args: NoArguments) -> dict[str, Any]:
    """Links to the runbooks."""
    links = [{"label": "Checkout runbook", "url": "https://wiki.acme.example/checkout", "description": "on-call"}]
    return {"ui_component": "links", "ui_data": {"title": "Runbooks", "links": links}}


@pytest.fixture
async def scripted_site(sqlite_db: Database, tmp_path: Path, screenshots: Path) -> AsyncIterator[Site]:
    async with FakeUpstream(FakeScript(rules=RULES)) as upstream:
        settings = Settings(
            db_url=sqlite_db.url,
            secret_key=SECRET,
            secret_key_file=tmp_path / "unused",
            demo=True,
            llm_base_url=upstream.url_for("openai"),
            llm_model="fake-model",
            tool_loading="eager",  # the script calls its tools at once, as it would with every tool offered
        )
        async with running_demo(settings, database=sqlite_db) as running:
            running.demo.runtime.registry.register(uptime_chart)
            running.demo.runtime.registry.register(runbook_links)
            yield Site(url=running.origin, demo=running.demo, model=None, screenshots=screenshots)


@pytest.fixture
async def page(browser: Browser, scripted_site: Site) -> AsyncIterator[Page]:
    async for opened in new_page(browser):
        yield opened


async def test_markdown_shows_tables_code_and_diagrams_but_never_raw_html(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    await ask(page, "rich answer please")
    answer = page.locator(".message.assistant .markdown").last
    await expect(answer.locator("table")).to_contain_text("checkout-api")
    await expect(answer.locator(".code-block")).to_contain_text('print("hello")')
    await expect(answer.locator(".diagram svg")).to_be_visible()
    await expect(answer.locator("strong")).to_have_text("summary")
    assert await answer.locator("img, script, b").count() == 0
    assert await page.evaluate("window.pwned === undefined")


async def test_an_external_link_opens_only_after_confirmation(page: Page, scripted_site: Site) -> None:
    opened: list[str] = []

    async def status_page(route: Route) -> None:  # never the network: the "external" site answers locally
        opened.append(route.request.url)
        await route.fulfill(status=200, content_type="text/html", body="<p>status</p>")

    await page.context.route("https://status.acme.example/**", status_page)
    await log_in(page, scripted_site)
    await ask(page, "rich answer please")
    link = page.get_by_role("link", name="the status page")
    await link.click()
    dialog = page.get_by_role("dialog", name="Open an external link?")
    await expect(dialog).to_contain_text("https://status.acme.example/incidents")
    await dialog.get_by_role("button", name="Cancel").click()
    await expect(dialog).to_have_count(0)
    assert opened == []

    await link.click()
    async with page.context.expect_page() as popup:
        await dialog.get_by_role("button", name="Open link").click()
    await (await popup.value).wait_for_load_state()
    assert opened == ["https://status.acme.example/incidents"]


async def test_an_internal_link_navigates_in_the_app_without_a_reload(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site, "admin")
    await ask(page, "rich answer please")
    await page.evaluate("window.sameDocument = true")
    await page.get_by_role("link", name="the admin page").click()
    await expect(page).to_have_url(f"{scripted_site.url}/admin")
    await expect(page.get_by_role("heading", name="Tools", exact=True)).to_be_visible()
    assert await page.evaluate("window.sameDocument === true")


async def test_a_model_failure_shows_a_readable_message_not_a_blank_reply(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    await ask(page, "this one is broken")
    alert = page.locator(".message.assistant [role=alert], .turn-error").first
    await expect(alert).to_be_visible()
    await expect(alert).not_to_be_empty()
    await expect(page.get_by_role("button", name="Send")).to_be_visible()


async def test_tool_ui_blocks_render_through_the_block_registry(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    await ask(page, "show uptime")
    chart = page.locator('details.tool[data-tool="uptime_chart"]')
    await expect(chart.locator(".bar-chart")).to_contain_text("checkout-api")
    await expect(chart.locator(".bar-chart")).to_contain_text("99.9 %")
    links = page.locator('details.tool[data-tool="runbook_links"]')
    await expect(links.get_by_role("link", name="Checkout runbook")).to_be_visible()
    await expect(page.locator(".message.assistant .markdown").last).to_have_text("Uptime is above target everywhere.")
    await links.get_by_role("link", name="Checkout runbook").click()  # external: asks first
    await expect(page.get_by_role("dialog", name="Open an external link?")).to_contain_text("wiki.acme.example")


async def test_shift_enter_adds_a_line_and_enter_sends_both_lines(page: Page, scripted_site: Site) -> None:
    await log_in(page, scripted_site)
    box = page.get_by_label("Message")
    await box.type("rich answer")
    await box.press("Shift+Enter")
    await box.type("second line")
    await expect(box).to_have_value("rich answer\nsecond line")
    async with page.expect_request(lambda r: r.url.endswith("/api/chat") and r.method == "POST") as sent:
        await box.press("Enter")
    assert "rich answer\nsecond line" in ((await sent.value).post_data or "").replace("\\n", "\n")
    await expect(page.locator(".message.user .bubble")).to_have_text("rich answer\nsecond line")
