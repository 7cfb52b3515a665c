"""The MCP transport: `/mcp` (Streamable HTTP, both protocol eras) and its OAuth 2.1 authorization server."""

from deputy.mcp.app import McpApp, build_mcp
from deputy.mcp.consent import SessionLookup

__all__ = ["McpApp", "SessionLookup", "build_mcp"]
