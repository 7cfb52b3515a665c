"""JSON Schema (as OpenAPI 3.0/3.1 writes it) → pydantic types. See `deputy.projection.schema_model` for the rules."""

from __future__ import annotations

import keyword
import re
import uuid
from collections.abc import Mapping
from datetime import date, datetime, time
from typing import Annotated, Any, Literal, Optional, Union

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    create_model,
    model_serializer,
)
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

_FORMATS: dict[str, type] = {"date-time": datetime, "date": date, "time": time, "uuid": uuid.UUID}
_SCALARS: dict[str, type] = {"string": str, "integer": int, "number": float, "boolean": bool}
_SUPPORTED_KEYS = frozenset(
    {
        "type", "format", "enum", "const", "nullable", "properties", "required", "additionalProperties", "items",
        "allOf", "anyOf", "oneOf", "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "title", "description", "default",
        "example", "examples", "readOnly", "writeOnly", "deprecated", "discriminator", "xml", "externalDocs",
        "$comment", "$schema", "$id", "contentMediaType", "contentEncoding",
    }
)  # fmt: skip
_MAX_REF_DEPTH = 32


class ProjectedArguments(BaseModel):
    """Base of every generated input model: closed to unknown fields, and it serializes only what was given."""

    model_config = ConfigDict(extra="forbid", protected_namespaces=(), regex_engine="python-re")

    @model_serializer(mode="wrap")
    def _only_given_fields(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> Any:
        # "Left out" and "explicitly null" mean different things to a route (PATCH); dumping unset fields as
        # null would turn one into the other once a proposal's payload is re-validated. A field whose schema
        # default is a plain value is kept at that default: the route applies it too, and the preview and the
        # proposal must say what will happen (a model leaves optional fields out all the time). A null, list or
        # object default is left out: sent, it could clear or replace what a route that updates only what it is
        # given holds.
        data = handler(self)
        if isinstance(data, dict):
            for name, field in type(self).model_fields.items():
                if name not in self.model_fields_set and not _plain_default(field):
                    data.pop(field.alias if (info.by_alias and field.alias) else name, None)
        return data


def python_name(wire_name: str, *, taken: set[str]) -> str:
    """A field name pydantic accepts for `wire_name` (which stays the alias), unique within `taken`."""
    name = re.sub(r"\W", "_", wire_name).lstrip("_") or "field"  # a leading "_" would make it private
    if name[0].isdigit():
        name = f"f_{name}"
    if keyword.iskeyword(name) or name.startswith("model_") or hasattr(BaseModel, name):
        name = f"{name}_"
    candidate, counter = name, 2
    while candidate in taken:
        candidate, counter = f"{name}{counter}", counter + 1
    taken.add(candidate)
    return candidate


def pascal(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[\W_]+", text) if part) or "Model"


class SchemaConverter:
    """Converts the schemas of one OpenAPI document; object components are built once and shared."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self._spec = spec
        self._models: dict[str, type[BaseModel]] = {}
        self._in_progress: set[str] = set()
        self._model_names: set[str] = set()

    # -- references -----------------------------------------------------------------------------------

    def resolve(self, schema: Any) -> Any:
        """Follow `$ref` chains to the schema they name; a dangling or external reference is returned as is."""
        for _ in range(_MAX_REF_DEPTH):
            if not (isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str)):
                return schema
            target = self._lookup(schema["$ref"])
            if target is None:
                return schema
            schema = target
        return schema

    def _lookup(self, ref: str) -> Any:
        if not ref.startswith("#/"):
            return None
        node: Any = self._spec
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, Mapping) or part not in node:
                return None
            node = node[part]
        return node

    def inline(self, schema: Any, *, seen: frozenset[str] = frozenset()) -> Any:
        """`schema` with local references replaced by their targets (a cycle becomes `{}`), for display."""
        if isinstance(schema, Mapping):
            ref = schema.get("$ref")
            if isinstance(ref, str):
                target = self._lookup(ref)
                if target is None:
                    # Kept, but renamed: a client must not go and fetch a schema from wherever a document points.
                    return {"x-unresolved-ref": ref}
                return {} if ref in seen else self.inline(target, seen=seen | {ref})
            return {key: self.inline(value, seen=seen) for key, value in schema.items()}
        if isinstance(schema, list):
            return [self.inline(item, seen=seen) for item in schema]
        return schema

    # -- fields ---------------------------------------------------------------------------------------

    def field(self, schema: Any, *, required: bool, alias: str, name: str, hint: str) -> tuple[Any, FieldInfo]:
        """The `(annotation, FieldInfo)` pair for one property or parameter, ready for `create_model`."""
        resolved = self.resolve(schema)
        meta = resolved if isinstance(resolved, Mapping) else {}
        outer = schema if isinstance(schema, Mapping) else {}
        extras: dict[str, Any] = {
            "alias": alias if alias != name else None,
            "description": outer.get("description") or meta.get("description"),
        }
        if isinstance(meta.get("examples"), list):
            extras["examples"] = meta["examples"]
        elif "example" in meta:
            extras["examples"] = [meta["example"]]
        annotation = self.annotation(schema, hint=hint)
        if required:
            return annotation, Field(PydanticUndefined, **extras)
        if "default" in outer or "default" in meta:
            return annotation, Field(outer.get("default", meta.get("default")), **extras)
        # Optional and no default: absent means "not sent". The `None` placeholder is never serialized (see
        # ProjectedArguments); a factory keeps it out of the schema too, where it would read as "null is fine".
        return annotation, Field(default_factory=_not_sent, **extras)

    def model(self, schema: Mapping[str, Any], *, hint: str) -> type[BaseModel]:
        """A closed pydantic model for an object schema with `properties`."""
        required = set(schema.get("required") or ())
        taken: set[str] = set()
        fields: dict[str, Any] = {}
        for prop, sub in (schema.get("properties") or {}).items():
            if read_only(sub) or read_only(self.resolve(sub)):
                continue
            name = python_name(prop, taken=taken)
            fields[name] = self.field(sub, required=prop in required, alias=prop, name=name, hint=hint + pascal(prop))
        return self.create(hint, fields, doc=schema.get("description"))

    def create(self, hint: str, fields: Mapping[str, Any], *, doc: str | None = None) -> type[BaseModel]:
        """`create_model` under a name that is unique within this document, so `$defs` never collide."""
        name, counter = pascal(hint), 2
        while name in self._model_names:
            name, counter = f"{pascal(hint)}{counter}", counter + 1
        self._model_names.add(name)
        model: type[BaseModel] = create_model(name, __base__=ProjectedArguments, __doc__=doc, **fields)
        return model

    # -- types ----------------------------------------------------------------------------------------

    def annotation(self, schema: Any, *, hint: str) -> Any:
        """The Python type (possibly `Annotated` with constraints) that validates what `schema` accepts."""
        if not isinstance(schema, Mapping):
            return Any if schema is True else self.unsupported(schema)
        if isinstance(schema.get("$ref"), str):
            return self._reference(schema["$ref"], hint=hint)
        nullable, rest = _split_null(schema)
        inner = self._non_null(rest, hint=hint) if rest is not None else None
        if inner is None:
            return type(None)
        return Optional[inner] if nullable else inner  # noqa: UP045 - built at runtime from a variable

    def unsupported(self, schema: Any) -> Any:
        """`Any`, with the original (references inlined) schema kept so the model still sees the constraint."""
        shown = self.inline(schema)
        return Annotated[Any, Field(json_schema_extra=dict(shown) if isinstance(shown, Mapping) else {})]

    def _reference(self, ref: str, *, hint: str) -> Any:
        if ref in self._models:
            return self._models[ref]
        target = self._lookup(ref)
        if target is None or ref in self._in_progress:
            # External and recursive references are not followed; the route validates them.
            return self.unsupported({"$ref": ref})
        self._in_progress.add(ref)
        try:
            converted = self.annotation(target, hint=ref.rsplit("/", 1)[-1])
        finally:
            self._in_progress.discard(ref)
        if isinstance(converted, type) and issubclass(converted, BaseModel):
            self._models[ref] = converted
        return converted

    def _non_null(self, schema: Mapping[str, Any], *, hint: str) -> Any:
        if set(schema) - _SUPPORTED_KEYS - {key for key in schema if key.startswith("x-")}:
            return self.unsupported(schema)
        if "const" in schema:
            return Literal[schema["const"]]
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return Literal[tuple(schema["enum"])]
        if isinstance(schema.get("allOf"), list) and len(schema["allOf"]) == 1:
            return self.annotation(schema["allOf"][0], hint=hint)  # the usual wrapper that lets a $ref be described
        if "allOf" in schema:
            merged = self._merge_all_of(schema)
            return self.unsupported(schema) if merged is None else self.annotation(merged, hint=hint)
        for key in ("anyOf", "oneOf"):
            if isinstance(schema.get(key), list):
                variants = [self.annotation(v, hint=f"{hint}Option{i + 1}") for i, v in enumerate(schema[key])]
                return Union[tuple(variants)] if variants else Any  # noqa: UP007 - built at runtime
        kind = schema.get("type")
        if kind is None:
            kind = "object" if "properties" in schema else "array" if "items" in schema else None
        if kind is None:
            return Any
        if isinstance(kind, list):
            variants = [self._non_null({**schema, "type": k}, hint=hint) for k in kind]
            return Union[tuple(variants)]  # noqa: UP007 - built at runtime
        return self._typed(kind, schema, hint=hint)

    def _typed(self, kind: str, schema: Mapping[str, Any], *, hint: str) -> Any:
        if kind == "object":
            return self._object(schema, hint=hint)
        if kind == "array":
            items = schema.get("items", {})
            item = self.annotation(items, hint=f"{hint}Item") if items != {} else Any
            return _constrained(list[item], _array_constraints(schema))  # type: ignore[valid-type]
        if kind == "string" and schema.get("format") in _FORMATS:
            return _FORMATS[schema["format"]]
        if kind in _SCALARS:
            constraints = _string_constraints(schema) if kind == "string" else _number_constraints(schema)
            if constraints is None:
                return self.unsupported(schema)
            return _constrained(_SCALARS[kind], constraints)
        return self.unsupported(schema)

    def _object(self, schema: Mapping[str, Any], *, hint: str) -> Any:
        if schema.get("properties"):
            return self.model(schema, hint=hint)
        extra = schema.get("additionalProperties", True)
        if isinstance(extra, Mapping):
            return dict[str, self.annotation(extra, hint=f"{hint}Value")]  # type: ignore[misc]
        return dict[str, Any]

    def object_view(self, schema: Any) -> Mapping[str, Any] | None:
        """The object schema behind `schema` (references followed, `allOf` merged), or `None` if it is no object."""
        resolved = self.resolve(schema)
        if isinstance(resolved, Mapping) and "allOf" in resolved:
            resolved = self._merge_all_of(resolved)
        if not isinstance(resolved, Mapping) or _split_null(resolved)[0]:
            return None
        return resolved if resolved.get("type", "object") == "object" and resolved.get("properties") else None

    def _merge_all_of(self, schema: Mapping[str, Any]) -> Mapping[str, Any] | None:
        parts = [self.resolve(part) for part in schema["allOf"]]
        outer = {k: v for k, v in schema.items() if k != "allOf"}
        if len(parts) == 1 and isinstance(parts[0], Mapping):
            return {**parts[0], **outer}
        if not all(isinstance(p, Mapping) and (p.get("type") == "object" or "properties" in p) for p in parts):
            return None
        properties: dict[str, Any] = {}
        required: list[str] = []
        for part in parts:
            properties.update(part.get("properties") or {})
            required += [r for r in part.get("required") or () if r not in required]
        return {**outer, "type": "object", "properties": properties, "required": required}


def _split_null(schema: Mapping[str, Any]) -> tuple[bool, Mapping[str, Any] | None]:
    """Whether `schema` admits null, and the schema of its non-null values (`None` when only null is allowed)."""
    rest = dict(schema)
    nullable = bool(rest.pop("nullable", False))
    kind = rest.get("type")
    if kind == "null":
        return True, None
    if isinstance(kind, list) and "null" in kind:
        nullable, kinds = True, [k for k in kind if k != "null"]
        rest["type"] = kinds[0] if len(kinds) == 1 else kinds
        if not kinds:
            return True, None
    if isinstance(rest.get("enum"), list) and None in rest["enum"]:
        nullable, rest["enum"] = True, [v for v in rest["enum"] if v is not None]
        if not rest["enum"]:
            return True, None
    for key in ("anyOf", "oneOf"):
        variants = rest.get(key)
        if isinstance(variants, list) and any(_is_null(v) for v in variants):
            nullable, kept = True, [v for v in variants if not _is_null(v)]
            del rest[key]
            if not kept:
                return True, None
            if len(kept) == 1:
                return True, {**kept[0], **rest} if "$ref" not in kept[0] else kept[0]
            rest[key] = kept
    return nullable, rest


def _is_null(schema: Any) -> bool:
    return isinstance(schema, Mapping) and (schema.get("type") == "null" or schema.get("enum") == [None])


def read_only(schema: Any) -> bool:
    return isinstance(schema, Mapping) and schema.get("readOnly") is True


def _not_sent() -> None:
    return None


def _plain_default(field: FieldInfo) -> bool:
    """Whether the schema gave `field` a default that is one plain value (text, a number, true or false)."""
    return field.default_factory is None and isinstance(field.default, str | int | float | bool)


def _constrained(base: Any, constraints: Mapping[str, Any]) -> Any:
    return Annotated[base, Field(**constraints)] if constraints else base


def _string_constraints(schema: Mapping[str, Any]) -> dict[str, Any] | None:
    constraints: dict[str, Any] = {}
    if "minLength" in schema:
        constraints["min_length"] = schema["minLength"]
    if "maxLength" in schema:
        constraints["max_length"] = schema["maxLength"]
    if "pattern" in schema:
        try:
            re.compile(schema["pattern"])
        except (re.error, TypeError):
            return None  # an ECMA-only pattern: leave it to the route
        constraints["pattern"] = schema["pattern"]
    if "format" in schema:
        constraints["json_schema_extra"] = {"format": schema["format"]}
    return constraints


def _number_constraints(schema: Mapping[str, Any]) -> dict[str, Any]:
    constraints: dict[str, Any] = {}
    for key, strict_key, name, strict_name in (
        ("minimum", "exclusiveMinimum", "ge", "gt"),
        ("maximum", "exclusiveMaximum", "le", "lt"),
    ):
        exclusive = schema.get(strict_key)
        if isinstance(exclusive, bool):  # OpenAPI 3.0: a flag on `minimum`/`maximum`
            if key in schema:
                constraints[strict_name if exclusive else name] = schema[key]
        else:  # OpenAPI 3.1: the bound itself
            if key in schema:
                constraints[name] = schema[key]
            if exclusive is not None:
                constraints[strict_name] = exclusive
    if "multipleOf" in schema:
        constraints["multiple_of"] = schema["multipleOf"]
    return constraints


def _array_constraints(schema: Mapping[str, Any]) -> dict[str, Any]:
    constraints: dict[str, Any] = {}
    if "minItems" in schema:
        constraints["min_length"] = schema["minItems"]
    if "maxItems" in schema:
        constraints["max_length"] = schema["maxItems"]
    if schema.get("uniqueItems") is True:
        constraints["json_schema_extra"] = {"uniqueItems": True}
    return constraints
