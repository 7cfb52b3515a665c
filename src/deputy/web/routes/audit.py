"""`/api/audit`: administrators and auditors query the tool-call log and the audit events."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import AwareDatetime, BaseModel

from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.core.tools.declarations import Transport
from deputy.core.tools.records import AuditQuery
from deputy.web.deps import AuditorDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["audit"], responses=problems(401, 403))


class AuditRow(BaseModel):
    """`AuditEntry.to_row()`, typed for the OpenAPI schema."""

    id: str
    created_at: datetime
    principal_kind: str
    principal_id: str
    tenant_id: str | None
    transport: str
    tool: str
    effect: str | None
    args_hash: str | None
    decision: str
    outcome: str
    error_code: str | None
    latency_ms: float
    proposal_id: str | None
    applied_by: str | None
    conversation_id: str | None


@router.get("/audit")
async def query_audit(
    runtime: RuntimeDep,
    admin: AuditorDep,
    principal: str | None = None,
    tool: str | None = None,
    transport: Transport | None = None,
    since: AwareDatetime | None = None,
    until: AwareDatetime | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1)] = 0,
) -> list[AuditRow]:
    """Newest first, within the administrator's tenant."""
    query = AuditQuery(
        principal_id=principal,
        tool_name=tool,
        transport=transport,
        since=since,
        until=until,
        tenant_id=admin.tenant_id,
        limit=limit,
        offset=offset,
    )
    return [AuditRow.model_validate(entry.to_row()) for entry in await runtime.stores.audit.query(query)]


class AuditEventRow(BaseModel):
    """`AuditEvent.to_row()`: guard detections at HIGH and above, staff reads, feedback. Never message text."""

    id: str
    created_at: datetime
    kind: str
    actor_kind: str | None
    actor_id: str | None
    tenant_id: str | None
    conversation_id: str | None
    message_id: str | None
    subject_user_id: str | None
    severity: str | None
    details: dict[str, Any]


@router.get("/audit/events")
async def query_audit_events(
    runtime: RuntimeDep,
    admin: AuditorDep,
    kind: EventKind | None = None,
    conversation: str | None = None,
    since: AwareDatetime | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1)] = 0,
) -> list[AuditEventRow]:
    """Newest first, within the auditor's tenant."""
    query = EventQuery(
        tenant_id=admin.tenant_id, kind=kind, conversation_id=conversation, since=since, limit=limit, offset=offset
    )
    return [AuditEventRow.model_validate(event.to_row()) for event in await runtime.stores.events.query(query)]
