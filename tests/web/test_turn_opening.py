"""The order of a turn's start over real HTTP (`core.chat.opening`): the model request goes out first, the turn's
messages are written while the model works, and the client's stream starts only once they are stored. A start that
cannot write them answers 503 and ends its turn; a continuation that applies a change first streams at once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from deputy.core.chat import opening as turn_opening
from deputy.core.chat.titles import heuristic_title
from deputy.core.connections import ConnectionDraft
from deputy.core.conversations.records import MessageStatus
from deputy.errors import StoreUnavailable
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import token_ledger, turn_leases

from .chat_support import TITLE_RULE, approval_body, chunks, connect, conversation, only, owner_of, text_of, user_body
from .conftest import Api
from .live_server import live_server

CREATE_CALL = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "call_c1"}
HEADERS_WITHIN = 5.0
"""Seconds; a stream held back behind a 300 ms first token, a held change or a silent server still starts sooner."""


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


def _streamed(upstream: FakeUpstream) -> list[str]:
    return [r.body["messages"][-2]["content"] for r in upstream.requests if r.body.get("stream")]  # before the time


@asynccontextmanager
async def _chat_stream(api: Api, body: dict[str, Any]) -> AsyncIterator[tuple[httpx.AsyncClient, httpx.Response]]:
    """`POST /api/chat` on a live server, its response headers come within `HEADERS_WITHIN`; with the client."""
    async with live_server(api.app) as url, httpx.AsyncClient(base_url=url) as client:
        request = client.stream("POST", "/api/chat", json=body, headers=api.auth("operator"))
        response = await asyncio.wait_for(request.__aenter__(), HEADERS_WITHIN)
        try:
            yield client, response
        finally:
            await request.__aexit__(None, None, None)


@dataclass
class _Silent:
    """A model server that reads each request and answers nothing until `hang_up`, then closes the connection."""

    hang_up: asyncio.Event = field(default_factory=asyncio.Event)
    requests: list[bytes] = field(default_factory=list)

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.requests.append(await reader.read(65536))
        await self.hang_up.wait()
        writer.close()


@asynccontextmanager
async def _silent_model(api: Api) -> AsyncIterator[_Silent]:
    """`_Silent` as the default model connection, hung up at the end whatever happened."""
    silent = _Silent()
    server = await asyncio.start_server(silent.serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    draft = ConnectionDraft(name="silent", base_url=f"http://127.0.0.1:{port}/v1", default_model="m", is_default=True)
    await api.runtime.stores.connections.create(draft, api_key=None, now=api.runtime.clock.now())
    try:
        yield silent
    finally:
        silent.hang_up.set()
        server.close()


async def test_the_stream_starts_once_the_user_message_is_stored_and_the_model_request_is_out(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "All quiet.", "ttft_ms": 300})
    chat = await conversation(api)
    body = user_body(chat.id, "Is the pager quiet?", message_id="m-stored")
    async with _chat_stream(api, body) as (_, response):
        assert response.status_code == 200
        stored = await api.runtime.stores.conversations.messages(chat.id)
        assert [(m.id, m.content) for m in stored][:1] == [("m-stored", "Is the pager quiet?")]
        assert _streamed(upstream) == ["Is the pager quiet?"]  # its first token is 300 ms away
        body_text = (await response.aread()).decode()
    assert body_text.endswith("data: [DONE]\n\n")
    await api.runtime.chat.wait_idle()
    answer = (await api.runtime.stores.conversations.messages(chat.id))[-1]
    assert answer.content == "All quiet."


async def test_a_continuation_that_applies_a_change_starts_its_stream_before_the_change_is_done(
    api: Api, upstream: FakeUpstream, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The change is held until the stream has started: a start that waited for the model request (sent only
    after the change) would never start it. The headers bound is lifted so that it cannot start it either."""
    monkeypatch.setattr(turn_opening, "HEADERS_WAIT", timedelta(minutes=10))
    await connect(api, upstream)
    upstream.add_turns({"tool_calls": [CREATE_CALL]}, {"text": "Opened it."})
    chat = await conversation(api)
    first = chunks(
        await api.client.post("/api/chat", json=user_body(chat.id, "Open one"), headers=api.auth("operator"))
    )
    card = only(first, "tool-approval-request")
    approve = approval_body(chat.id, first[0]["messageId"], "call_c1", card["approvalId"], approved=True)
    api.calls.hold_create = asyncio.Event()
    try:
        async with _chat_stream(api, approve) as (_, response):
            api.calls.hold_create.set()
            assert response.status_code == 200
            body_text = (await response.aread()).decode()
    finally:
        api.calls.hold_create.set()
    assert api.calls.executed["create_incident"] == 1 and body_text.endswith("data: [DONE]\n\n")
    await api.runtime.chat.wait_idle()
    answer = (await api.runtime.stores.conversations.messages(chat.id))[-1]
    assert answer.content == "Opened it."


