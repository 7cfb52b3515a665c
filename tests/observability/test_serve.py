"""`deputy serve --log-format json`: a real server process writes JSON lines and serves its metrics."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

TOKEN = "serve-metrics-token-0123456789"
STARTUP = 60.0


async def json_line(stderr: asyncio.StreamReader, wanted: str) -> dict[str, Any]:
    """The first JSON line whose message contains `wanted`; every line before it must be JSON too."""
    while True:
        raw = await stderr.readline()
        assert raw, "the server exited before logging " + wanted
        line = json.loads(raw)
        if wanted in line["message"]:
            return line  # type: ignore[no-any-return]


@pytest.mark.slow
async def test_deputy_serve_with_json_logs_writes_one_object_per_line_and_serves_metrics_to_the_token(
    tmp_path: Path,
) -> None:
    env = {
        **os.environ,
        "DEPUTY_SECRET_KEY": "s" * 40,
        "DEPUTY_METRICS_TOKEN": TOKEN,
        "DEPUTY_DB_URL": f"sqlite:///{tmp_path / 'serve.db'}",
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "deputy.cli",
        "serve",
        "--port",
        "0",
        "--log-format",
        "json",
        "--log-level",
        "info",
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    try:
        started = await asyncio.wait_for(json_line(process.stderr, "Deputy is listening on"), STARTUP)
        assert started["logger"] == "deputy" and started["level"] == "info"
        port = int(started["message"].split("http://127.0.0.1:")[1].split(" ")[0])  # `--port 0`: the one bound
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
            health = await client.get("/api/health", headers={"X-Request-ID": "probe-1"})
            scraped = await client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
        request = await asyncio.wait_for(json_line(process.stderr, "GET /api/health 200"), STARTUP)
    finally:
        process.terminate()
        await process.wait()

    assert health.status_code == 200 and health.headers["x-request-id"] == "probe-1"
    assert request["logger"] == "deputy.http" and request["request_id"] == "probe-1"
    assert scraped.status_code == 200
    assert (
        'deputy_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 1.0' in scraped.text
    )
