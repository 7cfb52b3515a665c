"""Turns running in this process, and the followers that read them (the request that started a turn, resumes).

A turn appends events; each follower replays from the first event and then waits for more, so a follower that
joins late (a resumed stream) sees the whole turn. Followers never slow the turn down: it only appends.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

from deputy.core import events


class LiveTurn:
    def __init__(self, *, turn_id: str, conversation_id: str, message_id: str) -> None:
        self.turn_id = turn_id
        self.conversation_id = conversation_id
        self.message_id = message_id
        self.events: list[events.StreamEvent] = []
        self.cancel = asyncio.Event()
        self.done = asyncio.Event()
        self._next: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def publish(self, event: events.StreamEvent) -> None:
        self.events.append(event)
        self._wake()

    def close(self) -> None:
        self.done.set()
        self._wake()

    async def follow(self) -> AsyncIterator[events.StreamEvent]:
        """Every event of the turn from its start, live, until it ends."""
        index = 0
        while True:
            while index < len(self.events):
                yield self.events[index]
                index += 1
            if self.done.is_set():
                return
            # shield: a follower that goes away must not cancel the future the other followers wait on
            await asyncio.shield(self._next)

    def _wake(self) -> None:
        woken, self._next = self._next, asyncio.get_running_loop().create_future()
        woken.set_result(None)


class TurnHub:
    """The live turns of this process, by conversation (one running turn per conversation)."""

    def __init__(self) -> None:
        self._turns: dict[str, LiveTurn] = {}

    def get(self, conversation_id: str) -> LiveTurn | None:
        return self._turns.get(conversation_id)

    def add(self, turn: LiveTurn) -> None:
        self._turns[turn.conversation_id] = turn

    def remove(self, turn: LiveTurn) -> None:
        if self._turns.get(turn.conversation_id) is turn:
            del self._turns[turn.conversation_id]

    def __iter__(self) -> Iterator[LiveTurn]:
        return iter(list(self._turns.values()))
