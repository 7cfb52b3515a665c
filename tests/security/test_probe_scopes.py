"""The new `probe_url` tool decides who may use it with the token's narrowed permissions, like every tool: an
administrator's token scoped to reads neither lists it nor calls it; one scoped to `net.probe` does."""

from __future__ import annotations

from pathlib import Path

import httpx

from deputy.core.clock import ManualClock
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, seed


async def test_an_admin_token_scoped_to_reads_can_neither_list_nor_call_the_probe(
    sqlite_db: Database, tmp_path: Path
) -> None:
    settings = Settings(db_url=sqlite_db.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", probe_tool=True)
    app = create_app(settings, registry=build_toolbox(Calls()), clock=ManualClock(), database=sqlite_db)
    runtime = app.state.deputy
    tokens = await seed(runtime)
    admin = await runtime.stores.identity.user_by_name("admin")
    assert admin is not None
    probing = await runtime.stores.identity.create_api_token(
        user_id=admin.id, now=runtime.clock.now(), scopes=["net.probe"]
    )
    read_only = {"Authorization": f"Bearer {tokens['admin-read-scope']}"}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        listed_read = {t["name"] for t in (await client.get("/api/tools", headers=read_only)).json()}
        called = await client.post(
            "/api/tools/probe_url/call", json={"arguments": {"url": "http://127.0.0.1:9/"}}, headers=read_only
        )
        scoped = {"Authorization": f"Bearer {probing.secret}"}
        listed_probe = {t["name"] for t in (await client.get("/api/tools", headers=scoped)).json()}
        refused_inside = await client.post(
            "/api/tools/probe_url/call", json={"arguments": {"url": "http://127.0.0.1:9/"}}, headers=scoped
        )

    assert "probe_url" not in listed_read
    assert called.status_code == 403
    assert listed_probe == {"probe_url"}
    assert refused_inside.json()["error"] == "probe_refused"  # allowed to probe, still never a private address
