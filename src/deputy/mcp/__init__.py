"""MCP transport (Streamable HTTP, OAuth 2.1)."""
