from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from deputy.core.clock import ManualClock
from deputy.store.engine.database import Database
from deputy.testing.databases import postgres_database, postgres_url, sqlite_database

ENGINES = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgres", id="postgres", marks=pytest.mark.postgres),
]


@pytest.fixture(params=ENGINES)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    """A migrated database on each engine: a SQLite file, and a fresh schema on Postgres when configured."""
    if request.param == "sqlite":
        async with sqlite_database(tmp_path) as db:
            yield db
        return
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_database(url) as db:
        yield db


@pytest.fixture
async def sqlite_db(tmp_path: Path) -> AsyncIterator[Database]:
    async with sqlite_database(tmp_path) as db:
        yield db


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()
