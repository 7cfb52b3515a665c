"""The model stream's SSE decoder: events from bytes however the server splits and ends its lines."""

from __future__ import annotations

import pytest

from deputy.llm.json_chunks import SSEDecoder

STREAM = (
    b": keep-alive comment\n"
    b'data: {"a": 1}\n\n'
    b"event: error\n"
    b'data: {"error":\n'
    b'data: {"message": "caf\xc3\xa9"}}\n'
    b"id: 7\n"
    b"retry: 100\n\n"
    b"data: [DONE]\n\n"
)
EXPECTED = [
    (None, {"a": 1}),
    ("error", {"error": {"message": "café"}}),
    (None, "[DONE]"),
]


def decoded(reads: list[bytes]) -> list[tuple[str | None, object]]:
    decoder = SSEDecoder()
    return [(e.event, e.data if e.data == "[DONE]" else e.json()) for e in decoder.iter_bytes(reads)]


@pytest.mark.parametrize("ending", [b"\n", b"\r\n", b"\r"])
def test_events_are_the_same_whatever_the_line_ending_and_wherever_the_reads_split(ending: bytes) -> None:
    stream = STREAM.replace(b"\n", ending)
    assert decoded([stream]) == EXPECTED
    assert decoded([stream[i : i + 1] for i in range(len(stream))]) == EXPECTED  # CR|LF and é split too
    for cut in range(1, len(stream)):
        assert decoded([stream[:cut], stream[cut:]]) == EXPECTED


def test_an_event_cut_off_by_the_end_of_the_stream_is_dropped() -> None:
    assert decoded([b'data: {"a": 1}\n\ndata: {"b": 2}']) == [(None, {"a": 1})]
    assert decoded([b'data: {"a": 1}\n\ndata: {"b": 2}\n']) == [(None, {"a": 1})]


def test_data_the_fast_parser_refuses_is_read_as_the_standard_library_reads_it() -> None:
    (event,) = SSEDecoder().iter_bytes([b'data: {"x": NaN, "s": "\\ud83d"}\n\n'])
    parsed = event.json()
    assert parsed["x"] != parsed["x"] and parsed["s"] == "\ud83d"
    (broken,) = SSEDecoder().iter_bytes([b"data: {not json\n\n"])
    with pytest.raises(ValueError):
        broken.json()
