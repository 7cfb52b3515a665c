"""What a turn's prompts were made of, stored with its usage: the cost report's split (`deputy usage`).

Each model call's prompt is split into the system prompt (with the turn's note), the tool definitions, the history
(user and assistant messages) and the tool results, in tokens estimated as the compaction estimates them
(`ceil(chars / 4)` of the JSON); a turn's split is the sum over its calls, beside the provider's own counts.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from deputy.core.chat.compaction import CHARS_PER_TOKEN
from deputy.core.model import ModelRequest, Usage

PARTS = ("system", "tools", "history", "tool_results")
USAGE_FIELDS = ("input_tokens", "output_tokens", "cached_tokens", "reasoning_tokens")


def prompt_split(request: ModelRequest) -> dict[str, int]:
    """One request's prompt, by part, in estimated tokens."""
    chars = dict.fromkeys(PARTS, 0)
    for message in request.messages:
        role = message.get("role")
        part = "system" if role == "system" else "tool_results" if role == "tool" else "history"
        chars[part] += len(json.dumps(message, ensure_ascii=False))
    chars["tools"] = len(json.dumps(list(request.tools), ensure_ascii=False)) if request.tools else 0
    return {part: math.ceil(size / CHARS_PER_TOKEN) for part, size in chars.items()}


def added(total: Mapping[str, int], more: Mapping[str, int]) -> dict[str, int]:
    return {part: int(total.get(part, 0)) + int(more.get(part, 0)) for part in PARTS}


def turn_usage(
    previous: Mapping[str, Any] | None, usage: Usage | None, prompt: Mapping[str, int]
) -> dict[str, Any] | None:
    """The usage stored with an answer: the provider's counts and the prompt split, added to what an earlier part of
    the same answer (before a confirm card) stored."""
    if usage is None:
        return dict(previous) if previous else None
    before = previous or {}
    out: dict[str, Any] = {k: getattr(usage, k) + int(before.get(k, 0)) for k in USAGE_FIELDS}
    out["prompt"] = added(before.get("prompt") or {}, prompt)
    return out
