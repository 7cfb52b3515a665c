"""The operator console's people and records pages (/admin?tab=users|roles|tokens|quotas|proposals|feedback)
against the demo's real API, at desktop and phone sizes: each page's main round trip, the API's own words on a
refusal, no sideways scrolling and no serious axe-core violation; one dark-mode pass; and the README's screenshots.

`DEPUTY_REFRESH_README_SCREENSHOTS=1` writes the README's console and phone-chat images into docs/images; without it
they go where every other screenshot goes, so a normal run leaves the tree as it was."""

from __future__ import annotations

import os
import re
import uuid
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from playwright.async_api import Browser, Page, expect

from deputy.core.budgets.ledger import ChargeKind, ChargeScope
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.conversations.records import Role
from deputy.core.conversations.workspaces import ContextScope
from deputy.core.identity.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.model import Usage
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import ProposalRecord, ProposalStatus

from .conftest import DESKTOP, PHONE, Site, ask, assert_accessible, log_in, new_page, page_width

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
README_IMAGES = Path(__file__).parents[2] / "docs" / "images"
MAX_README_IMAGE_BYTES = 300_000


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


async def _shot(page: Page, site: Site, name: str) -> None:
    await page.screenshot(path=site.screenshots / f"{name}.png", full_page=True)


async def _principal(site: Site, username: str) -> Principal:
    stores = site.demo.runtime.stores
    record = await stores.identity.user_by_name(username)
    assert record is not None
    return await stores.identity.principal_for_user(record.id)


async def _sign_in(page: Page, site: Site, username: str, password: str) -> None:
    await page.goto(f"{site.url}/login")
    await page.get_by_label("Username").fill(username)
    await page.get_by_label("Password").fill(password)
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.locator("main.main")).to_be_visible()


async def _me_status(site: Site, *, token: str | None = None, page: Page | None = None) -> int:
    """`GET /api/me` with a bearer token (no cookie) or with the page's own session."""
    if page is not None:
        return (await page.request.get(f"{site.url}/api/me")).status
    async with httpx.AsyncClient(base_url=site.url) as client:
        return (await client.get("/api/me", headers={"Authorization": f"Bearer {token}"})).status_code


# -- users -------------------------------------------------------------------------------------------------------


