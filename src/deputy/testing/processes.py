"""A `deputy` command as a child process on a port the kernel picks, for tests and benchmarks: started with
`--port 0`, and ready once it prints the address it bound (`deputy serve`, `deputy demo` and `deputy fake-llm` all
do), so nothing races for a port chosen in advance; and one request on a kept-alive connection to it, as browsers
and MCP clients send theirs (`keep_alive_request`)."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import sys
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path

ADDRESS = re.compile(r"http://127\.0\.0\.1:(\d+)")
STARTUP_SECONDS = 60.0


def clean_env(**settings: str) -> dict[str, str]:
    """This process's environment without any `DEPUTY_*` setting, plus `settings` (`DEPUTY_SECRET_KEY=...`)."""
    return {**{k: v for k, v in os.environ.items() if not k.startswith("DEPUTY_")}, **settings}


@asynccontextmanager
async def deputy_process(
    *argv: str, env: Mapping[str, str], cwd: Path, stderr: int | None = asyncio.subprocess.STDOUT
) -> AsyncIterator[tuple[asyncio.subprocess.Process, int]]:
    """`deputy <argv> --port 0` until the block ends (then terminated): `(process, port)` once it listens."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        *("-m", "deputy.cli", *argv, "--port", "0"),
        env=dict(env),
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=stderr,
    )
    assert process.stdout is not None
    printed: list[str] = []
    try:
        async with asyncio.timeout(STARTUP_SECONDS):
            port = 0
            while not port:
                line = (await process.stdout.readline()).decode()
                if not line:
                    raise RuntimeError(f"deputy {' '.join(argv)} exited before it listened: {''.join(printed)}")
                printed.append(line)
                found = ADDRESS.search(line)
                port = int(found.group(1)) if found else 0
        yield process, port
    finally:
        if process.returncode is None:
            process.terminate()
        await process.wait()


def keep_alive_request(client: socket.socket, path: str = "/api/health") -> bytes:
    """One HTTP/1.1 request on `client`'s connection, which stays open; the whole response (head and body, which a
    server with `TCP_NODELAY` sends as separate segments)."""
    client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode("ascii"))
    response = b""
    while b"\r\n\r\n" not in response:
        response += _received(client)
    head, body = response.split(b"\r\n\r\n", 1)
    lengths = [
        int(line.split(b":", 1)[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")
    ]
    if not lengths:  # (not StopIteration from next(): raised in a thread, it would hang the awaiting task)
        raise AssertionError(f"a response without content-length: {head!r}")
    length = lengths[0]
    while len(body) < length:
        body += _received(client)
    return head + b"\r\n\r\n" + body


def _received(client: socket.socket) -> bytes:
    data = client.recv(65536)
    if not data:
        raise ConnectionError("the server closed the connection")
    return data
