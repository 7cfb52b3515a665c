"""Lazy tool loading over the chat API: a catalogue in the prompt, search_tools loads specs, loaded tools come back
on later turns only while the user may still use them, and an unloaded tool gets a recovery message."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.chat.tool_loading import ToolLoading
from deputy.core.clock import ManualClock
from deputy.core.conversations.records import Conversation
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

from .chat_support import TITLE_RULE, chunks, connect, conversation, only, types, user_body
from .conftest import SECRET, Api, seed
from .test_chat_tools import tool_results


@asynccontextmanager
async def open_api(database: Database, tmp_path: Path, clock: ManualClock, **settings: Any) -> AsyncIterator[Api]:
    calls = Calls()
    options = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", **settings)
    app = create_app(options, registry=build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens)
    await runtime.chat.drain()
    await runtime.models.aclose()


@pytest.fixture
async def api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    """Lazy tool loading is the operator's default here."""
    async with open_api(database, tmp_path, clock, tool_loading="lazy") as opened:
        yield opened


@pytest.fixture
async def eager_api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    """The default (auto): the toolbox's tools fit the budget, so every turn offers them all."""
    async with open_api(database, tmp_path, clock) as opened:
        yield opened


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


def answer_requests(upstream: FakeUpstream) -> list[dict[str, Any]]:
    """The bodies of the streamed (answer) requests, in order; title requests are left out."""
    return [r.body for r in upstream.requests if r.body.get("stream")]


def offered(body: dict[str, Any]) -> list[str]:
    return [t["function"]["name"] for t in body.get("tools") or []]


async def say(api: Api, conv: Conversation, text: str, who: str = "operator", n: int = 1) -> list[dict[str, Any]]:
    body = user_body(conv.id, text, message_id=f"u{n}")
    return chunks(await api.client.post("/api/chat", json=body, headers=api.auth(who)))


def search(categories: list[str], call_id: str = "s1") -> dict[str, Any]:
    return {"tool_calls": [{"name": "search_tools", "arguments": {"categories": categories}, "id": call_id}]}


