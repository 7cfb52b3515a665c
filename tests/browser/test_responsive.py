"""Every screen at phone (390 by 844) and desktop (1366 by 860) sizes: below 760 px a menu button opens a drawer
with the chat list, New chat, Inbox, Admin and Sign out (focus trapped in it, Escape closes it, focus goes back);
the inbox shows one pane at a time; no page scrolls sideways; axe-core finds nothing serious; the theme toggles."""

from __future__ import annotations

import re

from playwright.async_api import Browser, Page, expect

from .conftest import DESKTOP, PHONE, Site, ask, assert_accessible, log_in, new_page, page_width
from .test_proposal_page import _proposal


async def _check(page: Page, site: Site, name: str, width: int) -> None:
    """The page fits the viewport's width, passes axe-core, and is kept as a screenshot to look at."""
    await page.wait_for_load_state("networkidle")
    assert await page_width(page) <= width, f"{name} scrolls sideways: {await page_width(page)} px"
    await assert_accessible(page)
    await page.screenshot(path=site.screenshots / f"{name}.png")


async def _focused_inside(page: Page, selector: str) -> bool:
    inside: bool = await page.evaluate(f"() => !!document.activeElement?.closest('{selector}')")
    return inside


async def test_on_a_phone_the_menu_drawer_reaches_everything_and_no_page_scrolls_sideways(
    browser: Browser, site: Site
) -> None:
    token = await _proposal(site, "Phones can confirm too")
    async for page in new_page(browser, viewport=PHONE):
        await log_in(page, site, "admin")
        sidebar = page.get_by_role("complementary", name="Conversations")
        await expect(sidebar).to_be_hidden()
        await _check(page, site, "phone-new-chat", PHONE["width"])

        await ask(page, "Which services are degraded right now?")
        await expect(page).to_have_url(re.compile(r"/c/[0-9a-f]+$"))
        await expect(page.locator(".message.assistant .markdown").last).not_to_be_empty()
        await _check(page, site, "phone-chat", PHONE["width"])

        # The drawer: opened by the menu button (by touch), focus inside and kept there, Escape closes it.
        menu = page.get_by_role("button", name="Open menu")
        await menu.tap()
        await expect(sidebar).to_be_visible()
        await expect(page.get_by_role("button", name="Close menu")).to_be_focused()
        for name in ("New chat", "Sign out"):
            await expect(sidebar.get_by_role("button", name=name, exact=True)).to_be_visible()
        for link in (re.compile(r"^Inbox"), re.compile(r"^Admin$")):
            await expect(sidebar.get_by_role("link", name=link)).to_be_visible()
        await expect(sidebar.locator(".conversation-list li")).to_have_count(1)
        await _check(page, site, "phone-drawer", PHONE["width"])
        for _ in range(25):
            await page.keyboard.press("Tab")
            assert await _focused_inside(page, "#sidebar"), "Tab left the open drawer"
        for _ in range(3):
            await page.keyboard.press("Shift+Tab")
            assert await _focused_inside(page, "#sidebar"), "Shift+Tab left the open drawer"
        await page.keyboard.press("Escape")
        await expect(sidebar).to_be_hidden()
        await expect(menu).to_be_focused()

        # By keyboard: Enter opens it; picking a page closes it.
        await menu.press("Enter")
        await expect(sidebar).to_be_visible()
        await sidebar.get_by_role("link", name=re.compile(r"^Inbox")).click()
        await expect(sidebar).to_be_hidden()
        await expect(page.get_by_role("heading", name="Inbox")).to_be_visible()
        await _check(page, site, "phone-inbox", PHONE["width"])

        # The inbox: the list, then the chat alone (a direct message by default), then back to the list.
        await expect(page.get_by_label("Chat type")).to_have_value("direct")
        await page.get_by_label("Usernames").fill("viewer")
        await page.get_by_role("button", name="Start chat").click()
        await expect(page).to_have_url(re.compile(r"/inbox/[0-9a-f]{32}$"))
        await expect(page.get_by_role("region", name="Inbox")).to_be_hidden()
        box = page.get_by_label("Message")
        await box.fill("Vera, **payments** looks `slow` to me")
        await box.press("Enter")
        await expect(page.locator(".group-message.mine")).to_have_count(1)
        await _check(page, site, "phone-inbox-chat", PHONE["width"])
        await page.get_by_role("button", name="Back to the inbox").tap()
        await expect(page.get_by_role("region", name="Inbox")).to_be_visible()
        await expect(page.locator(".inbox-preview").first).to_have_text("Ada Admin: Vera, payments looks slow to me")

        await page.goto(f"{site.url}/admin")
        await expect(page.get_by_role("heading", name="Administration")).to_be_visible()
        await _check(page, site, "phone-admin", PHONE["width"])

        await page.goto(f"{site.url}/proposals/{token}")
        await expect(page.locator("section.confirm-card")).to_contain_text("Phones can confirm too")
        await _check(page, site, "phone-proposal", PHONE["width"])

        await menu.click()
        await sidebar.get_by_role("button", name="Sign out").click()
        await expect(page.get_by_role("button", name="Sign in")).to_be_visible()
        await _check(page, site, "phone-login", PHONE["width"])


async def test_on_a_desktop_every_page_passes_axe_and_has_no_menu_button(browser: Browser, site: Site) -> None:
    token = await _proposal(site, "Desktops confirm too")
    async for page in new_page(browser, viewport=DESKTOP):
        await page.goto(f"{site.url}/login")
        await expect(page.get_by_role("button", name="Sign in")).to_be_visible()
        await _check(page, site, "desktop-login", DESKTOP["width"])
        await log_in(page, site, "admin")
        await expect(page.get_by_role("complementary", name="Conversations")).to_be_visible()
        await expect(page.get_by_role("button", name="Open menu")).to_be_hidden()
        await _check(page, site, "desktop-new-chat", DESKTOP["width"])
        await ask(page, "List the open incidents")
        await expect(page).to_have_url(re.compile(r"/c/[0-9a-f]+$"))
        await expect(page.locator(".message.assistant .markdown").last).not_to_be_empty()
        await _check(page, site, "desktop-chat", DESKTOP["width"])
        await page.goto(f"{site.url}/inbox")
        await expect(page.get_by_role("heading", name="Inbox")).to_be_visible()
        await _check(page, site, "desktop-inbox", DESKTOP["width"])
        await page.goto(f"{site.url}/admin")
        await expect(page.get_by_role("heading", name="Administration")).to_be_visible()
        await _check(page, site, "desktop-admin", DESKTOP["width"])
        await page.goto(f"{site.url}/proposals/{token}")
        await expect(page.locator("section.confirm-card")).to_contain_text("Desktops confirm too")
        await _check(page, site, "desktop-proposal", DESKTOP["width"])


async def test_dark_mode_follows_the_system_and_the_toggle_overrides_it(browser: Browser, site: Site) -> None:
    async for page in new_page(browser, viewport=DESKTOP, color_scheme="dark"):
        await log_in(page, site)
        root = page.locator("html")
        await expect(root).to_have_attribute("data-theme", "dark")
        await ask(page, "Which services are degraded right now?")
        await expect(page.locator(".message.assistant .markdown").last).not_to_be_empty()
        await _check(page, site, "desktop-chat-dark", DESKTOP["width"])
        toggle = page.get_by_role("button", name="Dark mode")
        await expect(toggle).to_have_attribute("aria-pressed", "true")
        await toggle.click()
        await expect(root).to_have_attribute("data-theme", "light")
        await page.reload()
        await expect(root).to_have_attribute("data-theme", "light")
