"""Audit events in SQL (`core.tools.audit_events`): recorded on their own, or inside the transaction of the write
they describe (a guarded message, a vote), so the event and the fact commit together."""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.guards import Severity, scrub
from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.audit_events import AuditEvent, EventKind, EventQuery
from deputy.store.engine.database import Database
from deputy.store.tables import audit_events
from deputy.store.tools.audit import ordered_id


class SqlAuditEventLog:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def record(self, event: AuditEvent) -> None:
        async with self._db.transaction() as conn:
            await insert_event(conn, event)

    async def query(self, query: EventQuery) -> Sequence[AuditEvent]:
        t = audit_events.c
        statement = sa.select(audit_events).where(t.tenant_id == query.tenant_id)
        if query.kind is not None:
            statement = statement.where(t.kind == query.kind.value)
        if query.conversation_id is not None:
            statement = statement.where(t.conversation_id == query.conversation_id)
        if query.since is not None:
            statement = statement.where(t.created_at >= query.since)
        statement = statement.order_by(t.created_at.desc(), t.id.desc()).limit(query.limit).offset(query.offset)
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).mappings().all()
        return [_event(row) for row in rows]


async def insert_event(conn: AsyncConnection, event: AuditEvent) -> None:
    await conn.execute(event_insert(event))


def event_insert(event: AuditEvent) -> sa.Insert:
    """`insert_event`'s statement, for a synchronous connection (`Database.run_transaction`)."""
    return audit_events.insert().values(
        id=event.id or ordered_id(),
        created_at=event.created_at,
        kind=event.kind.value,
        actor_kind=None if event.actor is None else event.actor.kind.value,
        actor_id=None if event.actor is None else event.actor.id,
        tenant_id=event.tenant_id,
        conversation_id=event.conversation_id,
        message_id=event.message_id,
        subject_user_id=event.subject_user_id,
        severity=None if event.severity is None else event.severity.value,
        details=scrub(dict(event.details)),
    )


def _event(row: sa.RowMapping) -> AuditEvent:
    actor = None if row["actor_kind"] is None else PrincipalRef(PrincipalKind(row["actor_kind"]), row["actor_id"])
    return AuditEvent(
        id=row["id"],
        kind=EventKind(row["kind"]),
        actor=actor,
        tenant_id=row["tenant_id"],
        created_at=row["created_at"],
        conversation_id=row["conversation_id"],
        message_id=row["message_id"],
        subject_user_id=row["subject_user_id"],
        severity=None if row["severity"] is None else Severity(row["severity"]),
        details=row["details"],
    )
