"""What the core reports about itself: metrics and spans (through the `Metrics` and `Tracer` ports) and the ids a
log line carries, without a word of any message.

```
HTTP request ─► deputy.turn (turn id, conversation id) ─► deputy.model_step (tokens) ─► deputy.tool_call (decision)
```
`Telemetry` bundles the two ports; components take one (default: records nothing). `ObservedModel` and
`ObservedLedger` are wrappers the composition root puts around the model clients and the ledger, so the loop and the
budgets report without knowing it. `log_fields()` are the ids of the request and turn running in this context, for
structured log formatters.
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, aclosing, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

from deputy.core import events
from deputy.core.metrics import NO_METRICS, Metrics
from deputy.core.model import ChatModel, Completion, ModelEvent, ModelRequest, Usage
from deputy.core.tools.records import AuditEntry, Decision, Outcome
from deputy.core.tracing import NO_TRACER, Span, Tracer
from deputy.errors import RateLimited

if TYPE_CHECKING:
    from deputy.core.budgets.ledger import (
        Admission,
        ChargeKind,
        ChargeScope,
        DailyUsage,
        LedgerStore,
        QuotaPolicy,
        Reservation,
    )
    from deputy.core.budgets.quotas import PeriodUsage

__all__ = ["ObservedLedger", "ObservedModel", "Telemetry", "TurnWatch", "bound_log_fields", "log_fields"]

BUDGET_KINDS = {
    "quota_exceeded": "quota",
    "spend_cap_exceeded": "spend_cap",
    "admission_refused": "site",
    "tool_budget_exceeded": "tool_budget",
}

_LOG_FIELDS: ContextVar[Mapping[str, str]] = ContextVar("deputy_log_fields", default=MappingProxyType({}))


def log_fields() -> Mapping[str, str]:
    """The ids bound in this context (`request_id`, `conversation_id`, `turn_id`): never text."""
    return _LOG_FIELDS.get()


@contextmanager
def bound_log_fields(**fields: str) -> Iterator[None]:
    """Add `fields` to what `log_fields()` returns for the `with` block (tasks started inside inherit them)."""
    token = _LOG_FIELDS.set(MappingProxyType({**_LOG_FIELDS.get(), **fields}))
    try:
        yield
    finally:
        _LOG_FIELDS.reset(token)


@dataclass(frozen=True, slots=True)
class Telemetry:
    metrics: Metrics = NO_METRICS
    tracer: Tracer = NO_TRACER

    @contextmanager
    def turn(self, *, turn_id: str, conversation_id: str) -> Iterator[Span]:
        """The span of one turn's run, with its ids bound for the log lines written meanwhile."""
        with (
            bound_log_fields(conversation_id=conversation_id, turn_id=turn_id),
            self.tracer.span(
                "deputy.turn", {"deputy.turn_id": turn_id, "deputy.conversation_id": conversation_id}
            ) as span,
        ):
            yield span

    def tool_span(self, operation: str, *, tool: str, transport: str) -> AbstractContextManager[Span]:
        """The span of one gateway operation (`call`, `apply`) on `tool`."""
        return self.tracer.span(f"deputy.tool_{operation}", {"deputy.tool": tool, "deputy.transport": transport})

    def tool_called(self, entry: AuditEntry) -> None:
        """Count an audited tool call by transport and decision: run, confirm (a proposal), refused, failed (it
        raised or its dry run did), declined (a human said no). A tool-budget refusal is a budget refusal too."""
        decision = entry.decision.value
        if entry.outcome in (Outcome.ERROR, Outcome.FAILED):
            decision = "failed"
        elif entry.outcome is Outcome.DECLINED:
            decision = "declined"
        elif entry.decision is Decision.REFUSED and entry.error_code in BUDGET_KINDS:
            self.metrics.budget_refused(BUDGET_KINDS[entry.error_code])
        self.metrics.tool_call(entry.transport.value, decision, entry.latency_ms / 1000)

    def guarded(self, site: str, action: str | None) -> None:
        """Count what a guard did at `site`; allowing (or not scanning: None) is not an action."""
        if action is not None and action != "allow":
            self.metrics.guard_action(site, action)


