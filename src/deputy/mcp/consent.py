"""The authorization endpoint and the consent page: a signed-in user grants one client some scopes, once per flow.

`GET /oauth/authorize` validates the client, the exact redirect URI, PKCE S256 and the RFC 8707 resource. With
no browser session it redirects to the web UI's `/login?next=…`. Otherwise it renders a minimal, escaped HTML
page listing the client, the host the browser will be sent back to, and the scopes (and the permissions they would
grant the user today). The page's form carries the request signed with the server key and bound to the session,
with a random nonce, plus a CSRF token derived from the session; `POST /oauth/consent` verifies both, records the
nonce as used (in the database, atomically: a second submission of the same form, on any pod, gets an error page
and no second code), then issues a single-use code (stored hashed) or `access_denied`. Nothing else is kept
server-side between the two steps, so any pod can answer either. The pages' framing, script and referrer headers
are the server's, as for every page: the web app these routes are served in sets them (`deputy.web.security_headers`).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import html
import json
import re
import secrets
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode, urlsplit

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from deputy.core.identity.principal import Principal
from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE, narrow
from deputy.errors import DeputyError, OAuthRequestError
from deputy.mcp.credentials import CODE_PREFIX, digest, mint
from deputy.mcp.oauth import (
    AUTHORIZE_PATH,
    CODE_TTL,
    CONSENT_PATH,
    NO_STORE,
    OAuthUrls,
    parse_scopes,
)
from deputy.mcp.registration import LOOPBACK_HOSTS, redirect_uri_problem
from deputy.runtime import Runtime
from deputy.store.identity.oauth import CodeRecord

SESSION_COOKIE = "deputy_session"
LOGIN_PATH = "/login"
CONSENT_TTL = timedelta(minutes=10)
S256_CHALLENGE = re.compile(r"[A-Za-z0-9_-]{43}")
"""RFC 7636 §4.2: BASE64URL(SHA-256(verifier)) without padding is 43 characters."""

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
        problem = redirect_uri_problem(redirect_uri)  # a client registered before the rules were as strict
        if problem is not None:
            return _error_page(400, problem)
        state = q.get("state")
        try:
            if q.get("response_type") != "code":
                raise OAuthRequestError("unsupported_response_type", "Only response_type=code is supported.")
            if not q.get("code_challenge") or q.get("code_challenge_method") != "S256":
                raise OAuthRequestError("invalid_request", "PKCE with code_challenge_method=S256 is required.")
            if not S256_CHALLENGE.fullmatch(q["code_challenge"]):
                raise OAuthRequestError(
                    "invalid_request", "code_challenge must be the 43-character BASE64URL SHA-256 of the verifier."
                )
            if q.get("resource") != self._urls.resource:
                raise OAuthRequestError("invalid_target", f"resource must be {self._urls.resource}.")
            scopes = parse_scopes(self._runtime, q.get("scope"))
        except OAuthRequestError as exc:
            return self._back(redirect_uri, state, error=exc.code, error_description=exc.message)
        session = request.cookies.get(SESSION_COOKIE)
        principal = await self._signed_in(session)
        if principal is None or session is None:
            relative = AUTHORIZE_PATH + "?" + request.url.query
            return RedirectResponse(f"{LOGIN_PATH}?{urlencode({'next': relative})}", 302, headers=NO_STORE)
        pending = {
            "client_id": client.client_id,
            "redirect_uri": redirect_uri,
            "state": state,
            "code_challenge": q["code_challenge"],
            "scopes": list(scopes),
            "resource": self._urls.resource,
            "user_id": principal.id,
            "exp": int((self._runtime.clock.now() + CONSENT_TTL).timestamp()),
            "nonce": secrets.token_urlsafe(16),
        }
        catalog = self._runtime.registry.permission_catalog()
        granted = sorted(narrow(requested=frozenset(scopes), live=principal.permissions, catalog=catalog))
        page = _consent_page(
            client_name=client.name,
            redirect_uri=redirect_uri,
            user=principal.name,
            scopes=scopes,
            granted=granted,
            request_blob=self._sign(pending, session),
            csrf=self._csrf(session),
        )
        return HTMLResponse(page, headers=NO_STORE)

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
        if pending is None or principal is None or principal.id != pending["user_id"] or "nonce" not in pending:
            return _error_page(400, "This consent request expired or belongs to another session. Start again.")
        first = await self._runtime.stores.oauth.use_consent(
            digest(pending["nonce"]),
            expires_at=datetime.fromtimestamp(int(pending["exp"]), UTC),
            now=self._runtime.clock.now(),
        )
        if not first:
            return _error_page(
                400, "This consent form was already answered; each form counts once. Start again from your app."
            )
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
        return RedirectResponse(redirect_uri + separator + urlencode(values), 302, headers=NO_STORE)

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
    return HTMLResponse(body, status_code=status, headers=NO_STORE)


def _destination(redirect_uri: str) -> tuple[str, str]:
    """Where the browser goes after the answer, for a person: the host (or the app's scheme), and what kind it is."""
    parts = urlsplit(redirect_uri)
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https"):
        return f"{parts.scheme}:", "an app on this device that opens these links"
    shown = f"[{host}]" if ":" in host else host
    if parts.port is not None:
        shown += f":{parts.port}"
    if host in LOOPBACK_HOSTS:
        return shown, "an app on this computer"
    return shown, "a web site"


def _consent_page(
    *,
    client_name: str,
    redirect_uri: str,
    user: str,
    scopes: tuple[str, ...],
    granted: list[str],
    request_blob: str,
    csrf: str,
) -> str:
    e = html.escape
    where, kind = _destination(redirect_uri)
    scope_items = "".join(f"<li><code>{e(s)}</code> — {e(SCOPE_TEXT.get(s, 'Permission ' + s))}</li>" for s in scopes)
    granted_items = "".join(f"<li><code>{e(p)}</code></li>" for p in granted) or "<li>(none right now)</li>"
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Deputy: allow {e(client_name)}?</title>
<style>body{{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}}
button{{font-size:1rem;padding:.5rem 1.2rem;margin-right:.5rem}}small{{overflow-wrap:anywhere}}
#redirect-host{{font-size:1.25rem}}</style></head>
<body>
<h1>Allow <em>{e(client_name)}</em> to use Deputy as {e(user)}?</h1>
<p>Your answer goes to {e(kind)}: <strong id="redirect-host">{e(where)}</strong>
<br><small>(<code>{e(redirect_uri)}</code>)</small></p>
<p>It asks for these scopes:</p>
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
