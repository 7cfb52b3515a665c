"""The token ledger: one row per model call, and the reserve-then-settle admission of a turn.

```
admit ──► lock (site, connection, user) ──► site budget ──► spend cap ──► user quota ──► reservation row
turn runs ──► settle (the reservation row becomes the turn's real usage)
title / classifier / summary ──► record (a settled row each)
```
Every budget reads the same rows: open reservations count at their reserved size, settled rows at their real
usage. Admission and the reservation are one transaction under per-key database locks, so any number of
processes admit turns as one would, and the total can pass a limit by at most the last admitted reservation.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Protocol
from zoneinfo import ZoneInfo

from deputy.core.budgets.admission import SiteBudget
from deputy.core.budgets.quotas import PeriodUsage, QuotaLimits
from deputy.core.budgets.spend import SpendCap
from deputy.core.connections import ModelConnection
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.core.model import Usage
from deputy.errors import DeputyError, RateLimited

log = logging.getLogger(__name__)

DEFAULT_RESERVE_TOKENS = 8_000


class ChargeKind(StrEnum):
    TURN = "turn"
    TITLE = "title"
    CLASSIFIER = "classifier"
    SUMMARY = "summary"


@dataclass(frozen=True, slots=True)
class ChargeScope:
    """Whom a model call is charged to: the user (None: anonymous, no quota), the connection, the conversation."""

    user_id: str | None
    tenant_id: str | None
    connection_id: str | None
    conversation_id: str | None = None

    @classmethod
    def of(cls, principal: Principal, connection: ModelConnection, conversation_id: str | None) -> ChargeScope:
        user = None if principal.kind is PrincipalKind.ANONYMOUS else principal.id
        return cls(user, principal.tenant_id, connection.id, conversation_id)


@dataclass(frozen=True, slots=True)
class QuotaPolicy:
    """The site's default limits and the time zone quota periods (and the site's day) are counted in."""

    defaults: QuotaLimits = field(default_factory=QuotaLimits)
    zone: ZoneInfo = field(default_factory=lambda: ZoneInfo("UTC"))


@dataclass(frozen=True, slots=True)
class Admission:
    """What `LedgerStore.admit` checks and reserves for one turn."""

    scope: ChargeScope
    reserve_tokens: int
    spend_cap: SpendCap | None
    quota: QuotaPolicy
    site: SiteBudget
    connection_name: str
    now: datetime


@dataclass(frozen=True, slots=True)
class Reservation:
    id: int
    tokens: int
    scope: ChargeScope
    quota: tuple[PeriodUsage, ...] = ()
    """The user's periods as admission saw them (before this reservation); empty without a user."""


@dataclass(frozen=True, slots=True)
class Settlement:
    """A turn's reservation and the usage it is settled at, written with the turn's end (`TurnEnd.settlement`)."""

    reservation_id: int
    usage: Usage


@dataclass(frozen=True, slots=True)
class DailyUsage:
    day: str
    """The calendar day (YYYY-MM-DD) in the quota time zone."""
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    reasoning_tokens: int
    calls: int


class LedgerStore(Protocol):
    async def admit(self, admission: Admission) -> Reservation:
        """Check every budget and insert the reservation, atomically across processes; raise the refusal."""
        ...

    async def extend(self, reservation: Reservation, admission: Admission, *, spent: int, extra: int) -> None:
        """Grow a running turn's reservation by `extra` when the budgets, counting what it `spent`, allow it."""
        ...

    async def settle(self, reservation: Reservation, usage: Usage | None, *, now: datetime) -> None:
        """Replace the reservation by the turn's real usage (zero when the model reported none)."""
        ...

    async def record(
        self, kind: ChargeKind, scope: ChargeScope, usage: Usage, *, now: datetime, within: Reservation | None = None
    ) -> None:
        """One settled row for a side call (title, classifier, summary); `within` is the reservation of the turn
        it belongs to, which shrinks by as much, so the turn's whole cost stays inside what it reserved."""
        ...

    async def quota_usage(self, user_id: str, *, quota: QuotaPolicy, now: datetime) -> Sequence[PeriodUsage]:
        """The user's limits in force, usage (open reservations included) and next reset, per period."""
        ...

    async def daily_usage(self, *, since: datetime, zone: ZoneInfo) -> Sequence[DailyUsage]:
        """Token usage per calendar day since `since`, for the admin chart."""
        ...

    async def settle_stale(self, *, reserved_before: datetime, now: datetime) -> int:
        """Settle reservations whose turn never settled (its process died) at their reserved size."""
        ...


