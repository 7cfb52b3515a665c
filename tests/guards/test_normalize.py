from __future__ import annotations

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
