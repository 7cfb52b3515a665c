"""Turns that another process runs, seen from this one: their events from the shared log, their end, and a cancel
asked for there. Each wait is woken by `Wakeups` (Postgres LISTEN/NOTIFY) and bounded by a poll, the fallback.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from datetime import datetime, timedelta

from deputy.core import events
from deputy.core.chat.live import LiveTurn, Numbered, Wakeups, cancel_key, turn_key
from deputy.core.conversations.records import ConversationStore, TurnEventLog
from deputy.core.ports import Clock
from deputy.errors import DeputyError

log = logging.getLogger(__name__)

LISTENING_POLL_FACTOR = 4
"""While wake-ups arrive, a reader polls this many times less often than the policy's interval."""
STOPPED_ANSWER = "The answer stopped arriving; reload the conversation to see what was saved."


class RemoteTurns:
    def __init__(self, *, store: ConversationStore, event_log: TurnEventLog, wakeups: Wakeups, clock: Clock) -> None:
        self._store = store
        self._log = event_log
        self.wakeups = wakeups
        self._clock = clock

    def fallback_poll(self, poll: timedelta) -> float:
        seconds = poll.total_seconds()
        return seconds * LISTENING_POLL_FACTOR if self.wakeups.listening else seconds

    async def follow(
        self, conversation_id: str, turn_id: str, *, after_seq: int, poll: timedelta, stall: timedelta
    ) -> AsyncIterator[Numbered]:
        """The turn's events after `after_seq` from the shared log until its terminal event, or an error notice when
        no event arrives for `stall`.

        The turn's end in the conversation is not a reason to stop: its process stores the answer and then flushes
        its last events, so a reader that looks in between would lose them. Every turn's log ends with a terminal
        event, written by its own process or, when that died, by the process that closes it (`core.chat.leases`).
        """
        seq, quiet_since = after_seq, self._clock.now()
        async with self.wakeups.watch(turn_key(turn_id)) as wake:
            while True:
                rows = await self._log.read(turn_id, after_seq=seq)
                for seq, record in rows:
                    event = events.from_record(record)
                    yield Numbered(seq, event)
                    if isinstance(event, events.Finish | events.Error | events.Abort):
                        return
                if rows:
                    quiet_since = self._clock.now()
                elif self._clock.now() - quiet_since > stall:
                    yield Numbered(None, events.Error(STOPPED_ANSWER))
                    return
                await wake.wait(self.fallback_poll(poll))

    async def signal_cancel(self, conversation_id: str) -> None:
        """Tell the process running the conversation's turn that a cancel is stored (best effort)."""
        try:
            await self.wakeups.notify(cancel_key(conversation_id))
        except DeputyError as exc:  # the cancel is stored: the turn still sees it at its next poll
            log.warning("cancel of %s not signalled: %s", conversation_id, exc.code)

    async def watch_cancel(self, live: LiveTurn, *, since: datetime) -> None:
        """Stop `live` as soon as another process signals a cancel stored at or after `since` (run as a task for
        the turn's life; the runner's own poll stays the fallback)."""
        async with self.wakeups.watch(cancel_key(live.conversation_id)) as wake:
            while not live.cancel.is_set():
                if not await wake.wait(None):
                    continue
                try:
                    if await self._store.cancel_requested(live.conversation_id, since=since):
                        live.cancel.set()
                except DeputyError as exc:
                    log.warning("turn %s: cancel check skipped: %s", live.turn_id, exc.code)
