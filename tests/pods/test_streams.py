"""Streams on many pods: a turn runs on one pod and is read, resumed and reread from any other (DESIGN §6)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import aclosing

import pytest
import pytest_asyncio

from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.testing.pods import UPSTREAM_HEADER
from tests.pods.conftest import Cluster, cluster
from tests.pods.sse import Frame, chat_body, frames, read_all, text_of

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
]
ANSWER = " ".join(f"word{i}" for i in range(60))
"""Streamed in 8-character pieces 50 ms apart: the turn runs for about three seconds."""


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def running() -> AsyncIterator[Cluster]:
    script = FakeScript(default=FakeTurn(text=ANSWER, chunk_chars=8, interval_ms=50))
    async with FakeUpstream(script, strict=False) as upstream:
        env = {"DEPUTY_LLM_BASE_URL": upstream.base_url, "DEPUTY_LLM_MODEL": "fake-model"}
        async with cluster(pods=3, env=env) as started:
            yield started


async def test_a_stream_cut_on_one_pod_resumes_on_another_with_only_the_events_it_missed(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    pods = running.pods.pods
    seen: list[Frame] = []
    async with running.client.stream(
        "POST", "/api/chat", json=chat_body(conversation, "Tell me"), headers=running.auth("alice", pod=0)
    ) as response:
        started_on = response.headers[UPSTREAM_HEADER]
        async with aclosing(frames(response)) as stream:
            async for frame in stream:
                seen.append(frame)
                if text_of(seen).count("word") >= 3:
                    break  # the client goes away mid-answer
    last = seen[-1]
    resume_headers = {**running.auth("alice", pod=1), "Last-Event-ID": str(last.id)}
    async with running.client.stream("GET", f"/api/chat/{conversation}/stream", headers=resume_headers) as response:
        resumed_on = response.headers[UPSTREAM_HEADER]
        rest = await read_all(response)

    assert (started_on, resumed_on) == (pods[0].address, pods[1].address)
    assert [f.seq for f in rest[:-1]] == list(range(last.seq + 1, last.seq + len(rest)))
    assert rest[-2].chunk == {"type": "finish", "finishReason": "stop"} and rest[-1].chunk is None
    assert text_of(seen) + text_of(rest) == ANSWER


async def test_an_offset_query_skips_the_events_already_seen(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    async with running.client.stream(
        "POST", "/api/chat", json=chat_body(conversation, "Tell me"), headers=running.auth("alice", pod=0)
    ) as response:
        stream = frames(response)
        first = [frame async for frame in _take(stream, 4)]
        resumed = await running.client.get(
            f"/api/chat/{conversation}/stream", params={"after": 2}, headers=running.auth("alice", pod=2)
        )
        whole = first + [frame async for frame in stream]

    assert [frame async for frame in frames(resumed)] == whole[2:]


async def test_tabs_following_one_turn_on_every_pod_see_identical_events(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    async with running.client.stream(
        "POST", "/api/chat", json=chat_body(conversation, "Tell me"), headers=running.auth("alice", pod=0)
    ) as response:
        stream = frames(response)
        first = [frame async for frame in _take(stream, 1)]
        tabs = [asyncio.create_task(_resume(running, conversation, pod)) for pod in (0, 1, 2)]
        starter = first + [frame async for frame in stream]
        followers = await asyncio.gather(*tabs)

    assert starter[-2].chunk == {"type": "finish", "finishReason": "stop"}
    assert text_of(starter) == ANSWER
    for follower in followers:
        assert follower == starter


async def test_a_conversation_reads_back_identically_from_every_pod(running: Cluster) -> None:
    conversation = await running.new_conversation("alice")
    for pod, text in ((1, "First"), (2, "Second")):
        done = await running.client.post(
            "/api/chat", json=chat_body(conversation, text, messageId=None), headers=running.auth("alice", pod=pod)
        )
        assert done.status_code == 200 and done.text.endswith("data: [DONE]\n\n")

    details = [
        (await running.client.get(f"/api/conversations/{conversation}", headers=running.auth("alice", pod=p))).json()
        for p in (0, 1, 2)
    ]
    listings = [
        (await running.client.get("/api/conversations", headers=running.auth("alice", pod=p))).json() for p in (0, 1, 2)
    ]

    assert details[0] == details[1] == details[2]
    assert [m["role"] for m in details[0]["messages"]] == ["user", "assistant", "user", "assistant"]
    assert listings[0] == listings[1] == listings[2]


async def _take(stream: AsyncIterator[Frame], count: int) -> AsyncIterator[Frame]:
    for _ in range(count):
        yield await anext(stream)


async def _resume(running: Cluster, conversation: str, pod: int) -> list[Frame]:
    async with running.client.stream(
        "GET", f"/api/chat/{conversation}/stream", headers=running.auth("alice", pod=pod)
    ) as response:
        assert response.headers[UPSTREAM_HEADER] == running.pods.pods[pod].address
        return await read_all(response)
