"""Chat types and their participants: who may read and post in a direct or group chat, who has read what, and
which agent answers a message.

```
ai      the owner and one assistant (the chat Deputy always had; participants are implicit)
direct  two users; no model is ever called
group   users and agents; an agent with `auto_respond` answers a message that mentions it (`@slug`)
```
An agent answers through the normal turn machinery *as the user who mentioned it*: that user's live permissions
pick the tools, that user's quota pays, and a change still waits for a click.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from deputy.core.agents.profiles import AgentDirectory
from deputy.core.conversations.records import Conversation, Message
from deputy.core.identity.principal import Principal
from deputy.errors import NotFound


class ChatType(StrEnum):
    AI = "ai"
    DIRECT = "direct"
    GROUP = "group"


class ParticipantKind(StrEnum):
    USER = "user"
    AGENT = "agent"


class ParticipantRole(StrEnum):
    """The owner (the creator) adds and removes participants; a member reads, posts and may leave."""

    OWNER = "owner"
    MEMBER = "member"


DEFAULT_AGENT_SLUG = "assistant"
"""The built-in assistant's slug, the agent a group chat can always invite (`@assistant`)."""

_MENTION = re.compile(r"(?<![\w@.])@([A-Za-z0-9][A-Za-z0-9_-]{0,63})")


@dataclass(frozen=True, slots=True)
class Participant:
    """A user (`id` = user id) or an agent (`id` = its slug) in a chat, with its read receipt."""

    kind: ParticipantKind
    id: str
    display_name: str
    role: ParticipantRole
    auto_respond: bool = False
    last_read_seq: int = 0
    """The position of the newest message this participant has read (0: none)."""
    last_read_message_id: str | None = None
    last_read_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class NewParticipant:
    kind: ParticipantKind
    id: str
    display_name: str
    role: ParticipantRole = ParticipantRole.MEMBER
    auto_respond: bool = False


@dataclass(frozen=True, slots=True)
class UserRef:
    """A user as the chat model needs one: who, in which tenant, shown as what, and whether the account is live."""

    id: str
    tenant_id: str
    username: str
    display_name: str
    active: bool


@dataclass(frozen=True, slots=True)
class AgentRef:
    slug: str
    name: str
    turn_agent: str | None = None
    """What a turn answering as this agent passes as `TurnOptions.agent_id` (None: the conversation's default)."""


@dataclass(frozen=True, slots=True)
class Author:
    """Who wrote a message in a direct or group chat."""

    kind: ParticipantKind
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class InboxEntry:
    """A direct or group chat as the inbox lists it: its newest message and how many the caller has not read."""

    conversation: Conversation
    participants: Sequence[Participant]
    last_message: Message | None
    unread: int


@dataclass(frozen=True, slots=True)
class GroupMessage:
    """A user's message to a direct or group chat, screened and ready to store."""

    conversation_id: str
    author: Author
    text: str
    guard: Mapping[str, Any] | None = None
    excluded: bool = False
    message_id: str | None = None


def mentions(text: str) -> list[str]:
    """The slugs `text` mentions (`@slug`, not inside an e-mail address), lower-cased, first mention first."""
    found: list[str] = []
    for match in _MENTION.finditer(text):
        slug = match.group(1).lower()
        if slug not in found:
            found.append(slug)
    return found


def responder(text: str, participants: Sequence[Participant]) -> Participant | None:
    """The agent that answers `text`: the first mentioned agent participant with `auto_respond` (one answer per
    message; an agent without it is only addressed, never run)."""
    agents = {p.id.lower(): p for p in participants if p.kind is ParticipantKind.AGENT and p.auto_respond}
    return next((agents[slug] for slug in mentions(text) if slug in agents), None)


def participant_of(participants: Sequence[Participant], principal: Principal) -> Participant | None:
    return next((p for p in participants if p.kind is ParticipantKind.USER and p.id == principal.id), None)


class ParticipantStore(Protocol):
    """Direct and group chats in storage. Reads of a chat are the caller's job to authorize (`participant_of`)."""

    async def create_chat(
        self,
        *,
        owner: Principal,
        chat_type: ChatType,
        title: str | None,
        participants: Sequence[NewParticipant],
        now: datetime,
    ) -> str: ...

    async def find_direct(self, *, user_id: str, other_id: str) -> str | None: ...

    async def participants(self, conversation_id: str) -> list[Participant]: ...

    async def add(self, conversation_id: str, participant: NewParticipant, *, now: datetime) -> None: ...

    async def remove(self, conversation_id: str, *, kind: ParticipantKind, participant_id: str) -> bool: ...

    async def post(self, message: GroupMessage, *, tenant_id: str | None, now: datetime) -> Message:
        """Append the message (scrubbed) and move its author's read receipt to it."""
        ...

    async def stamp_author(self, message_id: str, author: Author) -> None: ...

    async def mark_read(
        self, conversation_id: str, *, user_id: str, message_id: str | None, now: datetime
    ) -> Participant:
        """Move the user's receipt forward to `message_id` (None: the newest message); never backwards."""
        ...

    async def inbox(self, user_id: str, *, limit: int, offset: int) -> list[InboxEntry]: ...

    async def find_user(self, username: str) -> UserRef | None: ...

    async def user_by_id(self, user_id: str) -> UserRef | None: ...


class AgentFinder(Protocol):
    """The agents a chat may invite (and later run), by slug, as `principal` may see them."""

    async def find(self, slug: str, *, principal: Principal) -> AgentRef | None: ...


@dataclass(frozen=True, slots=True)
class TenantAgents:
    """The caller's enabled agents (`core.agents.profiles`) by slug. `assistant` is always there: a defined agent with
    that slug, else the default agent (the built-in assistant while no agent is defined)."""

    agents: AgentDirectory | None = None
    assistant_name: str = "Deputy"

    async def find(self, slug: str, *, principal: Principal) -> AgentRef | None:
        slug = slug.lower()
        if self.agents is not None:
            try:
                profile = await self.agents.usable(principal, slug)
            except NotFound:
                profile = None
            if profile is not None:
                return AgentRef(profile.slug, profile.name, turn_agent=profile.slug)
        if slug != DEFAULT_AGENT_SLUG:
            return None
        default = await self.agents.default(principal) if self.agents is not None else None
        return AgentRef(DEFAULT_AGENT_SLUG, default.name if default is not None else self.assistant_name)
