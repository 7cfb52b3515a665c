"""`/api/conversations/{id}/messages/{message_id}/…`: what a user does to one message of their conversation.

- `POST …/feedback` thumbs up or down, with an optional category and comment; a second vote replaces the first. The
  transcript (`GET /api/conversations/{id}`) gives each message the caller's own vote back (`feedback`).
- `POST …/select` makes a hidden version of a message current again (edit and regenerate keep the versions they
  replace; the transcript gives each message that has others `versions`: their ids, oldest first, and the index of
  the current one). The chosen version's branch comes back and the current one's is hidden; the next turn answers
  from the chosen branch. Refused with 409 `turn_running` while an answer is being written.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Response
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from deputy.core.conversations.records import Message
from deputy.core.identity.principal import Principal
from deputy.errors import Conflict, NotFound
from deputy.runtime import Runtime
from deputy.web.deps import PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.params import ConversationId, MessageId, no_nul

router = APIRouter(prefix="/api", tags=["conversations"], responses=problems(401, 403))

MAX_CATEGORY_CHARS = 50  # the feedback category column's width
MAX_COMMENT_CHARS = 2000
Category = Annotated[
    str, StringConstraints(strip_whitespace=True, pattern=rf"^[^\x00-\x1f\x7f]{{1,{MAX_CATEGORY_CHARS}}}$")
]
Comment = Annotated[str, Field(max_length=MAX_COMMENT_CHARS), AfterValidator(no_nul)]


class FeedbackIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rating: Literal["up", "down"]
    category: Category | None = None
    comment: Comment | None = None


class FeedbackOut(BaseModel):
    """The caller's own vote on a message."""

    rating: Literal["up", "down"]
    category: str | None
    comment: str | None


class VersionsOut(BaseModel):
    """A message's versions, oldest first (`ids`), and which one is shown (`index`, 0-based)."""

    ids: list[str]
    index: int


@router.post(
    "/conversations/{conversation_id}/messages/{message_id}/feedback", status_code=204, responses=problems(404)
)
async def rate_message(
    conversation_id: ConversationId,
    message_id: MessageId,
    body: FeedbackIn,
    runtime: RuntimeDep,
    principal: PrincipalDep,
) -> Response:
    """Thumbs up or down on a message of the caller's conversation; a second vote replaces the first."""
    message = await _current_message(runtime, principal, conversation_id, message_id)
    await runtime.stores.conversations.record_feedback(
        message_id=message.id,
        voter=principal,
        conversation_id=message.conversation_id,
        rating=body.rating,
        category=body.category,
        comment=body.comment,
        now=runtime.clock.now(),
    )
    return Response(status_code=204)


@router.post(
    "/conversations/{conversation_id}/messages/{message_id}/select",
    status_code=204,
    responses=problems(404, 409),
)
async def select_version(
    conversation_id: ConversationId, message_id: MessageId, runtime: RuntimeDep, principal: PrincipalDep
) -> Response:
    """Show this version of a message (and its branch) instead of the current one."""
    conversation = await runtime.stores.conversations.get(principal, conversation_id)
    if conversation.active_turn_id is not None:
        raise Conflict("An answer is being written in this chat; switch versions when it is done.", code="turn_running")
    await runtime.stores.versions.select(conversation.id, message_id, now=runtime.clock.now())
    return Response(status_code=204)


async def transcript_extras(
    runtime: Runtime, principal: Principal, conversation_id: str, page: list[Message]
) -> tuple[dict[str, VersionsOut], dict[str, FeedbackOut]]:
    """The versions and the caller's votes of a transcript page's messages."""
    ids = [m.id for m in page]
    versions = await runtime.stores.versions.versions(conversation_id, ids)
    votes = await runtime.stores.votes.mine(principal.id, ids)
    return (
        {i: VersionsOut(ids=list(v.ids), index=v.index) for i, v in versions.items()},
        {i: FeedbackOut.model_validate(v, from_attributes=True) for i, v in votes.items()},
    )


async def _current_message(runtime: Runtime, principal: Principal, conversation_id: str, message_id: str) -> Message:
    store = runtime.stores.conversations
    conversation = await store.get(principal, conversation_id)
    message = await store.message(message_id)
    if message is None or message.conversation_id != conversation.id or message.superseded_at is not None:
        raise NotFound("No such message in this conversation.", code="unknown_message")
    return message
