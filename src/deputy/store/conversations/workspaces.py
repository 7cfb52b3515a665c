"""Workspaces in SQL, tenant-scoped: a caller only ever sees its own tenant's workspaces.

Deleting a workspace detaches its conversations (their `workspace_id` is cleared) and drops its business context
blocks, in the same transaction; the conversations themselves are never deleted.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc

from deputy.core.conversations.workspaces import ContextScope, Workspace
from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import context_blocks, conversations, workspaces


class SqlWorkspaceStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def create(self, *, tenant_id: str | None, name: str, by: str | None, now: datetime) -> Workspace:
        workspace_id = uuid.uuid4().hex
        try:
            async with self._db.transaction() as conn:
                await conn.execute(
                    workspaces.insert().values(
                        id=workspace_id, tenant_id=tenant_id, name=name, created_by=by, created_at=now
                    )
                )
        except exc.IntegrityError:
            raise Conflict(f"A workspace named {name!r} exists already.", code="workspace_exists") from None
        return await self.get(tenant_id=tenant_id, workspace_id=workspace_id)

    async def list(self, *, tenant_id: str | None) -> Sequence[Workspace]:
        statement = _in_tenant(tenant_id).order_by(workspaces.c.name, workspaces.c.id)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_workspace(r) for r in rows]

    async def get(self, *, tenant_id: str | None, workspace_id: str) -> Workspace:
        """The workspace, if it is in `tenant_id` (None: a tenantless administrator sees every workspace)."""
        async with self._db.transaction() as conn:
            row = (await conn.execute(_in_tenant(tenant_id).where(workspaces.c.id == workspace_id))).mappings().first()
        if row is None:
            raise NotFound("No such workspace.", code="unknown_workspace", details={"field": "workspace_id"})
        return _workspace(row)

    async def delete(self, *, tenant_id: str | None, workspace_id: str) -> int:
        """Delete the workspace; returns how many conversations were detached from it."""
        await self.get(tenant_id=tenant_id, workspace_id=workspace_id)
        async with self._db.transaction() as conn:
            detached = await conn.execute(
                conversations.update().where(conversations.c.workspace_id == workspace_id).values(workspace_id=None)
            )
            await conn.execute(
                context_blocks.delete().where(
                    context_blocks.c.scope == ContextScope.WORKSPACE.value, context_blocks.c.scope_id == workspace_id
                )
            )
            await conn.execute(workspaces.delete().where(workspaces.c.id == workspace_id))
        return int(detached.rowcount or 0)


def _in_tenant(tenant_id: str | None) -> sa.Select[Any]:
    statement = sa.select(workspaces)
    return statement if tenant_id is None else statement.where(workspaces.c.tenant_id == tenant_id)


def _workspace(row: Any) -> Workspace:
    return Workspace(
        id=row["id"],
        tenant_id=row["tenant_id"],
        name=row["name"],
        created_by=row["created_by"],
        created_at=row["created_at"],
    )
