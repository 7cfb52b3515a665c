"""Postgres's pool pings a connection before handing it out only when it may be dead (the restarts themselves:
`tests/faults/test_database_restart.py`)."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa

from deputy.store import database as database_module
from deputy.testing.databases import postgres_database, postgres_url

pytestmark = [pytest.mark.postgres]


async def test_a_connection_in_steady_use_is_handed_out_without_a_ping_and_an_idle_one_is_pinged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    queries: list[str] = []
    async with postgres_database(url, migrate=False) as db:
        async with db.transaction() as conn:  # the pool's one connection, opened before counting starts
            raw: Any = (await conn.get_raw_connection()).driver_connection
        raw.add_query_logger(lambda record: queries.append(record.query))
        async with db.transaction() as conn:
            await conn.execute(sa.text("SELECT 2"))
        steady = list(queries)
        queries.clear()
        monkeypatch.setattr(database_module, "PING_WHEN_IDLE_SECONDS", 0.0)  # every connection has sat idle now
        async with db.transaction() as conn:
            await conn.execute(sa.text("SELECT 2"))

    # The logger sees the simple-protocol statements (the ping, BEGIN, COMMIT), not the prepared SELECT 2.
    assert steady == ["BEGIN;", "COMMIT;"]
    assert queries == ["SELECT 1", "BEGIN;", "COMMIT;"]
