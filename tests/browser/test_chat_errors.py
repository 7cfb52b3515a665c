"""Errors as a user meets them, at desktop (1366 by 860) and phone (390 by 844) sizes: a failed model turn shows one
clear message and the next message goes to the model on its own; a server that stops answering shows one
friendly offline notice, not an error per request, and the app recovers when the server is back."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Route, expect

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.demo.running import running_demo
from deputy.llm.fake_script import FakeScript, FakeTurn, HTTPErrorFault
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from tests.browser.conftest import DESKTOP, PHONE, SECRET, Site, ask, assert_accessible, log_in, new_page, page_width

RULES = [
    FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Scripted"),
    FakeTurn(match="second", text="The second question, answered."),
    FakeTurn(match="first", fault=HTTPErrorFault(kind="http_error", status=500, message="upstream exploded")),
]


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=RULES)) as fake:
        yield fake


@pytest.fixture
async def scripted_site(
    sqlite_db: Database, tmp_path: Path, screenshots: Path, upstream: FakeUpstream
) -> AsyncIterator[Site]:
    settings = Settings(
        db_url=sqlite_db.url,
        secret_key=SECRET,
        secret_key_file=tmp_path / "unused",
        demo=True,
        llm_base_url=upstream.url_for("openai"),
        llm_model="fake-model",
    )
    async with running_demo(settings, database=sqlite_db) as running:
        yield Site(url=running.origin, demo=running.demo, model=None, screenshots=screenshots)


def _user_texts(upstream: FakeUpstream) -> list[list[str]]:
    """Per chat request to the model (titles left out): the user messages it was sent, in order."""
    sent = []
    for request in upstream.requests:
        users = [m for m in request.body.get("messages", []) if m.get("role") == "user"]
        texts = [
            m["content"] if isinstance(m["content"], str) else " ".join(p.get("text", "") for p in m["content"])
            for m in users
        ]
        if texts and not texts[-1].startswith(TITLE_REQUEST):
            sent.append(texts)
    return sent


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
async def test_a_failed_turn_shows_one_message_and_the_next_question_goes_alone(
    browser: Browser, scripted_site: Site, upstream: FakeUpstream, viewport: dict[str, int]
) -> None:
    name = "desktop" if viewport == DESKTOP else "phone"
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, scripted_site)
        await ask(page, "The first question")
        await expect(page.get_by_role("alert")).to_have_count(1)
        await expect(page.get_by_role("alert")).to_contain_text("could not")
        await expect(page.get_by_role("button", name="Send")).to_be_visible()
        assert await page_width(page) <= viewport["width"]
        await assert_accessible(page)
        await page.screenshot(path=scripted_site.screenshots / f"turn-failed-{name}.png")

        await ask(page, "The second question")
        await expect(page.locator(".message.assistant .markdown").last).to_have_text("The second question, answered.")
        await expect(page.get_by_role("alert")).to_have_count(0)
        await page.screenshot(path=scripted_site.screenshots / f"turn-after-failure-{name}.png")
        sent = _user_texts(upstream)
        assert sent[-1][-1] == "The second question"


async def _server_stopped(route: Route) -> None:
    await route.abort("connectionrefused")


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
async def test_a_stopped_server_shows_one_friendly_notice_and_the_app_recovers(
    browser: Browser, scripted_site: Site, viewport: dict[str, int]
) -> None:
    name = "desktop" if viewport == DESKTOP else "phone"
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, scripted_site)
        await ask(page, "The second question, before the outage")
        await expect(page.locator(".message.assistant .markdown").last).to_have_text("The second question, answered.")

        await page.route("**/api/**", _server_stopped)  # every request to the server goes unanswered
        await ask(page, "The second question, during the outage")
        await expect(page.get_by_role("alert")).to_have_count(1)
        await expect(page.get_by_role("alert")).to_contain_text("Deputy cannot reach the server.")
        await expect(page.get_by_role("status").filter(has_text="was not answered")).to_be_visible()
        if viewport == DESKTOP:
            await page.get_by_role("button", name="New chat", exact=True).click()
            await page.get_by_role("searchbox", name="Search chats").fill("outage")
            await page.wait_for_timeout(600)  # the debounced search has been sent and failed
        await expect(page.get_by_role("alert")).to_have_count(1)
        await expect(page.get_by_text(re.compile("failed to fetch", re.IGNORECASE))).to_have_count(0)
        assert await page_width(page) <= viewport["width"]
        await assert_accessible(page)
        await page.screenshot(path=scripted_site.screenshots / f"offline-{name}.png")

        await page.unroute("**/api/**", _server_stopped)  # the server is back: the notice goes by itself
        await expect(page.get_by_role("alert")).to_have_count(0)
        await page.get_by_role("button", name="Try again").click()
        await expect(page.locator(".message.assistant .markdown").last).to_have_text("The second question, answered.")
        await expect(page.get_by_role("status").filter(has_text="was not answered")).to_have_count(0)
