"""The operator console's audit log, usage and workspaces pages (/admin?tab=audit|usage|workspaces) against the demo's
real API, at desktop and phone sizes: the filters filter, an export downloads the rows the table shows, workspaces
and business context entries round-trip, and no page scrolls sideways or has a serious axe-core violation."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from playwright.async_api import Browser, Page, expect

from deputy.core.conversations.records import Role
from deputy.core.conversations.workspaces import ContextScope
from deputy.core.identity.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import AuditEntry, Decision, Outcome

from .conftest import DESKTOP, PHONE, Site, assert_accessible, log_in, new_page, page_width

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
ROUTINE_CALLS = 55
"""More than one page (50) of the audit log."""
OLD = datetime(2025, 6, 1, tzinfo=UTC)
"""A call long before the others: 2025-06-01 12:00 in the browser's zone (Pacific/Auckland, UTC+12 in June)."""


def _size(viewport: dict[str, int]) -> str:
    return "desktop" if viewport == DESKTOP else "phone"


async def _open_tab(page: Page, site: Site, label: str, *, signed_in: bool = False) -> None:
    if not signed_in:
        await log_in(page, site, "admin")
        await page.goto(f"{site.url}/admin")
    tabs = page.get_by_role("navigation", name="Administration sections")
    await tabs.get_by_role("link", name=label, exact=True).click()
    await expect(tabs.get_by_role("link", name=label, exact=True)).to_have_attribute("aria-current", "page")


async def _fits(page: Page, viewport: dict[str, int]) -> None:
    assert await page_width(page) <= viewport["width"], "the page scrolls sideways"
    await assert_accessible(page)


async def _principal(site: Site, username: str) -> Principal:
    stores = site.demo.runtime.stores
    record = await stores.identity.user_by_name(username)
    assert record is not None
    return await stores.identity.principal_for_user(record.id)


async def _call(
    site: Site,
    who: Principal,
    tool: str,
    *,
    at: datetime,
    transport: Transport = Transport.CHAT,
    outcome: Outcome = Outcome.OK,
    error_code: str | None = None,
) -> None:
    await site.demo.runtime.stores.audit.record(
        AuditEntry(
            principal=PrincipalRef(kind=PrincipalKind.USER, id=who.id),
            tenant_id=who.tenant_id,
            transport=transport,
            tool_name=tool,
            effect=Effect.READ,
            args_hash="h",
            decision=Decision.REFUSED if outcome is Outcome.REFUSED else Decision.RUN,
            outcome=outcome,
            latency_ms=12.5,
            created_at=at,
            error_code=error_code,
        )
    )


async def _audit_log(site: Site) -> None:
    """55 routine reads by the viewer, an operator's failed call over MCP, an admin's refused delete, and one old
    call of the viewer's."""
    viewer, operator, admin = [await _principal(site, name) for name in ("viewer", "operator", "admin")]
    now = site.demo.runtime.clock.now()
    for second in range(ROUTINE_CALLS):
        await _call(site, viewer, "list_services", at=now - timedelta(minutes=10, seconds=second))
    await _call(
        site,
        operator,
        "create_incident",
        at=now - timedelta(minutes=5),
        transport=Transport.MCP,
        outcome=Outcome.ERROR,
        error_code="upstream_failed",
    )
    await _call(
        site, admin, "delete_service", at=now - timedelta(minutes=4), transport=Transport.API, outcome=Outcome.REFUSED
    )
    await _call(site, viewer, "get_service", at=OLD)


def _rows(page: Page) -> Any:
    return page.get_by_role("region", name="Tool calls").locator("tbody tr")


async def _download(page: Page, link: str) -> tuple[str, str]:
    async with page.expect_download() as started:
        await page.get_by_role("link", name=link).click()
    download = await started.value
    path = await download.path()
    return download.suggested_filename, path.read_text(encoding="utf-8")


