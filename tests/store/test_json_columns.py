"""JSON columns are written and read with orjson (`store.engine.types.json_dumps`/`json_loads`); what orjson refuses
still round-trips through the standard library, so no value that was storable before is refused now."""

from __future__ import annotations

import math

import sqlalchemy as sa

from deputy.core.clock import ManualClock
from deputy.core.conversations.records import Role
from deputy.core.identity.principal import Principal
from deputy.store import Database
from deputy.store.conversations.conversations import SqlConversationStore

ANN = Principal.user("ann", tenant_id="t1")


async def test_values_orjson_refuses_are_stored_and_read_back(database: Database, clock: ManualClock) -> None:
    store = SqlConversationStore(database)
    chat = await store.create(ANN, now=clock.now())
    data = {"big": 2**70, "by_number": {7: "seven"}, "text": "naïve ☃ 😀", "nested": [[1.5, None, True]]}

    stored = await store.append_message(
        chat.id, role=Role.USER, parts=[{"type": "data-probe", "data": data}], content="probe", now=clock.now()
    )

    [read] = [m for m in await store.messages(chat.id) if m.id == stored.id]
    assert read.parts == [
        {"type": "data-probe", "data": {**data, "by_number": {"7": "seven"}}}  # JSON keys are strings
    ]


async def test_a_nan_an_older_row_holds_still_reads(database: Database, clock: ManualClock) -> None:
    if not database.is_sqlite:  # Postgres never stored NaN in JSONB: it is not JSON
        return
    store = SqlConversationStore(database)
    chat = await store.create(ANN, now=clock.now())
    stored = await store.append_message(chat.id, role=Role.USER, parts=[], content="old", now=clock.now())
    async with database.transaction() as conn:  # what the standard library's encoder wrote for a float NaN
        await conn.execute(
            sa.text("UPDATE messages SET parts = :parts WHERE id = :id"),
            {"parts": '[{"type": "data-x", "data": NaN}]', "id": stored.id},
        )

    [read] = [m for m in await store.messages(chat.id) if m.id == stored.id]
    assert read.parts[0]["type"] == "data-x" and math.isnan(read.parts[0]["data"])
