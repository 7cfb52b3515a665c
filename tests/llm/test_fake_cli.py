"""`deputy fake-llm`: the command the main CLI mounts, and the server it runs."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import signal
import sys
from pathlib import Path

import pytest
from openai import AsyncOpenAI

from deputy.gc_pacing import NEVER
from deputy.llm.fake_cli import add_fake_llm_command

# What `deputy.cli` will do with the command; kept here so this test does not depend on the CLI's wiring.
RUN_COMMAND = """
import argparse, sys
from deputy.llm.fake_cli import add_fake_llm_command
parser = argparse.ArgumentParser(prog="deputy")
add_fake_llm_command(parser.add_subparsers())
args = parser.parse_args(sys.argv[1:])
sys.exit(args.handler(args))
"""


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="deputy")
    add_fake_llm_command(parser.add_subparsers())
    return parser.parse_args(["fake-llm", *argv])


def test_the_command_parses_its_options_and_names_a_handler() -> None:
    args = parse("--port", "9100", "--flavor", "ollama-legacy", "--ttft-ms", "50", "--interval-ms", "20")

    assert (args.host, args.port, args.flavor, args.ttft_ms, args.interval_ms) == (
        "127.0.0.1",
        9100,
        "ollama-legacy",
        50.0,
        20.0,
    )
    assert callable(args.handler) and args.script is None


def test_an_unknown_flavor_is_refused_by_the_parser() -> None:
    with pytest.raises(SystemExit):
        parse("--flavor", "mistral")


def test_a_missing_or_invalid_script_exits_with_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    invalid = tmp_path / "bad.json"
    invalid.write_text('{"turns": [{"txt": "typo"}]}', encoding="utf-8")

    for script in (tmp_path / "missing.json", invalid):
        args = parse("--script", str(script))
        assert args.handler(args) == 2
    assert "cannot load script" in capsys.readouterr().err


@pytest.mark.slow
async def test_the_command_serves_its_script_until_interrupted(tmp_path: Path) -> None:
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"rules": [{"match": "hello", "text": "Hi from the CLI."}]}), encoding="utf-8")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        RUN_COMMAND,
        *("fake-llm", "--port", "0", "--flavor", "vllm", "--script", str(script)),
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    try:
        async with asyncio.timeout(20):
            port = None
            while port is None:
                line = (await process.stderr.readline()).decode()
                assert line, "the server exited before it was ready"
                found = re.search(r"Uvicorn running on http://127\.0\.0\.1:(\d+)", line)
                port = int(found.group(1)) if found else None
            async with AsyncOpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0) as client:
                reply = await client.chat.completions.create(
                    model="fake-model", messages=[{"role": "user", "content": "hello"}]
                )
            process.send_signal(signal.SIGINT)
            # uvicorn re-raises the signal it caught once it has shut down, as a server should.
            assert await process.wait() in (0, -signal.SIGINT, 128 + signal.SIGINT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()

    assert reply.choices[0].message.content == "Hi from the CLI."


async def test_the_served_fake_paces_its_collections_as_deputy_serve_does() -> None:
    """At 1,000 open streams a full collection of the fake held every stream's next frame for 100-160 ms, on both
    of the streams bench's paths: the fake serves with only young collections automatic, and a task for the rest.
    (In a child: serving configures uvicorn's logging and the collector for the whole process.)"""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", SERVE_AND_REPORT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    async with asyncio.timeout(20):
        out, err = await process.communicate()
    assert process.returncode == 0, err.decode()
    seen = json.loads(out)

    assert seen["thresholds"][1:] == [NEVER, NEVER]
    assert seen["frozen"] > 0
    assert "scheduled_collections" in seen["tasks"]


# `FakeUpstream.serve` with uvicorn's server replaced by a report of the process's collections while it serves.
SERVE_AND_REPORT = """
import asyncio, gc, json
import uvicorn
from deputy.llm.fake_script import FakeScript
from deputy.llm.fake_upstream import FakeUpstream

async def serve(self, sockets=None):
    await asyncio.sleep(0)
    tasks = sorted(task.get_coro().__qualname__ for task in asyncio.all_tasks())
    print(json.dumps({"thresholds": gc.get_threshold(), "frozen": gc.get_freeze_count(), "tasks": tasks}))

uvicorn.Server.serve = serve
FakeUpstream(FakeScript(), strict=False).serve(port=0)
"""
