"""The script a `FakeUpstream` plays: turns, faults, and how a request picks its turn.

A script file is JSON matching `FakeScript` (see `FakeScript.model_json_schema()`), for example:

```json
{
  "turns": [
    {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}}]},
    {"text": "It is sunny in Paris.", "usage": {"prompt_tokens": 40, "completion_tokens": 7}},
    {"fault": {"kind": "rate_limit", "retry_after": 2}}
  ],
  "rules": [
    {"match": "(?i)weather", "tool_calls": [{"name": "get_weather", "arguments": {"city": "Oslo"}}]},
    {"match": "(?i)weather", "when_last_role": "tool", "text": "Cloudy, 4 °C."}
  ],
  "default": {"text": "I am a fake model."}
}
```

Selection, for each request: the first *rule* whose `match` regex is found in the last user message (and whose
`when_last_role` fits the last message) answers, and rules are never used up; otherwise the next unused *turn*
answers (with `loop`, the turns start over when they run out); otherwise `default`; otherwise the script is
exhausted, which the fake reports loudly (HTTP 500 and a recorded error).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Flavor = Literal["openai", "vllm", "ollama", "ollama-legacy"]
FLAVORS: tuple[Flavor, ...] = ("openai", "vllm", "ollama", "ollama-legacy")
ReasoningField = Literal["reasoning_content", "reasoning"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FakeToolCall(_Strict):
    """One tool call the fake model makes. A string `arguments` is sent verbatim (it may be invalid on purpose)."""

    name: str
    arguments: dict[str, Any] | str = Field(default_factory=dict)
    id: str | None = Field(default=None, description="None: an id in the flavor's own style")
    splits: list[int] | None = Field(default=None, description="cut offsets into the arguments text")

    def arguments_text(self) -> str:
        if isinstance(self.arguments, str):
            return self.arguments
        # ensure_ascii keeps \\uXXXX escapes in the text, so chunking can split inside one, as real servers do.
        return json.dumps(self.arguments)


class FakeUsage(_Strict):
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int = 0
    reasoning_tokens: int = 0


class RateLimitFault(_Strict):
    """Answer 429 with `Retry-After` (omitted when None) instead of the turn."""

    kind: Literal["rate_limit"]
    retry_after: float | None = 1
    message: str = "Rate limit reached for requests"


class HTTPErrorFault(_Strict):
    """Answer an error status with an OpenAI-style error body instead of the turn."""

    kind: Literal["http_error"]
    status: int = 500
    message: str = "The server had an error while processing your request."


class MalformedChunkFault(_Strict):
    """After `after_chunks` chunks, send one `data:` line that is not JSON, then carry on."""

    kind: Literal["malformed_chunk"]
    after_chunks: int = 1
    data: str = '{"choices": [{"index": 0, "delta": {"content": "oops"'


class StallFault(_Strict):
    """After `after_chunks` chunks, send nothing for `seconds`, then carry on (non-streaming: before answering).
    `until_released`: or until the test calls `FakeUpstream.release()`, a stream that outlasts whatever the test does
    meanwhile however loaded the machine, where a paced stream only outlasts it by a margin of time."""

    kind: Literal["stall"]
    after_chunks: int = 1
    seconds: float = 30.0
    until_released: bool = False


class CutFault(_Strict):
    """After `after_chunks` chunks, close the connection mid-response (`clean`: end the response early instead)."""

    kind: Literal["cut"]
    after_chunks: int = 1
    clean: bool = False


class NoDoneFault(_Strict):
    """Finish the stream normally but never send `data: [DONE]`."""

    kind: Literal["no_done"]


class StreamErrorFault(_Strict):
    """After `after_chunks` chunks, send `data: {"error": …}` then `[DONE]`, as vLLM does for mid-stream errors."""

    kind: Literal["stream_error"]
    after_chunks: int = 1
    message: str = "The model failed while generating."
    code: int = 500


Fault = Annotated[
    RateLimitFault | HTTPErrorFault | MalformedChunkFault | StallFault | CutFault | NoDoneFault | StreamErrorFault,
    Field(discriminator="kind"),
]


class FakeTurn(_Strict):
    """One scripted answer: reasoning, then text, then tool calls, streamed in the request's flavor."""

    match: str | None = Field(default=None, description="regex searched in the last user message (rules only)")
    when_last_role: Literal["user", "tool", "any"] = "user"
    reasoning: str = ""
    text: str = ""
    tool_calls: list[FakeToolCall] = Field(default_factory=list)
    chunk_chars: int = Field(default=8, ge=1, description="size of the pieces text, reasoning and arguments stream in")
    finish_reason: Literal["stop", "length", "tool_calls", "content_filter"] | None = None
    usage: FakeUsage | None = Field(default=None, description="None: estimated from the request and the turn")
    ttft_ms: float | None = Field(default=None, ge=0, description="None: the server's pacing")
    interval_ms: float | None = Field(default=None, ge=0, description="None: the server's pacing")
    fault: Fault | None = None
    reasoning_field: ReasoningField | None = Field(default=None, description="None: the flavor's field")
    whole_tool_calls: bool = Field(default=False, description="vllm: each call in one chunk, as some parsers do")
    tool_call_index: bool = Field(default=True, description="False: omit `index`, as Ollama < 0.4.7 did")
    keepalive: bool = Field(default=False, description="send an SSE comment line before every chunk")

    @field_validator("match")
    @classmethod
    def _compiles(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                re.compile(value)
            except re.error as exc:
                raise ValueError(f"`match` is not a valid regex: {exc}") from None
        return value


class FakeScript(_Strict):
    """Everything a fake upstream plays. Pacing here is the default for turns that set none."""

    turns: list[FakeTurn] = Field(default_factory=list)
    rules: list[FakeTurn] = Field(default_factory=list)
    default: FakeTurn | None = None
    loop: bool = False
    models: list[str] = Field(default_factory=lambda: ["fake-model"])
    reject_unknown_models: bool = False
    ttft_ms: float = Field(default=0.0, ge=0)
    interval_ms: float = Field(default=0.0, ge=0)

    @field_validator("rules")
    @classmethod
    def _rules_match(cls, rules: list[FakeTurn]) -> list[FakeTurn]:
        if any(rule.match is None for rule in rules):
            raise ValueError("every rule needs a `match` regex")
        return rules

    @classmethod
    def from_file(cls, path: str | Path) -> FakeScript:
        return cls.model_validate_json(Path(path).read_text(encoding="utf-8"))

    @classmethod
    def of(cls, turns: FakeScript | Sequence[FakeTurn | Mapping[str, Any]] | None) -> FakeScript:
        """Accept a script, or a plain list of turns (models or dicts)."""
        if isinstance(turns, FakeScript):
            return turns
        return cls(turns=[FakeTurn.model_validate(turn) for turn in turns or ()])


class ScriptExhausted(Exception):
    """No rule, turn or default answers a request. The fake turns this into an HTTP 500 and a recorded error."""


class TurnPicker:
    """Hands out the script's turns; the only mutable state of a fake upstream's script."""

    def __init__(self, script: FakeScript) -> None:
        self._script = script
        self._turns = list(script.turns)
        self._rules = [(re.compile(rule.match or ""), rule) for rule in script.rules]
        self._next = 0

    def add(self, turns: Sequence[FakeTurn]) -> None:
        self._turns.extend(turns)

    def add_rules(self, rules: Sequence[FakeTurn]) -> None:
        """Rules tried before the ones already held (a test's newest rules are the most specific)."""
        if any(rule.match is None for rule in rules):
            raise ValueError("every rule needs a `match` regex")
        self._rules[:0] = [(re.compile(rule.match or ""), rule) for rule in rules]

    @property
    def remaining(self) -> list[FakeTurn]:
        """The turns not yet played (always empty with `loop`, which never uses them up)."""
        return [] if self._script.loop else self._turns[self._next :]

    def pick(self, messages: Sequence[Any]) -> FakeTurn:
        last_role, last_user = _last_role_and_user_text(messages)
        for pattern, rule in self._rules:
            if rule.when_last_role in ("any", last_role) and pattern.search(last_user):
                return rule
        if self._next >= len(self._turns) and self._script.loop and self._turns:
            self._next = 0
        if self._next < len(self._turns):
            self._next += 1
            return self._turns[self._next - 1]
        if self._script.default is not None:
            return self._script.default
        raise ScriptExhausted(
            f"fake upstream script exhausted: {len(self._turns)} turn(s) played, no rule matched "
            f"{last_user[:80]!r} and there is no default turn"
        )


def _last_role_and_user_text(messages: Sequence[Any]) -> tuple[str, str]:
    """The role of the last message of the conversation (a trailing system note, such as Deputy's current time, is
    not one) and the newest user text."""
    last_role = ""
    talk = list(messages)
    while talk and isinstance(talk[-1], Mapping) and talk[-1].get("role") == "system" and len(talk) > 1:
        talk.pop()
    if talk and isinstance(talk[-1], Mapping):
        last_role = str(talk[-1].get("role", ""))
    for message in reversed(messages):
        if isinstance(message, Mapping) and message.get("role") == "user":
            return last_role, _text_of(message.get("content"))
    return last_role, ""


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(part.get("text", "")) for part in content if isinstance(part, Mapping) and part.get("type") == "text"
        )
    return ""
