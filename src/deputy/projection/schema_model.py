"""An OpenAPI 3.x operation's inputs → one pydantic input model, and where each argument goes on the wire.

The model is built with `pydantic.create_model` (closed: `extra="forbid"`), so the tool's JSON Schema comes from
the one serializer, `deputy.core.tools.schema.input_schema`, like every other tool's. Schema conversion rules are in
`_json_types`: `$ref`s, nested objects, arrays, enums, every spelling of null, formats, constraints, defaults and
descriptions convert; anything else degrades to `Any` with the original schema kept in `json_schema_extra`.

Arguments are named by their wire names: a parameter's `name`, a body property's name. A name that is not a
Python identifier becomes an alias of a safe field name, so the schema still shows the wire name.

**Parameters.** `path`, `query` and `header` parameters become fields; path parameters are always required.
Cookie parameters and the headers `Authorization`, `Cookie`, `Accept`, `Content-Type` (and the other transport
headers) are never exposed: credentials are forwarded by the host caller, never chosen by the model.

**The JSON body** (`application/json` or `*+json`). If it is an object with properties and *none* of its
property names equals a parameter name, its properties are **flattened** into the top level (each required only
if the body is required and lists it). Otherwise (a name clash, an array or scalar body, a map, a nullable body)
the whole body is **nested** under one field, `body` (or `request_body` when a parameter is itself named `body`).
All-or-nothing keeps the way back to the wire unambiguous. A body that is not JSON cannot be projected when it is
required (write a composite tool); when optional it is left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from deputy.errors import UserError
from deputy.projection._json_types import SchemaConverter, pascal, python_name, read_only

Location = Literal["path", "query", "header", "body_property", "body"]

HIDDEN_HEADERS = frozenset(
    {"authorization", "cookie", "accept", "content-type", "content-length", "host", "proxy-authorization",
     "transfer-encoding", "connection", "te", "upgrade", "trailer", "keep-alive", "set-cookie"}
)  # fmt: skip
"""Header parameters a projected tool never exposes, and a host caller never lets a tool set."""

_PARAMETER_LOCATIONS = frozenset({"path", "query", "header"})


@dataclass(frozen=True, slots=True)
class Binding:
    """Where one argument goes. `key` is both its name in the tool's arguments and its name on the wire."""

    key: str
    location: Location
    style: str = "form"
    explode: bool = True
    json_encoded: bool = False


@dataclass(frozen=True, slots=True)
class OperationInput:
    """The input model of a projected operation, with the binding of every field back to the request."""

    model: type[BaseModel]
    bindings: tuple[Binding, ...]
    body_required: bool = False

    def binding(self, key: str) -> Binding | None:
        return next((b for b in self.bindings if b.key == key), None)

    @property
    def has_body(self) -> bool:
        return any(b.location in ("body", "body_property") for b in self.bindings)


def operation_input(
    spec: Mapping[str, Any],
    *,
    path_item: Mapping[str, Any],
    operation: Mapping[str, Any],
    model_name: str,
) -> OperationInput:
    """Build the input model for `operation` (found under `path_item` of `spec`). See the module docstring."""
    converter = SchemaConverter(spec)
    taken: set[str] = set()
    fields: dict[str, Any] = {}
    bindings: list[Binding] = []
    for param in _parameters(converter, path_item=path_item, operation=operation):
        binding, schema = _parameter_binding(param)
        if any(b.key == binding.key for b in bindings):
            raise UserError(
                f"Operation {model_name} has two parameters named {binding.key!r}; project it as a composite tool.",
                code="unprojectable_operation",
            )
        name = python_name(binding.key, taken=taken)
        required = binding.location == "path" or param.get("required") is True
        fields[name] = converter.field(
            {**schema, **({"description": param["description"]} if "description" in param else {})},
            required=required,
            alias=binding.key,
            name=name,
            hint=model_name + pascal(binding.key),
        )
        bindings.append(binding)
    body = _json_body(converter, operation=operation, label=model_name)
    body_required = False
    if body is not None:
        schema, body_required, description = body
        parameter_keys = {b.key for b in bindings}
        view = converter.object_view(schema)
        properties = {
            prop: sub
            for prop, sub in ((view or {}).get("properties") or {}).items()
            if not (read_only(sub) or read_only(converter.resolve(sub)))
        }
        if view is not None and properties and not (set(properties) & parameter_keys):
            listed = set(view.get("required") or ())
            for prop, sub in properties.items():
                name = python_name(prop, taken=taken)
                required = body_required and prop in listed
                fields[name] = converter.field(
                    sub, required=required, alias=prop, name=name, hint=model_name + pascal(prop)
                )
                bindings.append(Binding(key=prop, location="body_property"))
        else:
            key = _nested_body_key(parameter_keys, label=model_name)
            name = python_name(key, taken=taken)
            described = {**schema, "description": description} if description and "$ref" not in schema else schema
            fields[name] = converter.field(
                described, required=body_required, alias=key, name=name, hint=model_name + "Body"
            )
            bindings.append(Binding(key=key, location="body"))
    model = converter.create(model_name, fields, doc=operation.get("description") or operation.get("summary"))
    return OperationInput(model=model, bindings=tuple(bindings), body_required=body_required)


