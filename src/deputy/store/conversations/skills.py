"""User-defined skills in SQL, owner-scoped (built-in skills live in `core.conversations.skills`). Text is scrubbed on
write."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc

from deputy.core.conversations.skills import MAX_SKILLS, Skill
from deputy.core.guards import scrub_text
from deputy.core.identity.principal import Principal
from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import skills


class SqlSkillStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def list_for(self, owner: Principal) -> Sequence[Skill]:
        statement = sa.select(skills).where(*_mine(owner)).order_by(skills.c.name)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_skill(r) for r in rows]

    async def get(self, owner: Principal, skill_id: str) -> Skill | None:
        async with self._db.transaction() as conn:
            row = (
                (await conn.execute(sa.select(skills).where(skills.c.id == skill_id, *_mine(owner)))).mappings().first()
            )
        return None if row is None else _skill(row)

    async def create(self, owner: Principal, *, name: str, description: str, preamble: str, now: datetime) -> Skill:
        skill_id = uuid.uuid4().hex
        try:
            async with self._db.transaction() as conn:
                count = await conn.scalar(sa.select(sa.func.count()).select_from(skills).where(*_mine(owner)))
                if (count or 0) >= MAX_SKILLS:
                    raise Conflict(f"You already have {MAX_SKILLS} skills; delete one first.", code="skills_full")
                await conn.execute(
                    skills.insert().values(
                        id=skill_id,
                        owner_kind=owner.kind.value,
                        owner_id=owner.id,
                        tenant_id=owner.tenant_id,
                        name=name,
                        description=scrub_text(description),
                        preamble=scrub_text(preamble),
                        created_at=now,
                        updated_at=now,
                    )
                )
        except exc.IntegrityError:
            raise _duplicate(name) from None
        found = await self.get(owner, skill_id)
        assert found is not None
        return found

    async def update(
        self,
        owner: Principal,
        skill_id: str,
        *,
        now: datetime,
        name: str | None = None,
        description: str | None = None,
        preamble: str | None = None,
    ) -> Skill:
        values: dict[str, Any] = {"updated_at": now}
        if name is not None:
            values["name"] = name
        if description is not None:
            values["description"] = scrub_text(description)
        if preamble is not None:
            values["preamble"] = scrub_text(preamble)
        try:
            async with self._db.transaction() as conn:
                result = await conn.execute(
                    skills.update().where(skills.c.id == skill_id, *_mine(owner)).values(values)
                )
        except exc.IntegrityError:
            raise _duplicate(name or "") from None
        found = await self.get(owner, skill_id) if result.rowcount else None
        if found is None:
            raise NotFound("No such skill.", code="unknown_skill")
        return found

    async def delete(self, owner: Principal, skill_id: str) -> None:
        async with self._db.transaction() as conn:
            result = await conn.execute(skills.delete().where(skills.c.id == skill_id, *_mine(owner)))
        if result.rowcount == 0:
            raise NotFound("No such skill.", code="unknown_skill")


def _duplicate(name: str) -> Conflict:
    return Conflict(f"You already have a skill named {name!r}.", code="skill_exists", details={"field": "name"})


def _mine(owner: Principal) -> tuple[sa.ColumnElement[bool], ...]:
    return (skills.c.owner_kind == owner.kind.value, skills.c.owner_id == owner.id)


def _skill(row: Any) -> Skill:
    return Skill(
        id=row["id"],
        name=row["name"],
        description=row["description"],
        preamble=row["preamble"],
        builtin=False,
        owner_id=row["owner_id"],
        updated_at=row["updated_at"],
    )
