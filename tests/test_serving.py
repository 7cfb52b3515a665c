"""The servers Deputy starts, as real processes on ports the kernel picks: every connection they accept is
`TCP_NODELAY` (a keep-alive client, as every browser and MCP client is, otherwise waits about 40 ms a response for
Nagle's algorithm to meet its delayed acknowledgement), and with no `DEPUTY_PUBLIC_URL` the OAuth metadata, the 401
challenge and the confirm links name the address actually bound, not port 8000."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import pytest

from deputy.demo.seed import DEMO_USERS
from deputy.llm.loopback_server import listening_socket, start_server, stop_server
from deputy.settings import Settings
from deputy.testing.processes import clean_env, deputy_process, keep_alive_request
from tests.sockets import server_nodelay

pytestmark = pytest.mark.slow

COMMANDS = {"serve": ["serve"], "demo": ["demo"], "fake-llm": ["fake-llm"]}
HEALTH = {"serve": "/api/health", "demo": "/api/health", "fake-llm": "/v1/models"}


@asynccontextmanager
async def running(command: str, tmp_path: Path) -> AsyncIterator[tuple[int, int]]:
    """`deputy <command>` on a port the kernel picks, with no `DEPUTY_PUBLIC_URL`: `(pid, port)` once it listens."""
    env = clean_env(DEPUTY_SECRET_KEY="s" * 40, DEPUTY_DB_URL=f"sqlite:///{tmp_path / 'serve.db'}")
    async with deputy_process(*COMMANDS[command], env=env, cwd=tmp_path) as (process, port):
        yield process.pid, port


@pytest.mark.parametrize("command", sorted(COMMANDS))
async def test_every_server_deputy_starts_sets_tcp_nodelay_on_the_connections_it_accepts(
    command: str, tmp_path: Path
) -> None:
    async with running(command, tmp_path) as (pid, port):
        with socket.create_connection(("127.0.0.1", port)) as client:
            first = await asyncio.to_thread(keep_alive_request, client, HEALTH[command])
            second = await asyncio.to_thread(keep_alive_request, client, HEALTH[command])
            nodelay = server_nodelay(pid, client)

    assert first.startswith(b"HTTP/1.1 200") and second.startswith(b"HTTP/1.1 200")  # one connection, kept alive
    assert nodelay


async def test_a_server_started_in_process_sets_tcp_nodelay_too() -> None:
    async def ok(scope: object, receive: object, send: object) -> None:
        del scope, receive
        start = {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]}
        await send(start)  # type: ignore[operator]
        await send({"type": "http.response.body", "body": b"ok"})  # type: ignore[operator]

    server, port = await start_server(ok)
    try:
        with socket.create_connection(("127.0.0.1", port)) as client:
            await asyncio.to_thread(keep_alive_request, client, "/")
            assert server_nodelay(os.getpid(), client)
    finally:
        await stop_server(server)


@pytest.mark.parametrize("command", ["serve", "demo"])
async def test_on_any_port_the_oauth_metadata_and_the_challenge_name_the_port_served(
    command: str, tmp_path: Path
) -> None:
    async with running(command, tmp_path) as (_pid, port), httpx.AsyncClient() as client:
        origin = f"http://127.0.0.1:{port}"
        resource = (await client.get(f"{origin}/.well-known/oauth-protected-resource/mcp")).json()
        issuer = (await client.get(f"{origin}/.well-known/oauth-authorization-server")).json()
        challenge = await client.post(f"{origin}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})

    assert resource["resource"] == f"{origin}/mcp"
    assert resource["authorization_servers"] == [f"{origin}/"]
    assert issuer["issuer"] == f"{origin}/" and issuer["token_endpoint"] == f"{origin}/oauth/token"
    assert challenge.status_code == 401
    assert (
        f'resource_metadata="{origin}/.well-known/oauth-protected-resource/mcp"'
        in challenge.headers["www-authenticate"]
    )


async def test_the_demo_proposes_a_change_that_leaves_out_its_optional_fields_at_the_routes_defaults(
    tmp_path: Path,
) -> None:
    """Models leave optional fields out: `create_incident` without `severity` and `resolve_incident` without
    `resolution` are proposed with Acme's defaults (they failed with a KeyError in the dry run)."""
    operator = next(u for u in DEMO_USERS if u.username == "operator")
    async with running("demo", tmp_path) as (_pid, port), httpx.AsyncClient() as client:
        origin = f"http://127.0.0.1:{port}"
        login = await client.post(
            f"{origin}/api/auth/login", json={"username": operator.username, "password": operator.password}
        )
        csrf = {"X-CSRF-Token": login.json()["csrf_token"]}
        created = await client.post(
            f"{origin}/api/tools/create_incident/call",
            json={"arguments": {"service_id": "search", "title": "Index stale"}},
            headers=csrf,
        )
        resolved = await client.post(
            f"{origin}/api/tools/resolve_incident/call", json={"arguments": {"incident_id": 2}}, headers=csrf
        )

    assert (created.status_code, resolved.status_code) == (200, 200), (created.text, resolved.text)
    create, resolve = created.json()["proposal"], resolved.json()["proposal"]
    assert create["summary"] == "Open a medium-severity incident on Search: “Index stale”."
    assert create["payload"]["severity"] == "medium"
    assert resolve["payload"] == {"incident_id": 2, "resolution": "Resolved."}


