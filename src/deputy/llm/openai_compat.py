"""`ChatModel` over any OpenAI-compatible `/chat/completions` server, through the official `openai` SDK.

It tolerates every streaming flavor in `reference/protocols.md` §3 (OpenAI, vLLM, Ollama old and new): arguments
split anywhere, whole calls in one chunk, parallel calls by index, missing ids, `finish_reason` `"stop"` next to tool
calls, reasoning in `reasoning_content` or `reasoning`, a missing `[DONE]`. Failures become `deputy.errors.ModelError`
subclasses whose messages never contain the API key.

```python
model = OpenAICompatModel("http://127.0.0.1:11434/v1", api_key, timeout=300, stall_timeout=30)
async for event in model.stream(ModelRequest(model="llama3.1", messages=[{"role": "user", "content": "Hi"}])):
    ...
```

The SDK's own retries are off by default (`max_retries=0`): whether and when to retry is the agent loop's decision,
and `ModelRateLimited.retry_after` tells it how long the server asked to wait.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncGenerator, AsyncIterator, Mapping
from typing import Any, Self, TypeVar

import httpx2
import openai
import orjson
from openai.types import CompletionUsage
from openai.types.chat import ChatCompletion

from deputy.core.connections import ModelFamily
from deputy.core.model import (
    Completion,
    Finished,
    FinishReason,
    ModelEvent,
    ModelRequest,
    ReasoningDelta,
    TextDelta,
    ToolCallRequested,
    Usage,
)
from deputy.errors import ModelError, ModelProtocolError, ModelTimeout, UserError
from deputy.llm.cache_hints import with_cache_hints
from deputy.llm.json_chunks import JsonChunks
from deputy.llm.openai_errors import model_error
from deputy.llm.read_deadline import ReadDeadline
from deputy.llm.sdk_client import SdkClient, posted
from deputy.llm.tool_calls import ToolCallAssembler

T = TypeVar("T")
log = logging.getLogger(__name__)

_COMPLETIONS = "/chat/completions"
_CONNECTION_LIMITS = httpx2.Limits(max_connections=10_000, max_keepalive_connections=1_000, keepalive_expiry=3.0)
"""Per model connection: every running turn holds one HTTP connection while its answer streams. An idle connection
is dropped after 3 s, before the server drops it: uvicorn-based servers (vLLM, most Python proxies, the fake) close
one after 5 s, the client's default. At equal timeouts a turn could take a connection just as the server closed it,
and its request failed to be written: "could not be reached" (the capacity bench: 3 to 93 such turns of 1,000)."""
_RESERVED_OPTIONS = frozenset({"model", "messages", "tools", "stream", "stream_options"})
_FINISH_REASONS: dict[str, FinishReason] = {"length": "length", "content_filter": "content_filter"}


class OpenAICompatModel:
    """A `ChatModel` for one OpenAI-compatible server.

    `timeout` bounds a whole call (a non-streaming answer, or a stream from request to last chunk);
    `first_token_timeout` bounds the wait from sending the request to the first chunk (None: only `timeout`);
    `stall_timeout` bounds the silence between two chunks after that. All in seconds.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 600.0,
        first_token_timeout: float | None = None,
        stall_timeout: float = 60.0,
        max_retries: int = 0,
        default_headers: Mapping[str, str] | None = None,
        cache_hints: ModelFamily | None = None,
    ) -> None:
        self._cache_hints = cache_hints
        """The family whose prompt cache hints each body carries (`llm.cache_hints`); None: none."""
        self._api_key = api_key
        self._timeout = timeout
        self._first_token_timeout = first_token_timeout
        self._stall_timeout = stall_timeout
        self._client = SdkClient(
            base_url=base_url,
            api_key=api_key,
            # No read timeout in the transport: every wait has a deadline of its own here (the answer's headers
            # and a whole completion an `asyncio` timeout, each streamed read `ReadDeadline`). The aiohttp
            # transport would start a loop timer for every chunk it receives: three more objects per chunk.
            timeout=httpx2.Timeout(timeout, read=None),
            max_retries=max_retries,
            default_headers=default_headers,
            # The SDK's aiohttp transport (its `aiohttp` extra): about a third less CPU per streamed chunk than its
            # default pure-Python one, which dominated the model stream's share at many concurrent streams.
            http_client=openai.DefaultAioHttpClient(limits=_CONNECTION_LIMITS),
        )

    def __repr__(self) -> str:
        return f"OpenAICompatModel(base_url={str(self._client.base_url)!r})"

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._client.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        """Stream one completion as `ModelEvent`s (order: see `deputy.core.model`)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._timeout
        next_deadline = deadline
        if self._first_token_timeout is not None:
            next_deadline = min(deadline, loop.time() + self._first_token_timeout)
        body = self._body(request)
        log.debug("model request (streamed): %s", body)  # message text: DEBUG only (docs/observability.md)
        try:
            async with asyncio.timeout_at(next_deadline):
                stream = await self._client.request(
                    ChatCompletion,
                    posted(_COMPLETIONS, _encoded({**body, "stream": True, "stream_options": {"include_usage": True}})),
                    stream=True,
                    stream_cls=JsonChunks,
                )
        except TimeoutError:
            raise self._timeout_error(overall=next_deadline >= deadline, first=True) from None
        except (openai.OpenAIError, ValueError) as exc:
            raise model_error(exc, api_key=self._api_key, streaming=False) from None
        if request.on_sent is not None:
            request.on_sent()
        state = _StreamState()
        chunks = aiter(stream)
        reads = ReadDeadline(next_deadline)
        try:
            while True:
                chunk = await self._next_chunk(chunks, reads, deadline=deadline, state=state)
                if chunk is None:
                    break
                reads.move(min(deadline, loop.time() + self._stall_timeout))
                for event in state.feed(chunk):
                    yield event
            for event in state.end():
                yield event
        finally:
            reads.close()
            await stream.close()

    async def complete(self, request: ModelRequest) -> Completion:
        """One non-streaming completion; returns its text (tool calls are ignored) and usage."""
        body = self._body(request)
        log.debug("model request: %s", body)
        try:
            async with asyncio.timeout(self._timeout):
                response = await self._client.request(ChatCompletion, posted(_COMPLETIONS, _encoded(body)))
        except TimeoutError:
            raise ModelTimeout(f"The model server did not answer within {self._timeout:g} s.") from None
        except (openai.OpenAIError, ValueError) as exc:
            raise model_error(exc, api_key=self._api_key, streaming=False) from None
        choices = getattr(response, "choices", None)
        if not choices or getattr(choices[0], "message", None) is None:
            raise ModelProtocolError("The model server answered without a message.")
        usage = _usage(response.usage) if getattr(response, "usage", None) is not None else Usage(0, 0)
        return Completion(text=choices[0].message.content or "", usage=usage)

    async def list_models(self) -> list[str]:
        """The model ids the server lists (`GET /models`), sorted."""
        try:
            async with asyncio.timeout(self._timeout):
                page = await self._client.models.list()
        except TimeoutError:
            raise ModelTimeout(f"The model server did not answer within {self._timeout:g} s.") from None
        except (openai.OpenAIError, ValueError) as exc:
            raise model_error(exc, api_key=self._api_key, streaming=False) from None
        return sorted({str(m.id) for m in page.data})

    def _body(self, request: ModelRequest) -> dict[str, Any]:
        body = _request_body(request)
        if self._cache_hints is None:
            return body
        return with_cache_hints(body, self._cache_hints, key=request.cache_key)

    async def _next_chunk(
        self, chunks: AsyncIterator[object], reads: ReadDeadline, *, deadline: float, state: _StreamState
    ) -> object | None:
        """The next chunk, or None at the end of the stream (also when the server stays silent after finishing)."""
        try:
            return await reads.read(chunks)
        except TimeoutError:
            if state.answered:
                return None  # everything arrived; only `[DONE]` is missing
            raise self._timeout_error(overall=reads.when >= deadline, first=state.chunks == 0) from None
        except (openai.OpenAIError, ValueError) as exc:
            if state.answered and isinstance(exc, openai.APIConnectionError):
                return None
            raise model_error(exc, api_key=self._api_key, streaming=True) from None

    def _timeout_error(self, *, overall: bool, first: bool) -> ModelError:
        """`overall`: the call's own deadline was the one that ran out (not the first-token or stall one)."""
        if overall or (first and self._first_token_timeout is None):
            return ModelTimeout(f"The model call took longer than {self._timeout:g} s.")
        if first:
            return ModelTimeout(f"The model server sent no first token within {self._first_token_timeout:g} s.")
        return ModelTimeout(f"The model server stalled: no chunk for {self._stall_timeout:g} s.")


