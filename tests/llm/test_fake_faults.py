"""Every fault mode of the fake, as the official SDK (and the raw wire) sees it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import openai
import pytest
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletionChunk

from deputy.llm.fake_script import Flavor
from deputy.llm.fake_upstream import FakeUpstream

from .conftest import API_KEY, SDK_MESSAGES, chat_body, raw_sse

TEXT = {"text": "one two three four", "chunk_chars": 4}


def sdk(base_url: str, *, read_timeout: float = 10) -> AsyncOpenAI:
    return AsyncOpenAI(base_url=base_url, api_key=API_KEY, max_retries=0, timeout=read_timeout)


async def drain(base_url: str, *, read_timeout: float = 10) -> list[ChatCompletionChunk]:
    async with sdk(base_url, read_timeout=read_timeout) as client:
        stream = await client.chat.completions.create(model="fake-model", messages=SDK_MESSAGES, stream=True)
        return [chunk async for chunk in stream]


async def test_a_rate_limit_fault_answers_429_with_retry_after() -> None:
    async with FakeUpstream([{"fault": {"kind": "rate_limit", "retry_after": 2.5}}]) as upstream:
        async with httpx.AsyncClient() as client:
            response = await client.post(f"{upstream.base_url}/chat/completions", json=chat_body())

    assert response.status_code == 429
    assert response.headers["retry-after"] == "2.5"
    assert response.json()["error"]["code"] == "rate_limit_exceeded"


async def test_the_sdk_raises_rate_limit_error_for_a_429(flavor: Flavor) -> None:
    async with FakeUpstream([{"fault": {"kind": "rate_limit"}}]) as upstream:
        with pytest.raises(openai.RateLimitError):
            await drain(upstream.url_for(flavor))


async def test_an_http_error_fault_answers_its_status_with_an_openai_error_body() -> None:
    fault = {"kind": "http_error", "status": 500, "message": "boom"}
    async with FakeUpstream([{"fault": fault}]) as upstream:
        with pytest.raises(openai.InternalServerError) as caught:
            await drain(upstream.base_url)

    assert caught.value.status_code == 500
    assert caught.value.body == {"message": "boom", "type": "server_error", "param": None, "code": None}


async def test_a_malformed_chunk_makes_the_sdk_fail_to_decode(flavor: Flavor) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "malformed_chunk", "after_chunks": 2}}]) as upstream:
        with pytest.raises(ValueError, match="delimiter"):
            await drain(upstream.url_for(flavor))


async def test_a_cut_closes_the_connection_mid_stream(flavor: Flavor) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "cut", "after_chunks": 2}}]) as upstream:
        with pytest.raises(openai.APIConnectionError):
            await drain(upstream.url_for(flavor))


async def test_a_clean_cut_ends_the_stream_early_without_done() -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "cut", "after_chunks": 2, "clean": True}}]) as upstream:
        lines = await raw_sse(upstream.base_url, chat_body())

    assert len(lines) == 2 and "data: [DONE]" not in lines


async def test_a_stall_sends_nothing_for_its_duration(flavor: Flavor) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "stall", "after_chunks": 1, "seconds": 30}}]) as upstream:
        with pytest.raises(openai.APITimeoutError):
            await drain(upstream.url_for(flavor), read_timeout=0.3)


async def test_a_short_stall_then_carries_on_to_the_end() -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "stall", "after_chunks": 1, "seconds": 0.1}}]) as upstream:
        loop = asyncio.get_running_loop()
        started = loop.time()
        lines = await raw_sse(upstream.base_url, chat_body())

    assert loop.time() - started >= 0.1
    assert lines[-1] == "data: [DONE]"


async def test_a_stall_until_released_sends_nothing_until_released_then_carries_on_to_the_end() -> None:
    async with FakeUpstream(
        [{**TEXT, "fault": {"kind": "stall", "after_chunks": 2, "until_released": True}}]
    ) as upstream:
        reading = asyncio.create_task(raw_sse(upstream.base_url, chat_body()))
        await asyncio.sleep(0.3)
        assert not reading.done()  # held: 0.3 s is 30 times what the unpaced stream takes

        upstream.release()
        lines = await asyncio.wait_for(reading, 5)

    chunks = [json.loads(line[6:]) for line in lines if line.startswith("data: {")]
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"]) == TEXT["text"]
    assert lines[-1] == "data: [DONE]"


async def test_a_release_before_the_request_lets_its_stall_pass_at_once_until_the_fake_restarts() -> None:
    async with FakeUpstream(
        [{"text": "Hello there", "fault": {"kind": "stall", "seconds": 30, "until_released": True}}] * 2
    ) as upstream:
        upstream.release()
        lines = await asyncio.wait_for(raw_sse(upstream.base_url, chat_body()), 5)
        async with sdk(upstream.base_url) as client:  # not streamed: held before answering, released the same way
            answer = await asyncio.wait_for(
                client.chat.completions.create(model="fake-model", messages=SDK_MESSAGES), 5
            )

    assert lines[-1] == "data: [DONE]"
    assert answer.choices[0].message.content == "Hello there"

    stalled = {**TEXT, "fault": {"kind": "stall", "seconds": 30, "until_released": True}}
    upstream.add_turns(stalled)
    await upstream.start()  # restarted: the earlier release no longer counts
    try:
        reading = asyncio.create_task(raw_sse(upstream.base_url, chat_body()))
        await asyncio.sleep(0.3)
        assert not reading.done()
        upstream.release()
        assert (await asyncio.wait_for(reading, 5))[-1] == "data: [DONE]"
    finally:
        await upstream.stop()


async def test_a_stream_without_done_still_ends_and_the_sdk_accepts_it(flavor: Flavor) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "no_done"}}] * 2) as upstream:
        lines = await raw_sse(upstream.url_for(flavor), chat_body())
        chunks = await drain(upstream.url_for(flavor))

    assert "data: [DONE]" not in lines
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "one two three four"


async def test_a_stream_error_arrives_as_an_error_event_then_done() -> None:
    fault = {"kind": "stream_error", "after_chunks": 1, "message": "GPU fell over", "code": 503}
    async with FakeUpstream([{**TEXT, "fault": fault}] * 2) as upstream:
        lines = await raw_sse(upstream.base_url, chat_body())
        with pytest.raises(openai.APIError, match="GPU fell over") as caught:
            await drain(upstream.base_url)

    assert lines[-2].startswith('data: {"error":') and lines[-1] == "data: [DONE]"
    body = {"message": "GPU fell over", "type": "internal_server_error", "param": None, "code": 503}
    assert caught.value.body == body


@pytest.mark.parametrize(
    ("fault", "error"),
    [
        ({"kind": "cut"}, openai.APIConnectionError),
        ({"kind": "malformed_chunk"}, ValueError),
        ({"kind": "stall", "seconds": 30}, openai.APITimeoutError),
        ({"kind": "stall", "seconds": 30, "until_released": True}, openai.APITimeoutError),
    ],
)
async def test_non_streaming_requests_suffer_the_same_faults(fault: dict[str, Any], error: type[Exception]) -> None:
    async with FakeUpstream([{"text": "Hello there", "fault": fault}]) as upstream, sdk(upstream.base_url) as client:
        client = client.with_options(timeout=0.3)
        with pytest.raises(error):
            await client.chat.completions.create(model="fake-model", messages=SDK_MESSAGES)


async def test_stopping_the_server_ends_a_stalled_stream_promptly() -> None:
    upstream = FakeUpstream([{**TEXT, "fault": {"kind": "stall", "after_chunks": 1, "seconds": 600}}])
    await upstream.start()
    first_chunk = asyncio.Event()
    lines: list[str] = []

    async def read() -> None:
        async with (
            httpx.AsyncClient(timeout=10) as client,
            client.stream("POST", f"{upstream.base_url}/chat/completions", json=chat_body()) as response,
        ):
            try:
                async for line in response.aiter_lines():
                    first_chunk.set()
                    lines.append(line)
            except httpx.RemoteProtocolError:
                lines.append("<cut>")

    reader = asyncio.create_task(read())
    async with asyncio.timeout(5):
        await first_chunk.wait()
        await upstream.stop()
        await reader

    assert lines[-1] == "<cut>"


async def test_an_intentional_cut_is_not_logged_as_a_server_error(caplog: pytest.LogCaptureFixture) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "cut", "after_chunks": 2}}]) as upstream:
        with pytest.raises(openai.APIConnectionError):
            await drain(upstream.base_url)

    assert [record for record in caplog.records if record.name.startswith("uvicorn")] == []
