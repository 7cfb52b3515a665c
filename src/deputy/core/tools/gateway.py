"""The one path every tool call takes, on every transport.

```
call ──► budget ──► lookup ──► authorize ──► validate ──► read:   execute as the caller ──► Ran
                                                      └─► mutate: dry run ──► proposal ──► Proposed
apply ──► token ──► nonce ──► state ──► authorize the applier live ──► claim (atomic) ──► re-validate ──► execute
```
Every step that refuses writes an audit row first; nothing runs before authorization and validation pass.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from pydantic import BaseModel

from deputy.core.guards import Action, Guard, check_tool_arguments, refusal_for_model
from deputy.core.identity.principal import Principal, PrincipalRef
from deputy.core.ports import AuditLog, Clock, ProposalStore, RateLimiter
from deputy.core.telemetry import Telemetry
from deputy.core.tools.access import Allowed, Refused, decide, decide_granted, granted_permissions
from deputy.core.tools.audit import args_digest
from deputy.core.tools.declarations import Effect, Tool, ToolContext
from deputy.core.tools.proposal_token import new_token, nonce_matches, parse_token
from deputy.core.tools.records import AuditEntry, Decision, Outcome, ProposalRecord, ProposalStatus
from deputy.core.tools.registry import ToolRegistry
from deputy.core.tools.schema import dump_arguments, validate_arguments
from deputy.errors import (
    AccessDenied,
    ArgumentsRefused,
    DeputyError,
    NotFound,
    ProposalConsumed,
    ProposalExpired,
    ToolBudgetExceeded,
    ToolExecutionError,
    UnknownTool,
)

log = logging.getLogger(__name__)


STALE_APPLY_FACTOR = 4
"""An apply still `executing` after this many tool timeouts lost its process."""

NOT_YOUR_DECISION = "not_your_decision"
"""The error code for someone who holds a proposal's token but may not decide it (`ToolGateway.may_decide`)."""


@dataclass(frozen=True, slots=True)
class GatewayPolicy:
    tool_calls: int = 60
    tool_window: timedelta = timedelta(seconds=60)
    proposal_ttl: timedelta = timedelta(minutes=10)
    tool_timeout: timedelta = timedelta(seconds=30)
    guard: Guard | None = None
    """The one input guard: tool arguments here, and user messages and tool results in the chat loop (None: the
    default guard)."""


@dataclass(frozen=True, slots=True)
class Ran:
    """A tool ran now; `result` is what the caller may show (after the tool's lean projection)."""

    tool: Tool[Any]
    result: Any


@dataclass(frozen=True, slots=True)
class Proposed:
    """A change waits for a human; `token` authorizes exactly this change, once, until it expires."""

    tool: Tool[Any]
    proposal: ProposalRecord
    token: str
    always_confirm: bool = False
    """The dry run asked for a person even in `auto` mode (`Preview.always_confirm`)."""


CallResult = Ran | Proposed


