"""The date contract for tool input (Checkstack §2.13): every date-time is RFC 3339 with an explicit offset.

A zone-less time would mean something different on every pod and in every user's head, so it is refused, as are
date-only strings, epoch numbers and human forms; the refusal names the field (`windows[0].at`) so the model can
repair its call; the message shows the expected form. Accepted: `Z`, no seconds, fractional seconds, `+HH:MM` and
`+HHMM`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

RFC3339_WITH_OFFSET = re.compile(r"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$")
MAX_DEPTH = 32
DATE_ISSUE = "must be an RFC 3339 date-time with an explicit offset, e.g. 2026-03-18T15:30:00Z"


def is_date_time(node: Mapping[str, Any]) -> bool:
    return node.get("format") == "date-time"


def has_date_fields(schema: Any) -> bool:
    if isinstance(schema, Mapping):
        return is_date_time(schema) or any(has_date_fields(v) for v in schema.values())
    if isinstance(schema, list):
        return any(has_date_fields(v) for v in schema)
    return False


def valid_date_time(value: str) -> bool:
    if not RFC3339_WITH_OFFSET.fullmatch(value):
        return False
    text = value.replace("t", "T").replace("z", "Z")
    if re.search(r"[+-]\d{4}$", text):  # +HHMM: fromisoformat wants the colon on older Pythons
        text = f"{text[:-2]}:{text[-2:]}"
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:  # 2026-02-30 and friends
        return False
    return True


def date_issues(schema: Mapping[str, Any], arguments: Any) -> list[dict[str, str]]:
    """`{field, message}` for every date-time value in `arguments` that breaks the contract."""
    walk = _Walk(defs=schema.get("$defs", {}), issues=[])
    walk.visit(schema, arguments, "")
    return walk.issues


@dataclass(frozen=True, slots=True)
class _Walk:
    defs: Mapping[str, Any]
    issues: list[dict[str, str]]

    def visit(self, node: Mapping[str, Any], value: Any, path: str, depth: int = 0) -> None:
        if depth > MAX_DEPTH or value is None:
            return
        target = self.resolve(node)
        if target is not node:
            self.visit(target, value, path, depth + 1)
        elif is_date_time(node):
            if not isinstance(value, str) or not valid_date_time(value):
                self.issues.append({"field": path or "(root)", "message": DATE_ISSUE})
        elif not self.options(node, value, path, depth):
            self.children(node, value, path, depth)

    def resolve(self, node: Mapping[str, Any]) -> Mapping[str, Any]:
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            target = self.defs.get(ref.removeprefix("#/$defs/"))
            if isinstance(target, Mapping):
                return target
        return node

    def options(self, node: Mapping[str, Any], value: Any, path: str, depth: int) -> bool:
        """`Optional[datetime]` and other unions: a scalar is checked against the date option when there is one."""
        options = [o for key in ("anyOf", "oneOf", "allOf") for o in node.get(key) or () if isinstance(o, Mapping)]
        if not options:
            return False
        dated = [o for o in options if is_date_time(self.resolve(o))]
        if dated and isinstance(value, str | int | float) and not isinstance(value, bool):
            self.visit(dated[0], value, path, depth + 1)
            return True
        for option in options:
            if not is_date_time(self.resolve(option)):
                self.visit(option, value, path, depth + 1)
        return True

    def children(self, node: Mapping[str, Any], value: Any, path: str, depth: int) -> None:
        properties = node.get("properties")
        known = properties if isinstance(properties, Mapping) else {}
        extra = node.get("additionalProperties")
        if isinstance(value, Mapping):
            for key, item in value.items():
                sub = known.get(key, extra)
                if isinstance(sub, Mapping):
                    self.visit(sub, item, f"{path}.{key}" if path else str(key), depth + 1)
        items = node.get("items")
        if isinstance(items, Mapping) and isinstance(value, list):
            for index, item in enumerate(value):
                self.visit(items, item, f"{path}[{index}]", depth + 1)
