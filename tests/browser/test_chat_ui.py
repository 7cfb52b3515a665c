"""The web UI in a real browser against the real demo: sign in, read answers, confirm cards, delete, the model
picker, stop, and an expired session. Each test is one thing a user does and sees."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from playwright.async_api import Page, expect

from deputy.core.conversations.records import Role
from tests.browser.conftest import TIME_ZONE, Site, ask, log_in

INCIDENT_REQUEST = "Open an incident for checkout-api: checkout latency is high"


def _chat_body(request: Any) -> dict[str, Any]:
    body: dict[str, Any] = json.loads(request.post_data or "{}")
    return body


async def _conversation(page: Page, site: Site) -> dict[str, Any]:
    """The stored conversation the page shows, read through the API with the page's own session."""
    conversation_id = page.url.rsplit("/c/", 1)[1]
    response = await page.request.get(f"{site.url}/api/conversations/{conversation_id}")
    assert response.status == 200, await response.text()
    found: dict[str, Any] = await response.json()
    return found


async def test_a_wrong_password_shows_a_clear_error_and_the_right_one_signs_in(page: Page, site: Site) -> None:
    await page.goto(f"{site.url}/")
    await expect(page).to_have_url(re.compile(r"/login\?next=%2F$"))
    await page.get_by_label("Username").fill("operator")
    await page.get_by_label("Password").fill("not-the-password")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("alert")).to_have_text("Wrong username or password.")
    await page.screenshot(path=site.screenshots / "login.png")

    await page.get_by_label("Password").fill("operator-demo")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("heading", name="What can I help with?")).to_be_visible()
    await expect(page).to_have_url(f"{site.url}/")
    await expect(page.get_by_text("Oscar Operator")).to_be_visible()


async def test_a_question_is_answered_by_a_read_tool_shown_as_a_table(page: Page, site: Site) -> None:
    await log_in(page, site)
    async with page.expect_request(lambda r: r.url.endswith("/api/chat") and r.method == "POST") as sent:
        await ask(page, "List the services")
    body = _chat_body(await sent.value)
    assert body["timezone"] == TIME_ZONE
    assert body["messages"][-1]["parts"] == [{"type": "text", "text": "List the services"}]

    tool = page.locator('details.tool[data-tool="list_services"]')
    await expect(tool.locator(".badge")).to_have_text("Done")
    await expect(tool.locator("table")).to_contain_text("Checkout API")
    await expect(page.locator(".message.assistant .markdown").last).to_contain_text("services")
    await expect(page.get_by_role("button", name="Stop")).to_have_count(0)
    # The sidebar lists the new conversation, highlighted, under its generated title.
    await expect(page.locator(".conversation-list li.active")).to_have_count(1)
    # The usage meter counts the turn's tokens once it has finished.
    await expect(page.get_by_label("Token usage")).to_contain_text(re.compile(r"[1-9][\d,k]* (/ \S+ )?tokens"))
    await page.set_viewport_size({"width": 1280, "height": 1180})  # the whole answer in one picture
    await page.screenshot(path=site.screenshots / "chat-table.png")


async def test_apply_on_a_confirm_card_opens_the_incident(page: Page, site: Site) -> None:
    await log_in(page, site)
    await ask(page, INCIDENT_REQUEST)
    card = page.locator('section.confirm-card[data-tool="create_incident"]')
    await expect(card).to_contain_text(re.compile("checkout latency is high", re.IGNORECASE))
    await expect(card.locator("table.diff")).to_contain_text("open_incidents")
    await expect(card).to_contain_text(re.compile(r"Expires in \d+ min"))
    assert not [i for i in await site.incidents() if i["title"].lower() == "checkout latency is high"]
    await page.screenshot(path=site.screenshots / "confirm-card.png")

    await card.get_by_role("button", name="Apply").click()
    await expect(card.locator(".badge")).to_have_text("Applied")
    await expect(card.get_by_role("button", name="Apply")).to_have_count(0)
    opened = [i for i in await site.incidents() if i["title"].lower() == "checkout latency is high"]
    assert [(i["service_id"], i["status"]) for i in opened] == [("checkout-api", "open")]


async def test_decline_on_a_confirm_card_changes_nothing(page: Page, site: Site) -> None:
    await log_in(page, site)
    before = await site.incidents()
    await ask(page, INCIDENT_REQUEST)
    card = page.locator('section.confirm-card[data-tool="create_incident"]')
    await card.get_by_role("button", name="Decline").click()
    await expect(card.locator(".badge")).to_have_text("Declined")
    await expect(page.get_by_role("button", name="Send")).to_be_visible()
    assert await site.incidents() == before
    stored = await _conversation(page, site)
    tool_parts = [p for m in stored["messages"] for p in m["parts"] if p["type"] == "tool-create_incident"]
    assert [p["state"] for p in tool_parts] == ["output-denied"]


