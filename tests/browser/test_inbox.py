"""The inbox in a real browser against the real demo: one user starts a group chat with another and the assistant,
asks the assistant by mentioning it, and the other user sees the unread count, reads, and the first sees the receipt.
The inbox polls (every few seconds), so every expectation waits, bounded, for the next poll."""

from __future__ import annotations

import re

from playwright.async_api import Browser, Page, expect

from tests.browser.conftest import Site, log_in, new_page


async def open_inbox(page: Page) -> None:
    await page.get_by_role("link", name=re.compile(r"^Inbox")).click()
    await expect(page.get_by_role("heading", name="Inbox")).to_be_visible()


async def test_a_group_chat_in_the_inbox_gets_the_assistants_answer_unread_counts_and_read_receipts(
    page: Page, browser: Browser, site: Site
) -> None:
    await log_in(page, site, "operator")
    await open_inbox(page)
    await page.get_by_label("Chat type").select_option("group")
    await page.get_by_label("Usernames").fill("viewer")
    await page.get_by_label("Title").fill("Ops room")
    await page.get_by_role("button", name="Start chat").click()
    await expect(page).to_have_url(re.compile(r"/inbox/[0-9a-f]{32}$"))
    await expect(page.get_by_role("heading", name="Ops room")).to_be_visible()

    box = page.get_by_label("Message")
    await box.fill("Morning Vera, checking the services")
    await box.press("Enter")
    await box.fill("@assistant list the services")
    await box.press("Enter")

    answer = page.locator('.group-message[data-role="assistant"]')
    await expect(answer.locator(".author")).to_have_text("Deputy")
    await expect(answer.locator(".bubble")).to_contain_text(re.compile("services", re.IGNORECASE))
    await expect(page.locator(".group-message.mine")).to_have_count(2)
    await page.screenshot(path=site.screenshots / "inbox-group-chat.png")

    async for viewer in new_page(browser):
        await log_in(viewer, site, "viewer")
        # Three messages wait unread: the operator's two and the assistant's answer.
        await expect(viewer.get_by_role("link", name=re.compile(r"^Inbox"))).to_contain_text("3")
        await open_inbox(viewer)
        entry = viewer.locator(".inbox-list li", has_text="Ops room")
        await expect(entry.locator(".unread-badge")).to_have_text("3")
        await entry.get_by_role("link").click()
        await expect(viewer.locator(".group-message")).to_have_count(3)
        await expect(viewer.locator(".group-message").first.locator(".author")).to_have_text("Oscar Operator")
        await expect(entry.locator(".unread-badge")).to_have_count(0)
        await expect(viewer.get_by_role("link", name=re.compile(r"^Inbox"))).to_have_text("Inbox")

    # The operator sees that the viewer has read up to the answer.
    await expect(answer.locator(".receipt")).to_have_text("Seen by Vera Viewer")
