"""Proposals in SQL. `claim` is the single atomic UPDATE that makes apply happen exactly once."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa

from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import ProposalRecord, ProposalStatus
from deputy.store.engine.database import Database
from deputy.store.tables import proposals, users


class ListedStatus(StrEnum):
    """A proposal's state as a list shows it: the stored status, with one still proposed past its expiry shown as
    expired (the sweep marks it so within a minute; it can no longer be applied either way)."""

    PENDING = "pending"
    APPLYING = "applying"
    APPLIED = "applied"
    FAILED = "failed"
    DECLINED = "declined"
    EXPIRED = "expired"


_STORED = {
    ListedStatus.APPLYING: ProposalStatus.EXECUTING,
    ListedStatus.APPLIED: ProposalStatus.APPLIED,
    ListedStatus.FAILED: ProposalStatus.FAILED,
    ListedStatus.DECLINED: ProposalStatus.DECLINED,
}


@dataclass(frozen=True, slots=True)
class ListedProposal:
    """A proposal in an administrator's list: who proposed and who decided it, with their usernames (None for a
    caller that is no user of the tenant). Never its payload, diff or result."""

    id: str
    tool_name: str
    status: ListedStatus
    proposed_by: PrincipalRef
    proposer_name: str | None
    decided_by: PrincipalRef | None
    decider_name: str | None
    transport: Transport
    conversation_id: str | None
    created_at: datetime
    expires_at: datetime
    decided_at: datetime | None


class SqlProposalStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def insert(self, record: ProposalRecord) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                proposals.insert().values(
                    id=record.id,
                    nonce_hash=record.nonce_hash,
                    tool_name=record.tool_name,
                    effect=record.effect.value,
                    args_hash=record.args_hash,
                    payload=dict(record.payload),
                    summary=record.summary,
                    diff=record.diff,
                    status=record.status.value,
                    proposed_by_kind=record.proposed_by.kind.value,
                    proposed_by_id=record.proposed_by.id,
                    tenant_id=record.tenant_id,
                    transport=record.transport.value,
                    conversation_id=record.conversation_id,
                    created_at=record.created_at,
                    expires_at=record.expires_at,
                )
            )

    async def get(self, proposal_id: str) -> ProposalRecord | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(proposals).where(proposals.c.id == proposal_id))).mappings().first()
        return None if row is None else _record(row)

    async def claim(
        self, proposal_id: str, *, to_status: ProposalStatus, decided_by: PrincipalRef, now: datetime
    ) -> bool:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                proposals.update()
                .where(
                    proposals.c.id == proposal_id,
                    proposals.c.status == ProposalStatus.PROPOSED.value,
                    proposals.c.expires_at > now,
                )
                .values(
                    status=to_status.value,
                    decided_by_kind=decided_by.kind.value,
                    decided_by_id=decided_by.id,
                    decided_at=now,
                )
            )
        return result.rowcount == 1

    async def finish(
        self, proposal_id: str, *, status: ProposalStatus, result: Any, error: str | None, now: datetime
    ) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                proposals.update()
                .where(proposals.c.id == proposal_id, proposals.c.status == ProposalStatus.EXECUTING.value)
                .values(status=status.value, result=result, error=error)
            )

    async def expire_due(self, *, now: datetime) -> int:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                proposals.update()
                .where(proposals.c.status == ProposalStatus.PROPOSED.value, proposals.c.expires_at <= now)
                .values(status=ProposalStatus.EXPIRED.value)
            )
        return result.rowcount

    async def fail_stale(self, *, claimed_before: datetime, now: datetime) -> int:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                proposals.update()
                .where(
                    proposals.c.status == ProposalStatus.EXECUTING.value,
                    proposals.c.decided_at < claimed_before,
                )
                .values(status=ProposalStatus.FAILED.value, error=INTERRUPTED)
            )
        return result.rowcount

    async def page(
        self,
        *,
        tenant_id: str,
        now: datetime,
        status: ListedStatus | None = None,
        proposed_by: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> list[ListedProposal]:
        """The tenant's proposals, newest first, optionally of one status (as of `now`) or one proposer's."""
        proposer, decider = users.alias("proposer"), users.alias("decider")
        p = proposals.c
        statement = (
            sa.select(
                p.id,
                p.tool_name,
                p.status,
                p.proposed_by_kind,
                p.proposed_by_id,
                proposer.c.username.label("proposer_name"),
                p.decided_by_kind,
                p.decided_by_id,
                decider.c.username.label("decider_name"),
                p.transport,
                p.conversation_id,
                p.created_at,
                p.expires_at,
                p.decided_at,
            )
            .outerjoin(proposer, sa.and_(_is_user(p.proposed_by_kind), proposer.c.id == p.proposed_by_id))
            .outerjoin(decider, sa.and_(_is_user(p.decided_by_kind), decider.c.id == p.decided_by_id))
            .where(p.tenant_id == tenant_id)
        )
        if status is not None:
            statement = statement.where(_listed_as(status, now))
        if proposed_by is not None:
            statement = statement.where(_is_user(p.proposed_by_kind), p.proposed_by_id == proposed_by)
        statement = statement.order_by(p.created_at.desc(), p.id).limit(limit).offset(offset)
        async with self._db.read() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_listed(row, now) for row in rows]


def _is_user(kind: sa.ColumnElement[str]) -> sa.ColumnElement[bool]:
    return kind == PrincipalKind.USER.value


def _listed_as(status: ListedStatus, now: datetime) -> sa.ColumnElement[bool]:
    p = proposals.c
    proposed = p.status == ProposalStatus.PROPOSED.value
    if status is ListedStatus.PENDING:
        return sa.and_(proposed, p.expires_at > now)
    if status is ListedStatus.EXPIRED:
        return sa.or_(p.status == ProposalStatus.EXPIRED.value, sa.and_(proposed, p.expires_at <= now))
    return p.status == _STORED[status].value


def _listed(row: Any, now: datetime) -> ListedProposal:
    stored = ProposalStatus(row["status"])
    if stored is ProposalStatus.PROPOSED:
        status = ListedStatus.PENDING if row["expires_at"] > now else ListedStatus.EXPIRED
    elif stored is ProposalStatus.EXPIRED:
        status = ListedStatus.EXPIRED
    else:
        status = next(listed for listed, kept in _STORED.items() if kept is stored)
    decided = None
    if row["decided_by_kind"] is not None:
        decided = PrincipalRef(kind=PrincipalKind(row["decided_by_kind"]), id=row["decided_by_id"])
    return ListedProposal(
        id=row["id"],
        tool_name=row["tool_name"],
        status=status,
        proposed_by=PrincipalRef(kind=PrincipalKind(row["proposed_by_kind"]), id=row["proposed_by_id"]),
        proposer_name=row["proposer_name"],
        decided_by=decided,
        decider_name=row["decider_name"],
        transport=Transport(row["transport"]),
        conversation_id=row["conversation_id"],
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        decided_at=row["decided_at"],
    )


INTERRUPTED = "interrupted: the process applying this change stopped before it finished; check the result"


def _record(row: Any) -> ProposalRecord:
    decided = None
    if row["decided_by_kind"] is not None:
        decided = PrincipalRef(kind=PrincipalKind(row["decided_by_kind"]), id=row["decided_by_id"])
    return ProposalRecord(
        id=row["id"],
        nonce_hash=row["nonce_hash"],
        tool_name=row["tool_name"],
        effect=Effect(row["effect"]),
        args_hash=row["args_hash"],
        payload=row["payload"],
        summary=row["summary"],
        diff=row["diff"],
        status=ProposalStatus(row["status"]),
        proposed_by=PrincipalRef(kind=PrincipalKind(row["proposed_by_kind"]), id=row["proposed_by_id"]),
        tenant_id=row["tenant_id"],
        transport=Transport(row["transport"]),
        conversation_id=row["conversation_id"],
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        decided_by=decided,
        decided_at=row["decided_at"],
        result=row["result"],
        error=row["error"],
    )
