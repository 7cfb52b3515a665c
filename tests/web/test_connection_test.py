"""`POST /api/admin/connections/{id}/test`: the console's *Test* button lists the endpoint's models and times a
one-token completion, reports a failing endpoint as data (never a 500), and never shows the key."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator

import pytest

from deputy.core.connections import ConnectionDraft
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import connect
from .conftest import Api

CANARY = "sk-canary-probe-DO-NOT-LEAK-0123456789"


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    script = FakeScript(default=FakeTurn(text="OK"), models=["fake-large", "fake-model"])
    async with FakeUpstream(script, ttft_ms=0, interval_ms=0) as fake:
        yield fake


def path(connection_id: str) -> str:
    return f"/api/admin/connections/{connection_id}/test"


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_working_endpoint_lists_its_models_and_times_one_token(api: Api, upstream: FakeUpstream) -> None:
    connection_id = await connect(api, upstream)

    response = await api.client.post(path(connection_id), headers=api.auth("admin"))

    body = response.json()
    assert response.status_code == 200, body
    assert body["ok"] is True and body["error"] is None
    assert body["models"] == ["fake-large", "fake-model"] and body["models_error"] is None
    assert body["model"] == "fake-model" and body["latency_ms"] >= 0
    sent = upstream.requests[-1].body
    assert sent["model"] == "fake-model" and sent["max_tokens"] == 1 and not sent.get("stream")


async def test_the_test_tries_the_model_asked_for_when_the_connection_allows_it(
    api: Api, upstream: FakeUpstream
) -> None:
    connection_id = await connect(api, upstream)

    asked = await api.client.post(path(connection_id), json={"model": "fake-large"}, headers=api.auth("admin"))
    other = await api.client.post(path(connection_id), json={"model": "not-allowed"}, headers=api.auth("admin"))

    assert asked.json()["model"] == "fake-large"
    assert other.json()["model"] == "fake-model"  # outside the allowlist: the default, as a turn would


async def test_the_stored_key_is_sent_to_the_endpoint_and_never_shown(api: Api, upstream: FakeUpstream) -> None:
    draft = ConnectionDraft(name="keyed", base_url=upstream.base_url, default_model="fake-model")
    created = await api.runtime.stores.connections.create(draft, api_key=CANARY, now=api.runtime.clock.now())

    response = await api.client.post(path(created.id), headers=api.auth("admin"))

    assert response.json()["ok"] is True and CANARY not in response.text
    assert upstream.requests[-1].api_key == CANARY


async def test_an_unreachable_endpoint_is_reported_not_raised(api: Api) -> None:
    draft = ConnectionDraft(name="down", base_url=f"http://127.0.0.1:{closed_port()}/v1", default_model="m")
    created = await api.runtime.stores.connections.create(draft, api_key=CANARY, now=api.runtime.clock.now())

    response = await api.client.post(path(created.id), headers=api.auth("admin"))

    body = response.json()
    assert response.status_code == 200
    assert body["ok"] is False and body["latency_ms"] is None and body["models"] is None
    assert body["error"] and body["error_code"] and body["models_error"]
    assert CANARY not in response.text


async def test_an_endpoint_that_refuses_the_completion_says_why(api: Api, upstream: FakeUpstream) -> None:
    connection_id = await connect(api, upstream)
    upstream.add_turns({"fault": {"kind": "http_error", "status": 401, "message": "Incorrect API key provided"}})

    body = (await api.client.post(path(connection_id), headers=api.auth("admin"))).json()

    assert body["ok"] is False and body["models"] == ["fake-large", "fake-model"]
    assert "401" in body["error"] or "key" in body["error"].lower()


@pytest.mark.parametrize("who", ["operator", "viewer"])
async def test_only_administrators_may_test_a_connection(api: Api, upstream: FakeUpstream, who: str) -> None:
    connection_id = await connect(api, upstream)

    response = await api.client.post(path(connection_id), headers=api.auth(who))

    assert response.status_code == 403
    assert upstream.requests == []  # nothing reached the endpoint


async def test_an_unknown_connection_or_a_stray_field_is_a_clear_error(api: Api, upstream: FakeUpstream) -> None:
    connection_id = await connect(api, upstream)

    missing = await api.client.post(path("0" * 32), headers=api.auth("admin"))
    stray = await api.client.post(path(connection_id), json={"modle": "x"}, headers=api.auth("admin"))

    assert (missing.status_code, missing.json()["error"]) == (404, "unknown_connection")
    assert stray.status_code in (400, 422) and "modle" in stray.text
