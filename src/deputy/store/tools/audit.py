"""The audit log in SQL: one row per tool call, queried by administrators and exported."""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator, Sequence
from typing import Any

import sqlalchemy as sa

from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import AuditEntry, AuditQuery, Decision, Outcome
from deputy.store.engine.database import Database
from deputy.store.tables import audit_log

EXPORT_BATCH = 1000


class SqlAuditLog:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def record(self, entry: AuditEntry) -> None:
        """Insert the row; returns once it is committed. Rows of concurrent calls share a transaction
        (`store.engine.batching`): every tool call on every transport writes one."""
        row = _row(entry)

        def insert(conn: sa.Connection) -> None:
            conn.execute(_INSERT, row)

        await self._db.batches.run_sync(insert, autocommit=True)

    async def query(self, query: AuditQuery) -> Sequence[AuditEntry]:
        statement = _filtered(query).limit(query.limit).offset(query.offset)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_entry(row) for row in rows]

    async def export(self, query: AuditQuery) -> AsyncIterator[AuditEntry]:
        """Every matching row, oldest first, in batches (the export does not hold the whole log in memory)."""
        offset = 0
        while True:
            statement = _filtered(query, oldest_first=True).limit(EXPORT_BATCH).offset(offset)
            async with self._db.transaction() as conn:
                rows = (await conn.execute(statement)).mappings().all()
            for row in rows:
                yield _entry(row)
            if len(rows) < EXPORT_BATCH:
                return
            offset += EXPORT_BATCH


_INSERT = audit_log.insert()


def _row(entry: AuditEntry) -> dict[str, Any]:
    return {
        "id": entry.id or ordered_id(),
        "created_at": entry.created_at,
        "principal_kind": entry.principal.kind.value,
        "principal_id": entry.principal.id,
        "tenant_id": entry.tenant_id,
        "transport": entry.transport.value,
        "tool_name": entry.tool_name,
        "effect": entry.effect.value if entry.effect else None,
        "args_hash": entry.args_hash,
        "decision": entry.decision.value,
        "outcome": entry.outcome.value,
        "error_code": entry.error_code,
        "latency_ms": entry.latency_ms,
        "proposal_id": entry.proposal_id,
        "applied_by_kind": entry.applied_by.kind.value if entry.applied_by else None,
        "applied_by_id": entry.applied_by.id if entry.applied_by else None,
        "conversation_id": entry.conversation_id,
    }


def ordered_id() -> str:
    """Ids that sort by insertion time, so rows written in the same instant keep their order."""
    return f"{time.time_ns():016x}{os.urandom(8).hex()}"


def _filtered(query: AuditQuery, *, oldest_first: bool = False) -> sa.Select[Any]:
    statement = sa.select(audit_log)
    c = audit_log.c
    if query.principal_id is not None:
        statement = statement.where(c.principal_id == query.principal_id)
    if query.tool_name is not None:
        statement = statement.where(c.tool_name == query.tool_name)
    if query.transport is not None:
        statement = statement.where(c.transport == query.transport.value)
    if query.outcome is not None:
        statement = statement.where(c.outcome == query.outcome.value)
    if query.since is not None:
        statement = statement.where(c.created_at >= query.since)
    if query.until is not None:
        statement = statement.where(c.created_at < query.until)
    if query.tenant_id is not None:
        statement = statement.where(c.tenant_id == query.tenant_id)
    order = (c.created_at.asc(), c.id.asc()) if oldest_first else (c.created_at.desc(), c.id.desc())
    return statement.order_by(*order)


def _entry(row: Any) -> AuditEntry:
    applied = None
    if row["applied_by_kind"] is not None:
        applied = PrincipalRef(kind=PrincipalKind(row["applied_by_kind"]), id=row["applied_by_id"])
    return AuditEntry(
        id=row["id"],
        principal=PrincipalRef(kind=PrincipalKind(row["principal_kind"]), id=row["principal_id"]),
        tenant_id=row["tenant_id"],
        transport=Transport(row["transport"]),
        tool_name=row["tool_name"],
        effect=Effect(row["effect"]) if row["effect"] else None,
        args_hash=row["args_hash"],
        decision=Decision(row["decision"]),
        outcome=Outcome(row["outcome"]),
        latency_ms=row["latency_ms"],
        created_at=row["created_at"],
        error_code=row["error_code"],
        proposal_id=row["proposal_id"],
        applied_by=applied,
        conversation_id=row["conversation_id"],
    )
