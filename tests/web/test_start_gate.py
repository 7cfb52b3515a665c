"""The start gate: at most `ChatPolicy.concurrent_starts` turn starts run at once in a process; the others wait,
before doing any work, and still start when a slot frees."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
import sqlalchemy as sa

from deputy.core import events
from deputy.core.chat.live import LiveTurn
from deputy.core.chat.planning import NewMessage
from deputy.core.chat.service import ChatService
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger

from .chat_support import TITLE_RULE, connect, conversation, owner_of
from .conftest import Api


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def take_every_slot(chat: ChatService) -> None:
    for _ in range(chat.policy.concurrent_starts):
        await chat.starts.acquire()


def free_every_slot(chat: ChatService) -> None:
    for _ in range(chat.policy.concurrent_starts):
        chat.starts.release()


async def start_at_a_full_gate(api: Api, upstream: FakeUpstream, answer: str) -> tuple[asyncio.Task[LiveTurn], str]:
    """Every slot taken, then a start of a new message: the waiting start and its conversation."""
    await connect(api, upstream)
    upstream.add_turns({"text": answer})
    chat, owner, conv = api.runtime.chat, await owner_of(api), await conversation(api)
    await take_every_slot(chat)
    return asyncio.create_task(chat.start(owner, conv.id, NewMessage("Hi"))), conv.id


async def nothing_written(api: Api, conversation_id: str) -> bool:
    """No message, no running turn and no ledger row: the start did no work."""
    async with api.runtime.database.transaction() as conn:
        ledger_rows = await conn.scalar(sa.select(sa.func.count()).select_from(token_ledger))
    stores = api.runtime.stores.conversations
    return (
        await stores.messages(conversation_id) == []
        and await stores.active_turn(conversation_id) is None
        and not ledger_rows
    )


async def test_a_start_beyond_the_bound_waits_before_writing_anything_then_runs_when_a_slot_frees(
    api: Api, upstream: FakeUpstream
) -> None:
    waiting, conversation_id = await start_at_a_full_gate(api, upstream, "Here it is.")
    done, _ = await asyncio.wait([waiting], timeout=0.2)

    assert not done
    assert await nothing_written(api, conversation_id)
    free_every_slot(api.runtime.chat)
    live = await waiting
    seen = [event async for event in live.follow()]
    assert isinstance(seen[-1], events.Finish)
    assert "".join(e.delta for e in seen if isinstance(e, events.TextDelta)) == "Here it is."


async def test_a_start_cancelled_while_it_waits_leaves_no_record_and_no_slot_taken(
    api: Api, upstream: FakeUpstream
) -> None:
    waiting, conversation_id = await start_at_a_full_gate(api, upstream, "Later answer.")
    await asyncio.wait([waiting], timeout=0.05)

    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    chat = api.runtime.chat
    free_every_slot(chat)

    assert await nothing_written(api, conversation_id)
    await take_every_slot(chat)  # every slot is free again: none was kept by the cancelled start
    free_every_slot(chat)
    live = await chat.start(await owner_of(api), conversation_id, NewMessage("Again"))
    assert isinstance([event async for event in live.follow()][-1], events.Finish)
