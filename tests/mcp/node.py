"""Run `tests/node/mcp/client.mjs` (the official TypeScript MCP SDK client) and read the JSON it prints.

The package lives in `tests/node/mcp` (exact `@modelcontextprotocol/sdk` version in its lockfile), installed by
`make node-deps`; a missing install fails the test with that instruction instead of skipping it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
from pathlib import Path
from typing import Any

MCP_CLIENT_DIR = Path(__file__).resolve().parents[1] / "node" / "mcp"
NODE_TIMEOUT = 30.0  # seconds; the script stops itself a little earlier and says why


async def run_mcp_client(**options: str) -> tuple[int, Any, str]:
    """`node client.mjs --<option> <value>...` (underscores become dashes): exit code, printed JSON, stderr."""
    node = shutil.which("node")
    if node is None:
        raise AssertionError("`node` is not on PATH: the MCP Node client test needs Node.js 20 or newer")
    if not (MCP_CLIENT_DIR / "node_modules" / "@modelcontextprotocol" / "sdk" / "package.json").is_file():
        raise AssertionError(f"{MCP_CLIENT_DIR}/node_modules is missing: run `make node-deps`")
    args = [str(MCP_CLIENT_DIR / "client.mjs"), "--timeout-ms", str(int((NODE_TIMEOUT - 2) * 1000))]
    for name, value in options.items():
        args += [f"--{name.replace('_', '-')}", value]
    process = await asyncio.create_subprocess_exec(
        node, *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=MCP_CLIENT_DIR
    )
    try:
        async with asyncio.timeout(NODE_TIMEOUT):
            stdout, stderr = await process.communicate()
    finally:
        if process.returncode is None:  # timed out or cancelled: never leave a node process behind
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
    text = stdout.decode(errors="replace").strip()
    try:
        result = json.loads(text.splitlines()[-1]) if text else None
    except ValueError:
        result = {"unparsed_stdout": text}
    assert process.returncode is not None
    return process.returncode, result, stderr.decode(errors="replace")


async def run_mcp_client_ok(**options: str) -> dict[str, Any]:
    code, result, stderr = await run_mcp_client(**options)
    assert code == 0 and isinstance(result, dict), f"node client.mjs failed: exit {code}\n{stderr}\n{result}"
    return result
