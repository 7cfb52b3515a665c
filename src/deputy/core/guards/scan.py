"""The one entry to the input guards: `scan_text(text) -> GuardResult`, which fails closed.

Detectors are injectable (`Guard(injection=..., pii=...)`) so a deployment can add rules and a test can prove
that a detector which raises yields BLOCK. Text longer than the cap (1 MiB of UTF-8) is blocked unscanned rather
than truncated, because a truncated scan would let whatever sits past the cap through. The cap is in bytes, not
characters, so the largest text ever scanned is the 1 MB the scan time is budgeted for (a million characters of
CJK or emoji would be 3 to 4 MB).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Protocol

from deputy.core.guards._engine import utf8
from deputy.core.guards.layered import Detector, LayeredDetector
from deputy.core.guards.pii import PiiDetector, redact
from deputy.core.guards.scrub import storable_text
from deputy.core.guards.verdict import GuardResult, InjectionReport, PiiFinding

__all__ = ["MAX_INPUT_BYTES", "Guard", "InjectionScanner", "PiiScanner", "default_guard", "scan_text"]

MAX_INPUT_BYTES = 1 << 20
SHORT_TEXT = 256
"""Texts of at most this many characters get the verdict of their first scan while it is among the `KEPT_VERDICTS`
most recently used (built-in detectors only, which are pure): tool arguments and results repeat short values
(statuses, ids, names) on every call, and the scan of a word costs as much as the scan of a sentence."""
KEPT_VERDICTS = 4096


class InjectionScanner(Protocol):
    def scan(self, text: str) -> InjectionReport: ...


class PiiScanner(Protocol):
    def scan(self, text: str) -> tuple[PiiFinding, ...]: ...


class Guard:
    """Injection plus PII detection with one fail-closed verdict."""

    def __init__(
        self,
        *,
        injection: InjectionScanner | None = None,
        pii: PiiScanner | None = None,
        allowlist: Sequence[str] = (),
        detectors: Sequence[Detector] = (),
        max_bytes: int = MAX_INPUT_BYTES,
        learned: bool = False,
    ) -> None:
        """`allowlist`: phrases exempt from injection detection (80% rule); `detectors`: extra pure detectors (an
        operator's local model) that the default layered detector consults too; `learned`: add the shipped
        classifier (`LayeredDetector`)."""
        if injection is None:
            injection = LayeredDetector(allowlist=allowlist, extra=detectors, learned=learned)
            pure = pii is None
        else:
            pure = False
        self._injection = injection
        self._pii = pii if pii is not None else PiiDetector()
        self._max_bytes = max_bytes
        # An injected detector may keep state (or fail on purpose): its verdicts are never kept.
        self._short: Callable[[str], GuardResult] | None = lru_cache(KEPT_VERDICTS)(self._scan) if pure else None

    def scan(self, text: str) -> GuardResult:
        """Never raises: an oversized input or a failing detector yields BLOCK with `reason` set."""
        if self._short is not None and len(text) <= SHORT_TEXT:
            return self._short(text)
        return self._scan(text)

    def _scan(self, text: str) -> GuardResult:
        if len(text) > self._max_bytes:  # every character is at least one byte: no need to encode
            return GuardResult.block(reason="input_too_large", categories=("oversized_input",))
        text = storable_text(text)  # a NUL or lone surrogate is scanned (and kept) as U+FFFD, offsets unchanged
        if 4 * len(text) > self._max_bytes and len(utf8(text)) > self._max_bytes:  # the patterns reuse this encoding
            return GuardResult.block(reason="input_too_large", categories=("oversized_input",))
        try:
            injection = self._injection.scan(text)
            findings = self._pii.scan(text)
            return GuardResult.combine(injection=injection, pii=findings, redacted_text=redact(text, findings))
        except Exception:  # fail closed: whatever broke, unscanned text must not pass
            return GuardResult.block(reason="guard_error", categories=("guard_error",))


@cache
def default_guard() -> Guard:
    """The shared guard with the built-in rules and no allowlist (built once; it holds no mutable state)."""
    return Guard()


def scan_text(text: str, *, guard: Guard | None = None) -> GuardResult:
    """Scan `text` with `guard` (the default guard when None). Fails closed."""
    return (guard or default_guard()).scan(text)
