"""The canary test (safety invariant 3): a provider API key and an OAuth token put into every path — the model
connection, a user message, tool arguments, a tool result and the model's own answer — appear in no tool
descriptor, stream, message row, conversation record, audit row, database row, log line or MCP response."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import pytest
import sqlalchemy as sa
from pydantic import BaseModel

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.connections import ConnectionDraft
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.llm.fake_script import FakeScript, FakeToolCall, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store.tables import metadata
from tests.mcp.conftest import oauth_app  # noqa: F401  (the fixture)
from tests.mcp.flow import OAuthApp, mcp_call, tokens_for

PROVIDER_KEY = "sk-proj-CanaryKey0123456789abcdefGHIJ"


class Lookup(BaseModel):
    query: str


def leaky_tool(oauth_token: str) -> Any:
    @tool(effect=Effect.READ, permissions={"incidents.read"})
    async def leaky_lookup(ctx: ToolContext, args: Lookup) -> dict[str, Any]:
        """Look something up (its result carries both canaries, as a careless host API might)."""
        return {"api_key": PROVIDER_KEY, "note": f"use Bearer {oauth_token} next time", "query": args.query}

    return leaky_lookup


def script(oauth_token: str) -> FakeScript:
    return FakeScript(
        rules=[FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text="Lookups")],
        turns=[
            FakeTurn(
                text="Looking it up.",
                tool_calls=[
                    FakeToolCall(name="leaky_lookup", arguments={"query": "status"}),
                    FakeToolCall(name="leaky_lookup", arguments={"query": f"token {oauth_token}"}),
                ],
            ),
            FakeTurn(
                when_last_role="tool",
                text=f"Found it: the key is {PROVIDER_KEY} and the token is {oauth_token}, keep them safe.",
                chunk_chars=5,
            ),
        ],
    )


async def chat(app: OAuthApp, token: str, conversation_id: str, text: str, message_id: str) -> str:
    body = {
        "id": conversation_id,
        "messages": [{"id": message_id, "role": "user", "parts": [{"type": "text", "text": text}]}],
        "trigger": "submit-message",
    }
    response = await app.client.post("/api/chat", json=body, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.text
    await app.runtime.chat.wait_idle()
    # The stream as sent, and its text joined: a word may come in several frames, so may a leaked secret.
    return response.text + "\n" + "".join(_text_deltas(response.text))


def _text_deltas(stream: str) -> list[str]:
    frames = [json.loads(line[6:]) for line in stream.splitlines() if line.startswith("data: {")]
    return [frame["delta"] for frame in frames if frame.get("type") == "text-delta"]


async def every_row(app: OAuthApp) -> str:
    dumped = []
    async with app.runtime.database.engine.connect() as conn:
        for table in metadata.sorted_tables:
            rows = (await conn.execute(sa.select(table))).mappings().all()
            dumped.append(json.dumps([dict(row) for row in rows], default=str))
    return "\n".join(dumped)


async def test_a_provider_key_and_an_oauth_token_reach_no_surface_and_no_record(
    oauth_app: OAuthApp,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    app = oauth_app
    _, granted = await tokens_for(app, "operator")
    oauth_token: str = granted["access_token"]
    canaries = (PROVIDER_KEY, oauth_token)
    app.runtime.registry.register(leaky_tool(oauth_token))
    operator, admin = app.tokens["operator"], app.tokens["admin"]
    seen: list[str] = []

    async with FakeUpstream(script(oauth_token), ttft_ms=0, interval_ms=0) as upstream:
        await app.runtime.stores.connections.create(
            ConnectionDraft(
                name="canary", base_url=upstream.url_for("openai"), default_model="fake-model", is_default=True
            ),
            api_key=PROVIDER_KEY,
            now=app.runtime.clock.now(),
        )
        created = await app.client.post("/api/conversations", json={}, headers={"Authorization": f"Bearer {operator}"})
        conversation = created.json()["id"]
        # A user message carrying both: refused, never sent to any model.
        seen.append(await chat(app, operator, conversation, f"key {PROVIDER_KEY} token {oauth_token}", "u1"))
        # A turn whose tool result and tool arguments carry them, and whose answer repeats them.
        seen.append(await chat(app, operator, conversation, "look up the status", "u2"))
        # What Deputy sends a model: user messages and tool results (the model's own earlier words within the turn
        # go back to it as it wrote them; from the next turn on, history comes from the scrubbed store).
        model_requests = json.dumps(
            [
                message
                for request in upstream.requests
                for message in request.body["messages"]
                if message["role"] in ("system", "user", "tool")
            ]
        )

    auth = {"Authorization": f"Bearer {admin}"}
    for path in (
        "/api/tools",
        "/api/chat/integrations",
        "/api/admin/connections",
        f"/api/conversations/{conversation}",
        "/api/conversations",
        "/api/audit",
        "/api/audit/events",
        "/api/me",
    ):
        response = await app.client.get(
            path, headers=auth if "admin" in path or "audit" in path else {"Authorization": f"Bearer {operator}"}
        )
        assert response.status_code == 200, (path, response.text)
        seen.append(response.text)
    for method, params in (
        ("tools/list", {}),
        ("tools/call", {"name": "leaky_lookup", "arguments": {"query": "status"}}),
        ("tools/call", {"name": "leaky_lookup", "arguments": {"query": f"token {oauth_token}"}}),
        ("resources/list", {}),
    ):
        response = await mcp_call(app, oauth_token, method, params)
        assert response.status_code == 200, (method, response.text)
        seen.append(response.text)

    stored = await every_row(app)
    logged = caplog.text + "\n".join(record.getMessage() for record in caplog.records)
    for canary in canaries:
        for surface in seen:
            assert canary not in surface
        assert canary not in stored
        assert canary not in logged
        assert canary not in model_requests  # the model never saw them either
    # The paths really were exercised: the tool ran, the model answered, the refusal and redactions show.
    assert "[REDACTED]" in seen[1] and "[REDACTED]" in stored
    assert "Found it" in seen[1]
    assert app.runtime.registry.get("leaky_lookup") is not None