async def test_a_start_whose_messages_cannot_be_written_answers_503_and_ends_its_turn(
    api: Api, upstream: FakeUpstream, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The model request is out when the turn's messages are written; when that write fails, the request gets the
    error, the runner stops, and the turn ends as if it had not run: no active turn, no lease, its reservation
    settled, and the next message is answered."""
    await connect(api, upstream)
    upstream.add_turns({"text": "Unseen.", "ttft_ms": 200}, {"text": "Fine."})
    chat = await conversation(api)
    store = api.runtime.stores.conversations

    async def failing(*_: Any, **__: Any) -> str | None:
        raise StoreUnavailable("The database is unavailable; nothing was changed. Try again shortly.")

    monkeypatch.setattr(store, "record_turn", failing)
    response = await api.client.post("/api/chat", json=user_body(chat.id, "Hi"), headers=api.auth("operator"))
    await api.runtime.chat.wait_idle()

    assert response.status_code == 503 and response.json()["error"] == "store_unavailable"
    assert _streamed(upstream) == ["Hi"]
    owner = await owner_of(api)
    assert (await store.get(owner, chat.id)).active_turn_id is None
    assert await store.messages(chat.id) == []
    async with api.runtime.stores.database.transaction() as conn:
        assert await conn.scalar(sa.select(sa.func.count()).select_from(turn_leases)) == 0
        states = (await conn.execute(sa.select(token_ledger.c.state))).scalars().all()
    assert states and set(states) == {"settled"}

    monkeypatch.undo()
    answered = await api.client.post("/api/chat", json=user_body(chat.id, "Hi again"), headers=api.auth("operator"))
    assert answered.status_code == 200 and text_of(chunks(answered)) == "Fine."


async def test_a_model_server_that_never_answers_holds_the_stream_back_only_briefly(api: Api) -> None:
    """A server that takes the request and answers nothing (not even the headers) does not hold back the client's
    stream: the start writes the turn's messages after a short wait and the stream starts; when the server hangs up,
    the stream ends with the error."""
    async with _silent_model(api) as silent:
        chat = await conversation(api)
        async with _chat_stream(api, user_body(chat.id, "Anyone there?", message_id="m-silent")) as (_, response):
            assert response.status_code == 200
            stored = await api.runtime.stores.conversations.messages(chat.id)
            assert [m.id for m in stored][:1] == ["m-silent"]
            silent.hang_up.set()
            streamed = (await response.aread()).decode()
            assert '"type":"error"' in streamed and streamed.endswith("data: [DONE]\n\n")
        await api.runtime.chat.wait_idle()


async def test_a_cancel_stops_a_turn_whose_model_has_not_answered(api: Api) -> None:
    """The agent stops at a cancel between the model's events; a model that has not answered yet is not waited
    for: the turn ends interrupted, its user message kept, its reservation settled and the conversation free. The
    cancelled turn asks the model nothing more: its title is the heuristic one."""
    async with _silent_model(api) as silent:
        chat = await conversation(api)
        async with _chat_stream(api, user_body(chat.id, "Still there?", message_id="m-cancel")) as (client, response):
            cancelled = await client.post(f"/api/conversations/{chat.id}/cancel", headers=api.auth("operator"))
            assert cancelled.status_code == 202
            streamed = (await asyncio.wait_for(response.aread(), HEADERS_WITHIN)).decode()
        await api.runtime.chat.wait_idle()

    assert '"type":"abort"' in streamed and streamed.endswith("data: [DONE]\n\n")
    store = api.runtime.stores.conversations
    user, answer = await store.messages(chat.id)
    assert user.id == "m-cancel" and answer.status is MessageStatus.INTERRUPTED
    stored = await store.get(await owner_of(api), chat.id)
    assert stored.active_turn_id is None and stored.title == heuristic_title("Still there?")
    assert len(silent.requests) == 1
    async with api.runtime.stores.database.transaction() as conn:
        states = (await conn.execute(sa.select(token_ledger.c.state))).scalars().all()
    assert states and set(states) == {"settled"}
