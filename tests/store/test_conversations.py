from __future__ import annotations

import asyncio
import functools
from datetime import timedelta

import pytest

from deputy.core.clock import ManualClock
from deputy.core.conversations.records import MessageStatus, PermissionMode, Role, TurnEnd, TurnStart
from deputy.core.identity.principal import Principal
from deputy.errors import Conflict, InputError, NotFound
from deputy.store import Database
from deputy.store.conversations.conversations import SqlConversationStore
from tests.store.turns import begin_turn

ANN = Principal.user("ann", tenant_id="t1")
BEN = Principal.user("ben", tenant_id="t1")


def text(value: str) -> list[dict[str, str]]:
    return [{"type": "text", "text": value}]


@pytest.fixture
def store(database: Database) -> SqlConversationStore:
    return SqlConversationStore(database)


async def test_another_users_conversation_is_not_found_anywhere(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    mine = await store.create(ANN, now=clock.now())

    with pytest.raises(NotFound):
        await store.get(BEN, mine.id)
    with pytest.raises(NotFound):
        await store.update(BEN, mine.id, title="stolen", now=clock.now())
    with pytest.raises(NotFound):
        await store.archive(BEN, mine.id, now=clock.now())
    with pytest.raises(NotFound):
        await store.request_cancel(BEN, mine.id, now=clock.now())
    assert await store.list_for(BEN) == []


async def test_the_list_is_newest_first_and_hides_archived(store: SqlConversationStore, clock: ManualClock) -> None:
    first = await store.create(ANN, now=clock.now())
    clock.advance(timedelta(seconds=1))
    second = await store.create(ANN, now=clock.now())
    clock.advance(timedelta(seconds=1))
    await store.append_message(first.id, role=Role.USER, parts=text("hi"), content="hi", now=clock.now())

    assert [c.id for c in await store.list_for(ANN)] == [first.id, second.id]
    archived = await store.archive(ANN, first.id, now=clock.now())
    again = await store.archive(ANN, first.id, now=clock.now() + timedelta(hours=1))
    assert archived.archived_at == again.archived_at == clock.now()
    assert [c.id for c in await store.list_for(ANN)] == [second.id]
    assert len(await store.list_for(ANN, include_archived=True)) == 2
    assert (await store.get(ANN, first.id)).id == first.id  # archived is kept, not deleted


async def test_an_empty_untitled_draft_is_found_for_reuse(store: SqlConversationStore, clock: ManualClock) -> None:
    assert await store.empty_draft(ANN) is None
    draft = await store.create(ANN, now=clock.now())
    assert (await store.empty_draft(ANN)) == draft
    await store.append_message(draft.id, role=Role.USER, parts=text("hi"), content="hi", now=clock.now())
    assert await store.empty_draft(ANN) is None


async def test_messages_keep_order_parts_and_replay_payload(store: SqlConversationStore, clock: ManualClock) -> None:
    conversation = await store.create(ANN, now=clock.now())
    user = await store.append_message(
        conversation.id, role=Role.USER, parts=text("list"), content="list", now=clock.now()
    )
    reply = await store.append_message(
        conversation.id,
        role=Role.ASSISTANT,
        parts=[],
        content="",
        status=MessageStatus.STREAMING,
        turn_id="turn1",
        now=clock.now(),
    )
    replay = [{"role": "assistant", "content": "Two incidents."}]
    await store.update_message(
        reply.id,
        parts=text("Two incidents."),
        content="Two incidents.",
        status=MessageStatus.COMPLETE,
        model_messages=replay,
        usage={"input_tokens": 10, "output_tokens": 3},
        now=clock.now(),
    )

    stored = await store.messages(conversation.id)
    assert [(m.seq, m.role, m.status) for m in stored] == [
        (1, Role.USER, MessageStatus.COMPLETE),
        (2, Role.ASSISTANT, MessageStatus.COMPLETE),
    ]
    assert stored[0].id == user.id
    assert stored[1].model_messages == replay
    assert stored[1].usage == {"input_tokens": 10, "output_tokens": 3}


async def test_concurrent_appends_get_distinct_sequence_numbers(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())

    await asyncio.gather(
        *(
            store.append_message(conversation.id, role=Role.USER, parts=text(str(i)), content=str(i), now=clock.now())
            for i in range(8)
        )
    )

    assert [m.seq for m in await store.messages(conversation.id)] == list(range(1, 9))


async def test_superseded_messages_are_hidden_but_kept(store: SqlConversationStore, clock: ManualClock) -> None:
    conversation = await store.create(ANN, now=clock.now())
    for value in ("a", "b", "c"):
        await store.append_message(conversation.id, role=Role.USER, parts=text(value), content=value, now=clock.now())

    assert await store.supersede_from(conversation.id, seq=2, now=clock.now()) == 2

    assert [m.content for m in await store.messages(conversation.id)] == ["a"]
    assert [m.content for m in await store.messages(conversation.id, include_superseded=True)] == ["a", "b", "c"]


async def test_update_changes_only_what_is_given(store: SqlConversationStore, clock: ManualClock) -> None:
    conversation = await store.create(ANN, now=clock.now(), model="m1")

    updated = await store.update(
        ANN, conversation.id, title="Disk alerts", permission_mode=PermissionMode.AUTO, now=clock.now()
    )

    assert (updated.title, updated.model, updated.permission_mode) == ("Disk alerts", "m1", PermissionMode.AUTO)


async def test_cancel_is_a_flag_newer_than_the_turn(store: SqlConversationStore, clock: ManualClock) -> None:
    conversation = await store.create(ANN, now=clock.now())
    turn_started = clock.now()
    assert not await store.cancel_requested(conversation.id, since=turn_started)

    await store.request_cancel(ANN, conversation.id, now=clock.now())

    assert await store.cancel_requested(conversation.id, since=turn_started)
    assert not await store.cancel_requested(conversation.id, since=turn_started + timedelta(seconds=1))


async def test_hard_delete_removes_messages_too(
    store: SqlConversationStore, clock: ManualClock, database: Database
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    await store.append_message(conversation.id, role=Role.USER, parts=text("x"), content="x", now=clock.now())

    assert await store.hard_delete(conversation.id)

    assert await store.messages(conversation.id) == []
    with pytest.raises(NotFound):
        await store.get(ANN, conversation.id)


async def test_a_tenant_scoped_hard_delete_leaves_other_tenants_alone(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conversation = await store.create(ANN, now=clock.now())

    assert not await store.hard_delete_in_tenant(conversation.id, tenant_id="t2")
    assert (await store.get(ANN, conversation.id)).id == conversation.id
    assert await store.hard_delete_in_tenant(conversation.id, tenant_id="t1")
    with pytest.raises(NotFound):
        await store.get(ANN, conversation.id)
    other = await store.create(ANN, now=clock.now())
    assert await store.hard_delete_in_tenant(other.id, tenant_id=None)  # a tenantless administrator: any tenant


async def test_feedback_is_one_vote_per_user_and_rejects_unknown_ratings(
    store: SqlConversationStore, clock: ManualClock, database: Database
) -> None:
    conversation = await store.create(ANN, now=clock.now())
    reply = await store.append_message(
        conversation.id, role=Role.ASSISTANT, parts=text("x"), content="x", now=clock.now()
    )

    vote = functools.partial(
        store.record_feedback, message_id=reply.id, voter=ANN, conversation_id=conversation.id, now=clock.now()
    )
    await vote(rating="up")
    await vote(rating="down", comment="wrong")
    with pytest.raises(InputError):
        await vote(rating="meh")

    async with database.engine.connect() as conn:
        votes = (await conn.exec_driver_sql("SELECT rating, comment FROM message_feedback")).all()
    assert [tuple(v) for v in votes] == [("down", "wrong")]


async def test_appending_to_an_unknown_conversation_is_not_found(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    with pytest.raises(NotFound):
        await store.append_message("0" * 32, role=Role.USER, parts=text("x"), content="x", now=clock.now())


def turn(
    conversation_id: str, turn_id: str, *, user_message_id: str | None = None, replaces: str | None = None
) -> TurnStart:
    return TurnStart(
        conversation_id=conversation_id,
        turn_id=turn_id,
        assistant_id=f"a-{turn_id}",
        model="m",
        user_text="hi",
        user_message_id=user_message_id,
        replaces=replaces,
    )


async def test_a_turn_opens_with_its_user_message_and_assistant_slot_in_one_write(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conv = await store.create(ANN, now=clock.now())

    user_id = await begin_turn(store, turn(conv.id, "t1", user_message_id="client-id_1"), now=clock.now())

    assert user_id == "client-id_1"
    rows = await store.messages(conv.id)
    assert [(m.role, m.status, m.turn_id) for m in rows] == [
        (Role.USER, MessageStatus.COMPLETE, "t1"),
        (Role.ASSISTANT, MessageStatus.STREAMING, "t1"),
    ]
    assert await store.active_turn(conv.id) == "t1"


async def test_a_client_message_id_that_is_taken_or_malformed_is_replaced(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conv = await store.create(ANN, now=clock.now())
    await begin_turn(store, turn(conv.id, "t1", user_message_id="same"), now=clock.now())
    await store.finish_turn(_end(conv.id, "t1"), now=clock.now())

    taken = await begin_turn(store, turn(conv.id, "t2", user_message_id="same"), now=clock.now())
    await store.finish_turn(_end(conv.id, "t2"), now=clock.now())
    odd = await begin_turn(store, turn(conv.id, "t3", user_message_id="bad id!"), now=clock.now())

    assert taken not in (None, "same") and odd not in (None, "bad id!")


async def test_a_turn_cannot_start_while_another_it_did_not_replace_is_running(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conv = await store.create(ANN, now=clock.now())
    await begin_turn(store, turn(conv.id, "t1"), now=clock.now())

    with pytest.raises(Conflict):
        await begin_turn(store, turn(conv.id, "t2"), now=clock.now())
    await begin_turn(store, turn(conv.id, "t3", replaces="t1"), now=clock.now())

    assert await store.active_turn(conv.id) == "t3"
    assert len(await store.messages(conv.id)) == 4


async def test_finishing_a_superseded_turn_leaves_the_newer_turn_active(
    store: SqlConversationStore, clock: ManualClock
) -> None:
    conv = await store.create(ANN, now=clock.now())
    await begin_turn(store, turn(conv.id, "t1"), now=clock.now())
    await begin_turn(store, turn(conv.id, "t2", replaces="t1"), now=clock.now())

    await store.finish_turn(_end(conv.id, "t1", status=MessageStatus.INTERRUPTED), now=clock.now())

    assert await store.active_turn(conv.id) == "t2"
    first_answer = await store.message("a-t1")
    assert first_answer is not None and first_answer.status is MessageStatus.INTERRUPTED


def _end(conversation_id: str, turn_id: str, status: MessageStatus = MessageStatus.COMPLETE) -> TurnEnd:
    return TurnEnd(
        conversation_id=conversation_id,
        turn_id=turn_id,
        assistant_id=f"a-{turn_id}",
        parts=text("ok"),
        content="ok",
        status=status,
        model_messages=[{"role": "assistant", "content": "ok"}],
        usage={"input_tokens": 1, "output_tokens": 1},
    )
