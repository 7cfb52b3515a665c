"""kill -9 a pod mid-answer: another pod closes the dead turn once its lease runs out, and the next message in that
conversation is answered without waiting for it. Two real `deputy serve` processes on one Postgres behind nginx
(`deputy.testing.pods`), a fake model in this process."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from deputy.core.chat.leases import INTERRUPTED_TEXT
from deputy.core.conversations.records import MessageStatus, Role
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger, turn_events, turn_leases
from tests.pods.conftest import Cluster, cluster
from tests.web.chat_support import TITLE_RULE, chunks, text_of, types, user_body

pytestmark = [pytest.mark.slow, pytest.mark.postgres]
LONG = "word " * 400
LEASE_SECONDS = 1.0
WAIT = 30.0  # seconds: the bound on every wait here; far longer than any of them takes


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


@pytest.fixture
async def pods(upstream: FakeUpstream) -> AsyncIterator[Cluster]:
    env = {
        "DEPUTY_LLM_BASE_URL": upstream.base_url,
        "DEPUTY_LLM_MODEL": "fake-model",
        "DEPUTY_DOCS_TOOLS": "true",
        "DEPUTY_TURN_LEASE_SECONDS": str(LEASE_SECONDS),
    }
    async with cluster(env=env) as running:
        yield running


async def new_conversation(pods: Cluster) -> str:
    response = await pods.client.post("/api/conversations", json={}, headers=pods.auth("alice", pod=1))
    assert response.status_code in (200, 201), response.text
    return str(response.json()["id"])


async def until(condition: Any, what: str) -> None:
    """Poll the shared database until `condition()` holds; fails naming `what` after WAIT seconds."""
    try:
        async with asyncio.timeout(WAIT):
            while True:
                if await condition():
                    return
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}") from None


async def logged_text(pods: Cluster) -> bool:
    """Whether some answer text has reached the shared event log (what a dead pod leaves behind)."""
    async with pods.stores.database.transaction() as conn:
        frames = (await conn.execute(sa.select(turn_events.c.frame))).scalars().all()
    return any(json.loads(frame)["kind"] == "TextDelta" for frame in frames)


async def test_a_pod_killed_mid_answer_leaves_a_consistent_record_and_the_next_message_does_not_wait(
    pods: Cluster, upstream: FakeUpstream
) -> None:
    upstream.add_turns(
        {"tool_calls": [{"name": "list_docs", "arguments": {}, "id": "call_docs"}]},
        {"text": LONG, "chunk_chars": 5, "interval_ms": 20},  # ~8 s of answer: the kill lands in the middle
        {"text": "I am still here."},
    )
    conversation_id = await new_conversation(pods)
    async with httpx.AsyncClient(base_url=pods.pods.pods[0].url, timeout=WAIT) as pod0:
        async with pod0.stream(
            "POST", "/api/chat", json=user_body(conversation_id, "List the docs"), headers=pods.auth("alice")
        ) as response:
            async for line in response.aiter_lines():
                if '"text-delta"' in line:
                    break
            await until(lambda: logged_text(pods), "answer text in the shared log")
            await pods.pods.kill(0)  # SIGKILL: no shutdown code runs on that pod

    async with asyncio.timeout(WAIT):
        answer = await pods.client.post(
            "/api/chat",
            json=user_body(conversation_id, "Are you there?", message_id="u2"),
            headers=pods.auth("alice", pod=1),
        )

    assert text_of(chunks(answer)) == "I am still here."
    await until(lambda: _settled(pods, conversation_id, count=2), "both turns settled")
    rows = await pods.stores.conversations.messages(conversation_id)
    assert [(m.role, m.status) for m in rows] == [
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.INTERRUPTED),
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.COMPLETE),
    ]
    dead = rows[1]
    assert rows[0].content == "List the docs"  # the user message is kept
    assert dead.error == INTERRUPTED_TEXT and dead.content and LONG.startswith(dead.content)  # the partial answer
    tool = next(p for p in dead.parts if p["type"] == "tool-list_docs")
    assert tool["state"] == "output-available"  # the tool ran before the kill: its call and result are both kept
    assert not [p for p in dead.parts if p.get("state") in ("input-available", "streaming")]  # nothing dangling
    async with pods.stores.database.transaction() as conn:
        leases = await conn.scalar(sa.select(sa.func.count()).select_from(turn_leases))
    assert leases == 0


async def test_an_answer_longer_than_its_lease_is_renewed_and_never_reclaimed_by_the_other_pod(
    pods: Cluster, upstream: FakeUpstream
) -> None:
    upstream.add_turns({"text": LONG[:1000], "chunk_chars": 5, "interval_ms": 15})  # ~3 s, three lease lengths
    conversation_id = await new_conversation(pods)

    async with asyncio.timeout(WAIT):
        response = await pods.client.post(
            "/api/chat", json=user_body(conversation_id, "Talk"), headers=pods.auth("alice", pod=0)
        )

    assert "error" not in types(chunks(response))
    await until(lambda: _settled(pods, conversation_id, count=1), "the turn settled")
    answer = (await pods.stores.conversations.messages(conversation_id))[-1]
    assert answer.status is MessageStatus.COMPLETE and answer.content == LONG[:1000]


async def _settled(pods: Cluster, conversation_id: str, *, count: int) -> bool:
    """Whether the conversation's `count` turn reservations are all settled (each exactly once: one row each)."""
    async with pods.stores.database.transaction() as conn:
        states = (
            (
                await conn.execute(
                    sa.select(token_ledger.c.state).where(
                        token_ledger.c.conversation_id == conversation_id, token_ledger.c.kind == "turn"
                    )
                )
            )
            .scalars()
            .all()
        )
    assert len(states) <= count, states
    return len(states) == count and set(states) == {"settled"}
