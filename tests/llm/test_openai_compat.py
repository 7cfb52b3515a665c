"""`OpenAICompatModel` turns every flavor's stream into the same `ModelEvent`s."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest

from deputy.core.model import (
    ChatModel,
    Completion,
    Finished,
    ModelEvent,
    ModelRequest,
    ReasoningDelta,
    TextDelta,
    ToolCallRequested,
    Usage,
)
from deputy.errors import UserError
from deputy.llm.fake_script import Flavor
from deputy.llm.fake_upstream import FakeUpstream
from deputy.llm.openai_compat import OpenAICompatModel

from .conftest import API_KEY, INSIDE_ESCAPE, PARIS_ARGS, USER_MESSAGES

REQUEST = ModelRequest(model="fake-model", messages=USER_MESSAGES)
WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
    },
}


async def events_of(base_url: str, request: ModelRequest = REQUEST) -> list[ModelEvent]:
    async with OpenAICompatModel(base_url, API_KEY, timeout=10, stall_timeout=5) as model:
        return [event async for event in model.stream(request)]


def kinds(events: list[ModelEvent]) -> list[str]:
    return [type(event).__name__ for event in events]


def text_of(events: list[ModelEvent]) -> str:
    return "".join(event.text for event in events if isinstance(event, TextDelta))


def calls_of(events: list[ModelEvent]) -> list[ToolCallRequested]:
    return [event for event in events if isinstance(event, ToolCallRequested)]


def test_the_adapter_is_a_chat_model() -> None:
    model: ChatModel = OpenAICompatModel("http://127.0.0.1:9/v1", API_KEY)
    assert "127.0.0.1:9" in repr(model) and API_KEY not in repr(model)


async def test_text_and_reasoning_stream_as_deltas_then_usage_then_finished(flavor: Flavor) -> None:
    usage = {"prompt_tokens": 30, "completion_tokens": 12, "cached_tokens": 10, "reasoning_tokens": 4}
    turn = {"reasoning": "Think about it.", "text": "Sunny, 21 °C in Paris.", "chunk_chars": 5, "usage": usage}
    async with FakeUpstream([turn]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    reasoning = "".join(event.text for event in events if isinstance(event, ReasoningDelta))
    assert reasoning == "Think about it."
    assert text_of(events) == "Sunny, 21 °C in Paris."
    assert kinds(events)[-2:] == ["Usage", "Finished"]
    # Only OpenAI reports reasoning tokens; vLLM reports cached ones too; Ollama only the basic counts.
    cached = 10 if flavor in ("openai", "vllm") else 0
    assert events[-2] == Usage(30, 12, cached_tokens=cached, reasoning_tokens=4 if flavor == "openai" else 0)
    assert events[-1] == Finished("stop")


async def test_a_stream_says_when_its_request_is_out_before_its_first_token() -> None:
    """`on_sent` runs once the server has answered the headers, while the first token is still 300 ms away."""
    sent: list[float] = []
    async with FakeUpstream([{"text": "Hi.", "ttft_ms": 300}]) as upstream:
        loop = asyncio.get_running_loop()
        request = replace(REQUEST, on_sent=lambda: sent.append(loop.time()))
        async with OpenAICompatModel(upstream.url_for("openai"), API_KEY, timeout=10) as model:
            started = loop.time()
            stream = model.stream(request)
            first = await anext(stream)
            arrived = loop.time()
            rest = [first, *[event async for event in stream]]

    assert text_of(rest) == "Hi." and len(sent) == 1
    assert sent[0] - started < 0.2 < arrived - started


async def test_one_tool_call_split_inside_a_unicode_escape_arrives_whole(flavor: Flavor) -> None:
    call = {"name": "get_weather", "arguments": PARIS_ARGS, "splits": [1, INSIDE_ESCAPE], "id": "call_fixed"}
    async with FakeUpstream([{"tool_calls": [call]}]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    assert calls_of(events) == [ToolCallRequested("call_fixed", "get_weather", json.dumps(PARIS_ARGS))]
    assert kinds(events) == ["ToolCallRequested", "Usage", "Finished"]
    assert events[-1] == Finished("tool_calls")


async def test_parallel_tool_calls_arrive_in_order_after_the_text(flavor: Flavor) -> None:
    calls = [
        {"name": "get_weather", "arguments": {"city": "Paris"}},
        {"name": "get_time", "arguments": {}},
        {"name": "get_weather", "arguments": {"city": "Oslo"}},
    ]
    async with FakeUpstream([{"text": "Let me look.", "tool_calls": calls, "chunk_chars": 3}]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    requested = calls_of(events)
    assert [(c.name, json.loads(c.arguments_json)) for c in requested] == [
        ("get_weather", {"city": "Paris"}),
        ("get_time", {}),
        ("get_weather", {"city": "Oslo"}),
    ]
    assert len({c.call_id for c in requested}) == 3 and all(c.call_id for c in requested)
    assert kinds(events) == ["TextDelta"] * 4 + ["ToolCallRequested"] * 3 + ["Usage", "Finished"]


async def test_whole_calls_without_index_are_told_apart_by_their_ids() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time"}]
    turns = [{"tool_calls": calls, "tool_call_index": False}, {"tool_calls": calls, "whole_tool_calls": True}]
    async with FakeUpstream(turns) as upstream:
        legacy = await events_of(upstream.url_for("ollama-legacy"))
        vllm = await events_of(upstream.url_for("vllm"))

    for events in (legacy, vllm):
        assert [(c.name, c.arguments_json) for c in calls_of(events)] == [
            ("get_weather", '{"city": "Paris"}'),
            ("get_time", "{}"),
        ]


async def test_empty_call_ids_are_replaced_by_unique_generated_ones(flavor: Flavor) -> None:
    calls = [{"name": "a", "id": ""}, {"name": "b", "id": ""}]
    async with FakeUpstream([{"tool_calls": calls}]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    ids = [call.call_id for call in calls_of(events)]
    assert all(call_id.startswith("call_") for call_id in ids) and len(set(ids)) == 2


async def test_a_tool_call_reported_with_finish_reason_stop_still_finishes_as_tool_calls() -> None:
    named = {"tool_choice": {"type": "function", "function": {"name": "get_weather"}}}
    request = ModelRequest(model="fake-model", messages=USER_MESSAGES, tools=[WEATHER_TOOL], options=named)
    async with FakeUpstream([{"tool_calls": [{"name": "get_weather"}]}] * 2) as upstream:
        openai_events = await events_of(upstream.url_for("openai"), request)
        vllm_events = await events_of(upstream.url_for("vllm"), request)

    assert openai_events[-1] == vllm_events[-1] == Finished("tool_calls")


async def test_a_length_finish_drops_the_cut_off_tool_calls(flavor: Flavor) -> None:
    turn = {"text": "Partial", "tool_calls": [{"name": "get_weather", "arguments": '{"ci'}], "finish_reason": "length"}
    async with FakeUpstream([turn]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    assert calls_of(events) == []
    assert events[-1] == Finished("length")


async def test_a_content_filter_finish_is_reported_as_such() -> None:
    async with FakeUpstream([{"text": "I can't", "finish_reason": "content_filter"}]) as upstream:
        events = await events_of(upstream.base_url)

    assert events[-1] == Finished("content_filter")


async def test_a_stream_without_done_finishes_normally(flavor: Flavor) -> None:
    async with FakeUpstream([{"text": "Hello", "fault": {"kind": "no_done"}}]) as upstream:
        events = await events_of(upstream.url_for(flavor))

    assert text_of(events) == "Hello" and events[-1] == Finished("stop")


async def test_keepalive_comment_lines_are_ignored() -> None:
    async with FakeUpstream([{"text": "Hello", "keepalive": True}]) as upstream:
        events = await events_of(upstream.base_url)

    assert text_of(events) == "Hello" and events[-1] == Finished("stop")


async def test_the_request_carries_messages_tools_options_and_asks_for_usage() -> None:
    request = ModelRequest(
        model="fake-model",
        messages=USER_MESSAGES,
        tools=[WEATHER_TOOL],
        options={"temperature": 0.1, "tool_choice": "auto", "top_k": 5},
    )
    async with FakeUpstream([{"text": "ok"}]) as upstream:
        await events_of(upstream.url_for("vllm"), request)

    (recorded,) = upstream.requests
    assert recorded.body["model"] == "fake-model"
    assert recorded.body["messages"] == USER_MESSAGES
    assert recorded.body["tools"] == [WEATHER_TOOL]
    assert recorded.body["stream"] is True and recorded.body["stream_options"] == {"include_usage": True}
    assert (recorded.body["temperature"], recorded.body["tool_choice"], recorded.body["top_k"]) == (0.1, "auto", 5)
    assert recorded.api_key == API_KEY


async def test_the_body_is_json_with_content_type_and_what_orjson_refuses_still_goes() -> None:
    """The body goes to the SDK as JSON bytes (orjson); an option orjson cannot encode (an integer past 64 bits)
    goes through the standard library, in the streamed and the plain call alike."""
    big = {"seed": 2**70, "logit_bias": {"50256": -100}}
    request = ModelRequest(model="fake-model", messages=USER_MESSAGES, options=big)
    async with (
        FakeUpstream([{"text": "ok"}] * 3) as upstream,
        OpenAICompatModel(upstream.url_for("vllm"), API_KEY, timeout=10) as model,
    ):
        await events_of(upstream.url_for("vllm"), replace(request, options={"top_k": 5}))
        await events_of(upstream.url_for("vllm"), request)
        await model.complete(request)

    plain_json, streamed, plain = upstream.requests
    assert plain_json.body["top_k"] == 5 and plain_json.body["messages"] == USER_MESSAGES
    assert streamed.body["seed"] == 2**70 and streamed.body["stream"] is True
    assert plain.body["seed"] == 2**70 and plain.body["logit_bias"] == {"50256": -100}
    assert all(r.headers.get("content-type") == "application/json" for r in upstream.requests)


@pytest.mark.parametrize("option", ["stream", "model", "messages", "tools", "stream_options"])
async def test_options_may_not_override_what_the_adapter_owns(option: str) -> None:
    request = ModelRequest(model="m", messages=USER_MESSAGES, options={option: True})
    async with OpenAICompatModel("http://127.0.0.1:9/v1", API_KEY) as model:
        with pytest.raises(UserError, match=option):
            await anext(aiter(model.stream(request)))


async def test_complete_returns_the_text_and_usage_and_ignores_tool_calls(flavor: Flavor) -> None:
    usage = {"prompt_tokens": 9, "completion_tokens": 3}
    turn = {"text": "A short title", "tool_calls": [{"name": "x"}], "usage": usage}
    async with (
        FakeUpstream([turn]) as upstream,
        OpenAICompatModel(upstream.url_for(flavor), API_KEY, timeout=10) as model,
    ):
        completion = await model.complete(REQUEST)

    assert completion == Completion("A short title", Usage(9, 3))
    assert upstream.requests[0].body.get("stream") is not True


async def test_closing_the_event_stream_early_releases_the_connection() -> None:
    turn = {"text": "a" * 40, "chunk_chars": 1, "interval_ms": 50}
    async with (
        FakeUpstream([turn, {"text": "next"}]) as upstream,
        OpenAICompatModel(upstream.base_url, API_KEY, timeout=10) as model,
    ):
        stream = model.stream(REQUEST)
        first = await anext(aiter(stream))
        await close(stream)
        again = [event async for event in model.stream(REQUEST)]

    assert first == TextDelta("a")
    assert text_of(again) == "next"


async def close(stream: AsyncIterator[Any]) -> None:
    aclose = getattr(stream, "aclose", None)
    assert aclose is not None
    await aclose()


class PortNoting(FakeUpstream):
    """The fake, noting the client port of each request: a new port is a new connection."""

    ports: list[int]

    def _record(self, request: Any, *, flavor: str, body: Any) -> None:
        super()._record(request, flavor=flavor, body=body)
        self.ports.append(request.client.port)


async def test_a_connection_idle_three_seconds_is_not_reused_so_a_server_closing_at_five_never_races_one() -> None:
    """uvicorn-based servers (vLLM, the fake) close a connection idle for 5 s, the client's default expiry too: at
    equal timeouts a request could be written to a connection the server was closing."""
    async with PortNoting([{"text": "a"}, {"text": "b"}, {"text": "c"}]) as upstream:
        upstream.ports = []
        async with OpenAICompatModel(upstream.url_for("openai"), API_KEY, timeout=10) as model:
            for pause in (0.0, 0.5, 3.2):
                await asyncio.sleep(pause)
                assert text_of([event async for event in model.stream(REQUEST)]) in "abc"

    first, soon, later = upstream.ports
    assert soon == first  # reused within the expiry
    assert later != first  # idle past it: a new connection


async def test_a_streamed_chunk_starts_no_timer_in_the_transport(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stream's reads are bounded by the adapter's own deadline (one timer per stream); the transport keeps no
    read timeout of its own, which would start a loop timer for every chunk (`gc_pacing`: objects per chunk)."""
    loop = asyncio.get_running_loop()
    transport_timers = 0
    call_at = loop.call_at

    def counted(when: float, callback: Any, *args: Any, **kwargs: Any) -> asyncio.TimerHandle:
        nonlocal transport_timers
        owner = type(getattr(callback, "__self__", None)).__module__
        transport_timers += owner.startswith(("aiohttp", "httpx", "openai"))
        return call_at(when, callback, *args, **kwargs)

    monkeypatch.setattr(loop, "call_at", counted)
    async with FakeUpstream([{"text": "one two three four five six seven eight", "chunk_chars": 4}]) as upstream:
        events = await events_of(upstream.base_url)

    assert text_of(events) == "one two three four five six seven eight"
    assert transport_timers == 0
