"""Turn leases: how a turn whose process died (kill -9, OOM, a lost node) is noticed and closed by another one.

```
claim_turn ──► lease (holder, expires_at) ──► its process renews it every third of its length ──► finish_turn drops it
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
from datetime import datetime, timedelta
from typing import Any, Protocol

from deputy.core import events
from deputy.core.chat.transcript import Transcript

log = logging.getLogger(__name__)

DEFAULT_LEASE = timedelta(seconds=6)
INTERRUPTED_TEXT = "The server writing this answer stopped; what arrived before that is kept."
UNFINISHED_TOOL_TEXT = "The server stopped before this tool call returned; it may or may not have run."


class TurnLeaseStore(Protocol):
    async def renew_each(self, renewals: Sequence[tuple[str, str, datetime]]) -> Sequence[bool | Exception]:
        """Extend each (turn id, holder)'s lease until the given time: False where the lease is gone (the turn was
        reclaimed), or the exception that kept it."""
        ...

    async def reclaim(
        self, *, now: datetime, running: Collection[str] = (), conversation_id: str | None = None
    ) -> list[str]:
        """Close every turn whose lease expired before `now`, except the `running` ones (this process's live turns),
        only in `conversation_id` when given; returns the reclaimed turn ids. Each turn is reclaimed once."""
        ...


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
