from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from deputy.core.tools.clamp import (
    DEFAULT_RESULT_CHARS,
    MAX_RESULT_CHARS,
    MIN_RESULT_CHARS,
    clamp_result,
    result_char_budget,
)


def size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False))


def test_the_budget_is_a_sixteenth_of_the_window_within_bounds() -> None:
    assert result_char_budget(None) == DEFAULT_RESULT_CHARS
    assert result_char_budget(128_000) == 32_000
    assert result_char_budget(8_000) == MIN_RESULT_CHARS
    assert result_char_budget(1_000_000) == MAX_RESULT_CHARS


def test_a_result_that_fits_passes_unchanged() -> None:
    value = {"items": [1, 2, 3]}
    assert clamp_result(value, 1_000) is value


def test_the_largest_array_loses_its_tail_and_the_note_says_how_much() -> None:
    value = {"total": 500, "rows": [{"n": n, "pad": "x" * 50} for n in range(500)], "tags": ["a", "b"]}

    clamped = clamp_result(value, 4_000)

    assert size(clamped) <= 4_000
    assert clamped["total"] == 500 and clamped["tags"] == ["a", "b"]
    assert clamped["rows"][0]["n"] == 0
    (note,) = clamped["_truncated"]["fields"]
    assert note["field"] == "rows" and note["kept"] + note["omitted"] == 500
    assert "limit" in clamped["_truncated"]["hint"]


def test_a_bare_array_becomes_items_with_a_note() -> None:
    clamped = clamp_result(["x" * 100] * 200, 4_000)
    assert set(clamped) == {"items", "_truncated"} and size(clamped) <= 4_000


def test_a_long_string_becomes_a_preview() -> None:
    clamped = clamp_result("y" * 50_000, 4_000)
    assert clamped["preview"].startswith('"yyy') and clamped["_truncated"]["omittedChars"] > 45_000


@settings(max_examples=200, derandomize=True)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=300),
        lambda inner: st.lists(inner, max_size=40) | st.dictionaries(st.text(max_size=10), inner, max_size=8),
        max_leaves=200,
    )
)
def test_any_json_result_ends_within_the_budget(value: Any) -> None:
    assert size(clamp_result(value, MIN_RESULT_CHARS)) <= MIN_RESULT_CHARS
