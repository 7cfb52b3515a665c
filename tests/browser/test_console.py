"""The operator console (/admin tabs): each page's create, edit and delete round trips through the real API of the
demo, at desktop and phone sizes, keyboard-reachable, without sideways scrolling or serious axe-core violations."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser, Page, expect

from deputy.core.connections import ConnectionDraft

from .conftest import DESKTOP, PHONE, Site, assert_accessible, log_in, new_page, page_width

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])

CLIPPED_TABS = """nav => {
    const row = nav.getBoundingClientRect();
    const inner = {left: row.left + nav.clientLeft, right: row.left + nav.clientLeft + nav.clientWidth};
    return [...nav.querySelectorAll('a')].filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < inner.left - 0.5 || box.right > inner.right + 0.5 || box.right > window.innerWidth + 0.5;
    }).map((tab) => tab.textContent);
}"""
"""The tabs that the row cuts off at its left or right edge (or that run off the window), by label."""


async def _open_tab(page: Page, site: Site, label: str) -> None:
    await log_in(page, site, "admin")
    await page.goto(f"{site.url}/admin")
    tabs = page.get_by_role("navigation", name="Administration sections")
    await tabs.get_by_role("link", name=label, exact=True).click()
    await expect(tabs.get_by_role("link", name=label, exact=True)).to_have_attribute("aria-current", "page")


async def _fits(page: Page, viewport: dict[str, int]) -> None:
    assert await page_width(page) <= viewport["width"], "the page scrolls sideways"
    await assert_accessible(page)


def _size(viewport: dict[str, int]) -> str:
    return "desktop" if viewport == DESKTOP else "phone"


@SIZES
async def test_connections_are_created_edited_and_deleted_with_a_write_only_key(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Connections")
        table = page.get_by_role("region", name="Model connections")
        await expect(table).to_contain_text("offline-demo-model")

        await page.get_by_role("button", name="New connection").click()
        form = page.get_by_role("form", name="New connection")
        await form.get_by_label("Name").fill("lab-gpu")
        await form.get_by_label("Endpoint URL").fill("http://127.0.0.1:9/v1")
        await form.get_by_label("Family").select_option("openai")
        await form.get_by_label("Default model", exact=True).fill("lab-small")
        await form.get_by_label("Allowed models").fill("lab-small, lab-large")
        await form.get_by_label("API key").fill("sk-lab-secret-1234")
        await form.get_by_label("Context window").fill("32000")
        await form.get_by_label("Spend cap").fill("500000")
        await form.get_by_label("Spend window").fill("60")
        await form.get_by_label("Skip the topical classifier").check()
        await form.get_by_label("Send prompt cache hints").check()
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-connection-form-{_size(viewport)}.png", full_page=True)
        await form.get_by_role("button", name="Create").click()
        await expect(form).to_be_hidden()
        row = table.get_by_role("row").filter(has_text="lab-gpu")
        await expect(row).to_contain_text("lab-large")
        await expect(row).to_contain_text("set")
        await expect(page.locator("body")).not_to_contain_text("sk-lab-secret-1234")  # the key is never shown back

        stored = [c for c in await site.demo.runtime.stores.connections.list() if c.name == "lab-gpu"]
        assert len(stored) == 1
        lab = stored[0]
        assert (lab.family, lab.default_model, lab.models[:2]) == ("openai", "lab-small", ("lab-small", "lab-large"))
        assert (lab.context_window_tokens, lab.spend_cap_tokens, lab.spend_window_minutes) == (32000, 500000, 60)
        assert lab.disable_topical_classifier and lab.cache_hints
        assert await site.demo.runtime.stores.connections.api_key(lab.id) == "sk-lab-secret-1234"

        # Edit by keyboard: the key field stays empty (write-only) and an empty key keeps the stored one.
        edit = page.get_by_role("button", name="Edit lab-gpu")
        await edit.focus()
        await page.keyboard.press("Enter")
        form = page.get_by_role("form", name="Edit lab-gpu")
        await expect(form.get_by_label("API key")).to_have_value("")
        await form.get_by_label("Default model", exact=True).fill("lab-large")
        await form.get_by_label("Spend cap").fill("")
        await form.get_by_label("Spend window").fill("")  # a cap and its window go together
        await form.get_by_role("button", name="Save").click()
        await expect(form).to_be_hidden()
        await expect(row).to_contain_text("lab-large")
        edited = await site.demo.runtime.stores.connections.get(lab.id)
        assert edited is not None
        assert (edited.default_model, edited.spend_cap_tokens, edited.spend_window_minutes) == ("lab-large", None, None)
        assert await site.demo.runtime.stores.connections.api_key(lab.id) == "sk-lab-secret-1234"
        await page.screenshot(path=site.screenshots / f"console-connections-{_size(viewport)}.png", full_page=True)

        await page.get_by_role("button", name="Delete lab-gpu").click()
        dialog = page.get_by_role("dialog")
        await dialog.get_by_role("button", name="Delete").click()
        await expect(row).to_have_count(0)
        assert await site.demo.runtime.stores.connections.get(lab.id) is None
        await _fits(page, viewport)


@SIZES
async def test_the_test_button_lists_the_models_and_times_an_answer_or_says_why_not(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    runtime = site.demo.runtime
    down = ConnectionDraft(name=f"down-{_size(viewport)}", base_url="http://127.0.0.1:9/v1", default_model="m")
    created = await runtime.stores.connections.create(down, now=runtime.clock.now())
    try:
        async for page in new_page(browser, viewport=viewport):
            await _open_tab(page, site, "Connections")
            table = page.get_by_role("region", name="Model connections")
            demo = table.get_by_role("row").filter(has_text="offline-demo-model")
            await demo.get_by_role("button", name="Test").click()
            report = page.get_by_role("status").filter(has_text="answered in")
            await expect(report).to_contain_text(" ms.")
            await expect(report).to_contain_text("The endpoint lists")

            await page.get_by_role("button", name=f"Test {down.name}").click()
            failed = page.get_by_role("status").filter(has_text="did not answer")
            await expect(failed).to_contain_text(down.name)
            await expect(failed).to_contain_text("did not list its models")
            await _fits(page, viewport)
            await page.screenshot(path=site.screenshots / f"console-connection-test-{_size(viewport)}.png")
    finally:
        await runtime.stores.connections.remove(created.id)


@SIZES
async def test_system_prompts_are_created_edited_activated_and_deactivated(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    store = site.demo.runtime.stores.system_prompts
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "System prompts")
        await page.get_by_role("button", name="New prompt").click()
        form = page.get_by_role("form", name="New system prompt")
        await form.get_by_label("Name").fill("Terse")
        await form.get_by_label("Text").fill("Answer in one short paragraph.")
        await form.get_by_role("button", name="Create").click()
        await expect(form).to_be_hidden()
        table = page.get_by_role("region", name="System prompts")
        row = table.get_by_role("row").filter(has_text="Terse")
        await expect(row).to_contain_text("one short paragraph")
        await expect(row).not_to_contain_text("active")

        await page.get_by_role("button", name="Edit Terse").click()
        form = page.get_by_role("form", name="Edit Terse")
        await form.get_by_label("Text").fill("Answer in two sentences at most.")
        await form.get_by_role("button", name="Save").click()
        await expect(row).to_contain_text("two sentences")

        await page.get_by_role("button", name="Activate Terse").click()
        await expect(row).to_contain_text("active")
        [prompt] = [p for p in await store.list() if p.name == "Terse"]
        assert prompt.active and prompt.text == "Answer in two sentences at most."
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-prompts-{_size(viewport)}.png", full_page=True)

        await page.get_by_role("button", name="Deactivate all").click()
        await expect(page.get_by_text("No prompt is active")).to_be_visible()
        assert not any(p.active for p in await store.list())

        await page.get_by_role("button", name="Delete Terse").click()
        await page.get_by_role("dialog").get_by_role("button", name="Delete").click()
        await expect(row).to_have_count(0)
        assert not [p for p in await store.list() if p.name == "Terse"]


@SIZES
async def test_agents_are_created_edited_with_a_tool_allowlist_and_made_default(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    store = site.demo.runtime.stores.agents
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Agents")
        await page.get_by_role("button", name="New agent").click()
        form = page.get_by_role("form", name="New agent")
        await form.get_by_label("Name").fill("Triage")
        await form.get_by_label("Slug").fill("triage")
        await form.get_by_label("Instructions").fill("Sort incoming incidents.")
        await form.get_by_label("Limit the tools").check()
        picker = form.get_by_role("group", name="Allowed tools")
        await picker.get_by_label("list_services", exact=True).check()
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-agent-form-{_size(viewport)}.png", full_page=True)
        await form.get_by_role("button", name="Create").click()
        await expect(form).to_be_hidden()
        row = page.get_by_role("region", name="Agents").get_by_role("row").filter(has_text="Triage")
        await expect(row).to_contain_text("1 allowed")
        admin = await site.demo.runtime.stores.identity.user_by_name("admin")
        assert admin is not None
        tenant = (await site.demo.runtime.stores.identity.principal_for_user(admin.id)).tenant_id
        [triage] = [a for a in await store.visible(tenant, shadowed=True) if a.slug == "triage"]
        assert triage.tools == ("list_services",) and triage.system_prompt == "Sort incoming incidents."

        await page.get_by_role("button", name="Edit Triage").click()
        form = page.get_by_role("form", name="Edit Triage")
        await form.get_by_role("group", name="Allowed tools").get_by_label("get_service", exact=True).check()
        await form.get_by_role("button", name="Save").click()
        await expect(row).to_contain_text("2 allowed")

        await page.get_by_role("button", name="Make Triage the default").click()
        # Not `to_contain_text("default")`: the row's model column says "connection default" before the change lands.
        await expect(row.locator(".pill", has_text="default")).to_be_visible()
        await expect(page.get_by_role("button", name="Make Triage the default")).to_have_count(0)
        chosen = await store.get(triage.id)
        assert chosen is not None and chosen.primary
        assert set(chosen.tools or ()) == {"list_services", "get_service"}
        await _fits(page, viewport)


@SIZES
async def test_every_tab_is_shown_on_a_desktop_and_reachable_on_a_phone(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    """The tab row wraps on a desktop, so no tab hides past its edge; on a phone it is one row that scrolls sideways
    inside itself (the page does not) and scrolling brings each tab wholly into view."""
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Overview")
        nav = page.get_by_role("navigation", name="Administration sections")
        tabs = nav.get_by_role("link")
        await expect(tabs).to_have_count(13)
        if viewport == DESKTOP:
            widths = await nav.evaluate("nav => ({scroll: nav.scrollWidth, client: nav.clientWidth})")
            assert widths["scroll"] <= widths["client"] + 1, f"the tab row scrolls sideways: {widths}"
            assert await nav.evaluate(CLIPPED_TABS) == []
            for tab in await tabs.all():
                await expect(tab).to_be_in_viewport()
        else:
            for tab in await tabs.all():
                await tab.scroll_into_view_if_needed()
                await expect(tab).to_be_in_viewport()
                label = await tab.text_content()
                assert label not in await nav.evaluate(CLIPPED_TABS), f"{label} stays cut off by the tab row"
            await tabs.last.tap()
            await expect(tabs.last).to_have_attribute("aria-current", "page")
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-tabs-{_size(viewport)}.png")
