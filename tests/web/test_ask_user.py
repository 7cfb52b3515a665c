"""`ask_user`: the model's questions become a form, the turn ends there, and the answers come back as the user's
next message (with the question exchange replayed before them)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox

from .chat_support import TITLE_RULE, chunks, connect, conversation, only, text_of, user_body
from .conftest import SECRET, Api, seed
from .test_tool_loading import answer_requests, offered


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


QUESTIONS = {
    "title": "Before I open it",
    "context": "I need two details.",
    "questions": [
        {"question": "Which severity?", "options": ["low", "high", "High", "critical"]},
        {"question": "What should the title say?"},
    ],
}


@pytest.fixture
async def api(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    calls = Calls()
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", ask_user=True)
    app = create_app(settings, registry=build_toolbox(calls), clock=clock, database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=runtime, calls=calls, tokens=tokens)
    await runtime.chat.drain()
    await runtime.models.aclose()


def ask(arguments: dict[str, Any], call_id: str = "q1") -> dict[str, Any]:
    return {
        "text": "A quick question first.",
        "tool_calls": [{"name": "ask_user", "arguments": arguments, "id": call_id}],
    }


async def test_ask_user_renders_a_form_ends_the_turn_and_the_answers_arrive_as_the_next_message(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns(ask(QUESTIONS), {"text": "Opening a high incident titled DB down."})
    conv = await conversation(api)

    first = chunks(
        await api.client.post("/api/chat", json=user_body(conv.id, "Open an incident"), headers=api.auth("operator"))
    )

    form = only(first, "data-ui")["data"]
    assert form["component"] == "form" and form["toolCallId"] == "q1"
    assert form["data"]["title"] == "Before I open it"
    assert form["data"]["fields"] == [
        {"name": "q1", "label": "Which severity?", "required": True, "options": ["low", "high", "critical"]},
        {"name": "q2", "label": "What should the title say?", "required": True},
    ]
    assert only(first, "finish")["finishReason"] == "tool-calls"  # the turn waits for the user
    assert len(answer_requests(upstream)) == 1

    answers = "Before I open it\nWhich severity?: high\nWhat should the title say?: DB down"
    second = chunks(
        await api.client.post(
            "/api/chat", json=user_body(conv.id, answers, message_id="u2"), headers=api.auth("operator")
        )
    )

    assert text_of(second) == "Opening a high incident titled DB down."
    messages = answer_requests(upstream)[-1]["messages"]
    call = next(m for m in messages if m["role"] == "assistant" and m.get("tool_calls"))
    assert call["tool_calls"][0]["function"]["name"] == "ask_user"  # the question exchange replays
    assert messages[-2] == {"role": "user", "content": answers}


async def test_questions_of_the_wrong_shape_come_back_as_an_input_error_the_model_can_fix(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    too_many = {"questions": [{"question": f"Question {n}?"} for n in range(5)]}
    one_choice = {"questions": [{"question": "Which one?", "options": ["only", "Only"]}]}
    upstream.add_turns(ask(too_many, "q1"), ask(one_choice, "q2"), {"text": "Never mind."})

    stream = chunks(
        await api.client.post(
            "/api/chat", json=user_body((await conversation(api)).id, "Open one"), headers=api.auth("operator")
        )
    )

    errors = [c for c in stream if c["type"] == "tool-input-error"]
    assert [e["toolCallId"] for e in errors] == ["q1", "q2"]
    assert "questions" in errors[0]["errorText"] and "two different options" in errors[1]["errorText"]
    assert "data-ui" not in [c["type"] for c in stream]


async def test_ask_user_is_offered_in_an_eager_turn_only_when_the_setting_is_on(
    database: Database, tmp_path: Path, upstream: FakeUpstream
) -> None:
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
    app = create_app(settings, registry=build_toolbox(Calls()), database=database)
    runtime: Runtime = app.state.deputy
    tokens = await seed(runtime)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        off = Api(app=app, client=client, runtime=runtime, calls=Calls(), tokens=tokens)
        await connect(off, upstream)
        upstream.add_turns({"text": "Hi."})
        conv = await conversation(off)
        chunks(await client.post("/api/chat", json=user_body(conv.id, "hi"), headers=off.auth("operator")))
    await runtime.chat.drain()
    await runtime.models.aclose()

    assert offered(answer_requests(upstream)[0]) == ["create_incident", "list_incidents"]
