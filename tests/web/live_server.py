"""Real servers and real clients for tests that cross a process boundary.

`live_server(app)` serves an ASGI app with uvicorn on a free loopback port inside the test's own event loop (the
lifespan runs, as in production), so a client in another process, such as the `ai` npm package driven by
`run_node`, talks to it over real HTTP while the test keeps the app's runtime at hand.

`run_node(script, ...)` runs one of the scripts in `tests/node/scripts` with one installed `ai` version and returns
the JSON it prints. The versions live in `tests/node/ai6` and `tests/node/ai7`, installed by `make node-deps`;
a missing install fails the test with that instruction instead of skipping it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from starlette.types import ASGIApp

from deputy.llm.loopback_server import start_server, stop_server

NODE_DIR = Path(__file__).resolve().parents[1] / "node"
SCRIPTS_DIR = NODE_DIR / "scripts"
AI_VERSIONS = ("ai6", "ai7")
NODE_TIMEOUT = 30.0  # seconds; the scripts stop themselves a little earlier and print what they saw
_SHUTDOWN_GRACE = 5.0


@asynccontextmanager
async def live_server(app: ASGIApp) -> AsyncIterator[str]:
    """Serve `app` on `127.0.0.1:<free port>` until the block ends; yields `http://127.0.0.1:<port>`."""
    server, port = await start_server(app, lifespan="on")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await stop_server(server, grace=_SHUTDOWN_GRACE)


@dataclass(frozen=True, slots=True)
class NodeRun:
    """One finished script: its exit code, the JSON it printed (None when it printed none), and its stderr."""

    returncode: int
    result: Any
    stderr: str

    def describe(self) -> str:
        printed = json.dumps(self.result, indent=1)[:6000] if self.result is not None else "(no JSON)"
        return f"exit {self.returncode}\nstderr: {self.stderr.strip() or '(empty)'}\nstdout: {printed}"


def ai_dir(version: str) -> Path:
    """The directory holding one installed `ai` version; fails the test with the fix when it is not installed."""
    directory = NODE_DIR / version
    if not (directory / "node_modules" / "ai" / "package.json").is_file():
        raise AssertionError(
            f"{directory}/node_modules is missing: run `make node-deps` (npm ci in tests/node/ai6 and tests/node/ai7)"
        )
    return directory


async def run_node(script: str, version: str, /, **options: str) -> NodeRun:
    """Run `tests/node/scripts/<script>` with `--ai <version dir>` and `--<option> <value>` for each option
    (underscores become dashes); a run longer than `NODE_TIMEOUT` is killed and fails the test."""
    node = shutil.which("node")
    if node is None:
        raise AssertionError("`node` is not on PATH: the AI SDK client tests need Node.js 20 or newer")
    args = [str(SCRIPTS_DIR / script), "--ai", str(ai_dir(version))]
    args += ["--timeout-ms", str(int((NODE_TIMEOUT - 2) * 1000))]
    for name, value in options.items():
        args += [f"--{name.replace('_', '-')}", value]
    process = await asyncio.create_subprocess_exec(
        node, *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=NODE_DIR
    )
    try:
        async with asyncio.timeout(NODE_TIMEOUT):
            stdout, stderr = await process.communicate()
    except TimeoutError:
        process.kill()
        _, stderr = await process.communicate()
        raise AssertionError(
            f"node {script} ({version}) ran longer than {NODE_TIMEOUT:g} s\nstderr: {stderr.decode(errors='replace')}"
        ) from None
    finally:
        if process.returncode is None:  # cancelled: never leave a node process behind
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
    text = stdout.decode(errors="replace").strip()
    try:
        result = json.loads(text.splitlines()[-1]) if text else None
    except ValueError:
        result = {"unparsed_stdout": text}
    assert process.returncode is not None
    return NodeRun(returncode=process.returncode, result=result, stderr=stderr.decode(errors="replace"))


async def run_node_ok(script: str, version: str, /, **options: str) -> Any:
    """`run_node`, asserting the script succeeded; returns its JSON. The failure message holds stderr and stdout."""
    run = await run_node(script, version, **options)
    assert run.returncode == 0 and run.result is not None, f"node {script} ({version}) failed: {run.describe()}"
    return run.result
