"""Per-user token limits (`token_quotas`): one row per user with a limit of their own; none means the defaults."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.budgets.quotas import PERIODS, QuotaLimits
from deputy.store.engine.database import Database, insert_ignore
from deputy.store.tables import token_quotas

_COLUMNS = {p: f"{p.value}_limit" for p in PERIODS}


class SqlQuotaStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def limits(self, user_id: str) -> QuotaLimits:
        return await self._db.run_statement(lambda conn: read_limits(conn, user_id))

    async def set_limits(
        self, user_id: str, changes: dict[str, int | None], *, by: str | None, now: datetime
    ) -> QuotaLimits:
        """Apply a partial update (`{"daily": 1000, "weekly": None}`; None: back to the default) and return the
        limits now stored. Values are validated by the caller (`QuotaLimits.of`)."""
        values = {f"{name}_limit": value for name, value in changes.items()}
        async with self._db.transaction() as conn:
            await insert_ignore(conn, token_quotas, {"user_id": user_id, "updated_at": now, "updated_by": by})
            await conn.execute(
                token_quotas.update()
                .where(token_quotas.c.user_id == user_id)
                .values(**values, updated_at=now, updated_by=by)
            )
            return await conn.run_sync(read_limits, user_id)


def read_limits(conn: sa.Connection, user_id: str) -> QuotaLimits:
    row = conn.execute(
        sa.select(*(token_quotas.c[c] for c in _COLUMNS.values())).where(token_quotas.c.user_id == user_id)
    ).first()
    if row is None:
        return QuotaLimits()
    return _limits(row)


def limits_columns(user_id: str | sa.BindParameter[str]) -> list[sa.Label[int | None]]:
    """The user's limits as scalar subqueries, to read them inside another statement (`limits_in` reads them)."""
    where = token_quotas.c.user_id == user_id
    return [
        sa.select(token_quotas.c[column]).where(where).scalar_subquery().label(f"quota_{column}")
        for column in _COLUMNS.values()
    ]


def limits_in(row: sa.Row[Any]) -> QuotaLimits:
    """The limits `limits_columns` added to `row` (a user without a row of limits has none: the defaults apply)."""
    mapping = row._mapping
    return _limits([mapping[f"quota_{column}"] for column in _COLUMNS.values()])


def _limits(values: Sequence[Any]) -> QuotaLimits:
    return QuotaLimits(**{p.value: (None if v is None else int(v)) for p, v in zip(PERIODS, values, strict=True)})
