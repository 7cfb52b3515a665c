"""MCP tool descriptions are built once per tool object and equal what `describe` builds fresh."""

from __future__ import annotations

from pydantic import BaseModel

from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.mcp.tools import describe, described
from tests.core.toolbox import Calls, build_toolbox


class Query(BaseModel):
    text: str = ""


def test_a_tools_description_is_built_once_and_equals_a_fresh_one() -> None:
    registry = build_toolbox(Calls())
    first = [described(t) for t in registry]
    again = [described(t) for t in registry]
    assert all(a is b for a, b in zip(first, again, strict=True))
    assert first == [describe(t) for t in registry]


def test_another_tool_with_the_same_name_gets_its_own_description() -> None:
    @tool(effect=Effect.READ, permissions={"x.read"}, name="lookup")
    async def one(ctx: ToolContext, args: Query) -> str:
        """Look something up."""
        return args.text

    @tool(effect=Effect.READ, permissions={"y.read"}, name="lookup")
    async def other(ctx: ToolContext, args: Query) -> str:
        """Look something else up."""
        return args.text

    first, second = described(one), described(other)
    assert first.description == "Look something up."
    assert second.description == "Look something else up."
