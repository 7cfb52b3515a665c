from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from deputy.store.database import Database
from deputy.store.migrate import current_revision, upgrade
from deputy.store.tables import metadata
from deputy.testing.databases import sqlite_database


async def test_migrations_create_exactly_the_tables_the_code_declares(database: Database) -> None:
    async with database.engine.connect() as conn:
        diff = await conn.run_sync(
            lambda c: compare_metadata(MigrationContext.configure(c, opts={"compare_type": True}), metadata)
        )
    assert diff == []


async def test_migrating_twice_changes_nothing(database: Database) -> None:
    before = await current_revision(database)
    await upgrade(database)
    assert await current_revision(database) == before
    assert before is not None


async def test_a_new_sqlite_database_uses_wal_and_enforces_foreign_keys(tmp_path: Path) -> None:
    async with sqlite_database(tmp_path) as db:
        async with db.engine.connect() as conn:
            mode = (await conn.exec_driver_sql("PRAGMA journal_mode")).scalar()
            fks = (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar()
    assert mode == "wal"
    assert fks == 1
