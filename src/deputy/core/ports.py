"""The small interfaces the core needs from adapters. Stores implement them; tests use the real stores."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, Protocol

from deputy.core.identity.principal import PrincipalRef
from deputy.core.tools.records import AuditEntry, AuditQuery, ProposalRecord, ProposalStatus, RateDecision


class Clock(Protocol):
    def now(self) -> datetime:
        """The current instant, timezone-aware UTC."""
        ...


class ProposalStore(Protocol):
    async def insert(self, record: ProposalRecord) -> None: ...

    async def get(self, proposal_id: str) -> ProposalRecord | None: ...

    async def claim(
        self,
        proposal_id: str,
        *,
        to_status: ProposalStatus,
        decided_by: PrincipalRef,
        now: datetime,
    ) -> bool:
        """Atomically move a `proposed`, unexpired proposal to `to_status`. True for exactly one caller."""
        ...

    async def finish(
        self, proposal_id: str, *, status: ProposalStatus, result: Any, error: str | None, now: datetime
    ) -> None:
        """Record how an `executing` proposal ended."""
        ...

    async def expire_due(self, *, now: datetime) -> int:
        """Mark every `proposed` proposal whose expiry has passed as `expired`; return how many."""
        ...

    async def fail_stale(self, *, claimed_before: datetime, now: datetime) -> int:
        """Mark `executing` proposals claimed before `claimed_before` as failed (their process died mid-apply)."""
        ...


class AuditLog(Protocol):
    async def record(self, entry: AuditEntry) -> None: ...

    async def query(self, query: AuditQuery) -> Sequence[AuditEntry]: ...


class RateLimiter(Protocol):
    async def hit(self, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
        """Count one event for `key` if fewer than `limit` happened in the window; atomic across processes."""
        ...