class _StreamState:
    """Turns chunks into events; what one stream has seen so far."""

    def __init__(self) -> None:
        self.chunks = 0
        self._calls = ToolCallAssembler()
        self._finish: str | None = None
        self._called = False
        self._usage: Usage | None = None

    @property
    def answered(self) -> bool:
        """The model finished and the usage chunk (always requested, always last) arrived."""
        return self._finish is not None and self._usage is not None

    def feed(self, chunk: object) -> list[ModelEvent]:
        """The events of one chunk: its parsed JSON, read as leniently as the SDK's models would (a field of an
        unexpected type counts as absent)."""
        self.chunks += 1
        events: list[ModelEvent] = []
        if not isinstance(chunk, dict):
            return events
        usage = chunk.get("usage")
        if usage is not None:
            self._usage = _usage(usage)  # with vLLM's continuous usage stats, the last one is the total
        choices = chunk.get("choices")
        for choice in choices if isinstance(choices, list) else ():
            if not isinstance(choice, dict) or choice.get("index") not in (0, None) or self._finish is not None:
                continue  # only one choice is ever requested; nothing after the finish counts
            delta = choice.get("delta")
            if isinstance(delta, dict):
                events += self._delta_events(delta)
            finish = choice.get("finish_reason")
            if finish:
                self._finish = str(finish)
                events += self._finished_calls()
        return events

    def end(self) -> list[ModelEvent]:
        if self._finish is None:
            raise ModelProtocolError("The model stream ended before the model finished.")
        reason: FinishReason = "tool_calls" if self._called else _FINISH_REASONS.get(self._finish, "stop")
        usage: list[ModelEvent] = [self._usage] if self._usage is not None else []
        return [*usage, Finished(reason)]

    def _delta_events(self, delta: dict[str, Any]) -> list[ModelEvent]:
        events: list[ModelEvent] = []
        # Some servers send the same text under both names; one is enough.
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if isinstance(reasoning, str) and reasoning:
            events.append(ReasoningDelta(reasoning))
        for text in (delta.get("content"), delta.get("refusal")):
            if isinstance(text, str) and text:
                events.append(TextDelta(text))
        fragments = delta.get("tool_calls")
        for fragment in fragments if isinstance(fragments, list) else ():
            if not isinstance(fragment, dict):
                continue
            function = fragment.get("function")
            if not isinstance(function, dict):
                function = {}
            self._calls.add(
                index=_of_type(fragment.get("index"), int),
                call_id=_of_type(fragment.get("id"), str),
                name=_of_type(function.get("name"), str),
                arguments=_of_type(function.get("arguments"), str),
            )
        return events

    def _finished_calls(self) -> list[ModelEvent]:
        if not self._calls or self._finish == "length":
            return []  # calls cut off by the token limit are incomplete; the loop sees Finished("length")
        calls: list[ToolCallRequested] = self._calls.finish()
        self._called = True
        return list(calls)


