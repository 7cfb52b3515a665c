"""`create_server(settings)`: the whole HTTP surface of one process, the web API and UI with MCP mounted beside it.

The composition root above the two transports, which never import each other (`web`, `mcp`).
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from deputy.settings import Settings
from deputy.web.app import create_app


def create_server(settings: Settings, **parts: Any) -> FastAPI:
    """The web app (`create_app` takes `parts`: registry, clock, database, host) with `/mcp` mounted."""
    return create_app(settings, **parts)
