"""Every upstream fault becomes the right `ModelError`, and no error ever carries the API key."""

from __future__ import annotations

import socket
from typing import Any

import pytest

from deputy.core.model import ModelEvent, ModelRequest, TextDelta
from deputy.errors import (
    ModelError,
    ModelHTTPError,
    ModelProtocolError,
    ModelRateLimited,
    ModelTimeout,
)
from deputy.llm.fake_script import Flavor
from deputy.llm.fake_upstream import FakeUpstream
from deputy.llm.openai_compat import OpenAICompatModel

from .conftest import API_KEY, USER_MESSAGES

REQUEST = ModelRequest(model="fake-model", messages=USER_MESSAGES)
TEXT: dict[str, Any] = {"text": "one two three four", "chunk_chars": 4}


async def stream_until_error(
    base_url: str, *, seen: list[ModelEvent] | None = None, **timeouts: float | None
) -> ModelError:
    settings: dict[str, Any] = {"timeout": 10, "stall_timeout": 5, **timeouts}
    async with OpenAICompatModel(base_url, API_KEY, **settings) as model:
        with pytest.raises(ModelError) as caught:
            async for event in model.stream(REQUEST):
                (seen if seen is not None else []).append(event)
    return caught.value


def assert_keyless(error: ModelError) -> None:
    for text in (str(error), repr(error), repr(error.to_problem()), repr(getattr(error, "body", None))):
        assert API_KEY not in text


async def test_a_429_becomes_model_rate_limited_with_the_retry_after(flavor: Flavor) -> None:
    async with FakeUpstream([{"fault": {"kind": "rate_limit", "retry_after": 2.5}}]) as upstream:
        error = await stream_until_error(upstream.url_for(flavor))

    assert isinstance(error, ModelRateLimited)
    assert error.retry_after == 2.5 and error.to_problem()["retry_after"] == 2.5


async def test_a_429_without_retry_after_leaves_the_wait_unknown() -> None:
    async with FakeUpstream([{"fault": {"kind": "rate_limit", "retry_after": None}}]) as upstream:
        error = await stream_until_error(upstream.base_url)

    assert isinstance(error, ModelRateLimited) and error.retry_after is None


@pytest.mark.parametrize("status", [500, 502, 503, 400, 404])
async def test_an_error_status_becomes_model_http_error_with_status_and_body(status: int) -> None:
    fault = {"kind": "http_error", "status": status, "message": "upstream trouble"}
    async with FakeUpstream([{"fault": fault}]) as upstream:
        error = await stream_until_error(upstream.base_url)

    assert isinstance(error, ModelHTTPError)
    assert error.status == status
    assert isinstance(error.body, dict) and error.body["message"] == "upstream trouble"
    assert error.to_problem() == {"error": "model_http_error", "message": str(error), "status": status}


async def test_a_malformed_chunk_becomes_a_protocol_error_after_the_good_chunks(flavor: Flavor) -> None:
    seen: list[ModelEvent] = []
    async with FakeUpstream([{**TEXT, "fault": {"kind": "malformed_chunk", "after_chunks": 3}}]) as upstream:
        error = await stream_until_error(upstream.url_for(flavor), seen=seen)

    assert isinstance(error, ModelProtocolError) and "not valid JSON" in str(error)
    assert seen and all(isinstance(event, TextDelta) for event in seen)


async def test_a_connection_cut_mid_stream_becomes_a_protocol_error(flavor: Flavor) -> None:
    seen: list[ModelEvent] = []
    async with FakeUpstream([{**TEXT, "fault": {"kind": "cut", "after_chunks": 3}}]) as upstream:
        error = await stream_until_error(upstream.url_for(flavor), seen=seen)

    assert isinstance(error, ModelProtocolError) and "closed the connection" in str(error)
    assert seen


async def test_a_stream_that_ends_before_the_finish_is_a_protocol_error() -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "cut", "after_chunks": 3, "clean": True}}]) as upstream:
        error = await stream_until_error(upstream.base_url)

    assert isinstance(error, ModelProtocolError) and "before the model finished" in str(error)


