"""The PII and credential detector.

Three tiers, each with its action and confidence threshold: credentials BLOCK (≥0.7), national IDs, IBANs and
payment cards REDACT (≥0.6), e-mail, JWT, bearer tokens, generic API keys and EU VAT numbers WARN (≥0.5).
Checksummed identifiers must pass python-stdnum's validator. Confidence is the pattern's weight, +0.15 for a
valid checksum, +0.15 for a type keyword within 100 characters, -0.25 for a suppression word nearby ("example",
"placeholder"...; only -0.10 for strong credentials); known test values never count.

The text is scanned as written and, when it holds anything a fold would change, again after `pii_view` folding,
so a zero-width character or a homoglyph inside a key does not hide it; spans always index the original text.
Every finding is reported (the scan does not stop at the first credential).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from deputy.core.guards._engine import LinearRegex
from deputy.core.guards._prefilter import Prefilter
from deputy.core.guards.credentials import find_credentials
from deputy.core.guards.national_ids import KEYWORDS, RULES, IdRule, keywords
from deputy.core.guards.normalize import pii_view
from deputy.core.guards.verdict import Action, PiiFinding

__all__ = ["MAX_FINDINGS", "PiiDetector", "redact"]

MAX_FINDINGS = 256
MAX_CANDIDATES = 4096
_THRESHOLDS = {Action.BLOCK: 0.7, Action.REDACT: 0.6, Action.WARN: 0.5}
_WINDOW = 100
_SUPPRESS = keywords(
    "example", "examples", "sample", "placeholder", "dummy", "fake", "template", r"e\.g\.", "for instance",
    "such as", "looks like", "format of", "beispiel", "exemple", "ejemplo", "näide", "приклад",
)  # fmt: skip
_PLAIN = re.compile(r"[\t\n\r\x20-\x7e]*")
_KNOWN_TEST_VALUES = frozenset(
    {
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
        "4111111111111111",
        "4242424242424242",
        "5500000000000004",
        "5555555555554444",
        "378282246310005",
        "371449635398431",
        "4012888888881881",
        "6011111111111117",
    }
)
_EXAMPLE_EMAIL_DOMAINS = re.compile(
    r"(?i)@(?:[a-z0-9\-]+\.)*(?:example\.(?:com|org|net)|test\.(?:com|org)|localhost|invalid|noreply\.com)$"
)
_LETTERS_ONLY = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class _Candidate:
    type: str
    start: int
    end: int
    action: Action
    weight: float
    checksum: bool
    strong: bool


def _credential_candidates(text: str) -> Iterator[_Candidate]:
    for pattern, start, end in find_credentials(text):
        value = text[start:end]
        if pattern.type == "PASSWORD" and _LETTERS_ONLY.fullmatch(value):
            continue
        action = Action.BLOCK if pattern.block else Action.WARN
        yield _Candidate(pattern.type, start, end, action, pattern.weight, False, pattern.weight >= 0.85)


_LONG_DIGIT_RUN = re.compile(r"[0-9]{32,}")
_SEPARATORS = re.compile(r"[ \-]")
_ID_PREFILTER = Prefilter([rule.regex for rule in RULES], extra=[_LONG_DIGIT_RUN.pattern])
_HAS_LONG_DIGIT_RUN = len(RULES)


def _without_long_digit_runs(text: str) -> str:
    """`text` with every run of 32+ ASCII digits turned into as many `x`, offsets unchanged.

    No identifier has that many digits in a row and every rule is digit-bounded, so no rule can match inside
    such a run; `x` keeps the rules' view of the run's edges (alphanumeric, part of an e-mail's local part) the
    same. It spares the rules a megabyte of digits tried one position at a time.
    """
    return _LONG_DIGIT_RUN.sub(lambda run: "x" * len(run.group()), text)


def _id_candidates(text: str) -> Iterator[_Candidate]:
    searched = text
    candidates = _ID_PREFILTER.candidates(text)  # one RE2 pass: which rules may match, and any long digit run
    if _HAS_LONG_DIGIT_RUN in candidates:
        searched = _without_long_digit_runs(text)
        candidates = _ID_PREFILTER.candidates(searched)
    for index in sorted(candidates - {_HAS_LONG_DIGIT_RUN}):
        rule = RULES[index]
        for match in _matches(rule, searched):
            span = rule.validate(text[match.start() : match.end()])
            if span is None:
                continue
            start, end = match.start() + span[0], match.start() + span[1]
            yield _Candidate(rule.type, start, end, rule.action, rule.weight, rule.checksum, False)


def _matches(rule: IdRule, text: str) -> Iterator[re.Match[str]]:
    """`rule.regex.finditer(text)`; for a rule with an `anchor`, only the stretch around each anchor character is
    searched (an e-mail's `@`): the regex would otherwise try every position of the text as the start of a local
    part."""
    if rule.anchor is None:
        yield from rule.regex.finditer(text)
        return
    char, before, after = rule.anchor
    pos = 0
    while (at := text.find(char, pos)) != -1:
        # The leftmost match from here contains this anchor or a later one (the first at or past `pos` is `at`).
        match = rule.regex.search(text, max(pos, at - before), at + after + 1)
        if match is None or match.start() > at:
            pos = at + 1
            continue
        yield match
        pos = match.end()


class _Keywords:
    """Where each keyword pattern matches in one text, found once per pattern (not once per candidate: a text
    full of look-alike numbers would otherwise rescan the same windows thousands of times)."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._hits: dict[LinearRegex, list[tuple[int, int]]] = {}

    def near(self, start: int, end: int, keyword: LinearRegex | None) -> bool:
        """A match wholly inside the `_WINDOW` characters before `start` or after `end`."""
        if keyword is None:
            return False
        hits = self._hits.get(keyword)
        if hits is None:
            hits = self._hits[keyword] = list(keyword.group_spans(self._text))
        i = bisect.bisect_left(hits, (max(0, start - _WINDOW), -1))
        for hit_start, hit_end in hits[i:]:
            if hit_start >= end + _WINDOW:
                return False
            if hit_end <= start or (hit_start >= end and hit_end <= end + _WINDOW):
                return True
        return False


def _confidence(text: str, candidate: _Candidate, keywords: _Keywords) -> float:
    value = text[candidate.start : candidate.end]
    if value in _KNOWN_TEST_VALUES or _SEPARATORS.sub("", value) in _KNOWN_TEST_VALUES:
        return 0.0
    if candidate.type == "EMAIL" and _EXAMPLE_EMAIL_DOMAINS.search(value):
        return 0.0
    score = candidate.weight + (0.15 if candidate.checksum else 0.0)
    if keywords.near(candidate.start, candidate.end, KEYWORDS.get(candidate.type)):
        score += 0.15
    if keywords.near(candidate.start, candidate.end, _SUPPRESS):
        score -= 0.10 if candidate.strong else 0.25
    return round(min(score, 1.0), 3)


class PiiDetector:
    """Finds credentials and personal data. `extra_candidates` lets a deployment add its own rules."""

    def __init__(self, *, extra: tuple[Callable[[str], Iterator[_Candidate]], ...] = ()) -> None:
        self._sources: tuple[Callable[[str], Iterator[_Candidate]], ...] = (
            _credential_candidates,
            _id_candidates,
            *extra,
        )

    def scan(self, text: str) -> tuple[PiiFinding, ...]:
        """Every finding at or above its tier's threshold, in text order, overlaps resolved to the strongest.

        Past `MAX_FINDINGS` REDACT/BLOCK findings (or `MAX_CANDIDATES` examined) the scan stops and adds a BLOCK
        finding `TOO_MANY_FINDINGS` covering the rest of the text: what was not examined cannot be redacted, so
        it must not pass (fail closed). WARN-tier findings beyond `MAX_FINDINGS` are dropped, not blocked.
        """
        budget = _Budget()
        findings = budget.take(self._scan_view(text, None))
        if not budget.exhausted and not _PLAIN.fullmatch(text):
            folded = pii_view(text)
            if folded.text != text:
                findings.extend(budget.take(self._scan_view(folded.text, folded.span_to_original)))
        if budget.exhausted:
            start = min((f.start for f in findings), default=0)
            findings.append(PiiFinding("TOO_MANY_FINDINGS", start, len(text), Action.BLOCK, 1.0))
        return _resolve_overlaps(findings)

    def _scan_view(self, text: str, to_original: Callable[[int, int], tuple[int, int]] | None) -> Iterator[PiiFinding]:
        keywords = _Keywords(text)
        for source in self._sources:
            for candidate in source(text):
                confidence = _confidence(text, candidate, keywords)
                if confidence < _THRESHOLDS[candidate.action]:
                    continue
                start, end = (candidate.start, candidate.end)
                if to_original is not None:
                    start, end = to_original(start, end)
                yield PiiFinding(candidate.type, start, end, candidate.action, confidence)


class _Budget:
    """Bounds the work one scan may do, so a flood of look-alike identifiers cannot make it slow."""

    def __init__(self) -> None:
        self.examined = 0
        self.strong = 0
        self.weak = 0
        self.exhausted = False

    def take(self, findings: Iterator[PiiFinding]) -> list[PiiFinding]:
        kept: list[PiiFinding] = []
        for finding in findings:
            self.examined += 1
            if finding.action.rank >= Action.REDACT.rank:
                self.strong += 1
                kept.append(finding)
            elif self.weak < MAX_FINDINGS:
                self.weak += 1
                kept.append(finding)
            if self.strong >= MAX_FINDINGS or self.examined >= MAX_CANDIDATES:
                self.exhausted = True
                break
        return kept


def _strength(finding: PiiFinding) -> tuple[int, float, int]:
    return finding.action.rank, finding.confidence, finding.end - finding.start


def _resolve_overlaps(findings: list[PiiFinding]) -> tuple[PiiFinding, ...]:
    """Of findings that overlap, keep the strongest (action, then confidence, then length). Linear after sorting."""
    kept: list[PiiFinding] = []
    for finding in sorted(findings, key=lambda f: (f.start, f.end)):
        if kept and finding.start < kept[-1].end:
            if _strength(finding) > _strength(kept[-1]):
                kept[-1] = finding
            continue
        kept.append(finding)
    return tuple(kept)


def redact(text: str, findings: tuple[PiiFinding, ...]) -> str:
    """`text` with every REDACT- and BLOCK-tier span replaced by `[TYPE_REDACTED]` (overlaps merged)."""
    spans = sorted((f.start, f.end, f.type) for f in findings if f.action.rank >= Action.REDACT.rank)
    merged: list[tuple[int, int, str]] = []
    for start, end, type_ in spans:
        if merged and start < merged[-1][1]:
            last = merged[-1]
            merged[-1] = (last[0], max(last[1], end), last[2])
        else:
            merged.append((start, end, type_))
    pieces: list[str] = []
    cursor = 0
    for start, end, type_ in merged:
        pieces.append(text[cursor:start])
        pieces.append(f"[{type_}_REDACTED]")
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)
