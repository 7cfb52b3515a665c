"""Stored system prompts. At most one is active: its `active_slot` is 1 and the column is unique."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc

from deputy.core.chat.system_prompts import SystemPrompt
from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.engine.recent_reads import RecentReads
from deputy.store.tables import system_prompts

ACTIVE = 1


class SqlSystemPromptStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._reads: RecentReads[SystemPrompt | None] = RecentReads(database)
        """The active prompt, which every turn reads (`KEPT_SECONDS` old at most)."""

    async def active(self) -> SystemPrompt | None:
        return await self._reads.get(None, self._read_active)

    async def _read_active(self) -> SystemPrompt | None:
        async with self._db.transaction() as conn:
            row = (
                (await conn.execute(sa.select(system_prompts).where(system_prompts.c.active_slot == ACTIVE)))
                .mappings()
                .first()
            )
        return None if row is None else _prompt(row)

    async def list(self) -> Sequence[SystemPrompt]:
        async with self._db.transaction() as conn:
            rows = (
                (await conn.execute(sa.select(system_prompts).order_by(system_prompts.c.created_at))).mappings().all()
            )
        return [_prompt(r) for r in rows]

    async def get(self, prompt_id: str) -> SystemPrompt:
        async with self._db.transaction() as conn:
            row = (
                (await conn.execute(sa.select(system_prompts).where(system_prompts.c.id == prompt_id)))
                .mappings()
                .first()
            )
        if row is None:
            raise NotFound("No such system prompt.", code="unknown_system_prompt")
        return _prompt(row)

    async def create(self, *, name: str, text: str, by: str | None, now: datetime) -> SystemPrompt:
        prompt_id = uuid.uuid4().hex
        async with self._reads.writing() as conn:
            await conn.execute(
                system_prompts.insert().values(
                    id=prompt_id, name=name, text=text, created_by=by, created_at=now, updated_at=now
                )
            )
        return await self.get(prompt_id)

    async def update(self, prompt_id: str, *, name: str | None, text: str | None, now: datetime) -> SystemPrompt:
        values: dict[str, Any] = {"updated_at": now}
        if name is not None:
            values["name"] = name
        if text is not None:
            values["text"] = text
        async with self._reads.writing() as conn:
            result = await conn.execute(
                system_prompts.update().where(system_prompts.c.id == prompt_id).values(**values)
            )
        if result.rowcount == 0:
            raise NotFound("No such system prompt.", code="unknown_system_prompt")
        return await self.get(prompt_id)

    async def delete(self, prompt_id: str) -> None:
        async with self._reads.writing() as conn:
            result = await conn.execute(system_prompts.delete().where(system_prompts.c.id == prompt_id))
        if result.rowcount == 0:
            raise NotFound("No such system prompt.", code="unknown_system_prompt")

    async def activate(self, prompt_id: str, *, now: datetime) -> SystemPrompt:
        c = system_prompts.c
        try:
            async with self._reads.writing() as conn:
                exists = (await conn.execute(sa.select(c.id).where(c.id == prompt_id))).first()
                if exists is None:
                    raise NotFound("No such system prompt.", code="unknown_system_prompt")
                await conn.execute(system_prompts.update().where(c.active_slot == ACTIVE).values(active_slot=None))
                await conn.execute(
                    system_prompts.update().where(c.id == prompt_id).values(active_slot=ACTIVE, updated_at=now)
                )
        except exc.IntegrityError:  # another activation committed first; the database kept exactly one
            raise Conflict(
                "Another prompt was activated at the same time; try again.", code="activation_race"
            ) from None
        return await self.get(prompt_id)

    async def deactivate(self, *, now: datetime) -> None:
        async with self._reads.writing() as conn:
            await conn.execute(
                system_prompts.update()
                .where(system_prompts.c.active_slot == ACTIVE)
                .values(active_slot=None, updated_at=now)
            )


def _prompt(row: Any) -> SystemPrompt:
    return SystemPrompt(
        id=row["id"],
        name=row["name"],
        text=row["text"],
        active=row["active_slot"] == ACTIVE,
        created_by=row["created_by"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )
