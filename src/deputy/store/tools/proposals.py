"""Proposals in SQL. `claim` is the single atomic UPDATE that makes apply happen exactly once."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import ProposalRecord, ProposalStatus
from deputy.store.engine.database import Database
from deputy.store.tables import proposals


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
