"""Turn leases in SQL: written with the turn, renewed by its process, reclaimed by another one when they run out.

`take_lease` and `drop_lease` run inside `claim_turn` and `finish_turn`'s transactions, so a running turn always
has exactly one lease. `reclaim` claims expired leases with one `DELETE … RETURNING` (on Postgres over rows
locked `FOR UPDATE SKIP LOCKED`, on SQLite under its write lock), so two processes never close the same turn.

A reclaim locks a lease, then writes the turn's log; a running turn's poll takes them in the same order (its renewal
first), so the two never deadlock. A reclaim can still lose a race to a turn that flushed at the position it meant to
end the log at (the turn's process was late, not dead): the unique `(turn_id, seq)` refuses the reclaim's row, its
transaction rolls back whole, and it tries again over the longer log.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core import events
from deputy.core.chat.leases import INTERRUPTED_TEXT, interrupted_parts
from deputy.core.conversations.records import MessageStatus, TurnStart
from deputy.store.budgets.ledger import RESERVED, SETTLED
from deputy.store.engine.database import Database
from deputy.store.tables import conversations, messages, token_ledger, turn_events, turn_leases

log = logging.getLogger(__name__)

RECLAIM_BATCH = 100
"""Turns closed per transaction: a pod that died with many streams is reclaimed in a few short transactions."""
RECLAIM_TRIES = 3
"""Attempts at one batch that lost its log position to a late turn's flush; the next reclaim picks up the rest."""


def take_lease(conn: sa.Connection, start: TurnStart, *, now: datetime) -> None:
    """Write the lease of the turn `start` opens (nothing when it names no holder)."""
    if start.lease_holder is None or start.lease_until is None:
        return
    lease = {
        "turn_id": start.turn_id,
        "conversation_id": start.conversation_id,
        "assistant_id": start.assistant_id,
        "holder": start.lease_holder,
        "reservation_id": start.reservation_id,
        "expires_at": start.lease_until,
        "created_at": now,
    }
    conn.execute(_TAKE_LEASE, lease)


def drop_lease(conn: sa.Connection, turn_id: str) -> None:
    conn.execute(_DROP_LEASE, {"turn_id": turn_id})


_TAKE_LEASE = turn_leases.insert()
_DROP_LEASE = turn_leases.delete().where(turn_leases.c.turn_id == sa.bindparam("turn_id"))


@dataclass(frozen=True, slots=True)
class _Claimed:
    turn_id: str
    conversation_id: str
    assistant_id: str
    reservation_id: int | None


class SqlTurnLeases:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def renew_each(self, renewals: Sequence[tuple[str, str, datetime]]) -> list[bool | Exception]:
        # Every running turn renews every few seconds (1,000 turns: hundreds a second): the turns renewing together
        # share one statement.
        return await self._db.batches.run_each(self._renew, renewals)

    def _renew(self, conn: sa.Connection, renewals: Sequence[tuple[str, str, datetime]]) -> list[bool]:
        """One UPDATE per holder (one per process, in practice), to the earliest expiry asked for: a lease is never
        extended further than its holder asked (the others asked milliseconds later)."""
        lease = turn_leases.c
        kept: set[tuple[str, str]] = set()
        for holder in {holder for _, holder, _ in renewals}:
            mine = [(turn_id, until) for turn_id, h, until in renewals if h == holder]
            statement = (
                turn_leases.update()
                .where(lease.holder == holder, lease.turn_id.in_({turn_id for turn_id, _ in mine}))
                .values(expires_at=min(until for _, until in mine))
                .returning(lease.turn_id)
            )
            kept.update((turn_id, holder) for turn_id in conn.execute(statement).scalars())
        return [(turn_id, holder) in kept for turn_id, holder, _ in renewals]

    async def reclaim(
        self, *, now: datetime, running: Collection[str] = (), conversation_id: str | None = None
    ) -> list[str]:
        reclaimed: list[str] = []
        tries = 0
        while True:
            try:
                async with self._db.transaction() as conn:
                    claimed = await _claim(conn, now=now, running=running, conversation_id=conversation_id)
                    for row in claimed:
                        await _close(conn, row, now=now)
            except IntegrityError:  # a late turn flushed where its log was to end: read the longer log again
                tries += 1
                if tries == RECLAIM_TRIES:
                    log.warning("reclaim: turns kept flushing where their logs were to end; left for the next one")
                    return reclaimed
                continue
            for row in claimed:
                log.warning("turn %s: its process stopped renewing its lease; stored as interrupted", row.turn_id)
            reclaimed += [row.turn_id for row in claimed]
            if len(claimed) < RECLAIM_BATCH:
                return reclaimed

    async def holder_of(self, turn_id: str) -> tuple[str, datetime] | None:
        """`(holder, expires_at)` of a running turn's lease (None: no lease); for tests and operators."""
        lease = turn_leases.c
        async with self._db.transaction() as conn:
            statement = sa.select(lease.holder, lease.expires_at).where(lease.turn_id == turn_id)
            row = (await conn.execute(statement)).first()
        return None if row is None else (row.holder, row.expires_at)


