"""`/api/agents` (the picker; headless runs) and `/api/admin/agents` (operators manage agents).

Administrators manage every agent; a holder of `agents.manage` manages only their own tenant's (system agents stay
with administrators). Nobody but a manager reads an agent's system prompt.
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from deputy.core.agents.profiles import (
    AgentDraft,
    AgentProfile,
    may_manage,
    validate_draft,
    validate_patch,
)
from deputy.core.agents.runs import AgentRunner
from deputy.core.identity.principal import Principal
from deputy.errors import InputError, NoAgentsConfigured, NotFound
from deputy.runtime import Runtime
from deputy.web.admin_audit import record_admin_change
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["agents"], responses=problems(401, 403))

AgentKey = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,64}$")]


class AgentOut(BaseModel):
    """An agent as the chat's picker shows it."""

    id: str
    slug: str
    name: str
    description: str
    system_owned: bool
    primary: bool
    is_default: bool


class AgentAdminOut(BaseModel):
    """An agent as a manager sees it: everything."""

    id: str
    slug: str
    name: str
    description: str
    system_prompt: str
    connection_id: str | None
    model: str | None
    tools: list[str] | None
    enabled: bool
    lazy_tools: bool
    primary: bool
    system_owned: bool
    tenant_id: str | None
    created_by: str | None
    created_at: datetime
    updated_at: datetime


class AgentIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    slug: str = Field(max_length=64)
    name: str = Field(max_length=100)
    description: str = ""
    system_prompt: str = ""
    connection_id: str | None = Field(default=None, max_length=64)
    model: str | None = Field(default=None, max_length=200)
    tools: list[Annotated[str, Field(max_length=64)]] | None = None
    """The tool allowlist; null or absent: every tool the user may use."""
    enabled: bool = True
    lazy_tools: bool = False
    primary: bool = False
    owner: Literal["tenant", "system"] = "tenant"
    """`system` agents are seen by every tenant (administrators only)."""


class AgentChanges(BaseModel):
    """A partial update: absent fields keep their value; `tools: null` lifts the allowlist."""

    model_config = ConfigDict(extra="forbid")

    slug: str | None = Field(default=None, max_length=64)
    name: str | None = Field(default=None, max_length=100)
    description: str | None = None
    system_prompt: str | None = None
    connection_id: str | None = Field(default=None, max_length=64)
    model: str | None = Field(default=None, max_length=200)
    tools: list[Annotated[str, Field(max_length=64)]] | None = None
    enabled: bool | None = None
    lazy_tools: bool | None = None
    primary: bool | None = None


def agent_out(agent: AgentProfile, *, default_id: str | None) -> AgentOut:
    return AgentOut(
        id=agent.id,
        slug=agent.slug,
        name=agent.name,
        description=agent.description,
        system_owned=agent.system_owned,
        primary=agent.primary,
        is_default=agent.id == default_id,
    )


def admin_out(agent: AgentProfile) -> AgentAdminOut:
    return AgentAdminOut(
        id=agent.id,
        slug=agent.slug,
        name=agent.name,
        description=agent.description,
        system_prompt=agent.system_prompt,
        connection_id=agent.connection_id,
        model=agent.model,
        tools=None if agent.tools is None else list(agent.tools),
        enabled=agent.enabled,
        lazy_tools=agent.lazy_tools,
        primary=agent.primary,
        system_owned=agent.system_owned,
        tenant_id=agent.tenant_id,
        created_by=agent.created_by,
        created_at=agent.created_at,
        updated_at=agent.updated_at,
    )


async def get_manager(principal: PrincipalDep) -> Principal:
    """Administrators, and holders of `agents.manage` (their tenant's agents only)."""
    may_manage(principal)
    return principal


ManagerDep = Annotated[Principal, Depends(get_manager)]


async def _managed(runtime: Runtime, principal: Principal, agent_id: str) -> AgentProfile:
    agent = await runtime.stores.agents.get(agent_id)
    visible = agent is not None and (agent.tenant_id is None or agent.tenant_id == principal.tenant_id)
    if agent is None or not visible:
        raise NotFound("No such agent.", code="unknown_agent")
    may_manage(principal, agent)
    return agent


async def _check_model(runtime: Runtime, connection_id: str | None, model: str | None) -> None:
    """A model named with a connection must be one that connection offers (a typo fails here, not in a turn)."""
    if connection_id is None or model is None:
        return
    connection = await runtime.stores.connections.get(connection_id)
    if connection is None:
        raise NotFound("No model connection with this id.", code="unknown_connection")
    if model not in connection.models:
        raise InputError(
            f"model: {connection.name} does not offer {model!r}.",
            code="invalid_agent",
            details={"field": "model", "offered": list(connection.models)},
        )


