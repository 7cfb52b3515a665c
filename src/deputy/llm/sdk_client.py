"""The openai SDK's async client, building a chat request from what the previous one to the same path left.

Every request to a model server goes through the SDK's `AsyncAPIClient.request` (retries, status errors, the
streamed response). Building the HTTP request is most of the SDK's own time before the request leaves (0.3 of
0.5 ms per turn on the test machine, after the idle between two turns): it merges the auth and default headers,
validates them, parses the URL three times (the SDK's join, then the transport client's merge and the request's
own) and merges the transport client's defaults. For one client and one path all of that comes out the same
each time except the per-request headers the SDK sets (the idempotency key, the retry count) and the body's length.

`SdkClient` keeps what the first request the SDK builds for a path holds for the next ones (not its body): its URL
object, its headers without those three (set again per request), its timeout. Whatever the template cannot stand
for (custom headers, query parameters, files, a JSON body instead of bytes, another method) goes to the SDK's own
builder, and so does the first request of every path. `tests/llm/test_sdk_client.py` holds the two builders'
output equal, so an SDK release that changes what it sends fails there, not in production.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx2
import openai
from openai._models import FinalRequestOptions

__all__ = ["SdkClient", "posted"]


class SdkClient(openai.AsyncOpenAI):
    """`openai.AsyncOpenAI` with the request builder above."""

    def __init__(self, *, api_key: str, **kwargs: Any) -> None:
        """`api_key` is a string: a key provider (a callable the SDK asks before each request) would change the
        `Authorization` header the template keeps."""
        super().__init__(api_key=api_key, **kwargs)
        self._templates: dict[str, _Template] = {}
        names = ["content-length", "x-stainless-retry-count", *filter(None, [self._idempotency_header])]
        self._per_request = frozenset(name.lower().encode() for name in names)

    @property
    def user_agent(self) -> str:
        """The SDK's own (it names the client's class): servers and their logs see the stock client."""
        return super().user_agent.replace(type(self).__name__, openai.AsyncOpenAI.__name__, 1)

    def _build_request(self, options: FinalRequestOptions, *, retries_taken: int = 0) -> httpx2.Request:
        content = options.content
        plain = (
            options.method == "post"
            and isinstance(content, bytes)
            and not options.params
            and not options.headers
            and options.files is None
            and options.json_data is None
            and options.extra_json is None
            and isinstance(options.timeout, openai.NotGiven)
        )
        template = self._templates.get(options.url) if plain else None
        if template is None:
            request = super()._build_request(options, retries_taken=retries_taken)
            if plain:
                kept = [(k, v) for k, v in request.headers.raw if k.lower() not in self._per_request]
                self._templates[options.url] = _Template(request.method, request.url, kept, request.extensions)
            return request
        assert isinstance(content, bytes)  # `plain`
        headers = httpx2.Headers(template.headers)
        if options.idempotency_key and self._idempotency_header:
            headers[self._idempotency_header] = options.idempotency_key
        headers["x-stainless-retry-count"] = str(retries_taken)
        return httpx2.Request(
            template.method, template.url, headers=headers, content=content, extensions=dict(template.extensions)
        )


@dataclass(frozen=True, slots=True)
class _Template:
    """What a path's first request leaves for the next: not its body, and none of the per-request headers."""

    method: str
    url: httpx2.URL
    headers: list[tuple[bytes, bytes]]
    extensions: dict[str, Any]


def posted(path: str, content: bytes) -> FinalRequestOptions:
    """The options `AsyncAPIClient.post` would make for `content` to `path`, without pydantic's copies of every
    field's default (a tenth of a millisecond a request)."""
    return _POST.model_copy(update={"url": path, "content": content})


_POST = FinalRequestOptions.construct(method="post", url="/")
