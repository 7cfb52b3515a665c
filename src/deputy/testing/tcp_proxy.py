"""A loopback TCP proxy that can play a database outage, for fault tests that must not touch the real server.

Postgres is shared (other tests use the same cluster), so a test never restarts it. Instead Deputy connects to
Postgres through this proxy, and the proxy plays the restart:

```python
async with TcpProxy("127.0.0.1", 5432) as proxy:
    url = proxy.rewrite(postgres_url)       # the same database, reached through the proxy
    ...
    await proxy.outage()                    # every open connection is cut and new ones are refused
    ...
    await proxy.restore()                   # the "restarted" server accepts connections again
```

`outage()` aborts every client and server socket (as a server process that dies drops its connections) and
closes the listening socket, so a new connection gets ECONNREFUSED, as while a server restarts. `restore()`
listens on the same port again. `cut()` only drops the open connections (a server that restarts at once).
`freeze()` keeps every connection open but passes no byte either way, as a hung server or a network that drops
packets, until `thaw()`.
"""

from __future__ import annotations

import asyncio
import contextlib
from types import TracebackType
from typing import Self

from sqlalchemy.engine import make_url

_CHUNK = 65_536


class TcpProxy:
    """Forwards every connection on `127.0.0.1:<port>` to `target_host:target_port`; an async context manager."""

    def __init__(self, target_host: str, target_port: int) -> None:
        self.target = (target_host, target_port)
        self.port = 0
        self.connections = 0
        """Connections accepted so far (a test can check that traffic went through the proxy)."""
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        self._flowing = asyncio.Event()
        self._flowing.set()

    async def __aenter__(self) -> Self:
        await self.restore()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.outage()

    @property
    def listening(self) -> bool:
        return self._server is not None

    def rewrite(self, url: str) -> str:
        """`url` (a database URL) pointing at this proxy instead of its own host and port."""
        if not self.port:
            raise RuntimeError("the proxy is not running; use `async with TcpProxy(...)`")
        return make_url(url).set(host="127.0.0.1", port=self.port).render_as_string(hide_password=False)

    async def restore(self) -> None:
        """Listen (again, on the same port once one was picked) and forward new connections."""
        if self._server is not None:
            return
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", self.port, reuse_address=True)
        self.port = self._server.sockets[0].getsockname()[1]

    async def outage(self) -> None:
        """Refuse new connections and drop every open one, until `restore()`."""
        server, self._server = self._server, None
        if server is not None:
            server.close()  # stop listening first, then drop the connections (wait_closed waits for them)
        await self.cut()
        if server is not None:
            await server.wait_closed()

    async def cut(self) -> None:
        """Drop every open connection at once (both sides see a reset); new connections are still accepted."""
        for writer in list(self._writers):
            writer.transport.abort()
        self._writers.clear()
        pipes = list(self._pipes)
        for pipe in pipes:
            pipe.cancel()
        await asyncio.gather(*pipes, return_exceptions=True)

    def freeze(self) -> None:
        """Hold every byte, both ways, on open and new connections (nothing is dropped), until `thaw()`."""
        self._flowing.clear()

    def thaw(self) -> None:
        self._flowing.set()

    async def _accept(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            server_reader, server_writer = await asyncio.open_connection(*self.target)
        except OSError:
            client_writer.transport.abort()
            return
        self._writers |= {client_writer, server_writer}
        pipes = (
            asyncio.create_task(_pump(client_reader, server_writer, self._flowing)),
            asyncio.create_task(_pump(server_reader, client_writer, self._flowing)),
        )
        self._pipes.update(pipes)
        try:
            # Either side closing ends the connection: the other direction is closed too.
            await asyncio.wait(pipes, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for pipe in pipes:
                pipe.cancel()
            await asyncio.gather(*pipes, return_exceptions=True)
            self._pipes.difference_update(pipes)
            for writer in (client_writer, server_writer):
                self._writers.discard(writer)
                writer.transport.abort()


async def _pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, flowing: asyncio.Event) -> None:
    with contextlib.suppress(ConnectionError, OSError):
        while data := await reader.read(_CHUNK):
            await flowing.wait()
            writer.write(data)
            await writer.drain()
