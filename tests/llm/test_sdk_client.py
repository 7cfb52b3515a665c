"""`SdkClient` builds a chat request from the previous one to the same path, and sends what the SDK would."""

from __future__ import annotations

from typing import Any

import httpx2
import openai
import pytest
from openai._models import FinalRequestOptions

from deputy.llm.fake_upstream import FakeUpstream
from deputy.llm.sdk_client import SdkClient, posted

from .conftest import API_KEY

SETTINGS: dict[str, Any] = {
    "base_url": "http://127.0.0.1:9/v1",
    "api_key": API_KEY,
    "timeout": 42.0,
    "max_retries": 0,
    "default_headers": {"X-Team": "ops"},
}


def sent(request: httpx2.Request) -> tuple[object, ...]:
    return request.method, str(request.url), dict(request.headers), request.read(), request.extensions


@pytest.mark.parametrize("retries_taken", [0, 2])
def test_a_request_built_from_the_template_is_the_one_the_sdk_builds(retries_taken: int) -> None:
    ours, stock = SdkClient(**SETTINGS), openai.AsyncOpenAI(**SETTINGS)
    first, second = posted("/chat/completions", b'{"a":1}'), posted("/chat/completions", b'{"messages":[1,2,3]}')

    assert sent(ours._build_request(first)) == sent(stock._build_request(first))
    rebuilt = ours._build_request(second, retries_taken=retries_taken)

    assert sent(rebuilt) == sent(stock._build_request(second, retries_taken=retries_taken))
    assert rebuilt.headers["content-length"] == str(len(b'{"messages":[1,2,3]}'))
    assert rebuilt.headers["user-agent"].startswith("AsyncOpenAI/Python ")


def test_only_the_first_request_to_a_path_goes_through_the_sdks_builder(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    original = openai.AsyncOpenAI._build_request

    def counted(self: openai.AsyncOpenAI, options: FinalRequestOptions, *, retries_taken: int = 0) -> httpx2.Request:
        calls.append(options.url)
        return original(self, options, retries_taken=retries_taken)

    monkeypatch.setattr(openai.AsyncOpenAI, "_build_request", counted)
    client = SdkClient(**SETTINGS)
    for body in (b"1", b"22", b"333"):
        client._build_request(posted("/chat/completions", body))
    client._build_request(posted("/embeddings", b"1"))

    assert calls == ["/chat/completions", "/embeddings"]


@pytest.mark.parametrize(
    "options",
    [
        {"headers": {"X-Extra": "1"}},
        {"params": {"q": "1"}},
        {"timeout": 3.0},
        {"json_data": {"a": 1}, "content": None},
        {"method": "get", "content": None},
    ],
)
def test_what_the_template_cannot_stand_for_goes_to_the_sdk(options: dict[str, Any]) -> None:
    ours, stock = SdkClient(**SETTINGS), openai.AsyncOpenAI(**SETTINGS)
    ours._build_request(posted("/chat/completions", b"{}"))  # a template exists for the path
    unusual = FinalRequestOptions.construct(
        **{"method": "post", "url": "/chat/completions", "content": b"{}", **options}
    )

    assert sent(ours._build_request(unusual)) == sent(stock._build_request(unusual))


async def test_requests_of_different_lengths_reach_the_server_whole_with_the_stock_headers() -> None:
    async with FakeUpstream([{"text": "ok"}] * 2) as upstream:
        client = SdkClient(base_url=upstream.url_for("openai"), api_key=API_KEY, max_retries=0)
        bodies = [b'{"model":"m","messages":[]}', b'{"model":"m","messages":[{"role":"user","content":"hi there"}]}']
        try:
            for body in bodies:
                await client.request(openai.types.chat.ChatCompletion, posted("/chat/completions", body))
        finally:
            await client.close()

    assert [r.body for r in upstream.requests] == [
        {"model": "m", "messages": []},
        {"model": "m", "messages": [{"role": "user", "content": "hi there"}]},
    ]
    assert all(r.api_key == API_KEY for r in upstream.requests)
    assert all(r.headers["user-agent"].startswith("AsyncOpenAI/Python ") for r in upstream.requests)
    assert [r.headers["content-length"] for r in upstream.requests] == [str(len(b)) for b in bodies]
