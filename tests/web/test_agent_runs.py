"""Headless agent runs: `POST /api/agents/{slug}/run` and `deputy agent run SLUG --as USER "task"`."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.cli import main
from deputy.core.chat.agent_loop import FINAL_ANSWER_INSTRUCTION
from deputy.core.clock import ManualClock
from deputy.core.tools.declarations import Transport
from deputy.core.tools.records import AuditQuery, Decision, Outcome
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database, Stores
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

from .chat_support import TITLE_RULE, connect
from .conftest import SECRET, Api, seed

CREATE_CALL = {"name": "create_incident", "arguments": {"title": "DB down", "severity": 2}, "id": "c1"}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def agent(api: Api, slug: str, **fields: Any) -> None:
    body = {"slug": slug, "name": slug.title(), **fields}
    response = await api.client.post("/api/admin/agents", json=body, headers=api.auth("admin"))
    assert response.status_code == 201, response.text


async def run(api: Api, slug: str, task: str, who: str = "operator") -> Any:
    response = await api.client.post(f"/api/agents/{slug}/run", json={"task": task}, headers=api.auth(who))
    await api.runtime.chat.wait_idle()
    return response


async def test_a_headless_run_only_proposes_changes_and_lists_them_with_their_links(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    await agent(api, "responder", system_prompt="Open incidents when asked.")
    upstream.add_turns({"tool_calls": [CREATE_CALL]}, {"text": "I proposed opening the incident."})

    response = await run(api, "responder", "Open an incident: DB down, severity 2")

    assert response.status_code == 200, response.text
    result = response.json()
    assert (result["agent"], result["status"]) == ("responder", "complete")
    assert result["answer"] == "I proposed opening the incident."
    [proposal] = result["proposals"]
    assert (proposal["tool"], proposal["status"]) == ("create_incident", "proposed")
    assert proposal["url"] == f"http://127.0.0.1:8000/proposals/{proposal['token']}"
    assert "DB down" in proposal["summary"]
    assert api.calls.executed["create_incident"] == 0
    rows = await api.runtime.stores.audit.query(AuditQuery(tool_name="create_incident"))
    assert [(r.transport, r.decision, r.outcome) for r in rows] == [
        (Transport.AUTOMATION, Decision.CONFIRM, Outcome.PROPOSED)
    ]
    applied = await api.client.post(
        "/api/proposals/apply", json={"token": proposal["token"]}, headers=api.auth("operator-applies")
    )
    assert applied.status_code == 200, applied.text
    assert api.calls.executed["create_incident"] == 1


async def test_a_run_is_stored_as_a_conversation_of_the_user_it_ran_as(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "reporter")
    upstream.add_turns({"text": "Nothing to report."})

    result = (await run(api, "reporter", "Report on incidents")).json()
    mine = await api.client.get(f"/api/conversations/{result['conversation_id']}", headers=api.auth("operator"))
    theirs = await api.client.get(f"/api/conversations/{result['conversation_id']}", headers=api.auth("viewer"))

    detail = mine.json()
    assert (detail["origin"], detail["title"]) == ("run", "Run: Reporter: Report on incidents")
    assert [m["role"] for m in detail["messages"]] == ["user", "assistant"]
    assert detail["messages"][1]["content"] == "Nothing to report."
    assert theirs.status_code == 404


async def test_a_run_of_an_unknown_or_disabled_agent_is_a_404_and_an_empty_task_a_400(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    await agent(api, "off", enabled=False)

    unknown, disabled = await run(api, "ghost", "Hi"), await run(api, "off", "Hi")
    empty = await run(api, "off", "   ")

    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_agent")
    assert (disabled.status_code, disabled.json()["error"]) == (404, "unknown_agent")
    assert (empty.status_code, empty.json()["error"]) == (400, "invalid_request")
    assert upstream.requests == []


async def test_a_run_obeys_the_users_token_quota(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    await agent(api, "reporter")
    operator = await api.runtime.stores.identity.user_by_name("operator")
    assert operator is not None
    await api.runtime.stores.quotas.set_limits(operator.id, {"daily": 0}, by="test", now=api.runtime.clock.now())

    refused = await run(api, "reporter", "Report on incidents")

    assert (refused.status_code, refused.json()["error"]) == (429, "quota_exceeded")
    assert upstream.requests == []


async def test_a_run_ends_with_a_forced_final_answer_at_the_step_cap(
    database: Database, tmp_path: Path, clock: ManualClock, upstream: FakeUpstream
) -> None:
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", max_steps=2)
    app = create_app(settings, registry=build_toolbox(Calls()), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        api = Api(app=app, client=client, runtime=runtime, calls=Calls(), tokens=tokens)
        await connect(api, upstream)
        await agent(api, "digger")
        list_call = {"name": "list_incidents", "arguments": {}, "id": "c1"}
        upstream.add_turns({"tool_calls": [list_call]}, {"text": "Here is what I found."})

        result = (await run(api, "digger", "Dig into the incidents")).json()
    await runtime.chat.drain()
    await runtime.models.aclose()

    assert (result["status"], result["answer"]) == ("complete", "Here is what I found.")
    last = [r.body for r in upstream.requests if r.body.get("stream")][-1]
    assert not last.get("tools")
    assert FINAL_ANSWER_INSTRUCTION in last["messages"][0]["content"]


# -- the command line --------------------------------------------------------------------------------------


async def test_deputy_agent_run_runs_as_the_named_user_and_prints_the_answer_and_proposals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], upstream: FakeUpstream
) -> None:
    monkeypatch.setenv("DEPUTY_SECRET_KEY", "k" * 40)
    monkeypatch.setenv("DEPUTY_SECRET_KEY_FILE", str(tmp_path / "unused"))
    db = f"sqlite:///{tmp_path / 'cli.db'}"

    async def deputy(*argv: str) -> int:
        return await asyncio.to_thread(main, [*argv, "--db", db])

    assert await deputy("migrate") == 0
    assert (
        await deputy("role", "set", "operator", "--permission", "incidents.read", "--permission", "incidents.write")
        == 0
    )
    assert await deputy("user", "add", "ann", "--role", "operator") == 0
    base = upstream.url_for("openai")
    assert await deputy("connection", "add", "fake", "--base-url", base, "--default-model", "fake-model") == 0
    assert await deputy("agent", "add", "mover", "--name", "Mover", "--tool", "create_incident", "--primary") == 0
    capsys.readouterr()
    assert await deputy("agent", "list") == 0
    assert "mover" in capsys.readouterr().out
    upstream.add_turns({"tool_calls": [CREATE_CALL]}, {"text": "Proposed."})

    # a plain `deputy serve` registry has no incident tools: the call is refused as unknown, the model answers
    code = await deputy("agent", "run", "mover", "--as", "ann", "--json", "Open an incident: DB down")

    out = capsys.readouterr().out
    result = json.loads(out)
    assert code == 0
    assert (result["agent"], result["status"], result["answer"]) == ("mover", "complete", "Proposed.")
    database = Database(db)
    try:
        stores = Stores.open(database)
        ann = await stores.identity.user_by_name("ann")
        assert ann is not None
        owner = await stores.identity.principal_for_user(ann.id)
        stored = await stores.conversations.get(owner, result["conversation_id"])
        assert stored.origin == "run"
    finally:
        await database.dispose()
