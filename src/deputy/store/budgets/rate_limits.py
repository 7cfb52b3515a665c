"""Rolling-window limits counted in the shared database, atomic across processes and pods.

A key's charges are events in `rate_events`; its row in `rate_locks` is its lock and keeps its count. At the
previous charge the window began at `counted_since`; `used` events were in it before that charge, which added
`last_added` (1 or 0) of its own; `expired` events at or before `counted_since` are not yet deleted. A charge takes
the row's lock, moves the window's start to `now - window` and subtracts the events it passed over (an index range:
those that expired since the previous charge), then inserts its event when the window has room. So a charge reads a
handful of rows whatever the budget, where counting the window read every event in it (2.3 ms on Postgres and 1.3 ms
on SQLite for a key holding 10,000 events, against 0.4 and 0.15 ms for one holding none; migration 0016). When the
start would move back (a longer window, or a pod whose clock is behind) or the row has no count yet, the charge
counts the key's events instead. The count is exact only while every event of a key is charged here: login attempts
(`store.identity.sessions`) count their own keys, which never come here. Expired events are deleted once a key holds
`PRUNE_AT` of them, not on every hit (every tool call charges the budget).

On Postgres a hit is one statement, a call of the `deputy_rate_hit` function (migration 0016), in autocommit: its
own statements each read what was committed before them, and the lock orders the charges of a key, so two
processes can never both take the last slot. Its commit does not wait for the disk (a charge is a counter's event:
see migration 0015). On SQLite the same steps are statements of one transaction, which holds the write lock from
its first (the lock row's UPDATE) to its commit.

On SQLite the hit runs in the database's shared transactions (`store.engine.batching`): SQLite has one writer at a time,
and a writer that finds the lock taken sleeps in SQLite's busy handler (1 ms, then 2, 5, ... up to 100 ms per
retry) however soon the lock frees, which made tool calls at 16 at once wait up to 1.3 s. Queued in the process
instead, concurrent hits share one transaction and none sleeps; hits of other processes still wait on the lock.
On Postgres each hit keeps a transaction of its own (the function's statement, in autocommit): shared
transactions of two pods could lock two keys in opposite orders.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.tools.records import RateDecision
from deputy.store.engine.database import Database, insert_ignore_statement
from deputy.store.tables import rate_events, rate_locks

PRUNE_AT = 32
"""Expired events a key may hold before a hit deletes them."""

_events = rate_events.c
_locks = rate_locks.c
_key_is = _events.key == sa.bindparam("event_key")
_TOUCH = rate_locks.update().where(_locks.key == sa.bindparam("lock_key")).values(touched_at=sa.bindparam("at"))
_HIT = (
    sa.text("SELECT used, oldest FROM deputy_rate_hit(:event_key, :new_at, :since, :limit, :prune_at)")
    .bindparams(
        sa.bindparam("new_at", type_=_events.created_at.type), sa.bindparam("since", type_=_events.created_at.type)
    )
    .columns(sa.column("used", sa.BigInteger()), sa.column("oldest", _events.created_at.type))
)
"""Postgres: the whole hit in one statement (the function of migration 0016), one round trip in autocommit."""
# SQLite: the function's steps, each statement built once (every tool call runs them).
_gone = (
    sa.select(sa.func.count())
    .where(_events.key == _locks.key, _events.created_at > _locks.counted_since)
    .where(_events.created_at <= sa.bindparam("since"))
    .scalar_subquery()
)
"""The events counted at the key's previous charge that have left the window since (the row's values before the
UPDATE that reads them: SQL's SET and WHERE see the old row)."""
_in_window = _locks.used + _locks.last_added - _gone
_ADVANCE = (
    rate_locks.update()
    .where(_locks.key == sa.bindparam("lock_key"), _locks.counted_since <= sa.bindparam("since"))
    .values(
        touched_at=sa.bindparam("at"),
        used=_in_window,
        last_added=sa.cast(_in_window < sa.bindparam("limit"), sa.Integer()),
        expired=_locks.expired + _gone,
        counted_since=sa.bindparam("since"),
    )
    .returning(_locks.used, _locks.expired)
)
"""The whole count in one statement: the key's lock (SQLite's write lock), the window moved to `since`, and the
events in it before this hit; no row when the key has no count yet or the window's start would move back."""
_RECOUNT = sa.select(
    sa.func.count().filter(_events.created_at > sa.bindparam("since")),
    sa.func.count().filter(_events.created_at <= sa.bindparam("since")),
).where(_key_is)
_SAVE = (
    rate_locks.update()
    .where(_locks.key == sa.bindparam("lock_key"))
    .values(
        used=sa.bindparam("in_window"),
        last_added=sa.cast(sa.bindparam("in_window") < sa.bindparam("limit"), sa.Integer()),
        expired=sa.bindparam("before_window"),
        counted_since=sa.bindparam("since"),
    )
)
_PRUNED = rate_locks.update().where(_locks.key == sa.bindparam("lock_key")).values(expired=0)
_ADD = rate_events.insert().values(key=sa.bindparam("event_key"), weight=1, created_at=sa.bindparam("new_at"))
_OLDEST = sa.select(sa.func.min(_events.created_at)).where(_key_is, _events.created_at > sa.bindparam("since"))
_PRUNE = rate_events.delete().where(_key_is, _events.created_at <= sa.bindparam("since"))


