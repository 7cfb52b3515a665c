"""`delegate_to_agent(agent_slug, task)`: one agent hands a self-contained task to another and reads its answer.

```
call ──► depth < MAX_DEPTH? ──► the enabled agent by slug ──► its model, prompt and allowlist
     ──► a bounded Agent loop as the *same* principal (its live permissions; changes only proposed)
     ──► progress: a `data-delegation` part (same id, replaced) streams the sub-agent's text and tool calls
     ──► result: the sub-agent's answer (what the calling model reads), its proposals with links, an audit event
```
The sub-agent never has more than the caller: the same principal, its own allowlist narrowing further, every call
through the same gateway (budget, authorization, audit), and `mutate`/`destructive` tools only ever propose, whatever
the conversation's mode. The depth (a sub-agent may delegate once more at most) is tracked in a context variable, so
it holds however the calls nest. Its token usage is reported to the calling turn (`ToolContext.progress`), which
counts it against the same quota and spend cap.
"""

from __future__ import annotations

import contextvars
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel, Field

from deputy.core import events, model
from deputy.core.agents.profiles import DELEGATE_PERMISSION, DELEGATE_TOOL, AgentDirectory, prompt_section
from deputy.core.chat.agent_loop import Agent, AgentPolicy
from deputy.core.chat.prompt import PromptFacts, system_prompt, turn_note
from deputy.core.conversations.records import PermissionMode
from deputy.core.model import ModelProvider
from deputy.core.ports import Clock
from deputy.core.tools.audit_events import AuditEvent, AuditEventLog, EventKind
from deputy.core.tools.declarations import Effect, Tool, ToolContext, tool
from deputy.core.tools.gateway import ToolGateway
from deputy.core.tools.proposal_token import confirm_url
from deputy.errors import Conflict

MAX_DEPTH = 2
"""A chat's agent may delegate (depth 1) and that sub-agent once more (depth 2); deeper calls are refused."""
MAX_STEPS = 6
PROGRESS_CHARS = 160
"""A progress update is published after at least this much new text (and on every tool call), not per token."""

_depth: contextvars.ContextVar[int] = contextvars.ContextVar("deputy_delegation_depth", default=0)

INSTRUCTIONS = (
    "delegate_to_agent hands a task to another agent and returns its answer. The task must be self-contained: the "
    "agent does not see this conversation. Use it when a listed agent is better suited; do not delegate what you "
    "can answer yourself, and never delegate the same task twice."
)
SUB_AGENT_NOTE = (
    "Another agent delegated this task to you. You cannot ask the user questions; do the task with your tools and "
    "answer with what you found. Changes you request are only proposed: a human confirms them later."
)


class DelegateArgs(BaseModel):
    agent_slug: str = Field(
        min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9_-]*$", description="the slug of the agent to ask"
    )
    task: str = Field(
        min_length=1, max_length=8_000, description="the whole task, self-contained: the agent sees nothing else"
    )


@dataclass(slots=True)
class _Run:
    """What the sub-agent did, as the progress part and the result show it."""

    slug: str
    name: str
    task: str
    text: list[str] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)
    proposals: dict[str, dict[str, Any]] = field(default_factory=dict)
    status: str = "running"

    def snapshot(self, call_id: str | None) -> dict[str, Any]:
        return {
            "toolCallId": call_id,
            "agent": self.slug,
            "name": self.name,
            "task": self.task,
            "status": self.status,
            "text": "".join(self.text),
            "tools": list(self.tools),
            "proposals": list(self.proposals.values()),
        }