class ToolGateway:
    def __init__(
        self,
        *,
        registry: ToolRegistry,
        proposals: ProposalStore,
        audit: AuditLog,
        limiter: RateLimiter,
        clock: Clock,
        secret: bytes,
        policy: GatewayPolicy | None = None,
        telemetry: Telemetry | None = None,
    ) -> None:
        self.telemetry = telemetry or Telemetry()
        self.registry = registry
        self._proposals = proposals
        self._audit = audit
        self._limiter = limiter
        self._clock = clock
        self._secret = secret
        self.policy = policy or GatewayPolicy()

    def allowed_tools(self, principal: Principal, allowlist: frozenset[str] | None = None) -> list[Tool[Any]]:
        """The tools `principal` may use right now (the resolver), narrowed to an agent's `allowlist` when one is
        given. The same predicate guards every call."""
        granted = granted_permissions(principal, self.registry.permission_catalog())
        return [
            t
            for t in self.registry
            if (allowlist is None or t.name in allowlist) and isinstance(decide_granted(principal, t, granted), Allowed)
        ]

    def allows(self, principal: Principal, tool: Tool[Any]) -> bool:
        """Whether `allowed_tools(principal)` (no allowlist) holds `tool`: the same predicate, for one tool."""
        return isinstance(decide(principal, tool, self.registry.permission_catalog()), Allowed)

    async def call(self, ctx: ToolContext, name: str, arguments: Any) -> CallResult:
        """Run a read tool now, or turn a mutating call into a proposal. Refusals raise, after an audit row."""
        with self.telemetry.tool_span("call", tool=name, transport=ctx.transport.value):
            return await self._call(ctx, name, arguments)

    async def _call(self, ctx: ToolContext, name: str, arguments: Any) -> CallResult:
        started = time.perf_counter()
        audit = _AuditDraft(ctx=ctx, tool_name=name, started=started)
        await self._charge_budget(ctx, audit)
        found = self._authorize(ctx.principal, name)
        audit.effect = found.effect if isinstance(found, Tool) else None
        if ctx.allowlist is not None and name not in ctx.allowlist and isinstance(found, Tool):
            found = AccessDenied(
                f"{name} is not among this agent's tools. Use one of the tools you were given.",
                code="tool_not_in_agent",
            )
        if not isinstance(found, Tool):
            await self._write(audit.refused(found.code, self._clock))
            raise found
        tool = found
        try:
            args = validate_arguments(tool.name, tool.input_model, arguments)
        except DeputyError as exc:
            await self._write(audit.refused(exc.code, self._clock))
            raise
        audit.args_hash = args_digest(self._secret, dump_arguments(args))
        verdict = check_tool_arguments(tool.name, arguments, guard=self.policy.guard)
        self.telemetry.guarded("tool_arguments", verdict.action.value)
        if verdict.action is Action.BLOCK:
            detection = {"severity": verdict.severity.value, "categories": list(verdict.injection.categories)}
            refusal = ArgumentsRefused(refusal_for_model(tool.name, verdict)["message"], details=detection)
            await self._write(audit.refused(refusal.code, self._clock))
            raise refusal
        if tool.effect.needs_consent:
            return await self._propose(ctx, tool, args, audit)
        return Ran(tool=tool, result=await self._execute(ctx, tool, args, audit))

    async def describe(self, principal: Principal, token: str) -> ProposalRecord:
        """Look at a proposal without consuming it (decision turns, confirm cards, `get_proposal`): only someone who
        may decide it sees its payload (`may_decide`)."""
        record = await self._load(principal, token)
        self._check_decider(principal, record)
        return record

    def may_decide(self, principal: Principal, record: ProposalRecord) -> bool:
        """Who decides a proposal: whoever proposed it, or whoever may run its tool now (live permissions, narrowed
        by the credential's scopes). Applying runs the tool as the decider, so `apply` needs the second as well."""
        if record.proposed_by == principal.ref:
            return True
        tool = self.registry.get(record.tool_name)
        return tool is not None and self.allows(principal, tool)

    async def apply(self, ctx: ToolContext, token: str) -> tuple[ProposalRecord, Any]:
        """Execute a proposal as `ctx.principal`, exactly once. Returns the finished record and the result."""
        with self.telemetry.tool_span("apply", tool="", transport=ctx.transport.value) as span:
            record, result = await self._apply(ctx, token)
            span.set_attribute("deputy.tool", record.tool_name)
            return record, result

    async def _apply(self, ctx: ToolContext, token: str) -> tuple[ProposalRecord, Any]:
        started = time.perf_counter()
        record = await self._load(ctx.principal, token)
        audit = _AuditDraft(ctx=ctx, tool_name=record.tool_name, started=started)
        audit.effect, audit.args_hash, audit.proposal_id = record.effect, record.args_hash, record.id
        await self._charge_budget(ctx, audit)
        self._check_pending(record)
        tool = self._authorize(ctx.principal, record.tool_name)
        if not isinstance(tool, Tool):
            await self._write(audit.refused(tool.code, self._clock))
            raise tool
        now = self._clock.now()
        claimed = await self._proposals.claim(
            record.id, to_status=ProposalStatus.EXECUTING, decided_by=ctx.principal.ref, now=now
        )
        if not claimed:
            current = await self._proposals.get(record.id)
            self._check_pending(current or record, claim_lost=True)
        audit.applied_by = ctx.principal.ref
        try:
            try:
                # The schema may have changed since the proposal was made: the stored payload is re-checked.
                args = validate_arguments(tool.name, tool.input_model, dict(record.payload))
            except DeputyError as exc:
                await self._write(audit.finish(Decision.RUN, Outcome.FAILED, self._clock, exc.code))
                raise
            result = await self._execute(ctx, tool, args, audit, outcome=Outcome.APPLIED)
        except DeputyError as exc:
            await self._proposals.finish(
                record.id, status=ProposalStatus.FAILED, result=None, error=exc.message, now=self._clock.now()
            )
            raise
        await self._proposals.finish(
            record.id, status=ProposalStatus.APPLIED, result=result, error=None, now=self._clock.now()
        )
        finished = await self._proposals.get(record.id)
        assert finished is not None
        return finished, result

    async def decline(self, ctx: ToolContext, token: str) -> ProposalRecord:
        """Refuse a proposal; it can never be applied afterwards. The decline is recorded."""
        started = time.perf_counter()
        record = await self._load(ctx.principal, token)
        audit = _AuditDraft(ctx=ctx, tool_name=record.tool_name, started=started)
        audit.effect, audit.args_hash, audit.proposal_id = record.effect, record.args_hash, record.id
        if not self.may_decide(ctx.principal, record):
            await self._write(audit.refused(NOT_YOUR_DECISION, self._clock))
            self._check_decider(ctx.principal, record)
        self._check_pending(record)
        if not await self._proposals.claim(
            record.id, to_status=ProposalStatus.DECLINED, decided_by=ctx.principal.ref, now=self._clock.now()
        ):
            current = await self._proposals.get(record.id)
            self._check_pending(current or record, claim_lost=True)
        await self._write(audit.finish(Decision.CONFIRM, Outcome.DECLINED, self._clock))
        declined = await self._proposals.get(record.id)
        assert declined is not None
        return declined

    async def sweep(self) -> int:
        """Expire proposals past their expiry, and fail applies whose process died (claimed long before the tool
        timeout could have ended them). Safe to run on every process at once; returns how many rows changed."""
        now = self._clock.now()
        expired = await self._proposals.expire_due(now=now)
        stale_before = now - self.policy.tool_timeout * STALE_APPLY_FACTOR
        return expired + await self._proposals.fail_stale(claimed_before=stale_before, now=now)

    # -- steps ---------------------------------------------------------------------------------------

    async def _charge_budget(self, ctx: ToolContext, audit: _AuditDraft) -> None:
        principal = ctx.principal
        decision = await self._limiter.hit(
            f"tools:{principal.kind}:{principal.id}",
            limit=self.policy.tool_calls,
            window=self.policy.tool_window,
            now=self._clock.now(),
        )
        if not decision.allowed:
            await self._write(audit.refused(ToolBudgetExceeded.code, self._clock))
            raise ToolBudgetExceeded(
                f"Tool budget exhausted: {decision.used} of {decision.limit} calls in the last "
                f"{int(self.policy.tool_window.total_seconds())} s. Wait {decision.retry_after} s before "
                "calling another tool, or answer with what you have.",
                retry_after=decision.retry_after,
                details={"used": decision.used, "limit": decision.limit},
            )

    def _authorize(self, principal: Principal, name: str) -> Tool[Any] | DeputyError:
        tool = self.registry.get(name)
        if tool is None:
            return UnknownTool(f"There is no tool named {name!r}. Use one of the tools you were given.")
        verdict = decide(principal, tool, self.registry.permission_catalog())
        if isinstance(verdict, Refused):
            return AccessDenied(
                f"You may not use {name}: {verdict.reason}", details={"missing": sorted(verdict.missing)}
            )
        return tool

    async def _propose(self, ctx: ToolContext, tool: Tool[Any], args: BaseModel, audit: _AuditDraft) -> Proposed:
        assert tool.dry_run is not None
        try:
            preview = await self._bounded(tool.dry_run(ctx, args))
        except DeputyError as exc:
            await self._write(audit.finish(Decision.CONFIRM, Outcome.ERROR, self._clock, exc.code))
            raise
        except Exception as exc:
            await self._write(audit.finish(Decision.CONFIRM, Outcome.ERROR, self._clock, "dry_run_failed"))
            raise _safe_failure(tool, exc, "preparing the change") from exc
        token = new_token()
        now = self._clock.now()
        record = ProposalRecord(
            id=token.proposal_id,
            nonce_hash=token.nonce_hash,
            tool_name=tool.name,
            effect=tool.effect,
            args_hash=audit.args_hash or "",
            payload=dump_arguments(args),
            summary=preview.summary,
            diff=[{"path": d.path, "before": d.before, "after": d.after} for d in preview.diff],
            status=ProposalStatus.PROPOSED,
            proposed_by=ctx.principal.ref,
            tenant_id=ctx.principal.tenant_id,
            transport=ctx.transport,
            conversation_id=ctx.conversation_id,
            created_at=now,
            expires_at=now + self.policy.proposal_ttl,
        )
        await self._proposals.insert(record)
        audit.proposal_id = record.id
        await self._write(audit.finish(Decision.CONFIRM, Outcome.PROPOSED, self._clock))
        return Proposed(tool=tool, proposal=record, token=str(token), always_confirm=preview.always_confirm)

    async def _execute(
        self,
        ctx: ToolContext,
        tool: Tool[Any],
        args: BaseModel,
        audit: _AuditDraft,
        *,
        outcome: Outcome = Outcome.OK,
    ) -> Any:
        failed = Outcome.FAILED if outcome is Outcome.APPLIED else Outcome.ERROR
        try:
            raw = await self._bounded(tool.execute(ctx, args))
        except DeputyError as exc:
            await self._write(audit.finish(Decision.RUN, failed, self._clock, exc.code))
            raise
        except Exception as exc:
            await self._write(audit.finish(Decision.RUN, failed, self._clock, "tool_failed"))
            raise _safe_failure(tool, exc, "running") from exc
        result = _jsonable(raw)
        if tool.project_result is not None:
            result = _jsonable(tool.project_result(result))
        await self._write(audit.finish(Decision.RUN, outcome, self._clock))
        return result

    async def _bounded(self, awaitable: Any) -> Any:
        async with asyncio.timeout(self.policy.tool_timeout.total_seconds()):
            return await awaitable

    async def _load(self, principal: Principal, token: str) -> ProposalRecord:
        parsed = parse_token(token)
        record = await self._proposals.get(parsed.proposal_id)
        foreign = record is not None and record.tenant_id is not None and record.tenant_id != principal.tenant_id
        if record is None or foreign or not nonce_matches(parsed, record.nonce_hash):
            raise NotFound("No such proposal.", code="unknown_proposal")
        return record

    def _check_decider(self, principal: Principal, record: ProposalRecord) -> None:
        if not self.may_decide(principal, record):
            raise AccessDenied(
                f"Only the person who proposed this change, or someone who may run {record.tool_name}, decides it.",
                code=NOT_YOUR_DECISION,
            )

    def _check_pending(self, record: ProposalRecord, *, claim_lost: bool = False) -> None:
        if record.status is ProposalStatus.EXPIRED or (
            record.status is ProposalStatus.PROPOSED and record.expires_at <= self._clock.now()
        ):
            raise ProposalExpired("This proposal expired; ask for the change again to get a fresh confirmation.")
        if record.status is not ProposalStatus.PROPOSED or claim_lost:
            raise ProposalConsumed(
                f"This proposal was already {record.status.value}.", details={"status": record.status.value}
            )

    async def _write(self, entry: AuditEntry) -> None:
        await self._audit.record(entry)
        self.telemetry.tool_called(entry)


