"""Direct and group chats: start one, post to it, mark it read, list the inbox; a mentioned agent answers.

```
post ──► a participant? (else 404) ──► screen (group) or scrub (direct) ──► store with its author
     ──► a mentioned auto-responding agent? ──► ChatService.start(Reply) as the user who mentioned it
```
Only participants read or post; a stranger is told the chat does not exist (404 `unknown_conversation`), a member
who tries an owner's change is refused (403 `not_chat_owner`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from deputy.core.chat.approval_view import Deciders
from deputy.core.chat.input_guard import screen_user_text
from deputy.core.chat.planning import MAX_MESSAGE_CHARS, Reply, TurnOptions
from deputy.core.chat.service import ChatService
from deputy.core.conversations.participants import (
    AgentFinder,
    Author,
    ChatType,
    GroupMessage,
    InboxEntry,
    NewParticipant,
    Participant,
    ParticipantKind,
    ParticipantRole,
    ParticipantStore,
    UserRef,
    participant_of,
    responder,
)
from deputy.core.conversations.records import Conversation, ConversationStore, Message
from deputy.core.guards import Guard, scrub_text
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.core.ports import Clock
from deputy.core.tools.gateway import ToolGateway
from deputy.errors import AccessDenied, Conflict, InputError, NotFound

MAX_PARTICIPANTS = 50


@dataclass(frozen=True, slots=True)
class AgentInvite:
    slug: str
    auto_respond: bool = True


@dataclass(frozen=True, slots=True)
class NewChat:
    chat_type: Literal["direct", "group"]
    users: tuple[str, ...] = ()
    """Usernames of the other people (a direct chat: exactly one)."""
    agents: tuple[AgentInvite, ...] = ()
    title: str | None = None


@dataclass(frozen=True, slots=True)
class AgentReply:
    """What became of a mention: the agent's answer started (`message_id` is the message it writes), the chat
    was busy with another answer (mention it again once that one is done), or the agent is no longer enabled."""

    agent: str
    status: Literal["started", "busy", "unavailable"]
    message_id: str | None = None


@dataclass(frozen=True, slots=True)
class Posted:
    message: Message
    reply: AgentReply | None = None


@dataclass(frozen=True, slots=True)
class ChatView:
    conversation: Conversation
    participants: Sequence[Participant]
    messages: Sequence[Message]


class GroupChats:
    def __init__(
        self,
        *,
        store: ParticipantStore,
        conversations: ConversationStore,
        chat: ChatService,
        agents: AgentFinder,
        clock: Clock,
        gateway: ToolGateway,
        guard: Guard | None = None,
    ) -> None:
        self._store = store
        self._gateway = gateway
        self._conversations = conversations
        self._chat = chat
        self._agents = agents
        self._clock = clock
        self._guard = guard

    async def create(self, principal: Principal, new: NewChat) -> tuple[Conversation, bool]:
        """Start a chat; `(chat, created)`. A direct chat with someone you already have one with is that chat."""
        me = _user_only(principal)
        others = [await self._user(principal, name) for name in dict.fromkeys(new.users)]
        if any(other.id == me.id for other in others):
            raise InputError("You are in the chat already; list the other people.", code="self_invite")
        if new.chat_type == "direct":
            if len(others) != 1 or new.agents:
                raise InputError("A direct chat is between you and exactly one other user.", code="direct_needs_one")
            existing = await self._store.find_direct(user_id=me.id, other_id=others[0].id)
            if existing is not None:
                return await self._conversations.get(principal, existing), False
        elif not others and not new.agents:
            raise InputError("A group chat needs at least one other participant.", code="group_needs_participants")
        if len(others) + len(new.agents) + 1 > MAX_PARTICIPANTS:
            raise InputError(f"A chat has at most {MAX_PARTICIPANTS} participants.", code="too_many_participants")
        members = [_as_member(other) for other in others]
        members += [await self._agent(principal, invite) for invite in _unique(new.agents)]
        found = await self._store.user_by_id(me.id)
        owner = NewParticipant(
            ParticipantKind.USER, me.id, found.display_name if found else me.name, ParticipantRole.OWNER
        )
        conversation_id = await self._store.create_chat(
            owner=principal,
            chat_type=ChatType(new.chat_type),
            title=new.title,
            participants=[owner, *members],
            now=self._clock.now(),
        )
        return await self._conversations.get(principal, conversation_id), True

    async def view(self, principal: Principal, conversation_id: str) -> ChatView:
        """The chat and its messages as `principal` sees them: confirm cards carry their token only for a member
        who may decide them (`core.chat.approval_view`)."""
        conversation, participants = await self._joined(principal, conversation_id)
        messages = await Deciders(self._gateway, principal).messages(
            await self._conversations.messages(conversation.id)
        )
        return ChatView(conversation, participants, messages)

    async def post(
        self,
        principal: Principal,
        conversation_id: str,
        text: str,
        *,
        message_id: str | None = None,
        options: TurnOptions | None = None,
    ) -> Posted:
        """Store a participant's message; when it mentions an auto-responding agent, that agent answers as the
        poster (the poster's permissions, quota and confirmations)."""
        conversation, participants = await self._joined(principal, conversation_id)
        text = text.strip()
        if not text:
            raise InputError("The message is empty.", code="empty_message", details={"field": "text"})
        if len(text) > MAX_MESSAGE_CHARS:
            raise InputError(
                f"The message is longer than {MAX_MESSAGE_CHARS} characters.",
                code="message_too_long",
                details={"field": "text"},
            )
        me = participant_of(participants, principal)
        assert me is not None  # _joined refused everyone else
        author = Author(ParticipantKind.USER, principal.id, me.display_name)
        if conversation.chat_type == ChatType.GROUP:
            # Group messages become the model's history when an agent is asked: screened like any user message.
            decision = screen_user_text(text, guard=self._guard)
            message = GroupMessage(conversation.id, author, decision.text, decision.guard, decision.exclude, message_id)
        else:
            message = GroupMessage(conversation.id, author, scrub_text(text), message_id=message_id)
        stored = await self._store.post(message, tenant_id=conversation.tenant_id, now=self._clock.now())
        agent = responder(text, participants) if conversation.chat_type == ChatType.GROUP else None
        if agent is None:
            return Posted(stored)
        found = await self._agents.find(agent.id, principal=principal)  # it may have been disabled since
        if found is None:
            return Posted(stored, AgentReply(agent.id, "unavailable"))
        options = replace(options or TurnOptions(), agent_id=found.turn_agent)
        try:
            live = await self._chat.start(principal, conversation.id, Reply(stored.id), options)
        except Conflict as error:
            if error.code != "turn_running":
                raise
            return Posted(stored, AgentReply(agent.id, "busy"))
        await self._store.stamp_author(live.message_id, Author(ParticipantKind.AGENT, agent.id, agent.display_name))
        return Posted(stored, AgentReply(agent.id, "started", live.message_id))

    async def mark_read(self, principal: Principal, conversation_id: str, message_id: str | None) -> Participant:
        conversation, _ = await self._joined(principal, conversation_id)
        return await self._store.mark_read(
            conversation.id, user_id=principal.id, message_id=message_id, now=self._clock.now()
        )

    async def inbox(self, principal: Principal, *, limit: int = 50, offset: int = 0) -> list[InboxEntry]:
        if principal.kind is not PrincipalKind.USER:
            return []
        return await self._store.inbox(principal.id, limit=limit, offset=offset)

    async def add_user(self, principal: Principal, conversation_id: str, username: str) -> Participant:
        conversation = await self._owned_group(principal, conversation_id)
        user = await self._user(principal, username)
        await self._store.add(conversation.id, _as_member(user), now=self._clock.now())
        return _find(await self._store.participants(conversation.id), ParticipantKind.USER, user.id)

    async def add_agent(self, principal: Principal, conversation_id: str, invite: AgentInvite) -> Participant:
        conversation = await self._owned_group(principal, conversation_id)
        await self._store.add(conversation.id, await self._agent(principal, invite), now=self._clock.now())
        return _find(await self._store.participants(conversation.id), ParticipantKind.AGENT, invite.slug.lower())

    async def remove(
        self, principal: Principal, conversation_id: str, *, kind: ParticipantKind, participant_id: str
    ) -> None:
        """The owner removes anyone but themselves; a member may remove only themselves (leave)."""
        conversation, participants = await self._joined(principal, conversation_id)
        me = participant_of(participants, principal)
        leaving = kind is ParticipantKind.USER and participant_id == principal.id
        if me is not None and me.role is ParticipantRole.OWNER and leaving:
            raise Conflict("The owner cannot leave the chat.", code="owner_cannot_leave")
        if not leaving and (me is None or me.role is not ParticipantRole.OWNER):
            raise AccessDenied("Only the chat's owner may remove other participants.", code="not_chat_owner")
        if conversation.chat_type != ChatType.GROUP:
            raise Conflict("Only a group chat's participants change.", code="not_a_group_chat")
        if not await self._store.remove(conversation.id, kind=kind, participant_id=participant_id):
            raise NotFound("No such participant in this chat.", code="unknown_participant")

    # -- checks --------------------------------------------------------------------------------------------

    async def _joined(self, principal: Principal, conversation_id: str) -> tuple[Conversation, list[Participant]]:
        """The chat and its participants, when `principal` takes part (404 otherwise, as for any stranger)."""
        conversation = await self._conversations.get(principal, conversation_id)
        if conversation.chat_type == ChatType.AI:
            raise Conflict(
                "This is an ai chat: talk to its assistant through the chat stream.", code="not_a_group_chat"
            )
        participants = await self._store.participants(conversation.id)
        if participant_of(participants, principal) is None:
            raise NotFound("No such conversation.", code="unknown_conversation")
        return conversation, participants

    async def _owned_group(self, principal: Principal, conversation_id: str) -> Conversation:
        conversation, participants = await self._joined(principal, conversation_id)
        me = participant_of(participants, principal)
        if me is None or me.role is not ParticipantRole.OWNER:
            raise AccessDenied("Only the chat's owner may add participants.", code="not_chat_owner")
        if conversation.chat_type != ChatType.GROUP:
            raise Conflict("A direct chat stays between its two users.", code="not_a_group_chat")
        return conversation

    async def _user(self, principal: Principal, username: str) -> UserRef:
        user = await self._store.find_user(username)
        if user is None or not user.active or user.tenant_id != principal.tenant_id:
            raise NotFound(f"No user named {username!r}.", code="unknown_user", details={"username": username[:150]})
        return user

    async def _agent(self, principal: Principal, invite: AgentInvite) -> NewParticipant:
        agent = await self._agents.find(invite.slug, principal=principal)
        if agent is None:
            raise NotFound(f"No agent {invite.slug!r}.", code="unknown_agent", details={"slug": invite.slug[:64]})
        return NewParticipant(ParticipantKind.AGENT, agent.slug, agent.name, auto_respond=invite.auto_respond)


def _user_only(principal: Principal) -> Principal:
    if principal.kind is not PrincipalKind.USER:
        raise AccessDenied("Only users take part in direct and group chats.", code="users_only")
    return principal


def _as_member(user: UserRef) -> NewParticipant:
    return NewParticipant(ParticipantKind.USER, user.id, user.display_name)


def _unique(invites: Sequence[AgentInvite]) -> list[AgentInvite]:
    seen: dict[str, AgentInvite] = {}
    for invite in invites:
        seen.setdefault(invite.slug.lower(), invite)
    return list(seen.values())


def _find(participants: Sequence[Participant], kind: ParticipantKind, participant_id: str) -> Participant:
    return next(p for p in participants if p.kind is kind and p.id == participant_id)
