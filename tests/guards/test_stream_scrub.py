from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from deputy.core.guards import REDACTED
from deputy.core.guards.stream_scrub import StreamScrubber

PROVIDER_KEY = "sk-proj-StreamCanary0123456789abcdXYZ"
OAUTH_TOKEN = "dpo_U3RyZWFtQ2FuYXJ5X29hdXRoX3Rva2VuX2Zvcl90ZXN0MTI"
ANSWER = f"Sure. The key is {PROVIDER_KEY} and the token is {OAUTH_TOKEN}; also password = hunter2x done.\nBye"
PLAIN = "Two incidents are open:\n\n| id | title |\n|---|---|\n| 1 | Disk full |\n\nAsk me to resolve one."


def streamed(text: str, cuts: list[int]) -> tuple[str, list[str]]:
    scrubber = StreamScrubber()
    points = sorted({c % (len(text) + 1) for c in cuts} | {0, len(text)})
    released = [scrubber.feed(text[a:b]) for a, b in itertools.pairwise(points)]
    released.append(scrubber.flush())
    return "".join(released), released


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_however_the_answer_is_cut_into_deltas_no_secret_is_released(cuts: list[int]) -> None:
    out, _ = streamed(ANSWER, cuts)
    assert PROVIDER_KEY not in out and OAUTH_TOKEN not in out and "hunter2x" not in out
    assert out.startswith("Sure. The key is ") and out.endswith("done.\nBye")
    assert out.count(REDACTED) == 3


@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_text_without_secrets_streams_through_unchanged(cuts: list[int]) -> None:
    out, _ = streamed(PLAIN, cuts)
    assert out == PLAIN


def test_a_word_is_released_when_its_following_space_arrives() -> None:
    scrubber = StreamScrubber()
    assert scrubber.feed("Hel") == ""
    assert scrubber.feed("lo wor") == "Hello "
    assert scrubber.feed("ld") == ""
    assert scrubber.flush() == "world"


def test_an_endless_word_is_released_in_bounded_pieces() -> None:
    scrubber = StreamScrubber()
    released = scrubber.feed("x" * 600)
    assert released == "x" * 600


def test_a_lone_surrogate_or_nul_in_the_stream_is_released_as_a_replacement_character() -> None:
    scrubber = StreamScrubber()
    assert scrubber.feed("bad \ud800 and \x00 here ") == "bad \ufffd and \ufffd here "
