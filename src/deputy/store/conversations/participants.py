"""Direct and group chats in SQL: their participants, messages with authors, read receipts and the inbox."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.conversations.participants import (
    Author,
    ChatType,
    GroupMessage,
    InboxEntry,
    NewParticipant,
    Participant,
    ParticipantKind,
    ParticipantRole,
    UserRef,
)
from deputy.core.conversations.records import Message, MessageStatus, PermissionMode, Role
from deputy.core.guards import scrub, scrub_text
from deputy.core.identity.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.tools.audit_events import MessageSite, guard_input_event
from deputy.errors import Conflict, NotFound
from deputy.store.conversations.conversations import conversation_of
from deputy.store.conversations.messages import message_of
from deputy.store.engine.database import Database
from deputy.store.tables import chat_participants, conversations, messages, users
from deputy.store.tools.audit_events import insert_event

_p = chat_participants.c
_m = messages.c
_c = conversations.c


class SqlParticipantStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def create_chat(
        self,
        *,
        owner: Principal,
        chat_type: ChatType,
        title: str | None,
        participants: Sequence[NewParticipant],
        now: datetime,
    ) -> str:
        """One transaction: the conversation row (owned by its creator) and every participant."""
        conversation_id = uuid.uuid4().hex
        async with self._db.transaction() as conn:
            await conn.execute(
                conversations.insert().values(
                    id=conversation_id,
                    tenant_id=owner.tenant_id,
                    owner_kind=owner.kind.value,
                    owner_id=owner.id,
                    title=title,
                    permission_mode=PermissionMode.APPROVE.value,
                    chat_type=chat_type.value,
                    created_at=now,
                    updated_at=now,
                )
            )
            await conn.execute(
                chat_participants.insert(), [_participant_row(conversation_id, p, now) for p in participants]
            )
        return conversation_id

    async def find_direct(self, *, user_id: str, other_id: str) -> str | None:
        """The direct chat between two users, if one exists (whichever of them started it)."""
        mine = sa.select(_p.conversation_id).where(_p.kind == "user", _p.participant_id == user_id)
        theirs = sa.select(_p.conversation_id).where(_p.kind == "user", _p.participant_id == other_id)
        statement = (
            sa.select(_c.id)
            .where(_c.chat_type == ChatType.DIRECT.value, _c.id.in_(mine), _c.id.in_(theirs))
            .order_by(_c.created_at)
            .limit(1)
        )
        async with self._db.transaction() as conn:
            found: str | None = await conn.scalar(statement)
        return found

    async def participants(self, conversation_id: str) -> list[Participant]:
        async with self._db.transaction() as conn:
            return await _participants(conn, conversation_id)

    async def add(self, conversation_id: str, participant: NewParticipant, *, now: datetime) -> None:
        async with self._db.transaction() as conn:
            existing = await conn.scalar(
                sa.select(_p.id).where(
                    _p.conversation_id == conversation_id,
                    _p.kind == participant.kind.value,
                    _p.participant_id == participant.id,
                )
            )
            if existing is not None:
                raise Conflict("That participant is already in this chat.", code="already_participant")
            await conn.execute(chat_participants.insert().values(**_participant_row(conversation_id, participant, now)))

    async def remove(self, conversation_id: str, *, kind: ParticipantKind, participant_id: str) -> bool:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                chat_participants.delete().where(
                    _p.conversation_id == conversation_id, _p.kind == kind.value, _p.participant_id == participant_id
                )
            )
        return result.rowcount == 1

    async def post(self, message: GroupMessage, *, tenant_id: str | None, now: datetime) -> Message:
        """Append a user's message at the end (the conversation row's update serializes appends), record a guard
        finding as an audit event, and move the author's read receipt to it: one transaction."""
        message_id = message.message_id or uuid.uuid4().hex
        text = scrub_text(message.text)
        async with self._db.transaction() as conn:
            touched = await conn.execute(
                conversations.update().where(_c.id == message.conversation_id).values(updated_at=now)
            )
            if touched.rowcount != 1:
                raise NotFound("No such conversation.", code="unknown_conversation")
            if await conn.scalar(sa.select(_m.id).where(_m.id == message_id)) is not None:
                message_id = uuid.uuid4().hex  # the client's id is taken: the message still gets stored
            last = await conn.scalar(
                sa.select(sa.func.max(_m.seq)).where(_m.conversation_id == message.conversation_id)
            )
            seq = (last or 0) + 1
            author = message.author
            await conn.execute(
                messages.insert().values(
                    id=message_id,
                    conversation_id=message.conversation_id,
                    seq=seq,
                    role=Role.USER.value,
                    parts=[{"type": "text", "text": text}],
                    content=text,
                    status=MessageStatus.COMPLETE.value,
                    guard=None if message.guard is None else scrub(dict(message.guard)),
                    excluded=message.excluded,
                    author_kind=author.kind.value,
                    author_id=author.id,
                    author_name=author.name,
                    created_at=now,
                    updated_at=now,
                )
            )
            await _move_receipt(
                conn, message.conversation_id, user_id=author.id, seq=seq, message_id=message_id, now=now
            )
            site = MessageSite(
                PrincipalRef(PrincipalKind.USER, author.id), tenant_id, message.conversation_id, message_id, now
            )
            event = guard_input_event(message.guard, site)
            if event is not None:
                await insert_event(conn, event)
            row = (await conn.execute(sa.select(messages).where(_m.id == message_id))).mappings().one()
        return message_of(row)

    async def stamp_author(self, message_id: str, author: Author) -> None:
        """Name the agent that writes an assistant message (the turn machinery never touches these columns)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                messages.update()
                .where(_m.id == message_id)
                .values(author_kind=author.kind.value, author_id=author.id, author_name=author.name)
            )

    async def mark_read(
        self, conversation_id: str, *, user_id: str, message_id: str | None, now: datetime
    ) -> Participant:
        """Move the user's read receipt forward to `message_id` (None: the newest visible message)."""
        visible = sa.and_(_m.conversation_id == conversation_id, _m.superseded_at.is_(None))
        async with self._db.transaction() as conn:
            statement = sa.select(_m.id, _m.seq).where(visible)
            if message_id is None:
                statement = statement.order_by(_m.seq.desc()).limit(1)
            else:
                statement = statement.where(_m.id == message_id)
            target = (await conn.execute(statement)).first()
            if target is None and message_id is not None:
                raise NotFound("No such message in this chat.", code="unknown_message")
            if target is not None:
                await _move_receipt(
                    conn, conversation_id, user_id=user_id, seq=target.seq, message_id=target.id, now=now
                )
            found = [p for p in await _participants(conn, conversation_id) if p.id == user_id]
        if not found or found[0].kind is not ParticipantKind.USER:
            raise NotFound("No such conversation.", code="unknown_conversation")
        return found[0]

    async def inbox(self, user_id: str, *, limit: int, offset: int) -> list[InboxEntry]:
        """The user's direct and group chats, most recently active first, each with its newest message and the
        number of messages others wrote after the user's read receipt. Four queries, whatever the page size."""
        mine = chat_participants.alias("mine")
        page = (
            sa.select(conversations, mine.c.last_read_seq.label("my_last_read_seq"))
            .join(
                mine, sa.and_(mine.c.conversation_id == _c.id, mine.c.kind == "user", mine.c.participant_id == user_id)
            )
            .where(_c.chat_type.in_([ChatType.DIRECT.value, ChatType.GROUP.value]), _c.archived_at.is_(None))
            .order_by(_c.updated_at.desc(), _c.id.desc())
            .limit(limit)
            .offset(offset)
        )
        async with self._db.transaction() as conn:
            rows = (await conn.execute(page)).mappings().all()
            ids = [row["id"] for row in rows]
            if not ids:
                return []
            unread = await _unread_counts(conn, user_id, ids)
            newest = await _newest_messages(conn, ids)
            people = await _placed(conn, ids)
        return [
            InboxEntry(
                conversation=conversation_of(row),
                participants=[p for conversation_id, p in people if conversation_id == row["id"]],
                last_message=newest.get(row["id"]),
                unread=unread.get(row["id"], 0),
            )
            for row in rows
        ]

    async def find_user(self, username: str) -> UserRef | None:
        return await self._user(users.c.username == username)

    async def user_by_id(self, user_id: str) -> UserRef | None:
        return await self._user(users.c.id == user_id)

    async def _user(self, where: sa.ColumnElement[bool]) -> UserRef | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(users).where(where))).mappings().first()
        if row is None:
            return None
        return UserRef(
            id=row["id"],
            tenant_id=row["tenant_id"],
            username=row["username"],
            display_name=row["display_name"] or row["username"],
            active=bool(row["is_active"]),
        )


