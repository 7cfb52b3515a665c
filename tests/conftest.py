from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from deputy.core.clock import ManualClock
from deputy.core.identity import credentials
from deputy.store.engine.database import Database
from deputy.testing.databases import postgres_database, postgres_url, sqlite_database

ENGINES = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgres", id="postgres", marks=pytest.mark.postgres),
]


PRODUCTION_HASHER = credentials.HASHER
CHEAP_HASHER = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
"""argon2id at its cheapest: the suite hashes and checks hundreds of passwords (every demo seeds three users), and
at the production cost (`tests/core/test_credentials.py` holds it) each takes 0.1 s of both cores. Hashes the
cheap hasher makes still verify with the production one: argon2 reads the cost from the hash."""


@pytest.fixture(autouse=True, scope="session")
def cheap_password_hashing() -> Iterator[None]:
    credentials.HASHER = CHEAP_HASHER
    yield
    credentials.HASHER = PRODUCTION_HASHER


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
