"""`/api/audit`: administrators query the tool-call log."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import AwareDatetime, BaseModel

from deputy.core.records import AuditEntry, AuditQuery
from deputy.core.tools import Transport
from deputy.web.deps import AuditorDep, RuntimeDep

router = APIRouter(prefix="/api", tags=["audit"])


class AuditRow(BaseModel):
    id: str
    created_at: datetime
    principal_kind: str
    principal_id: str
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


def audit_row(entry: AuditEntry) -> AuditRow:
    return AuditRow(
        id=entry.id or "",
        created_at=entry.created_at,
        principal_kind=entry.principal.kind.value,
        principal_id=entry.principal.id,
        transport=entry.transport.value,
        tool=entry.tool_name,
        effect=entry.effect.value if entry.effect else None,
        args_hash=entry.args_hash,
        decision=entry.decision.value,
        outcome=entry.outcome.value,
        error_code=entry.error_code,
        latency_ms=round(entry.latency_ms, 3),
        proposal_id=entry.proposal_id,
        applied_by=entry.applied_by.id if entry.applied_by else None,
        conversation_id=entry.conversation_id,
    )


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
    offset: Annotated[int, Query(ge=0)] = 0,
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
    return [audit_row(entry) for entry in await runtime.stores.audit.query(query)]
