"""A cancel sent to any pod stops the turn on the pod that runs it, through a Postgres NOTIFY (not at a poll)."""

from __future__ import annotations

from contextlib import aclosing

import pytest

from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from tests.pods.conftest import cluster
from tests.pods.sse import Frame, chat_body, frames, text_of

pytestmark = [pytest.mark.postgres, pytest.mark.slow]
ANSWER = " ".join(f"word{i}" for i in range(100))
"""Streamed in 8-character pieces 100 ms apart: about 9 seconds, well under the pods' 60-second poll."""


async def test_a_cancel_sent_to_another_pod_stops_the_turn_long_before_that_pod_would_poll() -> None:
    script = FakeScript(default=FakeTurn(text=ANSWER, chunk_chars=8, interval_ms=100))
    async with FakeUpstream(script, strict=False) as upstream:
        env = {
            "DEPUTY_LLM_BASE_URL": upstream.base_url,
            "DEPUTY_LLM_MODEL": "fake-model",
            "DEPUTY_TURN_POLL_SECONDS": "60",  # the fallback poll never comes in time: only the NOTIFY can
        }
        async with cluster(pods=2, env=env) as running:
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
    answer = stored.json()["messages"][-1]
    assert answer["status"] == "interrupted"
    assert text_of(seen) != ANSWER and ANSWER.startswith(text_of(seen))
