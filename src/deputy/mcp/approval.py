"""In-protocol approval of a proposal over MCP: where the client can show its user a form, the human decides there.

A mutating `tools/call` creates a proposal (`tools.call_tool`). If the client declared the elicitation capability,
the human is also asked in the client, by the means of the request's era:

- **2026-07-28** (stateless): the call answers an `InputRequiredResult` holding one elicitation form
  (`APPROVAL_KEY`) and a `request_state`: the proposal's token sealed for this user and this tool, with a key
  derived from the server secret. The client shows the form and calls the tool again with the answer and the state.
  The retry decides *that* proposal and runs nothing else (no second proposal, whatever arguments it carries). Any
  pod can take the retry: the proposal is in the shared database and every pod has the secret.
- **2025-11-25 with an SDK session** (`DEPUTY_MCP_SESSIONS`): a server-to-client elicitation on the session's back
  channel, mid-call. Stateless 2025-11-25 requests have no back channel: they get the link only.

Only an explicit `apply` applies, as the user, through the gateway (budget, audit, exactly once); `decline` declines
it; anything else (cancel, no answer, a client error) leaves the proposal pending and answers with the link to the
web UI's confirm card, as a client without forms gets. The form is the client's: Deputy trusts a client that
declares elicitation to show it to its user. A deployment that does not sets `DEPUTY_MCP_FORM_APPROVAL=false`, and
then every change proposed over MCP is decided on the confirm card alone. A refused state is recorded in the
audit log (`invalid_request_state`, `form_approval_off`).
"""

from __future__ import annotations

import logging
from typing import Any

from mcp.server import ServerRequestContext
from mcp.types import (
    CallToolRequestParams,
    CallToolResult,
    ClientCapabilities,
    ElicitationCapability,
    ElicitRequest,
    ElicitRequestFormParams,
    ElicitResult,
    InputRequiredResult,
    TextContent,
)
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.records import ProposalRecord, ProposalStatus
from deputy.errors import ConfigurationError, DeputyError, InputError
from deputy.mcp import tools
from deputy.mcp.host import call_context
from deputy.runtime import Runtime
from deputy.store.identity.secret_box import SecretBox

log = logging.getLogger(__name__)

APPROVAL_KEY = "deputy.approval"
"""The key of the approval form in an `InputRequiredResult`, and of its answer in the retry's `inputResponses`."""

STATE_PURPOSE = b"deputy mcp approval state v1"
"""The key derivation's label: a sealed approval state opens only as one (never as a stored provider key)."""

APPROVAL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "decision": {
            "type": "string",
            "title": "Decision",
            "enum": ["apply", "decline"],
            "description": "Apply the change now, or decline it.",
        }
    },
    "required": ["decision"],
}

ToolAnswer = CallToolResult | InputRequiredResult


def answers_in_round_trips(ctx: ServerRequestContext[Any, Any]) -> bool:
    """True for a 2026-07-28 request: its era asks for input by answering `InputRequiredResult`."""
    return ctx.protocol_version not in HANDSHAKE_PROTOCOL_VERSIONS


def _can_show_forms(ctx: ServerRequestContext[Any, Any]) -> bool:
    return ctx.session.check_client_capability(ClientCapabilities(elicitation=ElicitationCapability()))


