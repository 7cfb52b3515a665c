"""Keep a read tool's result inside the share of the context window one result may take.

Budget: `window_tokens * 4 chars / 16`, clamped to [4 000, 60 000] characters; 12 000 without a window. A result
that fits passes unchanged. Otherwise the largest array field loses 10% of its tail at a time (the head is what
the model asked for first) until the whole object fits, and a `_truncated` note tells the model what was cut and
how to ask for less; a bare array becomes `{items, _truncated}`; anything else becomes a text preview.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

CHARS_PER_TOKEN = 4
RESULT_WINDOW_FRACTION = 1 / 16
MIN_RESULT_CHARS = 4_000
MAX_RESULT_CHARS = 60_000
DEFAULT_RESULT_CHARS = 12_000
NOTE_ROOM = 256
MAX_ROUNDS = 10_000
HINT = (
    "The result was cut to fit the conversation. Narrow the request with filters, page through it with "
    "limit/offset, or use an aggregate tool instead of listing everything."
)


def result_char_budget(context_window_tokens: int | None) -> int:
    """How many characters one tool result may take for a model with this context window."""
    if not context_window_tokens:
        return DEFAULT_RESULT_CHARS
    budget = int(context_window_tokens * CHARS_PER_TOKEN * RESULT_WINDOW_FRACTION)
    return max(MIN_RESULT_CHARS, min(MAX_RESULT_CHARS, budget))


def clamp_result(value: Any, max_chars: int) -> Any:
    """`value` if its JSON fits `max_chars`; otherwise a smaller value that says what was left out."""
    size = _size(value)
    if size is None or size <= max_chars:
        return value
    if isinstance(value, list):
        clamped = _trim_arrays({"items": value}, max_chars)
        return clamped if clamped is not None else _preview(value, max_chars, size)
    if isinstance(value, Mapping) and any(isinstance(v, list) and v for v in value.values()):
        clamped = _trim_arrays(dict(value), max_chars)
        if clamped is not None:
            return clamped
    return _preview(value, max_chars, size)


def _trim_arrays(value: dict[str, Any], max_chars: int) -> dict[str, Any] | None:
    kept = {key: list(v) for key, v in value.items() if isinstance(v, list)}
    omitted = dict.fromkeys(kept, 0)
    for _ in range(MAX_ROUNDS):
        current = {**value, **kept}
        if (_size(current) or 0) <= max_chars - NOTE_ROOM:
            break
        candidates = [key for key, items in kept.items() if items]
        if not candidates:
            return None
        largest = max(candidates, key=lambda key: _size(kept[key]) or 0)
        drop = max(1, len(kept[largest]) // 10)
        del kept[largest][-drop:]
        omitted[largest] += drop
    else:
        return None
    fields = [{"field": key, "kept": len(kept[key]), "omitted": n} for key, n in omitted.items() if n]
    return {**value, **kept, "_truncated": {"fields": fields, "hint": HINT}}


def _preview(value: Any, max_chars: int, size: int) -> dict[str, Any]:
    text = json.dumps(value, default=str, ensure_ascii=False)
    head = text[: max(0, max_chars - NOTE_ROOM)]
    return {
        "_truncated": {
            "hint": HINT,
            "note": "Only the start of the result is shown.",
            "omittedChars": size - len(head),
        },
        "preview": head,
    }


def _size(value: Any) -> int | None:
    try:
        return json_chars(value)
    except (TypeError, ValueError):  # circular or unserializable: pass through unchanged
        return None


def json_chars(value: Any) -> int:
    """How many characters `value` takes as the model reads it (compact JSON): what a result's share counts."""
    return len(json.dumps(value, default=str, ensure_ascii=False, separators=(",", ":")))
