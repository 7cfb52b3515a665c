from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from deputy.core.guards.normalize import confusable_map, despace, matching_view, pii_view


def test_matching_view_lowercases_folds_width_and_strips_accents() -> None:
    assert matching_view("\uff21\uff22\uff23 Café") == "abc cafe"


def test_matching_view_maps_confusable_letters_to_latin() -> None:
    assert matching_view("\u0440\u0430\u0443\u0440\u0430l") == "paypal"


def test_matching_view_turns_separators_into_spaces() -> None:
    assert matching_view("a.b-c_d/e|f") == "a b c d e f"


def test_despace_collapses_runs_of_single_letters_only() -> None:
    assert despace("say i g n o r e now") == "say ignore now"
    assert despace("no runs here") is None


def test_the_confusables_table_comes_from_the_unicode_data_and_prefers_letters() -> None:
    table = confusable_map()
    assert table["\u043e"] == "o"
    assert len(table) > 1000


def test_pii_view_deletes_invisibles_and_maps_offsets_back_to_the_original() -> None:
    text = "key: AK\u200bIA\u200bQ"
    folded = pii_view(text)
    assert folded.text == "key: AKIAQ"
    start = folded.text.index("AKIAQ")
    assert folded.span_to_original(start, start + 5) == (5, len(text))


def test_pii_view_offsets_survive_chunk_boundaries() -> None:
    text = "\u200b" * 5000 + "AKIA" + "x" * 10
    folded = pii_view(text)
    start = folded.text.index("AKIA")
    assert folded.span_to_original(start, start + 4) == (5000, 5004)


def test_pii_view_of_plain_ascii_is_the_identity() -> None:
    folded = pii_view("plain text 123")
    assert folded.is_identity
    assert folded.span_to_original(2, 5) == (2, 5)


def test_an_upper_case_look_alike_keeps_its_case_in_the_pii_view() -> None:
    """Cyrillic capital I is listed as a look-alike of `l`; it reads `I`, as its small form reads `i`."""
    assert pii_view("AK\u0406A \u0410\u041aIA").text == "AKIA AKIA"
    assert matching_view("\u0406GNORE") == "ignore"


def test_a_symbol_listed_as_a_look_alike_stays_a_separator() -> None:
    assert matching_view("ignore\u00d7previous") == "ignore previous"


def _every_bmp_character() -> str:
    # Not the surrogates, and not capital SIGMA, whose lower case depends on the letter after it.
    return "".join(chr(p) for p in range(0x10000) if not 0xD800 <= p <= 0xDFFF and p != 0x3A3)


def test_a_long_text_is_folded_exactly_as_its_short_pieces_are() -> None:
    """A long text that is not ASCII goes through the prebuilt plain tables, a short one through the lazy ones:
    both give the same views, for every character of the Basic Multilingual Plane."""
    text = _every_bmp_character() * 2
    pieces = [text[i : i + 1000] for i in range(0, len(text), 1000)]
    assert pii_view(text).text == "".join(pii_view(piece).text for piece in pieces)
    decomposed = unicodedata.normalize("NFKD", text)
    assert matching_view(decomposed) == "".join(
        matching_view(decomposed[i : i + 1000]) for i in range(0, len(decomposed), 1000)
    )


def test_a_long_text_beyond_the_bmp_is_folded_too() -> None:
    text = ("a\U000e0041\U0001d400\U0001f600\u200b" * 20000) + "\U000f0000\U00020000"
    assert (
        pii_view(text).text == "aA " * 20000 + "\u4e00"
    )  # the tag shadows A, the bold A is an A, the emoji a separator
    assert matching_view(text) == "aa " * 20000 + "\u4e00"


@given(
    st.lists(
        st.one_of(
            st.sampled_from(["\u200b", "\u2060", "\ufeff", "\u00ad", "\uff45", "\u0430", "é", " "]),
            st.text("ab1@.", max_size=6),
        ),
        max_size=60,
    ).map("".join),
    st.integers(min_value=0, max_value=9000),
)
def test_every_folded_offset_maps_back_to_the_character_it_came_from(text: str, padding: int) -> None:
    """`FoldedText.to_original` is the offset of the n-th character the fold kept in that chunk, for texts whose
    invisible characters sit in any chunk (the kept offsets are computed once per chunk)."""
    text = "x" * padding + text
    folded = pii_view(text)
    kept = [i for i, char in enumerate(text) if pii_view(char).text]
    assert len(kept) == len(folded.text)
    for index in {0, len(folded.text) // 2, len(folded.text) - 1} if folded.text else ():
        assert folded.to_original(index) == kept[index]
