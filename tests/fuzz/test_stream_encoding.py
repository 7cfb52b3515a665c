"""Hypothesis over the UI message stream encoder: any events, any re-chunking, the same chunks back.

The parser is the SSE algorithm (WHATWG `text/event-stream`) a browser runs: lines end at CRLF, LF or CR;
`data:` lines of one event join with LF; a blank line dispatches; `:` lines are comments. It is fed bytes in
arbitrary pieces (a UTF-8 character may be split), as a proxy or `slicer` toxic would deliver them.
"""

from __future__ import annotations

import itertools
import json
import math
from typing import Any, get_args

from hypothesis import given, settings
from hypothesis import strategies as st

from deputy.core import events
from deputy.web.stream import DONE, KEEP_ALIVE, chunk, encode
from tests.web.test_stream import V6_CHUNK_TYPES


class SseParser:
    """An incremental SSE parser: `feed(bytes)` returns the `data` of each event dispatched so far."""

    def __init__(self) -> None:
        self._bytes = b""
        self._text = ""
        self._data: list[str] = []
        self._skip_lf = False

    def feed(self, piece: bytes) -> list[str]:
        self._bytes += piece
        try:  # a split UTF-8 character waits for its next byte
            self._text += self._bytes.decode("utf-8")
            self._bytes = b""
        except UnicodeDecodeError as error:
            if error.reason != "unexpected end of data":
                raise
            self._text += self._bytes[: error.start].decode("utf-8")
            self._bytes = self._bytes[error.start :]
        return self._lines()

    def _lines(self) -> list[str]:
        dispatched: list[str] = []
        while True:
            if self._skip_lf and self._text.startswith("\n"):
                self._text = self._text[1:]
            self._skip_lf = False
            ends = [i for i in (self._text.find("\r"), self._text.find("\n")) if i >= 0]
            if not ends:
                return dispatched
            end = min(ends)
            line, self._skip_lf = self._text[:end], self._text[end] == "\r"
            self._text = self._text[end + 1 :]
            if line == "":
                if self._data:
                    dispatched.append("\n".join(self._data))
                self._data = []
            elif not line.startswith(":"):
                field, _, value = line.partition(":")
                if field == "data":
                    self._data.append(value.removeprefix(" "))


TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=20)
"""Any code point, lone surrogates included: `json.loads` of a model's `"\\ud800"` gives one."""


def _ids() -> st.SearchStrategy[str]:
    return st.text(min_size=1, max_size=12)


def _json_values() -> st.SearchStrategy[Any]:
    scalars = st.none() | st.booleans() | st.integers() | st.floats() | TEXT
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=12,
    )


DATA_NAMES = st.from_regex(r"[a-z0-9][a-z0-9-]{0,15}", fullmatch=True)
EVENTS: st.SearchStrategy[events.StreamEvent] = st.one_of(
    st.builds(events.MessageStart, _ids()),
    st.builds(events.StepStart),
    st.builds(events.StepFinish),
    st.builds(events.TextStart, _ids()),
    st.builds(events.TextDelta, _ids(), TEXT),
    st.builds(events.TextEnd, _ids()),
    st.builds(events.ReasoningStart, _ids()),
    st.builds(events.ReasoningDelta, _ids(), TEXT),
    st.builds(events.ReasoningEnd, _ids()),
    st.builds(events.ToolInputAvailable, _ids(), _ids(), _json_values()),
    st.builds(events.ToolInputError, _ids(), _ids(), _json_values(), TEXT),
    st.builds(events.ToolApprovalRequest, _ids(), _ids()),
    st.builds(events.ToolOutput, _ids(), _json_values()),
    st.builds(events.ToolOutputError, _ids(), TEXT),
    st.builds(events.ToolOutputDenied, _ids()),
    st.builds(events.Data, DATA_NAMES, _json_values(), st.none() | _ids(), st.booleans()),
    st.builds(events.Finish, st.sampled_from(get_args(events.FinishReason))),
    st.builds(events.Abort),
    st.builds(events.Error, TEXT),
)


def _cut(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts} | {0, len(data)})
    return [data[a:b] for a, b in itertools.pairwise(points)]


def _stream(sequence: list[events.StreamEvent], keep_alive_every: int) -> bytes:
    frames = []
    for n, event in enumerate(sequence):
        if keep_alive_every and n % keep_alive_every == 0:
            frames.append(KEEP_ALIVE)
        frames.append(encode(event))
    return b"".join([*frames, DONE])


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(
    sequence=st.lists(EVENTS, max_size=12),
    cuts=st.lists(st.integers(min_value=0), max_size=40),
    keep_alive_every=st.integers(min_value=0, max_value=4),
)
def test_any_rechunking_of_the_stream_parses_back_to_the_same_chunks(
    sequence: list[events.StreamEvent], cuts: list[int], keep_alive_every: int
) -> None:
    data = _stream(sequence, keep_alive_every)
    parser = SseParser()

    received = [item for piece in _cut(data, cuts) for item in parser.feed(piece)]

    assert received[-1] == "[DONE]"
    parsed = [json.loads(item) for item in received[:-1]]
    assert parsed == [_as_browser_json(chunk(event)) for event in sequence]
    for frame in parsed:
        assert frame["type"] in V6_CHUNK_TYPES or frame["type"].startswith("data-")


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(event=EVENTS)
def test_every_frame_is_one_data_line_of_strict_json(event: events.StreamEvent) -> None:
    frame = encode(event)

    assert frame.startswith(b"data: ") and frame.endswith(b"\n\n")
    body = frame[len(b"data: ") : -2]
    assert b"\n" not in body and b"\r" not in body
    assert json.loads(body, parse_constant=_reject_constant) == _as_browser_json(chunk(event))


def _as_browser_json(value: Any) -> Any:
    """What `JSON.stringify` makes of a value: non-finite numbers are `null`."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {key: _as_browser_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_as_browser_json(item) for item in value]
    return value


def _reject_constant(name: str) -> float:
    """`NaN` and `Infinity` are Python's JSON, not JSON: a browser's `JSON.parse` throws on them."""
    raise AssertionError(f"{name} is not JSON")


def test_a_tool_output_with_a_non_finite_number_still_encodes_to_strict_json() -> None:
    frame = encode(events.ToolOutput("c1", {"ratio": math.nan, "max": math.inf}))

    parsed = json.loads(frame[len(b"data: ") : -2], parse_constant=_reject_constant)

    assert parsed["output"] == {"ratio": None, "max": None}


def test_a_lone_surrogate_in_a_delta_still_encodes_as_an_escape() -> None:
    frame = encode(events.TextDelta("t", "a\ud800b"))

    assert frame == b'data: {"type":"text-delta","id":"t","delta":"a\\ud800b"}\n\n'
    assert json.loads(frame[len(b"data: ") : -2])["delta"] == "a\ud800b"


def test_what_the_fast_encoder_refuses_is_still_encoded_an_integer_past_64_bits_and_a_key_that_is_not_text() -> None:
    frame = encode(events.ToolOutput("c1", {"id": 2**70, "by_year": {2026: "now"}}))

    assert json.loads(frame[len(b"data: ") : -2])["output"] == {"id": 2**70, "by_year": {"2026": "now"}}