@SIZES
async def test_users_are_created_edited_given_a_new_password_and_deactivated(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    identity = site.demo.runtime.stores.identity
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Users")
        table = page.get_by_role("region", name="Users", exact=True)
        for name in ("Ada Admin", "Oscar Operator", "Vera Viewer"):
            await expect(table).to_contain_text(name)
        await expect(table.get_by_role("row").filter(has_text="Ada Admin")).to_contain_text("you")

        # Created with a role, from the keyboard.
        new = page.get_by_role("button", name="New user")
        await new.focus()
        await page.keyboard.press("Enter")
        form = page.get_by_role("form", name="New user")
        await expect(form.get_by_label("Username")).to_be_focused()
        await form.get_by_label("Username").fill("ann")
        await form.get_by_label("Display name").fill("Ann Example")
        await form.get_by_label("Password").fill("first-password-1")
        await form.get_by_role("checkbox", name=re.compile(r"^viewer\b")).check()
        await _fits(page, viewport)
        await _shot(page, site, f"console-user-form-{_size(viewport)}")
        await form.get_by_role("button", name="Create user").click()
        await expect(page.get_by_role("status")).to_have_text("Created ann.")
        row = table.get_by_role("row").filter(has_text="Ann Example")
        await expect(row).to_contain_text("viewer")
        await expect(row).to_contain_text("active")

        # The API's own words for a taken username.
        await page.get_by_role("button", name="New user").click()
        form = page.get_by_role("form", name="New user")
        await form.get_by_label("Username").fill("ann")
        await form.get_by_role("button", name="Create user").click()
        await expect(form.get_by_role("alert")).to_have_text("A user named 'ann' already exists.")
        await form.get_by_role("button", name="Cancel").click()

        # Roles and display name edited.
        await page.get_by_role("button", name="Edit ann").click()
        form = page.get_by_role("form", name="Edit ann")
        await expect(form.get_by_label("Username")).to_have_value("ann")
        await form.get_by_label("Display name").fill("Ann Ops")
        await form.get_by_role("checkbox", name=re.compile(r"^operator\b")).check()
        await form.get_by_role("button", name="Save").click()
        await expect(form).to_be_hidden()
        row = table.get_by_role("row").filter(has_text="Ann Ops")
        await expect(row).to_contain_text("operator")
        ann = await identity.user_by_name("ann")
        assert ann is not None
        assert sorted((await identity.principal_for_user(ann.id)).permissions) == sorted(
            (await _principal(site, "operator")).permissions
        )

        # Search narrows the list.
        filters = page.get_by_role("form", name="Find users")
        await filters.get_by_label("Search").fill("ann")
        await filters.get_by_label("Search").press("Enter")
        await expect(table.locator("tbody tr")).to_have_count(1)

        # A password reset ends ann's browser session; the new password signs in.
        async for ann_page in new_page(browser, viewport=viewport):
            await _sign_in(ann_page, site, "ann", "first-password-1")
            assert await _me_status(site, page=ann_page) == 200
            await page.get_by_role("button", name="Reset the password of ann").click()
            form = page.get_by_role("form", name="New password for ann")
            await form.get_by_label("New password").fill("second-password-2")
            await form.get_by_role("button", name="Set password").click()
            await expect(page.get_by_role("status")).to_have_text(
                "Changed the password of ann; 1 browser session was ended. API tokens are kept."
            )
            assert await _me_status(site, page=ann_page) == 401
        async for fresh in new_page(browser, viewport=viewport):
            await _sign_in(fresh, site, "ann", "second-password-2")
            await expect(fresh.locator(".conversation-list")).to_be_attached()

            # Deactivated after a confirmation: the open session stops working at once.
            await page.get_by_role("button", name="Deactivate ann").click()
            dialog = page.get_by_role("dialog")
            await expect(dialog).to_contain_text("can no longer sign in")
            await expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()
            await _fits(page, viewport)
            await dialog.get_by_role("button", name="Deactivate").click()
            await expect(row).to_contain_text("inactive")
            await expect(page.get_by_role("button", name="Reactivate ann")).to_be_visible()
            assert await _me_status(site, page=fresh) == 401

        # An administrator cannot deactivate themselves: the API says so.
        await filters.get_by_label("Search").fill("")
        await filters.get_by_role("button", name="Search").click()
        await page.get_by_role("button", name="Deactivate admin").click()
        await page.get_by_role("dialog").get_by_role("button", name="Deactivate").click()
        await expect(page.get_by_role("alert")).to_have_text("You cannot deactivate your own account.")
        await _fits(page, viewport)
        await _shot(page, site, f"console-users-{_size(viewport)}")


# -- roles -------------------------------------------------------------------------------------------------------


@SIZES
async def test_a_role_is_built_with_the_permission_picker_and_a_held_role_is_not_deleted(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    identity = site.demo.runtime.stores.identity
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Roles")
        table = page.get_by_role("region", name="Roles", exact=True)
        await expect(table.get_by_role("row").filter(has_text="* (administrator)")).to_contain_text("admin")

        await page.get_by_role("button", name="New role").click()
        form = page.get_by_role("form", name="New role")
        await form.get_by_label("Name").fill("auditor")
        await form.get_by_label("Description").fill("Reads the audit log and the services")
        picker = form.get_by_role("group", name="Permissions")
        for group in ("Administrator", "Staff pages and routes", "Tools"):
            await expect(picker.get_by_role("group", name=group)).to_be_visible()
        await expect(form.get_by_text(re.compile(r"Unlocks: .*List services"))).to_be_visible()
        await form.get_by_role("checkbox", name="audit.read", exact=True).check()
        await form.get_by_role("checkbox", name="acme.read", exact=True).check()
        await form.get_by_label("Other permissions").fill("billing.read")
        await _fits(page, viewport)
        await _shot(page, site, f"console-role-form-{_size(viewport)}")
        await form.get_by_role("button", name="Create role").click()
        status = page.get_by_role("status")
        await expect(status).to_contain_text("Created the role auditor.")
        await expect(status).to_contain_text("No tool or route of this server checks this permission: billing.read")
        row = table.get_by_role("row").filter(has_text="auditor")
        for name in ("acme.read", "audit.read", "billing.read"):
            await expect(row).to_contain_text(name)
        await expect(row).to_contain_text("Not checked by this server: billing.read")

        # Held by a user, it is not deleted: the API's count is shown.
        viewer = await identity.user_by_name("viewer")
        assert viewer is not None
        await identity.set_roles(user_id=viewer.id, role_names=["viewer", "auditor"])
        await page.reload()
        await expect(row.locator("td.num")).to_have_text("1")
        await page.get_by_role("button", name="Delete auditor").click()
        await expect(page.get_by_role("dialog")).to_contain_text("1 user holds it")
        await page.get_by_role("dialog").get_by_role("button", name="Delete").click()
        await expect(page.get_by_role("alert")).to_have_text(
            "1 user(s) hold the role 'auditor'; take it from them first."
        )
        await expect(row).to_have_count(1)

        # Edited: a permission taken away, the host application's one kept.
        await page.get_by_role("button", name="Edit auditor").click()
        form = page.get_by_role("form", name="Edit the role auditor")
        await expect(form.get_by_label("Name")).to_have_value("auditor")
        await expect(form.get_by_role("checkbox", name="acme.read", exact=True)).to_be_checked()
        await expect(form.get_by_label("Other permissions")).to_have_value("billing.read")
        await form.get_by_role("checkbox", name="audit.read", exact=True).uncheck()
        await form.get_by_role("button", name="Save").click()
        await expect(page.get_by_role("status")).to_contain_text("Saved the role auditor.")
        await expect(row).not_to_contain_text("audit.read")
        roles = {r["name"]: r for r in await (await page.request.get(f"{site.url}/api/admin/roles")).json()}
        assert roles["auditor"]["permissions"] == ["acme.read", "billing.read"]
        assert roles["auditor"]["unknown_permissions"] == ["billing.read"]
        await _fits(page, viewport)
        await _shot(page, site, f"console-roles-{_size(viewport)}")

        # Once nobody holds it, it goes.
        await identity.set_roles(user_id=viewer.id, role_names=["viewer"])
        await page.reload()
        await page.get_by_role("button", name="Delete auditor").click()
        await page.get_by_role("dialog").get_by_role("button", name="Delete").click()
        await expect(page.get_by_role("status")).to_have_text("Deleted the role auditor.")
        await expect(row).to_have_count(0)


# -- API tokens --------------------------------------------------------------------------------------------------


@SIZES
async def test_a_token_is_created_with_scopes_its_secret_shown_once_and_then_revoked(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "API tokens")
        await expect(page.get_by_text("No API token yet.")).to_be_visible()

        await page.get_by_role("button", name="New token").click()
        form = page.get_by_role("form", name="New API token")
        await form.get_by_role("combobox", name="User").select_option(label="Vera Viewer (viewer)")
        await form.get_by_label("Name").fill("ci-reader")
        await expect(form.get_by_role("radio", name="Only the scopes chosen below")).to_be_checked()
        scopes = form.get_by_role("group", name="Scopes")
        await expect(scopes.get_by_role("checkbox", name="*", exact=True)).to_have_count(0)  # no scope
        await scopes.get_by_role("group", name="Bundles").get_by_role("checkbox", name="read", exact=True).check()
        await (
            scopes.get_by_role("group", name="Staff pages and routes")
            .get_by_role("checkbox", name="audit.read")
            .check()
        )

        # An expiry in the past: the API's own words.
        await form.get_by_label(re.compile("^Expires")).fill("2020-01-01T00:00")
        await form.get_by_role("button", name="Create token").click()
        await expect(form.get_by_role("alert")).to_have_text("expires_at: must lie in the future.")
        await form.get_by_label(re.compile("^Expires")).fill("")
        await _fits(page, viewport)
        await _shot(page, site, f"console-token-form-{_size(viewport)}")
        await form.get_by_role("button", name="Create token").click()

        box = page.get_by_role("region", name="New token secret")
        await expect(box).to_contain_text("you will not see it again")
        await expect(box.get_by_label("Secret")).to_be_focused()
        secret = await box.get_by_label("Secret").input_value()
        assert len(secret) >= 32
        assert await _me_status(site, token=secret) == 200
        row = page.get_by_role("region", name="API tokens").get_by_role("row").filter(has_text="ci-reader")
        await expect(row).to_contain_text("viewer")
        await expect(row).to_contain_text("audit.read")
        await expect(row).to_contain_text("active")
        await expect(row).to_contain_text(secret[:12])
        await _fits(page, viewport)
        await _shot(page, site, f"console-token-secret-{_size(viewport)}")

        await box.get_by_role("button", name="Done").click()
        await expect(box).to_have_count(0)
        await expect(page.locator("body")).not_to_contain_text(secret)
        kept = await page.evaluate("() => JSON.stringify([{...localStorage}, {...sessionStorage}])")
        assert secret not in kept

        # Revoked after a confirmation: the secret stops working at once.
        await page.get_by_role("button", name="Revoke ci-reader of viewer").click()
        await expect(page.get_by_role("dialog")).to_contain_text("cannot be undone")
        await page.get_by_role("dialog").get_by_role("button", name="Revoke").click()
        await expect(row.locator(".pill")).to_have_text("revoked")
        await expect(page.get_by_role("button", name="Revoke ci-reader of viewer")).to_have_count(0)
        assert await _me_status(site, token=secret) == 401

        # The user filter.
        await page.get_by_label("Show tokens of").select_option(label="Oscar Operator (operator)")
        await expect(page.get_by_text("This user has no API token.")).to_be_visible()
        await _fits(page, viewport)
        await page.get_by_label("Show tokens of").select_option(label="Vera Viewer (viewer)")
        await expect(row).to_be_visible()  # the filter sends the viewer's id as `principal=`
        await _fits(page, viewport)
        await _shot(page, site, f"console-tokens-filtered-{_size(viewport)}")


# -- quotas ------------------------------------------------------------------------------------------------------


async def _spend(site: Site, username: str, tokens: int) -> None:
    """Tokens the user spent today, settled in the ledger as a turn's would be."""
    who = await _principal(site, username)
    runtime = site.demo.runtime
    await runtime.stores.ledger.record(
        ChargeKind.TURN,
        ChargeScope(user_id=who.id, tenant_id=who.tenant_id, connection_id=None),
        Usage(input_tokens=tokens - 500, output_tokens=500),
        now=runtime.clock.now(),
    )


@SIZES
async def test_a_quota_limit_is_set_and_shown_beside_the_usage(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    await _spend(site, "viewer", 7_500)
    await _spend(site, "operator", 9_500)
    viewer = await _principal(site, "viewer")
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Quotas")
        table = page.get_by_role("region", name="Quotas", exact=True)
        row = table.get_by_role("row").filter(has_text="Vera Viewer")
        await expect(row).to_contain_text("7,500 / unlimited")
        await expect(row).to_contain_text("site default")

        await page.get_by_role("button", name="Set limits for viewer").click()
        form = page.get_by_role("form", name="Token limits of viewer")
        await expect(form.get_by_label("Daily limit")).to_be_focused()
        await expect(form).to_contain_text("7,500 used")
        await form.get_by_label("Daily limit").fill("lots")
        await form.get_by_role("button", name="Save limits").click()
        await expect(form.get_by_role("alert")).to_contain_text("Daily: lots is not -1 (unlimited), 0 (blocked)")
        await form.get_by_label("Daily limit").fill("10000")
        await form.get_by_label("Weekly limit").fill("-1")
        await _fits(page, viewport)
        await form.get_by_role("button", name="Save limits").click()
        await expect(page.get_by_role("status")).to_have_text("Saved the limits of viewer.")
        await expect(row).to_contain_text("7,500 / 10,000")
        await expect(row).to_contain_text("own limit")
        assert await site.demo.runtime.stores.quotas.limits(viewer.id) == QuotaLimits(daily=10_000, weekly=-1)

        # Blocked.
        await page.get_by_role("button", name="Set limits for operator").click()
        form = page.get_by_role("form", name="Token limits of operator")
        await form.get_by_label("Daily limit").fill("0")
        await form.get_by_role("button", name="Save limits").click()
        await expect(table.get_by_role("row").filter(has_text="Oscar Operator")).to_contain_text("9,500 / blocked")
        await _fits(page, viewport)
        await _shot(page, site, f"console-quotas-{_size(viewport)}")


# -- proposals ---------------------------------------------------------------------------------------------------


async def _proposals(site: Site) -> str:
    """The operator's pending incident from a chat, an incident resolution the admin applied, a check the viewer
    declined, and an expired call to a tool this server no longer has. Returns the chat's id."""
    runtime = site.demo.runtime
    stores, now = runtime.stores, runtime.clock.now()
    operator, viewer, admin = [await _principal(site, name) for name in ("operator", "viewer", "admin")]
    chat = await stores.conversations.create(operator, now=now)

    async def propose(
        who: Principal, tool: str, *, minutes_ago: int, conversation_id: str | None = None, ttl_minutes: int = 10
    ) -> ProposalRecord:
        record = ProposalRecord(
            id=uuid.uuid4().hex,
            nonce_hash=uuid.uuid4().hex,
            tool_name=tool,
            effect=Effect.MUTATE,
            args_hash="h",
            payload={},
            summary=f"{tool} by {who.name}",
            diff=[],
            status=ProposalStatus.PROPOSED,
            proposed_by=PrincipalRef(kind=PrincipalKind.USER, id=who.id),
            tenant_id=who.tenant_id,
            transport=Transport.CHAT if conversation_id else Transport.MCP,
            created_at=now - timedelta(minutes=minutes_ago),
            expires_at=now - timedelta(minutes=minutes_ago) + timedelta(minutes=ttl_minutes),
            conversation_id=conversation_id,
        )
        await stores.proposals.insert(record)
        return record

    await propose(operator, "create_incident", minutes_ago=1, conversation_id=chat.id)
    applied = await propose(operator, "resolve_incident", minutes_ago=2)
    await stores.proposals.claim(
        applied.id,
        to_status=ProposalStatus.EXECUTING,
        decided_by=PrincipalRef(kind=PrincipalKind.USER, id=admin.id),
        now=now,
    )
    await stores.proposals.finish(applied.id, status=ProposalStatus.APPLIED, result={}, error=None, now=now)
    declined = await propose(viewer, "create_check", minutes_ago=3)
    await stores.proposals.claim(
        declined.id,
        to_status=ProposalStatus.DECLINED,
        decided_by=PrincipalRef(kind=PrincipalKind.USER, id=viewer.id),
        now=now,
    )
    await propose(operator, "retired_tool", minutes_ago=4, ttl_minutes=3)  # expired a minute ago, never swept
    return chat.id


@SIZES
async def test_proposals_are_filtered_by_status_and_name_who_proposed_and_decided(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    chat_id = await _proposals(site)
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Proposals")
        rows = page.get_by_role("region", name="Proposals", exact=True).locator("tbody tr")
        await expect(rows).to_have_count(4)
        await expect(rows.first).to_contain_text("Open an incident")  # the tool's title, newest first
        await expect(rows.last).to_contain_text("retired_tool")  # a tool gone from the registry: its name
        await expect(rows.last).to_contain_text("expired")  # by the clock, before any sweep marks it
        await _fits(page, viewport)
        await _shot(page, site, f"console-proposals-{_size(viewport)}")

        await page.get_by_label("Status").select_option("applied")
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("Resolve an incident")
        await expect(rows.first.locator("td").nth(3)).to_have_text("operator")
        await expect(rows.first.locator("td").nth(4)).to_contain_text("admin")

        await page.get_by_label("Status").select_option("pending")
        await expect(rows).to_have_count(1)
        link = rows.first.get_by_role("link", name="Open chat")
        await expect(link).to_have_attribute("href", f"/c/{chat_id}")
        await expect(rows.first).to_contain_text("until")

        await page.get_by_label("Status").select_option("")
        await page.get_by_label("Proposed by").select_option(label="Vera Viewer (viewer)")
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("declined")
        await expect(rows.first.locator("td").nth(4)).to_contain_text("viewer")
        await _shot(page, site, f"console-proposals-filtered-{_size(viewport)}")

        await page.get_by_label("Status").select_option("failed")
        await expect(page.get_by_text("No proposal matches these filters.")).to_be_visible()
        await _fits(page, viewport)


# -- feedback ----------------------------------------------------------------------------------------------------

HOSTILE_COMMENT = '<b>bold</b> & <img src=x onerror="window.pwned=1">\nThe second line.'


async def _feedback(site: Site) -> dict[str, str]:
    """The operator's thumbs down with a category and a comment that looks like markup; the viewer's bare thumbs
    up. Returns each user's chat id."""
    runtime = site.demo.runtime
    stores = runtime.stores
    chats: dict[str, str] = {}
    for who, rating, category, comment in (
        ("operator", "down", "Wrong or inaccurate", HOSTILE_COMMENT),
        ("viewer", "up", None, None),
    ):
        owner, now = await _principal(site, who), runtime.clock.now()
        chat = await stores.conversations.create(owner, now=now)
        answer = await stores.conversations.append_message(
            chat.id, role=Role.ASSISTANT, parts=[{"type": "text", "text": "Done."}], content="Done.", now=now
        )
        await stores.conversations.record_feedback(
            message_id=answer.id,
            voter=owner,
            conversation_id=chat.id,
            rating=rating,
            category=category,
            comment=comment,
            now=now,
        )
        chats[who] = chat.id
    return chats


@SIZES
async def test_feedback_shows_its_category_and_comment_as_plain_text_and_links_the_chat(
    browser: Browser, site: Site, viewport: dict[str, int]
) -> None:
    chats = await _feedback(site)
    async for page in new_page(browser, viewport=viewport):
        await _open_tab(page, site, "Feedback")
        table = page.get_by_role("region", name="Feedback", exact=True)
        rows = table.locator("tbody tr")
        await expect(rows).to_have_count(2)
        down = rows.filter(has_text="Oscar Operator")
        await expect(down).to_contain_text("Wrong or inaccurate")
        await expect(down.locator("td.comment-cell")).to_have_text(HOSTILE_COMMENT)
        await expect(table.locator("img, b")).to_have_count(0)  # shown as text, never as markup
        assert await page.evaluate("() => window.pwned") is None
        await expect(down.get_by_role("link", name="Open chat")).to_have_attribute("href", f"/c/{chats['operator']}")
        await _fits(page, viewport)
        await _shot(page, site, f"console-feedback-{_size(viewport)}")

        filters = page.get_by_role("form", name="Feedback filters")
        await filters.get_by_label("Rating").select_option("up")
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("Vera Viewer")
        await filters.get_by_label("Rating").select_option("")
        await filters.get_by_label("Category").fill("Wrong or inaccurate")
        await filters.get_by_role("button", name="Apply filters").click()
        await expect(rows).to_have_count(1)
        await expect(rows.first).to_contain_text("Oscar Operator")
        await filters.get_by_label("Category").fill("Too long")
        await filters.get_by_label("Category").press("Enter")
        await expect(page.get_by_text("No feedback matches these filters.")).to_be_visible()
        await filters.get_by_role("button", name="Clear").click()
        await expect(rows).to_have_count(2)
        await _fits(page, viewport)


# -- workspaces: a user's business context, picked by name ---------------------------------------------------------


async def test_a_users_business_context_is_picked_by_name(browser: Browser, site: Site) -> None:
    viewer = await _principal(site, "viewer")
    async for page in new_page(browser, viewport=PHONE):
        await _open_tab(page, site, "Workspaces & context")
        main = page.locator("main.main")
        await main.get_by_label("Scope").select_option("user")
        await main.get_by_role("combobox", name="User").select_option(label="Vera Viewer (viewer)")
        await page.get_by_role("button", name="New entry").click()
        form = page.get_by_role("form", name="New entry for the user viewer")
        await form.get_by_label("Key").fill("tone")
        await form.get_by_label("Text").fill("Short answers, please.")
        await form.get_by_role("button", name="Create").click()
        entries = page.get_by_role("region", name="Business context entries")
        await expect(entries).to_contain_text("Short answers, please.")
        blocks = await site.demo.runtime.stores.context.blocks(ContextScope.USER, viewer.id)
        assert {b.key: b.text for b in blocks} == {"tone": "Short answers, please."}
        await _fits(page, PHONE)


# -- dark mode ---------------------------------------------------------------------------------------------------


async def test_the_people_pages_read_well_in_dark_mode(browser: Browser, site: Site) -> None:
    await _spend(site, "viewer", 7_500)
    await site.demo.runtime.stores.quotas.set_limits(
        (await _principal(site, "viewer")).id, {"daily": 10_000}, by=None, now=site.demo.runtime.clock.now()
    )
    await site.demo.runtime.stores.identity.create_api_token(
        user_id=(await _principal(site, "operator")).id, now=site.demo.runtime.clock.now(), name="ci", scopes=["read"]
    )
    await _proposals(site)
    await _feedback(site)
    async for page in new_page(browser, viewport=DESKTOP, color_scheme="dark"):
        await log_in(page, site, "admin")
        await page.goto(f"{site.url}/admin")
        for tab, label in (
            ("users", "Users"),
            ("roles", "Roles"),
            ("tokens", "API tokens"),
            ("quotas", "Quotas"),
            ("proposals", "Proposals"),
            ("feedback", "Feedback"),
        ):
            await _open_tab(page, site, label, signed_in=True)
            await expect(page.locator(".admin .panel").first).to_be_visible()
            await expect(page.get_by_text("Loading…")).to_have_count(0)
            await expect(page.locator(".admin .data-table").first).to_be_visible()
            if tab == "roles":  # the picker too
                await page.get_by_role("button", name="New role").click()
                await expect(page.get_by_role("group", name="Permissions")).to_be_visible()
            if tab == "quotas":
                await expect(page.get_by_role("region", name="Quotas")).to_contain_text("7,500 / 10,000")
            await _fits(page, DESKTOP)
            await _shot(page, site, f"console-{tab}-dark")


# -- the README's screenshots ------------------------------------------------------------------------------------


def _readme_images(site: Site) -> Path:
    """docs/images when asked to refresh the README's images, else the run's screenshot folder."""
    if os.environ.get("DEPUTY_REFRESH_README_SCREENSHOTS") == "1":
        return README_IMAGES
    return site.screenshots


async def test_the_readme_screenshots_show_the_console_and_a_chat_on_a_phone(browser: Browser, site: Site) -> None:
    folder = _readme_images(site)
    await _spend(site, "viewer", 7_500)
    async for page in new_page(browser, viewport=DESKTOP):
        await _open_tab(page, site, "Users")
        await expect(page.get_by_role("region", name="Users", exact=True).locator("tbody tr")).to_have_count(3)
        await page.get_by_role("button", name="Edit operator").click()
        await expect(page.get_by_role("form", name="Edit operator")).to_be_visible()
        await page.locator("body").click(position={"x": 1, "y": 1})  # no focus ring in the picture
        await page.screenshot(path=folder / "console-users.png")  # the viewport, not the whole page
    async for page in new_page(browser, viewport=PHONE):
        await log_in(page, site, "operator")
        await ask(page, "Who is on call for payments?")
        await expect(page).to_have_url(re.compile(r"/c/[0-9a-f]+$"))
        tool = page.locator('details.tool[data-tool="get_oncall"]')
        await expect(tool.locator(".badge")).to_have_text("Done")
        await expect(page.get_by_role("button", name="Stop")).to_have_count(0)
        await expect(page.locator(".message.assistant .markdown").last).not_to_be_empty()
        await page.locator("body").click(position={"x": 1, "y": 1})
        await page.screenshot(path=folder / "chat-phone.png")
    for name in ("console-users.png", "chat-phone.png"):
        size = (folder / name).stat().st_size
        assert size < MAX_README_IMAGE_BYTES, f"{name} is {size:,} bytes"
