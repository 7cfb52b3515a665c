"""The host's answer → the tool's result, or the Deputy error that means the same thing.

| status        | becomes                                                                     |
|---------------|-----------------------------------------------------------------------------|
| 2xx           | the body (JSON decoded, else text; `None` when empty)                       |
| 401, 403      | `AccessDenied` with the route's own message: the route's authorization ran   |
| 404           | `NotFound`                                                                  |
| 409           | `Conflict`                                                                  |
| 400, 422      | `ToolInputError` naming the fields in FastAPI's `detail` list when present  |
| anything else | `ToolExecutionError` with a safe message (status only, never the body)      |
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from http import HTTPStatus
from typing import Any

from deputy.core.tools.declarations import HostResponse
from deputy.core.tools.schema import field_path
from deputy.errors import AccessDenied, Conflict, NotFound, ToolExecutionError, ToolInputError
from deputy.projection.schema_model import OperationInput

_MESSAGE_LIMIT = 300
_MESSAGE_KEYS = ("detail", "message", "error_description", "error", "title")


def interpret(response: HostResponse, *, tool_name: str, label: str, inputs: OperationInput | None) -> Any:
    """Return the body of a 2xx answer; raise the matching Deputy error for anything else."""
    status = response.status
    if 200 <= status < 300:
        return response.body
    details = {"status": status, "operation": label}
    message = route_message(response.body)
    if status in (401, 403):
        raise AccessDenied(message or f"The host application refused {label} for this user.", details=details)
    if status == 404:
        raise NotFound(message or f"{label}: not found.", details=details)
    if status == 409:
        raise Conflict(message or f"{label}: the resource is in a conflicting state.", details=details)
    if status in (400, 422):
        raise ToolInputError(tool_name, validation_issues(response.body, inputs=inputs, fallback=message))
    raise ToolExecutionError(_failure_message(status, label), details=details)


def route_message(body: Any) -> str | None:
    """The route's own human message: a string `detail` (FastAPI), or `message`/`error`/`title` (problem+json)."""
    if isinstance(body, str):
        return _clip(body) if body.strip() and not body.lstrip().startswith("<") else None
    if not isinstance(body, Mapping):
        return None
    for key in _MESSAGE_KEYS:
        value = body.get(key)
        if isinstance(value, str) and value.strip():
            return _clip(value)
        if isinstance(value, Mapping):
            nested = route_message(value)
            if nested:
                return nested
    return None


def validation_issues(body: Any, *, inputs: OperationInput | None, fallback: str | None) -> list[dict[str, str]]:
    """FastAPI's `{"detail": [{"loc": [...], "msg": ...}]}` as `{field, message}` pairs named like our fields."""
    detail = body.get("detail") if isinstance(body, Mapping) else None
    issues: list[dict[str, str]] = []
    if isinstance(detail, list):
        for item in detail:
            if isinstance(item, Mapping):
                loc = item.get("loc")
                field = _field(loc if isinstance(loc, Sequence) and not isinstance(loc, str) else (), inputs)
                issues.append({"field": field, "message": _clip(str(item.get("msg") or "is invalid"))})
    return issues or [{"field": "(root)", "message": fallback or "The host application rejected these arguments."}]


def _field(loc: Sequence[Any], inputs: OperationInput | None) -> str:
    parts = list(loc)
    if not parts:
        return "(root)"
    where, rest = parts[0], parts[1:]
    bindings = inputs.bindings if inputs is not None else ()
    if where == "body":
        nested = next((b.key for b in bindings if b.location == "body"), None)
        parts = [nested, *rest] if nested else rest
    elif where in ("path", "query", "header", "cookie") and rest:
        name = str(rest[0])
        key = next((b.key for b in bindings if b.key.lower() == name.lower()), name)
        parts = [key, *rest[1:]]
    return field_path(parts)


def _failure_message(status: int, label: str) -> str:
    try:
        reason = HTTPStatus(status).phrase
    except ValueError:
        reason = "Unexpected status"
    if 300 <= status < 400:
        return f"{label} answered {status} {reason}: a redirect to another place, which Deputy does not follow."
    if status >= 500:
        return f"{label} failed in the host application ({status} {reason}). Try again later or tell the user."
    return f"{label} failed: the host application answered {status} {reason}."


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _MESSAGE_LIMIT else text[: _MESSAGE_LIMIT - 1] + "…"
