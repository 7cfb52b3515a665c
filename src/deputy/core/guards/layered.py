"""The layered injection detector the guards use by default, and the `Detector` interface its layers share.

```
text ──► allowlist (80% rule) ──► patterns ─┐
     ├─► classifier ───────────────────────┤──► strongest verdict, categories merged
     ├─► hidden texts (base64, rot13, reversed, JSON role content) ──► patterns + classifier again
     └─► extra detectors (an operator's local model, the judge's offline twin in tests)
```
A finding that only a decoded text shows adds the `encoded_instructions` category and blocks when the decoded text
would be blocked. Any layer that raises makes the whole scan raise, and `scan.Guard` turns that into BLOCK.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from deputy.core.guards.classifier import ClassifierDetector
from deputy.core.guards.decode import MAX_DECODED, hidden_texts
from deputy.core.guards.injection import InjectionDetector, is_allowlisted
from deputy.core.guards.normalize import matching_view
from deputy.core.guards.verdict import Action, InjectionReport, Severity, strongest

__all__ = ["ENCODED", "Detector", "LayeredDetector", "merge_reports"]

ENCODED = "encoded_instructions"


@runtime_checkable
class Detector(Protocol):
    """One injection detector: a name (for reports and settings) and a pure, synchronous `scan`."""

    name: str

    def scan(self, text: str) -> InjectionReport: ...


def merge_reports(*reports: InjectionReport) -> InjectionReport:
    """The strongest action, the highest score and severity, every category."""
    found = [report for report in reports if report.action is not Action.ALLOW or report.categories]
    if not found:
        return InjectionReport()
    if len(found) == 1 and not found[0].allowlisted and list(found[0].categories) == sorted(set(found[0].categories)):
        return found[0]
    return InjectionReport(
        score=max(report.score for report in found),
        severity=max((report.severity for report in found), key=lambda severity: severity.rank),
        categories=tuple(sorted({category for report in found for category in report.categories})),
        action=strongest(*(report.action for report in found)),
    )


class LayeredDetector:
    """Patterns, the shipped classifier, decoding layers and any extra `Detector`s, merged into one verdict."""

    name = "layered"

    def __init__(
        self,
        *,
        patterns: InjectionDetector | None = None,
        classifier: ClassifierDetector | None = None,
        extra: Sequence[Detector] = (),
        allowlist: Sequence[str] = (),
        learned: bool = False,
    ) -> None:
        """`learned` (or a `classifier`) adds the shipped classifier; a deployment's guard has it unless
        `DEPUTY_GUARD_CLASSIFIER=false` (`runtime`), while a bare `LayeredDetector()` or `Guard()` (tests, tools that
        want only the deterministic layers) has not."""
        self._patterns = patterns if patterns is not None else InjectionDetector()
        self._classifier = classifier if classifier is not None else (ClassifierDetector() if learned else None)
        self._extra = tuple(extra)
        self._allowlist = tuple(allowlist)

    def scan(self, text: str) -> InjectionReport:
        """Score `text` through every layer; allowlisted text (80% rule) reports ALLOW with `allowlisted=True`."""
        if self._allowlist and is_allowlisted(text, self._allowlist):
            return InjectionReport(allowlisted=True)
        patterns = self._patterns.scan(text)
        # The decoders' word checks read the patterns' view (already built, its first `MAX_DECODED` characters).
        view = matching_view(text)
        words = set(view.split() if len(view) <= MAX_DECODED else view[:MAX_DECODED].split())
        reports = [patterns]
        if self._classifier is not None and patterns.action is not Action.BLOCK:  # else it could only add a category
            reports.append(self._classifier.scan(text))
        reports.extend(self._hidden(decoded) for _, decoded in hidden_texts(text, words))
        reports.extend(detector.scan(text) for detector in self._extra)
        return merge_reports(*reports)

    def _hidden(self, decoded: str) -> InjectionReport:
        learned = self._classifier.scan(decoded) if self._classifier is not None else InjectionReport()
        report = merge_reports(self._patterns.scan(decoded), learned)
        if report.action is Action.ALLOW:
            return InjectionReport()
        severity = report.severity if report.action is not Action.BLOCK else Severity.CRITICAL
        return InjectionReport(report.score, severity, (*report.categories, ENCODED), report.action)
