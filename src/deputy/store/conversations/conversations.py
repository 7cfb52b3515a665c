"""Conversations in SQL, with their turns (the writes are `store.turns.writes`) and, through `SqlMessageStore`
(`store.conversations.messages`), their messages. Every read and write is scoped to the owner (reads also to the
participants of a direct or group chat, `store.conversations.participants`): a stranger gets 404."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.budgets.ledger import Admission
from deputy.core.conversations.records import (
    ClaimedTurn,
    Conversation,
    Message,
    PermissionMode,
    TurnEnd,
    TurnStart,
)
from deputy.core.guards import scrub_text
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.errors import Conflict, NotFound
from deputy.store.conversations.messages import UNSET, SqlMessageStore, read_messages
from deputy.store.conversations.search import matching, needle_of
from deputy.store.engine.database import Database, insert_ignore_statement
from deputy.store.tables import chat_participants, conversations, messages
from deputy.store.turns.claim import LimitedUsers, claim_in_one
from deputy.store.turns.writes import append_turn, claim_turn_in, finish_in


class SqlConversationStore(SqlMessageStore):
    """Conversations, their turns and (from `SqlMessageStore`) their messages."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self._limited = LimitedUsers()
        """Users whose turns are claimed in a transaction on Postgres (`store.turns.claim`)."""

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
        conversation_id: str | None = None,
    ) -> Conversation:
        """A new conversation of `owner`'s, under `conversation_id` when the client chose one (`Conflict`
        `conversation_id_taken` when any conversation, anyone's, has it already: nothing is written)."""
        chosen = conversation_id or uuid.uuid4().hex
        values: dict[str, Any] = {
            "id": chosen,
            "tenant_id": owner.tenant_id,
            "owner_kind": owner.kind.value,
            "owner_id": owner.id,
            "connection_id": connection_id,
            "model": model,
            "agent_id": agent_id,
            "origin": origin,
            "permission_mode": PermissionMode.APPROVE.value,
            "created_at": now,
            "updated_at": now,
        }
        async with self._db.transaction() as conn:
            created = await conn.execute(insert_ignore_statement(conn.dialect.name, conversations, values))
        if created.rowcount != 1:
            raise Conflict("That conversation id is taken.", code="conversation_id_taken")
        return await self.get(owner, chosen)

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
        text: str | None = None,
    ) -> list[Conversation]:
        """The owner's AI chats, most recently active first; with `text`, only those whose title or a current
        message contains it (case-insensitive, as the staff search matches)."""
        statement = _owned(owner).where(conversations.c.chat_type == "ai")  # the inbox lists direct and group chats
        if workspace_id is not None:  # only the chats started in this workspace
            statement = statement.where(conversations.c.workspace_id == workspace_id)
        if needle := needle_of(text):
            statement = statement.where(matching(needle))
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
        title: str | None = UNSET,
        model: str | None = UNSET,
        connection_id: str | None = UNSET,
        permission_mode: PermissionMode = UNSET,
        agent_id: str | None = UNSET,
    ) -> Conversation:
        values: dict[str, Any] = {"updated_at": now}
        for column, value in (
            ("title", title),
            ("model", model),
            ("connection_id", connection_id),
            ("agent_id", agent_id),
        ):
            if value is not UNSET:
                values[column] = value
        if permission_mode is not UNSET:
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
        """Set an automatic title unless the conversation has one by now (the user may have named it). A model wrote
        it, so it is scrubbed like any answer before it is stored and listed."""
        c = conversations.c
        async with self._db.transaction() as conn:
            result = await conn.execute(
                conversations.update().where(c.id == conversation_id, c.title.is_(None)).values(title=scrub_text(title))
            )
        return result.rowcount == 1

    # -- turns -----------------------------------------------------------------------------------------

    async def claim_turn(self, start: TurnStart, admission: Admission | None = None, *, now: datetime) -> ClaimedTurn:
        """Mark the turn active (clearing an old cancel) unless another one runs, admit it against the budgets
        (`store.budgets.ledger.admit_in`, under the same locks as a separate admission; a refusal writes nothing) and
        write its lease, naming the new reservation: one transaction, all a crash must find to close the turn."""
        in_one = self._db.dialect == "postgresql" and self._limited.may_claim_in_one(admission)
        if in_one:  # one round trip, not five (`store.turns.claim`)
            claimed = await self._db.run_autocommit(lambda conn: claim_in_one(conn, start, admission, now=now))
            if claimed is not None:
                return claimed
        claimed = await self._db.run_transaction(lambda conn: claim_turn_in(conn, start, admission, now=now))
        if in_one:
            self._limited.found(admission)
        return claimed

    async def record_turn(self, start: TurnStart, claimed: ClaimedTurn, *, now: datetime) -> str | None:
        """Append the user message and the assistant slot, or reopen the message a continuation extends, and record
        the input guard's finding: one transaction. The conversation row's update serializes it with other appends
        (a group chat's post may have come since the claim)."""
        return await self._db.run_transaction(lambda conn: append_turn(conn, start, claimed, now=now))

    async def finish_turn(self, end: TurnEnd, *, now: datetime) -> None:
        """Store the assistant message's final state and end the turn, in one transaction."""
        await self._db.run_transaction(lambda conn: finish_in(conn, end, now=now))

    async def opened(self, owner: Principal, conversation_id: str) -> tuple[Conversation, list[Message]]:
        """The conversation (404 unless `owner`'s) and its transcript, read in one transaction."""

        def read(conn: sa.Connection) -> tuple[Conversation, list[Message]]:
            row = conn.execute(visible_to(owner).where(conversations.c.id == conversation_id)).mappings().first()
            if row is None:
                raise NotFound("No such conversation.", code="unknown_conversation")
            return conversation_of(row), read_messages(conn, conversation_id)

        return await self._db.run_transaction(read)

    async def _owned_update(self, owner: Principal, conversation_id: str, values: Mapping[str, Any]) -> None:
        await update_owned(self._db, owner, conversation_id, values)


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


async def update_owned(db: Database, owner: Principal, conversation_id: str, values: Mapping[str, Any]) -> None:
    """Set `values` on `owner`'s conversation; anyone else's (or none) is `unknown_conversation`."""
    c = conversations.c
    async with db.transaction() as conn:
        result = await conn.execute(
            conversations.update()
            .where(c.id == conversation_id, c.owner_kind == owner.kind.value, c.owner_id == owner.id)
            .values(**values)
        )
    if result.rowcount != 1:
        raise NotFound("No such conversation.", code="unknown_conversation")
