"""Which tools each conversation loaded (lazy tool loading): stored with the conversation, so any pod sees them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import sqlalchemy as sa

from deputy.store.engine.database import Database, insert_ignore
from deputy.store.tables import conversation_tools


class SqlLoadedToolStore:
    """`core.chat.tool_loading.LoadedToolStore` over the `conversation_tools` table (deleted with the conversation)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def loaded_tools(self, conversation_id: str) -> frozenset[str]:
        return await self._db.run_transaction(lambda conn: read_loaded_tools(conn, conversation_id))

    async def add_loaded_tools(self, conversation_id: str, names: Iterable[str], *, now: datetime) -> None:
        async with self._db.transaction() as conn:
            for name in names:
                values = {"conversation_id": conversation_id, "tool_name": name, "loaded_at": now}
                await insert_ignore(conn, conversation_tools, values)


def read_loaded_tools(conn: sa.Connection, conversation_id: str) -> frozenset[str]:
    """`SqlLoadedToolStore.loaded_tools`, inside a caller's transaction."""
    t = conversation_tools.c
    rows = conn.execute(sa.select(t.tool_name).where(t.conversation_id == conversation_id))
    return frozenset(str(name) for name in rows.scalars())