async def _placed(conn: AsyncConnection, conversation_ids: Sequence[str]) -> list[tuple[str, Participant]]:
    """The participants of several chats, each with its chat's id, oldest first."""
    statement = (
        sa.select(chat_participants)
        .where(_p.conversation_id.in_(list(conversation_ids)))
        .order_by(_p.conversation_id, _p.created_at, _p.id)
    )
    rows = (await conn.execute(statement)).mappings().all()
    return [(row["conversation_id"], _participant(row)) for row in rows]


async def _participants(conn: AsyncConnection, conversation_id: str) -> list[Participant]:
    return [participant for _, participant in await _placed(conn, [conversation_id])]


def _participant(row: Any) -> Participant:
    return Participant(
        kind=ParticipantKind(row["kind"]),
        id=row["participant_id"],
        display_name=row["display_name"],
        role=ParticipantRole(row["role"]),
        auto_respond=bool(row["auto_respond"]),
        last_read_seq=row["last_read_seq"],
        last_read_message_id=row["last_read_message_id"],
        last_read_at=row["last_read_at"],
    )


async def _unread_counts(conn: AsyncConnection, user_id: str, conversation_ids: list[str]) -> dict[str, int]:
    mine = chat_participants.alias("mine")
    not_mine = sa.not_(sa.and_(_m.author_kind == "user", sa.func.coalesce(_m.author_id, "") == user_id))
    statement = (
        sa.select(_m.conversation_id, sa.func.count())
        .join(
            mine,
            sa.and_(
                mine.c.conversation_id == _m.conversation_id, mine.c.kind == "user", mine.c.participant_id == user_id
            ),
        )
        .where(
            _m.conversation_id.in_(conversation_ids),
            _m.seq > mine.c.last_read_seq,
            _m.superseded_at.is_(None),
            _m.role != Role.SYSTEM.value,
            not_mine,
        )
        .group_by(_m.conversation_id)
    )
    return {str(conversation_id): int(count) for conversation_id, count in (await conn.execute(statement)).all()}


