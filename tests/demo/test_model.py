"""The offline demo model: deterministic turns from the newest user message, on the OpenAI wire."""

from __future__ import annotations

import json
from typing import Any, cast

import pytest
from openai import AsyncOpenAI

from deputy.core.chat.titles import TITLE_PROMPT, TITLE_REQUEST
from deputy.core.guards.tool_io import frame_tool_result
from deputy.demo import OfflineModel
from deputy.demo.intents import read_intent
from deputy.demo.model import CONFIRM_TEXT, reply, this_turn

ALL_TOOLS = [{"type": "function", "function": {"name": n, "parameters": {}}} for n in (
    "list_services", "get_service", "list_checks", "list_incidents", "get_incident", "get_oncall",
    "create_incident", "resolve_incident", "create_check", "delete_service",
)]  # fmt: skip


def body(text: str, *after: dict[str, Any], tools: list[dict[str, Any]] = ALL_TOOLS) -> dict[str, Any]:
    messages = [{"role": "system", "content": "You are Deputy."}, {"role": "user", "content": text}, *after]
    return {"model": "acme-demo", "messages": messages, "tools": tools}


def called(name: str, arguments: dict[str, Any], result: Any, call_id: str = "c1") -> list[dict[str, Any]]:
    """An assistant tool call and its (framed) result, as Deputy sends them back."""
    function = {"name": name, "arguments": json.dumps(arguments)}
    content = result if isinstance(result, str) else frame_tool_result(name, result)
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": call_id, "type": "function", "function": function}],
        },
        {"role": "tool", "tool_call_id": call_id, "content": content},
    ]


SERVICES = {
    "services": [
        {"id": "checkout-api", "name": "Checkout API", "team": "payments", "tier": 1, "status": "degraded",
         "open_incidents": 1, "failing_checks": 1},
        {"id": "search", "name": "Search", "team": "discovery", "tier": 2, "status": "operational",
         "open_incidents": 0, "failing_checks": 0},
    ]
}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("What services do we run?", "list_services"),
        ("Tell me about checkout-api", "get_service"),
        ("Are there any open incidents?", "list_incidents"),
        ("Show incident #3", "get_incident"),
        ("Which checks are failing?", "list_checks"),
        ("Who is on call for payments?", "get_oncall"),
        ("Open a high incident on search: index is stale", "create_incident"),
        ("Resolve incident 2: rolled back", "resolve_incident"),
        ("Add a check to search for https://search.acme.test/ping every 30 s", "create_check"),
        ("Delete the legacy-reports service", "delete_service"),
        ("Tell me a joke", "help"),
    ],
)
def test_the_newest_user_message_picks_the_intent(text: str, kind: str) -> None:
    assert read_intent(text).kind == kind


def test_a_title_request_gets_a_short_title_for_the_first_message() -> None:
    request = {
        "model": "acme-demo",
        "messages": [
            {"role": "system", "content": TITLE_PROMPT},
            {"role": "user", "content": f"{TITLE_REQUEST}\n\nOpen a high incident on checkout-api: errors"},
        ],
    }

    assert reply(request).text == "Opening an incident: checkout-api"


def test_a_plain_word_service_is_looked_up_before_the_change_is_proposed() -> None:
    first = reply(body("Add a check to checkout for https://checkout.acme.test/ping every 2 minutes"))
    assert [c.name for c in first.tool_calls] == ["list_services"]

    second = reply(body("Add a check to checkout for https://checkout.acme.test/ping every 2 minutes",
                        *called("list_services", {}, SERVICES)))  # fmt: skip

    assert second.text == CONFIRM_TEXT
    assert second.tool_calls[0].name == "create_check"
    assert second.tool_calls[0].arguments == {
        "service_id": "checkout-api",
        "name": "HTTP https://checkout.acme.test/ping",
        "kind": "http",
        "target": "https://checkout.acme.test/ping",
        "interval_seconds": 120,
    }


def test_an_unknown_service_is_answered_with_the_known_ones() -> None:
    turn = reply(body("Who is on call for billing?", *called("list_services", {}, SERVICES)))

    assert turn.text == "I couldn't find a service called “billing”. Acme's services are `checkout-api`, `search`."


def test_a_change_the_request_does_not_offer_is_explained_not_attempted() -> None:
    turn = reply(body("Delete the search service", tools=ALL_TOOLS[:6]))

    assert not turn.tool_calls
    assert "delete services" in turn.text and "`delete_service` tool is not available" in turn.text


def test_a_tool_error_is_reported_in_words() -> None:
    problem = json.dumps({"error": "not_found", "message": "There is no service 'nope'."})

    turn = reply(body("Tell me about no-pe", *called("get_service", {"service_id": "no-pe"}, problem)))

    assert turn.text == "That didn't work: There is no service 'nope'."


def test_on_the_last_step_without_tools_it_answers_from_what_it_has() -> None:
    turn = reply(body("What services do we run?", *called("list_services", {}, SERVICES), tools=[]))

    assert turn.text.startswith("Acme runs **2 services**; Checkout API is not fully operational.")


async def test_it_speaks_the_openai_wire_as_json_and_as_a_stream() -> None:
    async with (
        OfflineModel() as model,
        AsyncOpenAI(base_url=model.base_url, api_key="unused", max_retries=0) as client,
    ):
        listed = await client.models.list()
        whole = await client.chat.completions.create(model="acme-demo", messages=[{"role": "user", "content": "hi"}])
        stream = await client.chat.completions.create(
            model="acme-demo",
            messages=[{"role": "user", "content": "Who is on call?"}],
            tools=cast(Any, ALL_TOOLS),
            stream=True,
        )
        deltas = [d for c in [c async for c in stream] if c.choices for d in c.choices[0].delta.tool_calls or []]
        calls = [d.function.name for d in deltas if d.function and d.function.name]

    assert [m.id for m in listed.data] == ["acme-demo", "acme-demo-brief"]
    assert (whole.choices[0].message.content or "").startswith("I'm the **offline demo model**")
    assert calls == ["get_oncall"]


def test_the_offline_model_knows_exactly_the_ten_tools_plus_help() -> None:
    # `Kind` must be a Literal for the type checker, so it spells the names again; this keeps the two in step.
    from typing import get_args

    from deputy.demo import TOOL_NAMES
    from deputy.demo.intents import Kind

    assert set(get_args(Kind)) == {*TOOL_NAMES, "help"}


@pytest.mark.parametrize(
    "text",
    [
        "Ada Admin: @assistant open an incident for checkout-api: latency is high",
        "@assistant open an incident for checkout-api: latency is high",
        "Ada Admin: @assistant, open an incident for checkout-api: latency is high",
    ],
)
def test_a_group_chat_message_is_read_without_its_speaker_and_mention(text: str) -> None:
    """The history names who spoke in a group chat; the speaker is not the service the request is about."""
    turn = reply(body(text))

    assert [call.name for call in turn.tool_calls] == ["create_incident"]
    arguments = turn.tool_calls[0].arguments
    assert isinstance(arguments, dict) and arguments["service_id"] == "checkout-api"


def test_a_tool_result_followed_by_a_guard_notice_is_still_read() -> None:
    """A result that carried instructions is framed, then followed by the guard's notice to the model."""
    call = {"id": "c1", "type": "function", "function": {"name": "list_services", "arguments": "{}"}}
    framed = frame_tool_result("list_services", {"services": 2}, notice="Deputy's guard: this tool result ...")
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "What services do we run?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": framed},
    ]
    text, done = this_turn(messages)
    assert text == "What services do we run?"
    assert [(d.name, d.payload) for d in done] == [("list_services", {"services": 2})]
