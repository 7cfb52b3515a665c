"""Measure the input guard on labelled texts: detection and false-positive rates, overall and per group.

Rows are JSON objects with `text` and `label` (`attack` or `benign`), and optionally `lang`, `intent` and `obfuscation`
and `batch` (missing ones count as `-`). An attack is *detected* when the guard blocks it; a benign text is a *false
positive* when the guard blocks it. `deputy guard eval FILE...` prints `Evaluation.table()`.

Scan time is measured twice, on a warm guard (the rows' characters and words seen once, as in a running server):
per message, each distinct row's first scan (a repeated row would be answered from the guard's verdict cache), and
per 4 KB message, the rows joined into texts of 4,096 characters. The first is mostly the fixed cost of a scan (a
row is 75 characters on average); the second is what the 1 ms per 4 KB budget is about.
"""

from __future__ import annotations

import json
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deputy.core.guards.normalize import forget_recent_texts
from deputy.core.guards.scan import Guard
from deputy.core.guards.verdict import Action, GuardResult

__all__ = ["GROUPS", "Evaluation", "Tally", "evaluate", "read_rows"]

GROUPS = ("lang", "intent", "obfuscation", "batch")


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
    message_seconds: list[float] = field(default_factory=list)
    characters: int = 0
    pack_seconds: list[float] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.to_dict(),
            "english": self.english.to_dict(),
            "other_languages": self.other_languages.to_dict(),
            **{g: {k: t.to_dict() for k, t in sorted(tallies.items())} for g, tallies in self.groups.items()},
            "scan_time": self.scan_time(),
        }

    def scan_time(self) -> dict[str, float | None]:
        """Microseconds per message (median, 99th percentile, mean characters) and milliseconds per 4 KB message."""
        times = sorted(self.message_seconds)
        count = len(times)
        return {
            "messages": count,
            "mean_characters": round(self.characters / count, 1) if count else None,
            "us_per_message_median": round(1e6 * statistics.median(times), 1) if times else None,
            "us_per_message_p99": round(1e6 * times[min(count - 1, math.ceil(0.99 * count) - 1)], 1) if times else None,
            "ms_per_4kb_of_short_messages": round(1e3 * sum(times) * 4096 / self.characters, 3) if times else None,
            "ms_per_4kb_message": round(1e3 * statistics.median(self.pack_seconds), 3) if self.pack_seconds else None,
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
        timing = self.scan_time()
        lines.append(
            f"scan time (warm): {timing['us_per_message_median']} µs per message (median; p99 "
            f"{timing['us_per_message_p99']} µs; {timing['mean_characters']} characters on average, so "
            f"{timing['ms_per_4kb_of_short_messages']} ms per 4 KB of such messages); "
            f"{timing['ms_per_4kb_message']} ms per 4 KB message (the rows joined, median)"
        )
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
    """Scan every row (with `scan`, else `guard.scan`, else a fresh default `Guard`) and tally the verdicts; time the
    scans as the module docstring says."""
    scanner = scan if scan is not None else (guard or Guard()).scan
    rows = list(rows)
    result = Evaluation()
    packs = _packs([str(row["text"]) for row in rows])
    scanner("warm up: load the model and compile the patterns before timing")
    for pack in packs:  # and the lazily filled tables and word cache, on these rows' characters and words
        scanner(pack)
    for pack in packs:
        forget_recent_texts()
        started = time.perf_counter()
        scanner(pack)
        result.pack_seconds.append(time.perf_counter() - started)
    timed: set[str] = set()
    for row in rows:
        text: str = row["text"]
        attack = row["label"] == "attack"
        forget_recent_texts()
        started = time.perf_counter()
        blocked = scanner(text).action is Action.BLOCK
        elapsed = time.perf_counter() - started
        if text not in timed:  # a repeated row may come from the guard's verdict cache: not a scan
            timed.add(text)
            result.message_seconds.append(elapsed)
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


def _packs(texts: list[str], size: int = 4096) -> list[str]:
    """The texts joined by newlines into texts of exactly `size` characters (the last, shorter one dropped)."""
    packs, current = [], ""
    for text in texts:
        current += text + "\n"
        while len(current) >= size:
            packs.append(current[:size])
            current = current[size:]
    return packs


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"