async def _newest_messages(conn: AsyncConnection, conversation_ids: list[str]) -> dict[str, Message]:
    newest = (
        sa.select(_m.conversation_id, sa.func.max(_m.seq).label("seq"))
        .where(_m.conversation_id.in_(conversation_ids), _m.superseded_at.is_(None))
        .group_by(_m.conversation_id)
        .subquery()
    )
    statement = sa.select(messages).join(
        newest, sa.and_(newest.c.conversation_id == _m.conversation_id, newest.c.seq == _m.seq)
    )
    return {row["conversation_id"]: message_of(row) for row in (await conn.execute(statement)).mappings().all()}


async def _move_receipt(
    conn: AsyncConnection, conversation_id: str, *, user_id: str, seq: int, message_id: str, now: datetime
) -> None:
    """A receipt only moves forward: reading an older message again changes nothing."""
    await conn.execute(
        chat_participants.update()
        .where(
            _p.conversation_id == conversation_id,
            _p.kind == "user",
            _p.participant_id == user_id,
            _p.last_read_seq < seq,
        )
        .values(last_read_seq=seq, last_read_message_id=message_id, last_read_at=now)
    )


def _participant_row(conversation_id: str, participant: NewParticipant, now: datetime) -> dict[str, Any]:
    return {
        "id": uuid.uuid4().hex,
        "conversation_id": conversation_id,
        "kind": participant.kind.value,
        "participant_id": participant.id,
        "display_name": participant.display_name,
        "role": participant.role.value,
        "auto_respond": participant.auto_respond,
        "last_read_seq": 0,
        "created_at": now,
    }
