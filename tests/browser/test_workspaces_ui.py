"""The sidebar's workspace picker: it filters the chat list by workspace and stamps new chats with it."""

from __future__ import annotations

from playwright.async_api import Page, expect

from .conftest import Site, log_in


async def test_the_workspace_picker_filters_the_sidebar_and_stamps_new_chats(page: Page, site: Site) -> None:
    stores, now = site.demo.runtime.stores, site.demo.runtime.clock.now()
    operator = await stores.identity.user_by_name("operator")
    assert operator is not None
    owner = await stores.identity.principal_for_user(operator.id)
    ops = await stores.workspaces.create(tenant_id=owner.tenant_id, name="Ops", by=None, now=now)
    await stores.workspaces.create(tenant_id=owner.tenant_id, name="Sales", by=None, now=now)
    for title, workspace in (("Ops outage review", ops.id), ("Quarterly numbers", None)):
        chat = await stores.conversations.create(owner, now=now)
        await stores.conversations.update(owner, chat.id, now=now, title=title)
        await stores.context.stamp(owner, chat.id, workspace_id=workspace)

    await log_in(page, site, "operator")
    chats = page.locator(".conversation-list li")
    await expect(chats).to_have_count(2)

    await page.get_by_label("Workspace").select_option(label="Ops")

    await expect(chats).to_have_count(1)
    await expect(chats.first).to_have_text("Ops outage review")
    await page.get_by_role("button", name="New chat").click()
    await expect(chats).to_have_count(2)
    stamped = [c for c in await stores.conversations.list_for(owner) if c.workspace_id == ops.id]
    assert len(stamped) == 2  # the new chat started in the picked workspace

    await page.reload()  # the choice is kept per browser
    await expect(page.get_by_label("Workspace")).to_have_value(ops.id)
    await page.get_by_label("Workspace").select_option(label="All chats")
    await expect(chats).to_have_count(3)
