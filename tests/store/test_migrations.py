from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from deputy.store.engine.database import Database
from deputy.store.engine.migrate import current_revision, upgrade
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
