"""Keep-alive requests: `GET /api/health` again and again on one connection, as a browser and every MCP client
send their requests, to `deputy serve` and to `deputy demo`, each a child process on a port the kernel picks.

A server whose accepted sockets lack `TCP_NODELAY` answers each such request about 40 ms late (Nagle's algorithm
waits for the client's delayed acknowledgement); `tests/test_serving.py` holds the option, this measures the effect.
"""

from __future__ import annotations

import asyncio
import os
import re
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REQUESTS = 200
WARMUP = 20
STARTUP_SECONDS = 60.0
COMMANDS = {"serve": ["serve"], "demo": ["demo"]}


async def _child(command: str, directory: Path) -> tuple[asyncio.subprocess.Process, int]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEPUTY_")}
    env |= {"DEPUTY_SECRET_KEY": "k" * 40, "DEPUTY_DB_URL": f"sqlite:///{directory / f'{command}.db'}"}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        *("-m", "deputy.cli", *COMMANDS[command], "--port", "0"),
        env=env,
        cwd=directory,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    assert process.stdout is not None
    async with asyncio.timeout(STARTUP_SECONDS):
        while True:
            line = (await process.stdout.readline()).decode()
            if not line:
                raise RuntimeError(f"deputy {command} exited before it listened")
            found = re.search(r"http://127\.0\.0\.1:(\d+)", line)
            if found and found.group(1) != "0":
                return process, int(found.group(1))


def _one_connection(port: int) -> list[float]:
    """Milliseconds per request, `REQUESTS` of them after `WARMUP`, on one kept-alive connection."""
    request = b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    times: list[float] = []
    with socket.create_connection(("127.0.0.1", port)) as client:
        for index in range(WARMUP + REQUESTS):
            started = time.perf_counter()
            client.sendall(request)
            head = b""
            while b"\r\n\r\n" not in head:
                head += client.recv(65536)
            length = int(re.search(rb"content-length: (\d+)", head.lower()).group(1))  # type: ignore[union-attr]
            body = head.split(b"\r\n\r\n", 1)[1]
            while len(body) < length:
                body += client.recv(65536)
            if index >= WARMUP:
                times.append((time.perf_counter() - started) * 1000)
    return times


async def run() -> dict[str, Any]:
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="deputy-keepalive-") as directory:
        for command in COMMANDS:
            process, port = await _child(command, Path(directory))
            try:
                times = await asyncio.to_thread(_one_connection, port)
            finally:
                process.terminate()
                await process.wait()
            ordered = sorted(times)
            results[command] = {
                "requests": len(times),
                "p50_ms": round(statistics.median(times), 3),
                "p99_ms": round(ordered[int(len(ordered) * 0.99) - 1], 3),
            }
    return results


def summary(result: dict[str, Any]) -> str:
    return "; ".join(
        f"deputy {name}: {r['p50_ms']} ms p50, {r['p99_ms']} ms p99 per request on one connection"
        for name, r in result.items()
    )
