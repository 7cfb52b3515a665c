"""The cost report people read (`GET /api/admin/usage/report`, `deputy usage`): what the turns of a period cost.

Built from the usage stored with each answer (`core.chat.prompt_split.turn_usage`): the provider's input, cached,
output and reasoning tokens, by user, connection and model; and the prompt split (system prompt, tool definitions,
history, tool results: estimated tokens), which says how much of the input went to tool definitions rather than the
conversation. Title, summary and classifier calls are not turns: the daily chart (the ledger) counts them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

TOKENS = ("input_tokens", "cached_tokens", "output_tokens", "reasoning_tokens")
PARTS = ("system", "tools", "history", "tool_results")


@dataclass(frozen=True, slots=True)
class TurnUsageRow:
    """One stored answer: who asked, through which connection and model, and its `usage` JSON."""

    user: str
    connection: str
    model: str
    usage: Mapping[str, Any]


@dataclass(slots=True)
class UsageReport:
    days: int
    turns: int = 0
    totals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TOKENS, 0))
    by_user: dict[str, dict[str, int]] = field(default_factory=dict)
    by_connection: dict[str, dict[str, int]] = field(default_factory=dict)
    by_model: dict[str, dict[str, int]] = field(default_factory=dict)
    prompt: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))

    def add(self, row: TurnUsageRow) -> None:
        self.turns += 1
        for key, group in ((row.user, self.by_user), (row.connection, self.by_connection), (row.model, self.by_model)):
            _add(group.setdefault(key, {**dict.fromkeys(TOKENS, 0), "turns": 0}), row.usage, TOKENS)
            group[key]["turns"] += 1
        _add(self.totals, row.usage, TOKENS)
        _add(self.prompt, row.usage.get("prompt") or {}, PARTS)

    def as_dict(self) -> dict[str, Any]:
        """The report as JSON: `prompt.tool_share` is the tool definitions' share of the estimated prompt tokens."""
        estimated = sum(self.prompt.values())
        conversation = self.prompt["history"] + self.prompt["tool_results"]
        return {
            "days": self.days,
            "turns": self.turns,
            "totals": self.totals,
            "by_user": _rows("user", self.by_user),
            "by_connection": _rows("connection", self.by_connection),
            "by_model": _rows("model", self.by_model),
            "prompt": {
                **self.prompt,
                "conversation": conversation,
                "tool_share": round(self.prompt["tools"] / estimated, 4) if estimated else 0.0,
            },
        }


def build_report(rows: Iterable[TurnUsageRow], *, days: int) -> UsageReport:
    report = UsageReport(days=days)
    for row in rows:
        report.add(row)
    return report


def _add(into: dict[str, int], usage: Mapping[str, Any], keys: Iterable[str]) -> None:
    for key in keys:
        value = usage.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            into[key] += value


def _rows(name: str, groups: Mapping[str, Mapping[str, int]]) -> list[dict[str, Any]]:
    ordered = sorted(groups.items(), key=lambda item: (-item[1]["input_tokens"] - item[1]["output_tokens"], item[0]))
    return [{name: key, **values} for key, values in ordered]
