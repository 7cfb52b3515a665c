"""The real AI SDK client (`ai` v6 and v7, in Node) against `/api/chat` on a live server with a fake model.

Each test serves the app with uvicorn on loopback, points a model connection at a `FakeUpstream`, and runs a
script from `tests/node/scripts` with one installed `ai` version: `stream.mjs` (`DefaultChatTransport` +
`readUIMessageStream`, which validates every chunk and its order), `approval.mjs` (an `AbstractChat` that answers
a confirm card and continues automatically, as `useChat` does) and `resume.mjs` (`reconnectToStream`).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.llm.fake_script import FLAVORS, FakeScript, Flavor
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

from .conftest import SECRET, seed
from .live_server import AI_VERSIONS, live_server, run_node_ok

pytestmark = pytest.mark.slow

# What a v6 client accepts (protocols.md §1.3): the server emits nothing else, whichever client reads it.
V6_CHUNK_TYPES = frozenset(
    {
        "start",
        "start-step",
        "finish-step",
        "text-start",
        "text-delta",
        "text-end",
        "reasoning-start",
        "reasoning-delta",
        "reasoning-end",
        "tool-input-start",
        "tool-input-delta",
        "tool-input-available",
        "tool-input-error",
        "tool-approval-request",
        "tool-output-available",
        "tool-output-error",
        "tool-output-denied",
        "source-url",
        "source-document",
        "file",
        "message-metadata",
        "finish",
        "abort",
        "error",
    }
)
SAFE_FINISH_REASONS = frozenset({"stop", "length", "content-filter", "tool-calls", "error", "other"})

GREETING = "Hello from Deputy: café, naïve, 東京 ✓ — and a second sentence that streams in several pieces."
INCIDENTS_ANSWER = "No incidents are open right now."
INCIDENT_ARGS = {"title": "Server outage", "severity": 2}
APPLIED_ANSWER = "The incident is open."


# The title request after a new conversation's first turn quotes the user's message after this prefix, so the
# rules below anchor on the message's start and this one answers the title request alone.
TITLE_RULE: dict[str, Any] = {"match": f"^{re.escape(TITLE_REQUEST)}", "text": "Incident triage"}


def answer(start: str, *, first: Mapping[str, Any], then: str | None = None) -> FakeScript:
    """A model that answers a user message starting with `start` with `first`, and a tool result with `then`.

    Any other request finds no rule, and the strict fake fails the test when it stops."""
    match = f"^{re.escape(start)}"
    rules: list[dict[str, Any]] = [TITLE_RULE, {"match": match, **first}]
    if then is not None:
        rules.append({"match": match, "when_last_role": "tool", "text": then})
    return FakeScript.model_validate({"rules": rules})


@pytest.fixture(params=AI_VERSIONS)
def ai(request: pytest.FixtureRequest) -> str:
    version: str = request.param
    return version


@dataclass
class Live:
    base_url: str
    runtime: Runtime
    calls: Calls
    tokens: dict[str, str]
    upstream: FakeUpstream
    connection_id: str
    tmp_path: Path

    @property
    def chat_api(self) -> str:
        return f"{self.base_url}/api/chat"

    async def new_chat(self, who: str) -> str:
        """A conversation owned by `who`, on the fake model: its id is the client's chat id."""
        now = self.runtime.clock.now()
        principal = await self.runtime.stores.identity.principal_for_api_token(self.tokens[who], now=now)
        conversation = await self.runtime.stores.conversations.create(
            principal, now=now, connection_id=self.connection_id, model="fake-model"
        )
        return conversation.id

    async def user_id(self, who: str) -> str:
        user = await self.runtime.stores.identity.user_by_name(who)
        assert user is not None
        return user.id

    async def client(self, script: str, ai: str, *, who: str, chat: str, **options: str) -> Any:
        return await run_node_ok(script, ai, api=self.chat_api, token=self.tokens[who], chat=chat, **options)

    async def assert_stored_as_shown(self, ai: str, chat: str, shown: Sequence[Mapping[str, Any]]) -> None:
        """(e) The stored transcript is what the client shows, and the client's schema accepts it on reload."""
        stored = [
            {"id": m.id, "role": m.role.value, "parts": list(m.parts)}
            for m in await self.runtime.stores.conversations.messages(chat)
        ]
        assert [m["role"] for m in stored] == [m["role"] for m in shown], stored
        for saved, seen in zip(stored, shown, strict=True):
            if seen["role"] == "assistant":
                assert saved["id"] == seen["id"]
            # The client names its own user message; the server may keep it under another id.
            assert len(saved["parts"]) == len(seen["parts"]), (saved["parts"], seen["parts"])
            for index, (kept, part) in enumerate(zip(saved["parts"], seen["parts"], strict=True)):
                where = f"{seen['role']} part {index}"
                assert kept == part, f"{where}\nstored {json.dumps(kept)}\nshown  {json.dumps(part)}"
        path = self.tmp_path / f"transcript-{chat}.json"
        path.write_text(json.dumps(stored), encoding="utf-8")
        await run_node_ok("validate.mjs", ai, messages_file=str(path))


