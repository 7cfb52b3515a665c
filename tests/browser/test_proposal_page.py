"""Pages reached by link rather than from a chat: a proposal's confirm page (where MCP clients send the user to
approve a change) and the administrators' token-usage chart."""

from __future__ import annotations

import re

import httpx
from playwright.async_api import Page, expect

from .conftest import Site, ask, log_in


async def _proposal(site: Site, title: str) -> str:
    """An operator's `create_incident` outside any chat (as over MCP): a proposal, nothing changed yet."""
    runtime = site.demo.runtime
    operator = await runtime.stores.identity.user_by_name("operator")
    assert operator is not None
    token = (await runtime.stores.identity.create_api_token(user_id=operator.id, now=runtime.clock.now())).secret
    async with httpx.AsyncClient(base_url=site.url, headers={"Authorization": f"Bearer {token}"}) as client:
        response = await client.post(
            "/api/tools/create_incident/call",
            json={"arguments": {"service_id": "search", "title": title, "severity": "high"}},
        )
    assert response.json()["status"] == "awaiting_approval", response.text
    proposal_token: str = response.json()["proposal"]["token"]
    return proposal_token


async def test_a_proposal_link_opens_its_confirm_card_and_apply_makes_the_change(page: Page, site: Site) -> None:
    token = await _proposal(site, "Search results are empty")
    await log_in(page, site)

    await page.goto(f"{site.url}/proposals/{token}")
    card = page.locator('section.confirm-card[data-tool="create_incident"]')
    await expect(card).to_contain_text("Search results are empty")
    await expect(card).to_contain_text(re.compile(r"Expires in \d+ minutes"))
    assert not [i for i in await site.incidents() if i["title"] == "Search results are empty"]

    await card.get_by_role("button", name="Apply").click()
    await expect(card.locator(".badge")).to_have_text("Applied")
    opened = [i for i in await site.incidents() if i["title"] == "Search results are empty"]
    assert [(i["service_id"], i["status"]) for i in opened] == [("search", "open")]


async def test_the_proposal_page_names_who_proposed_and_who_decided(page: Page, site: Site) -> None:
    token = await _proposal(site, "Search index is stale")
    await log_in(page, site, "admin")

    await page.goto(f"{site.url}/proposals/{token}")
    card = page.locator('section.confirm-card[data-tool="create_incident"]')
    await expect(card.locator(".proposal-people")).to_have_text("Proposed by Oscar Operator.")
    await card.get_by_role("button", name="Apply").click()
    await expect(card.locator(".badge")).to_have_text("Applied")
    await page.reload()
    await expect(card.locator(".proposal-people")).to_have_text("Proposed by Oscar Operator; decided by you.")


async def test_a_declined_proposal_link_changes_nothing_and_cannot_be_applied_later(page: Page, site: Site) -> None:
    token = await _proposal(site, "Search is slow")
    before = await site.incidents()
    await log_in(page, site)
    await page.goto(f"{site.url}/proposals/{token}")
    card = page.locator('section.confirm-card[data-tool="create_incident"]')

    await card.get_by_role("button", name="Decline").click()
    await expect(card.locator(".badge")).to_have_text("Declined")
    await page.reload()
    await expect(card.locator(".badge")).to_have_text("Declined")
    await expect(card.get_by_role("button", name="Apply")).to_have_count(0)
    assert await site.incidents() == before


async def test_an_unknown_proposal_link_says_so(page: Page, site: Site) -> None:
    await log_in(page, site)
    await page.goto(f"{site.url}/proposals/not-a-real-token")
    await expect(page.get_by_role("alert")).to_contain_text(re.compile("proposal", re.IGNORECASE))


async def test_the_admin_page_charts_tokens_per_day(page: Page, site: Site) -> None:
    await log_in(page, site, "admin")
    await ask(page, "List the services")
    # The turn is settled (its tokens are in the ledger) once the usage meter counts them.
    await expect(page.get_by_label("Token usage")).to_contain_text(re.compile(r"[1-9][\d,k]* (/ \S+ )?tokens"))

    await page.get_by_role("link", name="Admin").click()
    chart = page.get_by_label("Tokens per day")
    await expect(chart).to_be_visible()
    await expect(chart.locator("rect").first).to_be_visible()
    await expect(chart).to_contain_text("Input")
