"""The host caller's security contract: the caller's credentials and nothing else, to the host and nowhere else."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from deputy.core.tools.declarations import Effect, Tool
from deputy.errors import ToolExecutionError
from deputy.projection import FastAPIRoute, HostCallerFactory, HttpHostCaller, OpenAPIOperation, forwarded_credentials
from tests.projection.incident_host import HostApp, call, context

HTTPX_DEFAULTS = {"host", "accept", "accept-encoding", "connection", "user-agent"}


def list_incidents(host: HostApp) -> Tool[Any]:
    return FastAPIRoute(host.app, "list_incidents", effect=Effect.READ, permissions=["incidents.read"]).build_tool()


async def test_only_the_authorization_cookie_and_csrf_headers_of_the_caller_are_forwarded(
    host: HostApp, hosts: HostCallerFactory
) -> None:
    incoming = {
        "Authorization": "Bearer alice-token",
        "Cookie": "theme=dark",
        "X-CSRF-Token": "csrf-of-this-session",
        "X-Api-Key": "service-key",
        "X-Forwarded-For": "10.0.0.1",
        "X-Tenant": "acme",
        "Host": "deputy.example",
    }
    async with hosts.for_request(incoming) as caller:
        await call(list_incidents(host), context(caller), {})

    seen = host.seen[-1].headers
    assert seen["authorization"] == "Bearer alice-token"
    assert seen["cookie"] == "theme=dark"
    assert seen["x-csrf-token"] == "csrf-of-this-session"
    assert set(seen) <= HTTPX_DEFAULTS | {"authorization", "cookie", "x-csrf-token"}
    assert seen["host"] == "localhost"


async def test_a_cookie_session_is_forwarded_so_the_route_sees_the_same_user(
    host: HostApp, hosts: HostCallerFactory
) -> None:
    async with hosts.for_request([("cookie", "session=bob-token")]) as caller:
        result = await call(list_incidents(host), context(caller, user="bob"), {})

    assert result["seen_by"] == "bob"


def test_forwarded_credentials_ignore_everything_but_credentials_and_join_repeated_cookies() -> None:
    pairs = [
        ("Cookie", "a=1"),
        ("cookie", "b=2"),
        ("X-Api-Key", "k"),
        ("AUTHORIZATION", "Bearer t"),
        ("X-CSRF-Token", "c"),
    ]

    assert forwarded_credentials(pairs) == {"cookie": "a=1; b=2", "authorization": "Bearer t", "x-csrf-token": "c"}


async def test_a_caller_built_directly_still_drops_anything_that_is_not_a_credential(host: HostApp) -> None:
    credentials = {"authorization": "Bearer alice-token", "X-Api-Key": "service-key"}
    async with HttpHostCaller(credentials=credentials, app=host.app) as caller:
        await caller.request("GET", "/incidents")

    assert "x-api-key" not in host.seen[-1].headers


async def test_an_openapi_document_projects_against_a_remote_base_url(host: HostApp) -> None:
    spec = json.loads(json.dumps(host.app.openapi()))  # what a remote app would serve at /openapi.json
    tool = OpenAPIOperation(spec, "list_incidents", effect=Effect.READ, permissions=["incidents.read"]).build_tool()
    remote = HostCallerFactory(base_url="https://incidents.test", transport=httpx.ASGITransport(app=host.app))

    async with remote.for_request({"authorization": "Bearer alice-token"}) as caller:
        result = await call(tool, context(caller), {"limit": 5})

    assert result["seen_by"] == "alice"
    assert host.seen[-1].headers["host"] == "incidents.test"
    assert host.seen[-1].query == "limit=5"


async def test_a_shared_transport_is_borrowed_and_survives_each_caller(host: HostApp) -> None:
    remote = HostCallerFactory(base_url="https://incidents.test", transport=httpx.ASGITransport(app=host.app))

    for token, user in (("alice-token", "alice"), ("bob-token", "bob")):
        async with remote.for_request({"authorization": f"Bearer {token}"}) as caller:
            assert (await caller.request("GET", "/incidents")).body["seen_by"] == user


async def test_a_redirect_within_the_host_is_followed_with_the_same_credentials(
    host: HostApp, as_alice: HttpHostCaller
) -> None:
    response = await as_alice.request("GET", "/moved")

    assert response.status == 200
    assert response.body["id"] == 1
    assert [(r.path, r.headers["authorization"]) for r in host.seen] == [
        ("/moved", "Bearer alice-token"),
        ("/incidents/1", "Bearer alice-token"),
    ]


async def test_a_cookie_session_redirected_within_the_host_keeps_its_csrf_token(
    host: HostApp, hosts: HostCallerFactory
) -> None:
    async with hosts.for_request({"cookie": "session=alice-token", "x-csrf-token": "csrf-1"}) as caller:
        response = await caller.request("GET", "/moved")

    assert response.status == 200
    assert [(r.path, r.headers["cookie"], r.headers["x-csrf-token"]) for r in host.seen] == [
        ("/moved", "session=alice-token", "csrf-1"),
        ("/incidents/1", "session=alice-token", "csrf-1"),
    ]


async def test_a_redirect_to_another_host_is_never_followed(host: HostApp, as_alice: HttpHostCaller) -> None:
    response = await as_alice.request("GET", "/elsewhere")
    tool = FastAPIRoute(host.app, "elsewhere", effect=Effect.READ, permissions=["incidents.read"]).build_tool()
    with pytest.raises(ToolExecutionError, match="redirect"):
        await call(tool, context(as_alice), {})

    assert response.status == 307
    assert response.headers["location"] == "http://evil.test/collect"
    assert [r.path for r in host.seen] == ["/elsewhere", "/elsewhere"]


@pytest.mark.parametrize("target", ["http://evil.test/collect", "//evil.test/collect", "incidents"])
async def test_a_call_outside_the_host_application_is_refused_before_sending(
    host: HostApp, as_alice: HttpHostCaller, target: str
) -> None:
    with pytest.raises(ToolExecutionError, match="path on the host application"):
        await as_alice.request("GET", target)

    assert host.seen == []


async def test_cookies_the_host_sets_are_neither_kept_nor_shown(host: HostApp, hosts: HostCallerFactory) -> None:
    async with hosts.for_request({"cookie": "session=alice-token"}) as caller:
        login = await caller.request("GET", "/login")
        after = await caller.request("GET", "/incidents")

    assert "set-cookie" not in {name.lower() for name in login.headers}
    assert host.seen[-1].headers["cookie"] == "session=alice-token"
    assert after.body["seen_by"] == "alice"


@pytest.mark.parametrize("name", ["Authorization", "cookie", "X-CSRF-Token", "Host", "Content-Length"])
async def test_a_tool_cannot_set_credential_or_transport_headers(
    host: HostApp, as_bob: HttpHostCaller, name: str
) -> None:
    with pytest.raises(ToolExecutionError, match="may not set"):
        await as_bob.request("GET", "/incidents", headers={name: "Bearer alice-token"})

    assert host.seen == []


async def test_a_host_that_does_not_answer_in_time_is_a_tool_failure() -> None:
    def stall(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("stalled", request=request)

    async with HttpHostCaller(credentials={}, transport=httpx.MockTransport(stall), timeout=2.5) as caller:
        with pytest.raises(ToolExecutionError, match=r"did not answer GET /incidents within 2\.5 s"):
            await caller.request("GET", "/incidents")


async def test_an_unreachable_host_is_a_tool_failure_that_names_no_credential() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    credentials = {"authorization": "Bearer alice-token"}
    async with HttpHostCaller(credentials=credentials, transport=httpx.MockTransport(refuse)) as caller:
        with pytest.raises(ToolExecutionError) as failed:
            await caller.request("GET", "/incidents")

    assert "Could not reach" in failed.value.message
    assert "alice-token" not in failed.value.message


async def test_text_and_empty_answers_are_decoded_as_text_and_none() -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/text":
            return httpx.Response(200, text="plain words")
        return httpx.Response(204)

    async with HttpHostCaller(credentials={}, transport=httpx.MockTransport(answer)) as caller:
        assert (await caller.request("GET", "/text")).body == "plain words"
        assert (await caller.request("DELETE", "/gone")).body is None
