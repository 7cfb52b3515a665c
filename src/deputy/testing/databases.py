"""Throwaway databases for tests: a SQLite file, or a fresh schema on a real Postgres.

A migrated database is made once per process and copied for each test, so a test does not pay for every
migration: on SQLite the migrated file is copied; on Postgres the statements the migration ran (recorded once, in a
schema of its own) run again, as one script, in the test's new schema. Tests of the migrations themselves ask for
`migrate=False` and run them (`tests/store/test_test_databases.py` holds a copy to a migrated database).
"""

from __future__ import annotations

import atexit
import os
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from deputy.store.engine.database import Database, normalize_url
from deputy.store.engine.migrate import upgrade

POSTGRES_URL_ENV = "DEPUTY_TEST_POSTGRES_URL"

_sqlite_template: Path | None = None
_postgres_scripts: dict[str, str] = {}


def postgres_url() -> str | None:
    return os.environ.get(POSTGRES_URL_ENV) or None


@asynccontextmanager
async def sqlite_database(directory: Path, *, migrate: bool = True) -> AsyncIterator[Database]:
    path = directory / f"deputy-{uuid.uuid4().hex[:8]}.db"
    if migrate:
        shutil.copyfile(await _migrated_sqlite(), path)
    async with _opened(Database(f"sqlite:///{path}")) as db:
        yield db


@asynccontextmanager
async def postgres_schema(url: str, *, script: str = "") -> AsyncIterator[str]:
    """Create an empty schema (then run `script` in it, in the same transaction) and drop it, with everything in
    it, afterwards. Both on a connection of its own: the database the test uses sees none of it."""
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_async_engine(normalize_url(url), poolclass=NullPool)
    try:
        async with admin.begin() as conn:
            await conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
            if script:
                await conn.exec_driver_sql(f'SET LOCAL search_path TO "{schema}"')
                driver = (await conn.get_raw_connection()).driver_connection
                assert driver is not None
                await driver.execute(script)  # one round trip
        yield schema
    finally:
        async with admin.begin() as conn:
            await conn.execute(sa.text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        await admin.dispose()


@asynccontextmanager
async def postgres_database(url: str, *, migrate: bool = True) -> AsyncIterator[Database]:
    """A database on a schema of its own, dropped afterwards; migrated by the recorded migration script."""
    script = await _migration_script(url) if migrate else ""
    async with postgres_schema(url, script=script) as schema, _opened(Database(url, search_path=schema)) as db:
        yield db


@asynccontextmanager
async def _opened(database: Database, *, migrate: bool = False) -> AsyncIterator[Database]:
    try:
        if migrate:
            await upgrade(database)
        yield database
    finally:
        await database.dispose()


async def _migrated_sqlite() -> Path:
    """A migrated SQLite file, made once per process, whole in its main file (no write-ahead log beside it)."""
    global _sqlite_template
    if _sqlite_template is None:
        directory = Path(tempfile.mkdtemp(prefix="deputy-template-"))
        atexit.register(shutil.rmtree, directory, True)
        path = directory / "migrated.db"
        async with _opened(Database(f"sqlite:///{path}"), migrate=True):
            pass
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        _sqlite_template = path
    return _sqlite_template


async def _migration_script(url: str) -> str:
    """The statements a migration to head runs on an empty schema, as one script, recorded once per process and
    URL. Reads (the migration's lock, Alembic's look at what exists) are left out: on an empty schema they change
    nothing. Every statement the migrations write takes no parameters (a test holds them to that)."""
    if url not in _postgres_scripts:
        recorded: list[str] = []

        def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
            if statement.lstrip().upper().startswith(("SELECT", "SHOW")):
                return
            if parameters:
                raise AssertionError(f"a migration statement with parameters cannot be recorded: {statement[:80]}")
            recorded.append(statement.strip().rstrip(";"))

        async with postgres_schema(url) as schema:
            database = Database(url, search_path=schema)
            sa.event.listen(database.engine.sync_engine, "before_cursor_execute", record)
            async with _opened(database, migrate=True):
                pass
        _postgres_scripts[url] = ";\n".join(recorded)
    return _postgres_scripts[url]
