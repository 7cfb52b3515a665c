"""The operator controls a chat turn runs under, in one place the runner delegates to.

- the budget account: admission before the turn, a check before each further model step, settlement after;
- the off-topic classifier (fail-open, its usage charged to the turn);
- the injection judge (off by default, fail-closed, its usage charged to the turn like the classifier's);
- compaction of the history into the running summary (fail-open, its usage charged to the turn);
- the operator's instructions and the running summary the system prompt carries;
- the quota warning part a turn near its limit streams.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from deputy.core import events
from deputy.core.budgets.ledger import (
    Admission,
    ChargeKind,
    ChargeScope,
    Reservation,
    Settlement,
    TurnAccount,
    TurnBudget,
)
from deputy.core.budgets.quotas import quota_warning
from deputy.core.chat.classifier import OFF_TOPIC_REFUSAL, classify
from deputy.core.chat.compaction import (
    SYSTEM_OVERHEAD_TOKENS,
    SummaryStore,
    compact_history,
    estimate_text,
    history_budget,
    row_tokens,
)
from deputy.core.chat.injection_judge import JUDGE_REFUSAL, judge
from deputy.core.connections import ModelConnection
from deputy.core.conversations.records import Conversation, Message
from deputy.core.identity.principal import Principal
from deputy.core.model import ModelBinding, Usage
from deputy.core.ports import Clock


def turn_admission(
    budget: TurnBudget,
    *,
    principal: Principal,
    conversation: Conversation,
    connection: ModelConnection,
    rows: Sequence[Message],
    user_text: str | None,
    now: datetime,
) -> Admission:
    """What the turn asks the budgets (site, connection spend cap, user quota) for: its estimated ceiling, the
    system prompt's flat overhead, the summary, the uncovered history (at most the window's budget), the text."""
    marker = conversation.summarized_through_seq
    history = sum(row_tokens(r) for r in rows if marker is None or r.seq > marker)
    prompt = SYSTEM_OVERHEAD_TOKENS + estimate_text(conversation.summary) + estimate_text(user_text)
    prompt += min(history, history_budget(connection.context_window_tokens))
    scope = ChargeScope.of(principal, connection, conversation.id)
    return budget.admission(scope, connection, prompt_tokens=prompt, now=now)


async def open_account(
    budget: TurnBudget,
    *,
    principal: Principal,
    conversation: Conversation,
    connection: ModelConnection,
    rows: Sequence[Message],
    user_text: str | None,
    now: datetime,
) -> TurnAccount:
    """Pass the budgets and reserve the turn's estimated ceiling (`turn_admission`), in a transaction of its own."""
    admission = turn_admission(
        budget,
        principal=principal,
        conversation=conversation,
        connection=connection,
        rows=rows,
        user_text=user_text,
        now=now,
    )
    return admitted(budget, admission, await budget.ledger.admit(admission))


def admitted(budget: TurnBudget, admission: Admission, reservation: Reservation) -> TurnAccount:
    """The account of a turn the budgets admitted with `reservation`."""
    return TurnAccount(budget=budget, scope=admission.scope, reservation=reservation, admission=admission)