def test_a_public_url_given_is_kept_and_one_left_out_names_the_bound_address() -> None:
    given = Settings(public_url="https://deputy.example.com")
    left_out = Settings()

    assert given.served_at("0.0.0.0", 9000).public_url == "https://deputy.example.com"
    assert left_out.served_at("127.0.0.1", 8790).public_url == "http://127.0.0.1:8790"
    assert left_out.served_at("::1", 8790).public_url == "http://[::1]:8790"
    assert given.public_url_warning("0.0.0.0") is None
    assert left_out.public_url_warning("127.0.0.1") is None
    warning = left_out.served_at("0.0.0.0", 8790).public_url_warning("0.0.0.0")
    assert warning is None  # served_at has set it: the warning is read from the settings before it
    assert "DEPUTY_PUBLIC_URL" in (left_out.public_url_warning("0.0.0.0") or "")


def test_a_public_url_from_the_environment_counts_as_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEPUTY_PUBLIC_URL", "https://deputy.example.com")
    assert Settings().served_at("127.0.0.1", 8790).public_url == "https://deputy.example.com"


def test_a_listening_socket_is_tcp_so_the_loop_sets_nodelay_on_what_it_accepts() -> None:
    with listening_socket("127.0.0.1", 0) as sock, socket.create_server(("127.0.0.1", 0)) as stock:
        assert (sock.proto, stock.proto) == (socket.IPPROTO_TCP, 0)


async def test_the_demo_logs_as_deputy_log_format_and_level_say(tmp_path: Path) -> None:
    env = clean_env(DEPUTY_LOG_FORMAT="json", DEPUTY_LOG_LEVEL="info")
    argv = ("demo", "--db", f"sqlite:///{tmp_path / 'demo.db'}")
    async with deputy_process(*argv, env=env, cwd=tmp_path, stderr=asyncio.subprocess.PIPE) as (process, port):
        assert process.stderr is not None
        async with httpx.AsyncClient() as client:
            await client.get(f"http://127.0.0.1:{port}/api/health")
        async with asyncio.timeout(60):
            while True:
                raw = await process.stderr.readline()
                assert raw, "deputy demo logged no request line"
                record = json.loads(raw)  # every line JSON: DEPUTY_LOG_FORMAT=json
                if "GET /api/health 200" in record["message"]:
                    break

    assert record["logger"] == "deputy.http" and record["level"] == "info"


async def test_serving_every_interface_without_a_public_url_warns_at_start(tmp_path: Path) -> None:
    env = clean_env(DEPUTY_SECRET_KEY="s" * 40, DEPUTY_DB_URL=f"sqlite:///{tmp_path / 'serve.db'}")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        *("-m", "deputy.cli", "serve", "--host", "0.0.0.0", "--port", "0"),
        env=env,
        cwd=tmp_path,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    assert process.stdout is not None
    seen: list[str] = []
    try:
        async with asyncio.timeout(60):
            while not any("DEPUTY_PUBLIC_URL is not set" in line for line in seen):
                line = (await process.stdout.readline()).decode()
                assert line, f"deputy serve exited without the warning: {''.join(seen)}"
                seen.append(line)
    finally:
        process.terminate()
        await process.wait()

    warning = next(line for line in seen if "DEPUTY_PUBLIC_URL is not set" in line)
    assert "every interface (0.0.0.0)" in warning and "http://127.0.0.1:" in warning