def _request_body(request: ModelRequest) -> dict[str, Any]:
    """The JSON body, already plain: the messages and tool specs are JSON values we built, so the SDK's
    `chat.completions.create` type transform (a walk over every message, ~3 ms for a modest history and
    growing with it) buys nothing; its `post` still does the transport, retries, SSE parsing and errors.
    Options pass through as they are, including parameters only a given server knows (`top_k`, `think`, …)."""
    reserved = _RESERVED_OPTIONS.intersection(request.options)
    if reserved:
        raise UserError(f"ModelRequest.options may not set {', '.join(sorted(reserved))}; use the request's fields.")
    body: dict[str, Any] = {**request.options, "model": request.model, "messages": list(request.messages)}
    if request.tools:
        body["tools"] = list(request.tools)
    return body


def _encoded(body: dict[str, Any]) -> bytes:
    """The body as JSON bytes, for the SDK's `content` (sent as they are, as `application/json`): orjson takes a
    tenth of the time the SDK's `json.dumps` took over the tool specs and history; the standard library for what
    orjson refuses (an integer past 64 bits in an option, a key that is not a string)."""
    try:
        return orjson.dumps(body)
    except TypeError:
        return json.dumps(body).encode()


def _usage(usage: object) -> Usage:
    """Usage from a response's or a chunk's `usage` (an SDK model or its JSON)."""
    if not isinstance(usage, dict):
        usage = usage.model_dump() if isinstance(usage, CompletionUsage) else {}
    prompt_details = usage.get("prompt_tokens_details")
    completion_details = usage.get("completion_tokens_details")
    return Usage(
        input_tokens=_count(usage.get("prompt_tokens")),
        output_tokens=_count(usage.get("completion_tokens")),
        cached_tokens=_count(prompt_details.get("cached_tokens") if isinstance(prompt_details, dict) else None),
        reasoning_tokens=_count(
            completion_details.get("reasoning_tokens") if isinstance(completion_details, dict) else None
        ),
    )


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _of_type(value: object, kind: type[T]) -> T | None:
    return value if isinstance(value, kind) and not isinstance(value, bool) else None
