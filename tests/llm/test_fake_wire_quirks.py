"""The raw SSE of each flavor shows the quirks `reference/protocols.md` §3.3 describes."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from deputy.llm.fake_upstream import FakeUpstream

from .conftest import chat_body, raw_chunks, raw_sse

TWO_CALLS: dict[str, Any] = {
    "text": "Let me check.",
    "tool_calls": [
        {"name": "get_weather", "arguments": {"city": "Paris"}},
        {"name": "get_time", "arguments": {}},
    ],
}


def deltas(chunks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [chunk["choices"][0]["delta"] for chunk in chunks if chunk["choices"]]


def finishes(chunks: list[dict[str, Any]]) -> list[tuple[int, str]]:
    return [
        (position, chunk["choices"][0]["finish_reason"])
        for position, chunk in enumerate(chunks)
        if chunk["choices"] and chunk["choices"][0].get("finish_reason")
    ]


async def test_openai_streams_names_first_then_argument_fragments_and_finishes_on_an_empty_delta() -> None:
    async with FakeUpstream([TWO_CALLS]) as upstream:
        lines = await raw_sse(upstream.url_for("openai"), chat_body())
    chunks = [json.loads(line.removeprefix("data: ")) for line in lines[:-1]]

    assert lines[-1] == "data: [DONE]"
    assert deltas(chunks)[0] == {"role": "assistant", "content": "", "refusal": None}
    starts = [d["tool_calls"][0] for d in deltas(chunks) if "tool_calls" in d and "id" in d["tool_calls"][0]]
    assert [(s["index"], s["function"]["name"], s["function"]["arguments"]) for s in starts] == [
        (0, "get_weather", ""),
        (1, "get_time", ""),
    ]
    assert all(s["id"].startswith("call_") and s["type"] == "function" for s in starts)
    fragments = [d["tool_calls"][0] for d in deltas(chunks) if "tool_calls" in d and "id" not in d["tool_calls"][0]]
    assert all(set(f) == {"index", "function"} and set(f["function"]) == {"arguments"} for f in fragments)
    assert finishes(chunks) == [(len(chunks) - 2, "tool_calls")]
    assert chunks[-2]["choices"][0]["delta"] == {}
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["prompt_tokens_details"]["cached_tokens"] == 0
    assert all(chunk["usage"] is None for chunk in chunks[:-1])
    assert all(chunk["system_fingerprint"] and "obfuscation" in chunk for chunk in chunks)


async def test_openai_sends_role_with_the_first_tool_fragment_when_there_is_no_text() -> None:
    turn = {"tool_calls": [{"name": "get_time"}]}
    async with FakeUpstream([turn]) as upstream:
        chunks = await raw_chunks(upstream.url_for("openai"), chat_body(stream_options={"include_obfuscation": False}))

    first = deltas(chunks)[0]
    assert first["role"] == "assistant" and first["content"] is None
    assert first["tool_calls"][0]["function"]["name"] == "get_time"
    assert all("obfuscation" not in chunk for chunk in chunks)


async def test_openai_and_vllm_report_stop_when_tool_choice_names_a_function() -> None:
    turn = {"tool_calls": [{"name": "get_time"}]}
    named = {"type": "function", "function": {"name": "get_time"}}
    async with FakeUpstream([turn] * 3) as upstream:
        openai_chunks = await raw_chunks(upstream.url_for("openai"), chat_body(tool_choice=named))
        vllm_chunks = await raw_chunks(upstream.url_for("vllm"), chat_body(tool_choice=named))
        ollama_chunks = await raw_chunks(upstream.url_for("ollama"), chat_body(tool_choice=named))

    assert [reason for _, reason in finishes(openai_chunks)] == ["stop"]
    assert [reason for _, reason in finishes(vllm_chunks)] == ["stop"]
    assert [reason for _, reason in finishes(ollama_chunks)] == ["tool_calls"]


async def test_vllm_sends_a_lone_role_chunk_and_finishes_on_the_last_argument_fragment() -> None:
    async with FakeUpstream([TWO_CALLS]) as upstream:
        chunks = await raw_chunks(upstream.url_for("vllm"), chat_body())

    assert deltas(chunks)[0] == {"role": "assistant", "content": ""}
    starts = [d["tool_calls"][0] for d in deltas(chunks) if "tool_calls" in d and "id" in d["tool_calls"][0]]
    assert all(s["id"].startswith("chatcmpl-tool-") and set(s["function"]) == {"name"} for s in starts)
    (finish_position, reason), *_ = finishes(chunks)
    assert reason == "tool_calls"
    last = chunks[finish_position]["choices"][0]
    assert "arguments" in last["delta"]["tool_calls"][0]["function"] and last["stop_reason"] is None
    assert finish_position == len(chunks) - 2
    assert chunks[-1]["choices"] == [] and "usage" in chunks[-1]
    assert all("usage" not in chunk and "system_fingerprint" not in chunk for chunk in chunks[:-1])


async def test_vllm_can_send_each_whole_call_in_one_chunk_and_usage_on_every_chunk() -> None:
    turn = {**TWO_CALLS, "whole_tool_calls": True}
    body = chat_body(stream_options={"include_usage": True, "continuous_usage_stats": True})
    async with FakeUpstream([turn]) as upstream:
        chunks = await raw_chunks(upstream.url_for("vllm"), body)

    calls = [d["tool_calls"][0] for d in deltas(chunks) if "tool_calls" in d]
    assert [call["function"] for call in calls] == [
        {"name": "get_weather", "arguments": '{"city": "Paris"}'},
        {"name": "get_time", "arguments": "{}"},
    ]
    assert all("usage" in chunk for chunk in chunks)


async def test_ollama_sends_every_call_whole_in_one_chunk_with_short_ids() -> None:
    async with FakeUpstream([TWO_CALLS]) as upstream:
        chunks = await raw_chunks(upstream.url_for("ollama"), chat_body())

    with_calls = [d for d in deltas(chunks) if "tool_calls" in d]
    assert len(with_calls) == 1
    calls = with_calls[0]["tool_calls"]
    assert [(c["index"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (0, "get_weather", '{"city": "Paris"}'),
        (1, "get_time", "{}"),
    ]
    assert all(c["id"].startswith("call_") and len(c["id"]) == len("call_") + 8 for c in calls)
    assert [("role" in d) for d in deltas(chunks)] == [True] + [False] * (len(deltas(chunks)) - 1)
    assert finishes(chunks) == [(len(chunks) - 2, "tool_calls")] and chunks[-2]["choices"][0]["delta"] == {}
    assert set(chunks[-1]["usage"]) == {"prompt_tokens", "completion_tokens", "total_tokens"}
    assert all(chunk["system_fingerprint"] == "fp_ollama" for chunk in chunks)


async def test_ollama_legacy_repeats_role_and_content_on_every_chunk_and_finishes_on_the_last() -> None:
    turn = {**TWO_CALLS, "reasoning": "Hmm.", "tool_call_index": False}
    async with FakeUpstream([turn]) as upstream:
        chunks = await raw_chunks(upstream.url_for("ollama-legacy"), chat_body())

    assert all(d["role"] == "assistant" and isinstance(d["content"], str) for d in deltas(chunks))
    (calls_delta,) = [d for d in deltas(chunks) if "tool_calls" in d]
    assert calls_delta["content"] == "" and all("index" not in call for call in calls_delta["tool_calls"])
    assert deltas(chunks)[0]["reasoning"] == "Hmm."
    assert finishes(chunks) == [(len(chunks) - 2, "tool_calls")]
    assert chunks[-2]["choices"][0]["delta"] == {"role": "assistant", "content": ""}


async def test_the_plain_path_speaks_the_server_default_flavor() -> None:
    async with FakeUpstream([{"text": "Hi"}], flavor="vllm") as upstream:
        chunks = await raw_chunks(upstream.base_url, chat_body())

    assert deltas(chunks)[0] == {"role": "assistant", "content": ""}
    assert chunks[0]["id"].startswith("chatcmpl-") and len(chunks[0]["id"]) == len("chatcmpl-") + 32


async def test_keepalive_turns_send_a_comment_line_before_every_chunk() -> None:
    async with FakeUpstream([{"text": "Hi", "keepalive": True}]) as upstream:
        lines = await raw_sse(upstream.base_url, chat_body(include_usage=False))

    data = [line for line in lines if line.startswith("data: ")]
    assert lines.count(": keep-alive") == len(data) - 1  # every chunk but [DONE]


async def test_pacing_delays_the_first_chunk_and_spaces_the_rest() -> None:
    turn = {"text": "abcdef", "chunk_chars": 2, "ttft_ms": 150, "interval_ms": 40}
    async with FakeUpstream([turn]) as upstream:
        loop = asyncio.get_running_loop()
        started = loop.time()
        lines = await raw_sse(upstream.base_url, chat_body(include_usage=False))
        elapsed = loop.time() - started

    # 5 chunks (role, 3 pieces, finish) then [DONE]: the last frame is due at ttft + 5 intervals.
    assert len(lines) == 6
    assert elapsed >= 0.150 + 5 * 0.040 - 0.005