@SIZES
async def test_the_audit_log_filters_pages_and_exports_what_it_shows(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    await _audit_log(site)
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Audit log")
        rows = _rows(page)
        await expect(rows).to_have_count(50)
        await expect(rows.first).to_contain_text("admin")  # newest first, by name
        await expect(rows.first).to_contain_text("delete_service")
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-audit-{_size(viewport)}.png", full_page=True)
        await page.get_by_role("button", name="Load more").click()
        await expect(rows).to_have_count(ROUTINE_CALLS + 3)
        await expect(page.get_by_role("button", name="Load more")).to_have_count(0)
        await expect(rows.last).to_contain_text("get_service")

        filters = page.get_by_role("form", name="Audit filters")
        await filters.get_by_label("Outcome").select_option("error")
        await filters.get_by_role("button", name="Apply filters").click()
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("operator")
        await expect(rows.first).to_contain_text("upstream_failed")
        await expect(rows.first).to_contain_text("mcp")

        name, text = await _download(page, "Export CSV")
        assert name.startswith("deputy-audit-") and name.endswith(".csv")
        exported = list(csv.DictReader(io.StringIO(text, newline="")))
        assert [(r["principal_name"], r["tool"], r["outcome"], r["error_code"]) for r in exported] == [
            ("operator", "create_incident", "error", "upstream_failed")
        ]

        # User and transport together, typed and submitted with the keyboard.
        await filters.get_by_label("Outcome").select_option("")
        await filters.get_by_label("User").fill("viewer")
        await filters.get_by_label("Transport").select_option("chat")
        await filters.get_by_label("User").press("Enter")
        await expect(rows).to_have_count(50)
        await expect(page.get_by_role("region", name="Tool calls")).not_to_contain_text("operator")
        name, text = await _download(page, "Export JSONL")
        assert name.endswith(".jsonl")
        lines = [json.loads(line) for line in text.splitlines()]
        assert len(lines) == ROUTINE_CALLS + 1
        assert {(r["principal_name"], r["transport"]) for r in lines} == {("viewer", "chat")}
        assert lines[0]["tool"] == "get_service"  # the export runs oldest first

        # A time range, in the browser's own zone.
        await filters.get_by_label("From").fill("2025-05-01T00:00")
        await filters.get_by_label("Until").fill("2025-07-01T00:00")
        await filters.get_by_role("button", name="Apply filters").click()
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("get_service")

        await filters.get_by_role("button", name="Clear").click()
        await expect(filters.get_by_label("User")).to_have_value("")
        await expect(rows).to_have_count(50)

        # The API's own words when a filter names nobody.
        await filters.get_by_label("User").fill("ghost")
        await filters.get_by_role("button", name="Apply filters").click()
        await expect(page.get_by_role("alert")).to_have_text("No user named 'ghost'.")
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-audit-error-{_size(viewport)}.png", full_page=True)


async def _answers(site: Site) -> None:
    """Stored answers with usage: the operator's on two models this week, and the admin's ten days ago."""
    stores, now = site.demo.runtime.stores, site.demo.runtime.clock.now()
    usage = {"input_tokens": 1200, "output_tokens": 300, "cached_tokens": 800, "reasoning_tokens": 50}
    prompt = {"system": 200, "tools": 600, "history": 150, "tool_results": 50}
    for who, model, at in (
        ("operator", "demo-small", now - timedelta(hours=1)),
        ("operator", "demo-large", now - timedelta(hours=2)),
        ("admin", "demo-small", now - timedelta(days=10)),
    ):
        owner = await _principal(site, who)
        chat = await stores.conversations.create(owner, now=at)
        await stores.conversations.append_message(
            chat.id, role=Role.USER, parts=[{"type": "text", "text": "Hi"}], content="Hi", now=at
        )
        answer = await stores.conversations.append_message(
            chat.id,
            role=Role.ASSISTANT,
            parts=[{"type": "text", "text": "Hello"}],
            content="Hello",
            now=at,
            model=model,
        )
        await stores.conversations.update_message(answer.id, now=at, usage={**usage, "prompt": prompt})


@SIZES
async def test_the_usage_page_reports_tokens_by_user_connection_and_model_for_the_chosen_period(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    await _answers(site)
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Usage")
        by_user = page.get_by_role("region", name="Usage by user")
        await expect(by_user.locator("tbody tr")).to_have_count(2)
        await expect(by_user.get_by_role("row").filter(has_text="operator")).to_contain_text("2,400")
        await expect(by_user.get_by_role("row").filter(has_text="admin")).to_contain_text("1,200")
        models = page.get_by_role("region", name="Usage by model")
        await expect(models.get_by_role("row").filter(has_text="demo-small")).to_contain_text("2,400")
        await expect(page.get_by_role("region", name="Usage by connection").locator("tbody tr")).to_have_count(1)
        split = page.get_by_role("region", name="Prompt split")
        await expect(split.get_by_role("row").filter(has_text="Tool definitions")).to_contain_text("1,800")
        await expect(split.get_by_role("row").filter(has_text="Tool definitions")).to_contain_text("60.0 %")
        await expect(split.get_by_role("row").filter(has_text="Conversation")).to_contain_text("600")
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-usage-{_size(viewport)}.png", full_page=True)

        await page.get_by_label("Period").select_option(label="Last 7 days")
        await expect(by_user.locator("tbody tr")).to_have_count(1)
        await expect(by_user).not_to_contain_text("admin")
        await expect(page.locator(".stat-row")).to_contain_text("2,400")
        await _fits(page, viewport)


async def _context(site: Site, scope: ContextScope, owner: str) -> dict[str, str]:
    return {b.key: b.text for b in await site.demo.runtime.stores.context.blocks(scope, owner)}


@SIZES
async def test_workspaces_are_created_and_deleted_and_context_entries_edited(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    stores = site.demo.runtime.stores
    admin = await _principal(site, "admin")
    assert admin.tenant_id is not None
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Workspaces & context")
        main = page.locator("main.main")  # the sidebar has a workspace picker of its own
        await expect(main.get_by_text("No workspace yet.")).to_be_visible()

        create = page.get_by_role("form", name="New workspace")
        await create.get_by_label("New workspace name").fill("Field ops")
        await create.get_by_role("button", name="Create workspace").click()
        table = main.get_by_role("region", name="Workspaces", exact=True)
        await expect(table.get_by_role("row").filter(has_text="Field ops")).to_have_count(1)
        [field_ops] = [w for w in await stores.workspaces.list(tenant_id=admin.tenant_id) if w.name == "Field ops"]

        # A tenant entry: created, then edited by keyboard.
        await page.get_by_role("button", name="New entry").click()
        form = page.get_by_role("form", name="New entry for the tenant")
        await form.get_by_label("Key").fill("tone")
        await form.get_by_label("Text").fill("Plain words.")
        await form.get_by_role("button", name="Create").click()
        entries = page.get_by_role("region", name="Business context entries")
        await expect(entries.get_by_role("row").filter(has_text="tone")).to_contain_text("Plain words.")
        edit = page.get_by_role("button", name="Edit tone")
        await edit.focus()
        await page.keyboard.press("Enter")
        form = page.get_by_role("form", name="Edit tone")
        await expect(form.get_by_label("Key")).to_have_value("tone")
        await form.get_by_label("Text").fill("Plain words, short sentences.")
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-context-form-{_size(viewport)}.png", full_page=True)
        await form.get_by_role("button", name="Save").click()
        await expect(form).to_be_hidden()
        await expect(entries).to_contain_text("short sentences")
        assert await _context(site, ContextScope.TENANT, admin.tenant_id) == {"tone": "Plain words, short sentences."}

        # A bad key: the API's message, and nothing stored.
        await page.get_by_role("button", name="New entry").click()
        form = page.get_by_role("form", name="New entry for the tenant")
        await form.get_by_label("Key").fill("Bad Key")
        await form.get_by_label("Text").fill("x")
        await form.get_by_role("button", name="Create").click()
        await expect(form.get_by_role("alert")).to_contain_text("A context key is 1-64 lowercase letters")
        await form.get_by_role("button", name="Cancel").click()

        # The workspace's own entries.
        await main.get_by_label("Scope").select_option("workspace")
        await expect(main.get_by_role("combobox", name="Workspace", exact=True)).to_have_value(field_ops.id)
        await page.get_by_role("button", name="New entry").click()
        form = page.get_by_role("form", name="New entry for the workspace Field ops")
        await form.get_by_label("Key").fill("customers")
        await form.get_by_label("Text").fill("Utilities in the north.")
        await form.get_by_role("button", name="Create").click()
        await expect(entries.get_by_role("row").filter(has_text="customers")).to_have_count(1)
        assert await _context(site, ContextScope.WORKSPACE, field_ops.id) == {"customers": "Utilities in the north."}
        await _fits(page, viewport)
        await page.screenshot(path=site.screenshots / f"console-workspaces-{_size(viewport)}.png", full_page=True)

        await page.get_by_role("button", name="Delete customers").click()
        await page.get_by_role("dialog").get_by_role("button", name="Delete").click()
        await expect(page.get_by_text("No business context for this workspace yet.")).to_be_visible()
        assert await _context(site, ContextScope.WORKSPACE, field_ops.id) == {}

        # A tenant administrator may not set platform context: the API says so.
        await main.get_by_label("Scope").select_option("platform")
        await expect(
            main.get_by_text("Only a platform administrator (no tenant) sets platform context.")
        ).to_be_visible()

        await page.get_by_role("button", name="Delete Field ops").click()
        await page.get_by_role("dialog").get_by_role("button", name="Delete").click()
        await expect(main.get_by_role("status")).to_contain_text("Deleted Field ops; 0 chats were kept")
        await expect(table).to_have_count(0)
        assert await stores.workspaces.list(tenant_id=admin.tenant_id) == []
        await _fits(page, viewport)


async def test_the_new_pages_read_well_in_dark_mode(browser: Browser, site: Site) -> None:
    await _audit_log(site)
    await _answers(site)
    async for page in new_page(browser, viewport=DESKTOP, color_scheme="dark"):
        await log_in(page, site, "admin")
        await page.goto(f"{site.url}/admin")
        for tab, label in (("audit", "Audit log"), ("usage", "Usage"), ("workspaces", "Workspaces & context")):
            await _open_tab(page, site, label, signed_in=True)
            await expect(page.locator(".admin .panel").first).to_be_visible()
            await expect(page.get_by_text("Loading…")).to_have_count(0)
            await _fits(page, DESKTOP)
            await page.screenshot(path=site.screenshots / f"console-{tab}-dark.png", full_page=True)
