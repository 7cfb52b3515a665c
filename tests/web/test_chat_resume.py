"""Resuming from an offset: every frame of a turn carries `id: <turn>:<seq>`, and a reconnecting client that sends
the last one back (`Last-Event-ID`, or `?after=`) receives only what it missed, here or from another process."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator

import httpx
import pytest

from deputy.core import events
from deputy.core.chat.live import Cursor
from deputy.core.chat.planning import NewMessage
from deputy.core.chat.service import ChatService
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, chunks, connect, conversation, owner_of, text_of, user_body
from .conftest import Api
from .test_chat_turns import SLOW, first_text

FRAME_ID = re.compile(r"^id: ([0-9a-f]+):([0-9]+)\n", re.MULTILINE)


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


def ids(response: httpx.Response) -> list[tuple[str, int]]:
    return [(turn, int(seq)) for turn, seq in FRAME_ID.findall(response.text)]


async def test_every_frame_of_a_turn_carries_the_turn_and_its_place_in_it(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Hello there."})
    conv = await conversation(api)

    response = await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator"))

    numbered = ids(response)
    stored = await api.runtime.stores.turn_events.read(numbered[0][0], after_seq=0)
    assert len(numbered) == len(chunks(response)) == len(stored)
    assert {turn for turn, _ in numbered} == {numbered[0][0]}
    assert [seq for _, seq in numbered] == list(range(1, len(numbered) + 1))


async def test_a_client_sending_its_last_event_id_gets_only_the_events_after_it(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 6})  # 1.5 s: still running when the three readers arrive
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)
    url, auth = f"/api/chat/{conv.id}/stream", api.auth("operator")

    whole, after_three, after_query = await asyncio.gather(
        api.client.get(url, headers=auth),
        api.client.get(url, headers={**auth, "Last-Event-ID": f"{live.turn_id}:3"}),
        api.client.get(url, headers=auth, params={"after": 5}),
    )

    assert chunks(after_three) == chunks(whole)[3:]
    assert [seq for _, seq in ids(after_three)][:2] == [4, 5]
    assert chunks(after_query) == chunks(whole)[5:]
    assert text_of(chunks(whole)) == SLOW["text"]


async def test_an_event_id_from_an_earlier_turn_replays_the_running_turn_from_its_start(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)

    stale = await api.client.get(
        f"/api/chat/{conv.id}/stream", headers={**api.auth("operator"), "Last-Event-ID": f"{'ab' * 16}:40"}
    )

    assert chunks(stale)[0] == {"type": "start", "messageId": live.message_id}
    assert text_of(chunks(stale)) == SLOW["text"]


async def test_a_last_event_id_that_is_not_one_of_ours_is_refused(api: Api) -> None:
    conv = await conversation(api)

    response = await api.client.get(
        f"/api/chat/{conv.id}/stream", headers={**api.auth("operator"), "Last-Event-ID": "not-an-id"}
    )

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_event_id"


async def test_another_process_resumes_from_an_offset_in_the_shared_log(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({**SLOW, "interval_ms": 2})
    owner, conv = await owner_of(api), await conversation(api)
    live = await api.runtime.chat.start(owner, conv.id, NewMessage("Talk"))
    await first_text(live)
    runtime = api.runtime
    other_pod = ChatService(
        conversations=runtime.stores.conversations,
        event_log=runtime.stores.turn_events,
        models=runtime.models,
        gateway=runtime.gateway,
        clock=runtime.clock,
        policy=runtime.chat.policy,
    )

    stream = await other_pod.resume(owner, conv.id, after=Cursor(seq=2, turn_id=live.turn_id))

    assert stream is not None and stream.turn_id == live.turn_id
    seen = [item async for item in stream.events]
    assert [item.seq for item in seen] == list(range(3, len(live.events) + 1))
    assert [item.event for item in seen] == live.events[2:]
    assert isinstance(seen[-1].event, events.Finish)
