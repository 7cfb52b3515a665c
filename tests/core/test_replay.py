from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from deputy.core.chat.replay import normalize, replay_history
from deputy.core.conversations.records import Message, MessageStatus, Role

NOW = datetime(2026, 1, 1, tzinfo=UTC)
_seq = iter(range(1, 1000))


def row(role: Role, content: str, model_messages: Sequence[Mapping[str, Any]] | None = None, **extra: Any) -> Message:
    return Message(
        id=f"m{next(_seq)}",
        conversation_id="c",
        seq=next(_seq),
        role=role,
        parts=[],
        content=content,
        status=extra.get("status", MessageStatus.COMPLETE),
        created_at=NOW,
        updated_at=NOW,
        model_messages=model_messages,
    )


def call(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}


def result(call_id: str, content: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def known_tools(name: str, arguments: Mapping[str, Any]) -> bool:
    return name == "list_incidents" and set(arguments) <= {"status"}


TURN = [
    {"role": "assistant", "content": "", "tool_calls": [call("c1", "list_incidents", {"status": "open"})]},
    result("c1", '{"incidents": []}'),
    {"role": "assistant", "content": "No open incidents."},
]


def test_a_complete_turn_replays_verbatim() -> None:
    history = replay_history(
        [row(Role.USER, "any incidents?"), row(Role.ASSISTANT, "No open incidents.", TURN)], tool_is_usable=known_tools
    )

    assert history == [{"role": "user", "content": "any incidents?"}, *TURN]


def test_calls_to_removed_tools_are_dropped_with_their_results() -> None:
    turn = [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [call("c1", "list_incidents", {}), call("c2", "retired_tool", {})],
        },
        result("c1", "[]"),
        result("c2", "gone"),
        {"role": "assistant", "content": "Done."},
    ]

    history = replay_history([row(Role.USER, "q"), row(Role.ASSISTANT, "Done.", turn)], tool_is_usable=known_tools)

    assert [m.get("tool_call_id") for m in history if m["role"] == "tool"] == ["c1"]
    assert history[1]["tool_calls"] == [call("c1", "list_incidents", {})]


def test_a_call_whose_stored_input_no_longer_validates_is_dropped() -> None:
    turn = [
        {"role": "assistant", "content": "", "tool_calls": [call("c1", "list_incidents", {"colour": "red"})]},
        result("c1", "[]"),
        {"role": "assistant", "content": "Nothing."},
    ]

    history = replay_history([row(Role.USER, "q"), row(Role.ASSISTANT, "Nothing.", turn)], tool_is_usable=known_tools)

    assert history == [{"role": "user", "content": "q"}, {"role": "assistant", "content": "Nothing."}]


def test_a_dangling_tool_call_falls_back_to_the_rows_text() -> None:
    dangling = [{"role": "assistant", "content": "", "tool_calls": [call("c1", "list_incidents", {})]}]

    history = replay_history(
        [row(Role.USER, "q"), row(Role.ASSISTANT, "Partial answer", dangling)], tool_is_usable=known_tools
    )

    assert history == [{"role": "user", "content": "q"}, {"role": "assistant", "content": "Partial answer"}]


def test_an_orphan_tool_result_or_unknown_role_falls_back_to_text() -> None:
    for broken in ([result("zz", "x")], [{"role": "developer", "content": "x"}]):
        history = replay_history([row(Role.USER, "q"), row(Role.ASSISTANT, "Text", broken)], tool_is_usable=known_tools)
        assert history[-1] == {"role": "assistant", "content": "Text"}


def test_a_turn_still_streaming_is_not_replayed() -> None:
    history = replay_history(
        [row(Role.USER, "q"), row(Role.ASSISTANT, "half", status=MessageStatus.STREAMING), row(Role.USER, "again")],
        tool_is_usable=known_tools,
    )
    assert history == [{"role": "user", "content": "q\n\nagain"}]


def test_normalize_merges_same_role_text_drops_blanks_and_starts_with_a_user() -> None:
    messages = [
        {"role": "assistant", "content": "orphan greeting"},
        {"role": "user", "content": "a"},
        {"role": "user", "content": "  "},
        {"role": "user", "content": "b"},
        {"role": "assistant", "content": "c"},
    ]

    assert normalize(messages) == [{"role": "user", "content": "a\n\nb"}, {"role": "assistant", "content": "c"}]


def test_a_question_whose_answer_failed_empty_is_left_out_so_the_next_one_goes_alone() -> None:
    history = replay_history(
        [
            row(Role.USER, "hello"),
            row(Role.ASSISTANT, "Hi."),
            row(Role.USER, "the first question"),
            row(Role.ASSISTANT, "", status=MessageStatus.ERROR),
            row(Role.USER, "the second question"),
        ],
        tool_is_usable=known_tools,
    )

    assert history == [
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "Hi."},
        {"role": "user", "content": "the second question"},
    ]


def test_a_failed_answer_with_text_keeps_its_question_and_the_partial_answer() -> None:
    history = replay_history(
        [
            row(Role.USER, "the first question"),
            row(Role.ASSISTANT, "Partly answ", status=MessageStatus.ERROR),
            row(Role.USER, "the second question"),
        ],
        tool_is_usable=known_tools,
    )

    assert [m["content"] for m in history] == ["the first question", "Partly answ", "the second question"]
