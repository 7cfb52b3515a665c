"""What a chat turn reads before it starts, in one transaction: the conversation, its messages, and what the turn's
context needs (business context blocks, always-inject notes, the tools the conversation loaded).

A read that the store can tell is empty (no block, no note, no loaded tool) costs nothing beyond the conversation's
own row: the store asks for the three in that row's statement and reads only those that exist. A value of None
means "not read here": the consumer reads it itself, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from deputy.core.conversations.memory import Memory
from deputy.core.conversations.records import Conversation, Message
from deputy.core.conversations.workspaces import ContextBlock
from deputy.core.identity.principal import Principal


@dataclass(frozen=True, slots=True)
class StartReads:
    blocks: Sequence[ContextBlock] | None = None
    """The business context blocks of the turn's target (platform, tenant, workspace, user)."""
    memories: Sequence[Memory] | None = None
    """The owner's always-inject notes, newest first (at most `MAX_ALWAYS_INJECT`)."""
    loaded_tools: frozenset[str] | None = None
    """The tools the conversation loaded (lazy tool loading)."""


@dataclass(frozen=True, slots=True)
class OpenedTurn:
    conversation: Conversation
    messages: Sequence[Message]
    """The conversation's newest messages, oldest first: all of them when `complete`."""
    reads: StartReads = field(default_factory=StartReads)
    complete: bool = True
    """False when older messages were left out (`opened_turn`'s `newest`)."""


class TurnStartReads(Protocol):
    async def opened_turn(self, owner: Principal, conversation_id: str, *, newest: int) -> OpenedTurn:
        """The conversation (404 unless `owner` may open it), its `newest` newest messages and the turn's context
        reads."""
        ...
