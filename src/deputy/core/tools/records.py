"""Plain records the core hands to and receives from stores. No behaviour, no framework."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from deputy.core.identity.principal import PrincipalRef
from deputy.core.tools.declarations import Effect, Transport


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

    def to_row(self) -> dict[str, Any]:
        """The flat, JSON-ready form every reader of the log sees (API, JSONL and CSV export)."""
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat(),
            "principal_kind": self.principal.kind.value,
            "principal_id": self.principal.id,
            "tenant_id": self.tenant_id,
            "transport": self.transport.value,
            "tool": self.tool_name,
            "effect": self.effect.value if self.effect else None,
            "args_hash": self.args_hash,
            "decision": self.decision.value,
            "outcome": self.outcome.value,
            "error_code": self.error_code,
            "latency_ms": round(self.latency_ms, 3),
            "proposal_id": self.proposal_id,
            "applied_by": self.applied_by.id if self.applied_by else None,
            "conversation_id": self.conversation_id,
        }


AUDIT_ROW_FIELDS = (
    "id",
    "created_at",
    "principal_kind",
    "principal_id",
    "tenant_id",
    "transport",
    "tool",
    "effect",
    "args_hash",
    "decision",
    "outcome",
    "error_code",
    "latency_ms",
    "proposal_id",
    "applied_by",
    "conversation_id",
)


@dataclass(frozen=True, slots=True)
class AuditQuery:
    principal_id: str | None = None
    tool_name: str | None = None
    transport: Transport | None = None
    outcome: Outcome | None = None
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
