"""User memory in SQL. Every query is scoped to the owner (kind and id): no read returns another user's note."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.conversations.memory import MAX_ALWAYS_INJECT, MAX_NOTES, Memory, memory_full
from deputy.core.guards import scrub_text
from deputy.core.identity.principal import Principal
from deputy.errors import NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import memories


class SqlMemoryStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def add(
        self, owner: Principal, *, content: str, always_inject: bool, conversation_id: str | None, now: datetime
    ) -> Memory:
        memory_id = uuid.uuid4().hex
        async with self._db.transaction() as conn:
            count = await conn.scalar(sa.select(sa.func.count()).select_from(memories).where(*_mine(owner)))
            if (count or 0) >= MAX_NOTES:
                raise memory_full()
            await conn.execute(
                memories.insert().values(
                    id=memory_id,
                    owner_kind=owner.kind.value,
                    owner_id=owner.id,
                    tenant_id=owner.tenant_id,
                    content=scrub_text(content),
                    always_inject=always_inject,
                    source_conversation_id=conversation_id,
                    created_at=now,
                )
            )
            row = (await conn.execute(sa.select(memories).where(memories.c.id == memory_id))).mappings().one()
        return _memory(row)

    async def list_for(self, owner: Principal) -> Sequence[Memory]:
        return await self._select(owner)

    async def always_injected(self, owner: Principal, *, limit: int = MAX_ALWAYS_INJECT) -> Sequence[Memory]:
        return await self._select(owner, memories.c.always_inject.is_(True), limit=limit)

    async def delete(self, owner: Principal, memory_id: str) -> None:
        async with self._db.transaction() as conn:
            result = await conn.execute(memories.delete().where(memories.c.id == memory_id, *_mine(owner)))
        if result.rowcount == 0:
            raise NotFound("No such note.", code="unknown_memory")

    async def _select(self, owner: Principal, *where: sa.ColumnElement[bool], limit: int = MAX_NOTES) -> list[Memory]:
        return await self._db.run_transaction(lambda conn: _read(conn, owner, *where, limit=limit))


def always_injected_of(
    owner_kind: str | sa.BindParameter[str], owner_id: str | sa.BindParameter[str]
) -> sa.ColumnElement[bool]:
    """An owner's always-inject notes (for a check inside another read; values or bound parameters)."""
    c = memories.c
    return sa.and_(c.owner_kind == owner_kind, c.owner_id == owner_id, c.always_inject.is_(True))


def read_always_injected(conn: sa.Connection, owner: Principal) -> list[Memory]:
    """`SqlMemoryStore.always_injected`, inside a caller's transaction."""
    return _read(conn, owner, memories.c.always_inject.is_(True), limit=MAX_ALWAYS_INJECT)


def _read(conn: sa.Connection, owner: Principal, *where: sa.ColumnElement[bool], limit: int) -> list[Memory]:
    statement = (
        sa.select(memories)
        .where(*_mine(owner), *where)
        .order_by(memories.c.created_at.desc(), memories.c.id)
        .limit(limit)
    )
    rows = conn.execute(statement).mappings().all()
    return [_memory(r) for r in rows]


def _mine(owner: Principal) -> tuple[sa.ColumnElement[bool], ...]:
    return (memories.c.owner_kind == owner.kind.value, memories.c.owner_id == owner.id)


def _memory(row: Any) -> Memory:
    return Memory(
        id=row["id"],
        owner_id=row["owner_id"],
        content=row["content"],
        always_inject=bool(row["always_inject"]),
        created_at=row["created_at"],
        source_conversation_id=row["source_conversation_id"],
    )
