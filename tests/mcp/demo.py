"""The Acme Ops demo served live (uvicorn on loopback) for MCP tests, with a recorder of what Acme Ops received.

`live_demo(...)` is `build_demo_app` + `prepare_demo` with a bearer API token per demo user; `seen` holds the
request headers of every request that reached the Acme Ops app, however it got there (in-process host calls from
tools, or `/acme` on the server).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from starlette.types import ASGIApp, Receive, Scope, Send

from deputy.core.clock import ManualClock
from deputy.demo import DemoApp, build_demo_app, prepare_demo
from deputy.llm.loopback_server import listening_socket, start_server, stop_server
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from tests.demo.conftest import tokens_for
from tests.web.conftest import SECRET


@dataclass
class Seen:
    """What the host application received: method, path and lower-cased headers of each request, in order."""

    requests: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)

    def authorizations(self) -> list[str]:
        return [headers.get("authorization", "") for _, _, headers in self.requests]


class HeaderRecorder:
    def __init__(self, app: ASGIApp, seen: Seen) -> None:
        self.app = app
        self.seen = seen

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
            self.seen.requests.append((scope["method"], scope["path"], headers))
        await self.app(scope, receive, send)


@dataclass
class LiveDemo:
    url: str
    demo: DemoApp
    tokens: dict[str, str]
    seen: Seen

    @property
    def mcp_url(self) -> str:
        return f"{self.url}/mcp"

    @property
    def runtime(self) -> Runtime:
        return self.demo.runtime

    def acme(self) -> httpx.AsyncClient:
        """A client straight into the Acme Ops app, as the host caller reaches it (in-process)."""
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=self.demo.acme), base_url="http://localhost")


@asynccontextmanager
async def live_demo(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[LiveDemo]:
    sock = listening_socket("127.0.0.1", 0)
    settings = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", demo=True
    ).served_at("127.0.0.1", sock.getsockname()[1])
    demo = build_demo_app(settings, database=database, clock=clock)
    seen = Seen()
    demo.acme.add_middleware(HeaderRecorder, seen=seen)
    await prepare_demo(demo)
    tokens = await tokens_for(demo.runtime)
    server, _ = await start_server(demo.app, lifespan="on", sock=sock)
    try:
        yield LiveDemo(url=settings.public_url, demo=demo, tokens=tokens, seen=seen)
    finally:
        await stop_server(server, grace=2.0)
