"""A user's own votes on messages, read back so a reload shows the thumbs, category and comment they left."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import sqlalchemy as sa

from deputy.store.engine.database import Database
from deputy.store.tables import message_feedback


@dataclass(frozen=True, slots=True)
class Vote:
    rating: str
    category: str | None
    comment: str | None


class SqlVoteStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def mine(self, user_id: str, message_ids: Iterable[str]) -> dict[str, Vote]:
        """The user's vote on each of `message_ids` that has one."""
        ids = list(dict.fromkeys(message_ids))
        if not ids:
            return {}
        f = message_feedback.c
        async with self._db.read() as conn:
            result = await conn.execute(
                sa.select(f.message_id, f.rating, f.category, f.comment).where(
                    f.user_id == user_id, f.message_id.in_(ids)
                )
            )
            return {row.message_id: Vote(row.rating, row.category, row.comment) for row in result}
