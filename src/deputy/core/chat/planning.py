"""What a chat request asks for (`ChatAction`), and the plan of the turn that answers it: which messages it replays,
which answer it continues, which confirm cards it decides, and what the input guard makes of the text. A plan that
refuses has written nothing but what an edit or a regenerate supersedes."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from deputy.core.agents.profiles import AgentProfile
from deputy.core.chat.approvals import ApprovalAnswer
from deputy.core.chat.input_guard import InputDecision, rescreen, screen_user_text
from deputy.core.chat.runner import TurnPlan
from deputy.core.chat.tool_loading import ToolLoading
from deputy.core.chat.transcript import Transcript
from deputy.core.conversations.records import Conversation, ConversationStore, Message, MessageStatus, Role
from deputy.core.identity.principal import Principal
from deputy.core.ports import Clock
from deputy.core.tools.declarations import HostCaller
from deputy.core.tools.gateway import ToolGateway
from deputy.core.tools.records import ProposalStatus
from deputy.errors import Conflict, InputError, NotFound

MAX_MESSAGE_CHARS = 32_000
HISTORY_HEADROOM = 16
"""Messages a turn reads beyond the `history_messages` it replays: room for excluded exchanges and for the turn's own
plan (a continued answer, a regenerated one), so that the newest messages almost always suffice."""
_OLDER_MESSAGE_MAY_HOLD = frozenset({"unknown_message", "unknown_proposal", "nothing_to_regenerate"})
"""A plan's refusals that a message older than the newest ones read may answer (`TurnPlanner.planned`)."""


@dataclass(frozen=True, slots=True)
class NewMessage:
    """A new user message; `edit_of` replaces that earlier user message (it and what follows are superseded)."""

    text: str
    message_id: str | None = None
    edit_of: str | None = None


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Answer the last user message again; the previous answer is kept, hidden."""


@dataclass(frozen=True, slots=True)
class Continue:
    """The client answered confirm cards on assistant message `message_id` (the stock v6 approval flow)."""

    message_id: str
    approvals: tuple[ApprovalAnswer, ...]


@dataclass(frozen=True, slots=True)
class DecisionTurn:
    """The seed's explicit decision body: the proposal was applied (or is to be declined) outside the stream."""

    token: str
    kind: Literal["apply", "decline"]


@dataclass(frozen=True, slots=True)
class Reply:
    """Answer the stored user message `message_id` of a group chat (it mentioned an auto-responding agent,
    `core.chat.group_chats`). Never stops a running answer: a busy chat refuses with `turn_running`."""

    message_id: str


ChatAction = NewMessage | Regenerate | Continue | DecisionTurn | Reply


@dataclass(frozen=True, slots=True)
class TurnOptions:
    model: str | None = None
    connection_id: str | None = None
    time_zone: str | None = None
    host: HostCaller | None = None
    """Calls the host application as this user (projected tools need it); built from the request's credentials."""
    agent_id: str | None = None
    """Answer this turn as this agent (slug or id) instead of the conversation's; its model applies too."""
    headless: bool = False
    """A headless run (`core.agents.runs`): changes are only proposed and a proposal does not end the run."""
    tool_loading: ToolLoading | None = None
    """Offer tools eagerly or load them on demand (`core.chat.tool_loading`); None: `ChatPolicy.tool_loading`."""


