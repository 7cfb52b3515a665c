"""Workspaces, business context and entity types: the context a conversation carries (`core.chat.context`).

- `GET /api/workspaces` lists the caller's tenant's workspaces; administrators create and delete them under
  `/api/admin/workspaces`. Deleting one detaches its conversations (they stay, with no workspace).
- Business context blocks: administrators set them at any scope (`/api/admin/context/{scope}/{key}`, where
  `scope_id` names the tenant, workspace or user; none for the platform); each user sets their own
  (`/api/me/context/{key}`). The text is scrubbed when stored.
- `GET /api/entity-types` lists what a chat can be about; `POST /api/conversations` takes `entity` and
  `workspace_id` (checked here: the entity is loaded as the user, the workspace must be the caller's tenant's).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response
from pydantic import BaseModel, ConfigDict, Field

from deputy.core.conversations.entities import EntityRef
from deputy.core.conversations.workspaces import (
    ContextBlock,
    ContextScope,
    Workspace,
    validate_block_text,
    validate_key,
    validate_workspace_name,
)
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import HostCaller, ToolContext, Transport
from deputy.errors import AuthError, InputError, NotFound
from deputy.runtime import Runtime
from deputy.web.deps import AdminDep, PrincipalDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["context"], responses=problems(401, 403))

_ID = r"^[^\s\x00-\x1f\x7f]{1,64}$"
WorkspaceId = Annotated[str, Path(pattern=_ID)]
Key = Annotated[str, Path(max_length=64)]


class EntityIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: str = Field(min_length=1, max_length=64, description="An entity type slug, e.g. incident")
    id: str = Field(min_length=1, max_length=200, description="The entity's id in the host application")


class WorkspaceOut(BaseModel):
    id: str
    name: str
    created_at: datetime


class WorkspaceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Any


class BlockOut(BaseModel):
    scope: ContextScope
    scope_id: str
    key: str
    text: str
    updated_at: datetime
    updated_by: str | None


class BlockIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: Any


class EntityTypeOut(BaseModel):
    slug: str
    title: str
    description: str


def workspace_out(workspace: Workspace) -> WorkspaceOut:
    return WorkspaceOut(id=workspace.id, name=workspace.name, created_at=workspace.created_at)


def block_out(block: ContextBlock) -> BlockOut:
    return BlockOut(
        scope=block.scope,
        scope_id=block.scope_id,
        key=block.key,
        text=block.text,
        updated_at=block.updated_at,
        updated_by=block.updated_by,
    )


async def check_new_context(
    runtime: Runtime,
    principal: Principal,
    *,
    workspace_id: str | None,
    entity: EntityIn | None,
    host: HostCaller | None,
) -> EntityRef | None:
    """Check a new conversation's workspace (the caller's tenant's) and entity (loaded now, as the caller)."""
    if workspace_id is not None:
        await runtime.stores.workspaces.get(tenant_id=principal.tenant_id, workspace_id=workspace_id)
    if entity is None:
        return None
    ref = EntityRef(type=entity.type, id=entity.id)
    ctx = ToolContext(principal=principal, transport=Transport.API, host=host)
    await runtime.entities.load(ctx, ref)
    return ref


# -- entity types --------------------------------------------------------------------------------------------


@router.get("/entity-types")
async def list_entity_types(runtime: RuntimeDep, _principal: PrincipalDep) -> list[EntityTypeOut]:
    """The entity types a conversation can be about (declared by the host application)."""
    return [EntityTypeOut(slug=t.slug, title=t.title, description=t.description) for t in runtime.entities.types()]


# -- workspaces ----------------------------------------------------------------------------------------------


@router.get("/workspaces")
async def list_workspaces(runtime: RuntimeDep, principal: PrincipalDep) -> list[WorkspaceOut]:
    """The caller's tenant's workspaces, by name."""
    return [workspace_out(w) for w in await runtime.stores.workspaces.list(tenant_id=principal.tenant_id)]


@router.post("/admin/workspaces", status_code=201, responses=problems(409))
async def create_workspace(body: WorkspaceIn, runtime: RuntimeDep, admin: AdminDep) -> WorkspaceOut:
    workspace = await runtime.stores.workspaces.create(
        tenant_id=admin.tenant_id, name=validate_workspace_name(body.name), by=admin.id, now=runtime.clock.now()
    )
    return workspace_out(workspace)


