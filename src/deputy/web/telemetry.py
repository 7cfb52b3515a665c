"""Every HTTP request: a request id, a span, its latency by route template and one log line without its content.

The request id is the client's `X-Request-ID` when it is a short plain token, else a new one; it is echoed in the
response and bound for every log line written while the request runs (and in the turns it starts). Routes are
labelled by template (`/api/conversations/{conversation_id}`), never by the path a client sent, and a path that
matched nothing is `unmatched`, so a scanner cannot grow the metrics without bound.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from typing import Any

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from deputy.core.telemetry import bound_log_fields
from deputy.observability import Observability

log = logging.getLogger("deputy.http")

REQUEST_ID_HEADER = "x-request-id"
_CLIENT_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


class RequestTelemetry:
    """Pure ASGI middleware (a stream's latency runs to its last byte; nothing is buffered)."""

    def __init__(self, app: ASGIApp, *, observability: Observability) -> None:
        self.app = app
        self._observability = observability

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _request_id(scope)
        method = str(scope["method"])
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                MutableHeaders(scope=message).append(REQUEST_ID_HEADER, request_id)
            await send(message)

        started = time.perf_counter()
        tracer = self._observability.tracer
        with bound_log_fields(request_id=request_id), tracer.span(method, {"http.request.method": method}) as span:
            try:
                await self.app(scope, receive, send_with_id)
            finally:
                seconds = time.perf_counter() - started
                route = route_template(scope)
                span.set_attribute("http.route", route)
                span.set_attribute("http.response.status_code", status)
                span.update_name(f"{method} {route}")
                self._observability.metrics.http_request(method, route, status, seconds)
                log.info("%s %s %d %.1f ms", method, route, status, seconds * 1000)


def route_template(scope: Scope) -> str:
    """The matched route's template, with the prefix of the mount it sits in (`unmatched` when none matched)."""
    route: Any = scope.get("route")
    path = getattr(route, "path", None)
    if not isinstance(path, str):
        return "unmatched"
    return f"{scope.get('root_path', '')}{path}" or "/"


def _request_id(scope: Scope) -> str:
    for name, value in scope["headers"]:
        if name == b"x-request-id":
            presented = bytes(value).decode("latin-1")
            if _CLIENT_ID.fullmatch(presented):
                return presented
            break
    return uuid.uuid4().hex
