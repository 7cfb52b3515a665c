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

from deputy.core.guards._features import tokens
from deputy.core.guards.classifier import MAX_CLASSIFIED, ClassifierDetector
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
        """`learned` (or a `classifier`) adds the shipped classifier. It is off by default (`DEPUTY_GUARD_CLASSIFIER`):
        on Deputy's own documentation, prose it never trains on, it still blocks 4 of 123 sections."""
        self._patterns = patterns if patterns is not None else InjectionDetector()
        self._classifier = classifier if classifier is not None else (ClassifierDetector() if learned else None)
        self._extra = tuple(extra)
        self._allowlist = tuple(allowlist)

    def scan(self, text: str) -> InjectionReport:
        """Score `text` through every layer; allowlisted text (80% rule) reports ALLOW with `allowlisted=True`."""
        if self._allowlist and is_allowlisted(text, self._allowlist):
            return InjectionReport(allowlisted=True)
        view = matching_view(text)
        patterns = self._patterns.scan(text)
        # One tokenization serves the classifier and the decoders' word checks; a longer view is sliced by the
        # classifier and its first `MAX_DECODED` characters are all the decoders read.
        found = tokens(view) if len(view) <= MAX_CLASSIFIED else None
        words = set(found) if found is not None else set(view[:MAX_DECODED].split())
        surface = patterns
        if self._classifier is not None and patterns.action is not Action.BLOCK:  # else it could only add a category
            learned = self._classifier.scan_view(view) if found is None else self._classifier.scan_tokens(found)
            surface = merge_reports(patterns, learned)
        hidden = [self._hidden(decoded) for _, decoded in hidden_texts(text, words)]
        extra = [detector.scan(text) for detector in self._extra]
        return merge_reports(surface, *hidden, *extra)

    def _hidden(self, decoded: str) -> InjectionReport:
        learned = self._classifier.scan(decoded) if self._classifier is not None else InjectionReport()
        report = merge_reports(self._patterns.scan(decoded), learned)
        if report.action is Action.ALLOW:
            return InjectionReport()
        severity = report.severity if report.action is not Action.BLOCK else Severity.CRITICAL
        return InjectionReport(report.score, severity, (*report.categories, ENCODED), report.action)
