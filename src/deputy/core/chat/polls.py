"""The process's poll of its running turns: each turn's new events go to the shared log (another process resumes its
stream from there), its cancel flag is read (a cancel asked on another process) and its lease is renewed when a third
of it is left (`core.chat.leases`), every `interval`.

One timer serves every turn. A timer per turn cost 0.22 s of a core a second at 1,000 turns before any statement ran
(4,000 wake-ups a second, each a `wait_for` and a `gather` of three tasks). The turns are spread over `SLOTS` slots
polled in turn, so each poll is a tenth of them: the loop is never held by one burst of every turn's flush, which
would show as a gap in every stream. A slot's turns go to the store together (`Batcher.run_each`): one multi-row
insert of their events, one `SELECT … IN` of their cancel flags, one lease renewal.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from deputy.core import events
from deputy.core.chat.leases import DEFAULT_LEASE, TurnLeaseStore
from deputy.core.chat.live import LiveTurn
from deputy.core.conversations.records import ConversationStore, TurnEventLog
from deputy.core.guards import scrub
from deputy.core.guards.scrub import storable_text
from deputy.core.ports import Clock
from deputy.errors import DeputyError

log = logging.getLogger(__name__)

SLOTS = 10
"""The turns are polled a tenth at a time, one tenth every `interval / SLOTS`."""


@dataclass(slots=True, eq=False)
class PolledTurn:
    """One running turn, as the poll sees it."""

    live: LiveTurn
    since: datetime
    """The turn's start: a cancel stored before it was meant for an earlier turn."""
    renewed_at: datetime
    """When its lease was last written (at the claim, then at each renewal)."""
    slot: int
    flushed: int = 0
    """Its events already in the shared log."""

    def pending(self) -> tuple[int, list[Mapping[str, Any]]]:
        """The sequence number of the first event not yet shared, and the records of those events."""
        return self.flushed + 1, [_record(e) for e in self.live.events[self.flushed :]]


@dataclass(slots=True)
class _Poll:
    slot: int
    task: asyncio.Task[None]


@dataclass(slots=True)
class _Leases:
    store: TurnLeaseStore
    holder: str
    length: timedelta