async def test_deleting_a_chat_removes_it_from_the_sidebar_but_keeps_it_stored(page: Page, site: Site) -> None:
    await log_in(page, site)
    await ask(page, "Who is on call this week?")
    await expect(page.locator('details.tool[data-tool="get_oncall"] .badge')).to_have_text("Done")
    active = page.locator(".conversation-list li.active a")
    await expect(active).not_to_have_text("New chat")
    title = await active.inner_text()
    conversation_id = page.url.rsplit("/c/", 1)[1]

    await page.locator(".conversation-list li.active").get_by_role("button", name=f"Delete {title}").click()
    dialog = page.get_by_role("dialog", name="Delete this chat?")
    await expect(dialog).to_contain_text(title)
    await dialog.get_by_role("button", name="Delete").click()
    await expect(dialog).to_have_count(0)
    await expect(page.locator(".conversation-list")).not_to_contain_text(title)
    await expect(page).to_have_url(f"{site.url}/")

    response = await page.request.get(f"{site.url}/api/conversations/{conversation_id}")
    stored = await response.json()
    assert response.status == 200 and stored["archived_at"] is not None
    assert [m["role"] for m in stored["messages"]][:2] == ["user", "assistant"]


async def test_the_model_picker_switches_the_model_of_the_next_turn(page: Page, site: Site) -> None:
    await log_in(page, site, "admin")
    picker = page.get_by_label("Model")
    await expect(page.locator(".model-badge")).to_have_text("Offline demo model")
    offered = await picker.locator("option").all_inner_texts()
    assert offered == ["acme-demo (default)", "acme-demo-brief"]
    await picker.select_option(label="acme-demo-brief")
    async with page.expect_request(lambda r: r.url.endswith("/api/chat") and r.method == "POST") as sent:
        await ask(page, "List the open incidents")
    assert _chat_body(await sent.value)["model"] == "acme-demo-brief"
    await expect(page.locator('details.tool[data-tool="list_incidents"] .badge')).to_have_text("Done")
    assert site.model is not None and site.model.requests[-1]["model"] == "acme-demo-brief"
    await expect(page.locator(".conversation-list li.active a")).not_to_have_text("New chat")  # titled
    await page.screenshot(path=site.screenshots / "model-picker.png")
    # The choice is remembered on the conversation: a reload keeps it.
    await page.reload()
    await expect(page.get_by_label("Model")).to_have_value(re.compile("acme-demo-brief$"))


