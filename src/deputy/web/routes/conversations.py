"""`/api/conversations`: the signed-in user's own conversations. Another user's conversation is a 404.

Choices a client can rely on:

- New chat (`POST /api/conversations`) answers 201 with a fresh conversation, or 200 when it recycled the
  caller's empty untitled draft. Either way the result is what a fresh conversation with that body would be:
  the body's connection, model and mode (the default connection, its default model and `approve` when absent).
- Models are coerced through the connection's allowlist: a model it does not offer becomes its default model.
  With no connection configured the conversation keeps no connection and the model as given.
- Delete (`DELETE /api/conversations/{id}`) archives: the conversation leaves the list but `GET` by id still
  answers, with `archived_at` set. Administrators erase for good with `DELETE /api/admin/conversations/{id}`.
- A user's title is whitespace-collapsed with control characters removed, and must then be 1-200 characters.
- The transcript shows what the user sees; the model's replay data (`model_messages`) never leaves the server.
- `GET /api/conversations/{id}` answers with the newest 200 messages (`limit`, up to 1,000); `has_earlier` says
  whether older ones exist, and `before=<message id>` pages back from there, so a long chat never comes whole.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request, Response
from pydantic import AfterValidator, BaseModel, ConfigDict, StringConstraints

from deputy.core.agents.profiles import AgentProfile
from deputy.core.chat.approval_view import Deciders, shared_with
from deputy.core.conversations.entities import EntityRef
from deputy.core.conversations.records import (
    TRANSCRIPT_PAGE,
    Conversation,
    Message,
    MessageStatus,
    PermissionMode,
    Role,
)
from deputy.core.identity.principal import Principal
from deputy.errors import InputError, NotFound
from deputy.runtime import Runtime
from deputy.web.deps import AdminDep, PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.context import EntityIn, check_new_context
from deputy.web.routes.messages import FeedbackOut, VersionsOut, transcript_extras
from deputy.web.routes.params import ID_PATTERN, ConversationId, MessageId

__all__ = ["ConversationId", "MessageId", "Title", "TranscriptBefore", "TranscriptLimit", "conversation_for_client_id"]

router = APIRouter(prefix="/api", tags=["conversations"], responses=problems(401, 403))

MAX_TITLE_CHARS = 200
"""The stored title's width. Generated titles are shorter (`core.chat.titles`); a user's own may use all of it."""
MAX_PAGE = 200
MAX_TRANSCRIPT_PAGE = 1000


def _title(value: str) -> str:
    cleaned = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in value)
    title = " ".join(cleaned.split())
    if not title:
        raise ValueError("a title needs at least one visible character")
    if len(title) > MAX_TITLE_CHARS:
        raise ValueError(f"a title is at most {MAX_TITLE_CHARS} characters")
    return title


Title = Annotated[str, AfterValidator(_title)]
ModelId = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[^\s\x00-\x1f\x7f]{1,200}$")]
ConnectionId = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
MAX_SEARCH_CHARS = 200


def _searchable(value: str) -> str:
    # NUL and other control characters are refused before any route runs (`deps.reject_control_characters`);
    # a lone surrogate or undecodable bytes arrive as U+FFFD or a surrogate, which no stored text can match.
    if any("\ud800" <= ch <= "\udfff" or ch == "\ufffd" for ch in value):
        raise ValueError("must be valid UTF-8 text")
    return value


SearchText = Annotated[str, Query(max_length=MAX_SEARCH_CHARS), AfterValidator(_searchable)]
"""Text a conversation's title or messages must contain: at most 200 characters of valid text."""
TranscriptLimit = Annotated[int, Query(ge=1, le=MAX_TRANSCRIPT_PAGE)]
"""How many of a transcript's messages one read returns (`TRANSCRIPT_PAGE` unless asked)."""
TranscriptBefore = Annotated[str | None, Query(pattern=ID_PATTERN)]
"""A message id of the conversation: the page ends just before it."""


