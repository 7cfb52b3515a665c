"""The model stream's chunks as plain JSON: the `openai` SDK's transport, errors and stream handling, without its
pydantic models.

`openai.AsyncStream[ChatCompletionChunk]` turns every chunk into a `ChatCompletionChunk` (`construct_type`, a walk
over the chunk's fields and their annotations): at 1,000 concurrent streams that was about a third of a Deputy
process's CPU. `JsonChunks` is an `AsyncStream[object]` (the SDK hands `object` chunks over as parsed) whose SSE
decoder splits lines in bytes and parses each event's data with orjson. The SDK still sends the request, raises its
errors (an HTTP status, an `error` event inside the stream, a broken connection, a timeout), stops at `[DONE]` and
closes the response.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

import openai
import orjson
from openai._streaming import ServerSentEvent  # the event type of the SDK's decoder protocol; the decoder is ours


class JsonEvent(ServerSentEvent):
    """One server-sent event; `json()` parses its data (what the SDK's stream calls)."""

    def __init__(self, data: str, event: str | None) -> None:  # the base's own checks are the decoder's here
        self._data, self._event, self._id, self._retry = data, event, None, None

    def json(self) -> Any:
        try:
            return orjson.loads(self.data)
        except orjson.JSONDecodeError:
            # What orjson refuses and the standard library reads (NaN, a lone surrogate escape, a huge integer);
            # invalid JSON raises ValueError here too, which becomes a protocol error.
            return json.loads(self.data)


class SSEDecoder:
    """Server-sent events from bytes, per the HTML standard: lines end in LF, CRLF or CR; `data` lines join with
    LF; a blank line ends an event; comments and unknown fields are skipped; an event cut off by the end of the
    stream is dropped. Lines are split in bytes, so a character split between two reads stays whole."""

    def __init__(self) -> None:
        self._buffer = b""
        self._skip_lf = False
        """The last read ended in CR: an LF starting the next one ends the same line."""
        self._data: list[bytes] = []
        self._event: bytes | None = None

    def iter_bytes(self, iterator: Iterable[bytes]) -> Iterator[JsonEvent]:
        for chunk in iterator:
            yield from self.feed(chunk)
        yield from self.finish()

    async def aiter_bytes(self, iterator: AsyncIterator[bytes]) -> AsyncIterator[JsonEvent]:
        async for chunk in iterator:
            for event in self.feed(chunk):
                yield event
        for event in self.finish():
            yield event

    def feed(self, chunk: bytes) -> list[JsonEvent]:
        if self._skip_lf:
            self._skip_lf = False
            if chunk[:1] == b"\n":
                chunk = chunk[1:]
        buffer = self._buffer + chunk if self._buffer else chunk
        if b"\r" in buffer:
            self._skip_lf = buffer.endswith(b"\r")
            buffer = buffer.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        lines = buffer.split(b"\n")
        self._buffer = lines.pop()
        events = []
        for line in lines:
            event = self._line(line)
            if event is not None:
                events.append(event)
        return events

    def finish(self) -> list[JsonEvent]:
        rest, self._buffer = self._buffer, b""
        events = self.feed(rest + b"\n") if rest else []
        self._data, self._event, self._skip_lf = [], None, False
        return events

    def _line(self, line: bytes) -> JsonEvent | None:
        if not line:
            if not self._data and self._event is None:
                return None
            data, event = self._data, self._event
            self._data, self._event = [], None
            return JsonEvent(b"\n".join(data).decode(), event.decode() if event else None)
        name, _, value = line.partition(b":")
        if value[:1] == b" ":
            value = value[1:]
        if name == b"data":
            self._data.append(value)
        elif name == b"event":
            self._event = value
        return None  # comments (an empty name), `id`, `retry` and unknown fields: nothing a chat stream uses


class JsonChunks(openai.AsyncStream[object]):
    """An SDK stream whose chunks are the parsed JSON of each event (dicts for a well-formed server)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._decoder = SSEDecoder()
