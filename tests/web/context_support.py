"""A server with the chat-context features on: memory tools, a `ticket` entity type with a host-side loader that
checks the caller's permission, two members (ann, bob), an administrator and an outsider."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.conversations.memory import MEMORY_PERMISSION
from deputy.core.tools.declarations import ToolContext
from deputy.errors import AccessDenied, NotFound
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.chat_support import TITLE_RULE, chunks, user_body
from tests.web.conftest import SECRET, Api

MEMBER = frozenset({"incidents.read", MEMORY_PERMISSION})


@dataclass
class Tickets:
    """The host application's tickets; `private` ones only their `owner` may read."""

    rows: dict[str, dict[str, Any]] = field(default_factory=dict)
    loaded_as: list[str] = field(default_factory=list)

    async def load(self, ctx: ToolContext, ticket_id: str) -> Mapping[str, Any]:
        self.loaded_as.append(ctx.principal.name)
        if "incidents.read" not in ctx.principal.permissions and not ctx.principal.is_admin:
            raise AccessDenied("Tickets: needs incidents.read.")
        row = self.rows.get(ticket_id)
        if row is None:
            raise NotFound("No such ticket.")
        if row.get("private_to") not in (None, ctx.principal.name):
            raise AccessDenied("Tickets: private.")
        return {k: v for k, v in row.items() if k != "private_to"}


@dataclass
class ContextApi(Api):
    tickets: Tickets = field(default_factory=Tickets)


async def build(
    database: Database, tmp_path: Path, clock: ManualClock, **settings: Any
) -> tuple[ContextApi, httpx.AsyncClient]:
    values: dict[str, Any] = {"memory_tools": True, **settings}
    config = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", **values)
    calls = Calls()
    app = create_app(config, registry=build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tickets = Tickets()
    runtime.entities.register("ticket", title="Ticket", loader=tickets.load, description="A support ticket")
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    await identity.ensure_role(tenant_id=tenant, name="member", permissions=MEMBER, now=now)
    await identity.ensure_role(tenant_id=tenant, name="admin", permissions={"*"}, now=now)
    await identity.ensure_role(tenant_id=tenant, name="outsider", permissions={"audit.read"}, now=now)
    tokens: dict[str, str] = {}
    for name, role in (("ann", "member"), ("bob", "member"), ("admin", "admin"), ("outsider", "outsider")):
        user_id = await identity.create_user(tenant_id=tenant, username=name, role_names=[role], now=now)
        tokens[name] = (await identity.create_api_token(user_id=user_id, now=now)).secret
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test")
    api = ContextApi(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens, tickets=tickets)
    return api, client


@pytest.fixture
async def ctx_api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[ContextApi]:
    api, client = await build(database, tmp_path, clock, max_steps=2)
    async with client:
        yield api
    await api.runtime.chat.drain()
    await api.runtime.models.aclose()


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def new_chat(api: Api, who: str, **body: Any) -> dict[str, Any]:
    response = await api.client.post("/api/conversations", json=body, headers=api.auth(who))
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


async def say(api: Api, who: str, conversation_id: str, text: str, **extra: Any) -> list[dict[str, Any]]:
    message_id = f"u{len(text)}{who}"
    body = user_body(conversation_id, text, message_id=message_id, **extra)
    stream = chunks(await api.client.post("/api/chat", json=body, headers=api.auth(who)))
    await api.runtime.chat.wait_idle()
    return stream


def system_prompts(upstream: FakeUpstream) -> list[str]:
    """The system message of every streamed (answer) request, in order."""
    return [r.body["messages"][0]["content"] for r in upstream.requests if r.body.get("stream")]
