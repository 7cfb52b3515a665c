"""How the chat loop disposes of each tool call the model makes: refusals, repairs, limits and UI parts."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from pydantic import BaseModel

from deputy.core.chat.agent_loop import FINAL_ANSWER_INSTRUCTION
from deputy.core.conversations.records import PermissionMode
from deputy.core.tools.declarations import Effect, Preview, ToolContext, tool
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, chunks, connect, conversation, only, owner_of, text_of, types, user_body
from .conftest import Api

LIST_CALL = {"name": "list_incidents", "arguments": {"status": "open"}}
CREATE_CALL = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def chat(api: Api, text: str, who: str = "operator") -> list[dict[str, Any]]:
    conv = await conversation(api, who)
    response = await api.client.post("/api/chat", json=user_body(conv.id, text), headers=api.auth(who))
    return chunks(response)


def tool_results(upstream: FakeUpstream, request: int) -> list[dict[str, Any]]:
    """The tool messages the model received in request number `request`."""
    messages = upstream.requests[request].body["messages"]
    return [json.loads(unframe(m["content"])) for m in messages if m["role"] == "tool"]


def unframe(content: str) -> str:
    """The JSON inside a `<tool_result>` frame (errors the model reads come unframed; a guard notice may follow)."""
    if content.startswith("<tool_result"):
        return content.split("\n", 1)[1].rsplit("\n</tool_result>", 1)[0]
    return content


async def test_invalid_arguments_come_back_as_an_input_error_naming_the_field_and_the_retry_runs(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{"name": "list_incidents", "arguments": {"limit": 500}, "id": "c1"}]},
        {"tool_calls": [{"name": "list_incidents", "arguments": {"limit": 5}, "id": "c2"}]},
        {"text": "Nothing open."},
    )

    stream = await chat(api, "List incidents")

    error = only(stream, "tool-input-error")
    assert error["toolCallId"] == "c1" and "limit" in error["errorText"]
    assert [r.get("error") for r in tool_results(upstream, 1)] == ["invalid_arguments"]
    assert only(stream, "tool-output-available")["toolCallId"] == "c2"
    assert api.calls.executed["list_incidents"] == 1


async def test_arguments_that_are_not_json_are_an_input_error_not_a_crash(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{"name": "list_incidents", "arguments": '{"status": "op', "id": "c1"}]},
        {"text": "Sorry."},
    )

    stream = await chat(api, "List incidents")

    assert only(stream, "tool-input-error")["input"] == '{"status": "op'
    assert text_of(stream) == "Sorry."


async def test_an_identical_repeated_call_in_one_turn_gets_duplicate_feedback_and_runs_once(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(
        {"tool_calls": [{**LIST_CALL, "id": "c1"}]},
        {"tool_calls": [{**LIST_CALL, "id": "c2"}]},
        {"text": "Done."},
    )

    stream = await chat(api, "List incidents")

    assert only(stream, "tool-output-error")["toolCallId"] == "c2"
    assert tool_results(upstream, 2)[-1]["error"] == "duplicate_call"
    assert api.calls.executed["list_incidents"] == 1


async def test_a_tool_the_user_may_not_use_is_refused_in_the_handler_and_the_model_reads_why(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [{**CREATE_CALL, "id": "c1"}]}, {"text": "You cannot do that."})

    stream = await chat(api, "Open an incident", who="viewer")

    assert only(stream, "tool-output-error")["toolCallId"] == "c1"
    assert "tool-approval-request" not in types(stream)
    assert tool_results(upstream, 1)[0]["error"] == "forbidden"
    assert api.calls.dry_runs["create_incident"] == 0
    offered = {t["function"]["name"] for t in upstream.requests[0].body["tools"]}
    assert offered == {"list_incidents"}


class Empty(BaseModel):
    pass


class Target(BaseModel):
    name: str


async def test_a_failing_tool_comes_back_as_a_tool_error(api: Api, upstream: FakeUpstream) -> None:
    @tool(effect=Effect.READ, permissions={"incidents.read"})
    async def flaky(ctx: ToolContext, args: Empty) -> str:
        """Always fails."""
        raise RuntimeError("secret internal detail")

    api.runtime.registry.register(flaky)
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [{"name": "flaky", "arguments": {}, "id": "c1"}]}, {"text": "It failed."})

    stream = await chat(api, "Run flaky")

    error = only(stream, "tool-output-error")
    assert "secret internal detail" not in error["errorText"]
    assert tool_results(upstream, 1)[0]["error"] == "tool_failed"


async def test_the_last_step_offers_no_tools_and_the_turn_still_ends_with_text(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    steps = api.runtime.chat.policy.agent.max_steps
    upstream.add_turns(
        *[{"tool_calls": [{"name": "list_incidents", "arguments": {"limit": n + 1}}]} for n in range(steps - 1)],
        {"text": "Here is what I found."},
    )

    stream = await chat(api, "Dig deep")

    assert types(stream).count("start-step") == steps
    last = upstream.requests[steps - 1].body
    assert not last.get("tools")
    assert FINAL_ANSWER_INSTRUCTION in last["messages"][0]["content"]
    assert text_of(stream) == "Here is what I found."
    assert stream[-1]["finishReason"] == "stop"


async def test_a_model_that_keeps_calling_tools_on_the_last_step_still_leaves_an_answer(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    steps = api.runtime.chat.policy.agent.max_steps
    upstream.add_turns(
        *[{"tool_calls": [{"name": "list_incidents", "arguments": {"limit": n + 1}}]} for n in range(steps)]
    )

    stream = await chat(api, "Dig deep")

    assert text_of(stream).startswith("I could not put together an answer")
    assert api.calls.executed["list_incidents"] == steps - 1


async def test_a_destructive_tool_waits_for_a_click_even_in_auto_mode(api: Api, upstream: FakeUpstream) -> None:
    async def preview(ctx: ToolContext, args: Target) -> Preview:
        return Preview(summary=f"Delete {args.name}")

    @tool(effect=Effect.DESTRUCTIVE, permissions={"incidents.write"}, dry_run=preview)
    async def wipe(ctx: ToolContext, args: Target) -> str:
        """Delete something for good."""
        api.calls.executed["wipe"] += 1
        return "gone"

    api.runtime.registry.register(wipe)
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [{"name": "wipe", "arguments": {"name": "db"}}]})
    conv = await conversation(api)
    await api.runtime.stores.conversations.update(
        await owner_of(api), conv.id, now=api.runtime.clock.now(), permission_mode=PermissionMode.AUTO
    )

    stream = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "wipe db"), headers=api.auth("operator"))
    )

    assert only(stream, "tool-approval-request")
    assert api.calls.executed["wipe"] == 0


async def test_a_ui_component_travels_as_a_data_part_and_a_form_ends_the_turn(api: Api, upstream: FakeUpstream) -> None:
    @tool(effect=Effect.READ, permissions={"incidents.read"})
    async def ask_severity(ctx: ToolContext, args: Empty) -> dict[str, Any]:
        """Ask the user for a severity."""
        return {"ui_component": "form", "ui_data": {"fields": [{"name": "severity", "type": "number"}]}}

    api.runtime.registry.register(ask_severity)
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [{"name": "ask_severity", "arguments": {}, "id": "c1"}]})

    stream = await chat(api, "Open an incident")

    part = only(stream, "data-ui")
    assert part["id"] == "ui-c1"
    assert part["data"]["component"] == "form" and part["data"]["toolCallId"] == "c1"
    assert stream[-1]["finishReason"] == "tool-calls"
    assert len([r for r in upstream.requests if r.body.get("stream")]) == 1


async def test_a_large_read_result_is_clamped_before_the_model_sees_it(api: Api, upstream: FakeUpstream) -> None:
    api.calls.incidents.extend({"id": n, "title": "x" * 400, "status": "open"} for n in range(100))
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [{"name": "list_incidents", "arguments": {"limit": 100}}]}, {"text": "Many."})

    stream = await chat(api, "List everything")

    output = only(stream, "tool-output-available")["output"]
    assert output["_truncated"]["fields"][0]["field"] == "incidents"
    assert len(json.dumps(output)) <= 12_000
    assert output["incidents"][0]["id"] == 0
