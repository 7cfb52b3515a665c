"""Conversations and messages in SQL. Every read and write is scoped to the owner (reads also to the participants
of a direct or group chat, `store.participants`): a stranger gets 404."""

from __future__ import annotations

import functools
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.audit_events import AuditEvent, EventKind, MessageSite, guard_input_event, guard_result_event
from deputy.core.conversations import (
    ClaimedTurn,
    Conversation,
    Message,
    MessageStatus,
    PermissionMode,
    Role,
    TurnEnd,
    TurnStart,
)
from deputy.core.guards import scrub, scrub_text
from deputy.core.ledger import Admission
from deputy.core.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.quotas import QuotaLimits
from deputy.errors import Conflict, InputError, NotFound
from deputy.store.audit_events import event_insert, insert_event
from deputy.store.database import Database
from deputy.store.ledger import admit_in, settle_in
from deputy.store.quotas import limits_columns, limits_in
from deputy.store.tables import chat_participants, conversations, message_feedback, messages
from deputy.store.turn_claim import LimitedUsers, claim_in_one
from deputy.store.turn_leases import drop_lease, take_lease

_UNSET: Any = object()
RATINGS = frozenset({"up", "down"})
_CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")


class SqlConversationStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._limited = LimitedUsers()
        """Users whose turns are claimed in a transaction on Postgres (`store.turn_claim`)."""

    # -- conversations ---------------------------------------------------------------------------------

    async def create(
        self,
        owner: Principal,
        *,
        now: datetime,
        connection_id: str | None = None,
        model: str | None = None,
        agent_id: str | None = None,
        origin: str = "chat",
    ) -> Conversation:
        conversation_id = uuid.uuid4().hex
        async with self._db.transaction() as conn:
            await conn.execute(
                conversations.insert().values(
                    id=conversation_id,
                    tenant_id=owner.tenant_id,
                    owner_kind=owner.kind.value,
                    owner_id=owner.id,
                    connection_id=connection_id,
                    model=model,
                    agent_id=agent_id,
                    origin=origin,
                    permission_mode=PermissionMode.APPROVE.value,
                    created_at=now,
                    updated_at=now,
                )
            )
        return await self.get(owner, conversation_id)

    async def empty_draft(self, owner: Principal) -> Conversation | None:
        """The newest untitled, unarchived conversation with no messages: New chat reuses it."""
        has_messages = sa.exists().where(messages.c.conversation_id == conversations.c.id)
        statement = (
            _owned(owner)
            .where(conversations.c.title.is_(None), conversations.c.archived_at.is_(None), ~has_messages)
            .where(conversations.c.chat_type == "ai")
            .order_by(conversations.c.updated_at.desc())
            .limit(1)
        )
        async with self._db.transaction() as conn:
            row = (await conn.execute(statement)).mappings().first()
        return None if row is None else conversation_of(row)

    async def get(self, owner: Principal, conversation_id: str) -> Conversation:
        async with self._db.transaction() as conn:
            row = (
                (await conn.execute(visible_to(owner).where(conversations.c.id == conversation_id))).mappings().first()
            )
        if row is None:
            raise NotFound("No such conversation.", code="unknown_conversation")
        return conversation_of(row)

    async def list_for(
        self,
        owner: Principal,
        *,
        include_archived: bool = False,
        limit: int = 50,
        offset: int = 0,
        workspace_id: str | None = None,
    ) -> list[Conversation]:
        statement = _owned(owner).where(conversations.c.chat_type == "ai")  # the inbox lists direct and group chats
        if workspace_id is not None:  # only the chats started in this workspace
            statement = statement.where(conversations.c.workspace_id == workspace_id)
        if not include_archived:
            statement = statement.where(conversations.c.archived_at.is_(None))
        statement = statement.order_by(conversations.c.updated_at.desc(), conversations.c.id.desc())
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement.limit(limit).offset(offset))).mappings().all()
        return [conversation_of(row) for row in rows]

    async def update(
        self,
        owner: Principal,
        conversation_id: str,
        *,
        now: datetime,
        title: str | None = _UNSET,
        model: str | None = _UNSET,
        connection_id: str | None = _UNSET,
        permission_mode: PermissionMode = _UNSET,
        agent_id: str | None = _UNSET,
    ) -> Conversation:
        values: dict[str, Any] = {"updated_at": now}
        for column, value in (
            ("title", title),
            ("model", model),
            ("connection_id", connection_id),
            ("agent_id", agent_id),
        ):
            if value is not _UNSET:
                values[column] = value
        if permission_mode is not _UNSET:
            values["permission_mode"] = PermissionMode(permission_mode).value
        await self._owned_update(owner, conversation_id, values)
        return await self.get(owner, conversation_id)

    async def archive(self, owner: Principal, conversation_id: str, *, now: datetime) -> Conversation:
        """The user-facing Delete: hidden from lists, kept in storage. Archiving twice changes nothing."""
        current = await self.get(owner, conversation_id)
        if current.archived_at is None:
            await self._owned_update(owner, conversation_id, {"archived_at": now})
        return await self.get(owner, conversation_id)

    async def hard_delete(self, conversation_id: str) -> bool:
        """Remove a conversation and its messages for good (administrators and retention only)."""
        async with self._db.transaction() as conn:
            result = await conn.execute(conversations.delete().where(conversations.c.id == conversation_id))
        return result.rowcount == 1

    async def hard_delete_in_tenant(self, conversation_id: str, *, tenant_id: str | None) -> bool:
        """`hard_delete`, but only inside `tenant_id` (None: any tenant, for a tenantless administrator)."""
        statement = conversations.delete().where(conversations.c.id == conversation_id)
        if tenant_id is not None:
            statement = statement.where(conversations.c.tenant_id == tenant_id)
        async with self._db.transaction() as conn:
            result = await conn.execute(statement)
        return result.rowcount == 1

    async def request_cancel(self, owner: Principal, conversation_id: str, *, now: datetime) -> None:
        """Ask the running turn to stop: the owner, or any participant of a group chat (404 for anyone else)."""
        await self.get(owner, conversation_id)
        async with self._db.transaction() as conn:
            await conn.execute(
                conversations.update().where(conversations.c.id == conversation_id).values(cancel_requested_at=now)
            )

    async def cancel_requested(self, conversation_id: str, *, since: datetime) -> bool:
        """Whether a cancel was asked for at or after `since` (the start of the running turn)."""
        (asked,) = await self.cancels_requested([(conversation_id, since)])
        if isinstance(asked, Exception):
            raise asked
        return asked

    async def cancels_requested(self, asks: Sequence[tuple[str, datetime]]) -> list[bool | Exception]:
        # Every running turn asks every poll: the turns asking together share one statement.
        found = await self._db.batches.run_each(self._cancels_requested, [conversation for conversation, _ in asks])
        return [
            at if isinstance(at, Exception) else at is not None and at >= since
            for at, (_, since) in zip(found, asks, strict=True)
        ]

    def _cancels_requested(self, conn: sa.Connection, ids: Sequence[str]) -> list[datetime | None]:
        c = conversations.c
        rows = conn.execute(sa.select(c.id, c.cancel_requested_at).where(c.id.in_(set(ids))))
        at: dict[str, datetime | None] = {row.id: row.cancel_requested_at for row in rows}
        return [at.get(conversation_id) for conversation_id in ids]

    async def set_active_turn(self, conversation_id: str, turn_id: str | None) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                conversations.update().where(conversations.c.id == conversation_id).values(active_turn_id=turn_id)
            )

    async def active_turn(self, conversation_id: str) -> str | None:
        async with self._db.transaction() as conn:
            turn: str | None = await conn.scalar(
                sa.select(conversations.c.active_turn_id).where(conversations.c.id == conversation_id)
            )
        return turn

    async def set_title_if_missing(self, conversation_id: str, title: str, *, now: datetime) -> bool:
        """Set an automatic title unless the conversation has one by now (the user may have named it)."""
        c = conversations.c
        async with self._db.transaction() as conn:
            result = await conn.execute(
                conversations.update().where(c.id == conversation_id, c.title.is_(None)).values(title=title)
            )
        return result.rowcount == 1

    # -- turns -----------------------------------------------------------------------------------------

    async def claim_turn(self, start: TurnStart, admission: Admission | None = None, *, now: datetime) -> ClaimedTurn:
        """Mark the turn active (clearing an old cancel) unless another one runs, admit it against the budgets
        (`store.ledger.admit_in`, under the same locks as a separate admission; a refusal writes nothing) and write
        its lease, naming the new reservation: one transaction, all a crash must find to close the turn."""
        in_one = self._db.dialect == "postgresql" and self._limited.may_claim_in_one(admission)
        if in_one:  # one round trip, not five (`store.turn_claim`)
            claimed = await self._db.run_autocommit(lambda conn: claim_in_one(conn, start, admission, now=now))
            if claimed is not None:
                return claimed
        claimed = await self._db.run_transaction(lambda conn: _claim_turn(conn, start, admission, now=now))
        if in_one:
            self._limited.found(admission)
        return claimed

    async def record_turn(self, start: TurnStart, claimed: ClaimedTurn, *, now: datetime) -> str | None:
        """Append the user message and the assistant slot, or reopen the message a continuation extends, and record
        the input guard's finding: one transaction. The conversation row's update serializes it with other appends
        (a group chat's post may have come since the claim)."""
        return await self._db.run_transaction(lambda conn: _append_turn(conn, start, claimed, now=now))

    async def finish_turn(self, end: TurnEnd, *, now: datetime) -> None:
        """Store the assistant message's final state and end the turn, in one transaction."""
        final = {
            "b_id": end.assistant_id,
            "parts": scrub(list(end.parts)),
            "content": scrub_text(end.content),
            "status": end.status.value,
            "model_messages": scrub(list(end.model_messages)),
            "usage": None if end.usage is None else dict(end.usage),
            "error": None if end.error is None else scrub_text(end.error),
            "guard": None if end.guard is None else scrub(dict(end.guard)),
            "updated_at": now,
        }
        ended = {"b_conversation_id": end.conversation_id, "b_turn_id": end.turn_id, "updated_at": now}

        def finish(conn: sa.Connection) -> None:
            conn.execute(_FINISH_MESSAGE, final)
            owner = conn.execute(_END_TURN, ended).first()
            drop_lease(conn, end.turn_id)
            if end.settlement is not None:
                settle_in(conn, end.settlement, now=now)
            site = None if owner is None else _site(owner, end.conversation_id, end.assistant_id, now)
            event = None if site is None else guard_result_event(end.guard, site)
            if event is not None:
                conn.execute(event_insert(event))

        await self._db.run_transaction(finish)

    async def _owned_update(self, owner: Principal, conversation_id: str, values: Mapping[str, Any]) -> None:
        c = conversations.c
        async with self._db.transaction() as conn:
            result = await conn.execute(
                conversations.update()
                .where(c.id == conversation_id, c.owner_kind == owner.kind.value, c.owner_id == owner.id)
                .values(**values)
            )
        if result.rowcount != 1:
            raise NotFound("No such conversation.", code="unknown_conversation")

    # -- messages --------------------------------------------------------------------------------------

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
            await conn.execute(
                messages.insert().values(
                    id=message_id,
                    conversation_id=conversation_id,
                    seq=(last or 0) + 1,
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
        parts: Sequence[Mapping[str, Any]] = _UNSET,
        content: str = _UNSET,
        status: MessageStatus = _UNSET,
        model_messages: Sequence[Mapping[str, Any]] | None = _UNSET,
        usage: Mapping[str, Any] | None = _UNSET,
        error: str | None = _UNSET,
    ) -> None:
        values: dict[str, Any] = {"updated_at": now}
        if parts is not _UNSET:
            values["parts"] = scrub(list(parts))
        if content is not _UNSET:
            values["content"] = scrub_text(content)
        if status is not _UNSET:
            values["status"] = MessageStatus(status).value
        if model_messages is not _UNSET:
            values["model_messages"] = None if model_messages is None else scrub(list(model_messages))
        if usage is not _UNSET:
            values["usage"] = None if usage is None else dict(usage)
        if error is not _UNSET:
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

    async def opened(self, owner: Principal, conversation_id: str) -> tuple[Conversation, list[Message]]:
        """The conversation (404 unless `owner`'s) and its transcript, read in one transaction."""

        def read(conn: sa.Connection) -> tuple[Conversation, list[Message]]:
            row = conn.execute(visible_to(owner).where(conversations.c.id == conversation_id)).mappings().first()
            if row is None:
                raise NotFound("No such conversation.", code="unknown_conversation")
            return conversation_of(row), read_messages(conn, conversation_id)

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
                    category=category,
                    comment=comment,
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


def _claim_turn(conn: sa.Connection, start: TurnStart, admission: Admission | None, *, now: datetime) -> ClaimedTurn:
    user = admission.scope.user_id if admission is not None else None
    # The user's limits come back with the claim: one statement fewer.
    claimed = _claim(conn, start, now=now, limits_of=user)
    reservation = None
    if admission is not None:
        own = limits_in(claimed) if user is not None else QuotaLimits()
        reservation = admit_in(conn, admission, own=own)
        start = replace(start, reservation_id=reservation.id)
    take_lease(conn, start, now=now)
    owner = PrincipalRef(PrincipalKind(claimed.owner_kind), claimed.owner_id)
    return ClaimedTurn(owner=owner, tenant_id=claimed.tenant_id, reservation=reservation)


def _claim(conn: sa.Connection, start: TurnStart, *, now: datetime, limits_of: str | None = None) -> sa.Row[Any]:
    """Mark the turn active (clearing an old cancel) unless another one runs. Returns the conversation's owner
    columns and, with `limits_of`, that user's quota limits (`store.quotas.limits_in` reads them): one statement."""
    params = {
        "b_conversation_id": start.conversation_id,
        "b_turn_id": start.turn_id,
        "b_now": now,
        "b_replaces": start.replaces,
        "b_user_id": limits_of,
    }
    statement = _claim_statement(
        replacing=start.replaces is not None, limits=limits_of is not None, postgres=conn.dialect.name == "postgresql"
    )
    claimed = conn.execute(statement, params).first()
    if claimed is None:
        c = conversations.c
        exists = conn.scalar(sa.select(c.id).where(c.id == start.conversation_id))
        if exists is None:
            raise NotFound("No such conversation.", code="unknown_conversation")
        raise Conflict("Another answer started in this conversation just now.", code="turn_running")
    return claimed


@functools.cache
def _claim_statement(*, replacing: bool, limits: bool, postgres: bool) -> sa.Update:
    """`_claim`'s statement, built once per shape (building it took longer than running it).

    On Postgres it also sets `synchronous_commit = off` for its own transaction (`set_config(…, true)` in the
    `RETURNING` list: no round trip of its own), so the claim's commit does not wait for the disk (about 1 ms of every
    turn's start). Nothing is lost that anyone saw: the client hears of the turn only after `record_turn`'s commit,
    which does wait for the disk and so flushes the claim's earlier WAL with it; a server crash in between loses a
    turn nobody was told of, whole (its claim, reservation and lease together)."""
    c = conversations.c
    free: sa.ColumnElement[bool] = c.active_turn_id.is_(None)
    if replacing:
        free = sa.or_(free, c.active_turn_id == sa.bindparam("b_replaces"))
    return (
        conversations.update()
        .where(c.id == sa.bindparam("b_conversation_id"), free)
        .values(active_turn_id=sa.bindparam("b_turn_id"), cancel_requested_at=None, updated_at=sa.bindparam("b_now"))
        .returning(
            c.owner_kind,
            c.owner_id,
            c.tenant_id,
            *(limits_columns(sa.bindparam("b_user_id")) if limits else ()),
            *((sa.func.set_config("synchronous_commit", "off", True).label("async_commit"),) if postgres else ()),
        )
    )


def _place_statement() -> sa.Update:
    """`record_turn`'s first statement: lock the conversation row against other appends, and read its last message
    position and whether the client's id for the new message is taken."""
    c = conversations.c
    conversation_id: sa.BindParameter[str] = sa.bindparam("b_id")
    last = sa.select(sa.func.max(messages.c.seq)).where(messages.c.conversation_id == conversation_id)
    taken = sa.select(messages.c.id).where(messages.c.id == sa.bindparam("b_wanted_id"))
    return (
        conversations.update()
        .where(c.id == conversation_id)
        .values(updated_at=c.updated_at)
        .returning(last.scalar_subquery().label("last_seq"), taken.scalar_subquery().label("taken_id"))
    )


_PLACE = _place_statement()
_FINISH_MESSAGE = messages.update().where(messages.c.id == sa.bindparam("b_id"))
_END_TURN = (
    conversations.update()
    .where(conversations.c.id == sa.bindparam("b_conversation_id"))
    .where(conversations.c.active_turn_id == sa.bindparam("b_turn_id"))
    .values(active_turn_id=None)
    .returning(conversations.c.owner_kind, conversations.c.owner_id, conversations.c.tenant_id)
)
"""`finish_turn`'s statements, built once; the columns they set come in the parameters."""


def _wanted_id(start: TurnStart) -> str | None:
    """The client's id for the new user message, when it is a well-formed one."""
    wanted = start.user_message_id
    return wanted if wanted and _CLIENT_ID.fullmatch(wanted) else None


def _append_turn(conn: sa.Connection, start: TurnStart, claimed: ClaimedTurn, *, now: datetime) -> str | None:
    """`record_turn`'s writes: lock the conversation row, then the user message, the assistant slot, the audit
    event."""
    params = {"b_id": start.conversation_id, "b_wanted_id": _wanted_id(start)}
    placed = conn.execute(_PLACE, params).first()
    if placed is None:  # deleted since the claim (an administrator's hard delete)
        raise NotFound("No such conversation.", code="unknown_conversation")
    user_id: str | None = None
    wanted, seq, taken_id = _wanted_id(start), placed.last_seq, placed.taken_id
    seq = seq or 0
    rows: list[dict[str, Any]] = []
    if start.user_text is not None:
        user_id = wanted if wanted is not None and taken_id is None else uuid.uuid4().hex
        seq += 1
        text = scrub_text(start.user_text)
        rows.append(
            {
                **_new_row(start.conversation_id, user_id, seq, Role.USER, now),
                "parts": [{"type": "text", "text": text}],
                "content": text,
                "status": MessageStatus.COMPLETE.value,
                "turn_id": start.turn_id,
                "model": None,
                "guard": None if start.user_guard is None else scrub(dict(start.user_guard)),
                "excluded": start.exclude,
            }
        )
    if start.reopen:
        conn.execute(
            messages.update()
            .where(messages.c.id == start.assistant_id)
            .values(status=MessageStatus.STREAMING.value, turn_id=start.turn_id, updated_at=now)
        )
    else:
        rows.append(
            {
                **_new_row(start.conversation_id, start.assistant_id, seq + 1, Role.ASSISTANT, now),
                "parts": [],
                "content": "",
                "status": MessageStatus.STREAMING.value,
                "turn_id": start.turn_id,
                "model": start.model,
                "guard": None,
                "excluded": start.exclude,
            }
        )
    if rows:  # the user message and the assistant slot in one statement
        conn.execute(messages.insert(), rows)
    if user_id is not None:
        site = MessageSite(claimed.owner, claimed.tenant_id, start.conversation_id, user_id, now)
        event = guard_input_event(start.user_guard, site)
        if event is not None:
            conn.execute(event_insert(event))
    return user_id


def read_messages(conn: sa.Connection, conversation_id: str, *, include_superseded: bool = False) -> list[Message]:
    statement = _ALL_MESSAGES if include_superseded else _MESSAGES
    rows = conn.execute(statement, {"conversation_id": conversation_id}).mappings().all()
    return [message_of(row) for row in rows]


_ALL_MESSAGES = (
    sa.select(messages).where(messages.c.conversation_id == sa.bindparam("conversation_id")).order_by(messages.c.seq)
)
_MESSAGES = _ALL_MESSAGES.where(messages.c.superseded_at.is_(None))
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


def _site(owner: sa.Row[Any], conversation_id: str, message_id: str, now: datetime) -> MessageSite:
    """Where a message's guard finding was made, from the conversation row's owner columns."""
    actor = PrincipalRef(PrincipalKind(owner.owner_kind), owner.owner_id)
    return MessageSite(actor, owner.tenant_id, conversation_id, message_id, now)


def _new_row(conversation_id: str, message_id: str, seq: int, role: Role, now: datetime) -> dict[str, Any]:
    return {
        "id": message_id,
        "conversation_id": conversation_id,
        "seq": seq,
        "role": role.value,
        "created_at": now,
        "updated_at": now,
    }


def _owned(owner: Principal) -> sa.Select[Any]:
    c = conversations.c
    return sa.select(conversations).where(c.owner_kind == owner.kind.value, c.owner_id == owner.id)


def visible_to(principal: Principal) -> sa.Select[Any]:
    """The conversations `principal` may open: its own, and the direct and group chats it takes part in."""
    user = principal.kind is PrincipalKind.USER
    return sa.select(conversations).where(visible_where(principal.kind.value, principal.id, user=user))


def visible_where(
    owner_kind: str | sa.BindParameter[str], owner_id: str | sa.BindParameter[str], *, user: bool
) -> sa.ColumnElement[bool]:
    """`visible_to`'s condition, on values or on bound parameters (for a statement built once): the caller's own
    conversations and, for a user, the chats it takes part in."""
    c, p = conversations.c, chat_participants.c
    own = sa.and_(c.owner_kind == owner_kind, c.owner_id == owner_id)
    if not user:
        return own
    member = sa.select(p.conversation_id).where(p.kind == "user", p.participant_id == owner_id)
    return sa.or_(own, c.id.in_(member))


async def _touch(conn: AsyncConnection, conversation_id: str, now: datetime) -> None:
    result = await conn.execute(
        conversations.update().where(conversations.c.id == conversation_id).values(updated_at=now)
    )
    if result.rowcount != 1:
        raise NotFound("No such conversation.", code="unknown_conversation")


def conversation_of(row: Any) -> Conversation:
    return Conversation(
        id=row["id"],
        owner_id=row["owner_id"],
        tenant_id=row["tenant_id"],
        title=row["title"],
        connection_id=row["connection_id"],
        model=row["model"],
        permission_mode=PermissionMode(row["permission_mode"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        archived_at=row["archived_at"],
        summary=row["summary"],
        summarized_through_seq=row["summarized_through_seq"],
        active_turn_id=row["active_turn_id"],
        cancel_requested_at=row["cancel_requested_at"],
        agent_id=row["agent_id"],
        origin=row["origin"],
        chat_type=row["chat_type"],
        workspace_id=row["workspace_id"],
        entity_type=row["entity_type"],
        entity_id=row["entity_id"],
        skill_id=row["skill_id"],
    )


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
