"""The official `openai` SDK is the reference consumer: every flavor must accumulate correctly with it."""

from __future__ import annotations

import json
from typing import Any

from openai import AsyncOpenAI
from openai.types.chat import ParsedChatCompletion

from deputy.llm.fake_script import Flavor
from deputy.llm.fake_upstream import FakeUpstream

from .conftest import API_KEY, INSIDE_ESCAPE, PARIS_ARGS, SDK_MESSAGES


def sdk(base_url: str) -> AsyncOpenAI:
    return AsyncOpenAI(base_url=base_url, api_key=API_KEY, max_retries=0, timeout=10)


async def final_completion(base_url: str, **extra: Any) -> ParsedChatCompletion[None]:
    async with (
        sdk(base_url) as client,
        client.chat.completions.stream(model="fake-model", messages=SDK_MESSAGES, **extra) as stream,
    ):
        return await stream.get_final_completion()


async def test_the_sdk_accumulates_text_and_reasoning_in_every_flavor(flavor: Flavor) -> None:
    async with FakeUpstream([{"reasoning": "The user wants weather.", "text": "Sunny, 21 °C."}]) as upstream:
        completion = await final_completion(upstream.url_for(flavor))

    message = completion.choices[0].message
    assert message.content == "Sunny, 21 °C."
    reasoning_field = "reasoning_content" if flavor == "openai" else "reasoning"
    assert (message.model_extra or {})[reasoning_field] == "The user wants weather."
    assert completion.choices[0].finish_reason == "stop"


async def test_the_sdk_accumulates_a_tool_call_split_inside_a_unicode_escape(flavor: Flavor) -> None:
    call = {"name": "get_weather", "arguments": PARIS_ARGS, "splits": [3, INSIDE_ESCAPE]}
    async with FakeUpstream([{"tool_calls": [call]}]) as upstream:
        completion = await final_completion(upstream.url_for(flavor))

    (tool_call,) = completion.choices[0].message.tool_calls or []
    assert tool_call.function.name == "get_weather"
    assert json.loads(tool_call.function.arguments) == PARIS_ARGS
    assert tool_call.id
    assert completion.choices[0].finish_reason == "tool_calls"


async def test_the_sdk_accumulates_parallel_tool_calls_by_index(flavor: Flavor) -> None:
    calls = [
        {"name": "get_weather", "arguments": {"city": "Paris"}},
        {"name": "get_time", "arguments": {}},
        {"name": "get_weather", "arguments": {"city": "Oslo"}},
    ]
    async with FakeUpstream([{"text": "Checking.", "tool_calls": calls, "chunk_chars": 3}]) as upstream:
        completion = await final_completion(upstream.url_for(flavor))

    tool_calls = completion.choices[0].message.tool_calls or []
    assert [(c.function.name, json.loads(c.function.arguments)) for c in tool_calls] == [
        ("get_weather", {"city": "Paris"}),
        ("get_time", {}),
        ("get_weather", {"city": "Oslo"}),
    ]
    assert len({c.id for c in tool_calls}) == 3
    assert completion.choices[0].message.content == "Checking."


async def test_the_sdk_reads_usage_from_the_final_chunk_when_asked(flavor: Flavor) -> None:
    usage = {"prompt_tokens": 40, "completion_tokens": 7, "cached_tokens": 8, "reasoning_tokens": 3}
    async with FakeUpstream([{"text": "Hi", "usage": usage}]) as upstream:
        completion = await final_completion(upstream.url_for(flavor), stream_options={"include_usage": True})

    assert completion.usage is not None
    assert (completion.usage.prompt_tokens, completion.usage.completion_tokens) == (40, 7)
    assert completion.usage.total_tokens == 47
    if flavor == "openai":
        assert completion.usage.prompt_tokens_details is not None
        assert completion.usage.prompt_tokens_details.cached_tokens == 8
        assert completion.usage.completion_tokens_details is not None
        assert completion.usage.completion_tokens_details.reasoning_tokens == 3


async def test_the_sdk_gets_no_usage_when_the_request_does_not_ask(flavor: Flavor) -> None:
    async with FakeUpstream([{"text": "Hi"}]) as upstream:
        completion = await final_completion(upstream.url_for(flavor))

    assert completion.usage is None


async def test_a_non_streaming_request_gets_one_json_completion(flavor: Flavor) -> None:
    turn = {"reasoning": "Easy.", "text": "Done.", "tool_calls": [{"name": "get_time", "arguments": {"tz": "UTC"}}]}
    async with FakeUpstream([turn]) as upstream, sdk(upstream.url_for(flavor)) as client:
        completion = await client.chat.completions.create(model="fake-model", messages=SDK_MESSAGES)

    choice = completion.choices[0]
    assert choice.message.content == "Done."
    assert choice.finish_reason == "tool_calls"
    (tool_call,) = choice.message.tool_calls or []
    assert tool_call.type == "function"
    assert (tool_call.function.name, json.loads(tool_call.function.arguments)) == ("get_time", {"tz": "UTC"})
    assert completion.usage is not None
    assert completion.usage.total_tokens == completion.usage.prompt_tokens + completion.usage.completion_tokens


async def test_models_are_listed_on_the_plain_and_the_flavored_paths() -> None:
    async with FakeUpstream(strict=False) as upstream:
        async with sdk(upstream.base_url) as client:
            plain = await client.models.list()
        async with sdk(upstream.url_for("ollama")) as client:
            flavored = await client.models.list()

    assert [model.id for model in plain.data] == ["fake-model"]
    assert [model.id for model in flavored.data] == ["fake-model"]
