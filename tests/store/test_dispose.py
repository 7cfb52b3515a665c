"""Disposing the database while a cancelled caller's statement still runs: the statement is shielded (its greenlet
checks the connection back in), and `dispose` waits for it, so no driver connection is left open to be collected
later (the `Connection.__del__` / unclosed-socket warnings a loaded CI run showed after a drained turn)."""

from __future__ import annotations

import asyncio
import gc
import warnings

import pytest
import sqlalchemy as sa

from deputy.testing.databases import postgres_database, postgres_url


@pytest.mark.skipif(postgres_url() is None, reason="needs DEPUTY_TEST_POSTGRES_URL")
async def test_dispose_waits_for_a_cancelled_callers_statement_and_leaves_no_connection_open() -> None:
    url = postgres_url()
    assert url is not None
    finished: list[bool] = []

    def slow(conn: sa.Connection) -> None:
        conn.execute(sa.text("SELECT pg_sleep(0.3)"))
        finished.append(True)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        async with postgres_database(url, migrate=False) as db:
            caller = asyncio.ensure_future(db.run_transaction(slow))
            await asyncio.sleep(0.05)
            caller.cancel()
            with pytest.raises(asyncio.CancelledError):
                await caller
            await db.dispose()
            assert finished == [True]  # the statement ran to its end before the pools closed
        gc.collect()

    assert not [w for w in caught if issubclass(w.category, ResourceWarning)], [str(w.message) for w in caught]
