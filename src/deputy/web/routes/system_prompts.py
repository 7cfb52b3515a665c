"""`/api/admin/system-prompts`: staff create, edit, delete and activate the operator instructions.

At most one prompt is active (the database enforces it); activating one deactivates the other in the same
transaction. `POST .../deactivate` leaves none active, so the settings' instructions apply again.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fastapi import APIRouter, Response
from pydantic import BaseModel, ConfigDict

from deputy.core.chat.system_prompts import SystemPrompt, validate_name, validate_text
from deputy.web.admin_audit import record_admin_change
from deputy.web.deps import AdminDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api/admin/system-prompts", tags=["system prompts"], responses=problems(401, 403))


class PromptOut(BaseModel):
    id: str
    name: str
    text: str
    active: bool
    created_by: str | None
    created_at: datetime
    updated_at: datetime


class PromptIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Any
    text: Any
    active: bool = False


class PromptChanges(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Any = None
    text: Any = None


def _out(prompt: SystemPrompt) -> PromptOut:
    return PromptOut(
        id=prompt.id,
        name=prompt.name,
        text=prompt.text,
        active=prompt.active,
        created_by=prompt.created_by,
        created_at=prompt.created_at,
        updated_at=prompt.updated_at,
    )


@router.get("")
async def list_prompts(runtime: RuntimeDep, _admin: AdminDep) -> list[PromptOut]:
    return [_out(p) for p in await runtime.stores.system_prompts.list()]


@router.post("", status_code=201, responses=problems(409))
async def create_prompt(body: PromptIn, runtime: RuntimeDep, admin: AdminDep) -> PromptOut:
    store, now = runtime.stores.system_prompts, runtime.clock.now()
    prompt = await store.create(name=validate_name(body.name), text=validate_text(body.text), by=admin.id, now=now)
    if body.active:
        prompt = await store.activate(prompt.id, now=now)
    await record_admin_change(
        runtime, admin, resource="system_prompt", action="create", target=prompt.id, fields=body.model_fields_set
    )
    return _out(prompt)


@router.patch("/{prompt_id}", responses=problems(404, 409))
async def update_prompt(prompt_id: str, body: PromptChanges, runtime: RuntimeDep, admin: AdminDep) -> PromptOut:
    name = None if body.name is None else validate_name(body.name)
    text = None if body.text is None else validate_text(body.text)
    prompt = await runtime.stores.system_prompts.update(prompt_id, name=name, text=text, now=runtime.clock.now())
    await record_admin_change(
        runtime, admin, resource="system_prompt", action="update", target=prompt_id, fields=body.model_fields_set
    )
    return _out(prompt)


@router.delete("/{prompt_id}", status_code=204, responses=problems(404))
async def delete_prompt(prompt_id: str, runtime: RuntimeDep, admin: AdminDep) -> Response:
    await runtime.stores.system_prompts.delete(prompt_id)
    await record_admin_change(runtime, admin, resource="system_prompt", action="delete", target=prompt_id)
    return Response(status_code=204)


@router.post("/{prompt_id}/activate", responses=problems(404))
async def activate_prompt(prompt_id: str, runtime: RuntimeDep, admin: AdminDep) -> PromptOut:
    prompt = await runtime.stores.system_prompts.activate(prompt_id, now=runtime.clock.now())
    await record_admin_change(runtime, admin, resource="system_prompt", action="activate", target=prompt_id)
    return _out(prompt)


@router.post("/deactivate", status_code=204)
async def deactivate_prompts(runtime: RuntimeDep, admin: AdminDep) -> Response:
    await runtime.stores.system_prompts.deactivate(now=runtime.clock.now())
    await record_admin_change(runtime, admin, resource="system_prompt", action="deactivate", target="*")
    return Response(status_code=204)
