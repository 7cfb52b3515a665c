"""`core.unstorable`: which strings of decoded JSON no database stores, and where they are."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from deputy.core.unstorable import MAX_NAMED, WALK_BUDGET, UnstorableText, may_hold_unstorable, unstorable_text


def test_each_offending_string_and_key_is_named_in_document_order_with_a_key_escaped() -> None:
    value = json.loads(r'{"a": "x\u0000", "b": [1, "\udfff", {"c\ud800": 1}], "\ud83d\ude00": "ok", "d": "\\u0000"}')

    assert unstorable_text(value) == [
        UnstorableText(("a",), "\x00"),
        UnstorableText(("b", 1), "\udfff"),
        UnstorableText(("b", 2, "c\\ud800"), "\ud800"),
    ]


def test_a_bare_string_is_named_as_the_root_and_clean_values_name_nothing() -> None:
    assert unstorable_text("\udfff") == [UnstorableText((), "\udfff")]
    assert unstorable_text(["fine", {"k": [None, 1.5, True]}, "\U0001f525"]) == []
    assert unstorable_text({"text": "a backslash and u0000: \\u0000"}) == []


def test_the_messages_say_which_character() -> None:
    assert UnstorableText(("a",), "\x00").message == "Contains NUL (U+0000), which text may not hold."
    assert UnstorableText(("a",), "\udfff").message == "Contains a lone surrogate (U+DFFF), which is not a character."


def test_at_most_max_named_fields_are_named() -> None:
    assert len(unstorable_text(["\x00"] * (MAX_NAMED * 3))) == MAX_NAMED


def test_a_document_too_large_to_walk_is_named_as_a_whole() -> None:
    deep: Any = [0] * WALK_BUDGET + ["\x00"]
    for _ in range(50):
        deep = [deep]

    assert unstorable_text(deep) == [UnstorableText((), "\x00")]


CHARACTER = st.characters(codec="utf-8") | st.integers(0xD800, 0xDFFF).map(chr) | st.just("\x00")
TEXT = st.lists(CHARACTER, max_size=8).map("".join)
JSON = st.recursive(
    st.none() | st.integers() | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8,
)


@given(JSON)
def test_the_byte_prefilter_never_passes_a_body_that_decodes_to_such_text(value: Any) -> None:
    """However a client encodes its JSON (escaped, raw UTF-8, UTF-16), a body that decodes to unstorable text is
    always looked at."""
    text = json.dumps(value, ensure_ascii=False)
    bodies = [json.dumps(value).encode("ascii"), text.encode("utf-8", "surrogatepass")]
    bodies.append(text.encode("utf-16", "surrogatepass"))
    for body in bodies:
        if unstorable_text(json.loads(body)):
            assert may_hold_unstorable(body)
