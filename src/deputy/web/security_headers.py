"""The one place that decides the browser security headers: every page the server sends may not be framed (no
clickjacking), runs only scripts from this origin, and leaks no path in a `Referer`.

A *document* is a response whose `Content-Type` is HTML, XHTML or SVG (an SVG opened on its own runs scripts like a
page). Every document gets `DOCUMENT_HEADERS`, replacing any a route set itself, so no page can weaken them; every
response gets `X-Content-Type-Options: nosniff`. Only the `http.response.start` message is read; bodies and
streams pass through untouched.
"""

from __future__ import annotations

from collections.abc import Iterable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",  # no inline script, no eval: a page's scripts are files this server serves
        # Inline styles stay allowed: Mermaid's diagrams carry <style> elements and KaTeX writes style attributes.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",  # Swagger UI's icons are data: URLs
        "object-src 'none'",
        "base-uri 'none'",
        # No `form-action`: the OAuth consent form's answer redirects to the client's own redirect URI, which
        # Chromium would check against it.
        "frame-ancestors 'none'",
    )
)

DOCUMENT_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode("ascii")),
    (b"x-frame-options", b"DENY"),  # for browsers that predate `frame-ancestors`
    (b"referrer-policy", b"strict-origin-when-cross-origin"),
)
NOSNIFF = (b"x-content-type-options", b"nosniff")

_DOCUMENT_TYPES = (b"text/html", b"application/xhtml+xml", b"image/svg+xml")
_SET_HERE = frozenset(name for name, _ in (*DOCUMENT_HEADERS, NOSNIFF))
_NOSNIFF_ONLY = frozenset((NOSNIFF[0],))


class SecurityHeaders:
    """Pure ASGI middleware (a streamed body is never buffered): adds the headers above to each response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = secured(message.get("headers", ()))
            await send(message)

        await self.app(scope, receive, send_with_headers)


def secured(headers: Iterable[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """Raw ASGI `headers` (lower-case names) with nosniff, and with `DOCUMENT_HEADERS` when they describe a
    document."""
    given = list(headers)
    document = any(name == b"content-type" and value.lower().startswith(_DOCUMENT_TYPES) for name, value in given)
    replaced = _SET_HERE if document else _NOSNIFF_ONLY
    kept = [header for header in given if header[0] not in replaced]
    if document:
        kept += DOCUMENT_HEADERS
    kept.append(NOSNIFF)
    return kept
