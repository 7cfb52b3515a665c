"""Requests are laid out for a provider's prompt cache, and a connection's `cache_hints` add its family's hints."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest

from deputy.core.clock import ManualClock
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, chunks, connect, conversation, user_body
from .conftest import Api


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


def answers(upstream: FakeUpstream) -> list[dict[str, Any]]:
    return [r.body for r in upstream.requests if r.body.get("stream")]


async def ask(api: Api, conversation_id: str, text: str, message_id: str) -> None:
    body = user_body(conversation_id, text, message_id=message_id)
    chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()


def cache_layout(body: dict[str, Any]) -> bytes:
    messages = body["messages"]
    return json.dumps([messages[:1], body.get("tools") or [], messages[1:]]).encode()[:-2]  # open-ended


async def test_the_time_is_the_last_message_so_the_next_turn_repeats_everything_before_it(
    api: Api, upstream: FakeUpstream, clock: ManualClock
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "First answer."}, {"text": "Second answer."})
    conv = await conversation(api)

    await ask(api, conv.id, "First question", "u1")
    clock.advance(timedelta(minutes=3))
    await ask(api, conv.id, "Second question", "u2")

    first, second = answers(upstream)
    assert first["messages"][0] == second["messages"][0]  # the system prompt holds no time
    assert "## Current time" not in first["messages"][0]["content"]
    notes = [body["messages"][-1] for body in (first, second)]
    assert [n["role"] for n in notes] == ["system", "system"]
    assert "00:00 in UTC" in notes[0]["content"] and "00:03 in UTC" in notes[1]["content"]
    without_note = {**first, "messages": first["messages"][:-1]}
    assert cache_layout(second).startswith(cache_layout(without_note))


@pytest.mark.parametrize("cache_hints", [True, False])
async def test_an_openai_connection_keys_the_cache_by_conversation_when_asked(
    api: Api, upstream: FakeUpstream, cache_hints: bool
) -> None:
    await connect(api, upstream, family="openai", cache_hints=cache_hints)
    upstream.add_turns({"text": "Hi."})
    conv = await conversation(api)

    await ask(api, conv.id, "Hello", "u1")

    [body] = answers(upstream)
    assert body.get("prompt_cache_key") == (conv.id if cache_hints else None)
    assert all(isinstance(m.get("content"), str) for m in body["messages"])  # nothing else changes


async def test_an_anthropic_connection_marks_the_system_prompt_and_the_newest_message_not_the_time(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream, family="anthropic", cache_hints=True)
    upstream.add_turns({"text": "Hi."})
    conv = await conversation(api)

    await ask(api, conv.id, "Hello", "u1")

    [body] = answers(upstream)
    system, user, note = body["messages"]
    ephemeral = {"type": "ephemeral"}
    assert system["content"][0]["cache_control"] == ephemeral and "You are Deputy" in system["content"][0]["text"]
    assert user["content"] == [{"type": "text", "text": "Hello", "cache_control": ephemeral}]
    assert isinstance(note["content"], str) and note["content"].startswith("## Current time")
    assert "prompt_cache_key" not in body


async def test_a_generic_connection_records_the_switch_and_sends_no_hint(api: Api, upstream: FakeUpstream) -> None:
    connection_id = await connect(api, upstream, family="generic", cache_hints=True)
    upstream.add_turns({"text": "Hi."})
    conv = await conversation(api)

    await ask(api, conv.id, "Hello", "u1")

    [body] = answers(upstream)
    assert "prompt_cache_key" not in body and all(isinstance(m["content"], str) for m in body["messages"])
    shown = await api.client.get(f"/api/admin/connections/{connection_id}", headers=api.auth("admin"))
    assert shown.json()["cache_hints"] is True


async def test_an_operator_switches_cache_hints_on_a_connection(api: Api, upstream: FakeUpstream) -> None:
    connection_id = await connect(api, upstream)
    url = f"/api/admin/connections/{connection_id}"

    changed = await api.client.patch(url, json={"cache_hints": True}, headers=api.auth("admin"))

    assert changed.status_code == 200, changed.text
    assert changed.json()["cache_hints"] is True
    stored = await api.runtime.stores.connections.get(connection_id)
    assert stored is not None and stored.cache_hints is True