class Approvals:
    """Asks the human in the client and settles the proposal with the answer (one per server)."""

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._box = SecretBox(runtime.secret, purpose=STATE_PURPOSE)

    async def offer(
        self, ctx: ServerRequestContext[Any, Any], principal: Principal, pending: tools.Pending
    ) -> ToolAnswer:
        """The answer to a call that created a proposal: the form where the client shows one, else the link."""
        if not self._runtime.settings.mcp_form_approval or not _can_show_forms(ctx):
            return pending.result
        record, token = pending.proposed.proposal, pending.proposed.token
        if answers_in_round_trips(ctx):
            return self._ask(principal, record, token)
        try:
            answer = await ctx.session.elicit_form(
                self._message(record, token), APPROVAL_SCHEMA, related_request_id=ctx.request_id
            )
        except Exception as exc:  # no back channel (stateless), a timeout, a client error: the link still works
            log.info("elicitation not available for proposal %s: %s", record.id, type(exc).__name__)
            return pending.result
        return await self._settle(principal, record, token, answer)

    async def resume(self, principal: Principal, params: CallToolRequestParams) -> ToolAnswer:
        """A 2026-07-28 retry that carries `request_state`: settle the sealed proposal with the form's answer."""
        try:
            if not self._runtime.settings.mcp_form_approval:
                raise InputError(
                    "Approval in the client's form is off on this server: open the proposal's approve_url instead.",
                    code="form_approval_off",
                )
            token = self._open(params.request_state or "", principal, params.name)
        except InputError as exc:
            await tools.record_refusal(self._runtime, principal, params.name, exc.code)
            return tools.error_result(exc)
        try:
            record = await self._runtime.gateway.describe(principal, token)
        except DeputyError as exc:
            return tools.error_result(exc)
        answer = (params.input_responses or {}).get(APPROVAL_KEY)
        if not isinstance(answer, ElicitResult):  # retried without the answer: ask again, unless decided meanwhile
            if record.status is not ProposalStatus.PROPOSED:
                return tools.proposal_result(self._runtime, record, token)
            return self._ask(principal, record, token)
        return await self._settle(principal, record, token, answer)

    def _ask(self, principal: Principal, record: ProposalRecord, token: str) -> InputRequiredResult:
        form = ElicitRequest(
            params=ElicitRequestFormParams(message=self._message(record, token), requested_schema=APPROVAL_SCHEMA)
        )
        state = self._box.seal(token, context=_bound_to(principal, record.tool_name))
        return InputRequiredResult(input_requests={APPROVAL_KEY: form}, request_state=state)

    def _open(self, state: str, principal: Principal, tool_name: str) -> str:
        try:
            return self._box.open(state, context=_bound_to(principal, tool_name))
        except ConfigurationError:
            raise InputError(
                "This requestState was not issued for this user and tool by this server. Call the tool again "
                "without requestState and inputResponses.",
                code="invalid_request_state",
            ) from None

    def _message(self, record: ProposalRecord, token: str) -> str:
        changes = "".join(f"\n- {d.get('path')}: {d.get('before')!r} → {d.get('after')!r}" for d in record.diff)
        return (
            f"Approve this change? {tools.sentence(record.summary)}{changes}\n"
            f"(You can also decide later in Deputy: {tools.approval_url(self._runtime, token)})"
        )

    async def _settle(
        self, principal: Principal, record: ProposalRecord, token: str, answer: ElicitResult
    ) -> ToolAnswer:
        runtime = self._runtime
        decision = (answer.content or {}).get("decision") if answer.action == "accept" else None
        try:
            if decision == "apply":
                # A fresh host credential: the user may have taken longer to answer than the call's one lives.
                async with call_context(runtime, principal) as tctx:
                    finished, result = await runtime.gateway.apply(tctx, token)
                applied = tools.ran_result(record.tool_name, result, runtime)
                view = tools.proposal_view(runtime, finished, None)
                applied.content.insert(
                    0, TextContent(type="text", text=f"Approved and applied: {tools.sentence(record.summary)}")
                )
                applied.structured_content = {**view, "result": applied.structured_content or result}
                return applied
            if decision == "decline":
                ctx = ToolContext(principal=principal, transport=Transport.MCP)
                view = tools.proposal_view(runtime, await runtime.gateway.decline(ctx, token), None)
                return CallToolResult(
                    content=[
                        TextContent(
                            type="text", text=f"Declined by the user: {tools.sentence(record.summary)} Nothing changed."
                        )
                    ],
                    structured_content=view,
                )
        except DeputyError as exc:
            return tools.error_result(exc)
        return tools.pending_result(runtime, record, token)


def _bound_to(principal: Principal, tool_name: str) -> str:
    """What a sealed state is bound to: it opens only for the same user, tenant and tool."""
    return f"mcp-approval:{principal.tenant_id}:{principal.id}:{tool_name}"
