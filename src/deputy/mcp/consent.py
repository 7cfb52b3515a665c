"""The authorization endpoint and the consent page: a signed-in user grants one client some scopes, once per flow.

`GET /oauth/authorize` validates the client, the exact redirect URI, PKCE S256 and the RFC 8707 resource. With
no browser session it redirects to the web UI's `/login?next=…`. Otherwise it renders a minimal, escaped HTML
page listing the client and the scopes (and the permissions they would grant the user today). The page's form
carries the request signed with the server key and bound to the session, plus a CSRF token derived from the
session; `POST /oauth/consent` verifies both, then issues a single-use code (stored hashed) or `access_denied`.
Nothing is kept server-side between the two steps, so any pod can answer either.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import html
import json
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime, timedelta
from urllib.parse import urlencode, urlsplit

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from deputy.core.identity.principal import Principal
from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE, narrow
from deputy.errors import DeputyError, OAuthRequestError
from deputy.mcp.credentials import CODE_PREFIX, digest, mint
from deputy.mcp.oauth import AUTHORIZE_PATH, CODE_TTL, CONSENT_PATH, OAuthUrls, parse_scopes
from deputy.runtime import Runtime
from deputy.store.identity.oauth import CodeRecord

SESSION_COOKIE = "deputy_session"
LOGIN_PATH = "/login"
CONSENT_TTL = timedelta(minutes=10)
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
}

SessionLookup = Callable[[str, datetime], Awaitable[Principal | None]]
"""Resolve a `deputy_session` cookie to its user (live permissions), or None when it is not a live session."""

SCOPE_TEXT = {
    READ_SCOPE: "Read everything you can read",
    WRITE_SCOPE: "Everything you can do (changes still need your approval)",
}


class ConsentFlow:
    def __init__(self, runtime: Runtime, urls: OAuthUrls, sessions: SessionLookup) -> None:
        self._runtime = runtime
        self._urls = urls
        self._sessions = sessions
        self._key = hashlib.sha256(b"deputy-oauth-consent|" + runtime.secret).digest()

    def routes(self) -> list[Route]:
        return [
            Route(AUTHORIZE_PATH, self.authorize, methods=["GET"]),
            Route(CONSENT_PATH, self.consent, methods=["POST"]),
        ]

    async def authorize(self, request: Request) -> Response:
        q = request.query_params
        client = await self._runtime.stores.oauth.client(q.get("client_id", ""))
        if client is None:
            return _error_page(400, "Unknown client.")
        redirect_uri = q.get("redirect_uri", "")
        if redirect_uri not in client.redirect_uris:
            return _error_page(400, "The redirect URI is not registered for this client (exact match required).")
        state = q.get("state")
        try:
            if q.get("response_type") != "code":
                raise OAuthRequestError("unsupported_response_type", "Only response_type=code is supported.")
            if not q.get("code_challenge") or q.get("code_challenge_method") != "S256":
                raise OAuthRequestError("invalid_request", "PKCE with code_challenge_method=S256 is required.")
            if q.get("resource") != self._urls.resource:
                raise OAuthRequestError("invalid_target", f"resource must be {self._urls.resource}.")
            scopes = parse_scopes(self._runtime, q.get("scope"))
        except OAuthRequestError as exc:
            return self._back(redirect_uri, state, error=exc.code, error_description=exc.message)
        session = request.cookies.get(SESSION_COOKIE)
        principal = await self._signed_in(session)
        if principal is None or session is None:
            relative = AUTHORIZE_PATH + "?" + request.url.query
            return RedirectResponse(f"{LOGIN_PATH}?{urlencode({'next': relative})}", 302, headers=SECURITY_HEADERS)
        pending = {
            "client_id": client.client_id,
            "redirect_uri": redirect_uri,
            "state": state,
            "code_challenge": q["code_challenge"],
            "scopes": list(scopes),
            "resource": self._urls.resource,
            "user_id": principal.id,
            "exp": int((self._runtime.clock.now() + CONSENT_TTL).timestamp()),
        }
        catalog = self._runtime.registry.permission_catalog()
        granted = sorted(narrow(requested=frozenset(scopes), live=principal.permissions, catalog=catalog))
        page = _consent_page(
            client_name=client.name,
            redirect_host=urlsplit(redirect_uri).netloc,
            user=principal.name,
            scopes=scopes,
            granted=granted,
            request_blob=self._sign(pending, session),
            csrf=self._csrf(session),
        )
        return HTMLResponse(page, headers=SECURITY_HEADERS)

    async def consent(self, request: Request) -> Response:
        form = await request.form()
        session = request.cookies.get(SESSION_COOKIE)
        blob, csrf, decision = form.get("request"), form.get("csrf"), form.get("decision")
        if session is None or not isinstance(blob, str) or not isinstance(csrf, str):
            return _error_page(400, "This consent form is incomplete or your session ended. Start again.")
        if not hmac.compare_digest(csrf, self._csrf(session)):
            return _error_page(403, "The consent form did not come from this session (CSRF check failed).")
        pending = self._verify(blob, session)
        principal = await self._signed_in(session)
        if pending is None or principal is None or principal.id != pending["user_id"]:
            return _error_page(400, "This consent request expired or belongs to another session. Start again.")
        if decision != "allow":
            return self._back(pending["redirect_uri"], pending["state"], error="access_denied")
        code = mint(CODE_PREFIX)
        now = self._runtime.clock.now()
        await self._runtime.stores.oauth.issue_code(
            digest(code),
            CodeRecord(
                client_id=pending["client_id"],
                user_id=principal.id,
                redirect_uri=pending["redirect_uri"],
                code_challenge=pending["code_challenge"],
                scopes=tuple(pending["scopes"]),
                resource=pending["resource"],
                expires_at=now + CODE_TTL,
            ),
            now=now,
        )
        return self._back(pending["redirect_uri"], pending["state"], code=code)

    async def _signed_in(self, session: str | None) -> Principal | None:
        if not session or len(session) > 512:
            return None
        try:
            return await self._sessions(session, self._runtime.clock.now())
        except DeputyError:
            return None

    def _back(self, redirect_uri: str, state: str | None, **params: str) -> Response:
        values = {**params, **({"state": state} if state is not None else {}), "iss": self._urls.issuer}
        separator = "&" if urlsplit(redirect_uri).query else "?"
        return RedirectResponse(
            redirect_uri + separator + urlencode(values), 302, headers={"Cache-Control": "no-store"}
        )

    def _csrf(self, session: str) -> str:
        return hmac.new(self._key, b"csrf|" + session.encode("utf-8"), hashlib.sha256).hexdigest()

    def _sign(self, pending: Mapping[str, object], session: str) -> str:
        payload = base64.urlsafe_b64encode(json.dumps(pending, separators=(",", ":")).encode("utf-8")).decode("ascii")
        return payload + "." + self._mac(payload, session)

    def _verify(self, blob: str, session: str) -> dict[str, str] | None:
        payload, _, mac = blob.partition(".")
        if not hmac.compare_digest(mac, self._mac(payload, session)):
            return None
        try:
            pending = json.loads(base64.urlsafe_b64decode(payload.encode("ascii")))
        except ValueError:
            return None
        if not isinstance(pending, dict) or pending.get("exp", 0) < self._runtime.clock.now().timestamp():
            return None
        return pending

    def _mac(self, payload: str, session: str) -> str:
        message = f"request|{digest(session)}|{payload}".encode()
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()


def _error_page(status: int, message: str) -> HTMLResponse:
    body = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Deputy: authorization failed</title></head>"
        f"<body><h1>Authorization failed</h1><p>{html.escape(message)}</p></body></html>"
    )
    return HTMLResponse(body, status_code=status, headers=SECURITY_HEADERS)


def _consent_page(
    *,
    client_name: str,
    redirect_host: str,
    user: str,
    scopes: tuple[str, ...],
    granted: list[str],
    request_blob: str,
    csrf: str,
) -> str:
    e = html.escape
    scope_items = "".join(f"<li><code>{e(s)}</code> — {e(SCOPE_TEXT.get(s, 'Permission ' + s))}</li>" for s in scopes)
    granted_items = "".join(f"<li><code>{e(p)}</code></li>" for p in granted) or "<li>(none right now)</li>"
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Deputy: allow {e(client_name)}?</title>
<style>body{{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}}
button{{font-size:1rem;padding:.5rem 1.2rem;margin-right:.5rem}}</style></head>
<body>
<h1>Allow <em>{e(client_name)}</em> to use Deputy as {e(user)}?</h1>
<p>It will be sent back to <code>{e(redirect_host)}</code>. It asks for these scopes:</p>
<ul id="scopes">{scope_items}</ul>
<p>With your current permissions that means:</p>
<ul id="permissions">{granted_items}</ul>
<p>Access follows your permissions as they change. Changes it proposes still wait for your approval.</p>
<form method="post" action="{e(CONSENT_PATH)}">
<input type="hidden" name="request" value="{e(request_blob)}">
<input type="hidden" name="csrf" value="{e(csrf)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body></html>
"""
