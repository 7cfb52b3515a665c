"""Staff and support views over other users' conversations: list and full-text search within one tenant.

Matching is a case-insensitive substring over titles and message text (LIKE with escaping on both engines), which
needs no extension and behaves the same on SQLite and Postgres. Superseded messages are not searched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql.elements import ColumnElement

from deputy.store.engine.database import Database
from deputy.store.tables import conversations, messages

SNIPPET_CHARS = 160


@dataclass(frozen=True, slots=True)
class ConversationHit:
    id: str
    owner_id: str
    title: str | None
    updated_at: datetime
    archived_at: datetime | None
    snippet: str | None


def needle_of(text: str | None) -> str:
    """What a search looks for: the text trimmed and lower-cased ("" matches everything)."""
    return (text or "").strip().lower()


def matching(needle: str) -> ColumnElement[bool]:
    """Conversations whose title or a current (not superseded) message contains `needle`, a `needle_of` result."""
    c, m = conversations.c, messages.c
    in_messages = sa.exists().where(
        m.conversation_id == c.id,
        m.superseded_at.is_(None),
        sa.func.lower(m.content).contains(needle, autoescape=True),
    )
    return sa.or_(sa.func.lower(c.title).contains(needle, autoescape=True), in_messages)


async def search_conversations(
    database: Database,
    *,
    tenant_id: str | None,
    text: str | None,
    owner_id: str | None,
    limit: int,
    conversation_id: str | None = None,
) -> Sequence[ConversationHit]:
    c = conversations.c
    statement = sa.select(c.id, c.owner_id, c.title, c.updated_at, c.archived_at).where(
        c.tenant_id.is_(None) if tenant_id is None else c.tenant_id == tenant_id
    )
    if owner_id is not None:
        statement = statement.where(c.owner_id == owner_id)
    if conversation_id is not None:
        statement = statement.where(c.id == conversation_id)
    needle = needle_of(text)
    if needle:
        statement = statement.where(matching(needle))
    statement = statement.order_by(c.updated_at.desc(), c.id).limit(limit)
    async with database.transaction() as conn:
        rows = (await conn.execute(statement)).all()
        hits = []
        for row in rows:
            snippet = await _snippet(conn, row.id, needle) if needle else None
            hits.append(ConversationHit(row.id, row.owner_id, row.title, row.updated_at, row.archived_at, snippet))
    return hits


async def _snippet(conn: AsyncConnection, conversation_id: str, needle: str) -> str | None:
    m = messages.c
    content = (
        await conn.execute(
            sa.select(m.content)
            .where(
                m.conversation_id == conversation_id,
                m.superseded_at.is_(None),
                sa.func.lower(m.content).contains(needle, autoescape=True),
            )
            .order_by(m.seq)
            .limit(1)
        )
    ).scalar()
    if content is None:
        return None
    at = content.lower().find(needle)
    start = max(0, at - SNIPPET_CHARS // 2)
    return str(content[start : start + SNIPPET_CHARS])
