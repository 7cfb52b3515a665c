"""Retention: hard-delete conversations archived or idle beyond the configured age (messages cascade)."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa

from deputy.store.engine.database import Database
from deputy.store.tables import conversations, messages, turn_events


async def delete_expired_conversations(database: Database, *, before: datetime) -> int:
    """Delete every conversation archived before `before`, or untouched since then, with its messages and
    stream events; a conversation with a running turn is kept. Returns how many conversations went."""
    c = conversations.c
    expired = sa.and_(
        c.active_turn_id.is_(None),
        sa.or_(c.archived_at < before, c.updated_at < before),
    )
    async with database.transaction() as conn:
        ids = [row[0] for row in (await conn.execute(sa.select(c.id).where(expired))).all()]
        if not ids:
            return 0
        turn_ids = sa.select(messages.c.turn_id).where(messages.c.conversation_id.in_(ids))
        await conn.execute(turn_events.delete().where(turn_events.c.turn_id.in_(turn_ids)))
        await conn.execute(messages.delete().where(messages.c.conversation_id.in_(ids)))
        await conn.execute(conversations.delete().where(c.id.in_(ids)))
    return len(ids)