def build_delegate_tool(
    *,
    agents: AgentDirectory,
    models: ModelProvider,
    gateway: ToolGateway,
    clock: Clock,
    audit: AuditEventLog | None = None,
    max_steps: int = MAX_STEPS,
    max_depth: int = MAX_DEPTH,
) -> Tool[DelegateArgs]:
    @tool(
        effect=Effect.READ,
        permissions={DELEGATE_PERMISSION},
        name=DELEGATE_TOOL,
        title="Delegate to an agent",
        category="agents",
        instructions=INSTRUCTIONS,
    )
    async def delegate_to_agent(ctx: ToolContext, args: DelegateArgs) -> dict[str, Any]:
        """Ask another agent (by slug) to do a self-contained task and return its answer. The agent works with
        your user's permissions and its own tools; changes it requests are only proposed."""
        depth = _depth.get()
        if depth >= max_depth:
            raise Conflict(
                f"Delegation is limited to {max_depth} levels; do this part yourself.", code="delegation_too_deep"
            )
        agent = await agents.usable(ctx.principal, args.agent_slug)
        binding = await models.bind(agent.connection_id, agent.model)
        allowed = gateway.allowed_tools(ctx.principal, agent.allowlist())
        prompt = system_prompt(
            PromptFacts(
                mode=PermissionMode.APPROVE,
                family=binding.connection.family,
                roles=ctx.principal.roles,
                playbooks=[(t.display_title, t.instructions) for t in allowed if t.instructions],
                agent=f"{prompt_section(agent)}\n\n{SUB_AGENT_NOTE}",
            )
        )
        run = _Run(slug=agent.slug, name=agent.name, task=args.task)
        publish = _publisher(ctx, run)
        loop = Agent(
            chat_model=binding.chat_model,
            model_id=binding.model_id,
            options=binding.options,
            gateway=gateway,
            ctx=replace(ctx, allowlist=agent.allowlist(), call_id=None),
            mode=PermissionMode.APPROVE,
            system_prompt=prompt,
            note=turn_note(clock.now(), ctx.time_zone),
            policy=AgentPolicy(max_steps=max_steps, stop_for_approval=False),
            cancel=ctx.cancel,  # stopping the calling turn stops its sub-agent too
        )
        token = _depth.set(depth + 1)
        try:
            publish(force=True)
            async for event in loop.run([{"role": "user", "content": args.task}]):
                publish(force=_observe(run, event))
            run.status = "stopped" if loop.state.cancelled else "complete"
        except BaseException:
            run.status = "failed"
            raise
        finally:
            _depth.reset(token)
            publish(force=True)
            if loop.state.usage is not None and ctx.progress is not None:
                ctx.progress(loop.state.usage)  # the calling turn counts it against the same budgets
            if audit is not None:
                await audit.record(_event(ctx, run, depth=depth + 1, usage=loop.state.usage, now=clock))
        answer = "".join(run.text).strip() or "The agent gave no answer."
        return {
            "agent": agent.slug,
            "status": run.status,
            "answer": answer,
            "tools_used": run.tools,
            "proposals": list(run.proposals.values()),
        }

    return delegate_to_agent


def _observe(run: _Run, event: events.StreamEvent) -> bool:
    """Fold one sub-agent event into `run`; True when it is worth publishing at once (a tool call, a proposal)."""
    match event:
        case events.TextDelta(delta=delta):
            run.text.append(delta)
        case events.ToolInputAvailable(tool_name=name):
            run.tools.append(name)
            return True
        case events.ToolApprovalRequest(call_id=call_id, approval_id=token):
            run.proposals[call_id] = {"token": token, "url": confirm_url(token)}
            return True
        case events.Data(name="proposal", data=data) if isinstance(data, dict):
            entry = run.proposals.setdefault(str(data.get("toolCallId")), {})
            entry.update({"tool": data.get("tool"), "summary": data.get("summary"), "status": data.get("status")})
            return True
        case _:
            pass
    return False


def _publisher(ctx: ToolContext, run: _Run) -> Callable[..., None]:
    part_id = f"delegation-{ctx.call_id or uuid.uuid4().hex[:12]}"
    published = [0]

    def publish(*, force: bool = False) -> None:
        if ctx.progress is None:
            return
        size = sum(len(t) for t in run.text)
        if force or size - published[0] >= PROGRESS_CHARS:
            published[0] = size
            ctx.progress(events.Data("delegation", run.snapshot(ctx.call_id), id=part_id))

    return publish


def _event(ctx: ToolContext, run: _Run, *, depth: int, usage: model.Usage | None, now: Clock) -> AuditEvent:
    """The audit event of one delegation: who asked which agent, how deep, what it used (never the task's text)."""
    return AuditEvent(
        kind=EventKind.AGENT_DELEGATED,
        actor=ctx.principal.ref,
        tenant_id=ctx.principal.tenant_id,
        created_at=now.now(),
        conversation_id=ctx.conversation_id,
        details={
            "agent": run.slug,
            "depth": depth,
            "status": run.status,
            "tools": list(run.tools),
            "proposals": len(run.proposals),
            "tokens": usage.input_tokens + usage.output_tokens if usage is not None else 0,
            "transport": ctx.transport.value,
        },
    )
