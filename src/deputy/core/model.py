"""The model port: what the agent loop asks of a chat model, and the events a model streams back.

Adapters (`deputy.llm.openai_compat.OpenAICompatModel`, scripted test doubles) implement `ChatModel`. Messages and
tools travel in the OpenAI chat format as plain dicts, because every server Deputy speaks to accepts that format;
the adapter owns the wire and its quirks.

A stream from `ChatModel.stream` promises, in this order:

1. any number of `TextDelta` and `ReasoningDelta`, interleaved as the model produced them;
2. one `ToolCallRequested` per tool call, each complete (all its argument fragments joined);
3. at most one `Usage`;
4. exactly one `Finished`, always last.

A failure raises a `deputy.errors.ModelError` subclass instead of yielding `Finished`; the events already yielded
stay valid (the agent loop may keep the partial text). Closing the iterator early releases the connection.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

if TYPE_CHECKING:
    from deputy.core.connections import ModelConnection

FinishReason = Literal["stop", "length", "tool_calls", "content_filter"]
"""Why the model stopped. `tool_calls` whenever any call was requested, whatever the server reported."""


@dataclass(frozen=True, slots=True)
class ModelRequest:
    """One completion request.

    `messages` are OpenAI chat messages (`{"role": "user", "content": "…"}`, assistant turns with `tool_calls`,
    `{"role": "tool", "tool_call_id", "content"}`); `tools` are OpenAI function specs (`{"type": "function",
    "function": {"name", "description", "parameters"}}`); `options` are further completion parameters passed through
    unchanged (`temperature`, `max_tokens`, `tool_choice`, `parallel_tool_calls`, …).
    """

    model: str
    messages: Sequence[Mapping[str, Any]]
    tools: Sequence[Mapping[str, Any]] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    cache_key: str | None = None
    """What requests sharing a prompt prefix have in common (the conversation), for a provider's prompt cache where
    the connection sends cache hints (`llm.cache_hints`)."""
    on_sent: Callable[[], None] | None = field(default=None, compare=False, repr=False)
    """Called by a streaming implementation once the request is out and the server answered its headers, before
    the first chunk (`core.chat.opening` writes the turn's messages then); an implementation may not call it."""


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of the answer text, in order."""

    text: str


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    """A piece of the model's reasoning (`reasoning_content` / `reasoning`), for display only, never for replay."""

    text: str


@dataclass(frozen=True, slots=True)
class ToolCallRequested:
    """A complete tool call. `arguments_json` is the model's raw JSON text (`"{}"` when it sent nothing).

    The text is untrusted and may not even be valid JSON; the agent loop validates it against the tool's input model.
    `call_id` is the server's id, or a generated one unique within the response when the server sent none.
    """

    call_id: str
    name: str
    arguments_json: str


@dataclass(frozen=True, slots=True)
class Usage:
    """Token counts for one model call; `cached_tokens` is part of `input_tokens`, `reasoning_tokens` of output."""

    input_tokens: int
    output_tokens: int
    cached_tokens: int = 0
    reasoning_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cached_tokens=self.cached_tokens + other.cached_tokens,
            reasoning_tokens=self.reasoning_tokens + other.reasoning_tokens,
        )


@dataclass(frozen=True, slots=True)
class Finished:
    """The last event of every successful stream."""

    reason: FinishReason


ModelEvent = TextDelta | ReasoningDelta | ToolCallRequested | Usage | Finished


class Completion(NamedTuple):
    """The result of a non-streaming call: the answer text and what it cost."""

    text: str
    usage: Usage


class ChatModel(Protocol):
    """A chat model the agent loop can call. Implementations raise only `deputy.errors.ModelError` subclasses."""

    def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        """Stream one completion as events, in the order the module docstring promises."""
        ...

    async def complete(self, request: ModelRequest) -> Completion:
        """One non-streaming completion for cheap calls (titles, classifiers); tool calls in the answer are ignored."""
        ...


@dataclass(frozen=True, slots=True)
class ModelBinding:
    """A model ready for one turn: the client, the coerced model id, the connection's options and the connection."""

    chat_model: ChatModel
    model_id: str
    options: Mapping[str, Any]
    connection: ModelConnection


class ModelProvider(Protocol):
    """Turns a conversation's connection and model choice into a usable model (the default when unset)."""

    async def bind(self, connection_id: str | None, requested_model: str | None) -> ModelBinding:
        """Raise `NotFound` for an unknown connection and `NoModelConnection` when none is configured."""
        ...
