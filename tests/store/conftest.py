from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import aiosqlite
import pytest


@pytest.fixture
def trips(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every hand-over to an aiosqlite connection's thread, by what it ran."""
    counted: Counter[str] = Counter()
    handover: Any = aiosqlite.Connection._execute  # untyped in aiosqlite

    async def counting(self: aiosqlite.Connection, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        counted[fn.__name__] += 1
        return await handover(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", counting)
    return counted
