"""What a new message costs the database before its model request is sent (the time-to-first-token path):
authenticate, read the conversation with the turn's context, then one transaction that claims the turn, admits it
against the budgets and writes its lease. The turn's messages are written while the request is out
(`tests/web/test_turn_opening.py`). Memory, business context, loaded tools and a quota add reads, never
transactions."""

from __future__ import annotations

import math
from collections.abc import AsyncIterator
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy import event

from deputy.core.chat.opening import TurnOpening
from deputy.core.conversations.workspaces import ContextScope
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger

from .chat_support import TITLE_RULE, chunks, connect, conversation, owner_of, user_body
from .conftest import Api


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    script = FakeScript(rules=[FakeTurn(**TITLE_RULE)], default=FakeTurn(text="Fine."))
    async with FakeUpstream(script, ttft_ms=0, interval_ms=0) as fake:
        yield fake


@pytest.fixture(autouse=True)
def _kept_reads_stay_fresh(api: Api) -> None:
    """The reads a turn keeps for two seconds (`store.engine.recent_reads`) stay fresh here however slow the
    machine: under load, two turns more than a second apart re-read them in the background, and those transactions
    land before the model request (a CI run counted 6 for 3)."""
    stores = api.runtime.stores
    for store in (stores.connections, stores.system_prompts, stores.agents):
        store._reads._seconds = math.inf


async def _transactions(api: Api, upstream: FakeUpstream, conversation_id: str) -> tuple[int, int]:
    """Send a new message; count the transactions begun before its runner asked the model (the request is on its
    way once that task next waits), and those begun after it until the turn and what follows it (the turn's
    messages, the stream's log, the settlement) are done."""
    await api.runtime.chat.wait_idle()
    begun: list[bool] = []
    asked: list[bool] = []
    requested = TurnOpening.requested

    def asking(opening: TurnOpening) -> None:
        asked.append(True)
        requested(opening)

    def begin(*_: Any) -> None:
        begun.append(bool(asked))

    engine = api.runtime.stores.database.engine.sync_engine
    event.listen(engine, "begin", begin)
    setattr(TurnOpening, "requested", asking)  # noqa: B010 (mypy: a method replaced)
    try:
        body = user_body(conversation_id, "How are the incidents?", message_id=f"m{len(upstream.requests)}")
        chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))
        await api.runtime.chat.wait_idle()
    finally:
        setattr(TurnOpening, "requested", requested)  # noqa: B010
        event.remove(engine, "begin", begin)
    return begun.count(False), begun.count(True)


async def test_a_new_message_runs_three_transactions_before_its_model_request(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    chat = await conversation(api)
    await _transactions(api, upstream, chat.id)  # fills the 2-second caches

    before, _ = await _transactions(api, upstream, chat.id)
    assert before == 3


async def test_context_notes_loaded_tools_and_a_quota_add_no_transaction(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    stores, now = api.runtime.stores, api.runtime.clock.now()
    owner = await owner_of(api)
    chat = await conversation(api)
    await stores.context.set_block(ContextScope.USER, owner.id, "tone", "Be brief.", by=None, now=now)
    await stores.memories.add(owner, content="Works on Ops.", always_inject=True, conversation_id=None, now=now)
    await stores.loaded_tools.add_loaded_tools(chat.id, ["list_incidents"], now=now)
    await stores.quotas.set_limits(owner.id, {"daily": 1_000_000}, by=None, now=now)
    await _transactions(api, upstream, chat.id)

    before, _ = await _transactions(api, upstream, chat.id)
    assert before == 3
    prompt = upstream.requests[-1].body["messages"][0]["content"]
    assert "Be brief." in prompt and "Works on Ops." in prompt


async def test_a_turn_ends_in_one_transaction_that_also_settles_its_reservation(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    chat = await conversation(api)
    await _transactions(api, upstream, chat.id)  # the first turn also titles the chat

    # The turn's messages while the request is out; then the answer, the turn's end, the lease and the settlement in
    # one transaction; the stream's log in another.
    _, after = await _transactions(api, upstream, chat.id)
    assert after == 3
    async with api.runtime.stores.database.transaction() as conn:
        rows = (await conn.execute(sa.select(token_ledger.c.state, token_ledger.c.output_tokens))).all()
    turns = [row for row in rows if row.state != "settled" or row.output_tokens]
    assert turns and all(row.state == "settled" and row.output_tokens > 0 for row in turns)
