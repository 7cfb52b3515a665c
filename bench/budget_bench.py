"""Per-turn cost of the operator controls: admission (locks, sums, the reservation row) and settlement.

A chat turn pays `TurnBudget.admit` before it starts and `settle` after it ends (plus one `record` per title,
classifier or summary call). Measured sequentially, same process, on SQLite and (when `DEPUTY_TEST_POSTGRES_URL`
is set) Postgres, for a user with no limits (only the user key is locked and summed) and with every budget on
(site admission, connection spend cap and user quota: three locks and four sums). The ledger grows during the run
(one row per turn), as it would in a day of use.

`python -m bench.budget_bench` writes `bench/results/budget.json`.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from deputy.core.budgets.admission import SiteBudget
from deputy.core.budgets.ledger import ChargeKind, ChargeScope, QuotaPolicy, TurnBudget
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.clock import SystemClock
from deputy.core.connections import ModelConnection
from deputy.core.model import Usage
from deputy.store import Database, Stores
from deputy.testing.databases import postgres_database, sqlite_database

TURNS = 300
T = TypeVar("T")
RESULTS = Path(__file__).with_name("results")


def stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "mean_ms": round(statistics.fmean(ordered) * 1000, 3),
        "p50_ms": round(ordered[len(ordered) // 2] * 1000, 3),
        "p95_ms": round(ordered[int(len(ordered) * 0.95)] * 1000, 3),
    }


async def timed(call: Awaitable[T], into: list[float]) -> T:
    start = time.perf_counter()  # a coroutine runs only once awaited, so its creation is outside the timing
    result = await call
    into.append(time.perf_counter() - start)
    return result


async def measure(database: Database, *, limits: bool) -> dict[str, Any]:
    stores = Stores.open(database)
    clock = SystemClock()
    connection = ModelConnection(
        id="bench-conn",
        name="bench",
        base_url="http://x",
        default_model="m",
        spend_cap_tokens=10**12 if limits else None,
        spend_window_minutes=60 if limits else None,
    )
    budget = TurnBudget(
        stores.ledger,
        quota=QuotaPolicy(
            defaults=QuotaLimits(daily=10**12, weekly=10**12, monthly=10**12) if limits else QuotaLimits()
        ),
        site=SiteBudget(requests_per_minute=10**9, tokens_per_day=10**12) if limits else SiteBudget(),
    )
    scope = ChargeScope("bench-user", None, connection.id, "bench-conversation")
    admit: list[float] = []
    settle: list[float] = []
    record: list[float] = []
    for _ in range(TURNS):
        reservation = await timed(budget.admit(scope, connection, prompt_tokens=500, now=clock.now()), admit)
        await timed(budget.record(ChargeKind.TITLE, scope, Usage(50, 5), now=clock.now(), within=reservation), record)
        await timed(budget.settle(reservation, Usage(900, 100), now=clock.now()), settle)
    per_turn = [a + r + s for a, r, s in zip(admit, record, settle, strict=True)]
    return {"admit": stats(admit), "record": stats(record), "settle": stats(settle), "per_turn": stats(per_turn)}


@asynccontextmanager
async def engines() -> AsyncIterator[list[tuple[str, Database]]]:
    with tempfile.TemporaryDirectory() as directory:
        async with sqlite_database(Path(directory)) as sqlite:
            url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
            if url is None:
                yield [("sqlite", sqlite)]
                return
            async with postgres_database(url) as postgres:
                yield [("sqlite", sqlite), ("postgres", postgres)]


async def run() -> dict[str, Any]:
    result: dict[str, Any] = {"turns": TURNS, "load_average": os.getloadavg()[0]}
    async with engines() as databases:
        for name, database in databases:
            result[name] = {
                "no_limits": await measure(database, limits=False),
                "all_limits": await measure(database, limits=True),
            }
    return result


def main() -> None:
    result = asyncio.run(run())
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "budget.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
