"""Throwaway databases for tests: a SQLite file, or a fresh schema on a real Postgres."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import create_async_engine

from deputy.store.engine.database import Database, normalize_url
from deputy.store.engine.migrate import upgrade

POSTGRES_URL_ENV = "DEPUTY_TEST_POSTGRES_URL"


def postgres_url() -> str | None:
    return os.environ.get(POSTGRES_URL_ENV) or None


@asynccontextmanager
async def sqlite_database(directory: Path, *, migrate: bool = True) -> AsyncIterator[Database]:
    async with _opened(Database(f"sqlite:///{directory / f'deputy-{uuid.uuid4().hex[:8]}.db'}"), migrate) as db:
        yield db


@asynccontextmanager
async def postgres_schema(url: str) -> AsyncIterator[str]:
    """Create an empty schema and drop it (with everything in it) afterwards."""
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_async_engine(normalize_url(url))
    try:
        async with admin.begin() as conn:
            await conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
        yield schema
    finally:
        async with admin.begin() as conn:
            await conn.execute(sa.text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        await admin.dispose()


@asynccontextmanager
async def postgres_database(url: str, *, migrate: bool = True) -> AsyncIterator[Database]:
    async with postgres_schema(url) as schema, _opened(Database(url, search_path=schema), migrate) as db:
        yield db


@asynccontextmanager
async def _opened(database: Database, migrate: bool) -> AsyncIterator[Database]:
    try:
        if migrate:
            await upgrade(database)
        yield database
    finally:
        await database.dispose()