@router.delete("/admin/workspaces/{workspace_id}", responses=problems(404))
async def delete_workspace(workspace_id: WorkspaceId, runtime: RuntimeDep, admin: AdminDep) -> dict[str, int]:
    """Delete a workspace: its conversations are detached (kept, with no workspace), its context blocks go."""
    detached = await runtime.stores.workspaces.delete(tenant_id=admin.tenant_id, workspace_id=workspace_id)
    return {"detached_conversations": detached}


# -- business context ----------------------------------------------------------------------------------------


async def _scope_id(runtime: Runtime, admin: Principal, scope: ContextScope, scope_id: str | None) -> str:
    """The owner id of an administrator's block, checked to be inside the administrator's tenant."""
    if scope is ContextScope.PLATFORM:
        if scope_id:
            raise InputError(
                "Platform blocks take no scope_id.", code="invalid_scope_id", details={"field": "scope_id"}
            )
        if admin.tenant_id is not None:
            raise NotFound("Only a platform administrator (no tenant) sets platform context.", code="unknown_scope")
        return ""
    if not scope_id:
        if scope is ContextScope.TENANT and admin.tenant_id is not None:
            return admin.tenant_id
        raise InputError(
            f"A {scope.value} block needs scope_id.", code="invalid_scope_id", details={"field": "scope_id"}
        )
    if scope is ContextScope.TENANT and admin.tenant_id not in (None, scope_id):
        raise NotFound("No such tenant.", code="unknown_scope")
    if scope is ContextScope.WORKSPACE:
        await runtime.stores.workspaces.get(tenant_id=admin.tenant_id, workspace_id=scope_id)
    if scope is ContextScope.USER:
        try:
            user = await runtime.stores.identity.principal_for_user(scope_id)
        except AuthError:
            raise NotFound("No such user.", code="unknown_scope") from None
        if admin.tenant_id not in (None, user.tenant_id):
            raise NotFound("No such user.", code="unknown_scope")
    return scope_id


ScopeIdQuery = Annotated[str | None, Query(max_length=64)]


@router.get("/admin/context/{scope}", responses=problems(404))
async def list_blocks(
    scope: ContextScope, runtime: RuntimeDep, admin: AdminDep, scope_id: ScopeIdQuery = None
) -> list[BlockOut]:
    owner = await _scope_id(runtime, admin, scope, scope_id)
    return [block_out(b) for b in await runtime.stores.context.blocks(scope, owner)]


@router.put("/admin/context/{scope}/{key}", responses=problems(404))
async def set_block(
    scope: ContextScope, key: Key, body: BlockIn, runtime: RuntimeDep, admin: AdminDep, scope_id: ScopeIdQuery = None
) -> BlockOut:
    """Create or replace one block (scrubbed when stored); the most specific scope wins per key at merge."""
    owner = await _scope_id(runtime, admin, scope, scope_id)
    text = validate_block_text(body.text)
    block = await runtime.stores.context.set_block(
        scope, owner, validate_key(key), text, by=admin.id, now=runtime.clock.now()
    )
    return block_out(block)


@router.delete("/admin/context/{scope}/{key}", status_code=204, responses=problems(404))
async def delete_block(
    scope: ContextScope, key: Key, runtime: RuntimeDep, admin: AdminDep, scope_id: ScopeIdQuery = None
) -> Response:
    owner = await _scope_id(runtime, admin, scope, scope_id)
    await runtime.stores.context.delete_block(scope, owner, key)
    return Response(status_code=204)


@router.get("/me/context")
async def my_blocks(runtime: RuntimeDep, principal: PrincipalDep) -> list[BlockOut]:
    """The caller's own business context blocks (they win over every other scope)."""
    return [block_out(b) for b in await runtime.stores.context.blocks(ContextScope.USER, principal.id)]


@router.put("/me/context/{key}")
async def set_my_block(key: Key, body: BlockIn, runtime: RuntimeDep, principal: PrincipalDep) -> BlockOut:
    text = validate_block_text(body.text)
    block = await runtime.stores.context.set_block(
        ContextScope.USER, principal.id, validate_key(key), text, by=principal.id, now=runtime.clock.now()
    )
    return block_out(block)


@router.delete("/me/context/{key}", status_code=204, responses=problems(404))
async def delete_my_block(key: Key, runtime: RuntimeDep, principal: PrincipalDep) -> Response:
    await runtime.stores.context.delete_block(ContextScope.USER, principal.id, key)
    return Response(status_code=204)
