"""Serve an ASGI app with uvicorn inside the running event loop: the fake upstream, and live servers in tests; and
the listening socket every server Deputy starts is given (`listening_socket`).

`Server.serve` would capture the process's signals (not ours to take inside a test runner or a benchmark) and its
`shutdown` sleeps a fixed 0.1 s, which dominates a test suite; these two functions do the same work without either.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable, Callable
from typing import Literal

import uvicorn
from starlette.types import ASGIApp, Receive, Scope, Send


class RawEndpoint:
    """A `(scope, receive, send)` handler as a route's ASGI app. Starlette wraps a bare function or method as a
    request/response endpoint; a fake model's stream needs the raw `send` to pace, cut and omit `[DONE]`."""

    def __init__(self, handler: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self._handler = handler

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._handler(scope, receive, send)


SHUTDOWN_GRACE = 2.0
"""Seconds open connections get to finish before their tasks are cancelled."""
BACKLOG = 2048
"""Connections the kernel queues before they are accepted (uvicorn's own default)."""


def listening_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to `host:port` (`port` 0: a free one) and listening, to hand to uvicorn.

    Its protocol is `IPPROTO_TCP`, which asyncio requires before it sets `TCP_NODELAY` on the connections it
    accepts. `socket.create_server` leaves the protocol 0: Nagle's algorithm then holds each response's last small
    segment until the client acknowledges the previous one, and a keep-alive client (every browser, every MCP
    client) that delays its acknowledgements waits about 40 ms for every response."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6 and host == "::":
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)  # both stacks, as uvicorn binds "::"
        sock.bind((host, port))
        sock.listen(BACKLOG)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock


async def start_server(
    app: ASGIApp,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    lifespan: Literal["on", "off"] = "off",
    sock: socket.socket | None = None,
) -> tuple[uvicorn.Server, int]:
    """Start serving `app` on `sock`, else on a socket bound to `host:port` (`port=0` picks a free one); returns the
    server and its port."""
    config = uvicorn.Config(app, host=host, port=port, log_config=None, access_log=False, lifespan=lifespan)
    config.load()
    server = uvicorn.Server(config)
    server.lifespan = config.lifespan_class(config)
    try:
        await server.startup(sockets=[sock if sock is not None else listening_socket(host, port)])
    except SystemExit as exc:  # uvicorn exits the process when the app's lifespan startup fails
        raise RuntimeError("the app's lifespan startup failed; see the log above") from exc
    await server.on_tick(0)  # sets the default response headers, as uvicorn's main loop would
    return server, server.servers[0].sockets[0].getsockname()[1]


async def stop_server(server: uvicorn.Server, *, grace: float = SHUTDOWN_GRACE) -> None:
    """Stop listening, end connections (idle keep-alives at once), then run the app's lifespan shutdown."""
    for listener in server.servers:
        listener.close()
    for connection in list(server.server_state.connections):
        connection.shutdown()
    tasks = set(server.server_state.tasks)
    if tasks:
        _, pending = await asyncio.wait(tasks, timeout=grace)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
    for listener in server.servers:
        await listener.wait_closed()
    await server.lifespan.shutdown()
