"""Deputy: a permission-safe AI assistant and MCP server over one tool registry."""

from deputy.core.entities import EntityRef, EntityRegistry
from deputy.core.principal import Principal, PrincipalKind
from deputy.core.registry import ToolRegistry
from deputy.core.tools import Effect, FieldDiff, Preview, Tool, ToolContext, Transport, tool

__all__ = [
    "Effect",
    "EntityRef",
    "EntityRegistry",
    "FieldDiff",
    "Preview",
    "Principal",
    "PrincipalKind",
    "Tool",
    "ToolContext",
    "ToolRegistry",
    "Transport",
    "tool",
]