class TurnWatch:
    """One turn's clock: counts it started on creation, times its first text and its end."""

    def __init__(self, metrics: Metrics) -> None:
        self._metrics = metrics
        self._started = time.perf_counter()
        self._first_token = False
        metrics.turn_started()

    def see(self, event: events.StreamEvent) -> None:
        if not self._first_token and isinstance(event, events.TextDelta | events.ReasoningDelta):
            self._first_token = True
            self._metrics.first_token(time.perf_counter() - self._started)

    def finished(self, outcome: str) -> None:
        self._metrics.turn_finished(outcome, time.perf_counter() - self._started)


class ObservedModel:
    """A `ChatModel` that times each call, counts its tokens by connection and traces it as a model step."""

    def __init__(self, inner: ChatModel, *, connection: str, telemetry: Telemetry) -> None:
        self.inner = inner
        self._connection = connection
        self._telemetry = telemetry

    async def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        usage: Usage | None = None
        started = time.perf_counter()
        # Not the current span: this generator's body runs in its consumer's context between events.
        with self._span(request, current=False) as span:
            try:
                async with aclosing(self.inner.stream(request)) as stream:
                    async for event in stream:
                        if isinstance(event, Usage):
                            usage = event
                        yield event
            finally:
                self._done(span, started, usage)

    async def complete(self, request: ModelRequest) -> Completion:
        started, usage = time.perf_counter(), None
        with self._span(request) as span:
            try:
                completion = await self.inner.complete(request)
                usage = completion.usage
                return completion
            finally:
                self._done(span, started, usage)

    def _span(self, request: ModelRequest, *, current: bool = True) -> AbstractContextManager[Span]:
        attributes = {"deputy.connection": self._connection, "gen_ai.request.model": request.model}
        return self._telemetry.tracer.span("deputy.model_step", attributes, current=current)

    def _done(self, span: Span, started: float, usage: Usage | None) -> None:
        prompt = usage.input_tokens if usage is not None else 0
        completion = usage.output_tokens if usage is not None else 0
        span.set_attribute("gen_ai.usage.input_tokens", prompt)
        span.set_attribute("gen_ai.usage.output_tokens", completion)
        self._telemetry.metrics.model_call(
            self._connection, time.perf_counter() - started, prompt_tokens=prompt, completion_tokens=completion
        )


class ObservedLedger:
    """A `LedgerStore` that counts the budgets' refusals (of a turn, or of a further step) by kind."""

    def __init__(self, inner: LedgerStore, *, telemetry: Telemetry) -> None:
        self.inner = inner
        self._metrics = telemetry.metrics

    async def admit(self, admission: Admission) -> Reservation:
        try:
            return await self.inner.admit(admission)
        except RateLimited as refused:
            self._metrics.budget_refused(BUDGET_KINDS.get(refused.code, refused.code))
            raise

    async def extend(self, reservation: Reservation, admission: Admission, *, spent: int, extra: int) -> None:
        try:
            await self.inner.extend(reservation, admission, spent=spent, extra=extra)
        except RateLimited as refused:
            self._metrics.budget_refused(BUDGET_KINDS.get(refused.code, refused.code))
            raise

    async def settle(self, reservation: Reservation, usage: Usage | None, *, now: datetime) -> None:
        await self.inner.settle(reservation, usage, now=now)

    async def record(
        self, kind: ChargeKind, scope: ChargeScope, usage: Usage, *, now: datetime, within: Reservation | None = None
    ) -> None:
        await self.inner.record(kind, scope, usage, now=now, within=within)

    async def quota_usage(self, user_id: str, *, quota: QuotaPolicy, now: datetime) -> Sequence[PeriodUsage]:
        return await self.inner.quota_usage(user_id, quota=quota, now=now)

    async def daily_usage(self, *, since: datetime, zone: ZoneInfo) -> Sequence[DailyUsage]:
        return await self.inner.daily_usage(since=since, zone=zone)

    async def settle_stale(self, *, reserved_before: datetime, now: datetime) -> int:
        return await self.inner.settle_stale(reserved_before=reserved_before, now=now)
