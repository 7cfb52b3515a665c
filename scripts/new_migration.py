"""Autogenerate an Alembic revision from `deputy.store.tables` against a fresh SQLite database.

Usage: python scripts/new_migration.py "add conversations"
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from alembic import command

from deputy.store.engine.database import Database
from deputy.store.engine.migrate import alembic_config, upgrade


async def main(message: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        database = Database(f"sqlite:///{Path(tmp) / 'scratch.db'}")
        await upgrade(database)
        async with database.engine.connect() as conn:
            await conn.run_sync(
                lambda c: command.revision(alembic_config(c), message=message, autogenerate=True, rev_id=None)
            )
        await database.dispose()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
