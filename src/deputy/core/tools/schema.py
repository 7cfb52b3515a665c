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
    """JSON Schema of a tool's input, closed to unknown properties, with secret fields removed, and compact: no
    `title` keys (pydantic derives them from the field and class names the schema already holds), an optional
    field's `X | None` shown as `X` (leaving it out means None), descriptions without source indentation.

    It is what models and clients read, never what validates: `validate_arguments` validates with the pydantic
    model itself, so a compact schema accepts and refuses exactly what the full one did. Every chat turn and tool
    listing asks for it, so each model's schema is built once; callers get their own copy.
    """
    schema: dict[str, Any] = orjson.loads(_schema_text(model, compact=True))
    return schema


def output_schema(model: type[BaseModel]) -> dict[str, Any]:
    """JSON Schema of a tool's output as clients may validate results against it: `input_schema`'s rules except
    that a field that may be None keeps saying so."""
    schema: dict[str, Any] = orjson.loads(_schema_text(model, compact=False))
    return schema


@functools.cache
def _schema_text(model: type[BaseModel], *, compact: bool) -> bytes:
    schema = copy.deepcopy(model.model_json_schema(mode="validation"))  # never edit what pydantic hands out
    _close_objects(schema)
    schema = _compacted(schema, optional_as_plain=compact)
    # The standard library's encoder: it takes any JSON Schema pydantic gives. Keys keep pydantic's order (the
    # fields' own), which is the same for the same model on every call and every pod.
    return json.dumps(schema, separators=(",", ":"), ensure_ascii=False).encode()


@functools.cache
def _date_schema(model: type[BaseModel]) -> dict[str, Any] | None:
    """The model's schema when it has date-time fields (checked against the date contract), else None."""
    schema = output_schema(model)  # a field that may be None must stay one the date check lets through
    return schema if has_date_fields(schema) else None


def _compacted(node: Any, *, optional_as_plain: bool) -> Any:
    """`node` without what a reader of the schema does not need (see `input_schema`)."""
    if isinstance(node, list):
        return [_compacted(item, optional_as_plain=optional_as_plain) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key in ("properties", "$defs", "definitions", "patternProperties") and isinstance(value, dict):
            out[key] = {name: _compacted(sub, optional_as_plain=optional_as_plain) for name, sub in value.items()}
        elif key == "description" and isinstance(value, str):
            text = _tidy(value)
            if text:
                out[key] = text
        elif key == "required" and value == []:
            continue
        else:
            out[key] = _compacted(value, optional_as_plain=optional_as_plain)
    if optional_as_plain:
        out = _plain_optional(out)
    return out


def _plain_optional(node: dict[str, Any]) -> dict[str, Any]:
    """`{"anyOf": [X, {"type": "null"}], "default": null, ...}` → `{**X, ...}`: a field that may be None, shown as
    X (an optional one is left out instead; a required one is rare and still validates with None)."""
    options = node.get("anyOf")
    if node.get("default") is not None or not isinstance(options, list) or len(options) != 2:
        return node
    kept = [o for o in options if o != {"type": "null"}]
    if len(kept) != 1 or not isinstance(kept[0], dict) or set(kept[0]) & set(node):
        return node
    rest = {k: v for k, v in node.items() if k not in ("anyOf", "default")}
    return {**kept[0], **rest}


def _tidy(text: str) -> str:
    """A description without the indentation of the source it came from (docstrings), paragraphs kept."""
    lines = [line.strip() for line in text.strip().splitlines()]
    return "\n".join(lines)


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
