"""The prompt-injection detector: linear-time patterns over normalized views, scored like Waldur's, tuned not to
block ordinary operations language.

Scoring: the highest weight among matches, plus a bonus for distinct categories (2 → +0.10, 3 → +0.15, 4+ →
+0.20), capped at 1.0; severity from the score (≥0.9 critical, ≥0.7 high, ≥0.5 medium, ≥0.3 low).
Action: HIGH or CRITICAL blocks only when a *strong* pattern matched or three distinct categories did; otherwise
any match flags. A message whose matches are all weak is capped at LOW severity, so it is neither blocked nor
dropped from later history. Matches found only through de-obfuscation (homoglyphs, spaced letters, smuggled tag
characters) add the `obfuscation` category.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from deputy.core.guards._engine import PatternSet
from deputy.core.guards.injection_patterns import InjectionPattern
from deputy.core.guards.injection_patterns import patterns as builtin_patterns
from deputy.core.guards.normalize import despace, has_astral, matching_view
from deputy.core.guards.verdict import Action, InjectionReport, Severity

__all__ = ["InjectionDetector", "is_allowlisted"]

_OBFUSCATION = InjectionPattern("derived.obfuscation", "obfuscation", 0.6, strong=False)
_BYTE_IS_0E = bytes(1 if byte == 0x0E else 0 for byte in range(256))
_BYTE_IS_00 = bytes(1 if byte == 0x00 else 0 for byte in range(256))
_PRINTABLE_OR_NUL = bytes(byte if 0x20 <= byte <= 0x7E else 0 for byte in range(256))
_BLOCKING_SEVERITIES = frozenset({Severity.HIGH, Severity.CRITICAL})
_ALLOWLIST_COVERAGE = 0.8


def _bonus(distinct_categories: int) -> float:
    if distinct_categories >= 4:
        return 0.20
    return {3: 0.15, 2: 0.10}.get(distinct_categories, 0.0)


def is_allowlisted(text: str, phrases: Iterable[str]) -> bool:
    """Waldur's 80% rule: a phrase occurs as whole words and covers more than 80% of the (normalized) text.

    So an allowlisted phrase buried in a longer attack never switches detection off.
    """
    view = " ".join(matching_view(text.lower()).split())  # lower-cased first, so case never matters
    if not view:
        return False
    padded = f" {view} "
    for phrase in phrases:
        wanted = " ".join(matching_view(phrase.lower()).split())
        if wanted and f" {wanted} " in padded and len(wanted) > _ALLOWLIST_COVERAGE * len(view):
            return True
    return False


@dataclass(frozen=True, slots=True)
class _Views:
    raw: str
    plain: str
    extra: tuple[str, ...]


class InjectionDetector:
    """Scans text for prompt injection. Stateless after construction; safe to share between tasks."""

    def __init__(self, patterns: Sequence[InjectionPattern] | None = None, *, allowlist: Sequence[str] = ()) -> None:
        """`patterns`: the patterns to scan for (None: the built-in ones, `injection_patterns.toml`)."""
        patterns = builtin_patterns() if patterns is None else patterns
        self._spaced = [p for p in patterns if p.spaced is not None]
        self._glued = [p for p in patterns if p.glued is not None]
        self._raw = [p for p in patterns if p.raw is not None]
        self._spaced_set = PatternSet([p.spaced for p in self._spaced if p.spaced is not None])
        self._glued_set = PatternSet([p.glued for p in self._glued if p.glued is not None])
        self._raw_set = PatternSet([p.raw for p in self._raw if p.raw is not None])
        self._allowlist = tuple(allowlist)

    def scan(self, text: str) -> InjectionReport:
        """Score `text`; allowlisted text (80% rule) reports ALLOW with `allowlisted=True`."""
        if self._allowlist and is_allowlisted(text, self._allowlist):
            return InjectionReport(allowlisted=True)
        views = self._views(text)
        hits = self._match_plain(views)
        hidden = self._match_hidden(views) - hits
        if hidden:
            hits |= hidden | {_OBFUSCATION}
        return self._report(hits)

    def _views(self, text: str) -> _Views:
        plain = matching_view(text)
        extra: list[str] = []
        spaced_out = despace(plain)
        if spaced_out is not None:
            extra.append(spaced_out)
        smuggled = _smuggled_ascii(text) if has_astral(text) else ""
        if smuggled:
            extra.append(matching_view(smuggled))
        return _Views(raw=text, plain=plain, extra=tuple(extra))

    def _match_plain(self, views: _Views) -> set[InjectionPattern]:
        hits = {self._spaced[i] for i in self._spaced_set.matches(views.plain)}
        hits |= {self._raw[i] for i in self._raw_set.matches(views.raw)}
        return hits

    def _match_hidden(self, views: _Views) -> set[InjectionPattern]:
        hits: set[InjectionPattern] = set()
        for view in views.extra:
            hits |= {self._spaced[i] for i in self._spaced_set.matches(view)}
            hits |= {self._glued[i] for i in self._glued_set.matches(view)}
        return hits

    @staticmethod
    def _report(hits: set[InjectionPattern]) -> InjectionReport:
        if not hits:
            return InjectionReport()
        categories = tuple(sorted({hit.category for hit in hits}))
        score = min(1.0, max(hit.weight for hit in hits) + _bonus(len(categories)))
        severity = Severity.from_score(score)
        may_block = any(hit.strong for hit in hits) or len(categories) >= 3
        if not may_block and severity.rank > Severity.LOW.rank:
            severity = Severity.LOW
        if severity in _BLOCKING_SEVERITIES and may_block:
            action = Action.BLOCK
        elif severity is Severity.NONE:
            action = Action.ALLOW
        else:
            action = Action.FLAG
        return InjectionReport(score=score, severity=severity, categories=categories, action=action)


def _smuggled_ascii(text: str) -> str:
    """The ASCII hidden in Unicode tag characters U+E0020..U+E007E, which shadow it ("ASCII smuggling").

    Done on whole byte strings, never per character, so a megabyte that alternates letters and tags costs a few
    milliseconds: in UTF-32-LE a tag U+E00xx is the four bytes `xx 00 0E 00`, so the bytes at offsets 2, 1 and 0
    of every character, taken as big integers, give a mask of the tags and then their low bytes.
    """
    data = text.encode("utf-32-le")
    low, middle, high = data[0::4], data[1::4], data[2::4]
    tags = int.from_bytes(high.translate(_BYTE_IS_0E), "big") & int.from_bytes(middle.translate(_BYTE_IS_00), "big")
    kept = int.from_bytes(low, "big") & (tags * 0xFF)  # each 0x01 mask byte becomes 0xFF: no carry crosses bytes
    return kept.to_bytes(len(low), "big").translate(_PRINTABLE_OR_NUL).replace(b"\x00", b"").decode("ascii")