@asynccontextmanager
async def deputy(
    database: Database,
    tmp_path: Path,
    script: FakeScript,
    *,
    flavor: Flavor = "openai",
    registry: ToolRegistry | None = None,
    calls: Calls | None = None,
    middleware: Callable[[ASGIApp], ASGIApp] | None = None,
) -> AsyncIterator[Live]:
    """Deputy on a live port, with the gateway-test toolbox and one default connection to a fake model."""
    calls = calls or Calls()
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
    clock = ManualClock()
    app = create_app(settings, registry=registry or build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    served: ASGIApp = app if middleware is None else middleware(app)
    async with FakeUpstream(script, flavor=flavor) as upstream:
        draft = ConnectionDraft(
            name="fake", base_url=upstream.url_for(flavor), default_model="fake-model", is_default=True
        )
        connection = await runtime.stores.connections.create(draft, api_key=None, now=clock.now())
        async with live_server(served) as base_url:
            yield Live(base_url, runtime, calls, tokens, upstream, connection.id, tmp_path)


# ---- what the client assembled ---------------------------------------------------------------------------------


def text_of(message: Mapping[str, Any]) -> str:
    return "".join(part["text"] for part in message["parts"] if part["type"] == "text")


def tool_parts(message: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
    return [part for part in message["parts"] if part["type"] == f"tool-{name}"]


def assert_v6_chunks(chunks: Sequence[Mapping[str, Any]]) -> None:
    """Only chunk types a v6 client knows, a `start` first and a safe `finish` last (the client checks the rest)."""
    unknown = [c["type"] for c in chunks if c["type"] not in V6_CHUNK_TYPES and not c["type"].startswith("data-")]
    assert unknown == [], f"chunk types a v6 client rejects: {unknown}"
    assert chunks[0]["type"] == "start", f"the first chunk is {chunks[0]}"
    assert chunks[-1]["type"] == "finish", f"the last chunk is {chunks[-1]}"
    assert chunks[-1].get("finishReason", "stop") in SAFE_FINISH_REASONS, chunks[-1]


# ---- (a) text ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("flavor", FLAVORS)
async def test_a_text_answer_reaches_the_client_intact_from_every_model_flavor(
    sqlite_db: Database, tmp_path: Path, ai: str, flavor: Flavor
) -> None:
    script = answer("Please greet me", first={"text": GREETING, "chunk_chars": 7})
    async with deputy(sqlite_db, tmp_path, script, flavor=flavor) as live:
        chat = await live.new_chat("viewer")

        result = await live.client("stream.mjs", ai, who="viewer", chat=chat, text="Please greet me")

    message = result["message"]
    assert (message["role"], text_of(message)) == ("assistant", GREETING)
    assert_v6_chunks(result["chunks"])
    assert len([c for c in result["chunks"] if c["type"] == "text-delta"]) > 1, "the answer streams in pieces"


# ---- (b) a read tool ---------------------------------------------------------------------------------------------


async def test_a_read_tool_runs_as_the_user_and_the_client_shows_its_output_then_the_answer(
    database: Database, tmp_path: Path, ai: str
) -> None:
    script = answer(
        "Which incidents are open?",
        first={"tool_calls": [{"name": "list_incidents", "arguments": {"status": "open"}}]},
        then=INCIDENTS_ANSWER,
    )
    async with deputy(database, tmp_path, script) as live:
        chat = await live.new_chat("viewer")

        result = await live.client("stream.mjs", ai, who="viewer", chat=chat, text="Which incidents are open?")
        viewer = await live.user_id("viewer")
        user = {"role": "user", "parts": [{"type": "text", "text": "Which incidents are open?"}]}
        await live.assert_stored_as_shown(ai, chat, [user, result["message"]])

    message = result["message"]
    [part] = tool_parts(message, "list_incidents")
    assert part["state"] == "output-available", part
    assert part["input"] == {"status": "open"}
    assert "incidents" in json.dumps(part["output"])
    assert text_of(message) == INCIDENTS_ANSWER
    kinds = [p["type"] for p in message["parts"] if p["type"] != "step-start"]
    assert kinds.index("tool-list_incidents") < kinds.index("text"), f"the tool comes before the answer: {kinds}"
    assert_v6_chunks(result["chunks"])
    assert (live.calls.executed["list_incidents"], live.calls.executed_by) == (1, [viewer])


# ---- (c, d) approval round trips ---------------------------------------------------------------------------------


def approval_script() -> FakeScript:
    # Applied or declined, the next request ends with a tool message; the answer is the same text.
    first = {"tool_calls": [{"name": "create_incident", "arguments": INCIDENT_ARGS}]}
    return answer("Please open an incident", first=first, then=APPLIED_ANSWER)


async def approve_or_decline(live: Live, ai: str, decision: str) -> tuple[str, dict[str, Any]]:
    chat = await live.new_chat("operator")
    result = await live.client(
        "approval.mjs", ai, who="operator", chat=chat, text="Please open an incident", decision=decision
    )
    assert (result["status"], result["error"], result["errors"]) == ("ready", None, []), result
    return chat, result


def assert_one_continued_assistant_message(result: Mapping[str, Any]) -> Mapping[str, Any]:
    """Two messages: the user's, and one assistant message that the continuation extended under the same id."""
    messages = result["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant"], [(m["role"], m["id"]) for m in messages]
    assistant: Mapping[str, Any] = messages[1]
    first, second = result["requests"]
    assert "messageId" not in first["body"]
    assert (second["body"]["trigger"], second["body"]["messageId"]) == ("submit-message", assistant["id"])
    [card] = tool_parts(assistant, "create_incident")
    assert card["input"] == INCIDENT_ARGS
    proposals = [p for p in assistant["parts"] if p["type"] == "data-proposal"]
    assert proposals, f"no data-proposal part: {[p['type'] for p in assistant['parts']]}"
    assert assistant["parts"][-1]["type"] == "text", "the turn ends with a short answer"
    return assistant


async def test_an_approved_change_is_applied_once_and_the_assistant_message_keeps_one_id(
    database: Database, tmp_path: Path, ai: str
) -> None:
    async with deputy(database, tmp_path, approval_script()) as live:
        chat, result = await approve_or_decline(live, ai, "approve")
        operator = await live.user_id("operator")
        await live.assert_stored_as_shown(ai, chat, result["messages"])

    assistant = assert_one_continued_assistant_message(result)
    [card] = tool_parts(assistant, "create_incident")
    assert card["state"] == "output-available", card
    assert card["approval"]["approved"] is True
    assert "Server outage" in json.dumps(card["output"])
    assert text_of(assistant).endswith(APPLIED_ANSWER)
    assert live.calls.incidents == [{"id": 1, "title": "Server outage", "status": "open"}]
    assert (live.calls.executed["create_incident"], live.calls.executed_by) == (1, [operator])


async def test_a_declined_change_is_never_applied_and_the_client_shows_it_denied(
    database: Database, tmp_path: Path, ai: str
) -> None:
    async with deputy(database, tmp_path, approval_script()) as live:
        chat, result = await approve_or_decline(live, ai, "deny")
        await live.assert_stored_as_shown(ai, chat, result["messages"])

    assistant = assert_one_continued_assistant_message(result)
    [card] = tool_parts(assistant, "create_incident")
    assert card["state"] == "output-denied", card
    assert card["approval"]["approved"] is False
    assert live.calls.incidents == []
    assert (live.calls.dry_runs["create_incident"], live.calls.executed["create_incident"]) == (1, 0)


# ---- resume ------------------------------------------------------------------------------------------------------


class HoldArgs(BaseModel):
    reason: str = "hold"


class _ReleaseOnResume:
    """Passes everything to the app; sets `release` when a `GET …/stream` response starts (the replay is live)."""

    def __init__(self, app: ASGIApp, release: asyncio.Event) -> None:
        self.app = app
        self.release = release

    @classmethod
    def around(cls, release: asyncio.Event) -> Callable[[ASGIApp], ASGIApp]:
        return lambda app: cls(app, release)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or not scope["path"].endswith("/stream"):
            return await self.app(scope, receive, send)

        async def watched(message: Message) -> None:
            await send(message)
            if message["type"] == "http.response.start":
                self.release.set()

        await self.app(scope, receive, watched)


async def test_no_stream_is_resumable_once_a_turn_has_ended(database: Database, tmp_path: Path, ai: str) -> None:
    async with deputy(database, tmp_path, answer("Please greet me", first={"text": GREETING})) as live:
        chat = await live.new_chat("viewer")
        await live.client("stream.mjs", ai, who="viewer", chat=chat, text="Please greet me")

        resumed = await live.client("resume.mjs", ai, who="viewer", chat=chat)

    assert resumed["active"] is False


async def test_a_client_that_reconnects_mid_turn_gets_the_whole_turn_replayed(
    database: Database, tmp_path: Path, ai: str
) -> None:
    calls, entered, release = Calls(), asyncio.Event(), asyncio.Event()
    registry = build_toolbox(calls)

    @tool(effect=Effect.READ, permissions={"incidents.read"})
    async def hold_incidents(ctx: ToolContext, args: HoldArgs) -> dict[str, str]:
        """Wait until the test lets go (the turn stays running while a client reconnects)."""
        entered.set()
        await release.wait()
        return {"held": args.reason}

    registry.register(hold_incidents)
    script = answer(
        "Hold on",
        first={"tool_calls": [{"name": "hold_incidents", "arguments": {"reason": "resume"}}]},
        then=INCIDENTS_ANSWER,
    )
    resumable = _ReleaseOnResume.around(release)
    async with deputy(database, tmp_path, script, registry=registry, calls=calls, middleware=resumable) as live:
        chat = await live.new_chat("viewer")
        original = asyncio.create_task(live.client("stream.mjs", ai, who="viewer", chat=chat, text="Hold on"))
        holding = asyncio.create_task(entered.wait())
        await asyncio.wait({original, holding}, timeout=20, return_when=asyncio.FIRST_COMPLETED)
        if not holding.done():
            holding.cancel()
            raise AssertionError(f"the turn never reached the held tool: {await original}")

        resumed = await live.client("resume.mjs", ai, who="viewer", chat=chat)
        first = await original

    assert resumed["active"] is True
    assert resumed["message"] == first["message"]
    assert resumed["chunks"] == first["chunks"]
    assert text_of(resumed["message"]) == INCIDENTS_ANSWER