class TurnPoller:
    """`join` a turn when it starts, `leave` when its agent is done, then `flush` its last events."""

    def __init__(
        self,
        *,
        store: ConversationStore,
        event_log: TurnEventLog,
        clock: Clock,
        interval: timedelta,
        leases: TurnLeaseStore | None,
        holder: str,
        lease: timedelta = DEFAULT_LEASE,
    ) -> None:
        self._store = store
        self._log = event_log
        self._clock = clock
        self._interval = interval.total_seconds()
        self._leases = _Leases(leases, holder, lease) if leases is not None else None
        self._slots: list[dict[PolledTurn, None]] = [{} for _ in range(SLOTS)]
        self._next_slot = 0
        self._ticker: asyncio.Task[None] | None = None
        self._poll: _Poll | None = None
        self._size = 0

    def join(self, live: LiveTurn, *, since: datetime) -> PolledTurn:
        turn = PolledTurn(live, since=since, renewed_at=since, slot=self._next_slot)
        self._next_slot = (self._next_slot + 1) % SLOTS
        self._slots[turn.slot][turn] = None
        self._size += 1
        loop = asyncio.get_running_loop()
        if self._ticker is None or self._ticker.done() or self._ticker.get_loop() is not loop:
            self._ticker = loop.create_task(self._tick(), name="deputy-turn-polls")
        return turn

    async def leave(self, turn: PolledTurn) -> None:
        """Poll `turn` no more; returns once a poll that includes it has ended (its flush is then not in flight)."""
        slot = self._slots[turn.slot]
        if turn in slot:
            del slot[turn]
            self._size -= 1
        poll = self._poll
        if poll is not None and poll.slot == turn.slot and not poll.task.done():
            await asyncio.wait([poll.task])

    async def flush(self, turn: PolledTurn) -> None:
        """Share `turn`'s events not shared yet (its last ones, once it has left the poll); raises what the log
        raised."""
        first, records = turn.pending()
        if records:
            await self._log.append(turn.live.turn_id, first, records, now=self._clock.now())
            turn.flushed += len(records)

    async def _tick(self) -> None:
        slot = 0
        while self._size:
            await asyncio.sleep(self._interval / SLOTS)
            turns = list(self._slots[slot])
            if turns:
                poll = _Poll(slot, asyncio.ensure_future(self._poll_turns(turns)))
                self._poll = poll
                await asyncio.wait([poll.task])
                self._poll = None
                if not poll.task.cancelled() and (failure := poll.task.exception()) is not None:
                    log.error("turn poll failed", exc_info=failure)
            slot = (slot + 1) % SLOTS

    async def _poll_turns(self, turns: Sequence[PolledTurn]) -> None:
        now = self._clock.now()
        pending = [(turn, *turn.pending()) for turn in turns]
        flushing = [(turn, first, records) for turn, first, records in pending if records]
        leases = self._leases
        due = [t for t in turns if leases is not None and now - t.renewed_at >= leases.length / 3]
        # Renewals are queued first, so the shared transaction locks a lease before it writes the turn's events: the
        # order a reclaimer takes them in (`TurnLeaseStore.reclaim`). The other order can deadlock with it.
        kept, flushed, cancels = await asyncio.gather(
            leases.store.renew_each([(t.live.turn_id, leases.holder, now + leases.length) for t in due])
            if leases is not None
            else _none(),
            self._log.append_each([(t.live.turn_id, first, records) for t, first, records in flushing], now=now),
            self._store.cancels_requested([(turn.live.conversation_id, turn.since) for turn in turns]),
            return_exceptions=True,
        )
        flushed, cancels, kept = _each(flushed, flushing), _each(cancels, turns), _each(kept, due)
        skipped: Counter[str] = Counter()
        for (turn, _, records), outcome in zip(flushing, flushed, strict=True):
            if outcome is None:
                turn.flushed += len(records)
            else:
                skipped[_code(outcome)] += 1
        for turn, cancelled in zip(turns, cancels, strict=True):
            if cancelled is True:
                turn.live.cancel.set()
            elif isinstance(cancelled, Exception):
                skipped[_code(cancelled)] += 1
        for turn, renewed in zip(due, kept, strict=True):
            if renewed is False:  # another process reclaimed the turn (presumed dead): stop it
                log.warning("turn %s: its lease was reclaimed by another process; stopping", turn.live.turn_id)
                turn.live.cancel.set()
            elif renewed is True:
                turn.renewed_at = now
            else:
                skipped[_code(renewed)] += 1
        for code, count in skipped.items():
            log.warning("turn poll: %d operations skipped: %s", count, code)


def _record(event: events.StreamEvent) -> Mapping[str, Any]:
    """`event` as the shared log stores it: with no secret in it. Most are text deltas, which were scrubbed as they
    streamed (`core.guards.stream_scrub`, looking at each with the text before it): scrubbing each again, alone,
    would see less and cost a pass of the credential patterns per delta."""
    if isinstance(event, events.TextDelta | events.ReasoningDelta):
        return {"kind": type(event).__name__, "id": event.id, "delta": storable_text(event.delta)}
    return scrub(events.to_record(event))  # type: ignore[no-any-return]


async def _none() -> list[bool | Exception]:
    return []


def _each(outcomes: Sequence[Any] | BaseException, items: Sequence[Any]) -> Sequence[Any]:
    """One outcome per item: a call that failed as a whole failed each of its items."""
    if isinstance(outcomes, BaseException):
        if not isinstance(outcomes, Exception):
            raise outcomes
        return [outcomes] * len(items)
    return outcomes


def _code(exc: object) -> str:
    if isinstance(exc, DeputyError):
        return exc.code
    log.error("turn poll failed", exc_info=exc if isinstance(exc, BaseException) else None)
    return type(exc).__name__
