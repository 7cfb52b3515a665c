"""Conversations and their messages, as the core sees them. Owner-scoped everywhere."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from deputy.core.budgets.ledger import Admission, Reservation, Settlement
from deputy.core.identity.principal import Principal, PrincipalRef

TRANSCRIPT_PAGE = 200
"""The newest messages a reader of a transcript gets at once (the web API's default page, an MCP resource): a long
conversation never comes whole."""


class PermissionMode(StrEnum):
    """`approve`: every change waits for a click. `auto`: `mutate` tools apply at once; `destructive` never do."""

    APPROVE = "approve"
    AUTO = "auto"


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"


class MessageStatus(StrEnum):
    COMPLETE = "complete"
    STREAMING = "streaming"
    INTERRUPTED = "interrupted"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Conversation:
    id: str
    owner_id: str
    tenant_id: str | None
    title: str | None
    connection_id: str | None
    model: str | None
    permission_mode: PermissionMode
    created_at: datetime
    updated_at: datetime
    archived_at: datetime | None = None
    summary: str | None = None
    summarized_through_seq: int | None = None
    active_turn_id: str | None = None
    cancel_requested_at: datetime | None = None
    agent_id: str | None = None
    """The agent that answers (None: the default agent, or the built-in assistant when no agent is defined)."""
    origin: str = "chat"
    """`chat`, or `run` for a headless agent run (`core.agents.runs`)."""
    chat_type: str = "ai"
    """`ai` (the owner and the assistant), `direct` or `group` (`core.conversations.participants`)."""
    workspace_id: str | None = None
    """The workspace the chat started in; cleared (never deleted) when the workspace goes."""
    entity_type: str | None = None
    entity_id: str | None = None
    """The entity the chat is about (`core.conversations.entities`): a reference only, its fields are reloaded every
    turn."""
    skill_id: str | None = None


@dataclass(frozen=True, slots=True)
class Message:
    """UI parts are the source of truth; `content` is the plain-text fallback; `model_messages` replay the turn."""

    id: str
    conversation_id: str
    seq: int
    role: Role
    parts: Sequence[Mapping[str, Any]]
    content: str
    status: MessageStatus
    created_at: datetime
    updated_at: datetime
    model_messages: Sequence[Mapping[str, Any]] | None = None
    turn_id: str | None = None
    model: str | None = None
    usage: Mapping[str, Any] | None = None
    error: str | None = None
    superseded_at: datetime | None = None
    guard: Mapping[str, Any] | None = None
    """What the guards found in this message (action, severity, categories, PII types); None when nothing."""
    excluded: bool = False
    """Kept out of later history (an injection attempt or a blocked message, and the reply to it)."""
    author_kind: str | None = None
    """Who wrote it in a direct or group chat (`user` or `agent`, with `author_id` and `author_name`); None in an
    ai chat, where the role says it (the owner, or the assistant)."""
    author_id: str | None = None
    author_name: str | None = None


@dataclass(frozen=True, slots=True)
class TurnStart:
    """What `ConversationStore.claim_turn` and `record_turn` write, in that order, in two transactions.

    `user_text` appends a user message (with `user_message_id` when that id is still free, and `user_guard` as its
    detection fields); `reopen` continues the existing assistant message `assistant_id` instead of appending a
    placeholder with that id. `replaces` is the turn the caller saw running (and stopped); if another turn started
    meanwhile, the store raises `Conflict`. The store scrubs secrets from everything it writes.
    """

    conversation_id: str
    turn_id: str
    assistant_id: str
    model: str
    user_text: str | None = None
    user_message_id: str | None = None
    reopen: bool = False
    replaces: str | None = None
    user_guard: Mapping[str, Any] | None = None
    exclude: bool = False
    """Keep the user message and the assistant message of this turn out of later history."""
    lease_holder: str | None = None
    """The process running the turn: a lease for it, until `lease_until`, is written too (`core.chat.leases`)."""
    lease_until: datetime | None = None
    reservation_id: int | None = None
    """The turn's budget reservation, settled once by whoever ends the turn (its process, or a reclaimer)."""


@dataclass(frozen=True, slots=True)
class TurnEnd:
    """What `ConversationStore.finish_turn` writes: the assistant message's final state."""

    conversation_id: str
    turn_id: str
    assistant_id: str
    parts: Sequence[Mapping[str, Any]]
    content: str
    status: MessageStatus
    model_messages: Sequence[Mapping[str, Any]]
    usage: Mapping[str, Any] | None
    error: str | None = None
    guard: Mapping[str, Any] | None = None
    settlement: Settlement | None = None
    """The turn's reservation, settled in the same transaction (one transaction fewer per turn than settling it
    on its own afterwards; `TurnControls.settlement`)."""


@dataclass(frozen=True, slots=True)
class ClaimedTurn:
    """What `ConversationStore.claim_turn` wrote and `record_turn` needs: the conversation's owner (the actor of the
    input guard's audit event) and the turn's budget reservation (None when the claim admitted nothing)."""

    owner: PrincipalRef
    tenant_id: str | None
    reservation: Reservation | None = None


class ConversationStore(Protocol):
    async def get(self, owner: Principal, conversation_id: str) -> Conversation: ...

    async def messages(self, conversation_id: str, *, include_superseded: bool = False) -> Sequence[Message]: ...

    async def opened(self, owner: Principal, conversation_id: str) -> tuple[Conversation, Sequence[Message]]: ...

    async def message(self, message_id: str) -> Message | None: ...

    async def supersede_from(self, conversation_id: str, *, seq: int, now: datetime) -> int: ...

    async def claim_turn(self, start: TurnStart, admission: Admission | None = None, *, now: datetime) -> ClaimedTurn:
        """The first half of a turn's start, everything that must be durable before its model request goes out, in
        one transaction: the conversation's active turn (`Conflict` when another one runs), with `admission` the
        budgets' reservation (a refusal raises, writing nothing), and the lease, naming that reservation."""
        ...

    async def record_turn(self, start: TurnStart, claimed: ClaimedTurn, *, now: datetime) -> str | None:
        """The second half, while the model request is on its way: the user message, the assistant slot (or the
        reopened message) and the input guard's audit event. Returns the id the user message got (None without
        one)."""
        ...

    async def finish_turn(self, end: TurnEnd, *, now: datetime) -> None:
        """Store the assistant message and clear the conversation's active turn if it is still this one."""
        ...

    async def set_title_if_missing(self, conversation_id: str, title: str, *, now: datetime) -> bool: ...

    async def request_cancel(self, owner: Principal, conversation_id: str, *, now: datetime) -> None: ...

    async def cancel_requested(self, conversation_id: str, *, since: datetime) -> bool: ...

    async def cancels_requested(self, asks: Sequence[tuple[str, datetime]]) -> Sequence[bool | Exception]:
        """`cancel_requested` for each (conversation id, since): each answer, or the exception that kept it."""
        ...

    async def active_turn(self, conversation_id: str) -> str | None: ...


class TurnEventLog(Protocol):
    """The events of running turns, shared across processes so any process can resume a live stream."""

    async def append(
        self, turn_id: str, first_seq: int, records: Sequence[Mapping[str, Any]], *, now: datetime
    ) -> None: ...

    async def append_each(
        self, flushes: Sequence[tuple[str, int, Sequence[Mapping[str, Any]]]], *, now: datetime
    ) -> Sequence[Exception | None]:
        """`append` for each (turn id, first seq, records): None for each stored, or the exception that kept it
        (`Conflict` `turn_reclaimed`: another process closed the turn)."""
        ...

    async def read(self, turn_id: str, *, after_seq: int) -> Sequence[tuple[int, Mapping[str, Any]]]: ...

    async def prune(self, *, before: datetime) -> int: ...
