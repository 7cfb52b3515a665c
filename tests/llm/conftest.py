"""Shared pieces for the model-adapter tests: every test talks to a real `FakeUpstream` on loopback."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from openai.types.chat import ChatCompletionMessageParam

from deputy.llm.fake_script import FLAVORS, Flavor

USER_MESSAGES: list[dict[str, Any]] = [{"role": "user", "content": "What is the weather in Paris?"}]
SDK_MESSAGES: list[ChatCompletionMessageParam] = [{"role": "user", "content": "What is the weather in Paris?"}]
API_KEY = "sk-test-deputy-0123456789abcdef"

# Arguments with a non-ASCII value: the fake sends them with `\u00e9` escapes, and `splits` cut inside one.
PARIS_ARGS = {"city": "Paris", "note": "café"}
PARIS_ARGS_TEXT = json.dumps(PARIS_ARGS)
INSIDE_ESCAPE = PARIS_ARGS_TEXT.index("\\u00e9") + 3


@pytest.fixture(params=FLAVORS)
def flavor(request: pytest.FixtureRequest) -> Flavor:
    value: Flavor = request.param
    return value


def chat_body(*, stream: bool = True, include_usage: bool = True, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"model": "fake-model", "messages": USER_MESSAGES, "stream": stream, **extra}
    if stream and include_usage and "stream_options" not in extra:
        body["stream_options"] = {"include_usage": True}
    return body


async def raw_sse(base_url: str, body: dict[str, Any]) -> list[str]:
    """The `data:` payloads and comment lines of one streamed answer, exactly as sent."""
    async with (
        httpx.AsyncClient(timeout=10) as client,
        client.stream("POST", f"{base_url}/chat/completions", json=body) as response,
    ):
        assert response.status_code == 200
        return [line async for line in response.aiter_lines() if line]


async def raw_chunks(base_url: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    """The JSON chunks of one streamed answer (comment lines and `[DONE]` left out)."""
    lines = await raw_sse(base_url, body)
    return [json.loads(line.removeprefix("data: ")) for line in lines if line.startswith("data: {")]
