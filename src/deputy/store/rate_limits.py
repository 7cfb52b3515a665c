"""Rolling-window limits counted in the shared database, atomic across processes and pods.

On Postgres each `hit` takes a per-key row lock first (an UPDATE on `rate_locks`), then counts and inserts inside
the same transaction, so two processes can never both take the last slot: one statement, a call of the
`deputy_rate_hit` function (migrations 0014 and 0015), whose own statements each read what was committed before
them; its commit does not wait for the disk (a charge is a counter's event: see migration 0015). On
SQLite a hit is one statement too: an INSERT of the event when the window has room, which reports the count (a
writing statement takes SQLite's write lock before it reads, so nothing commits between its count and its insert);
only a refusal reads again, for the retry time. Events that left the window are not counted; they are deleted once
a key holds `PRUNE_AT` of them, not on every hit (every tool call charges the budget).

On SQLite the hit runs in the database's shared transactions (`store.batching`): SQLite has one writer at a time,
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

from deputy.core.records import RateDecision
from deputy.store.database import Database, insert_ignore_statement
from deputy.store.tables import rate_events, rate_locks

PRUNE_AT = 32
"""Expired events a key may hold before a hit deletes them."""

_events = rate_events.c
_in_window = _events.created_at > sa.bindparam("since")
_TOUCH = rate_locks.update().where(rate_locks.c.key == sa.bindparam("lock_key")).values(touched_at=sa.bindparam("at"))
_COUNT = sa.select(
    sa.func.count().filter(_in_window).label("used"),
    sa.func.min(_events.created_at).filter(_in_window).label("oldest"),
    sa.func.count().label("held"),
).where(_events.key == sa.bindparam("event_key"))
_HIT = (
    sa.text("SELECT used, oldest, held FROM deputy_rate_hit(:event_key, :new_at, :since, :limit)")
    .bindparams(
        sa.bindparam("new_at", type_=_events.created_at.type), sa.bindparam("since", type_=_events.created_at.type)
    )
    .columns(sa.column("used", sa.BigInteger()), sa.column("oldest", _events.created_at.type), sa.column("held"))
)
"""Postgres: the key's lock, then the count and, when there is room, the insert, in one statement (the function of
migration 0014), so a charge is one round trip in autocommit rather than BEGIN, two statements and COMMIT."""
_CHARGE = sa.text(
    """
    INSERT INTO rate_events (key, weight, created_at)
    SELECT :event_key, 1, :new_at
    WHERE (SELECT count(*) FROM rate_events AS e WHERE e.key = :event_key AND e.created_at > :since) < :limit
    RETURNING
        (SELECT count(*) FROM rate_events AS e
         WHERE e.key = :event_key AND e.created_at > :since AND e.id <> rate_events.id) AS used,
        (SELECT count(*) FROM rate_events AS e WHERE e.key = :event_key AND e.created_at <= :since) AS expired
    """
).bindparams(
    sa.bindparam("new_at", type_=_events.created_at.type), sa.bindparam("since", type_=_events.created_at.type)
)
"""SQLite: the event, inserted when the window has room, with the events counted before it (in the window, and
expired); no row when there is no room. (Text: SQLAlchemy drops the alias of columns in a RETURNING subquery.)"""
_PRUNE = rate_events.delete().where(
    _events.key == sa.bindparam("event_key"), _events.created_at <= sa.bindparam("since")
)
"""Built once: every tool call runs them."""


class SqlRateLimiter:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def hit(self, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
        def charge(conn: sa.Connection) -> RateDecision:
            return _hit(conn, key, limit=limit, window=window, now=now)

        # Each of a hit's statements is whole by itself (the charge counts and inserts in one; the prune and a
        # refusal's read may follow it): alone, it needs no transaction around them.
        if self._db.is_sqlite:
            return await self._db.batches.run_sync(charge, autocommit=True)
        return await self._db.run_autocommit(charge)


def _hit(conn: sa.Connection, key: str, *, limit: int, window: timedelta, now: datetime) -> RateDecision:
    counting = {"event_key": key, "since": now - window}
    if conn.dialect.name == "sqlite":
        charged = conn.execute(_CHARGE, {**counting, "new_at": now, "limit": limit}).first()
        if charged is None:
            used, oldest, _ = conn.execute(_COUNT, counting).one()
            return _refusal(used, oldest, limit=limit, window=window, now=now)
        used, expired = charged.used, charged.expired
    else:
        used, oldest, held = conn.execute(_HIT, {**counting, "new_at": now, "limit": limit}).one()
        if used >= limit:
            return _refusal(used, oldest, limit=limit, window=window, now=now)
        expired = held - used
    if expired >= PRUNE_AT:
        conn.execute(_PRUNE, counting)
    return RateDecision(allowed=True, used=used + 1, limit=limit)


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
