"""The README's embedding example runs as written: its tools are served, reads run, and a change waits for Apply."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.store import Database
from deputy.store.engine.migrate import upgrade
from tests.mcp.conftest import lifespan_in_one_task

README = Path(__file__).resolve().parents[1] / "README.md"
SECRET = "r" * 40


def embedding_example() -> str:
    section = README.read_text(encoding="utf-8").split("## Embedding Deputy in a FastAPI application", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None
    return match.group(1)


async def test_the_readme_embedding_example_serves_its_tools_and_waits_for_a_human_before_a_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db_url = f"sqlite:///{tmp_path / 'readme.db'}"
    monkeypatch.setenv("DEPUTY_DB_URL", db_url)
    monkeypatch.setenv("DEPUTY_SECRET_KEY", SECRET)
    database = Database(db_url)
    await upgrade(database)  # `deputy migrate`
    await database.dispose()
    namespace: dict[str, Any] = {"__name__": "readme_example"}
    exec(compile(embedding_example(), "README.md", "exec"), namespace)
    app = namespace["app"]
    runtime = app.state.deputy
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="shop", name="Shop", now=now)
    await identity.ensure_role(tenant_id=tenant, name="ops", permissions={"incidents.read", "incidents.write"}, now=now)
    user_id = await identity.create_user(tenant_id=tenant, username="ann", role_names=["ops"], now=now)
    token = (await identity.create_api_token(user_id=user_id, now=now, may_apply=True)).secret  # --may-apply
    auth = {"Authorization": f"Bearer {token}"}

    async with (
        lifespan_in_one_task(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test") as client,
    ):
        tools = await client.get("/api/tools", headers=auth)
        read = await client.post("/api/tools/list_incidents/call", json={"arguments": {}}, headers=auth)
        proposed = await client.post(
            "/api/tools/create_incident/call", json={"arguments": {"title": "Checkout down"}}, headers=auth
        )
        before = (await client.get("/shop/incidents")).json()
        applied = await client.post(
            "/api/proposals/apply", json={"token": proposed.json()["proposal"]["token"]}, headers=auth
        )
        after = (await client.get("/shop/incidents")).json()

    assert sorted(t["name"] for t in tools.json()) == ["create_incident", "list_incidents"]
    assert read.json()["result"] == [{"id": 1, "title": "Disk full", "status": "open"}]
    assert proposed.json()["status"] == "awaiting_approval"
    assert proposed.json()["proposal"]["summary"] == "Open the incident 'Checkout down'"
    assert len(before) == 1
    assert applied.status_code == 200
    assert after[-1] == {"id": 2, "title": "Checkout down", "status": "open"}
