"""Keep-alive requests: `GET /api/health` again and again on one connection, as a browser and every MCP client
send their requests, to `deputy serve` and to `deputy demo`, each a child process on a port the kernel picks.

A server whose accepted sockets lack `TCP_NODELAY` answers each such request about 40 ms late (Nagle's algorithm
waits for the client's delayed acknowledgement); `tests/test_serving.py` holds the option, this measures the effect.
"""

from __future__ import annotations

import asyncio
import socket
import statistics
import tempfile
import time
from asyncio.subprocess import DEVNULL
from pathlib import Path
from typing import Any

from deputy.testing.processes import clean_env, deputy_process, keep_alive_request

REQUESTS = 200
WARMUP = 20
COMMANDS = ("serve", "demo")


def _one_connection(port: int) -> list[float]:
    """Milliseconds per request, `REQUESTS` of them after `WARMUP`, on one kept-alive connection."""
    times: list[float] = []
    with socket.create_connection(("127.0.0.1", port)) as client:
        for index in range(WARMUP + REQUESTS):
            started = time.perf_counter()
            keep_alive_request(client)
            if index >= WARMUP:
                times.append((time.perf_counter() - started) * 1000)
    return times


async def run() -> dict[str, Any]:
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="deputy-keepalive-") as directory:
        for command in COMMANDS:
            env = clean_env(DEPUTY_SECRET_KEY="k" * 40, DEPUTY_DB_URL=f"sqlite:///{directory}/{command}.db")
            async with deputy_process(command, env=env, cwd=Path(directory), stderr=DEVNULL) as (_process, port):
                times = await asyncio.to_thread(_one_connection, port)
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
