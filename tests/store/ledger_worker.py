"""A second OS process for the budget test: `python -m tests.store.ledger_worker URL SCHEMA USER TURNS`.

Builds the real runtime over the shared Postgres schema and starts TURNS chat turns at once for USER (each in a
new conversation) against the stored default connection, in rounds until a round admits none (reservations
are larger than what a turn spends, so a round stops short of the limit and later rounds fill it); prints how
many turns were admitted and refused. It prints
`ready` once connected and starts when a line arrives on stdin, so every process starts together.
"""

from __future__ import annotations

import asyncio
import json
import sys

from deputy.core.chat.planning import NewMessage
from deputy.core.identity.principal import Principal
from deputy.errors import QuotaExceeded, SpendCapExceeded
from deputy.runtime import build_runtime
from deputy.settings import Settings
from deputy.store import Database

SECRET = "w" * 40
MAX_ROUNDS = 40


async def main(url: str, schema: str, user: str, turns: int) -> None:
    database = Database(url, search_path=schema, pool_size=5)  # at most 15 connections: Postgres is shared
    settings = Settings(db_url=url, secret_key=SECRET, turn_reserve_tokens=1_000, llm_base_url=None)
    runtime = build_runtime(settings, database=database)
    principal = Principal.user(user, tenant_id="t1", permissions={"incidents.read"})
    await database.ping()
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)

    async def one(index: int) -> str:
        conversation = await runtime.stores.conversations.create(principal, now=runtime.clock.now())
        try:
            await runtime.chat.start(principal, conversation.id, NewMessage(f"Question {index}"))
        except (QuotaExceeded, SpendCapExceeded) as refused:
            return refused.code
        return "admitted"

    admitted = refused = rounds = 0
    while rounds < MAX_ROUNDS:  # rounds until one admits nothing: then the limit is reached for good
        rounds += 1
        results = await asyncio.gather(*(one(i) for i in range(turns)))
        await runtime.chat.wait_idle()
        admitted_now = results.count("admitted")
        admitted, refused = admitted + admitted_now, refused + len(results) - admitted_now
        if admitted_now == 0:
            break
    print(json.dumps({"admitted": admitted, "refused": refused, "rounds": rounds}))
    await runtime.close()


if __name__ == "__main__":
    url, schema, user, turns = sys.argv[1:5]
    asyncio.run(main(url, schema, user, int(turns)))