def use(name: str, call_id: str, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": name, "arguments": arguments, "id": call_id}]}


def run(name: str, call_id: str, **arguments: Any) -> dict[str, Any]:
    """A lazy turn's call of a loaded tool, through call_tool."""
    return use("call_tool", call_id, tool=name, arguments=arguments)


META = ["search_tools", "call_tool", "ask_user"]


async def test_a_lazy_turn_starts_with_the_meta_tools_and_a_catalogue_of_what_the_user_may_use(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Hello."}, {"text": "Hello."})

    await say(api, await conversation(api, "operator"), "hi")
    await say(api, await conversation(api, "viewer"), "hi", who="viewer")

    operator, viewer = answer_requests(upstream)
    assert offered(operator) == META
    catalogue = operator["messages"][0]["content"].split("## Tool catalogue\n", 1)[1]
    assert "### general\n- create_incident:" in catalogue and "### incidents\n- list_incidents:" in catalogue
    assert "create_incident" not in viewer["messages"][0]["content"]  # never catalogued for a viewer


async def test_search_tools_loads_the_specs_and_the_tool_runs_from_the_next_step(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(search(["incidents", "billing"]), run("list_incidents", "c1", status="open"), {"text": "Ok."})

    stream = await say(api, await conversation(api), "What is open?")

    found = tool_results(upstream, 1)[0]
    assert [t["name"] for t in found["tools"]] == ["list_incidents"]
    assert found["tools"][0]["parameters"]["properties"]["status"]
    assert found["unknown_categories"] == ["billing"] and "incidents" in found["note"]
    first, second, third = answer_requests(upstream)
    assert first["tools"] == second["tools"] == third["tools"] and offered(first) == META  # a load changes nothing
    assert api.calls.executed["list_incidents"] == 1
    shown = [c for c in stream if c["type"] == "tool-input-available"]
    assert [(c["toolName"], c["input"]) for c in shown][1] == ("list_incidents", {"status": "open"})  # what it ran
    echoed = third["messages"][-3]["tool_calls"][0]["function"]  # the model's own call comes back as it sent it
    assert echoed["name"] == "call_tool"


async def test_a_loaded_tool_called_by_its_own_name_runs_too(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(search(["incidents"]), use("list_incidents", "c1", status="open"), {"text": "Ok."})

    await say(api, await conversation(api), "What is open?")

    assert api.calls.executed["list_incidents"] == 1


@pytest.mark.parametrize(
    ("arguments", "field"),
    [({"arguments": {"status": "open"}}, "tool"), ({"tool": "call_tool"}, "tool"), ({"tool": 3}, "tool")],
)
async def test_a_call_tool_call_that_names_no_tool_is_an_input_error_and_runs_nothing(
    api: Api, upstream: FakeUpstream, arguments: dict[str, Any], field: str
) -> None:
    await connect(api, upstream)
    upstream.add_turns(search(["incidents"]), use("call_tool", "c1", **arguments), {"text": "Sorry."})

    stream = await say(api, await conversation(api), "What is open?")

    problem = tool_results(upstream, 2)[1]
    assert problem["error"] == "invalid_arguments" and problem["issues"][0]["field"] == field
    assert only(stream, "tool-input-error")["toolName"] == "call_tool"
    assert api.calls.executed["list_incidents"] == 0


async def test_call_tool_cannot_reach_a_tool_the_user_may_not_use(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns(run("create_incident", "c1", title="DB down", severity=2), {"text": "No."})

    stream = await say(api, await conversation(api, "viewer"), "Open an incident", who="viewer")

    assert only(stream, "tool-output-error")
    assert "tool-approval-request" not in types(stream)
    assert api.calls.dry_runs["create_incident"] == 0


async def test_a_tool_called_before_it_is_loaded_gets_a_recovery_message_and_does_not_run(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(use("list_incidents", "c1"), {"text": "Let me load it."})

    stream = await say(api, await conversation(api), "What is open?")

    assert "search_tools(tools=['list_incidents'])" in only(stream, "tool-output-error")["errorText"]
    assert "call_tool(tool='list_incidents'" in only(stream, "tool-output-error")["errorText"]
    assert tool_results(upstream, 1)[0]["error"] == "tool_not_loaded"
    assert api.calls.executed["list_incidents"] == 0


async def test_loaded_tools_are_stored_with_the_conversation_and_offered_on_the_next_turn(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(search(["incidents"]), {"text": "Loaded."}, run("list_incidents", "c1"), {"text": "Done."})
    conv = await conversation(api)

    await say(api, conv, "Load the incident tools")
    await say(api, conv, "And now?", n=2)

    assert await api.runtime.stores.loaded_tools.loaded_tools(conv.id) == {"list_incidents"}
    assert offered(answer_requests(upstream)[-1]) == META
    assert api.calls.executed["list_incidents"] == 1  # loaded on the first turn, run on the second


async def test_a_revoked_permission_drops_the_loaded_tool_on_the_next_turn(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    create = {"title": "DB down", "severity": 2}
    upstream.add_turns(
        search(["general"]), {"text": "Loaded."}, run("create_incident", "c2", **create), {"text": "No."}
    )
    conv = await conversation(api)
    await say(api, conv, "Load the tools to open incidents")
    assert await api.runtime.stores.loaded_tools.loaded_tools(conv.id) == {"create_incident"}
    operator = await api.runtime.stores.identity.user_by_name("operator")
    assert operator is not None

    await api.runtime.stores.identity.set_roles(user_id=operator.id, role_names=["viewer"])  # incidents.write goes
    stream = await say(api, conv, "Open an incident: DB down", n=2)

    after = answer_requests(upstream)[2]
    assert offered(after) == META
    assert "create_incident" not in after["messages"][0]["content"]
    assert only(stream, "tool-output-error")  # a call anyway is refused by the gateway, not proposed
    assert "tool-approval-request" not in types(stream)
    assert api.calls.dry_runs["create_incident"] == 0


async def test_auto_loading_is_the_default_and_offers_every_permitted_tool_without_meta_tools_under_its_budget(
    database: Database, tmp_path: Path
) -> None:
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
    runtime: Runtime = create_app(settings, registry=build_toolbox(Calls()), database=database).state.deputy

    assert runtime.chat.policy.tool_loading is ToolLoading.AUTO and runtime.chat.policy.ask_user is False
    assert runtime.chat.policy.tool_budget_tokens == 1500


async def test_an_agent_with_lazy_tools_loads_lazily_while_the_default_stays_eager(
    eager_api: Api, upstream: FakeUpstream
) -> None:
    api = eager_api
    await connect(api, upstream)
    upstream.add_turns({"text": "Eager."}, {"text": "Lazy."})
    await say(api, await conversation(api), "hi")
    body = {"slug": "sorter", "name": "Sorter", "lazy_tools": True, "tools": ["list_incidents"]}
    assert (await api.client.post("/api/admin/agents", json=body, headers=api.auth("admin"))).status_code == 201

    await say(api, await conversation(api), "hi", n=2)  # the only agent is now the default

    eager, lazy = answer_requests(upstream)
    assert offered(eager) == ["create_incident", "list_incidents"] and "## Tool catalogue" not in str(eager)
    assert offered(lazy) == META
    catalogue = lazy["messages"][0]["content"].split("## Tool catalogue\n", 1)[1]
    assert "list_incidents" in catalogue and "create_incident" not in catalogue  # the allowlist narrows it
