from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from deputy.core.clock import SystemClock
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.gateway import ToolGateway
from deputy.errors import StoreUnavailable
from deputy.settings import Settings
from deputy.store import Database, Stores
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox


async def test_an_unreachable_database_answers_503_with_a_problem_body(tmp_path: Path) -> None:
    database = Database("postgresql://nobody@127.0.0.1:9/none")  # nothing listens on the discard port
    settings = Settings(db_url=database.url, secret_key="y" * 40)
    app = create_app(settings, database=database)

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as client:
        ready = await client.get("/api/ready")
        me = await client.get("/api/me", headers={"Authorization": "Bearer dpt_whatever"})
    await database.dispose()

    assert ready.status_code == 503
    assert ready.json()["error"] == "store_unavailable"
    assert ready.headers["retry-after"] == "5"
    assert me.status_code == 503


async def test_a_missing_sqlite_directory_is_reported_as_unavailable(tmp_path: Path) -> None:
    database = Database(f"sqlite:///{tmp_path / 'missing' / 'deputy.db'}")
    app = create_app(Settings(db_url=database.url, secret_key="y" * 40), database=database)

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as client:
        ready = await client.get("/api/ready")
    await database.dispose()

    assert ready.status_code == 503


async def test_a_tool_call_with_the_database_down_runs_nothing() -> None:
    database = Database("postgresql://nobody@127.0.0.1:9/none")
    stores, calls = Stores.open(database), Calls()
    gateway = ToolGateway(
        registry=build_toolbox(calls),
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=SystemClock(),
        secret=b"s" * 32,
    )
    ctx = ToolContext(principal=Principal.user("u", permissions={"incidents.read"}), transport=Transport.API)

    with pytest.raises(StoreUnavailable):
        await gateway.call(ctx, "list_incidents", {})
    await database.dispose()

    assert sum(calls.executed.values()) == 0
