"""The order of a turn's start: its model request goes out before the turn's messages are written.

    claim_turn (active turn + reservation + lease) ──► runner sends the model request ──► record_turn (user message,
    assistant slot, audit event) ──► the stream answers the client ──► … ──► the runner stores the answer

Everything a crash or the budgets need is durable before the request (`ConversationStore.claim_turn`); the user
message is written while the model works on its first token, which the client sees only after the message is stored
(the start returns after `record_turn`). The runner stores its answer only once that second transaction has ended.
A turn that first waits on something else (a confirmed change it applies) lets the start go on at once, and a
server that does not answer the request's headers holds the start back no longer than `HEADERS_WAIT`, so the
stream is never held back behind either.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from contextlib import aclosing
from dataclasses import replace
from datetime import timedelta

from deputy.core.model import ChatModel, Completion, ModelEvent, ModelRequest

HEADERS_WAIT = timedelta(milliseconds=250)
"""How long a start waits for its model request to be out before writing the turn's messages anyway."""


class TurnOpening:
    """The hand-over between a turn's start (`ChatService`) and its runner (`TurnRunner`)."""

    def __init__(self) -> None:
        loop = asyncio.get_running_loop()
        self._requested: asyncio.Future[None] = loop.create_future()
        self._recorded: asyncio.Future[bool] = loop.create_future()

    def requested(self) -> None:
        """The runner's first model request is on its way, or the runner ends without one."""
        if not self._requested.done():
            self._requested.set_result(None)

    @property
    def was_requested(self) -> bool:
        return self._requested.done()

    async def until_requested(self) -> None:
        """Until the request is out, or `HEADERS_WAIT` has passed: a server that does not answer the request's
        headers holds back the client's stream no longer than that."""
        bound = asyncio.get_running_loop().call_later(HEADERS_WAIT.total_seconds(), self.requested)
        try:
            await self._requested
        finally:
            bound.cancel()

    def recorded(self, *, ok: bool) -> None:
        """The start's second transaction ended: the messages are written (`ok`), or they never will be."""
        if not self._recorded.done():
            self._recorded.set_result(ok)

    async def until_recorded(self) -> bool:
        return await asyncio.shield(self._recorded)


class AnnouncingModel:
    """The turn's `ChatModel`, saying to its opening when the first request is out, whichever asks first: the agent,
    or the topical classifier or the history's compaction before it. A stream says so once the server has answered
    its headers (`ModelRequest.on_sent`), or at its first event from a model that does not report it: the start's
    write must not delay the request, and the SDK yields to the loop before it has written it."""

    def __init__(self, inner: ChatModel, opening: TurnOpening) -> None:
        self._inner = inner
        self._opening = opening

    def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        if self._opening.was_requested:  # the later steps' requests stream straight through
            return self._inner.stream(request)
        return self._first(request)

    async def _first(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        async with aclosing(self._inner.stream(replace(request, on_sent=self._opening.requested))) as events:
            try:
                async for event in events:
                    self._opening.requested()
                    yield event
            finally:
                self._opening.requested()

    async def complete(self, request: ModelRequest) -> Completion:
        self._opening.requested()  # a side call (a classifier, a summary): the start need not wait for its answer
        return await self._inner.complete(request)
