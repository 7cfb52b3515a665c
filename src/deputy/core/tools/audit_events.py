"""Audit events: what happened that is not a tool call, recorded beside the tool-call log.

- `guard.input`: the input guard found an injection or personal data at HIGH or above in a user message;
- `guard.tool_result`: it found instructions at HIGH or above in a tool result during a turn, or blocked a tool
  call's arguments (each entry of `tools` has the tool, severity, categories and `site`: `result` or `arguments`);
- `conversation.read_by_staff`: staff or support read a conversation that is not theirs;
- `feedback.submitted`: a user rated an answer;
- `feedback.read_by_staff`: an administrator listed the tenant's feedback (the ids of the votes on the page);
- `admin.change`: an administrator created, changed, activated or removed a model connection, a system prompt or
  a user's limits (the names of the fields changed, never a key);
- `agent.delegated`: an agent handed a task to another agent (`delegate_to_agent`): which agent, how deep, the tools
  it called and how many changes it proposed (never the task's text).

An event carries detection fields and ids, never the text that triggered it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from deputy.core.guards import Severity
from deputy.core.identity.principal import Principal, PrincipalRef

__all__ = [
    "AuditEvent",
    "AuditEventLog",
    "EventKind",
    "EventQuery",
    "MessageSite",
    "admin_change",
    "guard_input_event",
    "guard_result_event",
]

AUDITED_SEVERITY = Severity.HIGH


class EventKind(StrEnum):
    GUARD_INPUT = "guard.input"
    GUARD_TOOL_RESULT = "guard.tool_result"
    CONVERSATION_READ_BY_STAFF = "conversation.read_by_staff"
    FEEDBACK_SUBMITTED = "feedback.submitted"
    FEEDBACK_READ_BY_STAFF = "feedback.read_by_staff"
    ADMIN_CHANGE = "admin.change"
    AGENT_DELEGATED = "agent.delegated"


@dataclass(frozen=True, slots=True)
class AuditEvent:
    kind: EventKind
    actor: PrincipalRef | None
    tenant_id: str | None
    created_at: datetime
    conversation_id: str | None = None
    message_id: str | None = None
    subject_user_id: str | None = None
    """Whose data the event is about, when that is not the actor (a staff read)."""
    severity: Severity | None = None
    details: Mapping[str, Any] = field(default_factory=dict)
    id: str | None = None

    def to_row(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat(),
            "kind": self.kind.value,
            "actor_kind": None if self.actor is None else self.actor.kind.value,
            "actor_id": None if self.actor is None else self.actor.id,
            "tenant_id": self.tenant_id,
            "conversation_id": self.conversation_id,
            "message_id": self.message_id,
            "subject_user_id": self.subject_user_id,
            "severity": None if self.severity is None else self.severity.value,
            "details": dict(self.details),
        }


@dataclass(frozen=True, slots=True)
class EventQuery:
    tenant_id: str | None
    kind: EventKind | None = None
    conversation_id: str | None = None
    since: datetime | None = None
    limit: int = 100
    offset: int = 0


class AuditEventLog(Protocol):
    async def record(self, event: AuditEvent) -> None: ...

    async def query(self, query: EventQuery) -> Sequence[AuditEvent]: ...


def _audited(severity: str | None) -> Severity | None:
    try:
        level = Severity(severity) if severity else None
    except ValueError:
        return None
    return level if level is not None and level.rank >= AUDITED_SEVERITY.rank else None


@dataclass(frozen=True, slots=True)
class MessageSite:
    """Where a guard finding was made: the conversation's owner and tenant, the message, and when."""

    actor: PrincipalRef
    tenant_id: str | None
    conversation_id: str
    message_id: str
    now: datetime

    def event(self, kind: EventKind, severity: Severity, details: Mapping[str, Any]) -> AuditEvent:
        return AuditEvent(
            kind=kind,
            actor=self.actor,
            tenant_id=self.tenant_id,
            created_at=self.now,
            conversation_id=self.conversation_id,
            message_id=self.message_id,
            severity=severity,
            details=details,
        )


def guard_input_event(record: Mapping[str, Any] | None, site: MessageSite) -> AuditEvent | None:
    """The event for a user message's detection record (`input_guard.detection_record`), when HIGH or above.

    A guard that failed (and so blocked) is an event too: it is exactly what an operator must see."""
    if not record:
        return None
    severity = _audited(record.get("severity"))
    if severity is None and record.get("reason") is None:
        return None
    injection = record.get("injection") or {}
    details = {
        "action": record.get("action"),
        "injection": {"score": injection.get("score"), "categories": list(injection.get("categories") or [])},
        "pii_types": sorted({str(finding.get("type")) for finding in record.get("pii") or []}),
    }
    if record.get("reason") is not None:
        details["reason"] = record["reason"]
    return site.event(EventKind.GUARD_INPUT, severity or Severity.CRITICAL, details)


def guard_result_event(record: Mapping[str, Any] | None, site: MessageSite) -> AuditEvent | None:
    """The event for the tool results an answer's turn flagged (`guard.tool_results` on the message), when any
    reached HIGH or above."""
    flags = [flag for flag in (record or {}).get("tool_results") or [] if _audited(flag.get("severity"))]
    if not flags:
        return None
    worst = max((Severity(flag["severity"]) for flag in flags), key=lambda s: s.rank)
    tools = [
        {
            "tool": f.get("tool"),
            "severity": f.get("severity"),
            "categories": f.get("categories"),
            "site": f.get("site", "result"),
        }
        for f in flags
    ]
    return site.event(EventKind.GUARD_TOOL_RESULT, worst, {"tools": tools})


def admin_change(
    admin: Principal,
    *,
    now: datetime,
    resource: str,
    action: str,
    target: str,
    fields: Sequence[str] = (),
    values: Mapping[str, Any] | None = None,
) -> AuditEvent:
    """An `admin.change` event: who changed which `resource` (`target` is its id or name) and how. `fields` are
    the names that changed; `values` only ever carries settings that are not secret (limits, flags)."""
    details: dict[str, Any] = {"resource": resource, "action": action, "target": target, "fields": sorted(fields)}
    if values:
        details["values"] = dict(values)
    return AuditEvent(
        kind=EventKind.ADMIN_CHANGE, actor=admin.ref, tenant_id=admin.tenant_id, created_at=now, details=details
    )
