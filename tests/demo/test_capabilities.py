"""Acme Ops' capability tools: the kinds it can create, their real schemas, and a draft test that creates nothing."""

from __future__ import annotations

import asyncio
import functools
import ipaddress
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from deputy.core.clock import ManualClock
from deputy.core.guards.ssrf import IPAddress, address_refusal
from deputy.demo.acme import HttpCheckConfig
from deputy.demo.capabilities import demo_resolver
from deputy.net.probe import probe_url
from deputy.store import Database
from tests.demo.conftest import Demo, open_demo


class StatusServer:
    """A loopback HTTP server that answers every request with `response` and counts the requests."""

    def __init__(self, response: bytes) -> None:
        self.response = response
        self.requests: list[bytes] = []
        self.server: asyncio.Server | None = None

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.requests.append(await reader.readuntil(b"\r\n\r\n"))
        writer.write(self.response)
        await writer.drain()
        writer.close()

    @property
    def port(self) -> int:
        assert self.server is not None
        return int(self.server.sockets[0].getsockname()[1])


OK_RESPONSE = b'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"status":"ok"}'


@pytest.fixture
async def status_server() -> AsyncIterator[StatusServer]:
    served = StatusServer(OK_RESPONSE)
    served.server = await asyncio.start_server(served.handle, "127.0.0.1", 0)
    async with served.server:
        yield served


def loopback_for_tests(address: IPAddress) -> str | None:
    """The one place loopback is admitted: the test's public-looking name points at a local server."""
    return None if address == ipaddress.ip_address("127.0.0.1") else address_refusal(address)


async def to_loopback(host: str, port: int) -> list[str]:
    return ["127.0.0.1"]


loopback_prober = functools.partial(probe_url, resolver=to_loopback, address_policy=loopback_for_tests)


async def call(demo: Demo, who: str, name: str, arguments: dict[str, Any]) -> tuple[int, Any]:
    response = await demo.client.post(f"/api/tools/{name}/call", json={"arguments": arguments}, headers=demo.auth(who))
    return response.status_code, response.json()


async def test_list_capabilities_names_each_check_kind_and_the_tool_that_creates_it(demo: Demo) -> None:
    status, body = await call(demo, "viewer", "list_capabilities", {"context": "checks"})

    assert status == 200
    rows = body["result"]["capabilities"]
    assert [(r["kind"], r["created_with"]) for r in rows] == [
        ("http", "create_check"),
        ("tcp", "create_check"),
        ("dns", "create_check"),
    ]
    assert "2xx or 3xx" in rows[0]["summary"] and "test_check" in body["result"]["note"]


async def test_a_kinds_schema_is_the_model_acme_ops_validates_new_checks_with(demo: Demo) -> None:
    status, body = await call(demo, "viewer", "get_capability_schema", {"kind": "http"})
    assert status == 200 and body["result"]["schema"] == HttpCheckConfig.model_json_schema()

    # The same model refuses a target that does not fit the kind when the check is created.
    created = await demo.client.post(
        "/acme/checks",
        json={"service_id": "search", "name": "Ping", "kind": "http", "target": "search.acme.test:443"},
        headers=demo.auth("operator"),
    )
    assert created.status_code == 400 and "not a valid http check" in created.text


async def test_an_unknown_kind_is_an_input_error_naming_the_real_ones(demo: Demo) -> None:
    status, body = await call(demo, "viewer", "get_capability_schema", {"kind": "ping"})

    assert status == 400 and body["error"] == "invalid_arguments"
    assert "http" in body["issues"][0]["message"]


@pytest.fixture
async def probing_demo(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Demo]:
    """The demo whose `test_check` reaches the local status server under a public-looking name."""
    async with open_demo(database, tmp_path, clock, prober=loopback_prober) as opened:
        yield opened


async def test_test_check_probes_the_draft_and_creates_nothing(probing_demo: Demo, status_server: StatusServer) -> None:
    demo = probing_demo
    before = await demo.get("/acme/checks")
    url = f"http://status.acme.example:{status_server.port}/health"

    status, body = await call(demo, "operator", "test_check", {"kind": "http", "target": url})

    assert status == 200
    result = body["result"]
    assert (result["would_pass"], result["status"], result["body_sample"]) == (True, 200, '{"status":"ok"}')
    assert len(status_server.requests) == 1
    assert await demo.get("/acme/checks") == before


@pytest.mark.parametrize(
    "target",
    ["http://127.0.0.1:{port}/health", "http://10.1.2.3/health", "http://[::1]:{port}/", "http://169.254.169.254/"],
)
async def test_test_check_on_a_private_address_is_refused_by_the_ssrf_guard_before_connecting(
    demo: Demo, status_server: StatusServer, target: str
) -> None:
    status, body = await call(demo, "operator", "test_check", {"target": target.format(port=status_server.port)})

    assert (status, body["error"]) == (502, "probe_refused")
    assert status_server.requests == []


async def test_a_draft_that_does_not_fit_its_kind_is_refused_naming_the_field(demo: Demo) -> None:
    status, body = await call(demo, "operator", "test_check", {"kind": "tcp", "target": "https://x.acme.test/"})

    assert (status, body["error"]) == (400, "invalid_arguments")
    assert [i["field"] for i in body["issues"]] == ["target"]


async def test_a_special_use_name_is_never_looked_up_and_the_draft_would_fail(demo: Demo) -> None:
    with pytest.raises(OSError, match="special-use"):
        await demo_resolver("search.acme.test", 443)

    status, body = await call(demo, "operator", "test_check", {"target": "https://search.acme.test/health"})

    assert status == 200 and body["result"]["would_pass"] is False
    assert body["result"]["problem"] == "The host name does not resolve."


async def test_only_users_who_may_add_checks_may_test_one(demo: Demo) -> None:
    status, body = await call(demo, "viewer", "test_check", {"target": "https://search.acme.test/health"})

    assert (status, body["error"]) == (403, "forbidden")
