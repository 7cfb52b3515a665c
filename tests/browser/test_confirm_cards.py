"""Confirm cards wherever they are: a card above the newest answer is applied or declined over the proposals API
and the transcript keeps the outcome after a reload; the proposal page names the tool by its title, counts down in
words, says who proposed and who decided, and shows a person who may not decide a message instead of Apply."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import Browser, expect

from .conftest import DESKTOP, PHONE, Site, ask, assert_accessible, log_in, new_page
from .test_chat_ui import INCIDENT_REQUEST
from .test_proposal_page import _proposal

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])


@SIZES
@pytest.mark.parametrize("decision", ["Apply", "Decline"])
async def test_a_card_above_the_newest_answer_can_still_be_decided(
    browser: Browser, site: Site, viewport: dict[str, int], decision: str
) -> None:
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, site)
        before = await site.incidents()
        await ask(page, INCIDENT_REQUEST)
        card = page.locator('section.confirm-card[data-tool="create_incident"]').first
        await expect(card.get_by_role("button", name="Apply")).to_be_visible()
        await ask(page, "Which services are degraded right now?")
        await expect(page.locator(".message.user")).to_have_count(2)
        await expect(page.locator(".message.assistant").last.locator(".markdown").last).to_contain_text("services")
        await expect(page.get_by_role("button", name="Send")).to_be_visible()

        await card.get_by_role("button", name=decision).click()
        outcome = "Applied" if decision == "Apply" else "Declined"
        await expect(card.locator(".badge")).to_have_text(outcome)
        await expect(card.get_by_role("button", name="Apply")).to_have_count(0)
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / f"older-card-{decision.lower()}-{viewport['width']}.png")
        opened = [i for i in await site.incidents() if i["title"].lower() == "checkout latency is high"]
        assert len(opened) == (1 if decision == "Apply" else 0)
        if decision == "Decline":
            assert await site.incidents() == before

        # The transcript kept the decision: after a reload the card does not wait again.
        await page.reload()
        card = page.locator('section.confirm-card[data-tool="create_incident"]').first
        await expect(card.locator(".badge")).to_have_text(outcome)
        await expect(card.get_by_role("button", name="Apply")).to_have_count(0)


@SIZES
async def test_the_proposal_page_uses_the_title_a_countdown_in_words_and_says_who_proposed_and_decided(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    token = await _proposal(site, "Checkout is slow")
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, site, "operator")
        await page.goto(f"{site.url}/proposals/{token}")
        card = page.get_by_role("region", name="Confirm: Open an incident")
        await expect(card.get_by_role("heading", name="Open an incident")).to_be_visible()
        await expect(card).to_contain_text(re.compile(r"Expires in (\d+ minutes|1 minute|less than a minute)"))
        await expect(card).to_contain_text("Proposed by you.")
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / f"proposal-page-{viewport['width']}.png")
        await card.get_by_role("button", name="Apply").click()
        await expect(card.locator(".badge")).to_have_text("Applied")
        await expect(card).to_contain_text("Proposed by you; decided by you.")


@SIZES
async def test_someone_who_may_not_decide_sees_why_and_no_apply_button(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    token = await _proposal(site, "Not for viewers")
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, site, "viewer")
        await page.goto(f"{site.url}/proposals/{token}")
        await expect(page.get_by_role("status")).to_contain_text("This change is not yours to decide.")
        await expect(page.get_by_role("button", name="Apply")).to_have_count(0)
        await expect(page.get_by_role("button", name="Decline")).to_have_count(0)
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / f"proposal-not-yours-{viewport['width']}.png")
    assert not [i for i in await site.incidents() if i["title"] == "Not for viewers"]
