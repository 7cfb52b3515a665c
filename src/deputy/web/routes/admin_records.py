"""`/api/admin/{proposals,feedback}`: what the tenant's users proposed and how they rated answers, for full
administrators. Read-only, newest first, paged with `limit` and `offset`.

A proposal's `status` is read with the clock: one still waiting past its expiry is `expired` at once, before the
sweep marks it so. A feedback comment is the user's own text, returned as stored (at most 2,000 characters) for
the console to show as text. Reading a page of feedback (the users' own words) is recorded as a
`feedback.read_by_staff` audit event naming the votes read, as a staff read of a conversation is.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, StringConstraints

from deputy.core.identity.principal import PrincipalRef
from deputy.core.tools.audit_events import AuditEvent, EventKind
from deputy.runtime import Runtime
from deputy.store.tools.proposals import ListedProposal, ListedStatus
from deputy.web.deps import AdminDep, RuntimeDep, principal_filter
from deputy.web.errors import problems
from deputy.web.routes.admin_people import tenant_of
from deputy.web.routes.params import PrincipalQuery, UsernameQuery

router = APIRouter(prefix="/api/admin", tags=["admin"], responses=problems(401, 403))

Limit = Annotated[int, Query(ge=1, le=200)]
Offset = Annotated[int, Query(ge=0, le=2**31 - 1)]


class Person(BaseModel):
    kind: str
    """`user`, or `application` for a caller that is no user."""
    id: str
    name: str | None
    """The username; null when the account is gone or the caller is no user."""


class ProposalOut(BaseModel):
    id: str
    tool_name: str
    tool_title: str | None
    """The tool's title in the registry; null when this server no longer has the tool."""
    status: ListedStatus
    proposed_by: Person
    decided_by: Person | None
    """Who applied or declined it; null while pending and for an expired one."""
    transport: str
    conversation_id: str | None
    created_at: datetime
    expires_at: datetime
    decided_at: datetime | None


class FeedbackOut(BaseModel):
    id: str
    rating: Literal["up", "down"]
    category: str | None
    comment: str | None
    """The user's own words, as stored: show them as text, never as markup."""
    user_id: str
    username: str | None
    display_name: str | None
    conversation_id: str
    message_id: str
    created_at: datetime


@router.get("/proposals", responses=problems(404))
async def list_proposals(
    runtime: RuntimeDep,
    admin: AdminDep,
    status: ListedStatus | None = None,
    principal: PrincipalQuery = None,
    user: UsernameQuery = None,
    limit: Limit = 50,
    offset: Offset = 0,
) -> list[ProposalOut]:
    """The tenant's proposals, newest first; `status` is one of pending, applying, applied, failed, declined,
    expired. The proposer is named as the audit log names a principal: `principal` (an id) or `user` (a username)."""
    tenant_id = tenant_of(admin)
    listed = await runtime.stores.proposals.page(
        tenant_id=tenant_id,
        now=runtime.clock.now(),
        status=status,
        proposed_by=await principal_filter(runtime, tenant_id, principal, user),
        limit=limit,
        offset=offset,
    )
    return [_proposal_out(runtime, proposal) for proposal in listed]


@router.get("/feedback")
async def list_feedback(
    runtime: RuntimeDep,
    admin: AdminDep,
    rating: Literal["up", "down"] | None = None,
    category: Annotated[str | None, StringConstraints(strip_whitespace=True, max_length=50)] = None,
    limit: Limit = 50,
    offset: Offset = 0,
) -> list[FeedbackOut]:
    """Votes on the tenant's conversations, newest first, with the message they rate (to link to it)."""
    entries = await runtime.stores.conversations.feedback_page(
        tenant_id=tenant_of(admin), rating=rating, category=category or None, limit=limit, offset=offset
    )
    if entries:
        await runtime.stores.events.record(
            AuditEvent(
                kind=EventKind.FEEDBACK_READ_BY_STAFF,
                actor=admin.ref,
                tenant_id=admin.tenant_id,
                created_at=runtime.clock.now(),
                details={"feedback_ids": [e.id for e in entries]},
            )
        )
    return [
        FeedbackOut(
            id=e.id,
            rating="up" if e.rating == "up" else "down",
            category=e.category,
            comment=e.comment,
            user_id=e.user_id,
            username=e.username,
            display_name=e.display_name,
            conversation_id=e.conversation_id,
            message_id=e.message_id,
            created_at=e.created_at,
        )
        for e in entries
    ]


def _person(ref: PrincipalRef, name: str | None) -> Person:
    return Person(kind=ref.kind.value, id=ref.id, name=name)


def _proposal_out(runtime: Runtime, proposal: ListedProposal) -> ProposalOut:
    tool = runtime.registry.get(proposal.tool_name)
    return ProposalOut(
        id=proposal.id,
        tool_name=proposal.tool_name,
        tool_title=None if tool is None else tool.display_title,
        status=proposal.status,
        proposed_by=_person(proposal.proposed_by, proposal.proposer_name),
        decided_by=None if proposal.decided_by is None else _person(proposal.decided_by, proposal.decider_name),
        transport=proposal.transport.value,
        conversation_id=proposal.conversation_id,
        created_at=proposal.created_at,
        expires_at=proposal.expires_at,
        decided_at=proposal.decided_at,
    )
