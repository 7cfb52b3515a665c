"""Agents: operator-defined assistants (a prompt, a model, a tool allowlist) and which one answers.

An agent is owned by a tenant or by the system (every tenant sees system agents; a tenant agent with the same slug
shadows the system one). Which agent answers a conversation:

```
the conversation's agent, when it still exists and is enabled
  └─ else the default cascade: tenant primary ──► system primary ──► any enabled (tenant first, oldest first)
                                 └─ none enabled ──► NoAgentsConfigured (503 `no_agents_configured`)
no agent defined at all (tenant and system) ──► None: the built-in assistant (the default connection, every tool)
```
The last line keeps an install that never defined agents working exactly as before; once an operator defines
agents, disabling all of them is a clear error rather than a silent fall-back to an unconfigured assistant.

An agent's allowlist only narrows: the tools a turn offers are the user's live tools ∩ the allowlist, and the
gateway refuses a call outside it (`ToolContext.allowlist`). It never grants a permission.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from deputy.core import events
from deputy.core.identity.principal import Principal
from deputy.errors import AccessDenied, InputError, NoAgentsConfigured, NotFound

SLUG_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
MAX_NAME_CHARS = 100
MAX_DESCRIPTION_CHARS = 2_000
MAX_PROMPT_CHARS = 20_000
MAX_TOOLS = 200
MANAGE_PERMISSION = "agents.manage"
"""Lets a non-administrator manage their own tenant's agents (system agents stay with administrators)."""
DELEGATE_TOOL = "delegate_to_agent"
DELEGATE_PERMISSION = "agents.delegate"
"""Needed to see `delegate_to_agent`; the sub-agent still runs with exactly the caller's permissions."""


@dataclass(frozen=True, slots=True)
class AgentProfile:
    """One agent. `tenant_id` None: system-owned. `tools` None: every tool the user may use."""

    id: str
    slug: str
    name: str
    tenant_id: str | None
    created_at: datetime
    updated_at: datetime
    description: str = ""
    system_prompt: str = ""
    connection_id: str | None = None
    model: str | None = None
    tools: tuple[str, ...] | None = None
    enabled: bool = True
    lazy_tools: bool = False
    """Load tool specs on demand (`search_tools`) instead of offering them all up front."""
    primary: bool = False
    created_by: str | None = None

    @property
    def system_owned(self) -> bool:
        return self.tenant_id is None

    def allowlist(self) -> frozenset[str] | None:
        return None if self.tools is None else frozenset(self.tools)


@dataclass(frozen=True, slots=True)
class AgentDraft:
    """What creating an agent needs; every field validated by `validate_draft` before it reaches the store."""

    slug: str
    name: str
    description: str = ""
    system_prompt: str = ""
    connection_id: str | None = None
    model: str | None = None
    tools: tuple[str, ...] | None = None
    enabled: bool = True
    lazy_tools: bool = False
    primary: bool = False


@dataclass(frozen=True, slots=True)
class AgentPatch:
    """A partial update: only the keys in `values` change (so `None` can clear a nullable field)."""

    values: dict[str, Any] = field(default_factory=dict)


class AgentStore(Protocol):
    async def visible(self, tenant_id: str | None, *, fresh: bool = False) -> Sequence[AgentProfile]:
        """The tenant's agents and the system's, tenant first, each oldest first (disabled ones too). A store may
        answer from a copy a few seconds old; `fresh` reads now."""
        ...

    async def get(self, agent_id: str) -> AgentProfile | None: ...

    async def create(
        self, draft: AgentDraft, *, tenant_id: str | None, by: str | None, now: datetime
    ) -> AgentProfile: ...

    async def update(self, agent_id: str, patch: AgentPatch, *, now: datetime) -> AgentProfile: ...

    async def delete(self, agent_id: str) -> None: ...


# -- resolution ------------------------------------------------------------------------------------------------


