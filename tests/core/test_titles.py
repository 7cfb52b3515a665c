from __future__ import annotations

import pytest

from deputy.core.chat.titles import MAX_TITLE_CHARS, heuristic_title, sanitize_title


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        ("Disk alerts on db-1", "Disk alerts on db-1"),
        ('"Disk alerts on db-1."', "Disk alerts on db-1"),
        ("## **Disk** alerts", "Disk alerts"),
        ("- Open incidents today!", "Open incidents today"),
        ("1. Resolve the outage", "Resolve the outage"),
        ("\u201c'Nested quotes'\u201d", "Nested quotes"),
        ("\n\n  First line wins\nsecond line", "First line wins"),
        ("one two three four five six seven eight", "one two three four five six"),
        ("`code_like_title`", "codeliketitle"),
    ],
)
def test_model_titles_are_cleaned(suggestion: str, expected: str) -> None:
    assert sanitize_title(suggestion, fallback_text="unused") == expected


def test_an_empty_suggestion_falls_back_to_the_users_words() -> None:
    assert sanitize_title('  "..."  ', fallback_text="why   is the  disk full on db-1 again today") == (
        "why is the disk full on"
    )


def test_titles_never_exceed_sixty_characters() -> None:
    long_words = " ".join(["supercalifragilistic"] * 6)
    assert len(heuristic_title(long_words)) <= MAX_TITLE_CHARS
    assert not heuristic_title(long_words).endswith(" ")
