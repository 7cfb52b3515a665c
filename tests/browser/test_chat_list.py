"""The chat list at desktop (1366 by 860) and phone (390 by 844) sizes: chats in date sections (Today, Yesterday,
Previous 7 days, Older, by when each was last active in the browser's time zone), renamed in place by keyboard
(Enter saves, Escape cancels) and by touch, and searched on the server by title and message text as one types."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from playwright.async_api import Browser, Page, expect

from deputy.core.conversations.records import Role
from deputy.store.tables import conversations
from tests.browser.conftest import DESKTOP, PHONE, TIME_ZONE, Site, assert_accessible, log_in, new_page, page_width

SEARCH_DEBOUNCE_MS = 250


async def _call(page: Page, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
    """One API request from the page, with its session and CSRF token, as the UI sends it."""
    return await page.evaluate(
        """async ([method, path, body]) => {
            const cookie = document.cookie.split('; ').find((c) => c.startsWith('deputy_csrf=')) ?? '';
            const csrf = decodeURIComponent(cookie.slice('deputy_csrf='.length));
            const response = await fetch(path, {method, headers: {'content-type': 'application/json',
                'x-csrf-token': csrf}, body: body === null ? undefined : JSON.stringify(body)});
            if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
            return response.status === 204 ? null : await response.json();
        }""",
        [method, path, body],
    )


def _local_noon(days_ago: int) -> datetime:
    """Noon, `days_ago` calendar days before today, in the browser's zone: clear of midnight and DST edges."""
    zone = ZoneInfo(TIME_ZONE)
    day = datetime.now(zone).date() - timedelta(days=days_ago)
    return datetime.combine(day, time(12), tzinfo=zone).astimezone(UTC)


async def _chats(page: Page, site: Site) -> dict[str, str]:
    """Five chats of the signed-in user, each last active in another date section; title -> id."""
    made: dict[str, str] = {}
    for title, text, days_ago in (
        ("Checkout latency", "Why is checkout slow?", None),
        ("Payments refund", "How do refunds work?", 0),
        ("Deploy window", "When is the deploy window?", 1),
        ("Pager rota", "Who is on call for the ledger service?", 4),
        ("Quarterly review", "Summarize last quarter", 40),
    ):
        created = await _call(page, "POST", "/api/conversations", {})
        await _call(page, "PATCH", f"/api/conversations/{created['id']}", {"title": title})
        runtime = site.demo.runtime
        await runtime.stores.conversations.append_message(
            created["id"],
            role=Role.USER,
            parts=[{"type": "text", "text": text}],
            content=text,
            model_messages=[{"role": "user", "content": text}],
            now=runtime.clock.now(),
        )
        if days_ago is not None:
            async with runtime.database.transaction() as conn:
                await conn.execute(
                    sa.update(conversations)
                    .where(conversations.c.id == created["id"])
                    .values(updated_at=_local_noon(days_ago) if days_ago else datetime.now(UTC) - timedelta(minutes=1))
                )
        made[title] = created["id"]
    await page.reload()
    return made


