"""The tool registry: one map of tools, two ways in (composite tools and projected routes)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from deputy.core.tools.declarations import Tool
from deputy.errors import UserError


class ProjectionSource(Protocol):
    """Something that can turn an existing route into a tool (see `deputy.projection`)."""

    def build_tool(self) -> Tool[Any]: ...


class ToolRegistry:
    """Holds every tool by name. Names are unique; registration fails loudly on a clash."""

    def __init__(self) -> None:
        self._tools: dict[str, Tool[Any]] = {}
        self._catalog: frozenset[str] = frozenset()

    def register(self, tool: Tool[Any]) -> Tool[Any]:
        """Add a hand-written (composite) tool."""
        if tool.name in self._tools:
            raise UserError(f"A tool named {tool.name!r} is already registered.", code="duplicate_tool")
        self._tools[tool.name] = tool
        self._catalog |= tool.permissions
        return tool

    def project(self, source: ProjectionSource) -> Tool[Any]:
        """Add a tool that re-enters an existing route as the user, so the route's own authorization runs."""
        return self.register(source.build_tool())

    def get(self, name: str) -> Tool[Any] | None:
        return self._tools.get(name)

    def __iter__(self) -> Iterator[Tool[Any]]:
        return iter(sorted(self._tools.values(), key=lambda t: t.name))

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def permission_catalog(self) -> frozenset[str]:
        """Every permission some tool requires: the ceiling for narrowing an administrator's scoped token."""
        return self._catalog
