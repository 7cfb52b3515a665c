"""Direct and group chats (`/api/chats`) and the inbox that lists them with unread counts (`/api/inbox`).

Only participants read or post: anyone else gets 404 `unknown_conversation`, exactly as for a chat that does not
exist. A message that mentions an auto-responding agent (`@assistant`) starts that agent's answer as the poster;
follow it with `GET /api/chat/{id}/stream` like any turn. The inbox is polled (the web UI asks every few seconds).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from deputy.core.chat.group_chats import AgentInvite, AgentReply, GroupChats, NewChat
from deputy.core.chat.planning import TurnOptions
from deputy.core.conversations.participants import (
    InboxEntry,
    Participant,
    ParticipantKind,
    ParticipantRole,
    TenantAgents,
)
from deputy.core.conversations.records import Message, MessageStatus, Role
from deputy.errors import InputError
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.conversations import ConversationId, Title

router = APIRouter(prefix="/api", tags=["chats"], responses=problems(401, 403))

PREVIEW_CHARS = 140
_NAME = r"^[^\s\x00-\x1f\x7f]{1,150}$"
_SLUG = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"
Username = Annotated[str, Field(pattern=_NAME)]
Slug = Annotated[str, Field(pattern=_SLUG)]


def group_chats(runtime: RuntimeDep) -> GroupChats:
    return GroupChats(
        store=runtime.stores.participants,
        conversations=runtime.stores.conversations,
        chat=runtime.chat,
        agents=TenantAgents(runtime.chat.agents, runtime.settings.assistant_name),
        clock=runtime.clock,
        gateway=runtime.gateway,
        guard=runtime.gateway.policy.guard,
    )


GroupChatsDep = Annotated[GroupChats, Depends(group_chats)]


class AgentIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    slug: Slug
    auto_respond: bool = True


class NewChatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["direct", "group"]
    users: list[Username] = Field(default_factory=list, max_length=50)
    """The other people, by username."""
    agents: list[AgentIn] = Field(default_factory=list, max_length=10)
    title: Title | None = None


class PostIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(max_length=64_000)
    id: str | None = Field(default=None, pattern=r"^[A-Za-z0-9_-]{1,32}$")
    timezone: str | None = Field(default=None, max_length=64)


class ReadIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message_id: str | None = Field(default=None, pattern=r"^[^\s\x00-\x1f\x7f]{1,64}$")
    """The newest message read (absent: everything so far)."""


class ParticipantIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: Username | None = None
    agent: AgentIn | None = None


class AuthorOut(BaseModel):
    kind: ParticipantKind
    id: str
    name: str


class ParticipantOut(BaseModel):
    kind: ParticipantKind
    id: str
    display_name: str
    role: ParticipantRole
    auto_respond: bool
    last_read_message_id: str | None
    """The read receipt: the newest message this participant has seen."""
    last_read_at: datetime | None


class ChatMessageOut(BaseModel):
    id: str
    seq: int
    role: Role
    author: AuthorOut | None
    parts: list[dict[str, Any]]
    content: str
    status: MessageStatus
    created_at: datetime
    error: str | None


class ChatOut(BaseModel):
    id: str
    type: str
    title: str | None
    created_at: datetime
    updated_at: datetime
    participants: list[ParticipantOut]


class ChatDetail(ChatOut):
    messages: list[ChatMessageOut]
    active_turn: bool


class PreviewOut(BaseModel):
    id: str
    author: AuthorOut | None
    text: str
    created_at: datetime


class InboxEntryOut(BaseModel):
    id: str
    type: str
    title: str | None
    updated_at: datetime
    participants: list[ParticipantOut]
    last_message: PreviewOut | None
    unread: int


class AgentReplyOut(BaseModel):
    agent: str
    status: Literal["started", "busy", "unavailable"]
    message_id: str | None


class PostedOut(BaseModel):
    message: ChatMessageOut
    reply: AgentReplyOut | None


@router.post(
    "/chats",
    status_code=201,
    responses={**problems(404), 200: {"model": ChatOut, "description": "The direct chat you already have"}},
)
async def create_chat(
    body: NewChatIn, chats: GroupChatsDep, runtime: RuntimeDep, principal: PrincipalDep, response: Response
) -> ChatOut:
    """Start a direct chat (one other user) or a group chat (users and agents). 200 with the existing direct chat
    when there is one."""
    agents = tuple(AgentInvite(a.slug, a.auto_respond) for a in body.agents)
    conversation, created = await chats.create(
        principal, NewChat(chat_type=body.type, users=tuple(body.users), agents=agents, title=body.title)
    )
    if not created:
        response.status_code = 200
    participants = await runtime.stores.participants.participants(conversation.id)
    return ChatOut(
        id=conversation.id,
        type=conversation.chat_type,
        title=conversation.title,
        created_at=conversation.created_at,
        updated_at=conversation.updated_at,
        participants=[_participant(p) for p in participants],
    )


@router.get("/inbox")
async def inbox(
    chats: GroupChatsDep,
    principal: PrincipalDep,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1)] = 0,
) -> list[InboxEntryOut]:
    """The caller's direct and group chats, most recently active first, with unread counts."""
    return [_entry(entry) for entry in await chats.inbox(principal, limit=limit, offset=offset)]


