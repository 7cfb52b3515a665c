"""Versions and feedback in a real browser: an edit and a regenerate keep versions a user steps through ("2/3"),
the next message continues the chosen branch, and thumbs with a category and a comment survive a reload. At
desktop and phone sizes, by pointer and by keyboard, without sideways scrolling or serious axe-core violations."""

from __future__ import annotations

import asyncio

import pytest
from playwright.async_api import Browser, Page, expect

from .conftest import DESKTOP, PHONE, Site, ask, assert_accessible, log_in, new_page, page_width

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])


def _size(viewport: dict[str, int]) -> str:
    return "desktop" if viewport == DESKTOP else "phone"


async def _idle(site: Site) -> None:
    async with asyncio.timeout(10):
        await site.demo.runtime.chat.wait_idle()


async def _stored(site: Site, conversation_id: str, *, at_least: int) -> list[str]:
    """The conversation's stored messages once there are `at_least` of them (a loaded CI machine took long enough
    between the Enter key and the request reaching the server for `wait_idle` to return before the turn began)."""
    async with asyncio.timeout(10):
        while True:
            stored = [m.content for m in await site.demo.runtime.stores.conversations.messages(conversation_id)]
            if len(stored) >= at_least:
                return stored
            await asyncio.sleep(0.05)


async def _edit(page: Page, text: str) -> None:
    question = page.locator(".message.user").first
    await question.get_by_role("button", name="Edit").click()
    editor = page.get_by_label("Edit message")
    await editor.fill(text)
    await editor.press("Enter")


@SIZES
async def test_edits_and_regenerates_keep_versions_the_user_steps_through(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, site)
        await ask(page, "List the services")
        await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
        await _idle(site)
        # Loading the tool (lazy loading) is one quiet line, not a table of definitions.
        await expect(page.locator('.tools-loaded[data-tool="search_tools"]')).to_have_text("Loaded list_services")
        await expect(page.locator('details.tool[data-tool="search_tools"]')).to_have_count(0)

        await _edit(page, "List the open incidents")
        await expect(page.locator('details.tool[data-tool="list_incidents"] .badge')).to_have_text("Done")
        await _idle(site)
        question = page.locator(".message.user").first
        versions = question.get_by_role("group", name="Versions")
        await expect(versions).to_contain_text("2/2")

        await versions.get_by_role("button", name="Previous version").click()
        await expect(question.locator(".bubble")).to_have_text("List the services")
        await expect(page.locator('details.tool[data-tool="list_services"]')).to_have_count(1)
        await expect(page.locator('details.tool[data-tool="list_incidents"]')).to_have_count(0)
        await expect(versions).to_contain_text("1/2")
        assert await page_width(page) <= viewport["width"], "the page scrolls sideways"
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / f"versions-{_size(viewport)}.png", full_page=True)

        await page.reload()  # the choice is the server's, not the page's
        question = page.locator(".message.user").first
        await expect(question.locator(".bubble")).to_have_text("List the services")
        await expect(question.get_by_role("group", name="Versions")).to_contain_text("1/2")

        # By keyboard: focus the next-version button and press Enter.
        following = question.get_by_role("button", name="Next version")
        await following.focus()
        await page.keyboard.press("Enter")
        await expect(question.locator(".bubble")).to_have_text("List the open incidents")

        answer = page.locator(".message.assistant").last
        await answer.get_by_role("button", name="Regenerate").click()
        await _idle(site)
        answer_versions = page.locator(".message.assistant").last.get_by_role("group", name="Versions")
        await expect(answer_versions).to_contain_text("2/2")

        conversation_id = page.url.rsplit("/c/", 1)[1]
        await ask(page, "Who is on call?")
        await _stored(site, conversation_id, at_least=3)  # the turn has begun: idle now means it has ended
        await _idle(site)
        stored = await _stored(site, conversation_id, at_least=4)
        assert stored[0] == "List the open incidents" and stored[2] == "Who is on call?"


@SIZES
async def test_a_vote_with_a_category_and_a_comment_survives_a_reload(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    async for page in new_page(browser, viewport=viewport):
        await log_in(page, site)
        await ask(page, "List the services")
        await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
        await _idle(site)
        answer = page.locator(".message.assistant").last

        await answer.get_by_role("button", name="Bad answer").click()
        form = answer.get_by_role("form", name="Tell us more")
        await form.get_by_label("What was wrong?").select_option("Wrong or inaccurate")
        await form.get_by_label("Comment").fill("checkout-api is not degraded any more")
        assert await page_width(page) <= viewport["width"], "the page scrolls sideways"
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / f"feedback-form-{_size(viewport)}.png", full_page=True)
        await form.get_by_role("button", name="Send feedback").click()
        await expect(answer.get_by_role("status")).to_contain_text("feedback is saved")

        await page.reload()
        answer = page.locator(".message.assistant").last
        await expect(answer.get_by_role("button", name="Bad answer")).to_have_attribute("aria-pressed", "true")
        await expect(answer).to_contain_text("Wrong or inaccurate: checkout-api is not degraded any more")

        await answer.get_by_role("button", name="Good answer").click()  # a second vote replaces the first
        await expect(answer.get_by_role("button", name="Good answer")).to_have_attribute("aria-pressed", "true")
        await answer.get_by_role("button", name="Skip").click()
        await expect(answer.get_by_role("form", name="Tell us more")).to_have_count(0)
        await page.reload()
        answer = page.locator(".message.assistant").last
        await expect(answer.get_by_role("button", name="Good answer")).to_have_attribute("aria-pressed", "true")
        await expect(answer).not_to_contain_text("Wrong or inaccurate")
