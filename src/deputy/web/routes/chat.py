"""`POST /api/chat`: the AI SDK UI message stream that stock `useChat` speaks; resume and cancel.

Only the newest message of the body is read (a new user message, or the approval answers on the last assistant
message); the history comes from the database, never from the client. The turn runs in the background, so a
client that goes away loses nothing, and `GET /api/chat/{id}/stream` picks the live turn up again, on any pod:
from its start (stock `useChat` resume), or after the last event a client saw (`Last-Event-ID`, or `?after=<seq>`).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Mapping
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Query, Request, Response
from fastapi.responses import StreamingResponse
from pydantic import AliasChoices, BaseModel, ConfigDict, Field

from deputy.core.chat.approvals import ApprovalAnswer
from deputy.core.chat.live import Cursor, Numbered
from deputy.core.chat.planning import (
    ChatAction,
    Continue,
    DecisionTurn,
    NewMessage,
    Regenerate,
    TurnOptions,
    message_text,
)
from deputy.errors import Conflict, InputError, NotFound
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.conversations import conversation_for_client_id
from deputy.web.stream import DONE, HEADERS, frame, parse_event_id

router = APIRouter(prefix="/api", tags=["chat"], responses=problems(401, 403))
CLIENT_CHAT_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
"""A conversation id a client may choose (stock `useChat` makes up 16 letters and digits when given none)."""


class UIMessageIn(BaseModel):
    """A message as the client holds it. Only the newest one is read; extra client fields are ignored."""

    model_config = ConfigDict(extra="ignore")

    id: str | None = Field(default=None, max_length=200)
    role: Literal["system", "user", "assistant"]
    parts: list[dict[str, Any]] = Field(default_factory=list)


class DecisionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token: str = Field(min_length=1, max_length=200)
    kind: Literal["apply", "decline"]


class ChatIn(BaseModel):
    """What `DefaultChatTransport` sends, plus Deputy's options. Unknown keys are ignored: transports may add
    their own body fields."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    id: str = Field(min_length=1, max_length=64, validation_alias=AliasChoices("id", "conversationId"))
    messages: list[UIMessageIn] = Field(default_factory=list, max_length=10_000)
    trigger: Literal["submit-message", "regenerate-message"] = "submit-message"
    message_id: str | None = Field(default=None, max_length=200, alias="messageId")
    model: str | None = Field(default=None, max_length=200)
    connection_id: str | None = Field(default=None, max_length=64, alias="connectionId")
    timezone: str | None = Field(default=None, max_length=64, validation_alias=AliasChoices("timezone", "timeZone"))
    agent_id: str | None = Field(default=None, max_length=64, alias="agentId")
    decision: DecisionIn | None = None


@router.post("/chat", responses=problems(404, 409, 429))
async def chat(body: ChatIn, request: Request, runtime: RuntimeDep, principal: PrincipalDep) -> StreamingResponse:
    options = TurnOptions(
        model=body.model,
        connection_id=body.connection_id,
        time_zone=body.timezone,
        host=runtime.host_for(request.headers),
        agent_id=body.agent_id,
    )
    action = _action(body)
    try:
        live = await runtime.chat.start(principal, body.id, action, options)
    except NotFound as missing:
        if missing.code != "unknown_conversation" or not isinstance(action, NewMessage):
            raise
        if not CLIENT_CHAT_ID.fullmatch(body.id):
            raise
        try:
            await conversation_for_client_id(
                runtime, principal, body.id, agent_id=body.agent_id, connection_id=body.connection_id, model=body.model
            )
        except Conflict:  # someone else's conversation: the same 404 as one that does not exist
            raise missing from None
        live = await runtime.chat.start(principal, body.id, action, options)
    headers = {**HEADERS, "x-deputy-conversation-id": live.conversation_id}
    return StreamingResponse(_sse(live.turn_id, live.replay()), headers=headers)


@router.get("/chat/{conversation_id}/stream", response_model=None, responses=problems(400, 404))
async def resume(
    conversation_id: str,
    runtime: RuntimeDep,
    principal: PrincipalDep,
    after: Annotated[
        int | None, Query(ge=0, le=1_000_000_000, description="Skip the running turn's first `after` events.")
    ] = None,
    last_event_id: Annotated[
        str | None,
        Header(max_length=200, description="The `id:` of the last event received; wins over `after`."),
    ] = None,
) -> Response:
    """The running turn (204 when nothing runs): from its start for `useChat({resume: true})`, or only the events
    after the one a reconnecting client names. Any pod answers: a turn another pod runs is read from the shared log.
    """
    stream = await runtime.chat.resume(principal, conversation_id, after=_cursor(after, last_event_id))
    if stream is None:
        return Response(status_code=204)
    return StreamingResponse(_sse(stream.turn_id, stream.events), headers=HEADERS)


@router.post("/conversations/{conversation_id}/cancel", status_code=202, responses=problems(404))
async def cancel(conversation_id: str, runtime: RuntimeDep, principal: PrincipalDep) -> dict[str, bool]:
    """Stop the running turn: no further tools run, the partial answer is stored as interrupted."""
    await runtime.chat.cancel(principal, conversation_id)
    return {"cancel_requested": True}


async def _sse(turn_id: str, follower: AsyncIterator[Numbered]) -> AsyncIterator[bytes]:
    async for item in follower:
        yield frame(item.event, turn_id=turn_id, seq=item.seq)
    yield DONE


def _cursor(after: int | None, last_event_id: str | None) -> Cursor | None:
    if last_event_id is not None and last_event_id.strip():
        cursor = parse_event_id(last_event_id)
        if cursor is None:
            raise InputError(
                "Last-Event-ID is not an event id of this stream (`<turn id>:<number>`).",
                code="invalid_event_id",
                details={"field": "header.last-event-id"},
            )
        return cursor
    return None if after is None else Cursor(seq=after)


def _action(body: ChatIn) -> ChatAction:
    if body.decision is not None:
        return DecisionTurn(token=body.decision.token, kind=body.decision.kind)
    if not body.messages:
        raise InputError("The body has no messages.", code="invalid_request", details={"field": "messages"})
    last = body.messages[-1]
    if last.role == "assistant":
        approvals = tuple(_approvals(last.parts))
        if not approvals:
            raise InputError(
                "The last message is the assistant's and answers no confirmation; send a user message.",
                code="nothing_to_continue",
                details={"field": "messages"},
            )
        return Continue(message_id=body.message_id or last.id or "", approvals=approvals)
    if body.trigger == "regenerate-message":
        return Regenerate()
    if last.role != "user":
        raise InputError("The last message must be the user's.", code="invalid_request", details={"field": "messages"})
    return NewMessage(text=message_text(last.parts), message_id=last.id, edit_of=body.message_id)


def _approvals(parts: list[dict[str, Any]]) -> list[ApprovalAnswer]:
    answers = []
    for part in parts:
        approval = part.get("approval")
        if part.get("state") != "approval-responded" or not isinstance(approval, Mapping):
            continue
        approval_id, approved = approval.get("id"), approval.get("approved")
        if not isinstance(approval_id, str) or not isinstance(approved, bool):
            raise InputError(
                "An approval answer needs a string `id` and a boolean `approved`.",
                code="invalid_request",
                details={"field": "messages.parts.approval"},
            )
        reason = approval.get("reason")
        answers.append(
            ApprovalAnswer(approval_id=approval_id, approved=approved, reason=str(reason)[:500] if reason else None)
        )
    return answers
