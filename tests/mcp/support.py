"""A live Deputy server with `/mcp`, seeded users, and the official Python MCP client doing the OAuth flow headlessly.

`live_deputy(...)` serves `create_server` with uvicorn on a loopback port fixed before start-up, so
`public_url` (the OAuth issuer and the MCP resource) is the real address clients see. `oauth_client(...)` is the
SDK's `OAuthClientProvider`: it registers, follows the 401 challenge's resource metadata, and calls our
`redirect` handler with the authorize URL; the handler plays the signed-in user's browser (the session cookie,
then the consent form's Allow button) and hands the code back.
"""

from __future__ import annotations

import html
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx2
from mcp.client.auth import AuthorizationCodeResult, OAuthClientProvider, TokenStorage
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import OAuthClientInformationFull, OAuthClientMetadata, OAuthToken
from pydantic import AnyUrl

from deputy.core.clock import ManualClock
from deputy.llm.loopback_server import listening_socket, start_server, stop_server
from deputy.runtime import Runtime
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from mcp import Client
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, seed

from .flow import Sessions

REDIRECT_URI = "http://127.0.0.1:9/callback"


@dataclass
class Deputy:
    url: str
    runtime: Runtime
    calls: Calls
    tokens: dict[str, str]
    sessions: Sessions

    @property
    def mcp_url(self) -> str:
        return f"{self.url}/mcp"


@asynccontextmanager
async def live_deputy(
    database: Database, tmp_path: Path, clock: ManualClock, *, seeded: Deputy | None = None, **settings: Any
) -> AsyncIterator[Deputy]:
    """Deputy served over real HTTP on a free port; `seeded`: another pod over the same database (no seeding)."""
    sock = listening_socket("127.0.0.1", 0)  # no public URL given: it names the port bound, as `deputy serve`'s
    calls = Calls()
    sessions = Sessions()
    config = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", **settings
    ).served_at("127.0.0.1", sock.getsockname()[1])
    app = create_server(
        config, registry=build_toolbox(calls), clock=clock, database=database, session_lookup=sessions.lookup
    )
    runtime: Runtime = app.state.deputy
    sessions.runtime = runtime
    tokens = seeded.tokens if seeded is not None else await seed(runtime)
    server, _ = await start_server(app, lifespan="on", sock=sock)
    try:
        yield Deputy(url=config.public_url, runtime=runtime, calls=calls, tokens=tokens, sessions=sessions)
    finally:
        await stop_server(server, grace=2.0)


class MemoryStorage(TokenStorage):
    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


@dataclass
class Browser:
    """The user's browser during authorize: sends the session cookie, reads the consent page, clicks a button."""

    deputy: Deputy
    cookie: str
    decision: str = "allow"
    result: AuthorizationCodeResult | None = None
    consent_pages: list[str] = field(default_factory=list)

    async def redirect(self, url: str) -> None:
        async with httpx2.AsyncClient(cookies={"deputy_session": self.cookie}) as http:
            page = await http.get(url, follow_redirects=False)
            assert page.status_code == 200, f"authorize answered {page.status_code}: {page.text[:500]}"
            self.consent_pages.append(page.text)
            form = consent_form(page.text)
            answer = await http.post(
                urljoin(self.deputy.url, "/oauth/consent"), data={**form, "decision": self.decision}
            )
        assert answer.status_code == 302, answer.text
        query = parse_qs(urlsplit(answer.headers["location"]).query)
        self.result = AuthorizationCodeResult(
            code=query.get("code", [""])[0], state=query["state"][0], iss=query.get("iss", [None])[0]
        )

    async def callback(self) -> AuthorizationCodeResult:
        assert self.result is not None
        return self.result


def consent_form(page: str) -> dict[str, str]:
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', page))
    return {name: html.unescape(value) for name, value in fields.items()}


def oauth_client(deputy: Deputy, browser: Browser, storage: MemoryStorage | None = None) -> OAuthClientProvider:
    return OAuthClientProvider(
        server_url=deputy.mcp_url,
        client_metadata=OAuthClientMetadata(client_name="pytest agent", redirect_uris=[AnyUrl(REDIRECT_URI)]),
        storage=storage or MemoryStorage(),
        redirect_handler=browser.redirect,
        callback_handler=browser.callback,
    )


class Served(Protocol):
    @property
    def mcp_url(self) -> str: ...


@asynccontextmanager
async def mcp_session(
    deputy: Served, *, mode: str, auth: httpx2.Auth | None = None, token: str | None = None, **client: Any
) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with (
        httpx2.AsyncClient(auth=auth, headers=headers, timeout=20) as http,
        Client(streamable_http_client(deputy.mcp_url, http_client=http), mode=mode, cache=None, **client) as session,
    ):
        yield session


async def signed_in_browser(deputy: Deputy, username: str, decision: str = "allow") -> Browser:
    return Browser(deputy=deputy, cookie=await deputy.sessions.sign_in(username), decision=decision)


Handler = Callable[[str], Awaitable[None]]