async def _section_titles(page: Page) -> dict[str, list[str]]:
    found: dict[str, list[str]] = await page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('.conversation-list .date-group')].map((s) =>
            [s.querySelector('h2').textContent, [...s.querySelectorAll('li a')].map((a) => a.textContent)]))"""
    )
    return found


def _list_reads(page: Page) -> list[str]:
    """The URLs of the chat list reads the page makes from now on."""
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url) if "/api/conversations?" in r.url else None)
    return urls


async def _check(page: Page, site: Site, name: str, width: int) -> None:
    assert await page_width(page) <= width, f"{name} scrolls sideways"
    await assert_accessible(page)
    await page.screenshot(path=site.screenshots / f"{name}.png")


async def test_chats_are_grouped_by_day_renamed_by_keyboard_and_searched_on_a_desktop(
    browser: Browser, site: Site
) -> None:
    async for page in new_page(browser, viewport=DESKTOP):
        await log_in(page, site)
        await _chats(page, site)
        sidebar = page.get_by_role("complementary", name="Conversations")
        await expect(sidebar.get_by_role("heading", name="Older")).to_be_visible()
        assert await _section_titles(page) == {
            "Today": ["Checkout latency", "Payments refund"],
            "Yesterday": ["Deploy window"],
            "Previous 7 days": ["Pager rota"],
            "Older": ["Quarterly review"],
        }
        await _check(page, site, "chat-list-desktop", DESKTOP["width"])

        # Rename by keyboard: the Rename button, a field with the title selected; Escape cancels, Enter saves.
        await sidebar.get_by_role("link", name="Deploy window").focus()
        await page.keyboard.press("Tab")
        await expect(sidebar.get_by_role("button", name="Rename Deploy window")).to_be_focused()
        await page.keyboard.press("Enter")
        field = sidebar.get_by_role("textbox", name="Chat title")
        await expect(field).to_be_focused()
        await expect(field).to_have_value("Deploy window")
        await page.keyboard.type("Not saved")
        await page.keyboard.press("Escape")
        await expect(field).to_have_count(0)
        await expect(sidebar.get_by_role("link", name="Deploy window")).to_be_focused()
        await expect(sidebar).to_be_visible()

        await page.keyboard.press("F2")  # F2 on a chat's link renames it too
        await expect(field).to_be_focused()
        await page.keyboard.type("Friday deploy window")
        await assert_accessible(page)
        await page.screenshot(path=site.screenshots / "chat-list-rename.png")
        async with page.expect_request(lambda r: r.method == "PATCH") as patched:
            await page.keyboard.press("Enter")
        assert (await patched.value).post_data_json == {"title": "Friday deploy window"}
        await expect(sidebar.get_by_role("link", name="Friday deploy window")).to_be_focused()

        # Search: one request once typing pauses; the title or any message's text matches.
        search = sidebar.get_by_role("searchbox", name="Search chats")
        asked = _list_reads(page)
        await search.press_sequentially("LEDGER", delay=30)
        await expect(sidebar.locator(".conversation-list li")).to_have_count(1)
        await expect(sidebar.get_by_role("link", name="Pager rota")).to_be_visible()
        assert [u for u in asked if "q=" in u] == [asked[-1]] and asked[-1].endswith("&q=LEDGER")
        await page.screenshot(path=site.screenshots / "chat-list-search.png")

        await search.fill("friday")
        await expect(sidebar.locator(".conversation-list li")).to_have_count(1)
        await expect(sidebar.get_by_role("link", name="Friday deploy window")).to_be_visible()
        await search.fill("nothing like this")
        await expect(sidebar.get_by_text("No chats match “nothing like this”.")).to_be_visible()
        await assert_accessible(page)
        await search.press("Escape")
        await expect(search).to_have_value("")
        await expect(sidebar.locator(".conversation-list li")).to_have_count(5)


async def test_on_a_phone_chats_are_renamed_by_touch_and_searched_in_the_drawer(browser: Browser, site: Site) -> None:
    async for page in new_page(browser, viewport=PHONE):
        await log_in(page, site)
        made = await _chats(page, site)
        await page.get_by_role("button", name="Open menu").tap()
        sidebar = page.get_by_role("complementary", name="Conversations")
        await expect(sidebar.get_by_role("heading", name="Yesterday")).to_be_visible()
        await expect(sidebar.get_by_role("button", name="Rename Pager rota")).to_be_visible()
        await _check(page, site, "chat-list-phone", PHONE["width"])

        await sidebar.get_by_role("button", name="Rename Pager rota").tap()
        field = sidebar.get_by_role("textbox", name="Chat title")
        await field.fill("Ledger on-call rota")
        await page.screenshot(path=site.screenshots / "chat-list-phone-rename.png")
        await field.press("Enter")
        await expect(sidebar.get_by_role("link", name="Ledger on-call rota")).to_be_visible()
        stored = await _call(page, "GET", f"/api/conversations/{made['Pager rota']}")
        assert stored["title"] == "Ledger on-call rota"

        # Escape in the field cancels the rename and leaves the drawer open.
        await sidebar.get_by_role("button", name="Rename Quarterly review").tap()
        await field.fill("Never saved")
        await field.press("Escape")
        await expect(sidebar).to_be_visible()
        await expect(sidebar.get_by_role("link", name="Quarterly review")).to_be_visible()

        await sidebar.get_by_role("searchbox", name="Search chats").fill("refund")
        await expect(sidebar.locator(".conversation-list li")).to_have_count(1)
        await expect(sidebar.get_by_role("link", name="Payments refund")).to_be_visible()
        await _check(page, site, "chat-list-phone-search", PHONE["width"])
        await sidebar.get_by_role("link", name="Payments refund").tap()
        await expect(sidebar).to_be_hidden()
        await expect(page.locator(".message.user .bubble")).to_have_text("How do refunds work?")
