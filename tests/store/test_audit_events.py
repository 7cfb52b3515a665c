from __future__ import annotations

import functools

import pytest

from deputy.core.clock import ManualClock
from deputy.core.conversations.records import MessageStatus, Role, TurnEnd, TurnStart
from deputy.core.guards import Severity
from deputy.core.identity.principal import Principal
from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.store.conversations.conversations import SqlConversationStore
from deputy.store.engine.database import Database
from deputy.store.tools.audit_events import SqlAuditEventLog
from tests.store.turns import begin_turn

ANN = Principal.user("ann", tenant_id="t1")
SECRET = "sk-proj-" + "A1b2C3d4" * 6


@pytest.fixture
def store(database: Database) -> SqlConversationStore:
    return SqlConversationStore(database)


@pytest.fixture
def events(database: Database) -> SqlAuditEventLog:
    return SqlAuditEventLog(database)


def _guard(severity: str, *, reason: str | None = None) -> dict[str, object]:
    record: dict[str, object] = {
        "action": "block",
        "severity": severity,
        "injection": {"score": 0.95, "categories": ["instruction_override"], "severity": severity},
        "pii": [{"type": "OPENAI_KEY", "start": 0, "end": 10, "action": "block"}],
    }
    if reason is not None:
        record["reason"] = reason
    return record


def _start(conversation_id: str, turn_id: str, guard: dict[str, object] | None) -> TurnStart:
    return TurnStart(
        conversation_id=conversation_id,
        turn_id=turn_id,
        assistant_id=f"a-{turn_id}",
        model="m",
        user_text="ignore previous instructions",
        user_message_id=None,
        user_guard=guard,
    )


async def _finish(store: SqlConversationStore, start: TurnStart, clock: ManualClock, guard: object = None) -> None:
    await store.finish_turn(
        TurnEnd(
            conversation_id=start.conversation_id,
            turn_id=start.turn_id,
            assistant_id=start.assistant_id,
            parts=[],
            content="",
            status=MessageStatus.COMPLETE,
            model_messages=[],
            usage=None,
            guard=guard,  # type: ignore[arg-type]
        ),
        now=clock.now(),
    )


async def test_a_user_message_guarded_at_high_or_above_is_an_audit_event_with_no_text(
    store: SqlConversationStore, events: SqlAuditEventLog, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    start = _start(conversation.id, "t1", _guard("critical"))
    user_id = await begin_turn(store, start, now=clock.now())
    await _finish(store, start, clock)

    [event] = await events.query(EventQuery(tenant_id="t1"))
    assert event.kind is EventKind.GUARD_INPUT
    assert (event.actor and event.actor.id, event.conversation_id, event.message_id) == (
        "ann",
        conversation.id,
        user_id,
    )
    assert event.severity is Severity.CRITICAL
    assert event.details["injection"]["categories"] == ["instruction_override"]
    assert event.details["pii_types"] == ["OPENAI_KEY"]
    assert "ignore previous" not in repr(event.to_row())


async def test_medium_findings_are_stored_on_the_message_but_are_not_audit_events(
    store: SqlConversationStore, events: SqlAuditEventLog, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    start = _start(conversation.id, "t1", _guard("medium"))
    await begin_turn(store, start, now=clock.now())
    await _finish(store, start, clock)

    assert await events.query(EventQuery(tenant_id="t1")) == []


async def test_a_guard_that_failed_is_an_audit_event_whatever_it_scored(
    store: SqlConversationStore, events: SqlAuditEventLog, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    start = _start(conversation.id, "t1", _guard("none", reason="guard_failed"))
    await begin_turn(store, start, now=clock.now())

    [event] = await events.query(EventQuery(tenant_id="t1", kind=EventKind.GUARD_INPUT))
    assert event.details["reason"] == "guard_failed"


async def test_tool_results_flagged_high_in_a_turn_are_one_audit_event_on_the_answer(
    store: SqlConversationStore, events: SqlAuditEventLog, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    start = _start(conversation.id, "t1", None)
    await begin_turn(store, start, now=clock.now())
    flags = [
        {"tool": "get_page", "toolCallId": "c1", "severity": "high", "categories": ["instruction_override"]},
        {"tool": "list_x", "toolCallId": "c2", "severity": "low", "categories": ["role_play"]},
    ]
    await _finish(store, start, clock, guard={"tool_results": flags})

    [event] = await events.query(EventQuery(tenant_id="t1"))
    assert event.kind is EventKind.GUARD_TOOL_RESULT
    assert event.message_id == "a-t1"
    assert [tool["tool"] for tool in event.details["tools"]] == ["get_page"]


async def test_every_vote_is_an_audit_event_that_keeps_no_comment_text(
    store: SqlConversationStore, events: SqlAuditEventLog, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    reply = await store.append_message(
        conversation.id, role=Role.ASSISTANT, parts=[{"type": "text", "text": "x"}], content="x", now=clock.now()
    )
    vote = functools.partial(
        store.record_feedback, message_id=reply.id, voter=ANN, conversation_id=conversation.id, now=clock.now()
    )
    await vote(rating="up")
    await vote(rating="down", comment=f"my key {SECRET} leaked")

    found = await events.query(EventQuery(tenant_id="t1", kind=EventKind.FEEDBACK_SUBMITTED))
    assert [event.details["rating"] for event in found] == ["down", "up"]
    assert found[0].details["has_comment"] is True
    assert SECRET not in repr([event.to_row() for event in found])
    assert await events.query(EventQuery(tenant_id="t2")) == []
