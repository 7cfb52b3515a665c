"""A second OS process for cross-process tests: `python -m tests.store.pod_worker MODE URL SCHEMA ARG`.

MODE `calls`: make ARG tool calls at once against a limit of 25 and print how many ran and were refused.
MODE `apply`: try to apply proposal token ARG and print whether this process executed it.
The process prints `ready` once connected and starts when a line arrives on stdin, so workers start together.
"""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import timedelta

from deputy.core.clock import SystemClock
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.gateway import GatewayPolicy, ToolGateway
from deputy.errors import DeputyError, ToolBudgetExceeded
from deputy.store import Database, Stores
from tests.core.toolbox import Calls, build_toolbox

LIMIT = 25
USER = Principal.user("shared-user", tenant_id="t1", permissions={"incidents.read", "incidents.write"})


async def main(mode: str, url: str, schema: str, arg: str) -> None:
    database = Database(url, search_path=schema, pool_size=20)
    stores = Stores.open(database)
    calls = Calls()
    gateway = ToolGateway(
        registry=build_toolbox(calls),
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=SystemClock(),
        secret=b"pod-worker-secret-key-0123456789",
        policy=GatewayPolicy(tool_calls=LIMIT, tool_window=timedelta(minutes=5)),
    )
    ctx = ToolContext(principal=USER, transport=Transport.API)
    await database.ping()  # open the pool before the starting gun
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    if mode == "calls":
        results = await asyncio.gather(
            *(gateway.call(ctx, "list_incidents", {}) for _ in range(int(arg))), return_exceptions=True
        )
        refused = sum(isinstance(r, ToolBudgetExceeded) for r in results)
        other = [
            type(r).__name__ for r in results if isinstance(r, BaseException) and not isinstance(r, ToolBudgetExceeded)
        ]
        print(json.dumps({"ran": len(results) - refused - len(other), "refused": refused, "other": other}))
    else:
        try:
            await gateway.apply(ctx, arg)
        except DeputyError as exc:
            print(json.dumps({"executed": calls.executed["create_incident"], "error": exc.code}))
        else:
            print(json.dumps({"executed": calls.executed["create_incident"], "error": None}))
    await database.dispose()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