class ConversationOut(BaseModel):
    id: str
    title: str | None
    connection_id: str | None
    model: str | None
    permission_mode: PermissionMode
    created_at: datetime
    updated_at: datetime
    archived_at: datetime | None
    agent_id: str | None = None
    """The agent that answers (null: the default agent, or the built-in assistant when none is defined)."""
    origin: str = "chat"
    """`chat`, or `run` for a headless agent run."""
    workspace_id: str | None = None
    entity_type: str | None = None
    entity_id: str | None = None
    skill_id: str | None = None


class MessageOut(BaseModel):
    """A transcript entry as the UI renders it; the model's replay data is deliberately absent."""

    id: str
    role: Role
    parts: list[dict[str, Any]]
    content: str
    status: MessageStatus
    created_at: datetime
    model: str | None
    usage: dict[str, Any] | None
    error: str | None
    versions: VersionsOut | None = None
    """Set when edits or regenerates left other versions of this message."""
    feedback: FeedbackOut | None = None
    """The caller's own vote on this message."""


class ConversationDetail(ConversationOut):
    messages: list[MessageOut]
    """The newest `limit` messages (before `before` when given), oldest first."""
    has_earlier: bool
    """Older messages were left out: ask again with `before` set to the first message's id."""


class NewConversation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    connection_id: ConnectionId | None = None
    model: ModelId | None = None
    permission_mode: PermissionMode = PermissionMode.APPROVE
    agent_id: ConnectionId | None = None
    """An enabled agent's id or slug; absent: the default agent (`core.agents.profiles`)."""
    workspace_id: ConnectionId | None = None
    """The workspace the chat starts in (one of the caller's tenant's)."""
    entity: EntityIn | None = None
    """What the chat is about; loaded now as the caller (and on every turn), never taken from the client."""


class ConversationChanges(BaseModel):
    """A partial update: absent fields keep their value; at least one is needed and none may be null."""

    model_config = ConfigDict(extra="forbid")

    title: Title | None = None
    model: ModelId | None = None
    connection_id: ConnectionId | None = None
    permission_mode: PermissionMode | None = None
    agent_id: ConnectionId | None = None
    """Switch agents (id or slug): its prompt, tools and model (when it names one) apply from the next turn."""


def conversation_out(conversation: Conversation) -> ConversationOut:
    return ConversationOut.model_validate(conversation, from_attributes=True)


def message_out(message: Message) -> MessageOut:
    return MessageOut(
        id=message.id,
        role=message.role,
        parts=[dict(part) for part in message.parts],
        content=message.content,
        status=message.status,
        created_at=message.created_at,
        model=message.model,
        usage=None if message.usage is None else dict(message.usage),
        error=message.error,
    )


def _invalid(field: str, message: str) -> InputError:
    """The same problem shape as a request that failed validation."""
    return InputError(
        f"Invalid request: {field}.",
        code="invalid_request",
        details={"issues": [{"field": field, "message": message}]},
    )


async def _resolve_model(
    runtime: Runtime, connection_id: str | None, model: str | None
) -> tuple[str | None, str | None]:
    """The connection and allowlisted model to store; with no connection configured, none and the model as given."""
    try:
        connection, model_id = await runtime.stores.connections.resolve(connection_id, model)
    except NotFound as error:
        if error.code != "no_connection":
            raise
        return None, model
    return connection.id, model_id


async def _agent_for(runtime: Runtime, principal: Principal, key: str | None) -> AgentProfile | None:
    """The named enabled agent, else the default one (None: no agent is defined, the built-in assistant)."""
    directory = runtime.chat.agents
    if directory is None:
        if key is not None:
            raise NotFound(f"No enabled agent {key!r}.", code="unknown_agent")
        return None
    return await directory.usable(principal, key) if key is not None else await directory.default(principal)


def _agent_model(
    agent: AgentProfile | None,
    connection_id: str | None,
    model: str | None,
    *,
    fallback: tuple[str | None, str | None] = (None, None),
) -> tuple[str | None, str | None]:
    """The body's choice, else the agent's connection and model, else `fallback`."""
    if connection_id is not None or model is not None or agent is None:
        return connection_id or fallback[0], model or fallback[1]
    if agent.connection_id is None and agent.model is None:
        return fallback
    return agent.connection_id or fallback[0], agent.model