class SqlRateLimiter:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def hit(self, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
        def charge(conn: sa.Connection) -> RateDecision:
            return _hit(conn, key, limit=limit, window=window, now=now)

        if self._db.is_sqlite:
            return await self._db.batches.run_sync(charge)  # the steps of one hit, in a (shared) transaction
        return await self._db.run_autocommit(charge)  # one statement, whole by itself


def _hit(conn: sa.Connection, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
    since = now - window
    if conn.dialect.name == "sqlite":
        used, oldest = _hit_sqlite(conn, key, since=since, limit=limit, now=now)
    else:
        params = {"event_key": key, "new_at": now, "since": since, "limit": limit, "prune_at": PRUNE_AT}
        used, oldest = conn.execute(_HIT, params).one()
    if used >= limit:
        return _refusal(used, oldest, limit=limit, window=window, now=now)
    return RateDecision(allowed=True, used=used + 1, limit=limit)


def _hit_sqlite(
    conn: sa.Connection, key: str, *, since: datetime, limit: int, now: datetime
) -> tuple[int, datetime | None]:
    """`deputy_rate_hit` (migration 0016) as statements: the events in the window before this hit, and, when there
    was no room, the oldest of them. A charge with room is two statements: `_ADVANCE` and the event's insert."""
    counting = {"event_key": key, "since": since}
    advanced = conn.execute(_ADVANCE, {"lock_key": key, "at": now, "since": since, "limit": limit}).first()
    if advanced is None:
        lock_key_in(conn, key, now)
        used, expired = conn.execute(_RECOUNT, counting).one()
        saved = {"lock_key": key, "in_window": used, "before_window": expired, "since": since, "limit": limit}
        conn.execute(_SAVE, saved)
    else:
        used, expired = advanced
    if expired >= PRUNE_AT:
        conn.execute(_PRUNE, counting)
        conn.execute(_PRUNED, {"lock_key": key})
    if used < limit:
        conn.execute(_ADD, {"event_key": key, "new_at": now})
        return used, None
    return used, conn.execute(_OLDEST, counting).scalar_one()


def _refusal(used: int, oldest: datetime | None, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
    # The oldest counted event leaves the window first; with a limit of 0 nothing ever will.
    retry = math.ceil((oldest + window - now).total_seconds()) if oldest else int(window.total_seconds())
    return RateDecision(allowed=False, used=used, limit=limit, retry_after=max(1, retry))


async def lock_key(conn: AsyncConnection, key: str, now: datetime) -> None:
    """Take the lock named `key` until the transaction ends (an UPDATE of its `rate_locks` row: a row lock on
    Postgres, the write lock on SQLite), creating the row the first time. The token ledger locks its budgets with
    it too."""
    await conn.run_sync(lock_key_in, key, now)


def lock_key_in(conn: sa.Connection, key: str, now: datetime) -> None:
    """`lock_key` for a synchronous connection (`Database.run_transaction`)."""
    params = {"lock_key": key, "at": now}
    if conn.execute(_TOUCH, params).rowcount == 0:
        conn.execute(insert_ignore_statement(conn.dialect.name, rate_locks, {"key": key, "touched_at": now}))
        conn.execute(_TOUCH, params)
