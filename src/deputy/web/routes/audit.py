"""`/api/audit`: administrators and auditors query the tool-call log and the audit events.

- `GET /api/audit` pages the log newest first; `GET /api/audit/export?format=jsonl|csv` streams every matching row
  oldest first (at most `EXPORT_CAP`; `X-Deputy-Export-Truncated: true` says rows were left out). Both take the
  same filters: `principal` (a principal id) or `user` (a username), `tool`, `transport`, `outcome`, `since`, `until`.
- Rows name their user (`principal_name`, `applied_by_name`) when the id is a user of the caller's tenant.
- A CSV cell that a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage
  return) is written with a leading `'`, so opening an export never runs what a caller put in a tool name.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import AsyncIterator, Iterable
from dataclasses import replace
from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from fastapi.responses import StreamingResponse
from pydantic import AwareDatetime, BaseModel

from deputy.core.identity.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.core.tools.declarations import Transport
from deputy.core.tools.records import AUDIT_ROW_FIELDS, AuditEntry, AuditQuery, Outcome
from deputy.errors import NotFound
from deputy.runtime import Runtime
from deputy.web.deps import AuditorDep, RuntimeDep, principal_filter
from deputy.web.errors import problems
from deputy.web.routes.params import UsernameQuery

router = APIRouter(prefix="/api", tags=["audit"], responses=problems(401, 403))

EXPORT_CAP = 100_000
"""The most rows one export streams; narrow `since`/`until` for the rest."""
EXPORT_FIELDS = (*AUDIT_ROW_FIELDS, "principal_name", "applied_by_name")
_CHUNK_ROWS = 500
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


class ExportFormat(StrEnum):
    JSONL = "jsonl"
    CSV = "csv"


_MEDIA_TYPES = {ExportFormat.JSONL: "application/x-ndjson", ExportFormat.CSV: "text/csv; charset=utf-8"}


class AuditRow(BaseModel):
    """`AuditEntry.to_row()` with the user names, typed for the OpenAPI schema."""

    id: str
    created_at: datetime
    principal_kind: str
    principal_id: str
    principal_name: str | None
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
    applied_by_name: str | None
    conversation_id: str | None


async def audit_filters(
    runtime: RuntimeDep,
    auditor: AuditorDep,
    principal: Annotated[str | None, Query(description="A principal id")] = None,
    user: UsernameQuery = None,
    tool: str | None = None,
    transport: Transport | None = None,
    outcome: Outcome | None = None,
    since: AwareDatetime | None = None,
    until: AwareDatetime | None = None,
) -> AuditQuery:
    """The filters both the page and the export take, within the auditor's tenant."""
    return AuditQuery(
        principal_id=await principal_filter(runtime, auditor.tenant_id, principal, user),
        tool_name=tool,
        transport=transport,
        outcome=outcome,
        since=since,
        until=until,
        tenant_id=auditor.tenant_id,
    )


AuditFiltersDep = Annotated[AuditQuery, Depends(audit_filters)]


class _UserNames:
    """The usernames of the users an audit read names, each looked up once; None for anything else (an
    application, a deleted user, a user of another tenant)."""

    def __init__(self, runtime: Runtime, auditor: Principal) -> None:
        self._runtime = runtime
        self._tenant_id = auditor.tenant_id
        self._known: dict[str, str | None] = {}

    async def of(self, ref: PrincipalRef | None) -> str | None:
        if ref is None or ref.kind is not PrincipalKind.USER:
            return None
        if ref.id not in self._known:
            try:
                account = await self._runtime.stores.sessions.account(ref.id)
            except NotFound:
                self._known[ref.id] = None
            else:
                visible = self._tenant_id in (None, account.tenant_id)
                self._known[ref.id] = account.username if visible else None
        return self._known[ref.id]

    async def row(self, entry: AuditEntry) -> dict[str, Any]:
        return {
            **entry.to_row(),
            "principal_name": await self.of(entry.principal),
            "applied_by_name": await self.of(entry.applied_by),
        }


@router.get("/audit", responses=problems(404))
async def query_audit(
    runtime: RuntimeDep,
    auditor: AuditorDep,
    filters: AuditFiltersDep,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1)] = 0,
) -> list[AuditRow]:
    """Newest first, within the auditor's tenant."""
    names = _UserNames(runtime, auditor)
    entries = await runtime.stores.audit.query(replace(filters, limit=limit, offset=offset))
    return [AuditRow.model_validate(await names.row(entry)) for entry in entries]


@router.get(
    "/audit/export",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "Every matching row, oldest first: JSON lines, or CSV with a header row",
            "content": {media.split(";")[0]: {"schema": {"type": "string"}} for media in _MEDIA_TYPES.values()},
        },
        **problems(404),
    },
)
async def export_audit(
    runtime: RuntimeDep,
    auditor: AuditorDep,
    filters: AuditFiltersDep,
    export_format: Annotated[ExportFormat, Query(alias="format")] = ExportFormat.JSONL,
) -> StreamingResponse:
    """The filtered log as a download, streamed in batches; at most `EXPORT_CAP` rows, the oldest first."""
    beyond_cap = await runtime.stores.audit.query(replace(filters, limit=1, offset=EXPORT_CAP))
    stamp = runtime.clock.now().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    headers = {
        "Content-Disposition": f'attachment; filename="deputy-audit-{stamp}.{export_format.value}"',
        "X-Deputy-Export-Truncated": "true" if beyond_cap else "false",
        "Cache-Control": "no-store",
    }
    rows = _export_rows(runtime, auditor, filters)
    body = _csv_chunks(rows) if export_format is ExportFormat.CSV else _jsonl_chunks(rows)
    return StreamingResponse(body, media_type=_MEDIA_TYPES[export_format], headers=headers)


async def _export_rows(runtime: Runtime, auditor: Principal, filters: AuditQuery) -> AsyncIterator[dict[str, Any]]:
    names = _UserNames(runtime, auditor)
    count = 0
    async for entry in runtime.stores.audit.export(filters):
        if count == EXPORT_CAP:
            return
        count += 1
        yield await names.row(entry)


async def _jsonl_chunks(rows: AsyncIterator[dict[str, Any]]) -> AsyncIterator[str]:
    lines: list[str] = []
    async for row in rows:
        lines.append(json.dumps({field: row[field] for field in EXPORT_FIELDS}) + "\n")
        if len(lines) == _CHUNK_ROWS:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)


async def _csv_chunks(rows: AsyncIterator[dict[str, Any]]) -> AsyncIterator[str]:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(EXPORT_FIELDS)
    pending = 0
    async for row in rows:
        writer.writerow(csv_cells(row[field] for field in EXPORT_FIELDS))
        pending += 1
        if pending == _CHUNK_ROWS:
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()
            pending = 0
    yield buffer.getvalue()


def csv_cells(values: Iterable[object]) -> list[str]:
    """The CSV cells of `values`: None is empty, and text a spreadsheet would run as a formula gets a leading `'`."""
    cells = []
    for value in values:
        text = "" if value is None else str(value)
        cells.append("'" + text if text.startswith(_FORMULA_STARTS) else text)
    return cells


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