@router.post(
    "/conversations",
    status_code=201,
    responses={
        **problems(404),
        200: {"model": ConversationOut, "description": "The caller's empty draft, set up instead"},
    },
)
async def create_conversation(
    runtime: RuntimeDep,
    principal: PrincipalDep,
    request: Request,
    response: Response,
    body: Annotated[NewConversation | None, Body()] = None,
) -> ConversationOut:
    """New chat: 201 with a new conversation, or 200 with the caller's empty draft set up the same way."""
    body = body or NewConversation()
    agent = await _agent_for(runtime, principal, body.agent_id)
    connection_id, model = await _resolve_model(runtime, *_agent_model(agent, body.connection_id, body.model))
    entity = await check_new_context(
        runtime, principal, workspace_id=body.workspace_id, entity=body.entity, host=runtime.host_for(request.headers)
    )
    store, now = runtime.stores.conversations, runtime.clock.now()
    draft = await store.empty_draft(principal)
    if draft is not None:
        response.status_code = 200
        conversation = await store.update(
            principal,
            draft.id,
            now=now,
            connection_id=connection_id,
            model=model,
            permission_mode=body.permission_mode,
            agent_id=agent.id if agent else None,
        )
    else:
        conversation = await new_conversation(runtime, principal, agent=agent, connection_id=connection_id, model=model)
        if conversation.permission_mode != body.permission_mode:
            conversation = await store.update(principal, conversation.id, now=now, permission_mode=body.permission_mode)
    stamps = (body.workspace_id, entity, None)
    if stamps != (conversation.workspace_id, _entity_ref(conversation), conversation.skill_id):
        await runtime.stores.context.stamp(
            principal, conversation.id, workspace_id=body.workspace_id, entity=entity, skill_id=None
        )
        conversation = await store.get(principal, conversation.id)
    return conversation_out(conversation)


async def new_conversation(
    runtime: Runtime,
    principal: Principal,
    *,
    agent: AgentProfile | None,
    connection_id: str | None,
    model: str | None,
    conversation_id: str | None = None,
) -> Conversation:
    """A new conversation of the caller's, answered by `agent` on the resolved model (`conversation_id`: one the
    client chose; `Conflict` when it is taken)."""
    return await runtime.stores.conversations.create(
        principal,
        now=runtime.clock.now(),
        connection_id=connection_id,
        model=model,
        agent_id=agent.id if agent else None,
        conversation_id=conversation_id,
    )


async def conversation_for_client_id(
    runtime: Runtime,
    principal: Principal,
    conversation_id: str,
    *,
    agent_id: str | None,
    connection_id: str | None,
    model: str | None,
) -> Conversation:
    """A chat client that makes up its own conversation id (stock `useChat` does) gets a conversation under it, set
    up as New chat would set it up; `Conflict` `conversation_id_taken` when any conversation has the id already."""
    agent = await _agent_for(runtime, principal, agent_id)
    resolved = await _resolve_model(runtime, *_agent_model(agent, connection_id, model))
    return await new_conversation(
        runtime, principal, agent=agent, connection_id=resolved[0], model=resolved[1], conversation_id=conversation_id
    )


def _entity_ref(conversation: Conversation) -> EntityRef | None:
    if conversation.entity_type and conversation.entity_id:
        return EntityRef(conversation.entity_type, conversation.entity_id)
    return None


@router.get("/conversations")
async def list_conversations(
    runtime: RuntimeDep,
    principal: PrincipalDep,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 50,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1)] = 0,
    include_archived: bool = False,
    workspace_id: Annotated[str | None, Query(max_length=64)] = None,
    q: SearchText | None = None,
) -> list[ConversationOut]:
    """The caller's conversations, most recently active first; archived ones only when asked for; only those
    started in one workspace with `workspace_id`; with `q`, only those whose title or a current message contains
    it (case-insensitive). Never another user's: a search is scoped to the caller as the plain list is."""
    found = await runtime.stores.conversations.list_for(
        principal,
        include_archived=include_archived,
        limit=limit,
        offset=offset,
        workspace_id=workspace_id,
        text=q,
    )
    return [conversation_out(c) for c in found]


