"""The per-connection spend cap: a token budget per rolling window (Checkstack §2.6), in tokens, not money, for each
principal on the connection (as the seed caps each principal): one user's spending never locks another out.

Tokens rather than currency on purpose: it works with every provider, self-hosted ones included. Every model
call writes a ledger row (turns, titles, classifier, summaries); a turn is admitted while the principal's total on
the connection in the window, open reservations included, is below the budget. The check runs before every turn and
decision turn, inside the same database lock as the reservation, so it holds across processes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from deputy.core.connections import ModelConnection
from deputy.errors import QuotaMisconfigured, SpendCapExceeded


@dataclass(frozen=True, slots=True)
class SpendCap:
    tokens: int
    window: timedelta

    @classmethod
    def of(cls, connection: ModelConnection) -> SpendCap | None:
        """The connection's cap, None when it sets none; a half-set or non-positive cap refuses clearly."""
        tokens, minutes = connection.spend_cap_tokens, connection.spend_window_minutes
        if tokens is None and minutes is None:
            return None
        if tokens is None or minutes is None or tokens <= 0 or minutes <= 0:
            raise QuotaMisconfigured(
                f"The spend cap of connection {connection.name!r} is incomplete; an administrator must fix it."
            )
        return cls(tokens=tokens, window=timedelta(minutes=minutes))


def check_spend(cap: SpendCap, *, used: int, oldest: datetime | None, now: datetime, connection: str) -> None:
    """Raise `SpendCapExceeded` when the window's `used` tokens reached the budget.

    `Retry-After` is when the oldest counted row leaves the window (the earliest moment anything frees up).
    """
    if used < cap.tokens:
        return
    frees_at = (oldest + cap.window) if oldest is not None else now + cap.window
    retry = max(1, math.ceil((frees_at - now).total_seconds()))
    raise SpendCapExceeded(
        f"You used your token budget on the model connection {connection!r} for this period; try again later.",
        retry_after=retry,
        details={"limit": cap.tokens, "used": used, "window_minutes": int(cap.window.total_seconds() // 60)},
    )