class TurnPlanner:
    """Plans a turn from the action and the conversation's newest messages (`ChatService` starts it)."""

    def __init__(
        self, *, store: ConversationStore, clock: Clock, gateway: ToolGateway, assistant_name: str = "Deputy"
    ) -> None:
        self._assistant_name = assistant_name
        self._store = store
        self._clock = clock
        self._gateway = gateway

    async def planned(
        self,
        principal: Principal,
        conversation: Conversation,
        action: ChatAction,
        rows: list[Message],
        *,
        complete: bool,
    ) -> tuple[TurnPlan, bool]:
        """`_plan` on the newest messages; on all of them when the message or proposal the action names is not
        among those (a plan that refuses has changed nothing). With whether `rows` now holds every message. Any other
        refusal (an empty message, say) stands without reading the rest."""
        if complete:
            return await self._plan(principal, conversation, action, rows), True
        try:
            return await self._plan(principal, conversation, action, rows), False
        except (NotFound, InputError) as refusal:
            if refusal.code not in _OLDER_MESSAGE_MAY_HOLD:
                raise
            rows[:] = await self._store.messages(conversation.id)
        return await self._plan(principal, conversation, action, rows), True

    def screen(self, action: ChatAction, rows: list[Message]) -> InputDecision | None:
        """The input guard's decision on the text this turn answers (None: a continuation, nothing new to scan)."""
        guard = self._gateway.policy.guard
        if isinstance(action, NewMessage):
            return screen_user_text(action.text, guard=guard, assistant_name=self._assistant_name)
        if isinstance(action, Regenerate | Reply):
            last_user = _answered(action, rows)
            if last_user is not None and (last_user.guard is not None or last_user.excluded):
                decision = rescreen(
                    last_user.content, last_user.guard, guard=guard, assistant_name=self._assistant_name
                )
                return replace(decision, exclude=decision.exclude or last_user.excluded)
        return None

    async def _plan(
        self, principal: Principal, conversation: Conversation, action: ChatAction, rows: list[Message]
    ) -> TurnPlan:
        match action:
            case NewMessage():
                return await self._plan_new(conversation, action, rows)
            case Regenerate():
                last_user = next((m for m in reversed(rows) if m.role is Role.USER), None)
                if last_user is None:
                    raise InputError("There is no user message to answer again.", code="nothing_to_regenerate")
                await self._store.supersede_from(conversation.id, seq=last_user.seq + 1, now=self._clock.now())
                rows[:] = [m for m in rows if m.seq <= last_user.seq]
                return TurnPlan()
            case Continue():
                assistant = _continuable(rows, action.message_id)
                transcript = Transcript(assistant.parts)
                for answer in action.approvals:
                    part = transcript.approval(answer.approval_id)
                    if part is None or part.get("state") != "approval-requested":
                        raise Conflict(
                            "That confirmation is not waiting for an answer.",
                            code="approval_not_pending",
                            details={"approval_id": answer.approval_id[:12]},
                        )
                return TurnPlan(assistant=assistant, approvals=action.approvals)
            case DecisionTurn():
                return await self._plan_decision(principal, conversation, action, rows)
            case Reply():
                if _answered(action, rows) is None:
                    raise NotFound("No such message in this conversation.", code="unknown_message")
                return TurnPlan()

    async def _plan_new(self, conversation: Conversation, action: NewMessage, rows: list[Message]) -> TurnPlan:
        text = action.text.strip()
        if not text:
            raise InputError("The message is empty.", code="empty_message", details={"field": "messages"})
        if len(text) > MAX_MESSAGE_CHARS:
            raise InputError(
                f"The message is longer than {MAX_MESSAGE_CHARS} characters.",
                code="message_too_long",
                details={"field": "messages"},
            )
        if action.edit_of is not None:
            edited = next((m for m in rows if m.id == action.edit_of and m.role is Role.USER), None)
            if edited is None:
                raise NotFound("No such message in this conversation.", code="unknown_message")
            await self._store.supersede_from(conversation.id, seq=edited.seq, now=self._clock.now())
            rows[:] = [m for m in rows if m.seq < edited.seq]
        return TurnPlan()

    async def _plan_decision(
        self, principal: Principal, conversation: Conversation, action: DecisionTurn, rows: list[Message]
    ) -> TurnPlan:
        record = await self._gateway.describe(principal, action.token)
        if record.conversation_id != conversation.id:
            raise NotFound("No such proposal in this conversation.", code="unknown_proposal")
        if action.kind == "apply" and record.status is not ProposalStatus.APPLIED:
            raise Conflict(
                f"The proposal is {record.status.value}, not applied; apply it before asking for the acknowledgement.",
                code="proposal_not_applied",
            )
        if action.kind == "decline" and record.status not in (ProposalStatus.PROPOSED, ProposalStatus.DECLINED):
            raise Conflict(f"The proposal is already {record.status.value}.", code="proposal_decided")
        holder = next((m for m in reversed(rows) if Transcript(m.parts).approval(action.token) is not None), None)
        if holder is None:
            raise NotFound("No such proposal in this conversation.", code="unknown_proposal")
        # An applied proposal is only reported; a pending one the user declines is declined here, and recorded.
        decided = action.kind == "apply" or record.status is ProposalStatus.DECLINED
        answer = ApprovalAnswer(approval_id=action.token, approved=action.kind == "apply", decided=decided)
        return TurnPlan(assistant=holder, approvals=(answer,), decision=True)


