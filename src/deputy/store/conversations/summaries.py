"""The running summary of a conversation and its marker (the last message seq the summary covers)."""

from __future__ import annotations

from deputy.core.guards import scrub
from deputy.store.engine.database import Database
from deputy.store.tables import conversations


class SqlSummaryStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def set_summary(self, conversation_id: str, summary: str, *, through_seq: int, after: int | None) -> bool:
        """Store the summary if the marker is still `after` (another turn may have compacted meanwhile); the
        conversation's `updated_at` is left alone. The summary is scrubbed like every stored message."""
        c = conversations.c
        marker = c.summarized_through_seq.is_(None) if after is None else c.summarized_through_seq == after
        async with self._db.transaction() as conn:
            result = await conn.execute(
                conversations.update()
                .where(c.id == conversation_id, marker)
                .values(summary=scrub(summary), summarized_through_seq=through_seq)
            )
        return bool(result.rowcount)
