from __future__ import annotations

from deputy.core import events
from deputy.core.chat.transcript import Transcript


def test_parts_follow_the_stream_as_the_client_builds_them() -> None:
    transcript = Transcript()
    stream: list[events.StreamEvent] = [
        events.MessageStart("m1"),
        events.StepStart(),
        events.ReasoningStart("r1"),
        events.ReasoningDelta("r1", "thinking"),
        events.ReasoningEnd("r1"),
        events.TextStart("t1"),
        events.TextDelta("t1", "Hel"),
        events.TextDelta("t1", "lo"),
        events.TextEnd("t1"),
        events.ToolInputAvailable("c1", "create_incident", {"title": "x"}),
        events.ToolApprovalRequest("c1", "dpp_token"),
        events.Data("proposal", {"status": "proposed"}, id="proposal-c1"),
        events.Data("meter", 1, transient=True),
        events.StepFinish(),
        events.Finish("tool-calls"),
    ]
    for event in stream:
        transcript.fold(event)

    assert transcript.parts == [
        {"type": "step-start"},
        {"type": "reasoning", "text": "thinking", "state": "done"},
        {"type": "text", "text": "Hello", "state": "done"},
        {
            "type": "tool-create_incident",
            "toolCallId": "c1",
            "state": "approval-requested",
            "input": {"title": "x"},
            "approval": {"id": "dpp_token"},
        },
        {"type": "data-proposal", "data": {"status": "proposed"}, "id": "proposal-c1"},
    ]
    assert transcript.text() == "Hello"


def test_a_continuation_updates_the_stored_tool_part_and_replaces_the_card() -> None:
    transcript = Transcript(
        [
            {"type": "tool-x", "toolCallId": "c1", "state": "approval-requested", "input": {}, "approval": {"id": "a"}},
            {"type": "data-proposal", "data": {"status": "proposed"}, "id": "proposal-c1"},
        ]
    )

    transcript.fold(events.ToolOutputDenied("c1"))
    transcript.fold(events.Data("proposal", {"status": "declined"}, id="proposal-c1"))

    assert transcript.parts[0]["state"] == "output-denied"
    assert transcript.parts[0]["approval"] == {"id": "a", "approved": False}
    assert transcript.parts[1]["data"] == {"status": "declined"}
    assert len(transcript.parts) == 2


def test_an_interrupted_text_part_is_closed_when_stored() -> None:
    transcript = Transcript()
    transcript.fold(events.TextStart("t"))
    transcript.fold(events.TextDelta("t", "partial"))

    transcript.close()

    assert transcript.parts == [{"type": "text", "text": "partial", "state": "done"}]
