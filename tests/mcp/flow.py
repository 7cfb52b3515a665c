"""The OAuth flow step by step over plain HTTP (httpx over ASGI), for tests that bend one step at a time."""

from __future__ import annotations

import base64
import hashlib
import html
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx

from deputy.core.identity.principal import Principal
from deputy.runtime import Runtime
from tests.core.toolbox import Calls

PUBLIC_URL = "http://deputy.test"
RESOURCE = f"{PUBLIC_URL}/mcp"
REDIRECT_URI = "http://127.0.0.1:9/callback"
MODERN = "2026-07-28"


@dataclass
class Sessions:
    """Browser sessions for the consent page: cookie value → user id (stands in for the login API's cookie)."""

    runtime: Runtime | None = None
    cookies: dict[str, str] = field(default_factory=dict)

    async def lookup(self, token: str, now: datetime) -> Principal | None:
        del now
        user_id = self.cookies.get(token)
        if user_id is None or self.runtime is None:
            return None
        return await self.runtime.stores.identity.principal_for_user(user_id)

    async def sign_in(self, username: str) -> str:
        assert self.runtime is not None
        user = await self.runtime.stores.identity.user_by_name(username)
        assert user is not None
        cookie = f"session-{username}-{secrets.token_hex(4)}"
        self.cookies[cookie] = user.id
        return cookie


@dataclass
class OAuthApp:
    client: httpx.AsyncClient
    runtime: Runtime
    calls: Calls
    tokens: dict[str, str]
    sessions: Sessions


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
    return verifier, challenge


def consent_form(page: str) -> dict[str, str]:
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', page))
    return {name: html.unescape(value) for name, value in fields.items()}


def query_of(response: httpx.Response) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(response.headers["location"]).query).items()}


async def register(app: OAuthApp, **metadata: Any) -> dict[str, Any]:
    body = {"client_name": "test agent", "redirect_uris": [REDIRECT_URI], "token_endpoint_auth_method": "none"}
    response = await app.client.post("/oauth/register", json=body | metadata)
    assert response.status_code == 201, response.text
    info: dict[str, Any] = response.json()
    return info


async def authorize(app: OAuthApp, client_id: str, cookie: str | None, **params: str) -> httpx.Response:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT_URI,
        "state": "s1",
        "code_challenge_method": "S256",
        "scope": "read write",
        "resource": RESOURCE,
    } | params
    headers = {"Cookie": f"deputy_session={cookie}"} if cookie else {}
    return await app.client.get("/oauth/authorize", params=query, headers=headers)


async def consent(app: OAuthApp, page: httpx.Response, cookie: str, decision: str = "allow") -> httpx.Response:
    assert page.status_code == 200, page.text
    return await app.client.post(
        "/oauth/consent",
        data={**consent_form(page.text), "decision": decision},
        headers={"Cookie": f"deputy_session={cookie}"},
    )


async def code_for(app: OAuthApp, username: str, client_id: str, challenge: str, **params: str) -> str:
    cookie = await app.sessions.sign_in(username)
    answer = await consent(app, await authorize(app, client_id, cookie, code_challenge=challenge, **params), cookie)
    assert answer.status_code == 302, answer.text
    return query_of(answer)["code"]


async def exchange(app: OAuthApp, client_id: str, code: str, verifier: str, **form: str) -> httpx.Response:
    data = {
        "grant_type": "authorization_code",
        "client_id": client_id,
        "code": code,
        "code_verifier": verifier,
        "redirect_uri": REDIRECT_URI,
        "resource": RESOURCE,
    } | form
    return await app.client.post("/oauth/token", data=data)


async def tokens_for(app: OAuthApp, username: str, scope: str = "read write") -> tuple[str, dict[str, Any]]:
    """A registered public client and a fresh token response for `username`."""
    client = await register(app)
    verifier, challenge = pkce()
    code = await code_for(app, username, client["client_id"], challenge, scope=scope)
    response = await exchange(app, client["client_id"], code, verifier)
    assert response.status_code == 200, response.text
    tokens: dict[str, Any] = response.json()
    return client["client_id"], tokens


async def mcp_call(
    app: OAuthApp, token: str | None, method: str, params: dict[str, Any] | None = None, **headers: str
) -> httpx.Response:
    """One stateless (2026-07-28) JSON-RPC request to /mcp."""
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "0"},
    }
    sent = {
        "MCP-Protocol-Version": MODERN,
        "Mcp-Method": method,
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
        **headers,
    }
    if params and "name" in params:
        sent["Mcp-Name"] = params["name"]
    if token:
        sent["Authorization"] = f"Bearer {token}"
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**(params or {}), "_meta": meta}}
    return await app.client.post("/mcp", json=body, headers=sent)


def rpc_result(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    text = response.text
    if response.headers["content-type"].startswith("text/event-stream"):
        import json

        data = [line[5:].strip() for line in text.splitlines() if line.startswith("data:") and line[5:].strip()]
        message: dict[str, Any] = json.loads(data[-1])
    else:
        message = response.json()
    assert "result" in message, message
    result: dict[str, Any] = message["result"]
    return result
