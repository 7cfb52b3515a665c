from __future__ import annotations

from datetime import UTC, datetime

from deputy.store.engine.database import Database
from deputy.store.system_prompts import SqlSystemPromptStore

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


async def test_the_active_prompt_is_read_once_per_window_but_this_processs_writes_show_at_once(
    database: Database,
) -> None:
    here, elsewhere = SqlSystemPromptStore(database), SqlSystemPromptStore(database)  # two processes
    first = await here.create(name="a", text="A", by=None, now=NOW)
    assert await here.active() is None

    await here.activate(first.id, now=NOW)
    active = await here.active()
    assert active is not None and active.id == first.id  # its own write: at once

    second = await elsewhere.create(name="b", text="B", by=None, now=NOW)
    await elsewhere.activate(second.id, now=NOW)
    still = await here.active()
    assert still is not None and still.id == first.id  # another process's write: within the cache window
    fresh = await elsewhere.active()
    assert fresh is not None and fresh.id == second.id

    await here.deactivate(now=NOW)
    assert await here.active() is None and await elsewhere.active() is not None
