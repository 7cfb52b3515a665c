"""`/api/skills`: built-in skills and the caller's own; `PUT /api/conversations/{id}/skill` activates one.

Built-in skills cannot be changed or deleted (404 as `unknown_skill` for the caller's own-skill routes). Another
user's skill is a 404 too, and cannot be activated.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Path, Response
from pydantic import BaseModel, ConfigDict, Field

from deputy.core.conversations.skills import (
    BUILTIN_IDS,
    Skill,
    available_skills,
    find_skill,
    validate_description,
    validate_preamble,
    validate_skill_name,
)
from deputy.errors import NotFound
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.params import PLAIN_ID_PATTERN

router = APIRouter(prefix="/api", tags=["skills"], responses=problems(401, 403))

SkillId = Annotated[str, Path(pattern=PLAIN_ID_PATTERN)]
ConversationId = Annotated[str, Path(pattern=r"^[^\s\x00-\x1f\x7f]{1,64}$")]


class SkillOut(BaseModel):
    id: str
    name: str
    description: str
    preamble: str
    builtin: bool
    updated_at: datetime | None


class SkillIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Any
    preamble: Any
    description: Any = None


class SkillChanges(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Any = None
    preamble: Any = None
    description: Any = None


class ActiveSkillIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    skill_id: str | None = Field(max_length=64)


def skill_out(skill: Skill) -> SkillOut:
    return SkillOut(
        id=skill.id,
        name=skill.name,
        description=skill.description,
        preamble=skill.preamble,
        builtin=skill.builtin,
        updated_at=skill.updated_at,
    )


def _own(skill_id: str) -> str:
    if skill_id in BUILTIN_IDS:
        raise NotFound("Built-in skills cannot be changed or deleted.", code="unknown_skill")
    return skill_id


@router.get("/skills")
async def list_skills(runtime: RuntimeDep, principal: PrincipalDep) -> list[SkillOut]:
    """Built-in skills first, then the caller's own by name."""
    return [skill_out(s) for s in await available_skills(runtime.stores.skills, principal)]


@router.post("/skills", status_code=201, responses=problems(409))
async def create_skill(body: SkillIn, runtime: RuntimeDep, principal: PrincipalDep) -> SkillOut:
    skill = await runtime.stores.skills.create(
        principal,
        name=validate_skill_name(body.name),
        description=validate_description(body.description),
        preamble=validate_preamble(body.preamble),
        now=runtime.clock.now(),
    )
    return skill_out(skill)


@router.patch("/skills/{skill_id}", responses=problems(404, 409))
async def update_skill(skill_id: SkillId, body: SkillChanges, runtime: RuntimeDep, principal: PrincipalDep) -> SkillOut:
    skill = await runtime.stores.skills.update(
        principal,
        _own(skill_id),
        now=runtime.clock.now(),
        name=None if body.name is None else validate_skill_name(body.name),
        description=None if body.description is None else validate_description(body.description),
        preamble=None if body.preamble is None else validate_preamble(body.preamble),
    )
    return skill_out(skill)


@router.delete("/skills/{skill_id}", status_code=204, responses=problems(404))
async def delete_skill(skill_id: SkillId, runtime: RuntimeDep, principal: PrincipalDep) -> Response:
    await runtime.stores.skills.delete(principal, _own(skill_id))
    return Response(status_code=204)


@router.put("/conversations/{conversation_id}/skill", responses=problems(404))
async def activate_skill(
    conversation_id: ConversationId, body: ActiveSkillIn, runtime: RuntimeDep, principal: PrincipalDep
) -> dict[str, str | None]:
    """Activate a skill for the caller's conversation from its next turn (`skill_id: null` clears it)."""
    await runtime.stores.conversations.get(principal, conversation_id)
    if body.skill_id is not None:
        await find_skill(runtime.stores.skills, principal, body.skill_id)
    await runtime.stores.context.stamp(principal, conversation_id, skill_id=body.skill_id)
    return {"skill_id": body.skill_id}
