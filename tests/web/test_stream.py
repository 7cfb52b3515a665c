from __future__ import annotations

import json
from typing import get_args

import pytest

from deputy.core import events
from deputy.web.stream import DONE, chunk, encode

V6_CHUNK_TYPES = {
    "start", "start-step", "finish-step", "text-start", "text-delta", "text-end", "reasoning-start",
    "reasoning-delta", "reasoning-end", "tool-input-available", "tool-input-error", "tool-approval-request",
    "tool-output-available", "tool-output-error", "tool-output-denied", "finish", "abort", "error",
}  # fmt: skip

SAMPLES: list[events.StreamEvent] = [
    events.MessageStart("m1"),
    events.StepStart(),
    events.StepFinish(),
    events.TextStart("t"),
    events.TextDelta("t", "hé"),
    events.TextEnd("t"),
    events.ReasoningStart("r"),
    events.ReasoningDelta("r", "hmm"),
    events.ReasoningEnd("r"),
    events.ToolInputAvailable("c1", "list_incidents", {"status": "open"}),
    events.ToolInputError("c1", "create_incident", {"title": ""}, "title: too short"),
    events.ToolApprovalRequest("c1", "dpp_x.y"),
    events.ToolOutput("c1", {"ok": True}),
    events.ToolOutputError("c1", "boom"),
    events.ToolOutputDenied("c1"),
    events.Data("proposal", {"summary": "s"}, id="p1"),
    events.Finish("tool-calls"),
    events.Abort(),
    events.Error("The model provider failed."),
]


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_survives_the_shared_stream_log(event: events.StreamEvent) -> None:
    assert events.from_record(json.loads(json.dumps(events.to_record(event)))) == event


def test_every_event_type_has_an_encoding() -> None:
    assert {type(sample) for sample in SAMPLES} == set(get_args(events.StreamEvent))


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_events_encode_only_to_chunk_types_a_v6_client_accepts(event: events.StreamEvent) -> None:
    encoded = chunk(event)
    assert encoded["type"] in V6_CHUNK_TYPES or encoded["type"].startswith("data-")


def test_a_frame_is_compact_json_after_data_and_a_blank_line() -> None:
    frame = encode(events.TextDelta("t", "hé"))

    assert frame.startswith(b"data: ") and frame.endswith(b"\n\n")
    assert json.loads(frame[6:]) == {"type": "text-delta", "id": "t", "delta": "hé"}
    assert b" " not in frame[6:].replace(b"h\xc3\xa9", b"")
    assert DONE == b"data: [DONE]\n\n"


def test_data_parts_carry_id_and_transient_only_when_set() -> None:
    assert chunk(events.Data("warning", {"text": "w"})) == {"type": "data-warning", "data": {"text": "w"}}
    assert chunk(events.Data("usage", 1, id="u", transient=True)) == {
        "type": "data-usage",
        "data": 1,
        "id": "u",
        "transient": True,
    }
    with pytest.raises(ValueError, match="lowercase"):
        chunk(events.Data("Bad Name", 1))
