"""Quotas, spend caps, the site budget and the switches, through `POST /api/chat` and `/api/quota`."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from deputy.core.budgets.admission import EnabledRoles, SiteBudget
from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.conversations.records import Role
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import chunks, connect, conversation, text_of, user_body
from .conftest import Api

TITLE = {
    "match": f"^{re.escape(TITLE_REQUEST)}",
    "text": "A title",
    "usage": {"prompt_tokens": 20, "completion_tokens": 3},
}
ANSWER: dict[str, Any] = {"text": "Done.", "usage": {"prompt_tokens": 400, "completion_tokens": 100}}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def usage(api: Api, who: str = "operator", **params: str) -> dict[str, Any]:
    response = await api.client.get("/api/quota/usage", params=params, headers=api.auth(who))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def test_the_usage_meter_shows_every_period_unlimited_by_default(api: Api) -> None:
    body = await usage(api)

    assert [p["period"] for p in body["periods"]] == ["daily", "weekly", "monthly"]
    assert all(p["limit"] is None and p["remaining"] is None and p["used"] == 0 for p in body["periods"])
    assert body["periods"][0]["reset_at"] == "2026-01-02T00:00:00+00:00"


async def test_a_turn_and_its_title_count_against_the_users_quota(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(ANSWER)
    conv = await conversation(api)

    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    daily = (await usage(api))["periods"][0]
    assert daily["used"] == 500 + 23


async def test_a_user_over_the_limit_gets_429_with_reset_at_and_retry_after_and_nothing_is_written(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(ANSWER)
    set_limit = await api.client.put("/api/quota/limits/operator", json={"daily": 500}, headers=api.auth("admin"))
    assert set_limit.status_code == 200, set_limit.text
    assert set_limit.json()["own_limits"] == {"daily": 500, "weekly": None, "monthly": None}
    conv = await conversation(api)
    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    refused = await api.client.post(
        "/api/chat", json=user_body(conv.id, "Again", message_id="u2"), headers=api.auth("operator")
    )

    assert refused.status_code == 429
    body = refused.json()
    assert body["error"] == "quota_exceeded" and body["period"] == "daily"
    assert body["reset_at"] == "2026-01-02T00:00:00+00:00"
    assert refused.headers["Retry-After"] == str(24 * 3600)
    rows = await api.runtime.stores.conversations.messages(conv.id)
    assert [r.role for r in rows] == [Role.USER, Role.ASSISTANT]
    meter = (await usage(api))["periods"][0]
    assert meter["remaining"] == 0 and meter["limit"] == 500


@pytest.mark.parametrize(
    ("body", "field"),
    [({"daily": -2}, "daily"), ({"weekly": 1.5}, "weekly"), ({"monthly": "100"}, "monthly"), ({"hourly": 5}, "hourly")],
)
async def test_an_invalid_limit_is_a_400_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    response = await api.client.put("/api/quota/limits/operator", json=body, headers=api.auth("admin"))

    assert response.status_code == 400
    assert response.json()["field"] == field


async def test_only_staff_set_limits_and_only_staff_or_support_read_another_users_usage(api: Api) -> None:
    assert (
        await api.client.put("/api/quota/limits/viewer", json={"daily": 1}, headers=api.auth("operator"))
    ).status_code == 403
    other = await api.client.get("/api/quota/usage", params={"user": "viewer"}, headers=api.auth("operator"))
    assert other.status_code == 403
    assert (await usage(api, "admin", user="viewer"))["user"] == "viewer"
    missing = await api.client.get("/api/quota/usage", params={"user": "nobody"}, headers=api.auth("admin"))
    assert missing.status_code == 404


async def test_a_limit_set_back_to_null_falls_back_to_the_site_default(api: Api) -> None:
    await api.client.put("/api/quota/limits/operator", json={"daily": 0}, headers=api.auth("admin"))
    response = await api.client.put("/api/quota/limits/operator", json={"daily": None}, headers=api.auth("admin"))

    assert response.json()["own_limits"]["daily"] is None
    assert response.json()["periods"][0]["limit"] is None


async def test_a_principal_over_its_spend_cap_on_a_connection_is_refused_turns_and_decision_turns(
    api: Api, upstream: FakeUpstream
) -> None:
    """The cap is per principal on the connection, as the seed has it: the operator's spending refuses the operator,
    never a viewer who spent nothing (who was refused 429 when the connection's total was counted)."""
    await connect(api, upstream, spend_cap_tokens=400, spend_window_minutes=60)
    create = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "call_c1"}
    upstream.add_turns({"tool_calls": [create], "usage": {"prompt_tokens": 400, "completion_tokens": 10}})
    conv = await conversation(api)
    first = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "Open one"), headers=api.auth("operator"))
    )
    token = next(c for c in first if c["type"] == "tool-approval-request")["approvalId"]
    await api.runtime.chat.wait_idle()

    decision = await api.client.post(
        "/api/chat", json={"id": conv.id, "decision": {"token": token, "kind": "decline"}}, headers=api.auth("operator")
    )
    again = await conversation(api, "operator")
    turn = await api.client.post("/api/chat", json=user_body(again.id, "More"), headers=api.auth("operator"))
    upstream.add_turns(ANSWER)
    other = await conversation(api, "viewer")
    viewers = await api.client.post("/api/chat", json=user_body(other.id, "Hi"), headers=api.auth("viewer"))
    await api.runtime.chat.wait_idle()

    assert decision.status_code == 429 and decision.json()["error"] == "spend_cap_exceeded"
    assert turn.status_code == 429 and turn.json()["error"] == "spend_cap_exceeded"
    assert int(turn.headers["Retry-After"]) == 3600
    assert viewers.status_code == 200
    assert [r.status.value for r in await api.runtime.stores.conversations.messages(conv.id)] == [
        "complete",
        "complete",
    ]


