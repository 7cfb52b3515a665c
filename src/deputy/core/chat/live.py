"""Turns running in this process, the followers that read them, and the wake-ups that cross processes.

A turn appends events; each follower replays from an offset (the start, or the last event a reconnecting client
saw) and then waits for more, so a follower that joins late (a resumed stream) misses nothing. Followers never
slow the turn down: it only appends. Each event has a sequence number in its turn (1, 2, ...), the same here and
in the shared event log, so a client can resume on any process from where it stopped.

Readers of a turn that another process runs are woken by `Wakeups` (Postgres LISTEN/NOTIFY) when its events are
flushed or a cancel is asked for; polling stays the fallback (SQLite, or while the listener reconnects).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Protocol

from deputy.core import events


@dataclass(frozen=True, slots=True)
class Numbered:
    """An event and its place in its turn (from 1); `seq` is None for a notice that is not part of the turn."""

    seq: int | None
    event: events.StreamEvent


@dataclass(frozen=True, slots=True)
class Cursor:
    """Where a reconnecting reader stopped: after event `seq` of turn `turn_id` (None: of whichever turn runs)."""

    seq: int = 0
    turn_id: str | None = None

    def offset_in(self, turn_id: str) -> int:
        """The events of `turn_id` to skip: none when the reader stopped in another (an earlier) turn."""
        return self.seq if self.turn_id in (None, turn_id) else 0


@dataclass(frozen=True, slots=True)
class TurnStream:
    """A running turn's events, from an offset, for one reader."""

    turn_id: str
    events: AsyncIterator[Numbered]


class LiveTurn:
    def __init__(self, *, turn_id: str, conversation_id: str, message_id: str) -> None:
        self.turn_id = turn_id
        self.conversation_id = conversation_id
        self.message_id = message_id
        self.events: list[events.StreamEvent] = []
        self.cancel = asyncio.Event()
        self.done = asyncio.Event()
        self._waiting: list[asyncio.Future[None]] = []
        """One future per follower waiting for the next event: a follower that goes away cancels its own."""

    def publish(self, event: events.StreamEvent) -> None:
        self.events.append(event)
        self._wake()

    def close(self) -> None:
        self.done.set()
        self._wake()

    async def follow(self) -> AsyncIterator[events.StreamEvent]:
        """Every event of the turn from its start, live, until it ends."""
        async for numbered in self.replay():
            yield numbered.event

    async def replay(self, *, after: int = 0) -> AsyncIterator[Numbered]:
        """The turn's events after the first `after`, numbered, live, until it ends."""
        index = max(after, 0)
        while True:
            while index < len(self.events):
                yield Numbered(index + 1, self.events[index])
                index += 1
            if self.done.is_set():
                return
            waiter = asyncio.get_running_loop().create_future()
            self._waiting.append(waiter)
            try:
                await waiter
            except asyncio.CancelledError:
                with contextlib.suppress(ValueError):
                    self._waiting.remove(waiter)
                raise

    def _wake(self) -> None:
        waiting, self._waiting = self._waiting, []
        for waiter in waiting:
            if not waiter.done():  # a follower that went away cancelled its own
                waiter.set_result(None)


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


def turn_key(turn_id: str) -> str:
    """The wake-up key signalled when a turn's events reach the shared log (and when it ends)."""
    return f"turn:{turn_id}"


def cancel_key(conversation_id: str) -> str:
    """The wake-up key signalled when a cancel is asked for in a conversation."""
    return f"cancel:{conversation_id}"


class Wake(Protocol):
    async def wait(self, seconds: float | None) -> bool:
        """Wait until the key is signalled (True) or `seconds` pass (False; None: no limit)."""
        ...


class Wakeups(Protocol):
    """Signals between processes, by key. `listening` is False while no signal can arrive (one process on SQLite,
    or the listener is reconnecting): readers then poll at the policy's interval."""

    @property
    def listening(self) -> bool: ...

    def watch(self, key: str) -> AbstractAsyncContextManager[Wake]:
        """Receive the signals for `key` while the block runs (enter before reading, so none is missed)."""
        ...

    async def notify(self, key: str) -> None: ...

    async def aclose(self) -> None: ...


class _Sleep:
    async def wait(self, seconds: float | None) -> bool:
        if seconds is None:
            await asyncio.Event().wait()
        else:
            await asyncio.sleep(seconds)
        return False


class NoWakeups:
    """No signals between processes: readers of another process's turn poll (SQLite, one process)."""

    listening = False

    @asynccontextmanager
    async def watch(self, key: str) -> AsyncIterator[Wake]:
        yield _Sleep()

    async def notify(self, key: str) -> None:
        return None

    async def aclose(self) -> None:
        return None
