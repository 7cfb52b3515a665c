"""`/api/tools` and `/api/proposals`: the tool spine over plain HTTP (the API transport)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from deputy.core.identity.principal import Principal, PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Tool, Transport
from deputy.core.tools.gateway import Proposed
from deputy.core.tools.records import ProposalRecord
from deputy.core.tools.schema import input_schema
from deputy.errors import AccessDenied, NotFound
from deputy.runtime import Runtime
from deputy.web.deps import CallerDep, PrincipalDep, RuntimeDep, ToolContextDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["tools"], responses=problems(401, 403))


class ToolDescriptor(BaseModel):
    name: str
    title: str
    description: str
    effect: str
    category: str
    permissions: list[str]
    input_schema: dict[str, Any]
    instructions: str | None = None


class CallBody(BaseModel):
    arguments: dict[str, Any] = Field(default_factory=dict)


class ProposalOut(BaseModel):
    id: str
    tool: str
    effect: str
    status: str
    summary: str
    payload: dict[str, Any]
    diff: list[dict[str, Any]]
    expires_at: str
    proposed_by: str
    decided_by: str | None = None
    proposed_by_name: str | None = None
    """The proposer's display name, when a user of the reader's tenant (`GET /api/proposals/{token}` only)."""
    decided_by_name: str | None = None
    result: Any = None
    error: str | None = None
    token: str | None = None


class CallResultOut(BaseModel):
    status: str
    result: Any = None
    proposal: ProposalOut | None = None


class TokenBody(BaseModel):
    token: str = Field(min_length=1, max_length=200)


class AppliedOut(BaseModel):
    proposal: ProposalOut
    result: Any = None


def describe_tool(tool: Tool[Any]) -> ToolDescriptor:
    return ToolDescriptor(
        name=tool.name,
        title=tool.display_title,
        description=tool.description,
        effect=tool.effect.value,
        category=tool.category,
        permissions=sorted(tool.permissions),
        input_schema=input_schema(tool.input_model),
        instructions=tool.instructions,
    )


def proposal_out(record: ProposalRecord, token: str | None = None) -> ProposalOut:
    return ProposalOut(
        id=record.id,
        tool=record.tool_name,
        effect=record.effect.value,
        status=record.status.value,
        summary=record.summary,
        payload=dict(record.payload),
        diff=record.diff,
        expires_at=record.expires_at.isoformat(),
        proposed_by=record.proposed_by.id,
        decided_by=record.decided_by.id if record.decided_by else None,
        result=record.result,
        error=record.error,
        token=token,
    )


@router.get("/tools")
async def list_tools(runtime: RuntimeDep, principal: PrincipalDep) -> list[ToolDescriptor]:
    """The tools the caller may use now."""
    return [describe_tool(t) for t in runtime.gateway.allowed_tools(principal)]


@router.post("/tools/{name}/call", responses=problems(404, 429, 502))
async def call_tool(name: str, body: CallBody, runtime: RuntimeDep, ctx: ToolContextDep) -> CallResultOut:
    """Run a read tool, or get a proposal for a mutating one (apply it with `/api/proposals/apply`)."""
    outcome = await runtime.gateway.call(ctx, name, body.arguments)
    if isinstance(outcome, Proposed):
        return CallResultOut(status="awaiting_approval", proposal=proposal_out(outcome.proposal, outcome.token))
    return CallResultOut(status="ok", result=outcome.result)


@router.get("/proposals/{token}", responses=problems(404))
async def get_proposal(token: str, runtime: RuntimeDep, principal: PrincipalDep) -> ProposalOut:
    """The proposal, with who proposed and who decided by name (people of the reader's tenant only)."""
    record = await runtime.gateway.describe(principal, token)
    return proposal_out(record).model_copy(
        update={
            "proposed_by_name": await _name_of(runtime, principal, record.proposed_by),
            "decided_by_name": await _name_of(runtime, principal, record.decided_by),
        }
    )


async def _name_of(runtime: Runtime, reader: Principal, ref: PrincipalRef | None) -> str | None:
    if ref is None or ref.kind is not PrincipalKind.USER:
        return None
    try:
        account = await runtime.stores.sessions.account(ref.id)
    except NotFound:
        return None
    if reader.tenant_id is not None and account.tenant_id != reader.tenant_id:
        return None
    return account.display_name or account.username


@router.post("/proposals/apply", responses=problems(404, 409, 429, 502))
async def apply_proposal(body: TokenBody, runtime: RuntimeDep, ctx: ToolContextDep, caller: CallerDep) -> AppliedOut:
    """Apply a proposal as the caller: a person from a browser session (its confirm card), or a bearer token an
    operator marked as applying (`deputy token create --may-apply`, a host application relaying its own users'
    clicks). Any other bearer token only proposes, since the agent that proposed may hold it too; a confirm card in a
    chat is answered in that chat (`POST /api/chat`), whatever the credential."""
    if caller.auth != "session" and not caller.may_apply:
        proposal = await runtime.gateway.describe(ctx.principal, body.token)
        raise AccessDenied(
            (
                "A change an agent proposed over MCP is applied by a person: open its approve_url in the browser "
                "and confirm it there."
                if proposal.transport is Transport.MCP
                else "A person applies this change: open its confirm card in the browser, or use a token an "
                "operator created with --may-apply."
            ),
            code="needs_a_person",
        )
    record, result = await runtime.gateway.apply(ctx, body.token)
    return AppliedOut(proposal=proposal_out(record), result=result)


@router.post("/proposals/decline", responses=problems(404, 409))
async def decline_proposal(body: TokenBody, runtime: RuntimeDep, ctx: ToolContextDep) -> ProposalOut:
    return proposal_out(await runtime.gateway.decline(ctx, body.token))