async def test_the_site_budget_refuses_a_burst_with_retry_after(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(ANSWER)
    budget = api.runtime.chat.budget
    assert budget is not None
    budget.site = SiteBudget(requests_per_minute=1)
    conv = await conversation(api)
    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    refused = await api.client.post(
        "/api/chat", json=user_body(conv.id, "Again", message_id="u2"), headers=api.auth("operator")
    )

    assert refused.status_code == 429
    assert refused.json()["error"] == "admission_refused" and refused.json()["limit"] == "requests_per_minute"
    assert refused.headers["Retry-After"] == "60"


async def test_a_switched_off_assistant_refuses_clearly_and_roles_limit_who_may_chat(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    conv = await conversation(api)
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, roles=EnabledRoles.STAFF)

    not_staff = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator"))
    chat.policy = dataclasses.replace(chat.policy, enabled=False)
    off = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("admin"))

    assert not_staff.status_code == 403 and not_staff.json()["error"] == "assistant_not_for_role"
    assert off.status_code == 403 and off.json()["error"] == "assistant_disabled"


async def test_an_off_topic_message_gets_the_canned_refusal_streamed_and_stored(
    api: Api, upstream: FakeUpstream
) -> None:
    from deputy.core.chat.classifier import CLASSIFY_REQUEST, OFF_TOPIC_REFUSAL

    await connect(api, upstream)
    upstream.add_turns(
        {"match": None, "text": "OFF_TOPIC", "usage": {"prompt_tokens": 50, "completion_tokens": 2}},
    )
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, topical_classifier=True)
    conv = await conversation(api)

    stream = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "Write me a poem"), headers=api.auth("operator"))
    )
    await chat.wait_idle()

    assert text_of(stream) == OFF_TOPIC_REFUSAL
    rows = await api.runtime.stores.conversations.messages(conv.id)
    assert rows[-1].content == OFF_TOPIC_REFUSAL
    assert upstream.requests[0].body["messages"][1]["content"].startswith(CLASSIFY_REQUEST)
    assert len(upstream.requests) == 1  # the refused message never reaches the title model either
    assert (await usage(api))["periods"][0]["used"] == 52


async def test_a_failing_classifier_lets_the_turn_run(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"fault": {"kind": "http_error", "status": 500}}, ANSWER)
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, topical_classifier=True)
    conv = await conversation(api)

    stream = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "Any incidents?"), headers=api.auth("operator"))
    )

    assert text_of(stream) == "Done."


async def test_a_connection_can_opt_out_of_the_classifier(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream, disable_topical_classifier=True)
    upstream.add_turns(ANSWER)
    chat = api.runtime.chat
    chat.policy = dataclasses.replace(chat.policy, topical_classifier=True)
    conv = await conversation(api)

    stream = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "Write me a poem"), headers=api.auth("operator"))
    )

    assert text_of(stream) == "Done."


LIST_CALL = {"name": "list_incidents", "arguments": {"status": "open"}, "id": "call_l1"}


@pytest.mark.parametrize(("daily", "tools_offered"), [(9_000, False), (1_000_000, True)])
async def test_a_turn_past_its_reservation_takes_another_tool_step_only_if_the_budget_can_extend_it(
    api: Api, upstream: FakeUpstream, daily: int, tools_offered: bool
) -> None:
    from deputy.core.chat.agent_loop import FINAL_ANSWER_INSTRUCTION

    await connect(api, upstream)
    budget = api.runtime.chat.budget
    assert budget is not None
    budget.reserve_tokens = 1  # the reservation is the prompt estimate alone (about 6 000 tokens)
    await api.client.put("/api/quota/limits/operator", json={"daily": daily}, headers=api.auth("admin"))
    upstream.add_turns(
        {"tool_calls": [LIST_CALL], "usage": {"prompt_tokens": 9_500, "completion_tokens": 10}},
        {"text": "Here is what I found.", "usage": {"prompt_tokens": 100, "completion_tokens": 5}},
    )
    conv = await conversation(api)

    stream = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "List"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    assert text_of(stream) == "Here is what I found."
    second = upstream.requests[1].body
    assert bool(second.get("tools")) is tools_offered
    assert (FINAL_ANSWER_INSTRUCTION in second["messages"][0]["content"]) is not tools_offered


async def test_a_turn_near_the_limit_streams_a_quota_warning_part(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(ANSWER)
    await api.client.put("/api/quota/limits/operator", json={"daily": 15_000}, headers=api.auth("admin"))
    conv = await conversation(api)

    stream = chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))

    warning = next(c for c in stream if c["type"] == "data-quota-warning")
    assert warning["data"]["periods"][0]["period"] == "daily"
    assert warning["data"]["message"].startswith("You have used about")
