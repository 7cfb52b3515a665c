from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from deputy.store.engine.database import Database
from deputy.store.engine.migrate import current_revision, upgrade
from deputy.store.tables import metadata
from deputy.testing.databases import postgres_database, postgres_url, sqlite_database


@asynccontextmanager
async def _migrated_here(dialect: str, tmp_path: Path) -> AsyncIterator[Database]:
    """A database migrated here, by Alembic (the `database` fixture is a copy of one made once per process)."""
    if dialect == "sqlite":
        async with sqlite_database(tmp_path, migrate=False) as db:
            await upgrade(db)
            yield db
        return
    url = postgres_url()
    assert url is not None
    async with postgres_database(url, migrate=False) as db:
        await upgrade(db)
        yield db


@pytest.fixture
async def migrated(database: Database, tmp_path: Path) -> AsyncIterator[Database]:
    async with _migrated_here(database.dialect, tmp_path) as db:
        yield db


async def test_migrations_create_exactly_the_tables_the_code_declares(migrated: Database) -> None:
    async with migrated.engine.connect() as conn:
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


async def test_upgrading_an_existing_sqlite_database_keeps_every_message_and_foreign_keys_stay_on(
    tmp_path: Path,
) -> None:
    db = Database(f"sqlite:///{tmp_path / 'old.db'}")
    await upgrade(db, "0007")  # before the batch migrations that rebuild `conversations`
    now = "2026-01-01T00:00:00+00:00"
    async with db.transaction() as conn:
        await conn.exec_driver_sql(
            "INSERT INTO conversations (id, owner_kind, owner_id, permission_mode, created_at, updated_at) "
            f"VALUES ('c1', 'user', 'u1', 'approve', '{now}', '{now}')"
        )
        await conn.exec_driver_sql(
            "INSERT INTO messages (id, conversation_id, seq, role, parts, content, status, excluded, created_at, "
            f"updated_at) VALUES ('m1', 'c1', 1, 'user', '[]', 'hi', 'complete', 0, '{now}', '{now}')"
        )

    await upgrade(db)

    async with db.engine.connect() as conn:
        messages = (await conn.exec_driver_sql("SELECT count(*) FROM messages")).scalar()
        fks = (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar()
    await db.dispose()
    assert (messages, fks) == (1, 1)


async def test_a_test_database_is_exactly_what_the_migrations_make(migrated: Database, database: Database) -> None:
    assert await _schema_of(database) == await _schema_of(migrated)
    assert await current_revision(database) == await current_revision(migrated)


async def _schema_of(db: Database) -> list[Any]:
    """Every table, column, index, constraint and function of the database, without the names of its schema."""
    if db.dialect == "sqlite":
        # A batch migration's rebuilt table lists its constraints in an order that varies from run to run: the
        # definitions are compared line by line, in any order.
        query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
        async with db.engine.connect() as conn:
            rows: list[Any] = list((await conn.exec_driver_sql(query)).all())
        return [(row[0], row[1], row[2], _lines(row[3])) for row in rows]
    queries = [
        "SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY 1, 2",
        "SELECT tablename, indexname, replace(indexdef, current_schema() || '.', '') FROM pg_indexes"
        " WHERE schemaname = current_schema() ORDER BY 1, 2",
        "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(c.oid) FROM pg_constraint c"
        " JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema() ORDER BY 1, 2",
        "SELECT proname, replace(pg_get_functiondef(p.oid), current_schema() || '.', '') FROM pg_proc p"
        " JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() ORDER BY 1",
    ]
    async with db.engine.connect() as conn:
        return [[tuple(row) for row in (await conn.execute(sa.text(q))).all()] for q in queries]


def _lines(sql: str | None) -> list[str]:
    return sorted(line.strip().rstrip(",").strip() for line in (sql or "").split("\n"))
