from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, Field

from deputy.core.tools.declarations import Effect, Preview, Tool, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.core.tools.schema import input_schema
from deputy.errors import UserError


class Args(BaseModel):
    name: str = Field(description="What to look for")
    api_key: str | None = Field(default=None, json_schema_extra={"x-secret": True})


async def run(ctx: ToolContext, args: Args) -> str:
    return args.name


def declare(**overrides: Any) -> Tool[Any]:
    fields: dict[str, Any] = {
        "name": "find",
        "description": "Find things.",
        "input_model": Args,
        "effect": Effect.READ,
        "permissions": frozenset({"things.read"}),
        "execute": run,
    }
    fields.update(overrides)
    return Tool(**fields)


@pytest.mark.parametrize("name", ["", "has space", "dots.are.bad", "x" * 65, "émoji"])
def test_unsafe_tool_names_are_refused_at_registration(name: str) -> None:
    with pytest.raises(UserError) as refused:
        declare(name=name)
    assert refused.value.code == "unsafe_tool_name"


def test_a_duplicate_name_is_refused() -> None:
    registry = ToolRegistry()
    registry.register(declare())

    with pytest.raises(UserError) as refused:
        registry.register(declare())
    assert refused.value.code == "duplicate_tool"


def test_a_mutating_tool_without_a_dry_run_is_refused() -> None:
    with pytest.raises(UserError, match="dry_run"):
        declare(effect=Effect.MUTATE)


def test_the_effect_must_be_declared_explicitly() -> None:
    with pytest.raises(UserError, match="effect"):
        declare(effect="read")


def test_the_decorator_reads_the_model_and_docstring() -> None:
    async def preview(ctx: ToolContext, args: Args) -> Preview:
        return Preview(summary=f"rename {args.name}")

    @tool(effect=Effect.MUTATE, permissions={"things.write"}, dry_run=preview, category="things")
    async def rename_thing(ctx: ToolContext, args: Args) -> str:
        """Rename a thing."""
        return args.name

    assert (rename_thing.name, rename_thing.description, rename_thing.input_model) == (
        "rename_thing",
        "Rename a thing.",
        Args,
    )
    assert rename_thing.permissions == {"things.write"}


def test_the_decorator_refuses_a_function_without_a_model_argument() -> None:
    with pytest.raises(UserError, match="pydantic model"):

        @tool(effect=Effect.READ, permissions={"x.read"})  # type: ignore[type-var]
        async def broken(ctx: ToolContext, args: dict[str, Any]) -> None:
            """Broken."""


def test_the_schema_is_closed_and_never_shows_secret_fields() -> None:
    schema = input_schema(Args)

    assert schema["additionalProperties"] is False
    assert set(schema["properties"]) == {"name"}
    assert schema["properties"]["name"]["description"] == "What to look for"


def test_the_permission_catalogue_lists_every_required_permission() -> None:
    registry = ToolRegistry()
    registry.register(declare())
    registry.register(declare(name="other", permissions=frozenset({"other.read", "things.read"})))

    assert registry.permission_catalog() == {"things.read", "other.read"}
    assert [t.name for t in registry] == ["find", "other"]


def test_a_schema_is_built_once_but_each_caller_gets_its_own_copy() -> None:
    class Query(BaseModel):
        status: str = "open"

    first = input_schema(Query)
    first["properties"]["status"]["type"] = "integer"
    first["additionalProperties"] = True

    again = input_schema(Query)

    assert again["properties"]["status"]["type"] == "string"
    assert again["additionalProperties"] is False
