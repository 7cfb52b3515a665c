"""Deputy: a permission-safe AI assistant and MCP server over one tool registry."""

from deputy.core.conversations.entities import EntityRef, EntityRegistry
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.core.tools.declarations import Effect, FieldDiff, Preview, Tool, ToolContext, Transport, tool
from deputy.core.tools.registry import ToolRegistry

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
