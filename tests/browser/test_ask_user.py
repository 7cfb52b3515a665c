"""`ask_user` in the browser: the model's questions render as a form, the turn stops, and sending the form answers
them as the user's next message, which the model reads."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, expect

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.demo.running import running_demo
from deputy.llm.fake_script import FakeScript, FakeToolCall, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from tests.browser.conftest import SECRET, Site, ask, log_in, new_page

QUESTIONS = {
    "title": "Before I schedule it",
    "context": "Two details decide the maintenance window.",
    "questions": [
        {"question": "Which day?", "options": ["Tuesday", "Thursday"]},
        {"question": "Who approves it?"},
    ],
}
RULES = [
    FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Maintenance window"),
    FakeTurn(match=r"Which day\?: Thursday\nWho approves it\?: Dana", text="Booked for Thursday, approved by Dana."),
    FakeTurn(
        match="maintenance",
        text="I need two answers first.",
        tool_calls=[FakeToolCall(name="ask_user", arguments=QUESTIONS)],
    ),
]


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=RULES)) as fake:
        yield fake


@pytest.fixture
async def asking_site(
    sqlite_db: Database, tmp_path: Path, screenshots: Path, upstream: FakeUpstream
) -> AsyncIterator[Site]:
    settings = Settings(
        db_url=sqlite_db.url,
        secret_key=SECRET,
        secret_key_file=tmp_path / "unused",
        demo=True,
        ask_user=True,
        llm_base_url=upstream.url_for("openai"),
        llm_model="fake-model",
    )
    async with running_demo(settings, database=sqlite_db) as running:
        yield Site(url=running.origin, demo=running.demo, model=None, screenshots=screenshots)


@pytest.fixture
async def page(browser: Browser, asking_site: Site) -> AsyncIterator[Page]:
    async for opened in new_page(browser):
        yield opened


async def test_the_assistants_questions_render_as_a_form_and_the_answers_come_back_as_a_message(
    page: Page, asking_site: Site, upstream: FakeUpstream
) -> None:
    await log_in(page, asking_site)
    await ask(page, "Plan the maintenance window")

    form = page.locator("form.block-form")
    await expect(form).to_contain_text("Two details decide the maintenance window.")
    await expect(page.locator(".message.assistant").last).to_contain_text("I need two answers first.")
    await form.get_by_label("Which day?").select_option("Thursday")
    await form.get_by_label("Who approves it?").fill("Dana")
    await page.screenshot(path=str(asking_site.screenshots / "ask-user-form.png"))
    await form.get_by_role("button", name="Send answers").click()

    await expect(page.locator(".message.user .bubble").last).to_contain_text("Which day?: Thursday")
    await expect(page.locator(".message.assistant .markdown").last).to_have_text(
        "Booked for Thursday, approved by Dana."
    )
    await expect(form.get_by_role("button", name="Sent")).to_be_disabled()
    sent = [r.body for r in upstream.requests if r.body.get("stream")][-1]["messages"]
    answered = next(m for m in reversed(sent) if m["role"] != "system")  # the time note is last, and never stored
    assert answered["role"] == "user" and "Who approves it?: Dana" in answered["content"]
