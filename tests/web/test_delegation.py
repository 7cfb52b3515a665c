"""`delegate_to_agent`: a sub-agent with exactly the caller's permissions, depth- and step-limited, audited, and
streamed to the chat as a nested `data-delegation` part whose final text is the tool result the parent reads."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core import events
from deputy.core.chat.agent_loop import FINAL_ANSWER_INSTRUCTION
from deputy.core.chat.planning import NewMessage
from deputy.core.clock import ManualClock
from deputy.core.conversations.records import PermissionMode
from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

from .chat_support import TITLE_RULE, chunks, connect, only, owner_of, user_body
from .conftest import SECRET, Api, seed
from .test_chat_tools import unframe


@pytest.fixture
async def api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    """The web test app with `delegate_to_agent` on (two sub-agent steps at most) and `agents.delegate` granted
    to viewers and operators."""
    calls = Calls()
    settings = Settings(
        db_url=database.url,
        secret_key=SECRET,
        secret_key_file=tmp_path / "unused",
        agent_delegation=True,
        delegation_max_steps=2,
    )
    app = create_app(settings, registry=build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    identity, now = runtime.stores.identity, clock.now()
    admin = await identity.user_by_name("admin")
    assert admin is not None
    for role, permissions in (("viewer", {"incidents.read"}), ("operator", {"incidents.read", "incidents.write"})):
        await identity.ensure_role(
            tenant_id=admin.tenant_id, name=role, permissions=permissions | {"agents.delegate"}, now=now
        )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens)
    await runtime.chat.drain()
    await runtime.models.aclose()


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def agent(api: Api, slug: str, **fields: Any) -> None:
    body = {"slug": slug, "name": slug.title(), "system_prompt": f"PROMPT-OF-{slug}", **fields}
    response = await api.client.post("/api/admin/agents", json=body, headers=api.auth("admin"))
    assert response.status_code == 201, response.text


def delegate(slug: str, task: str, call_id: str) -> dict[str, Any]:
    return {
        "tool_calls": [{"name": "delegate_to_agent", "arguments": {"agent_slug": slug, "task": task}, "id": call_id}]
    }


def requests(upstream: FakeUpstream) -> list[dict[str, Any]]:
    return [r.body for r in upstream.requests if r.body.get("stream")]


def tool_results(body: dict[str, Any]) -> list[Any]:
    return [json.loads(unframe(m["content"])) for m in body["messages"] if m["role"] == "tool"]


async def chat(api: Api, text: str, who: str = "operator", *, mode: PermissionMode | None = None) -> Any:
    owner = await owner_of(api, who)
    store = api.runtime.stores.conversations
    conversation = await store.create(owner, now=api.runtime.clock.now())
    if mode is not None:
        await store.update(owner, conversation.id, now=api.runtime.clock.now(), permission_mode=mode)
    response = await api.client.post("/api/chat", json=user_body(conversation.id, text), headers=api.auth(who))
    await api.runtime.chat.wait_idle()
    return conversation, response


async def test_a_delegated_agent_runs_as_the_caller_streams_nested_and_its_answer_is_the_tool_result(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    await agent(api, "researcher", description="Digs through incidents", tools=["list_incidents"])
    usage = {"usage": {"prompt_tokens": 100, "completion_tokens": 10}}
    upstream.add_turns(
        {**delegate("researcher", "List the open incidents", "d1"), **usage},
        {"tool_calls": [{"name": "list_incidents", "arguments": {}, "id": "s1"}], **usage},
        {"text": "There are no open incidents right now.", **usage},
        {"text": "The researcher found no open incidents.", **usage},
    )

    conversation, response = await chat(api, "Any open incidents?")
    stream = chunks(response)

    parent, sub_first, sub_last, parent_last = requests(upstream)
    assert "researcher: Researcher — Digs through incidents" in parent["messages"][0]["content"]
    assert {t["function"]["name"] for t in sub_first["tools"]} == {"list_incidents"}
    assert "PROMPT-OF-researcher" in sub_first["messages"][0]["content"]
    assert sub_first["messages"][1:-1] == [{"role": "user", "content": "List the open incidents"}]
    assert sub_first["messages"][-1]["content"].startswith("## Current time\n")
    assert api.calls.executed_by == [(await owner_of(api, "operator")).id]
    nested = [c for c in stream if c["type"] == "data-delegation"]
    assert {c["id"] for c in nested} == {"delegation-d1"}
    assert nested[-1]["data"]["toolCallId"] == "d1"
    assert (nested[-1]["data"]["status"], nested[-1]["data"]["tools"]) == ("complete", ["list_incidents"])
    assert nested[-1]["data"]["text"] == "There are no open incidents right now."
    assert only(stream, "tool-output-available")["output"]["answer"] == "There are no open incidents right now."
    assert tool_results(parent_last)[-1]["answer"] == "There are no open incidents right now."
    assert not sub_last.get("tools")  # the step cap: the sub-agent's last step answers without tools
    assert FINAL_ANSWER_INSTRUCTION in sub_last["messages"][0]["content"]
    audited = await api.runtime.stores.events.query(
        EventQuery(tenant_id=(await owner_of(api)).tenant_id, kind=EventKind.AGENT_DELEGATED)
    )
    assert [(e.conversation_id, e.details["agent"], e.details["depth"]) for e in audited] == [
        (conversation.id, "researcher", 1)
    ]
    stored = (await api.runtime.stores.conversations.messages(conversation.id))[-1]
    assert any(p["type"] == "data-delegation" for p in stored.parts)
    assert stored.usage is not None
    assert (stored.usage["input_tokens"], stored.usage["output_tokens"]) == (400, 40)  # the sub-agent's included


async def test_a_sub_agent_never_has_more_than_the_callers_permissions(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    await agent(api, "writer", tools=["create_incident", "list_incidents"])
    create_call = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "s1"}
    upstream.add_turns(
        delegate("writer", "Open an incident: DB down", "d1"),
        {"tool_calls": [create_call]},
        {"text": "I may not open incidents."},
        {"text": "That is not possible for you."},
    )

    await chat(api, "Open an incident", who="viewer")

    _parent, sub_first, sub_last, _ = requests(upstream)
    assert {t["function"]["name"] for t in sub_first["tools"]} == {"list_incidents"}
    assert tool_results(sub_last)[-1]["error"] == "forbidden"
    assert api.calls.dry_runs["create_incident"] == 0


async def test_a_sub_agent_only_proposes_changes_even_in_auto_mode(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    await agent(api, "writer")
    create_call = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "s1"}
    upstream.add_turns(
        delegate("writer", "Open an incident: DB down", "d1"),
        {"tool_calls": [create_call]},
        {"text": "Proposed; it waits for a human."},
        {"text": "A confirmation is waiting for you."},
    )

    _conversation, response = await chat(api, "Open an incident", mode=PermissionMode.AUTO)

    output = only(chunks(response), "tool-output-available")["output"]
    assert api.calls.executed["create_incident"] == 0
    assert [(p["tool"], p["status"]) for p in output["proposals"]] == [("create_incident", "proposed")]
    assert output["proposals"][0]["url"].startswith("/proposals/")


async def test_delegation_stops_at_the_depth_limit_with_an_error_the_model_reads(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    await agent(api, "middle")
    await agent(api, "deep")
    upstream.add_turns(
        delegate("middle", "Ask deep", "d1"),
        delegate("deep", "Ask lead", "d2"),
        delegate("lead", "Anything", "d3"),
        {"text": "Could not delegate further."},
        {"text": "Deep answered."},
        {"text": "Done."},
    )

    await chat(api, "Go deep")

    bodies = requests(upstream)
    assert tool_results(bodies[3])[-1]["error"] == "delegation_too_deep"
    depths = [
        e.details["depth"]
        for e in await api.runtime.stores.events.query(
            EventQuery(tenant_id=(await owner_of(api)).tenant_id, kind=EventKind.AGENT_DELEGATED)
        )
    ]
    assert sorted(depths) == [1, 2]


async def test_delegating_to_an_unknown_agent_is_a_tool_error_naming_it(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    upstream.add_turns(delegate("ghost", "Boo", "d1"), {"text": "No such agent."})

    _conversation, response = await chat(api, "Ask the ghost")

    assert only(chunks(response), "tool-output-error")["toolCallId"] == "d1"
    assert tool_results(requests(upstream)[1])[-1]["error"] == "unknown_agent"


async def test_stopping_the_turn_stops_its_sub_agent_too(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "lead", primary=True)
    await agent(api, "researcher", tools=["list_incidents"])
    long_answer = "still digging through the incident history " * 60
    upstream.add_turns(
        delegate("researcher", "Read the whole incident history", "d1"),
        {"text": long_answer, "chunk_chars": 8, "interval_ms": 20},  # about ten seconds of sub-agent text
    )
    owner = await owner_of(api, "operator")
    conversation = await api.runtime.stores.conversations.create(owner, now=api.runtime.clock.now())
    live = await api.runtime.chat.start(owner, conversation.id, NewMessage("Dig through the history"))
    async for event in live.replay():
        if isinstance(event.event, events.Data) and event.event.name == "delegation" and event.event.data["text"]:
            break  # the sub-agent is answering
    await api.runtime.chat.cancel(owner, conversation.id)
    await api.runtime.chat.wait_idle()

    audited = await api.runtime.stores.events.query(
        EventQuery(tenant_id=owner.tenant_id, kind=EventKind.AGENT_DELEGATED)
    )
    assert [e.details["status"] for e in audited] == ["stopped"]
    assert len(requests(upstream)) == 2  # the parent's first step and the sub-agent's: nothing after the stop
    stored = (await api.runtime.stores.conversations.messages(conversation.id))[-1]
    nested = [p for p in stored.parts if p["type"] == "data-delegation"]
    assert nested[-1]["data"]["status"] == "stopped"
    assert len(nested[-1]["data"]["text"]) < len(long_answer)
