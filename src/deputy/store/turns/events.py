"""The shared log of running turns' events: another process reads it to resume a live stream.

On Postgres each append also NOTIFYs the turn's key in the same transaction, so readers on other pods wake when
the rows are visible (`store.engine.notify`), instead of at their next poll.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.exc import IntegrityError

from deputy.core.chat.live import turn_key
from deputy.errors import Conflict
from deputy.store.engine.database import Database
from deputy.store.engine.notify import notify_many
from deputy.store.engine.types import json_dumps, json_loads
from deputy.store.tables import turn_events


class SqlTurnEventLog:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def append(
        self, turn_id: str, first_seq: int, records: Sequence[Mapping[str, Any]], *, now: datetime
    ) -> None:
        (outcome,) = await self.append_each([(turn_id, first_seq, records)], now=now)
        if outcome is not None:
            raise outcome

    async def append_each(
        self, flushes: Sequence[tuple[str, int, Sequence[Mapping[str, Any]]]], *, now: datetime
    ) -> list[Exception | None]:
        # Every running turn flushes every poll: the rows of the turns flushing together go in one statement.
        items = [(turn_id, _rows(turn_id, first_seq, records, now)) for turn_id, first_seq, records in flushes]
        outcomes = await self._db.batches.run_each(self._insert, [item for item in items if item[1]])
        results = iter(outcomes)
        return [_conflict(next(results)) if rows else None for _, rows in items]

    def _insert(self, conn: sa.Connection, flushes: Sequence[tuple[str, list[dict[str, Any]]]]) -> list[None]:
        rows = [row for _, rows in flushes for row in rows]
        if self._db.is_sqlite:
            conn.execute(turn_events.insert(), rows)
        else:
            conn.execute(_INSERT_ARRAYS, _arrays(rows))
            notify_many(conn, {turn_key(turn_id) for turn_id, _ in flushes})
        return [None] * len(flushes)

    async def read(self, turn_id: str, *, after_seq: int) -> list[tuple[int, Mapping[str, Any]]]:
        statement = (
            sa.select(turn_events.c.seq, turn_events.c.frame)
            .where(turn_events.c.turn_id == turn_id, turn_events.c.seq > after_seq)
            .order_by(turn_events.c.seq)
        )
        async with self._db.transaction() as conn:
            rows = (await conn.execute(statement)).all()
        return [(seq, json_loads(frame)) for seq, frame in rows]

    async def prune(self, *, before: datetime) -> int:
        """Forget the events of turns logged before `before` (their answers live in the messages)."""
        async with self._db.transaction() as conn:
            result = await conn.execute(turn_events.delete().where(turn_events.c.created_at < before))
        return result.rowcount


def _rows(turn_id: str, first_seq: int, records: Sequence[Mapping[str, Any]], now: datetime) -> list[dict[str, Any]]:
    return [
        {"turn_id": turn_id, "seq": first_seq + i, "frame": json_dumps(r), "created_at": now}
        for i, r in enumerate(records)
    ]


def _inserted_arrays() -> sa.Insert:
    """The rows' columns as one array each, unnested into rows: on Postgres one statement for any number of rows,
    where an `executemany` binds and executes each row apart (at 1,000 streams, 5,000 rows a second)."""
    columns = [turn_events.c[name] for name in _COLUMNS]
    unnested = sa.func.unnest(*(sa.bindparam(column.name, type_=ARRAY(column.type)) for column in columns))
    flushed = unnested.table_valued(*_COLUMNS).render_derived(name="flushed")
    return turn_events.insert().from_select(_COLUMNS, sa.select(*flushed.c))


_COLUMNS = ("turn_id", "seq", "frame", "created_at")
_INSERT_ARRAYS = _inserted_arrays()


def _arrays(rows: Sequence[Mapping[str, Any]]) -> dict[str, list[Any]]:
    """`_INSERT_ARRAYS`'s parameters: each column's values, in the rows' order."""
    return {name: [row[name] for row in rows] for name in _COLUMNS}


def _conflict(outcome: object) -> Exception | None:
    if isinstance(outcome, IntegrityError):
        # Only one other writer ever appends to a turn's log: the process that reclaimed it (its lease ran out)
        # and ended the log with the turn's terminal event. The runner stops at its next poll.
        return Conflict("Another process has closed this turn.", code="turn_reclaimed")
    return outcome if isinstance(outcome, Exception) else None