@router.get("/conversations/{conversation_id}", responses=problems(404))
async def get_conversation(
    conversation_id: ConversationId,
    runtime: RuntimeDep,
    principal: PrincipalDep,
    limit: TranscriptLimit = TRANSCRIPT_PAGE,
    before: TranscriptBefore = None,
) -> ConversationDetail:
    """The conversation and a page of its transcript (superseded messages left out), oldest message first: the
    newest `limit` messages, or with `before` (a message id of this conversation, usually the first one of the
    page shown) the `limit` messages before it; `has_earlier` tells whether there are more. An unknown `before`
    is 404 `unknown_message`."""
    store = runtime.stores.conversations
    conversation = await store.get(principal, conversation_id)
    page, has_earlier = await store.messages_page(conversation.id, limit=limit, before=before)
    if shared_with(conversation, principal):  # another member's cards: their tokens only for those who may decide
        page = await Deciders(runtime.gateway, principal).messages(page)
    versions, votes = await transcript_extras(runtime, principal, conversation.id, page)
    return ConversationDetail(
        **conversation_out(conversation).model_dump(),
        messages=[
            message_out(m).model_copy(update={"versions": versions.get(m.id), "feedback": votes.get(m.id)})
            for m in page
        ],
        has_earlier=has_earlier,
    )


@router.patch("/conversations/{conversation_id}", responses=problems(404))
async def update_conversation(
    conversation_id: ConversationId, body: ConversationChanges, runtime: RuntimeDep, principal: PrincipalDep
) -> ConversationOut:
    """Rename, switch model or connection, or change the permission mode."""
    given = body.model_fields_set
    if not given:
        raise _invalid("(body)", "give at least one of title, model, connection_id, permission_mode, agent_id")
    for name in sorted(given):
        if getattr(body, name) is None:
            raise _invalid(name, "may not be null")
    store = runtime.stores.conversations
    current = await store.get(principal, conversation_id)
    changes: dict[str, Any] = {}
    if body.title is not None:
        changes["title"] = body.title
    if body.permission_mode is not None:
        changes["permission_mode"] = body.permission_mode
    connection_id = body.connection_id if "connection_id" in given else current.connection_id
    model = body.model if "model" in given else current.model
    if body.agent_id is not None:
        agent = await _agent_for(runtime, principal, body.agent_id)
        assert agent is not None
        changes["agent_id"] = agent.id
        # The agent's own model applies from the next turn, unless this same request picks one.
        if not {"model", "connection_id"} & given:
            connection_id, model = _agent_model(agent, None, None, fallback=(connection_id, model))
            given = given | {"model"}
    if {"model", "connection_id"} & given:
        # Re-check the model against the connection it will run on, even when only the connection changed.
        changes["connection_id"], changes["model"] = await _resolve_model(runtime, connection_id, model)
    updated = await store.update(principal, conversation_id, now=runtime.clock.now(), **changes)
    return conversation_out(updated)


@router.delete("/conversations/{conversation_id}", status_code=204, responses=problems(404))
async def archive_conversation(
    conversation_id: ConversationId, runtime: RuntimeDep, principal: PrincipalDep
) -> Response:
    """The user's Delete: archive (kept in storage, gone from the list). Deleting again changes nothing."""
    await runtime.stores.conversations.archive(principal, conversation_id, now=runtime.clock.now())
    return Response(status_code=204)


@router.delete("/admin/conversations/{conversation_id}", status_code=204, responses=problems(404))
async def erase_conversation(conversation_id: ConversationId, runtime: RuntimeDep, admin: AdminDep) -> Response:
    """Erase a conversation and its messages for good, within the administrator's tenant."""
    if not await runtime.stores.conversations.hard_delete_in_tenant(conversation_id, tenant_id=admin.tenant_id):
        raise NotFound("No such conversation.", code="unknown_conversation")
    return Response(status_code=204)
