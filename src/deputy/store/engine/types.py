"""Column types that behave the same on SQLite and Postgres."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import orjson
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.engine import Dialect


class UtcDateTime(sa.TypeDecorator[datetime]):
    """Timezone-aware UTC in, timezone-aware UTC out, even on SQLite (which keeps no offset)."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetimes are not stored; pass an aware UTC datetime")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def json_type() -> sa.types.TypeEngine[Any]:
    """JSON on SQLite, JSONB on Postgres."""
    return sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def json_dumps(value: Any) -> str:
    """How the engine writes a JSON column: orjson (a turn writes its parts, model messages and stream events, and
    the standard library took several times longer); what orjson refuses (an integer beyond 64 bits, a key that is
    not a string, a lone surrogate) goes through the standard library as before."""
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json.dumps(value)


def json_loads(text: str | bytes) -> Any:
    """How the engine reads a JSON column: orjson, and the standard library for what it refuses (`NaN`, which
    older rows may hold)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)