class TurnBudget:
    """The budgets a chat turn passes before it starts, and the bookkeeping of every model call it makes."""

    def __init__(
        self,
        ledger: LedgerStore,
        *,
        quota: QuotaPolicy | None = None,
        site: SiteBudget | None = None,
        reserve_tokens: int = DEFAULT_RESERVE_TOKENS,
    ) -> None:
        self.ledger = ledger
        self.quota = quota or QuotaPolicy()
        self.site = site or SiteBudget()
        self.reserve_tokens = reserve_tokens

    async def admit(
        self, scope: ChargeScope, connection: ModelConnection, *, prompt_tokens: int, now: datetime
    ) -> Reservation:
        """Reserve the turn's estimated ceiling (its prompt plus the output reserve) or raise the refusal."""
        return await self.ledger.admit(self.admission(scope, connection, prompt_tokens=prompt_tokens, now=now))

    def admission(
        self, scope: ChargeScope, connection: ModelConnection, *, prompt_tokens: int, now: datetime
    ) -> Admission:
        return Admission(
            scope=scope,
            reserve_tokens=max(1, prompt_tokens) + self.reserve_tokens,
            spend_cap=SpendCap.of(connection),
            quota=self.quota,
            site=self.site,
            connection_name=connection.name,
            now=now,
        )

    async def settle(self, reservation: Reservation, usage: Usage | None, *, now: datetime) -> None:
        """Best effort: a failed settle leaves the reservation counted, which errs on the safe side."""
        try:
            await self.ledger.settle(reservation, usage, now=now)
        except DeputyError as exc:
            log.warning("could not settle reservation %s: %s", reservation.id, exc.code)

    async def record(
        self,
        kind: ChargeKind,
        scope: ChargeScope,
        usage: Usage | None,
        *,
        now: datetime,
        within: Reservation | None = None,
    ) -> None:
        """Best effort: recording never fails the call it accounts for."""
        if usage is None:
            return
        try:
            await self.ledger.record(kind, scope, usage, now=now, within=within)
        except DeputyError as exc:
            log.warning("could not record %s usage: %s", kind.value, exc.code)

    async def usage(self, user_id: str, *, now: datetime) -> Sequence[PeriodUsage]:
        return await self.ledger.quota_usage(user_id, quota=self.quota, now=now)


@dataclass(slots=True)
class TurnAccount:
    """One turn's bookkeeping: its reservation to settle, the scope its side calls are charged to, and the check
    before each further model step (Checkstack checked its cap only before a turn, so a long turn overshot)."""

    budget: TurnBudget
    scope: ChargeScope
    reservation: Reservation | None = None
    admission: Admission | None = None
    reserved: int = 0
    side_tokens: int = 0
    settled: bool = False
    """The reservation was settled with the turn's end (`TurnEnd.settlement`): `settle` has nothing left to do."""

    def __post_init__(self) -> None:
        if self.reservation is not None and not self.reserved:
            self.reserved = self.reservation.tokens

    async def settle(self, usage: Usage | None, *, now: datetime) -> None:
        if self.reservation is not None and not self.settled:
            await self.budget.settle(self.reservation, usage, now=now)

    async def record(self, kind: ChargeKind, usage: Usage | None, *, now: datetime) -> None:
        if usage is not None:
            self.side_tokens += usage.input_tokens + usage.output_tokens
        await self.budget.record(kind, self.scope, usage, now=now, within=self.reservation)

    async def may_continue(self, usage: Usage | None, *, now: datetime) -> bool:
        """Whether the turn may take another model step: inside its reservation, or the budgets allow it to
        reserve as much again. False means the next step must be the last (answer now, no tools)."""
        if self.reservation is None or self.admission is None:
            return True
        turn = usage.input_tokens + usage.output_tokens if usage is not None else 0
        if turn + self.side_tokens < self.reserved:
            return True
        extra = self.reservation.tokens
        try:
            await self.budget.ledger.extend(self.reservation, replace(self.admission, now=now), spent=turn, extra=extra)
        except RateLimited as refused:
            log.info("turn budget spent (%s); the next step answers without tools", refused.code)
            return False
        except DeputyError as exc:  # the ledger is unreachable: stop spending rather than spend unchecked
            log.warning("could not extend a turn's reservation: %s", exc.code)
            return False
        self.reserved = turn + self.side_tokens + extra
        return True


STALE_RESERVATION = timedelta(hours=1)
"""A reservation this old belongs to a turn whose process died; `deputy sweep quotas` settles it as spent."""
