"""Measure the input guard on labelled texts: detection and false-positive rates, overall and per group.

Rows are JSON objects with `text` and `label` (`attack` or `benign`), and optionally `lang`, `intent` and
`obfuscation` (missing ones count as `-`). An attack is *detected* when the guard blocks it; a benign text is a
*false positive* when the guard blocks it. `deputy guard eval FILE...` prints `Evaluation.table()`.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deputy.core.guards.scan import Guard
from deputy.core.guards.verdict import Action, GuardResult

__all__ = ["GROUPS", "Evaluation", "Tally", "evaluate", "read_rows"]

GROUPS = ("lang", "intent", "obfuscation")


@dataclass(slots=True)
class Tally:
    """Counts for one group: attacks seen and blocked, benign texts seen and blocked."""

    attacks: int = 0
    detected: int = 0
    benign: int = 0
    false_positives: int = 0

    def add(self, *, attack: bool, blocked: bool) -> None:
        if attack:
            self.attacks += 1
            self.detected += blocked
        else:
            self.benign += 1
            self.false_positives += blocked

    @property
    def detection_rate(self) -> float | None:
        return self.detected / self.attacks if self.attacks else None

    @property
    def false_positive_rate(self) -> float | None:
        return self.false_positives / self.benign if self.benign else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "attacks": self.attacks,
            "detected": self.detected,
            "detection_rate": _round(self.detection_rate),
            "benign": self.benign,
            "false_positives": self.false_positives,
            "false_positive_rate": _round(self.false_positive_rate),
        }


@dataclass(slots=True)
class Evaluation:
    """Overall and per-group tallies, the slowest scan, and the missed and wrongly blocked texts."""

    overall: Tally = field(default_factory=Tally)
    english: Tally = field(default_factory=Tally)
    other_languages: Tally = field(default_factory=Tally)
    groups: dict[str, dict[str, Tally]] = field(default_factory=lambda: {g: defaultdict(Tally) for g in GROUPS})
    missed: list[dict[str, Any]] = field(default_factory=list)
    false_positives: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0
    characters: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.to_dict(),
            "english": self.english.to_dict(),
            "other_languages": self.other_languages.to_dict(),
            **{g: {k: t.to_dict() for k, t in sorted(tallies.items())} for g, tallies in self.groups.items()},
            "ms_per_4kb": round(self.seconds * 1000 * 4096 / max(1, self.characters), 3),
        }

    def table(self) -> str:
        """A plain-text report: one line per group value, detection and false-positive rates in percent."""
        lines = [f"{'group':<28}{'attacks':>9}{'detected':>10}{'benign':>9}{'FP':>8}"]
        rows = [("overall", self.overall), ("english", self.english), ("other languages", self.other_languages)]
        for group, tallies in self.groups.items():
            rows.extend((f"{group}={key}", tally) for key, tally in sorted(tallies.items()))
        for name, tally in rows:
            lines.append(
                f"{name:<28}{tally.attacks:>9}{_percent(tally.detection_rate):>10}"
                f"{tally.benign:>9}{_percent(tally.false_positive_rate):>8}"
            )
        lines.append(f"scan time: {self.to_dict()['ms_per_4kb']} ms per 4 KB of text (all rows' time over their size)")
        return "\n".join(lines)


def read_rows(paths: Iterable[Path]) -> list[dict[str, Any]]:
    """Every JSON line of every file; a line without `text` and a `label` of attack or benign is an error."""
    rows: list[dict[str, Any]] = []
    for path in paths:
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                row = json.loads(line)
                if not isinstance(row.get("text"), str) or row.get("label") not in ("attack", "benign"):
                    raise ValueError(f"{path}:{number}: need a string `text` and `label` attack or benign")
                rows.append(row)
    return rows


def evaluate(
    rows: Iterable[Mapping[str, Any]], *, guard: Guard | None = None, scan: Callable[[str], GuardResult] | None = None
) -> Evaluation:
    """Scan every row (with `scan`, else `guard.scan`, else a fresh default `Guard`) and tally the verdicts."""
    scanner = scan if scan is not None else (guard or Guard()).scan
    result = Evaluation()
    scanner("warm up: load the model and compile the patterns before timing")
    for row in rows:
        text: str = row["text"]
        attack = row["label"] == "attack"
        started = time.perf_counter()
        blocked = scanner(text).action is Action.BLOCK
        result.seconds += time.perf_counter() - started
        result.characters += len(text)
        result.overall.add(attack=attack, blocked=blocked)
        (result.english if row.get("lang", "en") == "en" else result.other_languages).add(
            attack=attack, blocked=blocked
        )
        for group in GROUPS:
            result.groups[group][str(row.get(group, "-"))].add(attack=attack, blocked=blocked)
        if attack and not blocked:
            result.missed.append(dict(row))
        elif blocked and not attack:
            result.false_positives.append(dict(row))
    return result


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"
