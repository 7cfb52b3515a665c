"""Guard decisions as tagged values.

Every guard answers with a `GuardResult`: one `Action` (ordered `allow < flag < warn < redact < block`), a
`Severity`, the injection report, every PII finding with its span in the *original* text, and the text with
REDACT- and BLOCK-tier spans replaced by `[TYPE_REDACTED]`. Callers match `result.action` exhaustively:

```python
match result.action:
    case Action.BLOCK: ...      # no model call with this text; refuse
    case Action.REDACT: ...     # the model and the stored message see `result.redacted_text`
    case Action.WARN: ...       # the original goes on; the user sees a warning part
    case Action.FLAG | Action.ALLOW: ...
    case _: assert_never(result.action)
```
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = ["Action", "GuardResult", "InjectionReport", "PiiFinding", "Severity", "strongest"]


class Action(StrEnum):
    """What the pipeline does with scanned text, weakest first."""

    ALLOW = "allow"
    FLAG = "flag"
    WARN = "warn"
    REDACT = "redact"
    BLOCK = "block"

    @property
    def rank(self) -> int:
        return _ACTION_ORDER.index(self)


_ACTION_ORDER = (Action.ALLOW, Action.FLAG, Action.WARN, Action.REDACT, Action.BLOCK)


class Severity(StrEnum):
    """How bad a finding is, weakest first. HIGH and above are audit events."""

    NONE = "none"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return _SEVERITY_ORDER.index(self)

    @classmethod
    def from_score(cls, score: float) -> Severity:
        """Waldur's bands: ≥0.9 critical, ≥0.7 high, ≥0.5 medium, ≥0.3 low."""
        for threshold, severity in _SCORE_BANDS:
            if score >= threshold:
                return severity
        return cls.NONE


_SEVERITY_ORDER = (Severity.NONE, Severity.LOW, Severity.MEDIUM, Severity.HIGH, Severity.CRITICAL)
_SCORE_BANDS = ((0.9, Severity.CRITICAL), (0.7, Severity.HIGH), (0.5, Severity.MEDIUM), (0.3, Severity.LOW))

_SEVERITY_OF_PII_ACTION = {
    Action.BLOCK: Severity.CRITICAL,
    Action.REDACT: Severity.HIGH,
    Action.WARN: Severity.MEDIUM,
    Action.FLAG: Severity.LOW,
    Action.ALLOW: Severity.NONE,
}


def strongest(*actions: Action) -> Action:
    """The strongest of `actions` (ALLOW when none are given)."""
    return max(actions, key=lambda action: action.rank, default=Action.ALLOW)


def _max_severity(*severities: Severity) -> Severity:
    return max(severities, key=lambda severity: severity.rank, default=Severity.NONE)


@dataclass(frozen=True, slots=True)
class InjectionReport:
    """The injection detector's answer: score in [0, 1], severity, sorted categories, and the action it asks for."""

    score: float = 0.0
    severity: Severity = Severity.NONE
    categories: tuple[str, ...] = ()
    action: Action = Action.ALLOW
    allowlisted: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"score": round(self.score, 3), "categories": list(self.categories)}


@dataclass(frozen=True, slots=True)
class PiiFinding:
    """One PII or credential hit. `start`/`end` index the original text; the matched text is never kept."""

    type: str
    start: int
    end: int
    action: Action
    confidence: float

    @property
    def severity(self) -> Severity:
        return _SEVERITY_OF_PII_ACTION[self.action]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "start": self.start, "end": self.end, "action": self.action.value}


@dataclass(frozen=True, slots=True)
class GuardResult:
    """The composite verdict on one text: the strongest of the injection and PII actions.

    `redacted_text` has every REDACT- and BLOCK-tier span replaced by `[TYPE_REDACTED]`; it is the only form of
    the text that may be stored or logged. `reason` is set when the guard decided without scanning
    (`input_too_large`) or failed (`guard_error`): both block.
    """

    action: Action
    severity: Severity
    injection: InjectionReport = field(default_factory=InjectionReport)
    pii: tuple[PiiFinding, ...] = ()
    redacted_text: str = ""
    reason: str | None = None

    @classmethod
    def allow(cls, text: str) -> GuardResult:
        return cls(action=Action.ALLOW, severity=Severity.NONE, redacted_text=text)

    @classmethod
    def combine(cls, *, injection: InjectionReport, pii: tuple[PiiFinding, ...], redacted_text: str) -> GuardResult:
        """Compose detector reports: action and severity are the maxima over both detectors."""
        action = strongest(injection.action, *(finding.action for finding in pii))
        severity = _max_severity(injection.severity, *(finding.severity for finding in pii))
        return cls(action=action, severity=severity, injection=injection, pii=pii, redacted_text=redacted_text)

    @classmethod
    def block(cls, *, reason: str, categories: tuple[str, ...] = ()) -> GuardResult:
        """A block decided without a usable scan (fail closed). No text survives."""
        report = InjectionReport(score=1.0, severity=Severity.CRITICAL, categories=categories, action=Action.BLOCK)
        return cls(action=Action.BLOCK, severity=Severity.CRITICAL, injection=report, redacted_text="", reason=reason)

    @property
    def is_flagged(self) -> bool:
        return self.action is not Action.ALLOW

    @property
    def text_for_model(self) -> str | None:
        """What the model may see: nothing on BLOCK, the redacted text otherwise."""
        return None if self.action is Action.BLOCK else self.redacted_text

    @property
    def pii_types(self) -> tuple[str, ...]:
        return tuple(sorted({finding.type for finding in self.pii}))

    def to_dict(self) -> dict[str, Any]:
        """The operator-facing JSON shape (`deputy guard check`)."""
        body: dict[str, Any] = {
            "action": self.action.value,
            "severity": self.severity.value,
            "injection": self.injection.to_dict(),
            "pii": [finding.to_dict() for finding in self.pii],
            "redacted_text": self.redacted_text,
        }
        if self.reason is not None:
            body["reason"] = self.reason
        return body
