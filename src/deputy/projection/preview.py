"""What a projected change looks like before it happens: the confirm card's sentence and its field diffs."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from deputy.core.tools.declarations import FieldDiff, ToolContext
from deputy.errors import ToolExecutionError
from deputy.projection._request import PLACEHOLDER, HostRequest, expand_path, path_segment
from deputy.projection._response import interpret

Summarize = Callable[[Mapping[str, Any]], str]
"""Custom confirm-card sentence, given the validated arguments (wire names, only those the caller gave)."""

DiffHook = Callable[[ToolContext, Mapping[str, Any]], Awaitable[tuple[FieldDiff, ...]]]
"""Computes field changes for a dry run, given the validated arguments. It may read through `ctx.host` (as the
user) but must not change anything: a dry run never mutates."""

_VALUE_LIMIT = 60


def describe_request(request: HostRequest) -> str:
    """`POST /incidents with title='Disk full', severity='high'`: the call, and every argument outside the path."""
    shown = list(request.shown)
    if len(shown) == 1 and shown[0][0] in ("body", "request_body") and isinstance(shown[0][1], Mapping):
        shown = list(shown[0][1].items())  # a nested object body reads better as its fields
    if not shown:
        return request.label
    return f"{request.label} with " + ", ".join(f"{key}={_short(value)}" for key, value in shown)


def field_diffs(*, before: Mapping[str, Any], after: Mapping[str, Any], prefix: str = "") -> tuple[FieldDiff, ...]:
    """The fields of `after` whose value differs from `before`; nested objects are compared field by field.

    Only keys the current state has are compared: an argument the resource does not carry (a query flag, say)
    is not a field change.
    """
    diffs: list[FieldDiff] = []
    for key, new in after.items():
        if key not in before:
            continue
        old, path = before[key], f"{prefix}{key}"
        if isinstance(old, Mapping) and isinstance(new, Mapping):
            diffs += field_diffs(before=old, after=new, prefix=f"{path}.")
        elif old != new:
            diffs.append(FieldDiff(path=path, before=old, after=new))
    return tuple(diffs)


def diff_from_current(path: str) -> DiffHook:
    """A diff hook that GETs `path` (its `{placeholders}` filled from the arguments) through `ctx.host`, as the
    user, and compares the current state with the arguments that are not in the path (a nested `body` object is
    compared by its fields). A refusal or a missing resource fails the dry run like the call itself would.
    """
    placeholders = set(PLACEHOLDER.findall(path))

    async def diff(ctx: ToolContext, arguments: Mapping[str, Any]) -> tuple[FieldDiff, ...]:
        if ctx.host is None:
            raise ToolExecutionError("Cannot read the current state: no host application is connected here.")
        segments = {
            key: path_segment(value, field=key, tool_name="diff")
            for key, value in arguments.items()
            if key in placeholders
        }
        target = expand_path(path, segments)
        response = await ctx.host.request("GET", target)
        current = interpret(response, tool_name="diff", label=f"GET {target}", inputs=None)
        after = {key: value for key, value in arguments.items() if key not in placeholders}
        if set(after) <= {"body", "request_body"} and len(after) == 1:
            nested = next(iter(after.values()))
            after = dict(nested) if isinstance(nested, Mapping) else after
        return field_diffs(before=current, after=after) if isinstance(current, Mapping) else ()

    return diff


def _short(value: Any) -> str:
    text = repr(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= _VALUE_LIMIT else text[: _VALUE_LIMIT - 1] + "…"
