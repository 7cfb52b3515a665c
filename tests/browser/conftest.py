"""Browser tests: the real `deputy demo` app (Acme Ops, its tools, the offline demo model) served by uvicorn on a
free loopback port, driven by Playwright through the system Chromium (`/usr/bin/chromium`, never a download).

Without Chromium these tests fail with the fix; they never skip (`.ci/run` installs it). Screenshots of the main
screens go to `$DEPUTY_SCREENSHOTS` when it is set, else to the test's temporary directory. The README's two images
are refreshed with `DEPUTY_REFRESH_README_SCREENSHOTS=1 pytest tests/browser/test_console_people.py -k readme`.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, ConsoleMessage, Page, async_playwright, expect

from deputy.demo import DEMO_USERS, DemoApp, OfflineModel
from deputy.demo.running import running_demo
from deputy.settings import Settings
from deputy.store import Database

CHROMIUM = Path("/usr/bin/chromium")
SECRET = "b" * 40
TIME_ZONE = "Pacific/Auckland"
"""The browser's zone in these tests; every chat request must carry it."""
WAIT_MS = 20_000
PASSWORDS = {user.username: user.password for user in DEMO_USERS}
DESKTOP = {"width": 1366, "height": 860}
PHONE = {"width": 390, "height": 844}
AXE = Path(__file__).parents[1] / "node" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core at its locked version (`make node-deps` installs it); injected by CDP, so the page's CSP allows it."""


@dataclass
class Site:
    """The demo server: its URL, the in-process app (stores, Acme Ops) and the offline model (its requests)."""

    url: str
    demo: DemoApp
    model: OfflineModel | None
    screenshots: Path

    async def incidents(self) -> list[dict[str, Any]]:
        return await self.demo.store.list_incidents()


@asynccontextmanager
async def serve_demo(
    database: Database, tmp_path: Path, shots: Path, *, interval_ms: float = 0.0
) -> AsyncIterator[Site]:
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", demo=True)
    async with running_demo(settings, database=database, pacing=(0.0, interval_ms)) as running:
        assert running.model is not None
        yield Site(url=running.origin, demo=running.demo, model=running.model, screenshots=shots)


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    shots = Path(os.environ.get("DEPUTY_SCREENSHOTS") or tmp_path / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    return shots


@pytest.fixture
async def site(sqlite_db: Database, tmp_path: Path, screenshots: Path) -> AsyncIterator[Site]:
    async with serve_demo(sqlite_db, tmp_path, screenshots) as served:
        yield served


@pytest.fixture
async def slow_site(sqlite_db: Database, tmp_path: Path, screenshots: Path) -> AsyncIterator[Site]:
    """The demo with a model that streams slowly, so an answer is still running when the user stops it."""
    async with serve_demo(sqlite_db, tmp_path, screenshots, interval_ms=120) as served:
        yield served


@pytest.fixture
def chromium() -> Path:
    """The system Chromium; its absence fails the test with the fix (never a skip, never a download)."""
    if not CHROMIUM.is_file():
        raise AssertionError(f"{CHROMIUM} is missing: install it with `apt-get install -y chromium` (.ci/run does)")
    return CHROMIUM


@pytest.fixture
async def browser(chromium: Path) -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=str(chromium), headless=True)
        yield launched
        await launched.close()


async def new_page(
    browser: Browser, *, viewport: dict[str, int] | None = None, color_scheme: str = "light"
) -> AsyncIterator[Page]:
    context = await browser.new_context(
        viewport=viewport or {"width": 1280, "height": 820},  # type: ignore[arg-type]
        timezone_id=TIME_ZONE,
        color_scheme=color_scheme,  # type: ignore[arg-type]
        has_touch=viewport == PHONE,
    )
    context.set_default_timeout(WAIT_MS)
    expect.set_options(timeout=WAIT_MS)
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))

    def refused(message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text:  # the server's policy refused a script, style or frame
            errors.append(message.text)

    page.on("console", refused)
    yield page
    await context.close()
    assert not errors, f"the page threw or broke the content security policy: {errors}"


@pytest.fixture
async def page(browser: Browser, site: Site) -> AsyncIterator[Page]:
    async for opened in new_page(browser):
        yield opened


@pytest.fixture
async def slow_page(browser: Browser, slow_site: Site) -> AsyncIterator[Page]:
    async for opened in new_page(browser):
        yield opened


async def log_in(page: Page, site: Site, username: str = "operator") -> None:
    """Sign in through the login page and wait for the app shell."""
    await page.goto(f"{site.url}/login")
    await page.get_by_label("Username").fill(username)
    await page.get_by_label("Password").fill(PASSWORDS[username])
    await page.get_by_role("button", name="Sign in").click()
    # The sidebar on a desktop; on a phone it is a drawer behind the menu button.
    await expect(page.locator("main.main")).to_be_visible()
    await expect(page.locator(".conversation-list")).to_be_attached()


async def ask(page: Page, text: str) -> None:
    """Type into the composer and press Enter (the keyboard submit)."""
    box = page.get_by_label("Message")
    await box.fill(text)
    await box.press("Enter")


async def axe_violations(page: Page, *, impacts: frozenset[str] = frozenset({"serious", "critical"})) -> list[str]:
    """The page's axe-core violations of the given impacts, one readable line each (rule, impact, first targets)."""
    if not AXE.is_file():
        raise AssertionError(f"{AXE} is missing: run `make node-deps`")
    if not await page.evaluate("() => typeof window.axe === 'object'"):
        # Evaluated over CDP, not a <script> tag: the page's CSP refuses inline scripts and that is as it should be.
        await page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    results = await page.evaluate(
        "async () => (await window.axe.run(document, {resultTypes: ['violations']})).violations.map(v => ("
        "{id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))"
    )
    return [f"{v['id']} ({v['impact']}): {v['help']} at {v['targets']}" for v in results if v["impact"] in impacts]


async def assert_accessible(page: Page) -> None:
    """No serious or critical axe-core violation on the page as it is now."""
    found = await axe_violations(page)
    assert not found, "axe-core found:\n" + "\n".join(found)


async def page_width(page: Page) -> int:
    """How wide the document is: more than the viewport means the page scrolls sideways."""
    width: int = await page.evaluate("() => document.documentElement.scrollWidth")
    return width
