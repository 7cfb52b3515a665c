"""The versions an edit or a regenerate leaves, and switching between them.

Messages with the same parent and role are versions of each other (the parent is the conversation's newest current
message when each was appended, `messages.parent_id`). An edit or a regenerate hides the current branch and appends
a new version; `select` makes an older one current again:

```
U1 ─ A1 ─ U2 ─ A2            regenerate A2 → A2 hidden, A2' appended under U2: "2/2" on A2'
            └─ A2'           select A2 → A2' (and all after it) hidden, A2 and the rest of its branch back
```

A branch comes back as it was hidden: the version and its descendants hidden in the same stroke (the same
`superseded_at`), followed down the parent links, so a branch hidden earlier inside it stays hidden. Strokes on one
conversation are told apart by their time: each is a turn or a click, serialized by the conversation's row lock.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.errors import Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import conversations, messages


@dataclass(frozen=True, slots=True)
class Versions:
    """The versions of one message, oldest first; `index` is the current one's position (0-based)."""

    ids: tuple[str, ...]
    index: int


@dataclass(frozen=True, slots=True)
class _Row:
    id: str
    seq: int
    role: str
    parent_id: str | None
    superseded_at: datetime | None


class SqlVersionStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def versions(self, conversation_id: str, message_ids: Iterable[str]) -> dict[str, Versions]:
        """For each of `message_ids` that has other versions, its versions: one query that reads only the page's
        messages and their siblings, not the whole conversation (every transcript read runs it)."""
        wanted = set(message_ids)
        if not wanted:
            return {}
        page, sibling = messages.alias("page"), messages.alias("sibling")
        query = (
            sa.select(sibling.c.id, sibling.c.seq, sibling.c.role, sibling.c.parent_id, sibling.c.superseded_at)
            .distinct()
            .join(
                page,
                sa.and_(
                    page.c.conversation_id == sibling.c.conversation_id,
                    page.c.role == sibling.c.role,
                    page.c.parent_id.is_not_distinct_from(sibling.c.parent_id),
                ),
            )
            .where(sibling.c.conversation_id == conversation_id, page.c.id.in_(wanted))
            .order_by(sibling.c.seq)
        )
        async with self._db.read() as conn:
            rows = [_Row(*row) for row in (await conn.execute(query)).all()]
        groups: dict[tuple[str | None, str], list[_Row]] = {}
        for row in rows:
            groups.setdefault((row.parent_id, row.role), []).append(row)
        out: dict[str, Versions] = {}
        for group in groups.values():
            if len(group) > 1:
                ids = tuple(r.id for r in group)
                out.update({r.id: Versions(ids=ids, index=i) for i, r in enumerate(group) if r.id in wanted})
        return out

    async def select(self, conversation_id: str, message_id: str, *, now: datetime) -> bool:
        """Make version `message_id` current: hide the current version's branch, bring back the chosen one's.
        False when it already was current. Raises `NotFound` for a message of another conversation, `Conflict`
        (`not_a_version`) for a hidden message that no current message has as a version."""
        async with self._db.transaction() as conn:
            # Locks the conversation's row, as an append does, and marks the conversation as changed.
            await conn.execute(
                conversations.update().where(conversations.c.id == conversation_id).values(updated_at=now)
            )
            rows = await _rows(conn, conversation_id)
            chosen = next((r for r in rows if r.id == message_id), None)
            if chosen is None:
                raise NotFound("No such message in this conversation.", code="unknown_message")
            if chosen.superseded_at is None:
                return False
            current = next((s for s in _siblings(rows, chosen) if s.superseded_at is None), None)
            if current is None:
                raise Conflict("That message is not a version of one in the current transcript.", code="not_a_version")
            hidden = [r.id for r in rows if r.superseded_at is None and r.seq >= current.seq]
            back = _branch(rows, chosen)
            await conn.execute(messages.update().where(messages.c.id.in_(hidden)).values(superseded_at=now))
            await conn.execute(messages.update().where(messages.c.id.in_(back)).values(superseded_at=None))
            await _forget_summary_from(conn, conversation_id, seq=min(current.seq, chosen.seq))
        return True


async def _rows(conn: AsyncConnection, conversation_id: str) -> list[_Row]:
    m = messages.c
    result = await conn.execute(
        sa.select(m.id, m.seq, m.role, m.parent_id, m.superseded_at)
        .where(m.conversation_id == conversation_id)
        .order_by(m.seq)
    )
    return [_Row(*row) for row in result.all()]


def _siblings(rows: Sequence[_Row], row: _Row) -> list[_Row]:
    return [r for r in rows if r.parent_id == row.parent_id and r.role == row.role]


def _branch(rows: Sequence[_Row], top: _Row) -> list[str]:
    """`top` and its descendants hidden in the same stroke as it."""
    children: dict[str, list[_Row]] = {}
    for row in rows:
        if row.parent_id is not None:
            children.setdefault(row.parent_id, []).append(row)
    branch, stack = [], [top]
    while stack:
        row = stack.pop()
        branch.append(row.id)
        stack.extend(c for c in children.get(row.id, ()) if c.superseded_at == top.superseded_at)
    return branch


async def _forget_summary_from(conn: AsyncConnection, conversation_id: str, *, seq: int) -> None:
    """Drop the running summary when it covers a message at or after `seq`: it describes the other branch."""
    c = conversations.c
    await conn.execute(
        conversations.update()
        .where(c.id == conversation_id, c.summarized_through_seq >= seq)
        .values(summary=None, summarized_through_seq=None)
    )