@router.get("/agents")
async def list_agents(runtime: RuntimeDep, principal: PrincipalDep) -> list[AgentOut]:
    """The enabled agents the caller can chat with; `is_default` marks the one a new chat gets."""
    directory = runtime.chat.agents
    if directory is None:
        return []
    visible = [a for a in await directory.store.visible(principal.tenant_id) if a.enabled]
    try:
        default = await directory.default(principal)
    except NoAgentsConfigured:
        default = None
    return [agent_out(a, default_id=default.id if default else None) for a in visible]


class RunIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    task: str = Field(min_length=1, max_length=32_000)


class RunProposalOut(BaseModel):
    token: str
    tool: str
    summary: str
    status: str
    url: str
    """The confirm page where a human applies or declines the change."""


class RunOut(BaseModel):
    conversation_id: str
    """The stored conversation of the run (origin `run`): open it in the UI, or read it with the API."""
    agent: str
    status: str
    answer: str
    proposals: list[RunProposalOut]
    usage: dict[str, Any] | None
    error: str | None


@router.post("/agents/{slug}/run", responses=problems(404, 409, 429, 502))
async def run_agent(
    slug: AgentKey, body: RunIn, request: Request, runtime: RuntimeDep, principal: PrincipalDep
) -> RunOut:
    """Run the agent on `task` as the caller, without a chat UI, and answer when it has finished. Changes are only
    proposed: the response lists them with their confirm links."""
    runner = AgentRunner(
        chat=runtime.chat,
        conversations=runtime.stores.conversations,
        clock=runtime.clock,
        public_url=runtime.settings.public_url,
    )
    result = await runner.run(principal, slug, body.task, host=runtime.host_for(request.headers))
    return RunOut(
        conversation_id=result.conversation_id,
        agent=result.agent,
        status=result.status,
        answer=result.answer,
        proposals=[RunProposalOut(**asdict(p)) for p in result.proposals],
        usage=result.usage,
        error=result.error,
    )


@router.get("/admin/agents")
async def list_all_agents(runtime: RuntimeDep, manager: ManagerDep) -> list[AgentAdminOut]:
    """Every agent of the caller's tenant and the system's, disabled and shadowed ones too."""
    return [admin_out(a) for a in await runtime.stores.agents.visible(manager.tenant_id, shadowed=True)]


@router.post("/admin/agents", status_code=201, responses=problems(404, 409))
async def create_agent(body: AgentIn, runtime: RuntimeDep, manager: ManagerDep) -> AgentAdminOut:
    system = body.owner == "system"
    may_manage(manager, system=system)
    if not system and manager.tenant_id is None:
        raise InputError("owner: you belong to no tenant; create a system agent.", code="invalid_agent")
    fields = body.model_dump(exclude={"owner", "tools"})
    draft = validate_draft(
        AgentDraft(**fields, tools=None if body.tools is None else tuple(body.tools)),
        known_tools=[t.name for t in runtime.registry],
    )
    await _check_model(runtime, draft.connection_id, draft.model)
    created = await runtime.stores.agents.create(
        draft, tenant_id=None if system else manager.tenant_id, by=manager.id, now=runtime.clock.now()
    )
    await record_admin_change(
        runtime, manager, resource="agent", action="create", target=created.id, fields=sorted(body.model_fields_set)
    )
    return admin_out(created)


@router.get("/admin/agents/{agent_id}", responses=problems(404))
async def get_agent(agent_id: AgentKey, runtime: RuntimeDep, manager: ManagerDep) -> AgentAdminOut:
    return admin_out(await _managed(runtime, manager, agent_id))


@router.patch("/admin/agents/{agent_id}", responses=problems(404, 409))
async def update_agent(
    agent_id: AgentKey, body: AgentChanges, runtime: RuntimeDep, manager: ManagerDep
) -> AgentAdminOut:
    current = await _managed(runtime, manager, agent_id)
    values: dict[str, Any] = {}
    for name in body.model_fields_set:
        value = getattr(body, name)
        if value is None and name in {"slug", "name", "enabled", "lazy_tools", "primary"}:
            raise InputError(f"{name}: may not be null.", code="invalid_agent", details={"field": name})
        values[name] = tuple(value) if name == "tools" and value is not None else value
    patch = validate_patch(values, known_tools=[t.name for t in runtime.registry])
    connection_id = patch.values.get("connection_id", current.connection_id)
    await _check_model(runtime, connection_id, patch.values.get("model", current.model))
    updated = await runtime.stores.agents.update(agent_id, patch, now=runtime.clock.now())
    await record_admin_change(runtime, manager, resource="agent", action="update", target=agent_id, fields=values)
    return admin_out(updated)


@router.delete("/admin/agents/{agent_id}", status_code=204, responses=problems(404))
async def delete_agent(agent_id: AgentKey, runtime: RuntimeDep, manager: ManagerDep) -> Response:
    """Remove an agent; its conversations go on with the default agent."""
    await _managed(runtime, manager, agent_id)
    await runtime.stores.agents.delete(agent_id)
    await record_admin_change(runtime, manager, resource="agent", action="delete", target=agent_id)
    return Response(status_code=204)
