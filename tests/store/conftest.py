from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Callable
from typing import Any

import aiosqlite
import pytest

from deputy.store.engine.database import Database
from deputy.testing.databases import postgres_database, postgres_url


@pytest.fixture
def trips(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every hand-over to an aiosqlite connection's thread, by what it ran."""
    counted: Counter[str] = Counter()
    handover: Any = aiosqlite.Connection._execute  # untyped in aiosqlite

    async def counting(self: aiosqlite.Connection, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        counted[fn.__name__] += 1
        return await handover(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", counting)
    return counted


@pytest.fixture
async def postgres_db() -> AsyncIterator[Database]:
    """A migrated fresh schema on Postgres, for a test marked `postgres`."""
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    async with postgres_database(url) as db:
        yield db
