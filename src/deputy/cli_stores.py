"""What the CLI's database commands share: the settings for `--db`, and the stores opened for one command.

Both import what they need when called, so building the parser (`deputy --help`) imports no database driver.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deputy.settings import Settings
    from deputy.store import Stores


def settings_for(args: argparse.Namespace) -> Settings:
    """The settings from the environment, with `--db` when given."""
    from deputy.settings import Settings

    return Settings(db_url=args.db) if getattr(args, "db", None) else Settings()


def run_with_stores(
    settings: Settings, work: Callable[[Stores], Awaitable[int]], *, secret: bytes | None = None
) -> int:
    """Open every store on `settings.db_url`, run `work` on them, and dispose of the engine whatever happens."""
    from deputy.store import Database, Stores

    async def run() -> int:
        database = Database(settings.db_url)
        try:
            return await work(Stores.open(database, secret=secret))
        finally:
            await database.dispose()

    return asyncio.run(run())
