"""The AI SDK UI message stream (v1 framing) for `core.events`: what stock `useChat` reads.

Only chunk types that a v6 client accepts are emitted (see the shared protocol notes): an unknown type would
abort the client's stream. Each chunk is `data: <compact JSON>\\n\\n`; the stream ends with `data: [DONE]`.
A chunk of a turn is preceded by `id: <turn id>:<seq>`, which a reconnecting client sends back as `Last-Event-ID`
to receive only what it missed (the AI SDK ignores the line).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

import orjson

from deputy.core import events
from deputy.core.chat.live import Cursor

HEADERS = {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "connection": "keep-alive",
    "x-vercel-ai-ui-message-stream": "v1",
    "x-accel-buffering": "no",
}
DONE = b"data: [DONE]\n\n"
KEEP_ALIVE = b": keep-alive\n\n"
_DATA_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_EVENT_ID = re.compile(r"^([0-9a-f]{1,64}):([0-9]{1,9})$")


_SIMPLE: dict[type[Any], Callable[[Any], dict[str, Any]]] = {
    events.MessageStart: lambda e: {"type": "start", "messageId": e.message_id},
    events.StepStart: lambda e: {"type": "start-step"},
    events.StepFinish: lambda e: {"type": "finish-step"},
    events.TextStart: lambda e: {"type": "text-start", "id": e.id},
    events.TextDelta: lambda e: {"type": "text-delta", "id": e.id, "delta": e.delta},
    events.TextEnd: lambda e: {"type": "text-end", "id": e.id},
    events.ReasoningStart: lambda e: {"type": "reasoning-start", "id": e.id},
    events.ReasoningDelta: lambda e: {"type": "reasoning-delta", "id": e.id, "delta": e.delta},
    events.ReasoningEnd: lambda e: {"type": "reasoning-end", "id": e.id},
    events.ToolInputAvailable: lambda e: {
        "type": "tool-input-available",
        "toolCallId": e.call_id,
        "toolName": e.tool_name,
        "input": e.input,
    },
    events.ToolInputError: lambda e: {
        "type": "tool-input-error",
        "toolCallId": e.call_id,
        "toolName": e.tool_name,
        "input": e.input,
        "errorText": e.error_text,
    },
    events.ToolApprovalRequest: lambda e: {
        "type": "tool-approval-request",
        "approvalId": e.approval_id,
        "toolCallId": e.call_id,
    },
    events.ToolOutput: lambda e: {"type": "tool-output-available", "toolCallId": e.call_id, "output": e.output},
    events.ToolOutputError: lambda e: {"type": "tool-output-error", "toolCallId": e.call_id, "errorText": e.error_text},
    events.ToolOutputDenied: lambda e: {"type": "tool-output-denied", "toolCallId": e.call_id},
    events.Finish: lambda e: {"type": "finish", "finishReason": e.reason},
    events.Abort: lambda e: {"type": "abort"},
    events.Error: lambda e: {"type": "error", "errorText": e.text},
}


def chunk(event: events.StreamEvent) -> dict[str, Any]:
    """The UI-message chunk for one event."""
    if isinstance(event, events.Data):
        return _data_chunk(event)
    return _SIMPLE[type(event)](event)


def _data_chunk(event: events.Data) -> dict[str, Any]:
    if not _DATA_NAME.fullmatch(event.name):
        raise ValueError(f"data part name {event.name!r} must be lowercase letters, digits and dashes")
    part: dict[str, Any] = {"type": f"data-{event.name}", "data": event.data}
    if event.id is not None:
        part["id"] = event.id
    if event.transient:
        part["transient"] = True
    return part


def encode(event: events.StreamEvent) -> bytes:
    """One SSE frame of strict JSON, whatever a model or tool put in the event.

    `NaN` and infinities become `null` (as `JSON.stringify` does; a browser's `JSON.parse` rejects the bare
    words), and text with a lone surrogate (valid in a JSON escape, not in UTF-8) is written with `\\u` escapes.
    """
    part = chunk(event)
    try:
        data = orjson.dumps(part)  # compact UTF-8, NaN and infinities as null, 10 times faster than the json module
    except TypeError:  # a lone surrogate, an integer past 64 bits, a key that is not a string
        data = _standard(part)
    return b"data: " + data + b"\n\n"


def _standard(part: dict[str, Any]) -> bytes:
    try:
        body = json.dumps(part, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    except ValueError:
        body = json.dumps(_finite(part), separators=(",", ":"), ensure_ascii=False)
    try:
        return body.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(json.loads(body), separators=(",", ":"), ensure_ascii=True).encode("ascii")


def frame(event: events.StreamEvent, *, turn_id: str, seq: int | None) -> bytes:
    """`encode(event)`, preceded by its SSE `id:` line when it has a place in the turn."""
    body = encode(event)
    return body if seq is None else b"id: " + event_id(turn_id, seq).encode("ascii") + b"\n" + body


def event_id(turn_id: str, seq: int) -> str:
    return f"{turn_id}:{seq}"


def parse_event_id(value: str) -> Cursor | None:
    """The cursor in a `Last-Event-ID` that `frame` wrote; None when it is not one."""
    match = _EVENT_ID.fullmatch(value.strip())
    return None if match is None else Cursor(seq=int(match[2]), turn_id=match[1])


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value
