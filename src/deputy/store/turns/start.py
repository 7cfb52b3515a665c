"""The reads a chat turn makes before it starts, on one connection in one hand-over (`core.chat.turn_start`,
`Database.run_statement`).

The conversation's row is read with three `EXISTS` flags beside it (any business context block for the turn's
target, any always-inject note of the owner, any tool the conversation loaded), so the common turn (none of them)
runs two statements: the row and the messages. Each flag that is set adds the one read it stands for. On Postgres,
where each statement is a round trip, the row and the messages are one statement (the messages joined to the row).

Only the newest messages are read (one more than asked for tells whether older ones were left out): a turn replays
at most `history_messages` of them, and reading all of them made a long conversation's every turn slower (a
conversation of 1,000 messages of about 100 words took 16.7 ms on SQLite and 25 ms on Postgres to open, against
5.5 and 5.9 ms for 200; now 4.1 and 7.8 ms).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import sqlalchemy as sa

from deputy.core.chat.turn_start import OpenedTurn, StartReads
from deputy.core.conversations.records import Message
from deputy.core.conversations.workspaces import ContextTarget
from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.errors import NotFound
from deputy.store.conversations.context import blocks_of, read_blocks_for
from deputy.store.conversations.conversations import conversation_of, visible_where
from deputy.store.conversations.memory import always_injected_of, read_always_injected
from deputy.store.conversations.messages import NEWEST_MESSAGES, message_of, newest_messages
from deputy.store.engine.database import Database
from deputy.store.tables import context_blocks, conversation_tools, conversations, memories, messages
from deputy.store.turns.tool_loading import read_loaded_tools


class SqlTurnStartReads:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def opened_turn(self, owner: Principal, conversation_id: str, *, newest: int) -> OpenedTurn:
        return await self._db.run_statement(lambda conn: _opened_turn(conn, owner, conversation_id, newest))


def _opened_turn(conn: sa.Connection, owner: Principal, conversation_id: str, newest: int) -> OpenedTurn:
    params = {
        "owner_kind": owner.kind.value,
        "owner_id": owner.id,
        "tenant_id": owner.tenant_id,
        "conversation_id": conversation_id,
        "newest": newest + 1,
    }
    user = owner.kind is PrincipalKind.USER
    row: Any
    if conn.dialect.name == "postgresql":
        row, transcript = _with_messages(conn.execute(_OPENED_WITH_MESSAGES[user], params).mappings().all())
    else:
        row = conn.execute(_OPENED[user], params).mappings().first()
        found = conn.execute(NEWEST_MESSAGES, params).mappings().all() if row is not None else []
        transcript = [message_of(message) for message in reversed(found)]
    if row is None:
        raise NotFound("No such conversation.", code="unknown_conversation")
    conversation = conversation_of(row)
    target = ContextTarget(user_id=owner.id, tenant_id=owner.tenant_id, workspace_id=conversation.workspace_id)
    reads = StartReads(
        blocks=read_blocks_for(conn, target) if row["has_blocks"] else (),
        memories=read_always_injected(conn, owner) if row["has_notes"] else (),
        loaded_tools=read_loaded_tools(conn, conversation_id) if row["has_tools"] else frozenset(),
    )
    complete = len(transcript) <= newest
    return OpenedTurn(conversation, transcript if complete else transcript[1:], reads, complete=complete)


def _opened(*, user: bool) -> sa.Select[Any]:
    """The conversation's row (if the owner may open it) and the three flags, on bound parameters: built once per
    kind of owner, as building it cost as much as a turn's statements take to run."""
    c = conversations.c
    owner_kind: sa.BindParameter[str] = sa.bindparam("owner_kind")
    owner_id: sa.BindParameter[str] = sa.bindparam("owner_id")
    flags = (
        sa.exists()
        .where(blocks_of(owner_id, sa.bindparam("tenant_id"), c.workspace_id))
        .select_from(context_blocks)
        .label("has_blocks"),
        sa.exists().where(always_injected_of(owner_kind, owner_id)).select_from(memories).label("has_notes"),
        sa.exists()
        .where(conversation_tools.c.conversation_id == c.id)
        .select_from(conversation_tools)
        .label("has_tools"),
    )
    visible = visible_where(owner_kind, owner_id, user=user)
    return sa.select(conversations, *flags).where(visible, c.id == sa.bindparam("conversation_id"))


def _opened_with_messages(*, user: bool) -> sa.Select[Any]:
    """`_opened` with the newest messages joined to the row (one row per message, or one row without any), in
    order."""
    opened = _opened(user=user).subquery("opened")
    newest = newest_messages(opened.c.id).lateral("newest")
    transcript = [column.label(f"{_MESSAGE}{column.name}") for column in newest.columns]
    return sa.select(opened, *transcript).select_from(opened.outerjoin(newest, sa.true())).order_by(newest.c.seq)


def _with_messages(rows: Sequence[Any]) -> tuple[Mapping[str, Any] | None, list[Message]]:
    """The conversation's row and its messages, from `_opened_with_messages`'s rows."""
    if not rows:
        return None, []
    transcript = [message_of({name: row[label] for name, label in _LABELS}) for row in rows if row[_LABELS[0][1]]]
    return rows[0], transcript


_MESSAGE = "message_"
_LABELS = tuple((column.name, f"{_MESSAGE}{column.name}") for column in messages.columns)
"""Each message column's name and its label in the joined rows (the first is the message's id)."""
_OPENED = {True: _opened(user=True), False: _opened(user=False)}
_OPENED_WITH_MESSAGES = {True: _opened_with_messages(user=True), False: _opened_with_messages(user=False)}