@dataclass(slots=True)
class TurnControls:
    binding: ModelBinding
    conversation: Conversation
    clock: Clock
    account: TurnAccount | None = None
    summaries: SummaryStore | None = None
    instructions: str | None = None
    classifier: bool = False
    judge: bool = False
    assistant_name: str = "Deputy"
    """Named in the judge's refusal."""
    summary: str | None = field(init=False)
    """The running summary this turn's prompt carries (updated when the turn compacts)."""
    refused_off_topic: bool = field(init=False, default=False)
    refused_injection: bool = field(init=False, default=False)
    ran_model: bool = field(init=False, default=False)
    """Set when the agent loop called the model; a turn that did and got no usage back is charged its reservation."""

    def __post_init__(self) -> None:
        self.summary = self.conversation.summary

    @property
    def refused(self) -> bool:
        """Whether `screen` refused this turn's message."""
        return self.refused_off_topic or self.refused_injection

    async def screen(self, user_text: str | None) -> str | None:
        """The refusal to answer a new message with, when the off-topic classifier or the injection judge (each
        when on) refuses it; None when the turn may run (`user_text` None: not a new message)."""
        if await self.off_topic(user_text):
            return OFF_TOPIC_REFUSAL
        if await self.judged_injection(user_text):
            return JUDGE_REFUSAL.format(name=self.assistant_name)
        return None

    async def off_topic(self, user_text: str | None) -> bool:
        """Whether the classifier (when on, for a new message) judged `user_text` off topic; fails open."""
        if not self.classifier or self.binding.connection.disable_topical_classifier or user_text is None:
            return False
        off_topic, usage = await classify(self.binding.chat_model, self.binding.model_id, user_text)
        await self.record(ChargeKind.CLASSIFIER, usage)
        self.refused_off_topic = off_topic
        return off_topic

    async def judged_injection(self, user_text: str | None) -> bool:
        """Whether the injection judge (when on, for a new message) refused `user_text`; fails closed."""
        if not self.judge or user_text is None:
            return False
        verdict, usage = await judge(self.binding.chat_model, self.binding.model_id, user_text)
        await self.record(ChargeKind.CLASSIFIER, usage)
        self.refused_injection = verdict.blocked
        return verdict.blocked

    async def compacted(self, history: Sequence[Message], user_text: str | None) -> Sequence[Message]:
        """The rows to replay: older rows over the window's budget are folded into the running summary."""
        if self.summaries is None:
            return history
        rows, self.summary = await compact_history(
            history,
            conversation_id=self.conversation.id,
            summary=self.conversation.summary,
            marker=self.conversation.summarized_through_seq,
            window_tokens=self.binding.connection.context_window_tokens,
            extra_tokens=estimate_text(user_text) + estimate_text(self.instructions),
            chat_model=self.binding.chat_model,
            model_id=self.binding.model_id,
            on_usage=self._summary_usage,
            store=self.summaries,
        )
        return rows

    def warning(self) -> events.Data | None:
        reservation = self.account.reservation if self.account is not None else None
        if reservation is None:
            return None
        warning = quota_warning(reservation.quota, reserved=reservation.tokens)
        return None if warning is None else events.Data("quota-warning", warning, id="quota-warning")

    async def may_continue(self, usage: Usage | None) -> bool:
        return self.account is None or await self.account.may_continue(usage, now=self.clock.now())

    async def record(self, kind: ChargeKind, usage: Usage | None) -> None:
        if self.account is not None:
            await self.account.record(kind, usage, now=self.clock.now())

    async def settle(self, usage: Usage | None) -> None:
        """Settle the reservation with the turn's usage, unless the turn's end settled it (`settlement`)."""
        if self.account is None:
            return
        await self.account.settle(self._charged(usage), now=self.clock.now())

    def settlement(self, usage: Usage | None) -> Settlement | None:
        """The settlement to write with the turn's end (None: no reservation, or already settled); the store that
        writes it calls `settled`."""
        account = self.account
        if account is None or account.reservation is None or account.settled:
            return None
        return Settlement(account.reservation.id, self._charged(usage) or Usage(0, 0))

    def settled(self) -> None:
        if self.account is not None:
            self.account.settled = True

    def _charged(self, usage: Usage | None) -> Usage | None:
        """A server that reports no usage (some self-hosted ones) is charged the reservation rather than nothing,
        so a quota cannot be bypassed by a silent provider."""
        if usage is None and self.ran_model and self.account is not None and self.account.reservation is not None:
            return Usage(input_tokens=self.account.reserved, output_tokens=0)
        return usage

    async def _summary_usage(self, usage: Usage) -> None:
        await self.record(ChargeKind.SUMMARY, usage)
