"""Plain records the core hands to and receives from stores. No behaviour, no framework."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from deputy.core.principal import PrincipalRef
from deputy.core.tools import Effect, Transport


class ProposalStatus(StrEnum):
    PROPOSED = "proposed"
    EXECUTING = "executing"
    APPLIED = "applied"
    FAILED = "failed"
    DECLINED = "declined"
    EXPIRED = "expired"


class Decision(StrEnum):
    """What the gateway decided for a call: run it now, ask a human first, or refuse it."""

    RUN = "run"
    CONFIRM = "confirm"
    REFUSED = "refused"


class Outcome(StrEnum):
    OK = "ok"
    ERROR = "error"
    REFUSED = "refused"
    PROPOSED = "proposed"
    APPLIED = "applied"
    FAILED = "failed"
    DECLINED = "declined"


@dataclass(frozen=True, slots=True)
class ProposalRecord:
    id: str
    nonce_hash: str
    tool_name: str
    effect: Effect
    args_hash: str
    payload: Mapping[str, Any]
    summary: str
    diff: list[dict[str, Any]]
    status: ProposalStatus
    proposed_by: PrincipalRef
    tenant_id: str | None
    transport: Transport
    created_at: datetime
    expires_at: datetime
    conversation_id: str | None = None
    decided_by: PrincipalRef | None = None
    decided_at: datetime | None = None
    result: Any = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One tool call on one transport. Arguments are never stored, only their salted hash."""

    principal: PrincipalRef
    tenant_id: str | None
    transport: Transport
    tool_name: str
    effect: Effect | None
    args_hash: str | None
    decision: Decision
    outcome: Outcome
    latency_ms: float
    created_at: datetime
    error_code: str | None = None
    proposal_id: str | None = None
    applied_by: PrincipalRef | None = None
    conversation_id: str | None = None
    id: str | None = None


@dataclass(frozen=True, slots=True)
class AuditQuery:
    principal_id: str | None = None
    tool_name: str | None = None
    transport: Transport | None = None
    since: datetime | None = None
    until: datetime | None = None
    tenant_id: str | None = None
    limit: int = 100
    offset: int = 0


@dataclass(frozen=True, slots=True)
class RateDecision:
    """The answer of a rolling-window limiter. `retry_after` is seconds until one slot frees up."""

    allowed: bool
    used: int
    limit: int
    retry_after: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict)
