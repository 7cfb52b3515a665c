"""What a turn streams, independent of any wire format.

The agent loop yields these; `web/stream.py` encodes them as the AI SDK UI message stream, and other transports
may encode them differently. Use them module-qualified (`events.TextDelta`): `core.model` has model-side
events with similar names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Literal

FinishReason = Literal["stop", "length", "content-filter", "tool-calls", "error", "other"]
"""The reasons every UI client from v5 to v7 accepts."""


@dataclass(frozen=True, slots=True)
class MessageStart:
    message_id: str


@dataclass(frozen=True, slots=True)
class StepStart:
    pass


@dataclass(frozen=True, slots=True)
class StepFinish:
    pass


@dataclass(frozen=True, slots=True)
class TextStart:
    id: str


@dataclass(frozen=True, slots=True)
class TextDelta:
    id: str
    delta: str


@dataclass(frozen=True, slots=True)
class TextEnd:
    id: str


@dataclass(frozen=True, slots=True)
class ReasoningStart:
    id: str


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    id: str
    delta: str


@dataclass(frozen=True, slots=True)
class ReasoningEnd:
    id: str


@dataclass(frozen=True, slots=True)
class ToolInputAvailable:
    call_id: str
    tool_name: str
    input: Any


@dataclass(frozen=True, slots=True)
class ToolInputError:
    """The model's arguments did not validate; `error_text` names the fields so it can repair the call."""

    call_id: str
    tool_name: str
    input: Any
    error_text: str


@dataclass(frozen=True, slots=True)
class ToolApprovalRequest:
    """A change waits for a human. `approval_id` is the proposal token."""

    call_id: str
    approval_id: str


@dataclass(frozen=True, slots=True)
class ToolOutput:
    call_id: str
    output: Any


@dataclass(frozen=True, slots=True)
class ToolOutputError:
    call_id: str
    error_text: str


@dataclass(frozen=True, slots=True)
class ToolOutputDenied:
    call_id: str


@dataclass(frozen=True, slots=True)
class Data:
    """A typed custom part (`data-<name>`): confirm-card details, warnings, UI components, usage meters.

    Parts with the same `id` replace each other in the client; `transient` parts are shown but never stored.
    """

    name: str
    data: Any
    id: str | None = None
    transient: bool = False


@dataclass(frozen=True, slots=True)
class Finish:
    reason: FinishReason = "stop"


@dataclass(frozen=True, slots=True)
class Abort:
    """The turn was cancelled; what streamed before stands."""


@dataclass(frozen=True, slots=True)
class Error:
    """A failure the user should read. The text must already be safe to show (no secrets, no stack)."""

    text: str


StreamEvent = (
    MessageStart
    | StepStart
    | StepFinish
    | TextStart
    | TextDelta
    | TextEnd
    | ReasoningStart
    | ReasoningDelta
    | ReasoningEnd
    | ToolInputAvailable
    | ToolInputError
    | ToolApprovalRequest
    | ToolOutput
    | ToolOutputError
    | ToolOutputDenied
    | Data
    | Finish
    | Abort
    | Error
)


_KINDS: dict[str, type[StreamEvent]] = {
    cls.__name__: cls
    for cls in (
        MessageStart,
        StepStart,
        StepFinish,
        TextStart,
        TextDelta,
        TextEnd,
        ReasoningStart,
        ReasoningDelta,
        ReasoningEnd,
        ToolInputAvailable,
        ToolInputError,
        ToolApprovalRequest,
        ToolOutput,
        ToolOutputError,
        ToolOutputDenied,
        Data,
        Finish,
        Abort,
        Error,
    )
}


def to_record(event: StreamEvent) -> dict[str, Any]:
    """A JSON-ready record of `event`, for the stream log that lets another process resume a live turn."""
    return {"kind": type(event).__name__, **{f.name: getattr(event, f.name) for f in fields(event)}}


def from_record(record: Mapping[str, Any]) -> StreamEvent:
    """The event `to_record` described. Raises `KeyError`/`TypeError` on a record it did not write."""
    cls = _KINDS[record["kind"]]
    return cls(**{key: value for key, value in record.items() if key != "kind"})