async def _claim(
    conn: AsyncConnection, *, now: datetime, running: Collection[str], conversation_id: str | None
) -> list[_Claimed]:
    lease = turn_leases.c
    expired = lease.expires_at < now
    if running:
        expired = sa.and_(expired, lease.turn_id.not_in(list(running)))
    candidates = sa.select(lease.turn_id).where(expired)
    if conversation_id is not None:
        candidates = candidates.where(lease.conversation_id == conversation_id)
    candidates = candidates.order_by(lease.expires_at).limit(RECLAIM_BATCH)
    if conn.dialect.name == "postgresql":
        candidates = candidates.with_for_update(skip_locked=True)
    statement = (
        turn_leases.delete()
        .where(lease.turn_id.in_(candidates.scalar_subquery()), expired)
        .returning(lease.turn_id, lease.conversation_id, lease.assistant_id, lease.reservation_id)
    )
    return [_Claimed(*row) for row in (await conn.execute(statement)).all()]


async def _close(conn: AsyncConnection, lease: _Claimed, *, now: datetime) -> None:
    """Store the dead turn's answer as interrupted, free its conversation, settle its reservation, end its log."""
    stored = await conn.scalar(sa.select(messages.c.parts).where(messages.c.id == lease.assistant_id))
    log_rows = (
        await conn.execute(
            sa.select(turn_events.c.seq, turn_events.c.frame)
            .where(turn_events.c.turn_id == lease.turn_id)
            .order_by(turn_events.c.seq)
        )
    ).all()
    parts, text = interrupted_parts(stored or [], [json.loads(frame) for _seq, frame in log_rows])
    await conn.execute(
        messages.update()
        .where(messages.c.id == lease.assistant_id, messages.c.status == MessageStatus.STREAMING.value)
        .values(
            parts=parts, content=text, status=MessageStatus.INTERRUPTED.value, error=INTERRUPTED_TEXT, updated_at=now
        )
    )
    c = conversations.c
    await conn.execute(
        conversations.update()
        .where(c.id == lease.conversation_id, c.active_turn_id == lease.turn_id)
        .values(active_turn_id=None, updated_at=now)
    )
    if lease.reservation_id is not None:
        # Charged what it reserved (less its side calls), as for a provider that reports no usage: the dead
        # process's usage is unknown, and the `reserved` guard makes this the one settlement.
        row = token_ledger.c
        await conn.execute(
            token_ledger.update()
            .where(row.id == lease.reservation_id, row.state == RESERVED)
            .values(state=SETTLED, settled_at=now)
        )
    last = log_rows[-1].seq if log_rows else 0
    # Followers on other processes read the log: a terminal error ends their streams with the reason.
    frame = json.dumps(events.to_record(events.Error(INTERRUPTED_TEXT)), ensure_ascii=False)
    await conn.execute(turn_events.insert().values(turn_id=lease.turn_id, seq=last + 1, frame=frame, created_at=now))
