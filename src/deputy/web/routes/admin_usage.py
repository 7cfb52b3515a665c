"""Staff surfaces of issue 5: token usage per day, and other users' conversations (each read audited).

- `GET /api/admin/usage/daily?days=30` (staff): input, output, cached and reasoning tokens and model calls per
  calendar day in the quota time zone, oldest first.
- `GET /api/admin/usage/report?days=30` (staff): the turns of the last days by user, connection and model, and
  their prompts split into system prompt, tool definitions and conversation (`core.budgets.usage_report`; the
  `deputy usage` command prints the same).
- `GET /api/admin/conversations?q=&user=` (staff and support): conversations of the caller's tenant, newest
  first, optionally filtered by owner and a full-text match with a snippet.
- `GET /api/admin/conversations/{id}` (staff and support): one conversation's transcript, paged as the owner's
  own read is (`limit`, `before`, `has_earlier`).

Every conversation of another user that a search returns or a read opens writes a
`conversation.read_by_staff` audit event naming the reader, the owner and how it was seen.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Query

from deputy.core.budgets.admission import is_support
from deputy.core.conversations.records import TRANSCRIPT_PAGE
from deputy.core.identity.principal import Principal
from deputy.core.tools.audit_events import AuditEvent, EventKind
from deputy.errors import AccessDenied, NotFound
from deputy.runtime import Runtime
from deputy.store.budgets.usage_report import usage_report
from deputy.store.conversations.search import search_conversations
from deputy.web.deps import AdminDep, PrincipalDep, RuntimeDep
from deputy.web.errors import problems
from deputy.web.routes.conversations import TranscriptBefore, TranscriptLimit

router = APIRouter(prefix="/api/admin", tags=["admin"], responses=problems(401, 403))


def _support(principal: Principal) -> Principal:
    if not is_support(principal):
        raise AccessDenied("Only staff and support may see other users' conversations.")
    return principal


@router.get("/usage/daily")
async def daily_usage(
    runtime: RuntimeDep, _admin: AdminDep, days: Annotated[int, Query(ge=1, le=366)] = 30
) -> dict[str, Any]:
    budget = runtime.chat.budget
    assert budget is not None  # the runtime always builds one
    zone = budget.quota.zone
    now = runtime.clock.now().astimezone(zone)
    since = (now - timedelta(days=days - 1)).replace(hour=0, minute=0, second=0, microsecond=0)
    rows = await runtime.stores.ledger.daily_usage(since=since, zone=zone)
    return {
        "time_zone": zone.key,
        "days": [
            {
                "day": r.day,
                "input_tokens": r.input_tokens,
                "output_tokens": r.output_tokens,
                "cached_tokens": r.cached_tokens,
                "reasoning_tokens": r.reasoning_tokens,
                "calls": r.calls,
            }
            for r in rows
        ],
    }


@router.get("/usage/report")
async def usage_by_turn(
    runtime: RuntimeDep, _admin: AdminDep, days: Annotated[int, Query(ge=1, le=366)] = 30
) -> dict[str, Any]:
    since = runtime.clock.now() - timedelta(days=days)
    return (await usage_report(runtime.database, since=since, days=days)).as_dict()


@router.get("/conversations", responses=problems(404))
async def staff_search(
    runtime: RuntimeDep,
    principal: PrincipalDep,
    q: Annotated[str | None, Query(max_length=200)] = None,
    user: Annotated[str | None, Query(max_length=150)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 50,
) -> list[dict[str, Any]]:
    _support(principal)
    owner_id = None
    if user is not None:
        record = await runtime.stores.identity.user_by_name(user)
        if record is None or record.tenant_id != principal.tenant_id:
            raise NotFound(f"No user named {user!r}.", code="unknown_user")
        owner_id = record.id
    hits = await search_conversations(
        runtime.database, tenant_id=principal.tenant_id, text=q, owner_id=owner_id, limit=limit
    )
    now = runtime.clock.now()
    for hit in hits:
        if hit.owner_id != principal.id:
            await _audit(runtime, principal, hit.id, hit.owner_id, now, via="search")
    return [
        {
            "id": h.id,
            "owner_id": h.owner_id,
            "title": h.title,
            "updated_at": h.updated_at.isoformat(),
            "archived": h.archived_at is not None,
            "snippet": h.snippet,
        }
        for h in hits
    ]


@router.get("/conversations/{conversation_id}", responses=problems(404))
async def staff_read(
    conversation_id: str,
    runtime: RuntimeDep,
    principal: PrincipalDep,
    limit: TranscriptLimit = TRANSCRIPT_PAGE,
    before: TranscriptBefore = None,
) -> dict[str, Any]:
    """The newest `limit` messages of the transcript, or the `limit` before the message `before`, oldest first, as
    the owner's own read pages it (`has_earlier`)."""
    _support(principal)
    hits = await search_conversations(
        runtime.database,
        tenant_id=principal.tenant_id,
        text=None,
        owner_id=None,
        limit=1,
        conversation_id=conversation_id,
    )
    if not hits:
        raise NotFound("No such conversation.", code="unknown_conversation")
    hit = hits[0]
    if hit.owner_id != principal.id:
        await _audit(runtime, principal, hit.id, hit.owner_id, runtime.clock.now(), via="read")
    rows, has_earlier = await runtime.stores.conversations.messages_page(conversation_id, limit=limit, before=before)
    return {
        "id": hit.id,
        "owner_id": hit.owner_id,
        "title": hit.title,
        "has_earlier": has_earlier,
        "messages": [
            {
                "id": m.id,
                "seq": m.seq,
                "role": m.role.value,
                "content": m.content,
                "created_at": m.created_at.isoformat(),
            }
            for m in rows
        ],
    }


async def _audit(
    runtime: Runtime, principal: Principal, conversation_id: str, owner_id: str, now: datetime, *, via: str
) -> None:
    await runtime.stores.events.record(
        AuditEvent(
            kind=EventKind.CONVERSATION_READ_BY_STAFF,
            actor=principal.ref,
            tenant_id=principal.tenant_id,
            created_at=now,
            conversation_id=conversation_id,
            subject_user_id=owner_id,
            details={"via": via},
        )
    )
