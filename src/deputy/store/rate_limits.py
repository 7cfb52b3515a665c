"""Rolling-window limits counted in the shared database, atomic across processes and pods.

Each `hit` takes a per-key row lock first (an UPDATE on `rate_locks`: a row lock on Postgres, the write lock on
SQLite), then counts and inserts inside the same transaction, so two processes can never both take the last
slot.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.records import RateDecision
from deputy.store.database import Database, insert_ignore
from deputy.store.tables import rate_events, rate_locks


class SqlRateLimiter:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def hit(self, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
        since = now - window
        async with self._db.transaction() as conn:
            await _lock(conn, key, now)
            events = rate_events.c
            used, oldest = (
                await conn.execute(
                    sa.select(sa.func.count(), sa.func.min(events.created_at)).where(
                        events.key == key, events.created_at > since
                    )
                )
            ).one()
            if used >= limit:
                # The oldest counted event leaves the window first; with a limit of 0 nothing ever will.
                retry = math.ceil((oldest + window - now).total_seconds()) if oldest else int(window.total_seconds())
                return RateDecision(allowed=False, used=used, limit=limit, retry_after=max(1, retry))
            await conn.execute(rate_events.insert().values(key=key, weight=1, created_at=now))
            await conn.execute(rate_events.delete().where(events.key == key, events.created_at <= since))
        return RateDecision(allowed=True, used=used + 1, limit=limit)


async def _lock(conn: AsyncConnection, key: str, now: datetime) -> None:
    touch = rate_locks.update().where(rate_locks.c.key == key).values(touched_at=now)
    if (await conn.execute(touch)).rowcount == 0:
        await insert_ignore(conn, rate_locks, {"key": key, "touched_at": now})
        await conn.execute(touch)
