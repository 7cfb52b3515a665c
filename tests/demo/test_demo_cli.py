"""`deputy demo` as a real process: it migrates, seeds, prints where to go and how to log in, serves, and stops."""

from __future__ import annotations

import asyncio
import re
import signal
import socket
import sys
from pathlib import Path

import httpx
import pytest

from deputy.cli import build_parser
from deputy.demo.cli import demo_settings
from deputy.errors import ConfigurationError


def test_the_demo_command_takes_the_documented_options() -> None:
    model = ["--llm-base-url", "http://127.0.0.1:11434/v1", "--llm-model", "llama3.2", "--llm-api-key", "k"]
    args = build_parser().parse_args(["demo", "--port", "0", "--db", "sqlite:///x.db", *model])

    settings = demo_settings(args)
    assert (args.host, args.port) == ("127.0.0.1", 0)
    assert (settings.db_url, settings.llm_base_url, settings.llm_model, settings.demo) == (
        "sqlite:///x.db",
        "http://127.0.0.1:11434/v1",
        "llama3.2",
        True,
    )


def test_a_model_name_without_a_base_url_is_a_clear_error() -> None:
    args = build_parser().parse_args(["demo", "--llm-model", "llama3.2"])

    with pytest.raises(ConfigurationError, match="--llm-base-url"):
        demo_settings(args)


@pytest.mark.slow
async def test_deputy_demo_prints_its_banner_serves_the_api_and_stops_cleanly(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "deputy.cli",
        *("demo", "--port", "0", "--db", f"sqlite:///{tmp_path / 'demo.db'}"),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        cwd=tmp_path,
    )
    assert process.stdout is not None
    printed: list[str] = []
    try:
        async with asyncio.timeout(60):
            while not printed or not printed[-1].startswith("Press Ctrl+C"):
                line = (await process.stdout.readline()).decode()
                assert line, f"deputy demo exited early: {''.join(printed)}"
                printed.append(line)
            banner = "".join(printed)
            port = re.search(r"Open the UI:\s+http://127\.0\.0\.1:(\d+)/", banner)
            assert port, banner
            async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port.group(1)}", trust_env=False) as client:
                health = await client.get("/api/health")
                unauthenticated = await client.get("/acme/services")
            process.send_signal(signal.SIGINT)
            rest = (await process.stdout.read()).decode()
            code = await process.wait()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()

    assert health.json() == {"status": "ok"}
    assert unauthenticated.status_code == 401
    for user, password in (("admin", "admin-demo"), ("operator", "operator-demo"), ("viewer", "viewer-demo")):
        assert re.search(rf"{user}\s+password {password}", banner)
    assert "Model:        Offline demo model" in banner
    assert code == 0 and "Deputy demo stopped." in rest


def test_a_port_in_use_is_a_clear_error_before_anything_starts(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        args = build_parser().parse_args(["demo", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'd.db'}"])

        with pytest.raises(ConfigurationError, match=rf"Cannot listen on 127\.0\.0\.1:{port}: .*--port"):
            args.handler(args)
    assert not (tmp_path / "d.db").exists()
