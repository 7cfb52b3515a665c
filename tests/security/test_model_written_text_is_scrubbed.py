"""Issue 35, build item 4: every text a model writes that is stored passes the same scrubber as answers.

Finding 6 was one path that skipped it (titles). This walks every store method that keeps model-written text — the
answer's parts, content and replayed model messages (appended and updated, and the error a failed turn keeps), the
compaction summary, the title, a memory note (delegated answers and agent-run outputs are stored as messages) — with
a credential in each, then reads every row of every table on both engines.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import sqlalchemy as sa

from deputy.core.conversations.records import MessageStatus, Role
from deputy.core.identity.principal import Principal
from deputy.store import Database, Stores
from deputy.store.tables import metadata

CANARIES = ("sk-proj-CanaryKey0123456789abcdefGHIJ", "AKIAIOSFODNN7EXAMPLE", "ghp_" + "a1B2" * 9)
NOW = datetime(2026, 11, 27, 12, tzinfo=UTC)


def leak(where: str) -> str:
    return f"{where}: the keys are {' and '.join(CANARIES)}."


async def every_row(database: Database) -> str:
    dumped = []
    async with database.engine.connect() as conn:
        for table in metadata.sorted_tables:
            rows = (await conn.execute(sa.select(table))).mappings().all()
            dumped.append(json.dumps([dict(row) for row in rows], default=str))
    return "\n".join(dumped)


async def test_every_store_path_of_model_written_text_scrubs_credentials(database: Database) -> None:
    stores = Stores.open(database)
    identity = stores.identity
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=NOW)
    user_id = await identity.create_user(tenant_id=tenant, username="ann", role_names=[], now=NOW)
    owner = Principal.user(user_id, tenant_id=tenant, name="ann")
    conversation = await stores.conversations.create(owner, now=NOW)

    answer = await stores.conversations.append_message(
        conversation.id,
        role=Role.ASSISTANT,
        parts=[{"type": "text", "text": leak("part")}, {"type": "tool-x", "output": {"said": leak("output")}}],
        content=leak("content"),
        model_messages=[{"role": "assistant", "content": leak("model message")}],
        now=NOW,
    )
    await stores.conversations.update_message(
        answer.id,
        now=NOW,
        parts=[{"type": "text", "text": leak("updated part")}],
        content=leak("updated content"),
        model_messages=[{"role": "tool", "content": leak("delegated answer")}],
        status=MessageStatus.ERROR,
        error=leak("error"),
    )
    await stores.summaries.set_summary(conversation.id, leak("summary"), through_seq=1, after=None)
    await stores.conversations.set_title_if_missing(conversation.id, leak("title"), now=NOW)
    await stores.memories.add(owner, content=leak("memory"), always_inject=True, conversation_id=None, now=NOW)

    stored = await every_row(database)
    for where in ("updated part", "updated content", "delegated answer", "summary", "title", "memory", "error"):
        assert where in stored, f"the {where} path was not exercised"
    for canary in CANARIES:
        assert canary not in stored
