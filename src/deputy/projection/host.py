"""`HttpHostCaller`: the `HostCaller` that re-enters the host application *as the user*, over `httpx`.

Security contract
-----------------
A tool reaches the host application only through `ctx.host`, a caller built for **this** caller from **their**
credentials, per call or per turn. Tools must never capture a trusted service client (one holding a service
account, an API key, or anybody else's credentials): the route's authorization has to see the user, or it
protects nothing. This module keeps its side of that bargain:

- Only the caller's `Authorization`, `Cookie` and `X-CSRF-Token` headers are forwarded; nothing else from the
  incoming request (forwarding headers, tenant headers, API keys...) crosses. The CSRF token travels with the
  session cookie it belongs to: the request that started the call already passed Deputy's CSRF check, and a
  projected write that re-enters a cookie-authenticated route (Deputy's own, or a host's using the same
  double-submit scheme) must pass it again. It adds nothing the cookie does not already carry. The credential
  must be one the host accepts: a Deputy-issued MCP token is for Deputy (RFC 8707 audience) and is never
  forwarded. Over MCP the caller carries a host assertion instead (`deputy.core.identity.host_assertion`): minted per
  tool call for the same user and scopes, at most 120 s, revoked when the call ends, accepted only by the
  in-process host app.
- A tool's header parameters can never set or override credentials or transport headers.
- Paths are relative to `base_url`; an absolute or scheme-relative URL is refused, so credentials cannot be
  sent to another host. Redirects are followed only within the same origin (scheme, host and port); any other
  redirect is returned unfollowed, and the projection reports it as a failure.
- Nothing the host sets is kept: there is no cookie jar, so one call's `Set-Cookie` never reaches another call.
  Only an allowlist of response headers is passed back (never `Set-Cookie`).
- Every call has a timeout; environment proxies and `.netrc` are ignored (`trust_env=False`). A timeout or a
  network failure is a `ToolExecutionError` with a message that names no credential.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from http.cookiejar import CookieJar, DefaultCookiePolicy
from types import TracebackType
from typing import Any, Self

import httpx
from starlette.types import ASGIApp

from deputy.core.tools.declarations import HostResponse
from deputy.errors import ToolExecutionError, UserError
from deputy.projection.schema_model import HIDDEN_HEADERS

FORWARDED_HEADERS = frozenset({"authorization", "cookie", "x-csrf-token"})
"""The only request headers a host caller forwards: the caller's credentials and their session's CSRF token."""

EXPOSED_RESPONSE_HEADERS = frozenset(
    {"content-type", "content-location", "location", "etag", "last-modified", "retry-after", "link"}
)
"""Response headers passed back to tools by default. `Set-Cookie` and friends never are."""

DEFAULT_TIMEOUT = 10.0


def forwarded_credentials(headers: Mapping[str, str] | Iterable[tuple[str, str]]) -> dict[str, str]:
    """The `authorization`, `cookie` and `x-csrf-token` headers of an incoming request, and nothing else.

    Accepts a mapping (Starlette's `request.headers` included) or `(name, value)` pairs; repeated `Cookie`
    headers are joined, as HTTP/2 allows.
    """
    pairs = headers.items() if isinstance(headers, Mapping) else headers
    picked: dict[str, str] = {}
    for name, value in pairs:
        key = name.lower()
        if key == "cookie" and key in picked:
            picked[key] = f"{picked[key]}; {value}"
        elif key in FORWARDED_HEADERS:
            picked[key] = value
    return picked


class HttpHostCaller:
    """Calls the host application's own routes with one caller's credentials. Build one per call or turn.

    In-process: pass `app` (the calls go through `httpx.ASGITransport`, so the app's middleware, dependencies
    and authorization all run). Remote: pass only `base_url` (or a `transport` to share a connection pool; it
    is borrowed, not closed). Close it with `aclose()` or use it as an async context manager.
    """

    def __init__(
        self,
        *,
        credentials: Mapping[str, str],
        base_url: str = "http://localhost",
        app: ASGIApp | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_redirects: int = 5,
        expose_headers: Iterable[str] = (),
    ) -> None:
        if app is not None and transport is not None:
            raise UserError("Give HttpHostCaller an app (in-process) or a transport (remote), not both.")
        # Filtered again here: whatever the caller passed, only credentials are forwarded.
        self._credentials = forwarded_credentials(credentials)
        self._origin = _origin(httpx.URL(base_url))
        self._timeout = timeout
        self._max_redirects = max_redirects
        self._exposed = EXPOSED_RESPONSE_HEADERS | {h.lower() for h in expose_headers}
        if app is not None:
            transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        elif transport is not None:
            transport = _Borrowed(transport)
        self._client = httpx.AsyncClient(
            base_url=base_url,
            transport=transport,
            timeout=timeout,
            follow_redirects=False,
            cookies=_no_cookie_jar(),
            trust_env=False,
        )

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> HostResponse:
        """Send one request as the caller. `headers` are a tool's header parameters, never credentials."""
        if not path.startswith("/") or path.startswith("//"):
            raise ToolExecutionError("A host call must use a path on the host application, such as /items/7.")
        outgoing = {**_tool_headers(headers), **self._credentials}
        try:
            request = self._client.build_request(method, path, params=params, json=json, headers=outgoing)
            if _origin(request.url) != self._origin:
                raise ToolExecutionError("A host call must stay on the host application.")
            response = await self._send_within_origin(request)
        except httpx.TimeoutException as exc:
            raise ToolExecutionError(
                f"The host application did not answer {method} {path} within {self._timeout:g} s."
            ) from exc
        except httpx.HTTPError as exc:
            raise ToolExecutionError(f"Could not reach the host application for {method} {path}.") from exc
        return HostResponse(
            status=response.status_code,
            body=_decode(response),
            headers={k: v for k, v in response.headers.items() if k.lower() in self._exposed},
        )

    async def _send_within_origin(self, request: httpx.Request) -> httpx.Response:
        for _ in range(self._max_redirects):
            response = await self._client.send(request)
            follow = response.next_request
            if follow is None or _origin(follow.url) != self._origin:
                return response
            await response.aclose()
            # httpx drops `Cookie` on every redirect; same origin means the same user may present it again.
            for name, value in self._credentials.items():
                follow.headers[name] = value
            request = follow
        return await self._client.send(request)

    async def aclose(self) -> None:
        await self._client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()


@dataclass(frozen=True, slots=True, kw_only=True)
class HostCallerFactory:
    """Where the host application is, and how to reach it: configuration only, never credentials.

    Build it once at start-up; call `for_request(request.headers)` in each request (or turn) to get a caller
    that carries that request's `Authorization`, `Cookie` and `X-CSRF-Token`, and put it in the `ToolContext`.
    """

    base_url: str = "http://localhost"
    app: ASGIApp | None = None
    transport: httpx.AsyncBaseTransport | None = None
    timeout: float = DEFAULT_TIMEOUT
    max_redirects: int = 5
    expose_headers: frozenset[str] = field(default_factory=frozenset)

    def for_request(self, headers: Mapping[str, str] | Iterable[tuple[str, str]]) -> HttpHostCaller:
        """A caller for the principal behind `headers` (only their credentials are taken from them)."""
        return HttpHostCaller(
            credentials=forwarded_credentials(headers),
            base_url=self.base_url,
            app=self.app,
            transport=self.transport,
            timeout=self.timeout,
            max_redirects=self.max_redirects,
            expose_headers=self.expose_headers,
        )


class _Borrowed(httpx.AsyncBaseTransport):
    """A shared transport (a connection pool) that one caller uses but must not close."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self._inner = inner

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        return None


def _no_cookie_jar() -> CookieJar:
    # A policy that accepts no domain: the client never stores what the host sets.
    return CookieJar(policy=DefaultCookiePolicy(allowed_domains=[]))


def _tool_headers(headers: Mapping[str, str] | None) -> dict[str, str]:
    for name in headers or {}:
        if name.lower() in HIDDEN_HEADERS or name.lower() in FORWARDED_HEADERS:
            raise ToolExecutionError(f"A tool may not set the {name} header; credentials come from the caller.")
    return dict(headers or {})


def _origin(url: httpx.URL) -> tuple[str, str, int | None]:
    default_port = {"http": 80, "https": 443}.get(url.scheme)
    return url.scheme, url.host, url.port or default_port


def _decode(response: httpx.Response) -> Any:
    if not response.content:
        return None
    if "json" in response.headers.get("content-type", ""):
        try:
            return response.json()
        except ValueError:
            return response.text
    return response.text
