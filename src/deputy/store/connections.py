"""Model connections in SQL, with each API key sealed by a `SecretBox` and readable only through `api_key()`."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime
from types import MappingProxyType
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.connections import (
    KEEP,
    ConnectionDraft,
    ConnectionPatch,
    InvalidConnection,
    ModelConnection,
    ModelFamily,
    filter_completion_kwargs,
    pick_default,
    resolve_model_id,
)
from deputy.errors import ConfigurationError, Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.engine.recent_reads import RecentReads
from deputy.store.identity.secret_box import SecretBox
from deputy.store.tables import model_connections as table

MAX_API_KEY_LENGTH = 4096
_DEFAULT_LOCK = 0x6465_7075_7479_0001  # "deputy" + 1: the advisory lock that orders default changes


class SqlConnectionStore:
    """Create, change, list and remove model connections; pick the default one.

    Without a `SecretBox` (no server secret) the store still manages keyless connections but refuses to store or
    read a key with a `ConfigurationError`.
    """

    def __init__(self, database: Database, box: SecretBox | None) -> None:
        self._db = database
        self._box = box
        self._reads: RecentReads[Sequence[ModelConnection]] = RecentReads(database)
        """The connections a turn resolves from (`KEPT_SECONDS` old at most); every other read is fresh."""

    async def create(self, draft: ConnectionDraft, *, api_key: str | None = None, now: datetime) -> ModelConnection:
        """Validate and store a connection; `Conflict` when the name is taken. `is_default` clears the others."""
        draft = draft.validate()
        connection_id = uuid.uuid4().hex
        values = {
            **_columns(draft),
            "id": connection_id,
            "api_key_encrypted": self._seal(api_key, connection_id),
            "created_at": now,
            "updated_at": now,
        }
        try:
            async with self._reads.writing() as conn:
                if draft.is_default:
                    await _serialize_defaults(conn)
                await conn.execute(table.insert().values(**values))
                if draft.is_default:
                    await _make_default(conn, connection_id)
                return await _require(conn, connection_id)
        except IntegrityError as exc:
            raise _name_taken(draft.name) from exc

    async def update(self, connection_id: str, patch: ConnectionPatch, *, now: datetime) -> ModelConnection:
        """Apply a partial change. The key changes only when `patch.api_key` is given (None clears it)."""
        try:
            async with self._reads.writing() as conn:
                if patch.is_default is True:
                    await _serialize_defaults(conn)
                current = await _require(conn, connection_id)
                draft = patch.apply(current.draft())
                if draft.base_url != current.base_url and current.has_api_key and patch.api_key is KEEP:
                    # A stored key is never sent to a host it was not entered for.
                    raise InvalidConnection("api_key", "changing base_url needs the API key again (or null to clear)")
                values: dict[str, Any] = {**_columns(draft), "updated_at": now}
                if patch.api_key is not KEEP:
                    values["api_key_encrypted"] = self._seal(patch.api_key, connection_id)
                await conn.execute(table.update().where(table.c.id == connection_id).values(**values))
                if draft.is_default and not current.is_default:
                    await _make_default(conn, connection_id)
                return await _require(conn, connection_id)
        except IntegrityError as exc:
            raise _name_taken(patch.name if isinstance(patch.name, str) else "") from exc

    async def get(self, connection_id: str) -> ModelConnection | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(_select().where(table.c.id == connection_id))).mappings().first()
        return None if row is None else _connection(row)

    async def get_by_name(self, name: str) -> ModelConnection | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(_select().where(table.c.name == name))).mappings().first()
        return None if row is None else _connection(row)

    async def list(self) -> list[ModelConnection]:
        """Every connection, by name."""
        async with self._db.transaction() as conn:
            rows = (await conn.execute(_select().order_by(table.c.name))).mappings().all()
        return [_connection(row) for row in rows]

    async def remove(self, connection_id: str) -> None:
        """Delete a connection (conversations on it keep their history and lose the link); `NotFound` if unknown."""
        async with self._reads.writing() as conn:
            result = await conn.execute(table.delete().where(table.c.id == connection_id))
        if result.rowcount == 0:
            raise _unknown()

    async def default(self) -> ModelConnection | None:
        """The connection marked default, else the only connection, else None."""
        return pick_default(await self.list())

    async def resolve(self, connection_id: str | None, requested_model: str | None) -> tuple[ModelConnection, str]:
        """The connection and model a conversation should store: the given connection (or the default) and the
        requested model coerced through `resolve_model_id`. `NotFound` when there is no such (or no default)
        connection."""
        connection = _chosen(await self._recent(), connection_id)
        if connection is None:  # it may have been added on another process moments ago: read again now
            connection = _chosen(await self._recent(fresh=True), connection_id)
        if connection is None:
            if connection_id:
                raise _unknown()
            raise NotFound("No model connection is configured; an operator must add one.", code="no_connection")
        return connection, resolve_model_id(connection, requested_model)

    async def api_key(self, connection_id: str) -> str | None:
        """The decrypted key, or None when the connection has none: the one way to read a key."""
        async with self._db.transaction() as conn:
            row = (
                await conn.execute(sa.select(table.c.id, table.c.api_key_encrypted).where(table.c.id == connection_id))
            ).first()
        if row is None:
            raise _unknown()
        sealed: str | None = row.api_key_encrypted
        if sealed is None:
            return None
        return self._require_box().open(sealed, context=_context(connection_id))

    async def _recent(self, *, fresh: bool = False) -> Sequence[ModelConnection]:
        """Every connection, read at most every `KEPT_SECONDS` (a turn's resolve, not the admin's reads)."""
        return await self._reads.get(None, self.list, fresh=fresh)

    def _seal(self, api_key: str | None, connection_id: str) -> str | None:
        if api_key is None or api_key == "":
            return None
        if len(api_key) > MAX_API_KEY_LENGTH or any(ch.isspace() for ch in api_key):
            raise InvalidConnection("api_key", f"at most {MAX_API_KEY_LENGTH} characters without spaces")
        return self._require_box().seal(api_key, context=_context(connection_id))

    def _require_box(self) -> SecretBox:
        if self._box is None:
            raise ConfigurationError(
                "This store was opened without the server secret, so it cannot store or read API keys.",
                code="no_server_secret",
            )
        return self._box


def _context(connection_id: str) -> str:
    return f"model_connections:{connection_id}"


def _select() -> sa.Select[Any]:
    columns = [c for c in table.c if c.name != "api_key_encrypted"]
    return sa.select(*columns, table.c.api_key_encrypted.is_not(None).label("has_api_key"))


async def _require(conn: AsyncConnection, connection_id: str) -> ModelConnection:
    row = (await conn.execute(_select().where(table.c.id == connection_id))).mappings().first()
    if row is None:
        raise _unknown()
    return _connection(row)


async def _serialize_defaults(conn: AsyncConnection) -> None:
    """Make transactions that set a default run one at a time (Postgres; SQLite writers already do).

    Taken before the transaction writes anything, so it cannot deadlock with the row locks; without it, two
    concurrent inserts could each miss the other's uncommitted row and both stay default.
    """
    if conn.dialect.name == "postgresql":
        await conn.execute(sa.select(sa.func.pg_advisory_xact_lock(_DEFAULT_LOCK)))


async def _make_default(conn: AsyncConnection, connection_id: str) -> None:
    await conn.execute(table.update().values(is_default=table.c.id == connection_id))


def _columns(draft: ConnectionDraft) -> dict[str, Any]:
    return {
        "name": draft.name,
        "base_url": draft.base_url,
        "default_model": draft.default_model,
        "available_models": list(draft.available_models),
        "family": draft.family.value,
        "context_window_tokens": draft.context_window_tokens,
        "spend_cap_tokens": draft.spend_cap_tokens,
        "spend_window_minutes": draft.spend_window_minutes,
        "disable_topical_classifier": draft.disable_topical_classifier,
        "cache_hints": draft.cache_hints,
        "completion_kwargs": dict(draft.completion_kwargs),
        "is_default": draft.is_default,
    }


def _connection(row: Mapping[str, Any]) -> ModelConnection:
    try:
        family = ModelFamily(row["family"])
    except ValueError:
        family = ModelFamily.GENERIC
    return ModelConnection(
        id=row["id"],
        name=row["name"],
        base_url=row["base_url"],
        default_model=row["default_model"],
        available_models=tuple(str(m) for m in row["available_models"] or ()),
        family=family,
        context_window_tokens=row["context_window_tokens"],
        spend_cap_tokens=row["spend_cap_tokens"],
        spend_window_minutes=row["spend_window_minutes"],
        disable_topical_classifier=bool(row["disable_topical_classifier"]),
        cache_hints=bool(row["cache_hints"]),
        # Filtered on the way out too: a row written by hand cannot smuggle in a forbidden parameter.
        completion_kwargs=MappingProxyType(filter_completion_kwargs(row["completion_kwargs"] or {})),
        is_default=bool(row["is_default"]),
        has_api_key=bool(row["has_api_key"]),
        updated_at=row["updated_at"],
    )


def _unknown() -> NotFound:
    return NotFound("No model connection with this id.", code="unknown_connection")


def _name_taken(name: str) -> Conflict:
    return Conflict(f"A model connection named {name!r} already exists.", code="connection_exists")


def _chosen(connections: Sequence[ModelConnection], connection_id: str | None) -> ModelConnection | None:
    if connection_id:
        return next((c for c in connections if c.id == connection_id), None)
    return pick_default(connections)