def rewrites_history(action: ChatAction) -> bool:
    """Whether planning `action` writes before the turn begins (an edit or a regenerate supersedes messages)."""
    return isinstance(action, Regenerate) or (isinstance(action, NewMessage) and action.edit_of is not None)


def check_chat_type(conversation: Conversation, action: ChatAction) -> None:
    """A direct or group chat is written to as chat messages (an agent answers when mentioned), never as AI turns."""
    if conversation.chat_type != "ai" and isinstance(action, NewMessage | Regenerate):
        raise Conflict(
            f"This is a {conversation.chat_type} chat: post messages to it, and mention an agent to ask it.",
            code="not_an_ai_chat",
        )
    if conversation.chat_type != "group" and isinstance(action, Reply):
        raise Conflict("Only a group chat has agents that answer when mentioned.", code="not_a_group_chat")


def _answered(action: Regenerate | Reply, rows: list[Message]) -> Message | None:
    """The user message a regenerate (the last one) or a reply (the one it names) answers."""
    users = (m for m in reversed(rows) if m.role is Role.USER)
    if isinstance(action, Reply):
        return next((m for m in users if m.id == action.message_id), None)
    return next(users, None)


def _continuable(rows: list[Message], message_id: str) -> Message:
    visible = [m for m in rows if m.role is not Role.SYSTEM]
    if not visible or visible[-1].id != message_id or visible[-1].role is not Role.ASSISTANT:
        raise NotFound("Only the latest assistant message can be continued.", code="unknown_message")
    if visible[-1].status is MessageStatus.STREAMING:
        raise Conflict("That answer is still being written.", code="turn_running")
    return visible[-1]


def history_of(rows: list[Message], plan: TurnPlan, *, current_turn: bool) -> list[Message]:
    """The rows the model's history is rebuilt from: those before the continued answer, without excluded exchanges
    (but with the user message this turn answers, when it is already stored: regenerate and continuations)."""
    continued = plan.assistant.id if plan.assistant is not None else None
    history = list(itertools.takewhile(lambda m: m.id != continued, rows))
    current = next((m for m in reversed(history) if m.role is Role.USER), None) if current_turn else None
    return [m for m in history if not m.excluded or m is current]


def newest(rows: list[Message], limit: int) -> list[Message]:
    """The newest `limit` rows (Waldur kept the oldest, so long threads lost their latest turns)."""
    return rows[-limit:] if len(rows) > limit else rows


def is_first_message(rows: list[Message], conversation: Conversation) -> bool:
    return conversation.title is None and not any(m.role is Role.USER for m in rows)


def message_text(parts: Any) -> str:
    """The text of a UI message's `text` parts (what a user typed), joined by blank lines."""
    if not isinstance(parts, list):
        return ""
    texts = [p.get("text") for p in parts if isinstance(p, Mapping) and p.get("type") == "text"]
    return "\n\n".join(t for t in texts if isinstance(t, str))


def model_choice(
    conversation: Conversation, options: TurnOptions, agent: AgentProfile | None
) -> tuple[str | None, str | None]:
    """The connection and model to bind: the request's, then the conversation's (switching agents writes the agent's
    choice there), then the agent's. A turn answered by another agent (`options.agent_id`) prefers that agent's."""
    stored = (conversation.connection_id, conversation.model)
    own = (agent.connection_id, agent.model) if agent is not None else (None, None)
    first, second = (own, stored) if options.agent_id is not None else (stored, own)
    return options.connection_id or first[0] or second[0], options.model or first[1] or second[1]
