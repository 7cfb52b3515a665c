"""Programmatic Alembic: `upgrade()` is idempotent and safe to run from several processes at once."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Connection

from deputy.store.engine.database import Database

MIGRATIONS = Path(__file__).parent.parent / "migrations"
_PG_MIGRATION_LOCK = 0x6465707574  # "deput": one advisory lock id for every Deputy process


def migration_module(filename: str) -> ModuleType:
    """An earlier migration of `migrations/versions`, loaded by its file name (a later one that changes a database
    function reads the text before it from there, rather than keeping a copy of it)."""
    path = MIGRATIONS / "versions" / filename
    spec = importlib.util.spec_from_file_location(f"deputy_migration_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


async def upgrade(database: Database, revision: str = "head") -> None:
    """Bring the schema to `revision`. Running it again changes nothing."""
    async with database.engine.connect() as conn:
        if conn.dialect.name == "postgresql":
            await conn.execute(sa.text("SELECT pg_advisory_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
            await conn.commit()
        else:
            # A batch migration rebuilds a SQLite table (copy, DROP, rename). With foreign keys on, that DROP
            # cascades into every child row (a rebuilt `conversations` would take all messages with it), and the
            # pragma only changes outside a transaction: off for the migration, back on after it.
            await conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
            await conn.commit()
        try:
            await conn.run_sync(_upgrade, revision)
            await conn.commit()
        finally:
            if conn.dialect.name == "postgresql":
                await conn.execute(sa.text("SELECT pg_advisory_unlock(:k)"), {"k": _PG_MIGRATION_LOCK})
                await conn.commit()
            else:
                await conn.exec_driver_sql("PRAGMA foreign_keys=ON")
                await conn.commit()


def _upgrade(connection: Connection, revision: str) -> None:
    command.upgrade(alembic_config(connection), revision)


async def current_revision(database: Database) -> str | None:
    from alembic.runtime.migration import MigrationContext

    async with database.engine.connect() as conn:
        return await conn.run_sync(lambda c: MigrationContext.configure(c).get_current_revision())
