"""The context a conversation carries, in SQL: its workspace, entity and skill stamps, and the business context
blocks at the four scopes. Block text is scrubbed when it is written."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.conversations.entities import EntityRef
from deputy.core.conversations.workspaces import ContextBlock, ContextScope, ContextTarget
from deputy.core.guards import scrub_text
from deputy.core.identity.principal import Principal
from deputy.errors import NotFound
from deputy.store.conversations.conversations import update_owned
from deputy.store.engine.database import Database
from deputy.store.tables import context_blocks

_UNSET: Any = object()


class SqlContextStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    # -- a conversation's stamps ---------------------------------------------------------------------------

    async def stamp(
        self,
        owner: Principal,
        conversation_id: str,
        *,
        workspace_id: str | None = _UNSET,
        entity: EntityRef | None = _UNSET,
        skill_id: str | None = _UNSET,
    ) -> None:
        """Set the given stamps on the owner's conversation (a stranger's is `unknown_conversation`)."""
        values: dict[str, Any] = {}
        if workspace_id is not _UNSET:
            values["workspace_id"] = workspace_id
        if entity is not _UNSET:
            values["entity_type"] = None if entity is None else entity.type
            values["entity_id"] = None if entity is None else entity.id
        if skill_id is not _UNSET:
            values["skill_id"] = skill_id
        if values:
            await update_owned(self._db, owner, conversation_id, values)

    # -- business context blocks ---------------------------------------------------------------------------

    async def set_block(
        self, scope: ContextScope, scope_id: str, key: str, text: str, *, by: str | None, now: datetime
    ) -> ContextBlock:
        """Create or replace the block `key` at `(scope, scope_id)`; the stored text is scrubbed."""
        c = context_blocks.c
        where = (c.scope == scope.value, c.scope_id == scope_id, c.key == key)
        async with self._db.transaction() as conn:
            await conn.execute(context_blocks.delete().where(*where))
            await conn.execute(
                context_blocks.insert().values(
                    id=uuid.uuid4().hex,
                    scope=scope.value,
                    scope_id=scope_id,
                    key=key,
                    text=scrub_text(text),
                    updated_by=by,
                    updated_at=now,
                )
            )
            row = (await conn.execute(sa.select(context_blocks).where(*where))).mappings().one()
        return _block(row)

    async def delete_block(self, scope: ContextScope, scope_id: str, key: str) -> None:
        c = context_blocks.c
        async with self._db.transaction() as conn:
            result = await conn.execute(
                context_blocks.delete().where(c.scope == scope.value, c.scope_id == scope_id, c.key == key)
            )
        if result.rowcount == 0:
            raise NotFound("No such context block.", code="unknown_context_block")

    async def blocks(self, scope: ContextScope, scope_id: str) -> Sequence[ContextBlock]:
        c = context_blocks.c
        statement = sa.select(context_blocks).where(c.scope == scope.value, c.scope_id == scope_id).order_by(c.key)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_block(r) for r in rows]

    async def blocks_for(self, target: ContextTarget) -> Sequence[ContextBlock]:
        return await self._db.run_transaction(lambda conn: read_blocks_for(conn, target))


def blocks_of(
    user_id: str | sa.BindParameter[str],
    tenant_id: str | sa.BindParameter[str | None] | None,
    workspace_id: str | sa.ColumnElement[str | None] | None,
) -> sa.ColumnElement[bool]:
    """Which blocks a turn of `user_id` in `tenant_id` and `workspace_id` reads: platform, user, tenant, workspace.
    The ids may be bound parameters and `workspace_id` a column (`conversations.workspace_id`), for a check inside
    the conversation's read (a NULL there matches no block)."""
    c = context_blocks.c
    wanted = [sa.and_(c.scope == ContextScope.PLATFORM.value, c.scope_id == "")]
    wanted.append(sa.and_(c.scope == ContextScope.USER.value, c.scope_id == user_id))
    if tenant_id is not None:
        wanted.append(sa.and_(c.scope == ContextScope.TENANT.value, c.scope_id == tenant_id))
    if workspace_id is not None:
        wanted.append(sa.and_(c.scope == ContextScope.WORKSPACE.value, c.scope_id == workspace_id))
    return sa.or_(*wanted)


def read_blocks_for(conn: sa.Connection, target: ContextTarget) -> list[ContextBlock]:
    where = blocks_of(target.user_id, target.tenant_id, target.workspace_id)
    rows = conn.execute(sa.select(context_blocks).where(where)).mappings().all()
    return [_block(r) for r in rows]


def _block(row: Any) -> ContextBlock:
    return ContextBlock(
        scope=ContextScope(row["scope"]),
        scope_id=row["scope_id"],
        key=row["key"],
        text=row["text"],
        updated_at=row["updated_at"],
        updated_by=row["updated_by"],
    )
