"""Red team (issue 35, finding 4) in Chromium: another site cannot frame Deputy's pages, and the pages still work
under the content security policy (the `page` fixture fails a test on any policy violation in the console)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from playwright.async_api import Browser, ConsoleMessage, Page, expect

from tests.browser.conftest import Site, log_in


@asynccontextmanager
async def attacker_site(page: str) -> AsyncIterator[str]:
    """Another origin on this machine (a served page: Chromium lets no intercepted one frame a loopback address)
    answering `page` to every request."""

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        body = page.encode()
        head = f"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        writer.write(head.encode() + body)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    async with server:
        yield f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"


async def test_another_site_cannot_frame_the_login_page_or_the_app(browser: Browser, site: Site) -> None:
    pages = ["/login", "/", "/proposals/x", "/acme/docs"]
    # `/api/health` (not a page) shows the site can be framed from there at all; only its pages refuse.
    frames = "".join(f'<iframe src="{site.url}{path}"></iframe>' for path in [*pages, "/api/health"])
    context = await browser.new_context()
    page = await context.new_page()

    async with attacker_site(f"<!doctype html><title>Win a prize</title>{frames}") as attacker:
        await page.goto(f"{attacker}/prize")
        await page.wait_for_load_state("load")

        framed = page.main_frame.child_frames
        assert len(framed) == len(pages) + 1
        assert framed[-1].url == f"{site.url}/api/health"
        for frame in framed[: len(pages)]:
            assert not frame.url.startswith(site.url), frame.url  # Chromium shows its error page instead
            assert await frame.locator("#root, .swagger-ui").count() == 0
    await context.close()


async def test_the_ui_and_both_api_pages_run_under_the_policy_without_a_violation(page: Page, site: Site) -> None:
    violations: list[str] = []

    def watch(message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text:
            violations.append(message.text)

    page.on("console", watch)
    await log_in(page, site, "admin")
    await page.goto(f"{site.url}/admin")
    await expect(page.get_by_role("heading", name="Administration")).to_be_visible()
    await expect(page.get_by_role("heading", name="Tools")).to_be_visible()
    for docs, title in ((f"{site.url}/docs", "Deputy"), (f"{site.url}/acme/docs", "Acme Ops")):
        await page.goto(docs)
        await expect(page.locator(".swagger-ui .info .title")).to_contain_text(title)
        await expect(page.locator(".opblock-summary-path").first).to_be_visible()

    assert not violations
