"""Retention: conversations archived or idle beyond the cut-off are deleted with their messages; others stay."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import sqlalchemy as sa

from deputy.core.conversations.records import MessageStatus, TurnEnd, TurnStart
from deputy.core.identity.principal import Principal
from deputy.store import Database, Stores
from deputy.store.conversations.retention import delete_expired_conversations
from deputy.store.tables import messages
from tests.store.turns import begin_turn

OWNER = Principal.user("u1", tenant_id="t1")
START = datetime(2026, 1, 1, tzinfo=UTC)


async def with_message(stores: Stores, *, at: datetime) -> str:
    conv = await stores.conversations.create(OWNER, now=at)
    start = TurnStart(
        conversation_id=conv.id, turn_id=f"t{conv.id[:8]}", assistant_id=f"a{conv.id[:8]}", model="m", user_text="hi"
    )
    await begin_turn(stores.conversations, start, now=at)
    end = TurnEnd(
        conversation_id=conv.id,
        turn_id=start.turn_id,
        assistant_id=start.assistant_id,
        parts=[],
        content="hello",
        status=MessageStatus.COMPLETE,
        model_messages=[],
        usage=None,
    )
    await stores.conversations.finish_turn(end, now=at)
    return conv.id


async def test_old_archived_and_idle_conversations_are_deleted_with_their_messages(database: Database) -> None:
    stores = Stores.open(database)
    idle = await with_message(stores, at=START)
    archived = await with_message(stores, at=START + timedelta(days=50))
    await stores.conversations.archive(OWNER, archived, now=START + timedelta(days=55))
    recent = await with_message(stores, at=START + timedelta(days=80))

    deleted = await delete_expired_conversations(database, before=START + timedelta(days=60))

    assert deleted == 2
    remaining = [c.id for c in await stores.conversations.list_for(OWNER, include_archived=True, limit=10, offset=0)]
    assert remaining == [recent]
    async with database.transaction() as conn:
        orphans = (
            await conn.execute(
                sa.select(sa.func.count()).select_from(messages).where(messages.c.conversation_id.in_([idle, archived]))
            )
        ).scalar()
    assert orphans == 0


async def test_a_conversation_with_a_running_turn_is_kept(database: Database) -> None:
    stores = Stores.open(database)
    conv = await stores.conversations.create(OWNER, now=START)
    start = TurnStart(conversation_id=conv.id, turn_id="running", assistant_id="a1", model="m", user_text="hi")
    await begin_turn(stores.conversations, start, now=START)

    assert await delete_expired_conversations(database, before=START + timedelta(days=400)) == 0


async def test_the_in_process_sweep_settles_dead_reservations_and_applies_retention(database: Database) -> None:
    from deputy.core.budgets.ledger import ChargeScope, TurnBudget
    from deputy.core.connections import ModelConnection
    from deputy.runtime import sweep_budgets
    from deputy.settings import Settings

    stores = Stores.open(database)
    await with_message(stores, at=START)
    connection = ModelConnection(id="c", name="c", base_url="http://x", default_model="m")
    await TurnBudget(stores.ledger).admit(
        ChargeScope.of(OWNER, connection, None), connection, prompt_tokens=1, now=START
    )
    now = START + timedelta(days=40)

    kept = await sweep_budgets(stores, Settings(db_url=database.url), now=now)
    swept = await sweep_budgets(stores, Settings(db_url=database.url, retention_days=30), now=now)

    assert kept == (1, 0)
    assert swept == (0, 1)
