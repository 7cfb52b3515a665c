"""Agents in chat turns: the default cascade, switching mid-conversation, and an allowlist that only narrows."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

from deputy.core.tools.records import AuditQuery, Decision
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, chunks, connect, only, types, user_body
from .conftest import Api


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def agent(api: Api, slug: str, **fields: Any) -> dict[str, Any]:
    body = {"slug": slug, "name": slug.title(), "system_prompt": f"PROMPT-OF-{slug}", **fields}
    response = await api.client.post("/api/admin/agents", json=body, headers=api.auth("admin"))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def new_chat(api: Api, who: str = "operator", **body: Any) -> Any:
    return await api.client.post("/api/conversations", json=body, headers=api.auth(who))


async def say(api: Api, conversation_id: str, text: str, *, who: str = "operator", mid: str = "u1") -> Any:
    response = await api.client.post(
        "/api/chat", json=user_body(conversation_id, text, message_id=mid), headers=api.auth(who)
    )
    await api.runtime.chat.wait_idle()
    return response


def answers(upstream: FakeUpstream) -> list[dict[str, Any]]:
    return [r.body for r in upstream.requests if r.body.get("stream")]


def offered(body: dict[str, Any]) -> set[str]:
    return {t["function"]["name"] for t in body.get("tools") or []}


@pytest.mark.parametrize(
    ("agents", "expected"),
    [
        pytest.param(
            [("helper", {}), ("ours", {"primary": True}), ("theirs", {"primary": True, "owner": "system"})],
            "ours",
            id="tenant-primary",
        ),
        pytest.param([("helper", {}), ("theirs", {"primary": True, "owner": "system"})], "theirs", id="system-primary"),
        pytest.param([("off", {"enabled": False}), ("helper", {}), ("sys", {"owner": "system"})], "helper", id="any"),
    ],
)
async def test_a_new_chat_gets_the_default_agent_by_the_cascade_and_the_turn_uses_its_prompt(
    api: Api, upstream: FakeUpstream, agents: list[tuple[str, dict[str, Any]]], expected: str
) -> None:
    await connect(api, upstream)
    ids = {slug: (await agent(api, slug, **fields))["id"] for slug, fields in agents}
    upstream.add_turns({"text": "Hello."})

    created = (await new_chat(api)).json()
    stream = chunks(await say(api, created["id"], "Hi"))

    assert created["agent_id"] == ids[expected]
    system = answers(upstream)[0]["messages"][0]["content"]
    assert f"PROMPT-OF-{expected}" in system
    assert only(stream, "data-agent")["data"]["slug"] == expected


async def test_agents_without_an_enabled_one_answer_503_no_agents_configured(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    existing = (await new_chat(api)).json()  # made while no agent existed: the built-in assistant
    await agent(api, "off", enabled=False)

    refused_chat = await new_chat(api)
    refused_turn = await say(api, existing["id"], "Hi")

    assert (refused_chat.status_code, refused_chat.json()["error"]) == (503, "no_agents_configured")
    assert (refused_turn.status_code, refused_turn.json()["error"]) == (503, "no_agents_configured")
    assert answers(upstream) == []


async def test_with_no_agent_defined_the_built_in_assistant_answers_as_before(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Hello."})
    created = (await new_chat(api)).json()

    stream = chunks(await say(api, created["id"], "Hi"))

    assert created["agent_id"] is None
    assert "data-agent" not in types(stream)
    assert "## Agent" not in answers(upstream)[0]["messages"][0]["content"]
    assert offered(answers(upstream)[0]) == {"list_incidents", "create_incident"}


async def test_switching_agents_applies_the_new_prompt_and_model_from_the_next_turn(
    api: Api, upstream: FakeUpstream
) -> None:
    connection = await connect(api, upstream)
    await agent(api, "helper", primary=True)
    analyst = await agent(api, "analyst", connection_id=connection, model="fake-large")
    upstream.add_turns({"text": "One."}, {"text": "Two."})
    created = (await new_chat(api)).json()
    await say(api, created["id"], "First")

    switched = await api.client.patch(
        f"/api/conversations/{created['id']}", json={"agent_id": "analyst"}, headers=api.auth("operator")
    )
    stream = chunks(await say(api, created["id"], "Second", mid="u2"))

    assert (switched.json()["agent_id"], switched.json()["model"]) == (analyst["id"], "fake-large")
    first, second = answers(upstream)
    assert (first["model"], second["model"]) == ("fake-model", "fake-large")
    assert "PROMPT-OF-helper" in first["messages"][0]["content"]
    assert "PROMPT-OF-analyst" in second["messages"][0]["content"]
    assert "PROMPT-OF-helper" not in second["messages"][0]["content"]
    assert only(stream, "data-agent")["data"]["slug"] == "analyst"


async def test_switching_to_an_unknown_or_disabled_agent_is_a_404(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "helper")
    await agent(api, "off", enabled=False)
    created = (await new_chat(api)).json()

    for key in ("nope", "off"):
        response = await api.client.patch(
            f"/api/conversations/{created['id']}", json={"agent_id": key}, headers=api.auth("operator")
        )
        assert (response.status_code, response.json()["error"]) == (404, "unknown_agent")


async def test_an_allowlist_narrows_the_offered_tools_and_the_gateway_refuses_a_call_outside_it(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    await agent(api, "reader", tools=["list_incidents"], primary=True)
    create_call = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "c1"}
    upstream.add_turns({"tool_calls": [create_call]}, {"text": "I cannot change things."})
    created = (await new_chat(api)).json()

    stream = chunks(await say(api, created["id"], "Open an incident"))

    assert offered(answers(upstream)[0]) == {"list_incidents"}
    assert only(stream, "tool-output-error")["toolCallId"] == "c1"
    refusal = json.loads(answers(upstream)[1]["messages"][-2]["content"])
    assert refusal["error"] == "tool_not_in_agent"
    assert api.calls.dry_runs["create_incident"] == 0
    rows = await api.runtime.stores.audit.query(AuditQuery(tool_name="create_incident"))
    assert [(r.decision, r.error_code) for r in rows] == [(Decision.REFUSED, "tool_not_in_agent")]


async def test_an_allowlist_never_widens_what_the_user_may_do(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "writer", tools=["create_incident", "list_incidents"], primary=True)
    upstream.add_turns({"text": "I can only read."})
    created = (await new_chat(api, who="viewer")).json()

    await say(api, created["id"], "Open an incident", who="viewer")

    assert offered(answers(upstream)[0]) == {"list_incidents"}