@router.get("/chats/{conversation_id}", responses=problems(404, 409))
async def get_chat(conversation_id: ConversationId, chats: GroupChatsDep, principal: PrincipalDep) -> ChatDetail:
    """The chat, its participants with their read receipts, and its messages, oldest first."""
    view = await chats.view(principal, conversation_id)
    conversation = view.conversation
    return ChatDetail(
        id=conversation.id,
        type=conversation.chat_type,
        title=conversation.title,
        created_at=conversation.created_at,
        updated_at=conversation.updated_at,
        participants=[_participant(p) for p in view.participants],
        messages=[_message(m) for m in view.messages],
        active_turn=conversation.active_turn_id is not None,
    )


@router.post("/chats/{conversation_id}/messages", status_code=201, responses=problems(404, 409, 429))
async def post_message(
    conversation_id: ConversationId,
    body: PostIn,
    request: Request,
    chats: GroupChatsDep,
    runtime: RuntimeDep,
    principal: PrincipalDep,
) -> PostedOut:
    """Post to the chat. `reply` says whether a mentioned agent started answering (`started`, with the id of the
    message it writes) or the chat was busy with another answer (`busy`)."""
    options = TurnOptions(time_zone=body.timezone, host=runtime.host_for(request.headers))
    posted = await chats.post(principal, conversation_id, body.text, message_id=body.id, options=options)
    return PostedOut(message=_message(posted.message), reply=_reply(posted.reply))


@router.post("/chats/{conversation_id}/read", responses=problems(404, 409))
async def mark_read(
    conversation_id: ConversationId,
    chats: GroupChatsDep,
    principal: PrincipalDep,
    body: Annotated[ReadIn | None, Body()] = None,
) -> ParticipantOut:
    """Move the caller's read receipt forward (never back) to `message_id`, or to the newest message."""
    body = body or ReadIn()
    return _participant(await chats.mark_read(principal, conversation_id, body.message_id))


@router.post("/chats/{conversation_id}/participants", status_code=201, responses=problems(404, 409))
async def add_participant(
    conversation_id: ConversationId, body: ParticipantIn, chats: GroupChatsDep, principal: PrincipalDep
) -> ParticipantOut:
    """The owner adds a user (`username`) or an agent (`agent`) to a group chat."""
    if (body.username is None) == (body.agent is None):
        raise InputError("Give exactly one of `username` and `agent`.", code="invalid_request")
    if body.username is not None:
        return _participant(await chats.add_user(principal, conversation_id, body.username))
    assert body.agent is not None
    invite = AgentInvite(body.agent.slug, body.agent.auto_respond)
    return _participant(await chats.add_agent(principal, conversation_id, invite))


@router.delete(
    "/chats/{conversation_id}/participants/{kind}/{participant_id}", status_code=204, responses=problems(404, 409)
)
async def remove_participant(
    conversation_id: ConversationId,
    kind: ParticipantKind,
    participant_id: Annotated[str, Path(pattern=r"^[^\s\x00-\x1f\x7f]{1,64}$")],
    chats: GroupChatsDep,
    principal: PrincipalDep,
) -> Response:
    """The owner removes a participant; a member removes themselves (leaves)."""
    await chats.remove(principal, conversation_id, kind=kind, participant_id=participant_id)
    return Response(status_code=204)


def _participant(participant: Participant) -> ParticipantOut:
    return ParticipantOut(
        kind=participant.kind,
        id=participant.id,
        display_name=participant.display_name,
        role=participant.role,
        auto_respond=participant.auto_respond,
        last_read_message_id=participant.last_read_message_id,
        last_read_at=participant.last_read_at,
    )


def _author(message: Message) -> AuthorOut | None:
    if message.author_kind is None or message.author_id is None:
        return None
    return AuthorOut(kind=ParticipantKind(message.author_kind), id=message.author_id, name=message.author_name or "")


def _message(message: Message) -> ChatMessageOut:
    return ChatMessageOut(
        id=message.id,
        seq=message.seq,
        role=message.role,
        author=_author(message),
        parts=[dict(part) for part in message.parts],
        content=message.content,
        status=message.status,
        created_at=message.created_at,
        error=message.error,
    )


def _entry(entry: InboxEntry) -> InboxEntryOut:
    conversation, last = entry.conversation, entry.last_message
    preview = None
    if last is not None:
        text = " ".join(last.content.split())
        preview = PreviewOut(
            id=last.id,
            author=_author(last),
            text=text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 1] + "…",
            created_at=last.created_at,
        )
    return InboxEntryOut(
        id=conversation.id,
        type=conversation.chat_type,
        title=conversation.title,
        updated_at=conversation.updated_at,
        participants=[_participant(p) for p in entry.participants],
        last_message=preview,
        unread=entry.unread,
    )


def _reply(reply: AgentReply | None) -> AgentReplyOut | None:
    return None if reply is None else AgentReplyOut(agent=reply.agent, status=reply.status, message_id=reply.message_id)