async def test_a_stall_between_chunks_becomes_a_model_timeout(flavor: Flavor) -> None:
    async with FakeUpstream([{**TEXT, "fault": {"kind": "stall", "after_chunks": 2, "seconds": 30}}]) as upstream:
        error = await stream_until_error(upstream.url_for(flavor), stall_timeout=0.2)

    assert isinstance(error, ModelTimeout) and "stalled" in str(error)


async def test_a_slow_first_token_becomes_a_model_timeout() -> None:
    async with FakeUpstream([{**TEXT, "ttft_ms": 30_000}]) as upstream:
        error = await stream_until_error(upstream.base_url, first_token_timeout=0.2)

    assert isinstance(error, ModelTimeout) and "first token" in str(error)


async def test_a_call_longer_than_the_overall_timeout_becomes_a_model_timeout() -> None:
    turn = {**TEXT, "chunk_chars": 1, "interval_ms": 100}
    async with FakeUpstream([turn]) as upstream:
        error = await stream_until_error(upstream.base_url, timeout=0.3, stall_timeout=5)

    assert isinstance(error, ModelTimeout) and "longer than 0.3 s" in str(error)


async def test_an_error_event_mid_stream_becomes_model_http_error_with_its_code(flavor: Flavor) -> None:
    fault = {"kind": "stream_error", "after_chunks": 2, "message": "GPU fell over", "code": 503}
    async with FakeUpstream([{**TEXT, "fault": fault}]) as upstream:
        error = await stream_until_error(upstream.url_for(flavor))

    assert isinstance(error, ModelHTTPError)
    assert error.status == 503 and "GPU fell over" in str(error)


async def test_an_unreachable_server_is_a_plain_model_error() -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    error = await stream_until_error(f"http://127.0.0.1:{port}/v1")

    assert type(error) is ModelError and error.code == "model_unreachable"


async def test_an_error_body_echoing_the_key_is_scrubbed_everywhere() -> None:
    message = f"Incorrect API key provided: {API_KEY}. Also seen: sk-abc1***wxyz"
    async with FakeUpstream([{"fault": {"kind": "http_error", "status": 401, "message": message}}]) as upstream:
        error = await stream_until_error(upstream.base_url)

    assert isinstance(error, ModelHTTPError) and error.status == 401
    assert_keyless(error)
    assert "sk-abc1" not in str(error) and "***" in str(error)


async def test_every_fault_produces_a_keyless_error() -> None:
    faults: list[dict[str, Any]] = [
        {"kind": "rate_limit", "message": f"slow down {API_KEY}"},
        {"kind": "http_error", "message": f"bad {API_KEY}"},
        {"kind": "malformed_chunk", "data": f'{{"key": "{API_KEY}"'},
        {"kind": "cut"},
        {"kind": "stream_error", "message": f"key {API_KEY} failed"},
        {"kind": "stall", "seconds": 30},
    ]
    async with FakeUpstream([{**TEXT, "fault": fault} for fault in faults]) as upstream:
        errors = [await stream_until_error(upstream.base_url, stall_timeout=0.2) for _ in faults]

    for error in errors:
        assert_keyless(error)


@pytest.mark.parametrize(
    ("fault", "error_type"),
    [
        ({"kind": "rate_limit", "retry_after": 1}, ModelRateLimited),
        ({"kind": "http_error", "status": 503}, ModelHTTPError),
        ({"kind": "cut"}, ModelProtocolError),
        ({"kind": "cut", "clean": True}, ModelProtocolError),
        ({"kind": "malformed_chunk"}, ModelProtocolError),
        ({"kind": "stall", "seconds": 30}, ModelTimeout),
    ],
)
async def test_complete_maps_faults_like_streaming(fault: dict[str, Any], error_type: type[ModelError]) -> None:
    async with (
        FakeUpstream([{"text": "A title", "fault": fault}]) as upstream,
        OpenAICompatModel(upstream.base_url, API_KEY, timeout=0.3) as model,
    ):
        with pytest.raises(error_type) as caught:
            await model.complete(REQUEST)

    assert_keyless(caught.value)
