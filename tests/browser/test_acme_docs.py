"""The demo's API page, `/acme/docs`, in Chromium: Swagger UI from files the package serves, no CDN."""

from __future__ import annotations

from playwright.async_api import Page, expect

from .conftest import Site


async def test_the_acme_api_page_renders_from_files_deputy_serves_with_no_network(page: Page, site: Site) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))

    await page.goto(f"{site.url}/acme/docs")

    await expect(page.locator(".swagger-ui .info .title")).to_contain_text("Acme Ops")
    await expect(page.locator(".opblock-summary-path").first).to_be_visible()
    assert requested and all(url.startswith(site.url) for url in requested), requested
