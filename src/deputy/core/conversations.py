"""Conversations and their messages, as the core sees them. Owner-scoped everywhere."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from deputy.core.principal import Principal


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


class ConversationStore(Protocol):
    async def create(
        self, owner: Principal, *, now: datetime, connection_id: str | None = None, model: str | None = None
    ) -> Conversation: ...

    async def get(self, owner: Principal, conversation_id: str) -> Conversation: ...

    async def messages(self, conversation_id: str, *, include_superseded: bool = False) -> Sequence[Message]: ...
