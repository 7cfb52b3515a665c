"""The one serializer (pydantic model → JSON Schema for chat and MCP) and the one argument validator."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import orjson
from pydantic import BaseModel, ValidationError

from deputy.core.tools.dates import date_issues, has_date_fields
from deputy.errors import ToolInputError

ModelT = TypeVar("ModelT", bound=BaseModel)

SECRET_MARKER = "x-secret"
"""A field whose `json_schema_extra` sets this never appears in a schema shown to a model or client."""


def input_schema(model: type[BaseModel]) -> dict[str, Any]:
    """JSON Schema of a tool's input, closed to unknown properties, with secret fields removed.

    Every chat turn and tool listing asks for it, so each model's schema is built once; callers get their own copy.
    """
    schema: dict[str, Any] = orjson.loads(_schema_text(model))
    return schema


@functools.cache
def _schema_text(model: type[BaseModel]) -> bytes:
    schema = copy.deepcopy(model.model_json_schema(mode="validation"))  # never edit what pydantic hands out
    _close_objects(schema)
    return json.dumps(schema).encode()  # the standard library's encoder: it takes any JSON Schema pydantic gives


@functools.cache
def _date_schema(model: type[BaseModel]) -> dict[str, Any] | None:
    """The model's schema when it has date-time fields (checked against the date contract), else None."""
    schema = input_schema(model)
    return schema if has_date_fields(schema) else None


def _close_objects(node: Any) -> None:
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            for key in [k for k, v in properties.items() if isinstance(v, dict) and v.get(SECRET_MARKER)]:
                del properties[key]
                if key in node.get("required", []):
                    node["required"].remove(key)
            node.setdefault("additionalProperties", False)
        for value in node.values():
            _close_objects(value)
    elif isinstance(node, list):
        for item in node:
            _close_objects(item)


def validate_arguments(tool_name: str, model: type[ModelT], arguments: Any) -> ModelT:
    """Validate raw arguments; a failure names every offending field so a model can repair its call."""
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        raise ToolInputError(tool_name, [{"field": "(root)", "message": "Arguments must be a JSON object."}])
    issues = [
        {"field": key, "message": "Unexpected field; it is not in the tool's schema."}
        for key in arguments
        if key not in _known_keys(model)
    ]
    dates = _date_schema(model)
    if dates is not None:  # a zone-less or malformed date-time is refused naming the field, before pydantic
        issues += date_issues(dates, arguments)
    try:
        parsed = model.model_validate(dict(arguments))
    except ValidationError as exc:
        named = {issue["field"] for issue in issues}
        issues += [
            {"field": field_path(err["loc"]), "message": err["msg"]}
            for err in exc.errors()
            if field_path(err["loc"]) not in named
        ]
    if issues:
        raise ToolInputError(tool_name, issues)
    return parsed


def dump_arguments(args: BaseModel) -> dict[str, Any]:
    """The canonical JSON form of validated arguments (what proposals store and what is hashed)."""
    return args.model_dump(mode="json", by_alias=True)


def _known_keys(model: type[BaseModel]) -> set[str]:
    keys: set[str] = set()
    for name, info in model.model_fields.items():
        keys.add(name)
        if info.alias:
            keys.add(info.alias)
        if isinstance(info.validation_alias, str):
            keys.add(info.validation_alias)
    return keys


def field_path(loc: Sequence[Any]) -> str:
    """`("windows", 0, "at")` → `windows[0].at`: how every validation issue names its field."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else str(part)
    return path or "(root)"
