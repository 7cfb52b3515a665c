"""Messages in SQL: appended at the end of a conversation, updated as a turn streams, read whole or a page at a
time, superseded by an edit, voted on. Every text is scrubbed on write."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.conversations.records import Message, MessageStatus, Role
from deputy.core.guards import scrub, scrub_text
from deputy.core.identity.principal import Principal
from deputy.core.tools.audit_events import AuditEvent, EventKind
from deputy.errors import InputError, NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import conversations, message_feedback, messages, users
from deputy.store.tools.audit_events import insert_event

UNSET: Any = object()
"""A keyword argument left out (None is a value: it clears the column)."""
RATINGS = frozenset({"up", "down"})


@dataclass(frozen=True, slots=True)
class FeedbackEntry:
    """A vote on a message as staff list it: the comment is the voter's own text, as stored."""

    id: str
    rating: str
    category: str | None
    comment: str | None
    user_id: str
    username: str | None
    """None when the voter's account is gone."""
    display_name: str | None
    conversation_id: str
    message_id: str
    created_at: datetime


class SqlMessageStore:
    """A conversation's messages. Appends to one conversation are serialized by its row lock."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def append_message(
        self,
        conversation_id: str,
        *,
        role: Role,
        parts: Sequence[Mapping[str, Any]],
        content: str,
        now: datetime,
        status: MessageStatus = MessageStatus.COMPLETE,
        model_messages: Sequence[Mapping[str, Any]] | None = None,
        turn_id: str | None = None,
        model: str | None = None,
        message_id: str | None = None,
    ) -> Message:
        """Append at the end of the conversation. Appends to one conversation are serialized by its row lock."""
        message_id = message_id or uuid.uuid4().hex
        async with self._db.transaction() as conn:
            await _touch(conn, conversation_id, now)
            last = await conn.scalar(
                sa.select(sa.func.max(messages.c.seq)).where(messages.c.conversation_id == conversation_id)
            )
            parent = await conn.scalar(_NEWEST_CURRENT, {"conversation_id": conversation_id})
            await conn.execute(
                messages.insert().values(
                    id=message_id,
                    conversation_id=conversation_id,
                    seq=(last or 0) + 1,
                    parent_id=parent,
                    role=role.value,
                    parts=scrub(list(parts)),
                    content=scrub_text(content),
                    model_messages=None if model_messages is None else scrub(list(model_messages)),
                    status=status.value,
                    turn_id=turn_id,
                    model=model,
                    created_at=now,
                    updated_at=now,
                )
            )
        found = await self.message(message_id)
        assert found is not None
        return found

    async def update_message(
        self,
        message_id: str,
        *,
        now: datetime,
        parts: Sequence[Mapping[str, Any]] = UNSET,
        content: str = UNSET,
        status: MessageStatus = UNSET,
        model_messages: Sequence[Mapping[str, Any]] | None = UNSET,
        usage: Mapping[str, Any] | None = UNSET,
        error: str | None = UNSET,
    ) -> None:
        values: dict[str, Any] = {"updated_at": now}
        if parts is not UNSET:
            values["parts"] = scrub(list(parts))
        if content is not UNSET:
            values["content"] = scrub_text(content)
        if status is not UNSET:
            values["status"] = MessageStatus(status).value
        if model_messages is not UNSET:
            values["model_messages"] = None if model_messages is None else scrub(list(model_messages))
        if usage is not UNSET:
            values["usage"] = None if usage is None else dict(usage)
        if error is not UNSET:
            values["error"] = None if error is None else scrub_text(error)
        async with self._db.transaction() as conn:
            await conn.execute(messages.update().where(messages.c.id == message_id).values(**values))

    async def message(self, message_id: str) -> Message | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(messages).where(messages.c.id == message_id))).mappings().first()
        return None if row is None else message_of(row)

    async def messages(self, conversation_id: str, *, include_superseded: bool = False) -> list[Message]:
        return await self._db.run_transaction(
            lambda conn: read_messages(conn, conversation_id, include_superseded=include_superseded)
        )

    async def messages_page(
        self, conversation_id: str, *, limit: int, before: str | None = None
    ) -> tuple[list[Message], bool]:
        """The newest `limit` messages of the transcript (superseded ones left out), older than the message `before`
        when given (any message of the conversation, superseded or not), oldest first; and whether older ones were
        left out. 404 `unknown_message` when `before` is not one of the conversation's messages."""

        def read(conn: sa.Connection) -> tuple[list[Message], bool]:
            params: dict[str, Any] = {"conversation_id": conversation_id, "newest": limit + 1}
            statement = NEWEST_MESSAGES
            if before is not None:
                below = conn.execute(_SEQ_OF, {**params, "message_id": before}).scalar()
                if below is None:
                    raise NotFound("No such message in this conversation.", code="unknown_message")
                statement, params["below"] = _NEWEST_BELOW, below
            rows = conn.execute(statement, params).mappings().all()
            return [message_of(row) for row in reversed(rows[:limit])], len(rows) > limit

        return await self._db.run_transaction(read)

    async def supersede_from(self, conversation_id: str, *, seq: int, now: datetime) -> int:
        """Hide the message at `seq` and everything after it (edit and regenerate keep them, hidden)."""
        async with self._db.transaction() as conn:
            result = await conn.execute(
                messages.update()
                .where(
                    messages.c.conversation_id == conversation_id,
                    messages.c.seq >= seq,
                    messages.c.superseded_at.is_(None),
                )
                .values(superseded_at=now)
            )
        return result.rowcount

    async def record_feedback(
        self,
        *,
        message_id: str,
        voter: Principal,
        conversation_id: str,
        rating: str,
        now: datetime,
        category: str | None = None,
        comment: str | None = None,
    ) -> None:
        """One vote per user and message; a second vote replaces the first. Each vote is an audit event."""
        user_id = voter.id
        if rating not in RATINGS:
            raise InputError("rating must be 'up' or 'down'.", code="invalid_rating", details={"field": "rating"})
        async with self._db.transaction() as conn:
            await conn.execute(
                message_feedback.delete().where(
                    message_feedback.c.message_id == message_id, message_feedback.c.user_id == user_id
                )
            )
            await conn.execute(
                message_feedback.insert().values(
                    id=uuid.uuid4().hex,
                    message_id=message_id,
                    user_id=user_id,
                    rating=rating,
                    category=None if category is None else scrub_text(category),
                    comment=None if comment is None else scrub_text(comment),  # a pasted key is hidden like any text
                    created_at=now,
                )
            )
            await insert_event(
                conn,
                AuditEvent(
                    kind=EventKind.FEEDBACK_SUBMITTED,
                    actor=voter.ref,
                    tenant_id=voter.tenant_id,
                    created_at=now,
                    conversation_id=conversation_id,
                    message_id=message_id,
                    details={"rating": rating, "category": category, "has_comment": bool(comment)},
                ),
            )

    async def feedback_page(
        self,
        *,
        tenant_id: str,
        rating: str | None = None,
        category: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> list[FeedbackEntry]:
        """The votes on the tenant's conversations, newest first, optionally of one rating or one category."""
        f = message_feedback.c
        statement = (
            sa.select(
                f.id,
                f.rating,
                f.category,
                f.comment,
                f.user_id,
                users.c.username,
                users.c.display_name,
                messages.c.conversation_id,
                f.message_id,
                f.created_at,
            )
            .join(messages, messages.c.id == f.message_id)
            .join(conversations, conversations.c.id == messages.c.conversation_id)
            .outerjoin(users, users.c.id == f.user_id)
            .where(conversations.c.tenant_id == tenant_id)
        )
        if rating is not None:
            statement = statement.where(f.rating == rating)
        if category is not None:
            statement = statement.where(f.category == category)
        statement = statement.order_by(f.created_at.desc(), f.id).limit(limit).offset(offset)
        async with self._db.read() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [
            FeedbackEntry(
                id=row["id"],
                rating=row["rating"],
                category=row["category"],
                comment=row["comment"],
                user_id=row["user_id"],
                username=row["username"],
                display_name=(row["display_name"] or row["username"]) if row["username"] is not None else None,
                conversation_id=row["conversation_id"],
                message_id=row["message_id"],
                created_at=row["created_at"],
            )
            for row in rows
        ]


def read_messages(conn: sa.Connection, conversation_id: str, *, include_superseded: bool = False) -> list[Message]:
    statement = _ALL_MESSAGES if include_superseded else _MESSAGES
    rows = conn.execute(statement, {"conversation_id": conversation_id}).mappings().all()
    return [message_of(row) for row in rows]


_ALL_MESSAGES = (
    sa.select(messages).where(messages.c.conversation_id == sa.bindparam("conversation_id")).order_by(messages.c.seq)
)


_MESSAGES = _ALL_MESSAGES.where(messages.c.superseded_at.is_(None))
_NEWEST_CURRENT = (
    sa.select(messages.c.id)
    .where(messages.c.conversation_id == sa.bindparam("conversation_id"), messages.c.superseded_at.is_(None))
    .order_by(messages.c.seq.desc())
    .limit(1)
)
"""The id of a conversation's newest message that is not superseded: the parent of the next one appended."""
"""A conversation's transcript, with and without the superseded messages (built once: every turn reads it)."""


def newest_messages(conversation_id: sa.ColumnElement[str]) -> sa.Select[Any]:
    """The conversation's `newest` (a bound parameter) newest messages that are not superseded, newest first."""
    m = messages.c
    return (
        sa.select(messages)
        .where(m.conversation_id == conversation_id, m.superseded_at.is_(None))
        .order_by(m.seq.desc())
        .limit(sa.bindparam("newest"))
    )


NEWEST_MESSAGES = newest_messages(sa.bindparam("conversation_id"))


_NEWEST_BELOW = NEWEST_MESSAGES.where(messages.c.seq < sa.bindparam("below"))
"""A page of the transcript, newest first: the newest messages, and those before a given position."""


_SEQ_OF = sa.select(messages.c.seq).where(
    messages.c.conversation_id == sa.bindparam("conversation_id"), messages.c.id == sa.bindparam("message_id")
)


def new_row(conversation_id: str, message_id: str, seq: int, role: Role, now: datetime) -> dict[str, Any]:
    return {
        "id": message_id,
        "conversation_id": conversation_id,
        "seq": seq,
        "role": role.value,
        "created_at": now,
        "updated_at": now,
    }


async def _touch(conn: AsyncConnection, conversation_id: str, now: datetime) -> None:
    result = await conn.execute(
        conversations.update().where(conversations.c.id == conversation_id).values(updated_at=now)
    )
    if result.rowcount != 1:
        raise NotFound("No such conversation.", code="unknown_conversation")


def message_of(row: Any) -> Message:
    return Message(
        id=row["id"],
        conversation_id=row["conversation_id"],
        seq=row["seq"],
        role=Role(row["role"]),
        parts=row["parts"],
        content=row["content"],
        status=MessageStatus(row["status"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        model_messages=row["model_messages"],
        turn_id=row["turn_id"],
        model=row["model"],
        usage=row["usage"],
        error=row["error"],
        superseded_at=row["superseded_at"],
        guard=row["guard"],
        excluded=bool(row["excluded"]),
        author_kind=row["author_kind"],
        author_id=row["author_id"],
        author_name=row["author_name"],
    )
