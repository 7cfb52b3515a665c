"""What the CLI's database commands share: the settings for `--db`, the stores opened for one command, and the
user a `--user` option names.

Both import what they need when called, so building the parser (`deputy --help`) imports no database driver.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from deputy.errors import NotFound

if TYPE_CHECKING:
    from deputy.settings import Settings
    from deputy.store import Stores
    from deputy.store.identity.accounts import UserRecord


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


async def user_named(stores: Stores, name: str) -> UserRecord:
    """The user called `name`, or `NotFound` (code `unknown_user`, as the API answers an unknown `?user=`)."""
    user = await stores.identity.user_by_name(name)
    if user is None:
        raise NotFound(f"No user named {name!r}.", code="unknown_user")
    return user
