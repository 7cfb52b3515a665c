"""A turn's opening rows for store tests: `claim_turn` with no admission, then `record_turn`."""

from __future__ import annotations

from datetime import datetime

from deputy.core.conversations.records import ConversationStore, TurnStart


async def begin_turn(store: ConversationStore, start: TurnStart, *, now: datetime) -> str | None:
    return await store.record_turn(start, await store.claim_turn(start, now=now), now=now)
