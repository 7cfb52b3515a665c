"""Reading Retry-After and scrubbing upstream text."""

from __future__ import annotations

import email.utils
import time

import pytest

from deputy.llm.openai_errors import retry_after_seconds, scrub

KEY = "sk-live-0123456789"


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"retry-after": "7"}, 7.0),
        ({"retry-after": "1.5"}, 1.5),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
        ({"retry-after": "soon"}, None),
        ({"retry-after": "-3"}, None),
        ({}, None),
    ],
)
def test_retry_after_is_read_in_seconds(headers: dict[str, str], expected: float | None) -> None:
    assert retry_after_seconds(headers) == expected


def test_retry_after_as_an_http_date_counts_from_now() -> None:
    in_a_minute = email.utils.formatdate(time.time() + 60, usegmt=True)

    seconds = retry_after_seconds({"retry-after": in_a_minute})

    assert seconds is not None and 55 <= seconds <= 61


def test_scrub_masks_the_key_and_key_shaped_strings_at_any_depth() -> None:
    body = {"error": {"message": f"bad key {KEY}", "details": [f"also {KEY}", "sk-proj-AbCd***wxyz"], "n": 3}}

    scrubbed = scrub(body, api_key=KEY)

    assert KEY not in repr(scrubbed) and "AbCd" not in repr(scrubbed)
    assert scrubbed["error"]["n"] == 3


def test_scrub_cuts_long_text() -> None:
    assert len(scrub("x" * 10_000, api_key=KEY)) <= 501
