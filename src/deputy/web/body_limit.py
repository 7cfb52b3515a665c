"""`BodyLimit`: no request body larger than `max_body_bytes` is read, on any endpoint of the process.

```
GET, HEAD, OPTIONS ───────────────────────────────────────────► app (never reads a body)
Content-Length > limit ───────────────────────────────────────► 413 body_too_large (the app never runs)
Content-Length ≤ limit ───────────────────────────────────────► app (the server delivers no more than it)
no Content-Length (chunked) ─► app, bytes counted as they arrive ─► past the limit: 413, the app's read fails
```
The common request costs one pass over its headers: only a body of unknown length is counted chunk by chunk.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from deputy.errors import BodyTooLarge
from deputy.web.errors import problem

UNLIMITED_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods no route of Deputy reads a body for: their bodies are never read, so never counted."""


class BodyLimit:
    """Pure ASGI middleware: a body over `limit` bytes is answered 413 `body_too_large` before it is read whole."""

    def __init__(self, app: ASGIApp, *, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in UNLIMITED_METHODS:
            await self.app(scope, receive, send)
            return
        length = _content_length(scope)
        if length is None:
            await _Counted(self.limit, scope, receive, send).run(self.app)
        elif length > self.limit:
            await _refuse(self.limit, scope, receive, send)
        else:
            await self.app(scope, receive, send)


class _BodyCutOff(Exception):
    """What the app's read raises once the body passed the limit (the 413 is already on its way)."""


class _Counted:
    """One request whose body length is unknown: counted as it streams in, cut off at the limit."""

    def __init__(self, limit: int, scope: Scope, receive: Receive, send: Send) -> None:
        self.limit = limit
        self.scope = scope
        self.size = 0
        self.started = False
        self.refused = False
        self._receive = receive
        self._send = send

    async def run(self, app: ASGIApp) -> None:
        try:
            await app(self.scope, self.receive, self.send)
        except Exception as exc:
            # The app failed because its read was cut off (perhaps inside a task group); anything else is its own.
            if not (self.refused and _caused_by_cut_off(exc)):
                raise

    async def receive(self) -> Message:
        message = await self._receive()
        if message["type"] == "http.request":
            self.size += len(message.get("body", b""))
            if self.size > self.limit:
                if not self.started:
                    self.refused = True
                    await _refuse(self.limit, self.scope, self._receive, self._send)
                raise _BodyCutOff
        return message

    async def send(self, message: Message) -> None:
        if self.refused:
            return  # the 413 is the answer; whatever the app says about its failed read is dropped
        if message["type"] == "http.response.start":
            self.started = True
        await self._send(message)


async def _refuse(limit: int, scope: Scope, receive: Receive, send: Send) -> None:
    response = problem(BodyTooLarge(limit))
    response.headers["Connection"] = "close"  # the rest of the body is never read, so the connection cannot be reused
    await response(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # the server refuses a malformed length before the app sees it; count to be safe
    return None


def _caused_by_cut_off(exc: BaseException) -> bool:
    if isinstance(exc, BaseExceptionGroup):
        return all(_caused_by_cut_off(inner) for inner in exc.exceptions)
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, _BodyCutOff):
            return True
        seen = seen.__cause__ or seen.__context__
    return False
