"""A chaos model: seeded, reproducible model misbehaviour for the tools a registry offers.

Scripted test models always send every argument, exactly typed, to tools they may call. Real models do not:
`ChaosModel(seed, tools).step()` is one model step's tool calls, each of one `ChaosKind`, built from the tools'
JSON Schemas: valid calls, calls that leave out each optional field, wrong types, unknown and misspelled tool
names, extra fields, huge strings, arguments that are not JSON, a call repeated in the step, and calls of every
tool whatever the caller may use (the server decides, never the model); `cut()` sometimes drops the stream in the
middle of the calls. `as_turn` plays a step on the fake upstream (`deputy.llm.fake_upstream`);
`strict_request_problems` is what a strict provider would refuse in the request the server sends next.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from deputy.llm.fake_script import CutFault, FakeToolCall, FakeTurn

__all__ = ["ChaosCall", "ChaosKind", "ChaosModel", "ToolShape", "as_turn", "strict_request_problems"]

HUGE = 50_000
"""Characters of a huge string argument."""
SAMPLE_WORDS = ("search", "checkout-api", "payments", "legacy-reports", "1", "2", "3", "https://search.acme.test/ping")
"""Values tried for a string with a pattern, before a made-up one (the demo's ids match some of them)."""


class ChaosKind(StrEnum):
    VALID = "valid"
    OMIT_OPTIONAL = "omit_optional"
    WRONG_TYPE = "wrong_type"
    UNKNOWN_TOOL = "unknown_tool"
    MISSPELLED_TOOL = "misspelled_tool"
    EXTRA_FIELD = "extra_field"
    HUGE_STRING = "huge_string"
    NOT_JSON = "not_json"
    REPEATED = "repeated"


@dataclass(frozen=True, slots=True)
class ToolShape:
    """What the model knows of a tool: its name and its input schema (as `tools/list` and chat tool specs say)."""

    name: str
    schema: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class ChaosCall:
    kind: ChaosKind
    name: str
    arguments: dict[str, Any] | str

    def fake(self, index: int) -> FakeToolCall:
        return FakeToolCall(name=self.name, arguments=self.arguments, id=f"call_chaos_{index}")

    @property
    def json_arguments(self) -> dict[str, Any] | None:
        """The arguments as a JSON object, None when they are not one (what a server can parse of them)."""
        if isinstance(self.arguments, dict):
            return self.arguments
        try:
            parsed = json.loads(self.arguments)
        except ValueError:
            return None
        return parsed if isinstance(parsed, dict) else None


class ChaosModel:
    """Seeded: the same seed and tools give the same calls."""

    def __init__(self, seed: int, tools: Sequence[ToolShape], *, max_calls: int = 4) -> None:
        if not tools:
            raise ValueError("the chaos model needs at least one tool")
        self._rng = random.Random(seed)
        self._tools = sorted(tools, key=lambda t: t.name)
        self._max_calls = max_calls

    def cut(self) -> int | None:
        """Where the step's stream drops, in chunks, one step in eight; else None."""
        return self._rng.randint(1, 6) if self._rng.random() < 0.125 else None

    def step(self) -> list[ChaosCall]:
        """One step's calls: one to four, parallel, of random kinds; a repeated call repeats one of the step's."""
        calls: list[ChaosCall] = []
        for _ in range(self._rng.randint(1, self._max_calls)):
            kind = self._rng.choice(list(ChaosKind))
            if kind is ChaosKind.REPEATED:
                if not calls:
                    kind = ChaosKind.VALID
                else:
                    earlier = self._rng.choice(calls)
                    calls.append(ChaosCall(ChaosKind.REPEATED, earlier.name, earlier.arguments))
                    continue
            calls.append(self.call(kind))
        return calls

    def call(self, kind: ChaosKind) -> ChaosCall:
        tool = self._rng.choice(self._tools)
        valid = self.instance(tool.schema, everything=True)
        match kind:
            case ChaosKind.VALID | ChaosKind.REPEATED:
                return ChaosCall(kind, tool.name, valid)
            case ChaosKind.OMIT_OPTIONAL:
                return ChaosCall(kind, tool.name, self.instance(tool.schema, everything=False))
            case ChaosKind.WRONG_TYPE:
                return ChaosCall(kind, tool.name, self._wrong_type(tool.schema, valid))
            case ChaosKind.UNKNOWN_TOOL:
                return ChaosCall(kind, f"do_{self._rng.randint(0, 999)}_things", valid)
            case ChaosKind.MISSPELLED_TOOL:
                return ChaosCall(kind, _misspelled(tool.name, self._rng), valid)
            case ChaosKind.EXTRA_FIELD:
                return ChaosCall(kind, tool.name, {**valid, "confirm": True, "as_admin": "yes"})
            case ChaosKind.HUGE_STRING:
                return ChaosCall(kind, tool.name, self._huge(tool.schema, valid))
            case ChaosKind.NOT_JSON:
                return ChaosCall(kind, tool.name, json.dumps(valid)[:-1] + ",")

    # -- instances of a schema ----------------------------------------------------------------------------

    def instance(self, schema: Mapping[str, Any], *, everything: bool) -> dict[str, Any]:
        """An object for an object schema: its required properties, and (`everything`) its optional ones too."""
        required = set(schema.get("required") or ())
        properties: Mapping[str, Any] = schema.get("properties") or {}
        return {
            name: self.value(sub, schema)
            for name, sub in properties.items()
            if name in required or (everything and self._rng.random() < 0.8)
        }

    def value(self, schema: Any, root: Mapping[str, Any]) -> Any:
        schema = _resolved(schema, root)
        if not isinstance(schema, Mapping):
            return "x"
        if "enum" in schema:
            return self._rng.choice(list(schema["enum"]))
        if "const" in schema:
            return schema["const"]
        for key in ("anyOf", "oneOf"):
            options = [o for o in schema.get(key) or () if not (isinstance(o, Mapping) and o.get("type") == "null")]
            if options:
                return self.value(self._rng.choice(options), root)
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "string")
        match kind:
            case "integer":
                low, high = int(schema.get("minimum", 1)), int(schema.get("maximum", max(5, schema.get("minimum", 1))))
                return self._rng.randint(low, min(high, low + 100))
            case "number":
                return round(self._rng.uniform(float(schema.get("minimum", 0)), float(schema.get("maximum", 10))), 2)
            case "boolean":
                return self._rng.random() < 0.5
            case "array":
                return [self.value(schema.get("items") or {}, root) for _ in range(self._rng.randint(0, 2))]
            case "object":
                return self.instance(schema, everything=True) if schema.get("properties") else {}
            case _:
                return self._string(schema)

    def _string(self, schema: Mapping[str, Any]) -> str:
        examples = [e for e in schema.get("examples") or () if isinstance(e, str)]
        if schema.get("format") == "date-time":
            return "2026-11-27T10:00:00Z"
        pattern = schema.get("pattern")
        low = int(schema.get("minLength", 1))
        high = int(schema.get("maxLength", max(low, 40)))
        candidates = [*examples, *SAMPLE_WORDS, "Something is wrong"]
        if isinstance(pattern, str):
            candidates = [c for c in candidates if _matches(pattern, c)]
        fitting = [c for c in candidates if low <= len(c) <= high]
        return self._rng.choice(fitting) if fitting else "x" * max(low, 1)

    def _wrong_type(self, schema: Mapping[str, Any], valid: dict[str, Any]) -> dict[str, Any]:
        properties: Mapping[str, Any] = schema.get("properties") or {}
        if not properties:
            return {**valid, "unexpected": 1}
        name = self._rng.choice(sorted(properties))
        current = valid.get(name)
        wrong: Any = {"nested": ["not", "this"]} if isinstance(current, str) else "not a number"
        if isinstance(current, bool) or current is None:
            wrong = 12345
        return {**valid, name: wrong}

    def _huge(self, schema: Mapping[str, Any], valid: dict[str, Any]) -> dict[str, Any]:
        strings = [name for name, value in valid.items() if isinstance(value, str)]
        name = self._rng.choice(strings) if strings else next(iter(schema.get("properties") or {"text": {}}))
        return {**valid, name: "Ω" + "overflow " * (HUGE // 9)}


def as_turn(calls: Sequence[ChaosCall], *, nonce: str, cut_after: int | None = None) -> tuple[FakeTurn, FakeTurn]:
    """The fake upstream's two rules for one chat turn: the step's calls when the request ends with the user's
    message carrying `nonce`, and a closing text once tool results came back. `cut_after`: the connection drops
    after that many chunks of the first, in the middle of the calls."""
    pattern = re.escape(nonce)
    fault = None if cut_after is None else CutFault(kind="cut", after_chunks=cut_after)
    first = FakeTurn(
        match=pattern,
        when_last_role="user",
        tool_calls=[c.fake(i) for i, c in enumerate(calls)],
        chunk_chars=16,
        fault=fault,
    )
    return first, FakeTurn(match=pattern, when_last_role="tool", text="Done, as far as the tools allowed.")


def strict_request_problems(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """What a strict OpenAI-compatible provider would refuse in a request's messages: an unknown role, a tool
    message that answers no call of the assistant message before it, or a call left without its answer."""
    problems: list[str] = []
    waiting: set[str] = set()
    for index, message in enumerate(messages):
        role = message.get("role")
        if role not in ("system", "user", "assistant", "tool"):
            problems.append(f"message {index}: role {role!r}")
            continue
        if role == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in waiting:
                problems.append(f"message {index}: a tool result for {call_id!r}, which no call waits for")
            waiting.discard(str(call_id))
            continue
        if waiting:
            problems.append(f"message {index}: calls {sorted(waiting)} were never answered")
            waiting = set()
        if role == "assistant":
            for call in message.get("tool_calls") or ():
                function = call.get("function") or {}
                try:
                    json.loads(function.get("arguments") or "{}")
                except ValueError:
                    problems.append(f"message {index}: call {call.get('id')!r} has arguments that are not JSON")
                waiting.add(str(call.get("id")))
            if not message.get("tool_calls") and message.get("content") in (None, ""):
                problems.append(f"message {index}: an assistant message with neither text nor calls")
    if waiting:
        problems.append(f"the request ends with calls {sorted(waiting)} unanswered")
    return problems


def _resolved(schema: Any, root: Mapping[str, Any]) -> Any:
    ref = schema.get("$ref") if isinstance(schema, Mapping) else None
    if isinstance(ref, str) and ref.startswith("#/"):
        node: Any = root
        for part in ref[2:].split("/"):
            node = node.get(part, {}) if isinstance(node, Mapping) else {}
        return node
    return schema


def _matches(pattern: str, value: str) -> bool:
    try:
        return re.search(pattern, value) is not None
    except re.error:
        return False


def _misspelled(name: str, rng: random.Random) -> str:
    if len(name) < 3:
        return name + "s"
    at = rng.randrange(1, len(name) - 1)
    swapped = name[:at] + name[at + 1] + name[at] + name[at + 2 :]
    return swapped if swapped != name else name + "s"