def resolve_default(agents: Sequence[AgentProfile], tenant_id: str | None) -> AgentProfile:
    """The default agent among `agents` (what `AgentStore.visible` returns): tenant primary, system primary,
    any enabled (tenant first); `NoAgentsConfigured` when none is enabled."""
    enabled = [a for a in agents if a.enabled and (a.tenant_id is None or a.tenant_id == tenant_id)]
    own = [a for a in enabled if a.tenant_id is not None]
    system = [a for a in enabled if a.tenant_id is None]
    for candidates in ([a for a in own if a.primary], [a for a in system if a.primary], own, system):
        if candidates:
            return candidates[0]
    raise NoAgentsConfigured(
        "Agents are configured but none is enabled for you; an administrator must enable one "
        "(`deputy agent list`, or PATCH /api/admin/agents/{id} with enabled=true).",
    )


def find(agents: Sequence[AgentProfile], key: str) -> AgentProfile | None:
    """The agent with this slug or id; a tenant agent shadows a system agent of the same slug."""
    return next((a for a in agents if a.id == key), None) or next((a for a in agents if a.slug == key), None)


def usable(agents: Sequence[AgentProfile], key: str) -> AgentProfile:
    """The enabled agent `key` (slug or id) names, or `NotFound` (a disabled agent is not offered)."""
    agent = find(agents, key)
    if agent is None or not agent.enabled:
        raise NotFound(f"No enabled agent {key!r}.", code="unknown_agent")
    return agent


def for_conversation(
    agents: Sequence[AgentProfile], agent_id: str | None, tenant_id: str | None
) -> AgentProfile | None:
    """The agent that answers a conversation whose stored agent is `agent_id` (see the module docstring)."""
    if not agents:
        return None
    chosen = next((a for a in agents if a.id == agent_id and a.enabled), None) if agent_id else None
    return chosen or resolve_default(agents, tenant_id)


class AgentDirectory:
    """Resolution over a store, for one principal at a time."""

    def __init__(self, store: AgentStore) -> None:
        self.store = store

    async def for_conversation(self, principal: Principal, agent_id: str | None) -> AgentProfile | None:
        agents = await self._visible(principal, agent_id)
        return for_conversation(agents, agent_id, principal.tenant_id)

    async def usable(self, principal: Principal, key: str) -> AgentProfile:
        return usable(await self._visible(principal, key), key)

    async def for_turn(
        self, principal: Principal, agent_id: str | None, *, override: str | None = None
    ) -> tuple[AgentProfile | None, list[AgentProfile]]:
        """The agent that answers a turn (`override` names one explicitly) and the other enabled agents."""
        agents = await self._visible(principal, override or agent_id)
        chosen = usable(agents, override) if override else for_conversation(agents, agent_id, principal.tenant_id)
        return chosen, [a for a in agents if a.enabled and chosen is not None and a.id != chosen.id]

    async def default(self, principal: Principal) -> AgentProfile | None:
        """The default agent, None when no agent is defined at all (the built-in assistant)."""
        return await self.for_conversation(principal, None)

    async def _visible(self, principal: Principal, wanted: str | None) -> Sequence[AgentProfile]:
        """The visible agents; read again now when `wanted` (a slug or id) is not among the kept copy's, since it
        may have been created on another process moments ago."""
        agents = await self.store.visible(principal.tenant_id)
        if wanted and find(agents, wanted) is None:
            agents = await self.store.visible(principal.tenant_id, fresh=True)
        return agents


# -- administration ------------------------------------------------------------------------------------------


def may_manage(principal: Principal, agent: AgentProfile | None = None, *, system: bool = False) -> None:
    """Administrators manage every agent; holders of `agents.manage` only their own tenant's."""
    if principal.is_admin:
        return
    owned_by_system = system if agent is None else agent.system_owned
    if principal.holds(MANAGE_PERMISSION) and not owned_by_system and principal.tenant_id is not None:
        if agent is None or agent.tenant_id == principal.tenant_id:
            return
    raise AccessDenied(
        "Only administrators manage system agents; managing your tenant's agents needs `agents.manage`."
        if owned_by_system
        else "Managing agents needs `agents.manage`."
    )


def _invalid(field_name: str, message: str) -> InputError:
    return InputError(f"{field_name}: {message}", code="invalid_agent", details={"field": field_name})