async def test_a_title_stored_after_the_answer_still_reaches_the_sidebar(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The title is a model call made once the answer is stored, so it can land after the list was read."""
    conversations = site.demo.runtime.stores.conversations
    store_title = conversations.set_title_if_missing

    async def late(conversation_id: str, title: str, *, now: Any) -> bool:
        await asyncio.sleep(2.5)
        return await store_title(conversation_id, title, now=now)

    monkeypatch.setattr(conversations, "set_title_if_missing", late)
    await log_in(page, site)
    await ask(page, "List the open incidents")
    await expect(page.locator('details.tool[data-tool="list_incidents"] .badge')).to_have_text("Done")
    await expect(page.locator(".conversation-list li.active a")).not_to_have_text("New chat", timeout=15_000)


async def test_stop_ends_a_running_answer_and_keeps_the_partial_answer(slow_page: Page, slow_site: Site) -> None:
    page, site = slow_page, slow_site
    await log_in(page, site)
    await ask(page, "List the services")
    await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
    await expect(page.locator(".message.assistant .markdown").last).not_to_be_empty()
    await page.get_by_role("button", name="Stop").click()
    await expect(page.get_by_role("button", name="Send")).to_be_visible()
    await expect(page.get_by_role("status")).to_contain_text("Stopped")
    async with asyncio.timeout(10):  # the server stores the partial answer as the turn winds down
        await site.demo.runtime.chat.wait_idle()
    stored = await _conversation(page, site)
    assert stored["messages"][-1]["status"] == "interrupted"


async def test_an_expired_session_goes_to_login_and_comes_back_with_the_draft(page: Page, site: Site) -> None:
    await log_in(page, site)
    await ask(page, "Which services are degraded right now?")
    await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
    await expect(page.get_by_role("button", name="Send")).to_be_visible()
    # The refreshes after a turn (the list, then the usage meter) are done: nothing else is in flight.
    await expect(page.get_by_label("Token usage")).to_contain_text(re.compile(r"[1-9][\d,k]* (/ \S+ )?tokens"))
    conversation_url = page.url
    await page.context.clear_cookies()  # the session ends (expiry, sign-out elsewhere)

    await ask(page, "Open an incident for search: results are empty")
    await expect(page).to_have_url(re.compile(r"/login\?next=.*&expired=1$"))
    await expect(page.get_by_role("status")).to_contain_text("Your session has ended")
    await page.get_by_label("Username").fill("operator")
    await page.get_by_label("Password").fill("operator-demo")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page).to_have_url(conversation_url)
    await expect(page.get_by_label("Message")).to_have_value("Open an incident for search: results are empty")


async def test_the_admin_page_lists_connections_and_tools(page: Page, site: Site) -> None:
    await log_in(page, site, "admin")
    await page.get_by_role("link", name="Admin").click()
    await expect(page.locator(".admin")).to_contain_text("delete_service")
    await page.screenshot(path=site.screenshots / "admin.png")
    await page.get_by_role("navigation", name="Administration sections").get_by_role("link", name="Connections").click()
    await expect(page.get_by_role("heading", name="Model connections")).to_be_visible()
    await expect(page.locator(".admin")).to_contain_text("offline-demo-model")


async def test_thumbs_regenerate_and_edit_act_on_the_stored_conversation(page: Page, site: Site) -> None:
    await log_in(page, site)
    await ask(page, "List the services")
    await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")
    answer = page.locator(".message.assistant").last
    first_id = await answer.get_attribute("data-message-id")

    thumbs_up = answer.get_by_role("button", name="Good answer")
    await thumbs_up.click()
    await expect(thumbs_up).to_have_attribute("aria-pressed", "true")

    await answer.get_by_role("button", name="Regenerate").click()
    await expect(page.locator(".message.assistant")).to_have_count(1)
    await expect(page.locator(".message.assistant").last).not_to_have_attribute("data-message-id", first_id or "")
    await expect(page.locator('details.tool[data-tool="list_services"] .badge')).to_have_text("Done")

    await page.locator(".message.user").hover()
    await page.locator(".message.user").get_by_role("button", name="Edit").click()
    editor = page.get_by_label("Edit message")
    await editor.fill("List the open incidents")
    await editor.press("Enter")
    await expect(page.locator(".message.user .bubble")).to_have_text("List the open incidents")
    await expect(page.locator('details.tool[data-tool="list_incidents"] .badge')).to_have_text("Done")
    async with asyncio.timeout(10):
        await site.demo.runtime.chat.wait_idle()
    stored = await _conversation(page, site)
    assert [m["content"] for m in stored["messages"] if m["role"] == "user"] == ["List the open incidents"]
    assert len([m for m in stored["messages"] if m["role"] == "assistant"]) == 1


async def test_new_chat_reuses_the_empty_draft_instead_of_adding_another(page: Page, site: Site) -> None:
    await log_in(page, site)
    new_chat = page.get_by_role("button", name="New chat", exact=True)
    await new_chat.click()
    await expect(page).to_have_url(re.compile(r"/c/[^/]+$"))
    first = page.url
    await new_chat.click()
    await expect(page.locator(".conversation-list li")).to_have_count(1)
    assert page.url == first
    await expect(page.locator(".conversation-list li.active a")).to_have_text("New chat")


async def test_login_follows_a_same_origin_next_and_never_another_origin(page: Page, site: Site) -> None:
    await page.goto(f"{site.url}/login?next=%2F%2Fevil.example%2Fphish")
    await page.get_by_label("Username").fill("admin")
    await page.get_by_label("Password").fill("admin-demo")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page).to_have_url(f"{site.url}/")

    await page.goto(f"{site.url}/login?next=%2Fadmin")
    await page.get_by_label("Username").fill("admin")
    await page.get_by_label("Password").fill("admin-demo")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page).to_have_url(f"{site.url}/admin")
    await expect(page.get_by_role("heading", name="Tools", exact=True)).to_be_visible()


async def test_a_long_chat_opens_at_its_newest_messages_and_shows_earlier_ones_on_request(
    page: Page, site: Site
) -> None:
    stores, now = site.demo.runtime.stores, site.demo.runtime.clock.now()
    operator = await stores.identity.user_by_name("operator")
    assert operator is not None
    owner = await stores.identity.principal_for_user(operator.id)
    chat = await stores.conversations.create(owner, now=now)
    for n in range(205):
        role = Role.USER if n % 2 == 0 else Role.ASSISTANT
        text = f"Stored message {n}."
        await stores.conversations.append_message(
            chat.id, role=role, parts=[{"type": "text", "text": text}], content=text, now=now
        )
    await log_in(page, site)
    await page.goto(f"{site.url}/c/{chat.id}")
    shown = page.locator(".messages .message")
    earlier = page.get_by_role("button", name="Show earlier messages")

    await expect(shown.last).to_contain_text("Stored message 204.")
    await expect(shown).to_have_count(200)
    await expect(shown.first).to_contain_text("Stored message 5.")
    await page.locator(".messages").evaluate("box => { box.scrollTop = 0; }")  # the reader scrolled up to the top
    await earlier.click()

    await expect(shown).to_have_count(205)
    await expect(shown.first).to_contain_text("Stored message 0.")
    await expect(earlier).to_have_count(0)
    # The reader's place is kept: the message that was first is still in view, the older ones above it.
    await expect(shown.filter(has_text="Stored message 5.")).to_be_in_viewport()
    await expect(shown.first).not_to_be_in_viewport()
    await ask(page, "Who is on call this week?")
    await expect(page.locator('details.tool[data-tool="get_oncall"] .badge')).to_have_text("Done")
    await expect(shown).to_have_count(207)
