"""The offline demo model end to end: POST /api/chat with bearer tokens, Acme Ops tools, confirm cards."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from deputy.core.conversations.records import Conversation
from deputy.demo import OfflineModel, connect_offline_model
from tests.web.chat_support import approval_body, chunks, only, text_of, types, user_body

from .conftest import Demo


@pytest.fixture
async def model(demo: Demo) -> AsyncIterator[OfflineModel]:
    async with OfflineModel() as offline:
        await connect_offline_model(demo.runtime.stores.connections, offline.base_url, now=demo.runtime.clock.now())
        yield offline


async def conversation(demo: Demo, who: str) -> Conversation:
    owner = await demo.runtime.stores.identity.principal_for_api_token(demo.tokens[who], now=demo.runtime.clock.now())
    return await demo.runtime.stores.conversations.create(owner, now=demo.runtime.clock.now())


async def ask(demo: Demo, who: str, text: str, **extra: Any) -> tuple[str, list[dict[str, Any]]]:
    conv = await conversation(demo, who)
    response = await demo.client.post("/api/chat", json=user_body(conv.id, text, **extra), headers=demo.auth(who))
    return conv.id, chunks(response)


async def answer_card(demo: Demo, who: str, conv_id: str, first: list[dict[str, Any]], approved: bool) -> Any:
    call = only(first, "tool-approval-request")
    body = approval_body(conv_id, first[0]["messageId"], call["toolCallId"], call["approvalId"], approved)
    return chunks(await demo.client.post("/api/chat", json=body, headers=demo.auth(who)))


async def open_incidents(demo: Demo) -> list[dict[str, Any]]:
    incidents: list[dict[str, Any]] = (await demo.get("/acme/incidents?status=open"))["incidents"]
    return incidents


async def test_a_read_question_is_answered_from_a_read_tool_with_a_summary_of_what_needs_attention(
    demo: Demo, model: OfflineModel
) -> None:
    conv_id, stream = await ask(demo, "viewer", "What services do we run?")

    output = only(stream, "tool-output-available")["output"]
    assert len(output["services"]) == 6
    # The tool part shows the six rows; the answer names only the two that are not fully operational.
    assert text_of(stream) == (
        "Acme runs **6 services**; Checkout API and Search are not fully operational.\n\n"
        "- **Checkout API** is 🟠 degraded: 1 open incident, 1 failing check.\n"
        "- **Search** is 🟠 degraded: 1 open incident, 1 failing check."
    )
    await demo.runtime.chat.wait_idle()
    owner = await demo.runtime.stores.identity.principal_for_api_token(
        demo.tokens["viewer"], now=demo.runtime.clock.now()
    )
    assert (await demo.runtime.stores.conversations.get(owner, conv_id)).title == "Service overview"


async def test_open_an_incident_shows_a_confirm_card_and_apply_creates_it_in_acme_ops(
    demo: Demo, model: OfflineModel
) -> None:
    conv_id, first = await ask(demo, "operator", "Open a high incident on search: index is stale")

    card = only(first, "data-proposal")["data"]
    assert card["summary"] == "Open a high-severity incident on Search: “Index is stale”."
    assert card["diff"] == [{"path": "search.open_incidents", "before": 1, "after": 2}]
    assert "Apply" in text_of(first)
    assert len(await open_incidents(demo)) == 2

    second = await answer_card(demo, "operator", conv_id, first, approved=True)

    assert only(second, "tool-output-available")["output"]["status"] == "applied"
    assert text_of(second) == "Done: incident **#4** “Index is stale” is open on `search`."
    created = await demo.get("/acme/incidents/4")
    assert (created["title"], created["severity"], created["status"]) == ("Index is stale", "high", "open")
    assert created["opened_by"] == "operator"


async def test_declining_the_card_changes_nothing_and_the_model_says_so(demo: Demo, model: OfflineModel) -> None:
    conv_id, first = await ask(demo, "operator", "Resolve incident 2: rolled back the deploy")
    card = only(first, "data-proposal")["data"]
    assert card["diff"][0] == {"path": "status", "before": "open", "after": "resolved"}

    second = await answer_card(demo, "operator", conv_id, first, approved=False)

    assert "tool-output-denied" in types(second)
    assert text_of(second).startswith("Okay, I left everything as it was. Nothing was changed")
    assert (await demo.get("/acme/incidents/2"))["status"] == "open"


async def test_resolving_by_service_name_finds_the_open_incident_first(demo: Demo, model: OfflineModel) -> None:
    conv_id, first = await ask(demo, "operator", "Please resolve the checkout incident: rolled back the deploy")

    assert only(first, "tool-output-available")["output"]["incidents"][0]["service_id"] in ("checkout-api", "search")
    assert only(first, "data-proposal")["data"]["payload"] == {"incident_id": 2, "resolution": "Rolled back the deploy"}
    second = await answer_card(demo, "operator", conv_id, first, approved=True)

    assert text_of(second) == "Done: incident **#2** is resolved. Rolled back the deploy"
    assert (await demo.get("/acme/incidents/2"))["resolved_by"] == "operator"


async def test_a_viewer_asking_for_a_change_is_told_their_role_does_not_allow_it(
    demo: Demo, model: OfflineModel
) -> None:
    _, stream = await ask(demo, "viewer", "Open an incident on search: Index is stale")

    assert "tool-approval-request" not in types(stream)
    assert text_of(stream).startswith("Your role doesn't let you open incidents in Acme Ops")
    offered = {t["function"]["name"] for t in model.requests[0]["tools"]}
    assert "create_incident" not in offered


async def test_an_admin_deletes_a_service_after_confirming(demo: Demo, model: OfflineModel) -> None:
    conv_id, first = await ask(demo, "admin", "Delete the legacy-reports service")
    assert only(first, "data-proposal")["data"]["effect"] == "destructive"

    second = await answer_card(demo, "admin", conv_id, first, approved=True)

    assert text_of(second) == "Done: Legacy reports (`legacy-reports`) is deleted, with 1 health check(s)."
    missing = await demo.client.get("/acme/services/legacy-reports", headers=demo.auth("admin"))
    assert missing.status_code == 404


async def test_the_brief_model_answers_without_a_table(demo: Demo, model: OfflineModel) -> None:
    _, stream = await ask(demo, "viewer", "Who is on call?", model="acme-demo-brief")

    assert text_of(stream).startswith("On call now: ")
    assert "|" not in text_of(stream)
    assert model.requests[0]["model"] == "acme-demo-brief"


async def test_anything_else_gets_a_list_of_what_the_offline_model_can_do(demo: Demo, model: OfflineModel) -> None:
    _, stream = await ask(demo, "viewer", "What's the weather in Oslo?")

    assert "tool-input-available" not in types(stream)
    assert text_of(stream).startswith("I'm the **offline demo model**")
