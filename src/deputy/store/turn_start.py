"""The reads a chat turn makes before it starts, on one connection (`core.turn_start`, `Database.read`).

The conversation's row is read with three `EXISTS` flags beside it (any business context block for the turn's
target, any always-inject note of the owner, any tool the conversation loaded), so the common turn (none of them)
runs two statements: the row and the messages. Each flag that is set adds the one read it stands for.
"""

from __future__ import annotations

import sqlalchemy as sa

from deputy.core.principal import Principal
from deputy.core.turn_start import OpenedTurn, StartReads
from deputy.core.workspaces import ContextTarget
from deputy.errors import NotFound
from deputy.store.context import blocks_of, read_blocks_for
from deputy.store.conversations import conversation_of, read_messages, visible_to
from deputy.store.database import Database
from deputy.store.memory import always_injected_of, read_always_injected
from deputy.store.tables import context_blocks, conversation_tools, conversations, memories
from deputy.store.tool_loading import read_loaded_tools


class SqlTurnStartReads:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def opened_turn(self, owner: Principal, conversation_id: str) -> OpenedTurn:
        c = conversations.c
        flags = (
            sa.exists()
            .where(blocks_of(owner.id, owner.tenant_id, c.workspace_id))
            .select_from(context_blocks)
            .label("has_blocks"),
            sa.exists().where(always_injected_of(owner)).select_from(memories).label("has_notes"),
            sa.exists()
            .where(conversation_tools.c.conversation_id == c.id)
            .select_from(conversation_tools)
            .label("has_tools"),
        )
        statement = visible_to(owner).add_columns(*flags).where(c.id == conversation_id)
        async with self._db.read() as conn:
            row = (await conn.execute(statement)).mappings().first()
            if row is None:
                raise NotFound("No such conversation.", code="unknown_conversation")
            conversation = conversation_of(row)
            messages = await read_messages(conn, conversation_id)
            target = ContextTarget(user_id=owner.id, tenant_id=owner.tenant_id, workspace_id=conversation.workspace_id)
            reads = StartReads(
                blocks=await read_blocks_for(conn, target) if row["has_blocks"] else (),
                memories=await read_always_injected(conn, owner) if row["has_notes"] else (),
                loaded_tools=await read_loaded_tools(conn, conversation_id) if row["has_tools"] else frozenset(),
            )
        return OpenedTurn(conversation, messages, reads)
