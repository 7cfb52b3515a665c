"""The OAuth 2.1 authorization server for MCP clients: metadata, registration, token and revocation endpoints.

- RFC 8414 metadata at `/.well-known/oauth-authorization-server`; RFC 9728 protected-resource metadata at
  `/.well-known/oauth-protected-resource/mcp` (and at the root).
- RFC 7591 dynamic registration, limited per client address (the direct peer: put a proxy that rewrites the peer
  address, such as uvicorn `--proxy-headers` behind a trusted balancer, in front; `X-Forwarded-For` itself is
  never trusted here). The body, the number and length of redirect URIs and every stored field are bounded;
  redirect URIs are the three kinds RFC 8252 and OAuth 2.1 allow (`mcp.registration`).
- Codes and tokens are random, single-purpose, and stored only as SHA-256 hashes. PKCE S256 is mandatory, the
  redirect URI must match a registered one exactly, and the RFC 8707 `resource` must name this MCP server in both
  the authorization and the token request. Refresh tokens rotate; a replayed one revokes the whole grant, and so
  does a replayed code (RFC 6749 §4.1.2). A refused refresh (a wider scope, another resource) leaves the refresh
  token usable.
- Scopes are permission strings plus the `read`/`write` bundles. They are stored as asked and narrowed against
  the user's live permissions on every request (`core.tools.access.narrow`), never here.
"""

from __future__ import annotations

import base64
import hmac
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, assert_never
from urllib.parse import unquote, urlsplit

from pydantic import AnyHttpUrl, ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE
from deputy.errors import OAuthRequestError
from deputy.mcp.credentials import ACCESS_PREFIX, CLIENT_SECRET_PREFIX, REFRESH_PREFIX, digest, mint, pkce_matches
from deputy.mcp.registration import (
    GRANT_TYPES,
    MAX_REGISTRATION_BYTES,
    RegistrationRequest,
    metadata_error,
    redirect_uri_problem,
)
from deputy.runtime import Runtime
from deputy.store.identity.oauth import (
    CodeOutcome,
    CodeRecord,
    NewTokens,
    OAuthClientRecord,
    RefreshOutcome,
    TokenRecord,
)

MCP_PATH = "/mcp"
AUTHORIZE_PATH = "/oauth/authorize"
CONSENT_PATH = "/oauth/consent"
TOKEN_PATH = "/oauth/token"
REGISTER_PATH = "/oauth/register"
REVOKE_PATH = "/oauth/revoke"
CODE_TTL = timedelta(minutes=5)
REGISTRATION_WINDOW = timedelta(hours=1)
BUNDLES = (READ_SCOPE, WRITE_SCOPE)
AUTH_METHODS = ("none", "client_secret_post", "client_secret_basic")
NO_STORE = {"Cache-Control": "no-store", "Pragma": "no-cache"}


@dataclass(frozen=True, slots=True)
class OAuthUrls:
    """Every URL the flow names, derived once from `public_url`."""

    issuer: str
    resource: str
    resource_metadata: str

    @classmethod
    def from_public_url(cls, public_url: str) -> OAuthUrls:
        # Rendered as clients render it (pydantic `AnyHttpUrl`: a root URL ends in "/"), so `issuer` and `iss`
        # compare equal byte for byte on the client's side.
        issuer = str(AnyHttpUrl(public_url.rstrip("/")))
        base = issuer.rstrip("/")
        parts = urlsplit(base)
        return cls(
            issuer=issuer,
            resource=base + MCP_PATH,
            resource_metadata=f"{parts.scheme}://{parts.netloc}/.well-known/oauth-protected-resource"
            f"{parts.path}{MCP_PATH}",
        )

    def endpoint(self, path: str) -> str:
        return self.issuer.rstrip("/") + path


def known_scopes(runtime: Runtime) -> frozenset[str]:
    return frozenset(BUNDLES) | runtime.registry.permission_catalog()


