from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from deputy.core.clock import ManualClock
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

SECRET = "x" * 40


@dataclass
class Api:
    app: FastAPI
    client: httpx.AsyncClient
    runtime: Runtime
    calls: Calls
    tokens: dict[str, str]

    def auth(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[who]}"}


async def seed(runtime: Runtime) -> dict[str, str]:
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"incidents.read"}, now=now)
    await identity.ensure_role(
        tenant_id=tenant, name="operator", permissions={"incidents.read", "incidents.write"}, now=now
    )
    await identity.ensure_role(tenant_id=tenant, name="admin", permissions={"*"}, now=now)
    await identity.ensure_role(tenant_id=tenant, name="auditor", permissions={"audit.read"}, now=now)
    tokens: dict[str, str] = {}
    for name, role in (("viewer", "viewer"), ("operator", "operator"), ("admin", "admin"), ("auditor", "auditor")):
        user_id = await identity.create_user(tenant_id=tenant, username=name, role_names=[role], now=now)
        tokens[name] = (await identity.create_api_token(user_id=user_id, now=now)).secret
    admin_id = await identity.user_by_name("admin")
    assert admin_id is not None
    tokens["admin-read-scope"] = (await identity.create_api_token(user_id=admin_id.id, now=now, scopes=["read"])).secret
    operator = await identity.user_by_name("operator")
    assert operator is not None
    tokens["operator-read-scope"] = (
        await identity.create_api_token(user_id=operator.id, now=now, scopes=["incidents.read"])
    ).secret
    # Tokens an operator marked as applying proposals over the API (a host application relaying its users' clicks).
    for name, user in (("operator", operator), ("admin", admin_id)):
        tokens[f"{name}-applies"] = (await identity.create_api_token(user_id=user.id, now=now, may_apply=True)).secret
    return tokens


@pytest.fixture
async def api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    calls = Calls()
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
    app = create_app(settings, registry=build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens)
    await runtime.chat.drain()
    await runtime.models.aclose()
