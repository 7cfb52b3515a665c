"""A client that disconnects mid-stream (a closed tab, a dropped network) loses nothing: the turn runs on in the
server, calls its tools, stores the whole answer and settles its usage, over a real HTTP connection."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from deputy.core.conversations.records import MessageStatus
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger
from tests.web.chat_support import TITLE_RULE, connect, conversation, user_body
from tests.web.conftest import Api
from tests.web.live_server import live_server

pytestmark = [pytest.mark.slow]
ANSWER = "Two incidents are open: the database and the queue. " * 10
TOOL_TURN: dict[str, Any] = {
    "tool_calls": [{"name": "list_incidents", "arguments": {"status": "open"}, "id": "call_1"}],
    "ttft_ms": 20,
}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def test_a_client_that_disconnects_before_the_tool_call_still_gets_the_whole_turn_stored(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(TOOL_TURN, {"text": ANSWER, "chunk_chars": 4, "interval_ms": 1})
    conv = await conversation(api)

    async with live_server(api.app) as base_url, httpx.AsyncClient(base_url=base_url, timeout=10) as client:
        async with client.stream(
            "POST", "/api/chat", json=user_body(conv.id, "What is open?"), headers=api.auth("operator")
        ) as response:
            async for line in response.aiter_lines():
                if '"start"' in line:
                    break  # the tab closes before the model has even asked for the tool
        async with asyncio.timeout(30):
            await api.runtime.chat.wait_idle()

    rows = await api.runtime.stores.conversations.messages(conv.id)
    answer = rows[-1]
    assert answer.status is MessageStatus.COMPLETE and answer.content == ANSWER
    assert api.calls.executed["list_incidents"] == 1
    tool = next(p for p in answer.parts if p["type"] == "tool-list_incidents")
    assert tool["state"] == "output-available"
    assert answer.usage is not None and answer.usage["output_tokens"] > 0
    async with api.runtime.database.transaction() as conn:
        turns = (
            await conn.execute(
                sa.select(token_ledger.c.state, token_ledger.c.output_tokens).where(
                    token_ledger.c.conversation_id == conv.id, token_ledger.c.kind == "turn"
                )
            )
        ).all()
    assert [(state, tokens) for state, tokens in turns] == [("settled", answer.usage["output_tokens"])]
