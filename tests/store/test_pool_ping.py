"""Postgres's pool pings a connection before handing it out only when it may be dead (the restarts themselves:
`tests/faults/test_database_restart.py`)."""

from __future__ import annotations

import os
import resource
from typing import Any

import pytest
import sqlalchemy as sa

from deputy.store.engine import pg_pool
from deputy.testing.databases import postgres_database, postgres_url

pytestmark = [pytest.mark.postgres]

FD_LIMIT = 2048


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
        monkeypatch.setattr(pg_pool, "PING_WHEN_IDLE_SECONDS", 0.0)  # every connection has sat idle now
        async with db.transaction() as conn:
            await conn.execute(sa.text("SELECT 2"))

    # The logger sees the simple-protocol statements (the ping, BEGIN, COMMIT), not the prepared SELECT 2.
    assert steady == ["BEGIN;", "COMMIT;"]
    assert queries == ["SELECT 1", "BEGIN;", "COMMIT;"]


async def test_a_connection_whose_socket_is_numbered_past_1023_is_handed_out() -> None:
    """A process serving 1,000 streams holds more than 1,024 sockets; the check before handing out a connection must
    not be `select()`, which refuses any descriptor past 1,023."""
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < FD_LIMIT:
        pytest.skip(f"this process may open only {hard} files")
    resource.setrlimit(resource.RLIMIT_NOFILE, (FD_LIMIT, hard))
    fillers = [os.open(os.devnull, os.O_RDONLY)]
    try:
        while fillers[-1] < 1024:  # every lower number is taken: the next socket gets a higher one
            fillers.append(os.open(os.devnull, os.O_RDONLY))
        async with postgres_database(url, migrate=False) as db:
            async with db.transaction() as conn:
                raw: Any = (await conn.get_raw_connection()).driver_connection
            assert raw._transport.get_extra_info("socket").fileno() > 1023
            async with db.transaction() as conn:  # handed out again: checked without a ping
                assert await conn.scalar(sa.text("SELECT 2")) == 2
    finally:
        for fd in fillers:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