def parse_scopes(runtime: Runtime, raw: str | None) -> tuple[str, ...]:
    """Requested scopes, validated; none requested means `read`."""
    scopes = tuple(dict.fromkeys((raw or "").split())) or (READ_SCOPE,)
    unknown = [s for s in scopes if s not in known_scopes(runtime)]
    if unknown:
        raise OAuthRequestError("invalid_scope", f"Unknown scope: {' '.join(unknown)}.")
    return scopes


class OAuthServer:
    def __init__(self, runtime: Runtime, urls: OAuthUrls) -> None:
        self._runtime = runtime
        self.urls = urls

    def routes(self) -> list[Route]:
        return [
            Route("/.well-known/oauth-authorization-server", self.metadata, methods=["GET"]),
            Route(urlsplit(self.urls.resource_metadata).path, self.resource_metadata, methods=["GET"]),
            Route("/.well-known/oauth-protected-resource", self.resource_metadata, methods=["GET"]),
            Route(REGISTER_PATH, _oauth_errors(self.register), methods=["POST"]),
            Route(TOKEN_PATH, _oauth_errors(self.token), methods=["POST"]),
            Route(REVOKE_PATH, _oauth_errors(self.revoke), methods=["POST"]),
        ]

    async def metadata(self, _request: Request) -> Response:
        urls = self.urls
        return JSONResponse(
            {
                "issuer": urls.issuer,
                "authorization_endpoint": urls.endpoint(AUTHORIZE_PATH),
                "token_endpoint": urls.endpoint(TOKEN_PATH),
                "registration_endpoint": urls.endpoint(REGISTER_PATH),
                "revocation_endpoint": urls.endpoint(REVOKE_PATH),
                "scopes_supported": list(BUNDLES),
                "response_types_supported": ["code"],
                "grant_types_supported": list(GRANT_TYPES),
                "token_endpoint_auth_methods_supported": list(AUTH_METHODS),
                "revocation_endpoint_auth_methods_supported": list(AUTH_METHODS),
                "code_challenge_methods_supported": ["S256"],
                "authorization_response_iss_parameter_supported": True,
            }
        )

    async def resource_metadata(self, _request: Request) -> Response:
        return JSONResponse(
            {
                "resource": self.urls.resource,
                "authorization_servers": [self.urls.issuer],
                "scopes_supported": list(BUNDLES),
                "bearer_methods_supported": ["header"],
                "resource_name": "Deputy",
            }
        )

    # -- registration ------------------------------------------------------------------------------------

    async def register(self, request: Request) -> Response:
        runtime = self._runtime
        peer = request.client.host if request.client else "unknown"
        decision = await runtime.stores.limiter.hit(
            f"oauth-register:{peer}",
            limit=runtime.settings.oauth_registrations_per_hour,
            window=REGISTRATION_WINDOW,
            now=runtime.clock.now(),
        )
        if not decision.allowed:
            return JSONResponse(
                {"error": "rate_limited", "error_description": "Too many client registrations from this address."},
                status_code=429,
                headers={"Retry-After": str(decision.retry_after), **NO_STORE},
            )
        raw = await _read_capped(request, MAX_REGISTRATION_BYTES)
        if raw is None:
            raise OAuthRequestError(
                "invalid_client_metadata", f"The registration request is larger than {MAX_REGISTRATION_BYTES} bytes."
            )
        try:
            body = RegistrationRequest.model_validate_json(raw)
        except ValidationError as exc:
            raise metadata_error(exc) from None
        for uri in body.redirect_uris:
            problem = redirect_uri_problem(uri)
            if problem is not None:
                raise OAuthRequestError("invalid_redirect_uri", problem)
        if not set(body.grant_types) <= set(GRANT_TYPES) or "authorization_code" not in body.grant_types:
            raise OAuthRequestError("invalid_client_metadata", "Only authorization_code and refresh_token grants.")
        if body.response_types != ["code"]:
            raise OAuthRequestError("invalid_client_metadata", "Only the `code` response type is supported.")
        method = body.token_endpoint_auth_method or "client_secret_basic"
        if method not in AUTH_METHODS:
            raise OAuthRequestError(
                "invalid_client_metadata", f"token_endpoint_auth_method must be one of: {', '.join(AUTH_METHODS)}."
            )
        if body.scope is not None:
            parse_scopes(runtime, body.scope)
        secret = None if method == "none" else mint(CLIENT_SECRET_PREFIX)
        now = runtime.clock.now()
        client_id = "dpc-" + uuid.uuid4().hex
        info: dict[str, Any] = {
            "client_id": client_id,
            "client_id_issued_at": int(now.timestamp()),
            "client_name": body.client_name or "MCP client",
            "redirect_uris": body.redirect_uris,
            "grant_types": body.grant_types,
            "response_types": ["code"],
            "token_endpoint_auth_method": method,
        }
        if body.scope is not None:
            info["scope"] = body.scope
        await runtime.stores.oauth.register_client(
            OAuthClientRecord(
                client_id=client_id,
                secret_hash=None if secret is None else digest(secret),
                name=info["client_name"],
                redirect_uris=tuple(body.redirect_uris),
                grant_types=tuple(body.grant_types),
                auth_method=method,
                scope=body.scope,
                client_metadata=info,
                created_at=now,
            ),
            registered_from=peer[:64],
        )
        if secret is not None:
            info |= {"client_secret": secret, "client_secret_expires_at": 0}
        return JSONResponse(info, status_code=201, headers=NO_STORE)

    # -- token -------------------------------------------------------------------------------------------

    async def token(self, request: Request) -> Response:
        form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
        client = await self._authenticate_client(request, form)
        grant = form.get("grant_type")
        if grant not in client.grant_types:
            raise OAuthRequestError("unsupported_grant_type", "This client may not use that grant type.")
        if grant == "authorization_code":
            return await self._redeem_code(client, form)
        return await self._refresh(client, form)

    async def _redeem_code(self, client: OAuthClientRecord, form: dict[str, str]) -> Response:
        runtime, now = self._runtime, self._runtime.clock.now()
        issued = _Issued()

        def grant(code: CodeRecord, family_id: str) -> NewTokens:
            if form.get("redirect_uri") != code.redirect_uri:
                raise OAuthRequestError("invalid_grant", "redirect_uri differs from the authorization request.")
            if not pkce_matches(form.get("code_verifier", ""), code.code_challenge):
                raise OAuthRequestError("invalid_grant", "The PKCE code_verifier does not match the code_challenge.")
            if form.get("resource") != code.resource:
                raise OAuthRequestError("invalid_target", f"resource must be {self.urls.resource}.")
            return self._mint(issued, client, user_id=code.user_id, scopes=code.scopes, family_id=family_id, now=now)

        code_hash = digest(form.get("code", ""))
        outcome = await runtime.stores.oauth.redeem_code(code_hash, client_id=client.client_id, now=now, grant=grant)
        match outcome:
            case CodeOutcome.REDEEMED:
                return issued.response()
            case CodeOutcome.REPLAYED:
                message = "This authorization code was already used; the tokens issued for it are now revoked."
                raise OAuthRequestError("invalid_grant", message)
            case CodeOutcome.INVALID:
                raise OAuthRequestError("invalid_grant", "The authorization code is unknown, used or expired.")
            case _:
                assert_never(outcome)

    async def _refresh(self, client: OAuthClientRecord, form: dict[str, str]) -> Response:
        runtime, now = self._runtime, self._runtime.clock.now()
        issued = _Issued()

        def grant(record: TokenRecord) -> NewTokens:
            if form.get("resource", record.resource) != record.resource:
                raise OAuthRequestError("invalid_target", f"resource must be {record.resource}.")
            scopes = record.scopes
            if form.get("scope"):
                asked = tuple(dict.fromkeys(form["scope"].split()))
                if not set(asked) <= set(record.scopes):
                    raise OAuthRequestError("invalid_scope", "A refresh can only keep or narrow the granted scopes.")
                scopes = asked
            return self._mint(
                issued, client, user_id=record.user_id, scopes=scopes, family_id=record.family_id, now=now
            )

        token_hash = digest(form.get("refresh_token", ""))
        outcome = await runtime.stores.oauth.rotate_refresh(
            token_hash, client_id=client.client_id, now=now, grant=grant
        )
        match outcome:
            case RefreshOutcome.ROTATED:
                return issued.response()
            case RefreshOutcome.REUSED:
                raise OAuthRequestError("invalid_grant", "This refresh token was already used; the grant is revoked.")
            case RefreshOutcome.INVALID:
                raise OAuthRequestError("invalid_grant", "The refresh token is unknown, expired or revoked.")
            case _:
                assert_never(outcome)

    def _mint(
        self,
        issued: _Issued,
        client: OAuthClientRecord,
        *,
        user_id: str,
        scopes: tuple[str, ...],
        family_id: str,
        now: datetime,
    ) -> NewTokens:
        """A new access and refresh token: their hashes for the store, the answer for the client in `issued`."""
        settings = self._runtime.settings
        access, refresh = mint(ACCESS_PREFIX), mint(REFRESH_PREFIX)
        issued.body = {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": settings.oauth_access_token_seconds,
            "refresh_token": refresh,
            "scope": " ".join(scopes),
        }
        return NewTokens(
            access_hash=digest(access),
            refresh_hash=digest(refresh),
            family_id=family_id,
            client_id=client.client_id,
            user_id=user_id,
            scopes=scopes,
            resource=self.urls.resource,
            access_expires_at=now + timedelta(seconds=settings.oauth_access_token_seconds),
            refresh_expires_at=now + timedelta(seconds=settings.oauth_refresh_token_seconds),
        )

    # -- revocation --------------------------------------------------------------------------------------

    async def revoke(self, request: Request) -> Response:
        form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
        client = await self._authenticate_client(request, form)
        token = form.get("token", "")
        if token.startswith((ACCESS_PREFIX, REFRESH_PREFIX)):
            await self._runtime.stores.oauth.revoke(
                digest(token), client_id=client.client_id, now=self._runtime.clock.now()
            )
        return Response(status_code=200, headers=NO_STORE)  # RFC 7009: unknown tokens are not an error

    async def _authenticate_client(self, request: Request, form: dict[str, str]) -> OAuthClientRecord:
        client_id, secret = form.get("client_id"), form.get("client_secret")
        header = request.headers.get("authorization", "")
        if header.lower().startswith("basic "):
            try:
                decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
            except ValueError:
                raise OAuthRequestError("invalid_client", "Malformed Basic credentials.", status=401) from None
            basic_id, _, basic_secret = decoded.partition(":")
            client_id, secret = unquote(basic_id), unquote(basic_secret)
        client = await self._runtime.stores.oauth.client(client_id) if client_id else None
        if client is None:
            raise OAuthRequestError("invalid_client", "Unknown client.", status=401)
        if client.secret_hash is not None and not (secret and hmac.compare_digest(digest(secret), client.secret_hash)):
            raise OAuthRequestError("invalid_client", "Client authentication failed.", status=401)
        return client


@dataclass(slots=True)
class _Issued:
    """The token response `_mint` prepared, sent once the store has kept the tokens."""

    body: dict[str, Any] | None = None

    def response(self) -> Response:
        assert self.body is not None, "the store reported tokens that grant() never minted"
        return JSONResponse(self.body, headers=NO_STORE)


async def _read_capped(request: Request, limit: int) -> bytes | None:
    """The request body, or None as soon as it is longer than `limit` bytes."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        return None
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def _oauth_errors(handler: Any) -> Any:
    async def wrapped(request: Request) -> Response:
        try:
            response: Response = await handler(request)
        except OAuthRequestError as exc:
            return JSONResponse(
                {"error": exc.code, "error_description": exc.message}, status_code=exc.status, headers=NO_STORE
            )
        return response

    return wrapped