@dataclass(slots=True)
class _AuditDraft:
    ctx: ToolContext
    tool_name: str
    started: float
    effect: Effect | None = None
    args_hash: str | None = None
    proposal_id: str | None = None
    applied_by: PrincipalRef | None = None

    def finish(self, decision: Decision, outcome: Outcome, clock: Clock, error_code: str | None = None) -> AuditEntry:
        return AuditEntry(
            principal=self.ctx.principal.ref,
            tenant_id=self.ctx.principal.tenant_id,
            transport=self.ctx.transport,
            tool_name=self.tool_name[:64],
            effect=self.effect,
            args_hash=self.args_hash,
            decision=decision,
            outcome=outcome,
            latency_ms=(time.perf_counter() - self.started) * 1000,
            created_at=clock.now(),
            error_code=error_code,
            proposal_id=self.proposal_id,
            applied_by=self.applied_by,
            conversation_id=self.ctx.conversation_id,
        )

    def refused(self, error_code: str, clock: Clock) -> AuditEntry:
        return self.finish(Decision.REFUSED, Outcome.REFUSED, clock, error_code)


def _safe_failure(tool: Tool[Any], exc: Exception, doing: str) -> ToolExecutionError:
    log.warning("tool %s failed while %s: %s", tool.name, doing, type(exc).__name__)
    if isinstance(exc, TimeoutError):
        return ToolExecutionError(f"{tool.name} timed out while {doing}. Try again later or narrow the request.")
    return ToolExecutionError(f"{tool.name} failed while {doing} ({type(exc).__name__}).")


def _jsonable(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


__all__ = ["CallResult", "GatewayPolicy", "Proposed", "Ran", "ToolGateway"]
