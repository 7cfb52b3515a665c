"""A cancel sent to any pod stops the turn on the pod that runs it, through a Postgres NOTIFY (not at a poll): the
pods here poll once a minute, and every turn would stream for about nine seconds."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing

import pytest
import pytest_asyncio

from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from tests.pods.conftest import Cluster, cluster
from tests.pods.sse import Frame, chat_body, frames, read_all, text_of

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
]
ANSWER = " ".join(f"word{i}" for i in range(100))
"""Streamed in 8-character pieces 100 ms apart: about 9 seconds, well under the pods' 60-second poll."""
SHORT = "A short answer."


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def running() -> AsyncIterator[Cluster]:
    script = FakeScript(
        rules=[FakeTurn(match="^Quick", text=SHORT)], default=FakeTurn(text=ANSWER, chunk_chars=8, interval_ms=100)
    )
    async with FakeUpstream(script, strict=False) as upstream:
        env = {
            "DEPUTY_LLM_BASE_URL": upstream.base_url,
            "DEPUTY_LLM_MODEL": "fake-model",
            "DEPUTY_TURN_POLL_SECONDS": "60",  # the fallback poll never comes in time: only a NOTIFY can
        }
        async with cluster(pods=2, env=env) as started:
            yield started


async def test_a_cancel_sent_to_another_pod_stops_the_turn_long_before_that_pod_would_poll(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    seen: list[Frame] = []
    async with running.client.stream(
        "POST", "/api/chat", json=chat_body(conversation, "Tell me"), headers=running.auth("alice", pod=0)
    ) as response:
        async with aclosing(frames(response)) as stream:
            async for frame in stream:
                seen.append(frame)
                if len(seen) == 4:
                    cancel = await running.client.post(
                        f"/api/conversations/{conversation}/cancel", headers=running.auth("alice", pod=1)
                    )
                    assert cancel.status_code == 202
    stored = await running.client.get(f"/api/conversations/{conversation}", headers=running.auth("alice"))

    assert [f.chunk["type"] for f in seen[-2:] if f.chunk is not None] == ["abort"]
    assert seen[-1].chunk is None
    assert stored.json()["messages"][-1]["status"] == "interrupted"
    assert text_of(seen) != ANSWER and ANSWER.startswith(text_of(seen))


async def test_a_new_message_on_another_pod_stops_the_running_turn_and_answers(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    async with running.client.stream(
        "POST", "/api/chat", json=chat_body(conversation, "Tell me"), headers=running.auth("alice", pod=0)
    ) as first:
        stream = frames(first)
        async with aclosing(stream):
            started = [await anext(stream) for _ in range(4)]
            body = {**chat_body(conversation, "Quick question"), "messages": [_user("u2", "Quick question")]}
            async with running.client.stream(
                "POST", "/api/chat", json=body, headers=running.auth("alice", pod=1)
            ) as second:
                newer = await read_all(second)
            older = started + [frame async for frame in stream]
    stored = await running.client.get(f"/api/conversations/{conversation}", headers=running.auth("alice"))

    assert older[-2].chunk == {"type": "abort"}
    assert text_of(newer) == SHORT
    assert [(m["role"], m["status"]) for m in stored.json()["messages"]] == [
        ("user", "complete"),
        ("assistant", "interrupted"),
        ("user", "complete"),
        ("assistant", "complete"),
    ]


def _user(message_id: str, text: str) -> dict[str, object]:
    return {"id": message_id, "role": "user", "parts": [{"type": "text", "text": text}]}