def _parameters(
    converter: SchemaConverter, *, path_item: Mapping[str, Any], operation: Mapping[str, Any]
) -> Iterable[Mapping[str, Any]]:
    """Path-item parameters overridden by the operation's own (same name and location), minus hidden ones."""
    merged: dict[tuple[str, str], Mapping[str, Any]] = {}
    for raw in [*(path_item.get("parameters") or ()), *(operation.get("parameters") or ())]:
        param = converter.resolve(raw)
        if isinstance(param, Mapping) and isinstance(param.get("name"), str):
            merged[(param["name"], str(param.get("in")))] = param
    for (name, location), param in merged.items():
        if location not in _PARAMETER_LOCATIONS:
            continue  # cookie parameters travel with the forwarded credentials, never as model input
        if location == "header" and name.lower() in HIDDEN_HEADERS:
            continue
        yield param


def _parameter_binding(param: Mapping[str, Any]) -> tuple[Binding, Mapping[str, Any]]:
    location = param["in"]
    default_style = {"path": "simple", "query": "form", "header": "simple"}[location]
    style = str(param.get("style", default_style))
    schema = param.get("schema")
    json_encoded = False
    if schema is None and isinstance(param.get("content"), Mapping):
        # A `content` parameter is serialized as a whole (in practice JSON), not by style.
        media: Any = next(iter(param["content"].values()), {})
        schema, json_encoded = (media.get("schema", {}) if isinstance(media, Mapping) else {}), True
    binding = Binding(
        key=param["name"],
        location=location,
        style=style,
        explode=bool(param.get("explode", style == "form")),
        json_encoded=json_encoded,
    )
    return binding, schema if isinstance(schema, Mapping) else {}


def _json_body(
    converter: SchemaConverter, *, operation: Mapping[str, Any], label: str
) -> tuple[Mapping[str, Any], bool, str | None] | None:
    """`(schema, required, description)` of the operation's JSON body, or `None` when it has none to project."""
    request_body = converter.resolve(operation.get("requestBody"))
    if not isinstance(request_body, Mapping):
        return None
    content = request_body.get("content") or {}
    required = request_body.get("required") is True
    media_type = next((m for m in content if m.split(";")[0].strip() == "application/json"), None) or next(
        (m for m in content if m.split(";")[0].strip().endswith("+json")), None
    )
    if media_type is None:
        if required and content:
            raise UserError(
                f"Operation {label} needs a {', '.join(content)} body; only JSON bodies can be projected. "
                "Write a composite tool for it instead.",
                code="unprojectable_operation",
            )
        return None
    media = content[media_type] if isinstance(content[media_type], Mapping) else {}
    schema = media.get("schema", {})
    return (schema if isinstance(schema, Mapping) else {}), required, request_body.get("description")


def _nested_body_key(parameter_keys: set[str], *, label: str) -> str:
    for key in ("body", "request_body"):
        if key not in parameter_keys:
            return key
    raise UserError(f"Operation {label} has parameters named both 'body' and 'request_body'.")
