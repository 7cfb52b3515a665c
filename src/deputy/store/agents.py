"""Stored agents. A slug is unique per scope (a tenant, or the system) and each scope has at most one primary
agent: `primary_slot` is 1 on it and NULL elsewhere, under a unique constraint, so the database holds the rule."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.agents.profiles import AgentDraft, AgentPatch, AgentProfile
from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.engine.recent_reads import RecentReads
from deputy.store.tables import agents, model_connections

SYSTEM_SCOPE = "system"
PRIMARY = 1


def scope_of(tenant_id: str | None) -> str:
    return SYSTEM_SCOPE if tenant_id is None else tenant_id


class SqlAgentStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._reads: RecentReads[Sequence[AgentProfile]] = RecentReads(database)
        """A tenant's agents, which every turn resolves (`KEPT_SECONDS` old at most)."""

    async def visible(
        self, tenant_id: str | None, *, shadowed: bool = False, fresh: bool = False
    ) -> Sequence[AgentProfile]:
        """The tenant's agents then the system's; a system agent whose slug the tenant reuses is left out unless
        `shadowed` (administrators see both). From a copy at most a few seconds old unless `fresh`."""
        return await self._reads.get(
            (tenant_id, shadowed), lambda: self._read_visible(tenant_id, shadowed=shadowed), fresh=fresh
        )

    async def _read_visible(self, tenant_id: str | None, *, shadowed: bool) -> Sequence[AgentProfile]:
        scopes = [SYSTEM_SCOPE] if tenant_id is None else [tenant_id, SYSTEM_SCOPE]
        tenant_first = sa.case((agents.c.scope == SYSTEM_SCOPE, 1), else_=0)
        statement = (
            sa.select(agents).where(agents.c.scope.in_(scopes)).order_by(tenant_first, agents.c.created_at, agents.c.id)
        )
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        found = [_agent(r) for r in rows]
        if shadowed:
            return tuple(found)
        own = {a.slug for a in found if a.tenant_id is not None}
        return tuple(a for a in found if a.tenant_id is not None or a.slug not in own)  # a tenant agent shadows

    async def everything(self) -> Sequence[AgentProfile]:
        """Every agent of every scope, the system's first (the operator's command line)."""
        system_first = sa.case((agents.c.scope == SYSTEM_SCOPE, 0), else_=1)
        statement = sa.select(agents).order_by(system_first, agents.c.scope, agents.c.created_at, agents.c.slug)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_agent(r) for r in rows]

    async def get(self, agent_id: str) -> AgentProfile | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(agents).where(agents.c.id == agent_id))).mappings().first()
        return None if row is None else _agent(row)

    async def create(self, draft: AgentDraft, *, tenant_id: str | None, by: str | None, now: datetime) -> AgentProfile:
        agent_id, scope = uuid.uuid4().hex, scope_of(tenant_id)
        values: dict[str, Any] = {
            "id": agent_id,
            "scope": scope,
            "tenant_id": tenant_id,
            "slug": draft.slug,
            "name": draft.name,
            "description": draft.description,
            "system_prompt": draft.system_prompt,
            "connection_id": draft.connection_id,
            "model": draft.model,
            "tools": None if draft.tools is None else list(draft.tools),
            "enabled": draft.enabled,
            "lazy_tools": draft.lazy_tools,
            "created_by": by,
            "created_at": now,
            "updated_at": now,
        }
        try:
            async with self._reads.writing() as conn:
                await _check_connection(conn, draft.connection_id)
                if draft.primary:
                    await _clear_primary(conn, scope)
                    values["primary_slot"] = PRIMARY
                await conn.execute(agents.insert().values(**values))
        except IntegrityError:
            raise _taken(draft.slug) from None
        created = await self.get(agent_id)
        assert created is not None
        return created

    async def update(self, agent_id: str, patch: AgentPatch, *, now: datetime) -> AgentProfile:
        values: dict[str, Any] = {"updated_at": now}
        for name, value in patch.values.items():
            if name == "primary":
                values["primary_slot"] = PRIMARY if value else None
            elif name == "tools":
                values["tools"] = None if value is None else list(value)
            else:
                values[name] = value
        try:
            async with self._reads.writing() as conn:
                scope = await conn.scalar(sa.select(agents.c.scope).where(agents.c.id == agent_id))
                if scope is None:
                    raise NotFound("No such agent.", code="unknown_agent")
                if "connection_id" in values:
                    await _check_connection(conn, values["connection_id"])
                if values.get("primary_slot") == PRIMARY:
                    await _clear_primary(conn, scope, keep=agent_id)
                await conn.execute(agents.update().where(agents.c.id == agent_id).values(**values))
        except IntegrityError:
            raise _taken(str(patch.values.get("slug", ""))) from None
        updated = await self.get(agent_id)
        assert updated is not None
        return updated

    async def delete(self, agent_id: str) -> None:
        """Remove an agent; its conversations keep going on the default agent (their `agent_id` is cleared)."""
        async with self._reads.writing() as conn:
            result = await conn.execute(agents.delete().where(agents.c.id == agent_id))
        if result.rowcount == 0:
            raise NotFound("No such agent.", code="unknown_agent")


async def _clear_primary(conn: AsyncConnection, scope: str, *, keep: str | None = None) -> None:
    statement = agents.update().where(agents.c.scope == scope, agents.c.primary_slot == PRIMARY)
    if keep is not None:
        statement = statement.where(agents.c.id != keep)
    await conn.execute(statement.values(primary_slot=None))


async def _check_connection(conn: AsyncConnection, connection_id: str | None) -> None:
    if connection_id is None:
        return
    found = await conn.scalar(sa.select(model_connections.c.id).where(model_connections.c.id == connection_id))
    if found is None:
        raise NotFound("No model connection with this id.", code="unknown_connection")


def _taken(slug: str) -> Conflict:
    return Conflict(
        f"An agent with the slug {slug!r} already exists here (or another change made it primary at the same time).",
        code="agent_conflict",
        details={"field": "slug"},
    )


def _agent(row: Any) -> AgentProfile:
    tools = row["tools"]
    return AgentProfile(
        id=row["id"],
        slug=row["slug"],
        name=row["name"],
        tenant_id=row["tenant_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        description=row["description"],
        system_prompt=row["system_prompt"],
        connection_id=row["connection_id"],
        model=row["model"],
        tools=None if tools is None else tuple(str(t) for t in tools),
        enabled=bool(row["enabled"]),
        lazy_tools=bool(row["lazy_tools"]),
        primary=row["primary_slot"] == PRIMARY,
        created_by=row["created_by"],
    )
