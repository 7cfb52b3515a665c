"""A turn's writes in a transaction: its claim (when it cannot be one statement, `store.turns.claim`), its
messages once the model request is out, and its end (`SqlConversationStore.claim_turn`, `record_turn`,
`finish_turn`)."""

from __future__ import annotations

import functools
import re
import uuid
from dataclasses import replace
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.budgets.ledger import Admission
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.conversations.records import ClaimedTurn, MessageStatus, Role, TurnEnd, TurnStart
from deputy.core.guards import scrub, scrub_text
from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.audit_events import MessageSite, guard_input_event, guard_result_event
from deputy.errors import Conflict, NotFound
from deputy.store.budgets.ledger import admit_in, settle_in
from deputy.store.budgets.quotas import limits_columns, limits_in
from deputy.store.conversations.messages import new_row
from deputy.store.tables import conversations, messages
from deputy.store.tools.audit_events import event_insert
from deputy.store.turns.leases import drop_lease, take_lease

_CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")


def claim_turn_in(conn: sa.Connection, start: TurnStart, admission: Admission | None, *, now: datetime) -> ClaimedTurn:
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
    columns and, with `limits_of`, that user's quota limits (`store.budgets.quotas.limits_in` reads them): one
    statement."""
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
    newest = (  # the parent of the next message (`store.conversations.versions`)
        sa.select(messages.c.id)
        .where(messages.c.conversation_id == conversation_id, messages.c.superseded_at.is_(None))
        .order_by(messages.c.seq.desc())
        .limit(1)
    )
    return (
        conversations.update()
        .where(c.id == conversation_id)
        .values(updated_at=c.updated_at)
        .returning(
            last.scalar_subquery().label("last_seq"),
            taken.scalar_subquery().label("taken_id"),
            newest.scalar_subquery().label("newest_id"),
        )
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


def append_turn(conn: sa.Connection, start: TurnStart, claimed: ClaimedTurn, *, now: datetime) -> str | None:
    """`record_turn`'s writes: lock the conversation row, then the user message, the assistant slot, the audit
    event."""
    params = {"b_id": start.conversation_id, "b_wanted_id": _wanted_id(start)}
    placed = conn.execute(_PLACE, params).first()
    if placed is None:  # deleted since the claim (an administrator's hard delete)
        raise NotFound("No such conversation.", code="unknown_conversation")
    user_id: str | None = None
    wanted, seq, taken_id, parent = _wanted_id(start), placed.last_seq, placed.taken_id, placed.newest_id
    seq = seq or 0
    rows: list[dict[str, Any]] = []
    if start.user_text is not None:
        user_id = wanted if wanted is not None and taken_id is None else uuid.uuid4().hex
        seq += 1
        text = scrub_text(start.user_text)
        rows.append(
            {
                **new_row(start.conversation_id, user_id, seq, Role.USER, now),
                "parent_id": parent,
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
                **new_row(start.conversation_id, start.assistant_id, seq + 1, Role.ASSISTANT, now),
                "parent_id": user_id or parent,
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


def _site(owner: sa.Row[Any], conversation_id: str, message_id: str, now: datetime) -> MessageSite:
    """Where a message's guard finding was made, from the conversation row's owner columns."""
    actor = PrincipalRef(PrincipalKind(owner.owner_kind), owner.owner_id)
    return MessageSite(actor, owner.tenant_id, conversation_id, message_id, now)


def finish_in(conn: sa.Connection, end: TurnEnd, *, now: datetime) -> None:
    """`finish_turn`'s writes: the assistant message's final state, the turn's end, its lease and settlement, and the
    guard's finding on the answer."""
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
    conn.execute(_FINISH_MESSAGE, final)
    owner = conn.execute(_END_TURN, ended).first()
    drop_lease(conn, end.turn_id)
    if end.settlement is not None:
        settle_in(conn, end.settlement, now=now)
    site = None if owner is None else _site(owner, end.conversation_id, end.assistant_id, now)
    event = None if site is None else guard_result_event(end.guard, site)
    if event is not None:
        conn.execute(event_insert(event))
