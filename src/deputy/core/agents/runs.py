"""Headless runs: an agent does a task without a chat UI (automations, `POST /api/agents/{slug}/run`,
`deputy agent run SLUG --as USER "task"`).

A run is an ordinary turn: it is stored as a conversation of the user it runs as (origin `run`, titled with the
agent and the task), so it is listed, auditable and can be opened in the UI; it passes the same quota, spend cap
and admission budgets, the same step cap and forced final answer, the same guards. What differs: tool calls are
audited with transport `automation`, changes are only **proposed** whatever the conversation's mode (a proposal
does not end the run; the model is told a human confirms it), and the result lists each proposal with its link.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from deputy.core import events
from deputy.core.chat.planning import MAX_MESSAGE_CHARS, NewMessage, TurnOptions
from deputy.core.chat.service import ChatService
from deputy.core.conversations.records import Conversation, Message, Role
from deputy.core.identity.principal import Principal
from deputy.core.ports import Clock
from deputy.core.tools.declarations import HostCaller
from deputy.core.tools.proposal_token import confirm_url
from deputy.errors import InputError, NotFound

RUN_ORIGIN = "run"
TITLE_CHARS = 80


class RunConversations(Protocol):
    async def create(
        self, owner: Principal, *, now: datetime, agent_id: str | None = None, origin: str = "chat"
    ) -> Conversation: ...

    async def update(self, owner: Principal, conversation_id: str, *, now: datetime, title: str | None) -> Any: ...

    async def messages(self, conversation_id: str, *, include_superseded: bool = False) -> Sequence[Message]: ...


@dataclass(frozen=True, slots=True)
class RunProposal:
    """A change the run proposed: a human applies or declines it at `url`."""

    token: str
    tool: str
    summary: str
    status: str
    url: str


@dataclass(frozen=True, slots=True)
class RunResult:
    conversation_id: str
    agent: str
    status: str
    """`complete`, `error` or `interrupted` (the stored answer's status)."""
    answer: str
    proposals: list[RunProposal] = field(default_factory=list)
    usage: dict[str, Any] | None = None
    error: str | None = None


class AgentRunner:
    def __init__(
        self, *, chat: ChatService, conversations: RunConversations, clock: Clock, public_url: str = ""
    ) -> None:
        self._chat = chat
        self._conversations = conversations
        self._clock = clock
        self._public_url = public_url

    async def run(
        self, principal: Principal, agent_key: str, task: str, *, host: HostCaller | None = None
    ) -> RunResult:
        """Run the enabled agent `agent_key` (slug or id) on `task` as `principal`, to its end."""
        text = task.strip()
        if not text or len(text) > MAX_MESSAGE_CHARS:
            raise InputError(
                f"task: 1 to {MAX_MESSAGE_CHARS} characters.", code="invalid_request", details={"field": "task"}
            )
        if self._chat.agents is None:
            raise NotFound(f"No enabled agent {agent_key!r}.", code="unknown_agent")
        agent = await self._chat.agents.usable(principal, agent_key)
        now = self._clock.now()
        conversation = await self._conversations.create(principal, now=now, agent_id=agent.id, origin=RUN_ORIGIN)
        title = f"Run: {agent.name}: {' '.join(text.split())}"
        title = title if len(title) <= TITLE_CHARS else title[: TITLE_CHARS - 1] + "…"
        await self._conversations.update(principal, conversation.id, now=now, title=title)
        live = await self._chat.start(
            principal, conversation.id, NewMessage(text=text), TurnOptions(host=host, headless=True)
        )
        cards: dict[str, dict[str, Any]] = {}
        tokens: dict[str, str] = {}
        async for event in live.follow():
            match event:
                case events.ToolApprovalRequest(call_id=call_id, approval_id=token):
                    tokens[call_id] = token
                case events.Data(name="proposal", data=data) if isinstance(data, dict):
                    cards[str(data.get("toolCallId"))] = data
                case _:
                    pass
        answer = next(
            (m for m in reversed(await self._conversations.messages(conversation.id)) if m.role is Role.ASSISTANT),
            None,
        )
        if answer is None:  # the turn could not store its answer: the stream said so
            raise NotFound("The run stored no answer.", code="run_lost")
        return RunResult(
            conversation_id=conversation.id,
            agent=agent.slug,
            status=answer.status.value,
            answer=answer.content,
            proposals=[self._proposal(token, cards.get(call_id, {})) for call_id, token in tokens.items()],
            usage=dict(answer.usage) if answer.usage else None,
            error=answer.error,
        )

    def _proposal(self, token: str, card: dict[str, Any]) -> RunProposal:
        return RunProposal(
            token=token,
            tool=str(card.get("tool", "")),
            summary=str(card.get("summary", "")),
            status=str(card.get("status", "proposed")),
            url=confirm_url(token, self._public_url),
        )
