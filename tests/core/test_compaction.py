"""Compaction rules: the token estimate, the plan (row boundaries, newest kept), chunked summaries, fail-open."""

from __future__ import annotations

from collections.abc import AsyncGenerator, Sequence
from datetime import UTC, datetime
from typing import Any

from deputy.core.chat.compaction import (
    MAX_SUMMARY_INPUT_CHARS,
    SUMMARY_REQUEST,
    chunk_lines,
    compact_history,
    estimate_tokens,
    plan_compaction,
    render_rows,
    rows_after,
    summarize,
)
from deputy.core.conversations.records import Message, MessageStatus, Role
from deputy.core.model import Completion, ModelEvent, ModelRequest, Usage
from deputy.errors import ModelHTTPError

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def row(seq: int, role: Role, text: str, *, tools: bool = False) -> Message:
    model_messages: list[dict[str, Any]] | None = None
    if tools:
        model_messages = [
            {"role": "assistant", "content": None, "tool_calls": [{"id": "c", "function": {"name": "t"}}]},
            {"role": "tool", "tool_call_id": "c", "content": "x" * 400},
            {"role": "assistant", "content": text},
        ]
    return Message(
        id=f"m{seq}",
        conversation_id="c1",
        seq=seq,
        role=role,
        parts=[],
        content=text,
        status=MessageStatus.COMPLETE,
        created_at=NOW,
        updated_at=NOW,
        model_messages=model_messages,
    )


class ScriptedSummarizer:
    """A chat model for `complete` only: answers each call with the next scripted text (or raises)."""

    def __init__(self, *answers: str | Exception) -> None:
        self.answers = list(answers)
        self.requests: list[ModelRequest] = []

    def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        raise AssertionError("the summarizer never streams")

    async def complete(self, request: ModelRequest) -> Completion:
        self.requests.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return Completion(answer, Usage(10, 2))


class Summaries:
    def __init__(self) -> None:
        self.stored: list[tuple[str, int, int | None]] = []

    async def set_summary(self, conversation_id: str, summary: str, *, through_seq: int, after: int | None) -> bool:
        self.stored.append((summary, through_seq, after))
        return True


async def ignore(_usage: Usage) -> None:
    return None


def test_the_estimate_is_four_characters_a_token_plus_four_per_message() -> None:
    assert estimate_tokens([{"role": "user", "content": "x" * 9}]) == 3 + 4
    assert estimate_tokens([{"role": "user", "content": [{"type": "text", "text": "hi"}]}]) > 4


def test_the_plan_moves_the_oldest_rows_out_until_the_rest_fits() -> None:
    rows = [row(i, Role.USER if i % 2 else Role.ASSISTANT, "x" * 400) for i in range(1, 7)]  # 104 tokens each

    plan = plan_compaction(rows, fixed_tokens=0, budget=320)

    assert [r.seq for r in plan.summarize] == [1, 2, 3]
    assert [r.seq for r in plan.keep] == [4, 5, 6]


def test_the_newest_row_is_kept_even_when_it_alone_is_over_budget() -> None:
    rows = [row(1, Role.USER, "hi"), row(2, Role.USER, "x" * 10_000)]

    plan = plan_compaction(rows, fixed_tokens=0, budget=10)

    assert [r.seq for r in plan.keep] == [2]


def test_an_assistant_row_with_tool_calls_moves_as_a_whole() -> None:
    rows = [row(1, Role.USER, "q"), row(2, Role.ASSISTANT, "a", tools=True), row(3, Role.USER, "next")]

    plan = plan_compaction(rows, fixed_tokens=0, budget=20)

    assert [r.seq for r in plan.summarize] == [1, 2]  # the call and its result leave together
    assert render_rows(plan.summarize) == ["USER: q", "ASSISTANT: a [used tools]"]


def test_rows_after_the_marker_are_the_uncovered_ones() -> None:
    rows = [row(i, Role.USER, "x") for i in range(1, 5)]
    assert [r.seq for r in rows_after(rows, 2)] == [3, 4]
    assert len(rows_after(rows, None)) == 4


def test_chunks_cover_every_line_and_stay_under_the_cap() -> None:
    lines = [f"USER: {i} " + "y" * 5_000 for i in range(12)]

    chunks = chunk_lines(lines)

    assert len(chunks) > 1 and all(len(c) <= MAX_SUMMARY_INPUT_CHARS for c in chunks)
    assert all(any(line in chunk for chunk in chunks) for line in lines)


async def test_an_over_long_batch_is_summarized_in_chunks_each_merged_into_the_running_summary() -> None:
    model = ScriptedSummarizer("summary one", "summary two")
    rows = [row(i, Role.USER, f"fact {i} " + "z" * 8_000) for i in range(1, 5)]

    summary = await summarize(rows, prior="older", chat_model=model, model_id="m", on_usage=ignore)

    assert summary == "summary two"
    first, second = (r.messages[1]["content"] for r in model.requests)
    assert first.startswith(SUMMARY_REQUEST) and "older" in first and "fact 1" in first
    assert "summary one" in second and "fact 4" in second  # the newest rows reach the summarizer too


async def test_compaction_stores_the_summary_and_marker_and_replays_only_the_kept_rows() -> None:
    model, store = ScriptedSummarizer("the summary"), Summaries()
    rows: Sequence[Message] = [row(i, Role.USER, "x" * 4_000) for i in range(1, 6)]

    kept, summary = await compact_history(
        rows,
        conversation_id="c1",
        summary=None,
        marker=None,
        window_tokens=4_096 + 6_000 + 2_100,
        extra_tokens=0,
        chat_model=model,
        model_id="m",
        on_usage=ignore,
        store=store,
    )

    assert summary == "the summary"
    assert [r.seq for r in kept] == [4, 5]
    assert store.stored == [("the summary", 3, None)]


async def test_a_failing_summarizer_keeps_every_uncovered_row() -> None:
    model, store = ScriptedSummarizer(ModelHTTPError("boom", status=500)), Summaries()
    rows = [row(i, Role.USER, "x" * 4_000) for i in range(1, 6)]

    kept, summary = await compact_history(
        rows,
        conversation_id="c1",
        summary="old",
        marker=0,
        window_tokens=4_096 + 6_000 + 2_100,
        extra_tokens=0,
        chat_model=model,
        model_id="m",
        on_usage=ignore,
        store=store,
    )

    assert summary == "old" and len(kept) == 5 and store.stored == []
