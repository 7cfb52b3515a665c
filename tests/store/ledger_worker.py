"""A second OS process for the budget test: `python -m tests.store.ledger_worker URL SCHEMA USER TURNS`.

Builds the real runtime over the shared Postgres schema and starts TURNS chat turns at once for USER (each in a
new conversation) against the stored default connection; prints how many were admitted and refused. It prints
`ready` once connected and starts when a line arrives on stdin, so every process starts together.
"""

from __future__ import annotations

import asyncio
import json
import sys

from deputy.core.chat import NewMessage
from deputy.core.principal import Principal
from deputy.errors import QuotaExceeded, SpendCapExceeded
from deputy.runtime import build_runtime
from deputy.settings import Settings
from deputy.store import Database

SECRET = "w" * 40


async def main(url: str, schema: str, user: str, turns: int) -> None:
    database = Database(url, search_path=schema, pool_size=30)
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

    results = await asyncio.gather(*(one(i) for i in range(turns)))
    await runtime.chat.wait_idle()
    print(json.dumps({"admitted": results.count("admitted"), "refused": len(results) - results.count("admitted")}))
    await runtime.close()


if __name__ == "__main__":
    url, schema, user, turns = sys.argv[1:5]
    asyncio.run(main(url, schema, user, int(turns)))
