"""The seed's end-to-end flow: a model asked to watch a URL grounds in the docs, learns the kinds and the schema,
tests its draft (a private address is refused, the public one passes), proposes `create_check`, and the check
exists only once a human applies it."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft
from deputy.demo import OfflineModel, connect_offline_model
from deputy.demo.model import CONFIRM_TEXT
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store import Database
from tests.demo.conftest import Demo, open_demo
from tests.demo.test_capabilities import StatusServer, loopback_prober
from tests.web.chat_support import approval_body, chunks, only, text_of, types, user_body

pytest_plugins = ["tests.demo.test_capabilities"]  # the status_server fixture

ASK = "Watch {url} for the search service"


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    title = FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Search health check")
    async with FakeUpstream(FakeScript(rules=[title]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


@pytest.fixture
async def demo(database: Database, tmp_path: Path, clock: ManualClock, upstream: FakeUpstream) -> AsyncIterator[Demo]:
    async with open_demo(database, tmp_path, clock, prober=loopback_prober, docs_tools=True) as opened:
        draft = ConnectionDraft(
            name="fake", base_url=upstream.url_for("openai"), default_model="fake-model", is_default=True
        )
        await opened.runtime.stores.connections.create(draft, api_key=None, now=opened.runtime.clock.now())
        yield opened


def call(call_id: str, tool: str, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"id": call_id, "name": tool, "arguments": arguments}]}


def tool_result(upstream: FakeUpstream, call_id: str) -> Any:
    """What the model read back for `call_id` (the framed JSON inside the tool message)."""
    for request in upstream.requests:
        for message in request.body["messages"]:
            if message["role"] == "tool" and message["tool_call_id"] == call_id:
                content = str(message["content"])
                inner = content.split("\n", 1)[-1].rsplit("\n", 1)[0] if content.startswith("<tool_result") else content
                return json.loads(inner)
    raise AssertionError(f"no result for {call_id}")


async def search_checks(demo: Demo) -> list[str]:
    return [c["name"] for c in (await demo.get("/acme/checks?service_id=search"))["checks"]]


async def test_ground_learn_test_propose_and_only_a_human_apply_creates_the_check(
    demo: Demo, upstream: FakeUpstream, status_server: StatusServer
) -> None:
    url = f"http://status.search.example:{status_server.port}/health"
    draft = {"kind": "http", "target": url, "interval_seconds": 30}
    upstream.add_turns(
        call("s1", "search_docs", query="add http health check"),
        call("d1", "get_doc", slug="acme-ops/checks"),
        call("l1", "list_capabilities", context="checks"),
        call("k1", "get_capability_schema", kind="http"),
        call("t1", "test_check", kind="http", target="http://10.0.0.7/health"),  # a private address first
        call("t2", "test_check", **draft),
        call("p1", "create_check", service_id="search", name="Status endpoint", **draft),
        {"text": "The check is live and starts as unknown."},
    )
    before = await search_checks(demo)
    now = demo.runtime.clock.now()
    owner = await demo.runtime.stores.identity.principal_for_api_token(demo.tokens["operator"], now=now)
    conversation = await demo.runtime.stores.conversations.create(owner, now=now)

    first = chunks(
        await demo.client.post(
            "/api/chat", json=user_body(conversation.id, ASK.format(url=url)), headers=demo.auth("operator")
        )
    )

    assert tool_result(upstream, "s1")["hits"][0]["slug"] == "acme-ops/checks"
    assert "Adding a check" in tool_result(upstream, "d1")["content"]
    assert [c["kind"] for c in tool_result(upstream, "l1")["capabilities"]] == ["http", "tcp", "dns"]
    assert tool_result(upstream, "k1")["schema"]["properties"]["target"]["pattern"].startswith("^https?://")
    assert tool_result(upstream, "t1")["error"] == "probe_refused"  # the SSRF guard, before any connection
    assert tool_result(upstream, "t2")["would_pass"] is True and len(status_server.requests) == 1
    card = only(first, "tool-approval-request")
    assert only(first, "data-proposal")["data"]["payload"]["target"] == url
    assert await search_checks(demo) == before  # proposed, not created

    second = chunks(
        await demo.client.post(
            "/api/chat",
            json=approval_body(conversation.id, first[0]["messageId"], card["toolCallId"], card["approvalId"], True),
            headers=demo.auth("operator"),
        )
    )

    assert "tool-output-available" in types(second)
    assert text_of(second) == "The check is live and starts as unknown."
    assert await search_checks(demo) == [*before, "Status endpoint"]
    created = next(c for c in (await demo.get("/acme/checks"))["checks"] if c["name"] == "Status endpoint")
    assert (created["target"], created["interval_seconds"]) == (url, 30)
    upstream.check()


async def test_the_offline_model_learns_the_schema_and_tests_the_draft_before_proposing(
    database: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with open_demo(database, tmp_path, clock) as demo, OfflineModel() as model:
        await connect_offline_model(demo.runtime.stores.connections, model.base_url, now=demo.runtime.clock.now())
        owner = await demo.runtime.stores.identity.principal_for_api_token(
            demo.tokens["operator"], now=demo.runtime.clock.now()
        )
        conversation = await demo.runtime.stores.conversations.create(owner, now=demo.runtime.clock.now())
        text = "Add a check to search for https://search.acme.test/health every 30 s"

        stream = chunks(
            await demo.client.post("/api/chat", json=user_body(conversation.id, text), headers=demo.auth("operator"))
        )

    called = [c["toolName"] for c in stream if c["type"] == "tool-input-available"]
    assert called == ["list_services", "get_capability_schema", "test_check", "create_check"]
    assert text_of(stream).endswith(CONFIRM_TEXT)
    assert "it would fail for now (The host name does not resolve)" in text_of(stream)
    assert only(stream, "data-proposal")["data"]["payload"]["target"] == "https://search.acme.test/health"