def validate_slug(slug: object) -> str:
    if not isinstance(slug, str) or not SLUG_PATTERN.fullmatch(slug):
        raise _invalid("slug", "1-64 lowercase letters, digits, '-' or '_', starting with a letter or digit.")
    return slug


def validate_text(field_name: str, value: object, *, limit: int, required: bool = False) -> str:
    if not isinstance(value, str) or len(value) > limit or "\x00" in value or (required and not value.strip()):
        raise _invalid(field_name, f"{'1' if required else '0'} to {limit} characters.")
    return value.strip()


def validate_tools(tools: Iterable[str] | None, known: Iterable[str]) -> tuple[str, ...] | None:
    """The allowlist as stored: registered tool names, deduplicated, sorted; None keeps every tool."""
    if tools is None:
        return None
    names = sorted(set(tools))
    if len(names) > MAX_TOOLS:
        raise _invalid("tools", f"at most {MAX_TOOLS} tools.")
    unknown = sorted(set(names) - set(known))
    if unknown:
        raise InputError(
            f"tools: no such tool: {', '.join(unknown)}.",
            code="invalid_agent",
            details={"field": "tools", "unknown": unknown},
        )
    return tuple(names)


def validate_draft(draft: AgentDraft, *, known_tools: Iterable[str]) -> AgentDraft:
    return AgentDraft(
        slug=validate_slug(draft.slug),
        name=validate_text("name", draft.name, limit=MAX_NAME_CHARS, required=True),
        description=validate_text("description", draft.description, limit=MAX_DESCRIPTION_CHARS),
        system_prompt=validate_text("system_prompt", draft.system_prompt, limit=MAX_PROMPT_CHARS),
        connection_id=draft.connection_id,
        model=draft.model,
        tools=validate_tools(draft.tools, known_tools),
        enabled=draft.enabled,
        lazy_tools=draft.lazy_tools,
        primary=draft.primary,
    )


def validate_patch(values: dict[str, Any], *, known_tools: Iterable[str]) -> AgentPatch:
    """Each changed field checked as on create; `slug` and `name` may not be null."""
    checked: dict[str, Any] = {}
    for name, value in values.items():
        match name:
            case "slug":
                checked[name] = validate_slug(value)
            case "name":
                checked[name] = validate_text("name", value, limit=MAX_NAME_CHARS, required=True)
            case "description":
                checked[name] = validate_text(name, value or "", limit=MAX_DESCRIPTION_CHARS)
            case "system_prompt":
                checked[name] = validate_text(name, value or "", limit=MAX_PROMPT_CHARS)
            case "tools":
                checked[name] = validate_tools(value, known_tools)
            case "enabled" | "lazy_tools" | "primary":
                if not isinstance(value, bool):
                    raise _invalid(name, "true or false.")
                checked[name] = value
            case "connection_id" | "model":
                checked[name] = value
            case _:
                raise _invalid(name, "not a field of an agent.")
    return AgentPatch(values=checked)


def prompt_section(agent: AgentProfile, peers: Sequence[AgentProfile] = ()) -> str:
    """The agent's part of the system prompt: who it is, its instructions (operator text, never a user's), and the
    agents it may delegate to (`peers`, when `delegate_to_agent` is offered)."""
    head = f'You are answering as the agent "{agent.name}" ({agent.slug}).'
    if agent.description:
        head += f" {agent.description}"
    text = f"{head}\n\n{agent.system_prompt}".strip()
    others = [p for p in peers if p.enabled and p.id != agent.id]
    if others:
        roster = "\n".join(f"- {p.slug}: {p.name}" + (f" — {p.description}" if p.description else "") for p in others)
        text += f"\n\nAgents you can delegate to with delegate_to_agent:\n{roster}"
    return text


def agent_part(agent: AgentProfile) -> events.Data:
    """The `data-agent` part each answer starts with: which agent wrote it (kept with the message, for audit)."""
    return events.Data("agent", {"id": agent.id, "slug": agent.slug, "name": agent.name}, id="agent")
