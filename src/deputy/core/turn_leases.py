"""Turn leases: how a turn whose process died (kill -9, OOM, a lost node) is noticed and closed by another one.

```
claim_turn ──► lease (holder, expires_at) ──► the runner renews it every third of its length ──► finish_turn drops it
                                   │
             holder dies ──► lease runs out ──► any other process reclaims the turn: the partial answer from the
                                               shared event log, stored as interrupted; tool calls that never got a
                                               result marked failed; the turn's reservation settled once; the
                                               conversation freed; a terminal error appended for followers
```
A process never reclaims a turn it is still running (even when its event loop ran late and the lease lapsed); it
does reclaim its own turn whose runner is gone without storing the answer (the database was down at the end).
Leases compare the database's stored expiry with the reclaiming process's clock: pods need synchronized clocks
(NTP), and the lease is long enough to absorb a small skew.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from deputy.core import events
from deputy.core.ports import Clock
from deputy.core.transcript import Transcript

log = logging.getLogger(__name__)

DEFAULT_LEASE = timedelta(seconds=6)
INTERRUPTED_TEXT = "The server writing this answer stopped; what arrived before that is kept."
UNFINISHED_TOOL_TEXT = "The server stopped before this tool call returned; it may or may not have run."


class TurnLeaseStore(Protocol):
    async def renew(self, turn_id: str, *, holder: str, until: datetime) -> bool:
        """Extend `holder`'s lease on `turn_id`; False when the lease is gone (the turn was reclaimed)."""
        ...

    async def reclaim(
        self, *, now: datetime, running: Collection[str] = (), conversation_id: str | None = None
    ) -> list[str]:
        """Close every turn whose lease expired before `now`, except the `running` ones (this process's live turns),
        only in `conversation_id` when given; returns the reclaimed turn ids. Each turn is reclaimed once."""
        ...


@dataclass(slots=True)
class LeaseKeeper:
    """Renews one running turn's lease when a third of it is left to run; the runner calls `keep` at each poll."""

    store: TurnLeaseStore
    turn_id: str
    holder: str
    length: timedelta
    clock: Clock
    _renewed_at: datetime | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self._renewed_at = self.clock.now()

    async def keep(self) -> bool:
        """Renew when due; False when another process has reclaimed the turn (the runner should stop)."""
        now = self.clock.now()
        if self._renewed_at is not None and now - self._renewed_at < self.length / 3:
            return True
        kept = await self.store.renew(self.turn_id, holder=self.holder, until=now + self.length)
        self._renewed_at = now
        if not kept:
            log.warning("turn %s: its lease was reclaimed by another process; stopping", self.turn_id)
        return kept


def interrupted_parts(
    stored: Sequence[Mapping[str, Any]], records: Sequence[Mapping[str, Any]]
) -> tuple[list[dict[str, Any]], str]:
    """The parts and plain text of an answer whose process died: the stored parts (a continuation's earlier
    ones) plus the turn's logged events, with every tool call left without a result marked as failed."""
    transcript = Transcript(stored)
    for record in records:
        try:
            transcript.fold(events.from_record(record))
        except (KeyError, ValueError, TypeError):  # a record this version cannot read: keep the rest
            log.warning("skipping an unreadable turn event of type %r", record.get("kind"))
    transcript.close()
    for part in transcript.parts:
        if str(part.get("type", "")).startswith("tool-") and part.get("state") == "input-available":
            part.update(state="output-error", errorText=UNFINISHED_TOOL_TEXT)
    return transcript.parts, transcript.text()
