"""OpenAPI operation inputs convert to one closed pydantic model; odd constructs degrade instead of crashing."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

import pytest

from deputy.core.tools.schema import dump_arguments, input_schema, validate_arguments
from deputy.errors import ToolInputError, UserError
from deputy.projection import OperationInput, operation_input

COMPONENTS: dict[str, Any] = {
    "schemas": {
        "Address": {
            "type": "object",
            "required": ["city"],
            "properties": {
                "city": {"type": "string", "description": "City name"},
                "zip": {"type": "string", "pattern": "^[0-9]{5}$", "nullable": True},
            },
        },
        "Person": {
            "type": "object",
            "required": ["name", "address"],
            "properties": {
                "id": {"type": "string", "format": "uuid", "readOnly": True},
                "name": {"type": "string", "minLength": 1},
                "address": {"$ref": "#/components/schemas/Address"},
                "previous": {"type": "array", "items": {"$ref": "#/components/schemas/Address"}, "maxItems": 3},
                "role": {"type": "string", "enum": ["admin", "member", None]},
                "born": {"type": "string", "format": "date-time"},
                "labels": {"type": "object", "additionalProperties": {"type": "integer"}},
            },
        },
        "Node": {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}},
            },
        },
    }
}


def convert(operation: dict[str, Any], *, path_item: dict[str, Any] | None = None) -> OperationInput:
    spec = {"openapi": "3.0.3", "paths": {}, "components": COMPONENTS}
    return operation_input(spec, path_item=path_item or {}, operation=operation, model_name="op")


def json_body(schema: dict[str, Any], *, required: bool = True) -> dict[str, Any]:
    return {"requestBody": {"required": required, "content": {"application/json": {"schema": schema}}}}


def schema_of(converted: OperationInput) -> dict[str, Any]:
    return input_schema(converted.model)


def test_a_ref_body_is_flattened_and_its_nested_refs_become_closed_definitions() -> None:
    schema = schema_of(convert(json_body({"$ref": "#/components/schemas/Person"})))

    assert set(schema["properties"]) == {"name", "address", "previous", "role", "born", "labels"}
    assert schema["required"] == ["name", "address"]
    assert schema["properties"]["address"] == {"$ref": "#/$defs/Address"}
    assert schema["$defs"]["Address"]["required"] == ["city"]
    assert schema["$defs"]["Address"]["additionalProperties"] is False
    assert schema["$defs"]["Address"]["properties"]["city"]["description"] == "City name"
    assert schema["properties"]["previous"]["maxItems"] == 3
    assert schema["properties"]["labels"]["additionalProperties"] == {"type": "integer"}


def test_a_read_only_property_is_not_an_input() -> None:
    converted = convert(json_body({"$ref": "#/components/schemas/Person"}))

    assert "id" not in schema_of(converted)["properties"]
    with pytest.raises(ToolInputError, match="id"):
        validate_arguments("op", converted.model, {"id": "x", "name": "Ann", "address": {"city": "Oslo"}})


def test_nested_values_are_validated_and_parsed_into_real_types() -> None:
    model = convert(json_body({"$ref": "#/components/schemas/Person"})).model
    good = {"name": "Ann", "address": {"city": "Oslo", "zip": None}, "born": "2024-05-01T12:00:00Z", "role": None}

    args = validate_arguments("op", model, good)

    assert dump_arguments(args) == {**good, "born": "2024-05-01T12:00:00Z"}
    assert args.born == datetime(2024, 5, 1, 12, tzinfo=UTC)  # type: ignore[attr-defined]
    with pytest.raises(ToolInputError) as refused:
        validate_arguments(
            "op",
            model,
            {"name": "", "address": {"zip": "123"}, "previous": [{}] * 4, "role": "owner", "labels": {"a": "x"}},
        )
    fields = {issue["field"] for issue in refused.value.issues}
    assert fields >= {"name", "address.city", "address.zip", "previous", "role", "labels.a"}


def test_every_spelling_of_null_accepts_null() -> None:
    properties = {
        "v30": {"type": "integer", "nullable": True},
        "v31": {"type": ["integer", "null"]},
        "any": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
        "one": {"oneOf": [{"$ref": "#/components/schemas/Address"}, {"type": "null"}]},
        "enum": {"type": "string", "enum": ["a", None]},
    }
    model = convert(json_body({"type": "object", "properties": properties})).model

    assert dump_arguments(validate_arguments("op", model, dict.fromkeys(properties))) == dict.fromkeys(properties)
    for name in ("v30", "v31", "any"):
        with pytest.raises(ToolInputError, match=name):
            validate_arguments("op", model, {name: "many"})


def test_an_optional_field_without_default_is_left_out_of_the_call_and_one_with_a_default_is_sent_at_it() -> None:
    converted = convert(
        {
            "parameters": [
                {"name": "q", "in": "query", "schema": {"type": "string"}},
                {"name": "page", "in": "query", "schema": {"type": "integer", "default": 1}, "description": "Page"},
            ]
        }
    )

    properties = schema_of(converted)["properties"]
    assert properties["q"] == {"type": "string"}  # compact: titles that repeat the field's name are left out
    assert properties["page"] == {"type": "integer", "default": 1, "description": "Page"}
    # Left out, `q` is not sent; `page` is sent at its default, which the route would apply anyway (a preview that
    # reads it must not fail, and the proposal says what will happen).
    assert dump_arguments(validate_arguments("op", converted.model, {})) == {"page": 1}
    with pytest.raises(ToolInputError, match="q"):
        validate_arguments("op", converted.model, {"q": None})  # not nullable: leave it out instead


def test_all_of_parts_are_merged_and_a_single_ref_wrapper_is_unwrapped() -> None:
    body = {
        "allOf": [
            {"$ref": "#/components/schemas/Address"},
            {"type": "object", "required": ["street"], "properties": {"street": {"type": "string"}}},
        ]
    }
    schema = schema_of(convert(json_body(body)))

    assert set(schema["properties"]) == {"city", "zip", "street"}
    assert schema["required"] == ["city", "street"]
    wrapped = schema_of(
        convert(
            json_body({"type": "object", "properties": {"home": {"allOf": [{"$ref": "#/components/schemas/Address"}]}}})
        )
    )
    assert wrapped["properties"]["home"]["$ref"] == "#/$defs/Address"


def test_formats_and_numeric_bounds_of_both_openapi_versions_are_enforced() -> None:
    properties = {
        "id": {"type": "string", "format": "uuid"},
        "email": {"type": "string", "format": "email"},
        "ratio": {"type": "number", "minimum": 0, "exclusiveMinimum": True, "maximum": 1},
        "count": {"type": "integer", "exclusiveMaximum": 10, "multipleOf": 2},
    }
    converted = convert(json_body({"type": "object", "properties": properties}))
    schema = schema_of(converted)

    assert schema["properties"]["email"] == {"type": "string", "format": "email"}
    assert schema["properties"]["ratio"]["exclusiveMinimum"] == 0
    args = validate_arguments("op", converted.model, {"id": str(uuid.UUID(int=7)), "ratio": 0.5, "count": 8})
    assert args.id == uuid.UUID(int=7)  # type: ignore[attr-defined]
    with pytest.raises(ToolInputError) as refused:
        validate_arguments("op", converted.model, {"id": "nope", "ratio": 0, "count": 10})
    assert [issue["field"] for issue in refused.value.issues] == ["id", "ratio", "count"]


def test_an_unsupported_construct_degrades_to_any_and_keeps_its_original_schema() -> None:
    properties = {
        "code": {"not": {"type": "string"}, "description": "Anything but text"},
        "tree": {"$ref": "#/components/schemas/Node"},
        "remote": {"$ref": "https://example.com/schemas/thing.json"},
        "ecma": {"type": "string", "pattern": "(?<name>x)\\k<name>"},
    }
    converted = convert(json_body({"type": "object", "properties": properties}))
    schema = schema_of(converted)

    assert schema["properties"]["code"] == {
        "not": {"type": "string"},
        "description": "Anything but text",
    }
    node = schema["$defs"]["Node"]["properties"]["children"]["items"]
    assert node["properties"]["children"]["items"] == {}  # the cycle is shown once, then cut
    assert schema["properties"]["remote"]["x-unresolved-ref"] == "https://example.com/schemas/thing.json"
    assert schema["properties"]["ecma"]["pattern"] == "(?<name>x)\\k<name>"
    args = validate_arguments("op", converted.model, {"code": 5, "tree": {"children": [{"x": 1}]}, "ecma": "xx"})
    assert dump_arguments(args)["tree"] == {"children": [{"x": 1}]}


def test_awkward_wire_names_become_aliases_and_the_schema_keeps_the_wire_names() -> None:
    parameters = [
        {"name": name, "in": "query", "schema": {"type": "string"}}
        for name in ("from", "model_id", "1st", "page[size]", "json", "_id", "_1", "€")
    ]
    parameters.append({"name": "X-Trace-Id", "in": "header", "schema": {"type": "string"}})
    converted = convert({"parameters": parameters})
    wire = {"from": "a", "model_id": "b", "1st": "c", "page[size]": "d", "json": "e", "X-Trace-Id": "f"}
    wire |= {"_id": "g", "_1": "h", "€": "i"}

    assert set(schema_of(converted)["properties"]) == set(wire)
    assert dump_arguments(validate_arguments("op", converted.model, wire)) == wire


def test_credentials_and_cookies_are_never_parameters_of_a_tool() -> None:
    parameters = [
        {"name": "Authorization", "in": "header", "required": True, "schema": {"type": "string"}},
        {"name": "Content-Type", "in": "header", "schema": {"type": "string"}},
        {"name": "session", "in": "cookie", "required": True, "schema": {"type": "string"}},
        {"name": "X-Request-Id", "in": "header", "schema": {"type": "string"}},
    ]

    assert set(schema_of(convert({"parameters": parameters}))["properties"]) == {"X-Request-Id"}


def test_path_item_parameters_apply_and_the_operation_may_override_them() -> None:
    path_item = {
        "parameters": [
            {"name": "team", "in": "path", "schema": {"type": "string"}},
            {"name": "verbose", "in": "query", "schema": {"type": "boolean"}},
        ]
    }
    operation = {"parameters": [{"name": "verbose", "in": "query", "schema": {"type": "integer"}}]}
    schema = schema_of(convert(operation, path_item=path_item))

    assert schema["required"] == ["team"]  # path parameters are always required
    assert schema["properties"]["verbose"]["type"] == "integer"


def test_a_body_whose_fields_clash_with_parameters_is_nested_under_body() -> None:
    converted = convert(
        {"parameters": [{"name": "name", "in": "query", "schema": {"type": "string"}}]}
        | json_body({"$ref": "#/components/schemas/Person"})
    )

    schema = schema_of(converted)
    assert set(schema["properties"]) == {"name", "body"}
    assert schema["properties"]["body"] == {"$ref": "#/$defs/Person"}
    assert converted.binding("body") is not None


def test_array_bodies_are_nested_and_a_parameter_named_body_moves_it_to_request_body() -> None:
    items = convert(json_body({"type": "array", "items": {"type": "integer"}}, required=False))
    assert schema_of(items)["properties"]["body"]["items"] == {"type": "integer"}
    assert "required" not in schema_of(items)

    renamed = convert(
        {"parameters": [{"name": "body", "in": "query", "schema": {"type": "string"}}]}
        | json_body({"type": "array", "items": {"type": "integer"}})
    )
    assert schema_of(renamed)["required"] == ["request_body"]


def test_a_required_body_that_is_not_json_cannot_be_projected_and_an_optional_one_is_left_out() -> None:
    form = {"content": {"multipart/form-data": {"schema": {"type": "object"}}}}

    with pytest.raises(UserError, match="only JSON bodies"):
        convert({"requestBody": {**form, "required": True}})
    assert schema_of(convert({"requestBody": form}))["properties"] == {}


def test_an_optional_object_body_flattens_into_optional_fields() -> None:
    converted = convert(json_body({"$ref": "#/components/schemas/Address"}, required=False))

    assert "required" not in schema_of(converted)
    assert dump_arguments(validate_arguments("op", converted.model, {})) == {}
