"""Validated tool arguments → the HTTP request that re-enters the route (path, query, headers, JSON body)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from deputy.core.tools.declarations import HostCaller, HostResponse
from deputy.errors import ToolExecutionError, ToolInputError
from deputy.projection.schema_model import Binding, OperationInput

PLACEHOLDER = re.compile(r"\{([^{}]+)\}")
_DELIMITERS = {"form": ",", "simple": ",", "spaceDelimited": " ", "pipeDelimited": "|"}


@dataclass(frozen=True, slots=True)
class HostRequest:
    """One call to the host application, before it is sent. `shown` lists the arguments not in the path."""

    method: str
    path: str
    params: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None
    shown: tuple[tuple[str, Any], ...] = ()

    @property
    def label(self) -> str:
        return f"{self.method} {self.path}"


def build_request(
    *, method: str, path: str, inputs: OperationInput, arguments: Mapping[str, Any], tool_name: str
) -> HostRequest:
    """Place every given argument (wire-named, as `dump_arguments` returns them) where the operation wants it."""
    values: dict[str, str] = {}
    params: dict[str, Any] = {}
    headers: dict[str, str] = {}
    body: Any = {} if inputs.body_required and inputs.has_body else None
    shown: list[tuple[str, Any]] = []
    for key, value in arguments.items():
        binding = inputs.binding(key)
        if binding is None:  # validation closes the model, so this is a programming error upstream
            raise ToolExecutionError(f"{tool_name} received an argument it does not declare: {key!r}.")
        if binding.location == "path":
            values[key] = path_segment(value, field=key, tool_name=tool_name)
            continue
        shown.append((key, value))
        if binding.location == "query" and value is not None:
            params.update(_query_pairs(binding, value))
        elif binding.location == "header" and value is not None:
            headers[binding.key] = json.dumps(value) if binding.json_encoded else _simple(value)
        elif binding.location == "body_property":
            body = {**(body or {}), key: value}
        elif binding.location == "body":
            body = value
    return HostRequest(
        method=method.upper(),
        path=expand_path(path, values),
        params=params,
        headers=headers,
        body=body,
        shown=tuple(shown),
    )


def expand_path(template: str, values: Mapping[str, str]) -> str:
    """Fill `{name}` placeholders with already-encoded segments; a placeholder without a value stays visible."""
    return PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def path_segment(value: Any, *, field: str, tool_name: str) -> str:
    """One percent-encoded path segment. `/` is encoded and dot segments are refused: a path argument can
    never climb out of the route it was projected from (`../admin`)."""
    text = _simple(value)
    if text in ("", ".", ".."):
        raise ToolInputError(tool_name, [{"field": field, "message": f"{text!r} is not a valid path segment."}])
    return quote(text, safe="")


async def send(host: HostCaller, request: HostRequest, *, tool_name: str) -> HostResponse:
    """Send `request` through the caller's host (their credentials, the route's authorization)."""
    return await host.request(
        request.method,
        request.path,
        params=request.params or None,
        json=request.body,
        headers=request.headers or None,
    )


def _simple(value: Any) -> str:
    """OpenAPI `simple` style: scalars as text (JSON booleans), arrays comma-separated, objects as k,v pairs."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return ""
    if isinstance(value, list):
        return ",".join(_simple(item) for item in value)
    if isinstance(value, Mapping):
        return ",".join(f"{k},{_simple(v)}" for k, v in value.items())
    return str(value)


def _query_pairs(binding: Binding, value: Any) -> dict[str, Any]:
    if binding.json_encoded:
        return {binding.key: json.dumps(value)}
    if isinstance(value, Mapping):
        if binding.style == "deepObject":
            return {f"{binding.key}[{k}]": _simple(v) for k, v in value.items()}
        if binding.explode:
            return {str(k): _simple(v) for k, v in value.items()}
        return {binding.key: _simple(value)}
    if isinstance(value, list):
        if binding.explode and binding.style == "form":
            return {binding.key: [_simple(item) for item in value]}  # repeated keys: ?tag=a&tag=b
        return {binding.key: _DELIMITERS.get(binding.style, ",").join(_simple(item) for item in value)}
    return {binding.key: _simple(value)}
