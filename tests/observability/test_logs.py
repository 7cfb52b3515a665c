"""JSON log lines: one object per line with the request and turn ids, and no message text below DEBUG."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from deputy.core.guards.log_scrub import install_log_scrubbing
from deputy.llm.fake_upstream import FakeUpstream
from deputy.observability.logs import configure_logging
from tests.web.chat_support import chunks, connect, conversation, text_of, user_body

from .conftest import MakeApi

CANARY = "quokka-canary-5e1d"
PROVIDER_KEY = "sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz"

Capture = Callable[[str], io.StringIO]


@pytest.fixture
def capture_json() -> Iterator[Capture]:
    """Install the JSON handler on the root logger at a level; restore the root logger afterwards."""
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)

    def install(at: str) -> io.StringIO:
        buffer = io.StringIO()
        configure_logging(format="json", level=at, stream=buffer)
        return buffer

    yield install
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
    root.setLevel(level)


def lines(buffer: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in buffer.getvalue().splitlines()]


async def canary_turn(make_api: MakeApi, upstream: FakeUpstream) -> None:
    """A turn whose user message, tool arguments, tool result and answer all carry the canary."""
    async with make_api() as api:
        api.calls.incidents.append({"id": 1, "title": f"Outage {CANARY}", "status": CANARY})
        await connect(api, upstream)
        upstream.add_turns(
            {"tool_calls": [{"name": "list_incidents", "arguments": {"status": CANARY}, "id": "c1"}]},
            {"text": f"One incident: Outage {CANARY}."},
        )
        conv = await conversation(api)
        body = user_body(conv.id, f"Which incidents mention {CANARY}?")
        stream = chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))
        await api.runtime.chat.wait_idle()
    assert CANARY in text_of(stream)  # the canary really went through the turn
    assert api.calls.executed["list_incidents"] == 1


async def test_at_info_a_chat_turn_logs_json_lines_with_its_ids_and_not_a_word_of_its_text(
    make_api: MakeApi, upstream: FakeUpstream, capture_json: Capture
) -> None:
    buffer = capture_json("info")

    await canary_turn(make_api, upstream)

    logged = lines(buffer)
    assert logged, "a turn at INFO writes log lines"
    assert CANARY not in buffer.getvalue()
    for line in logged:
        assert {"timestamp", "level", "logger", "message"} <= line.keys()
    request = next(line for line in logged if line["logger"] == "deputy.http" and "/api/chat" in line["message"])
    assert len(request["request_id"]) == 32
    in_turn = [line for line in logged if "turn_id" in line]
    assert in_turn, "the model calls a turn makes are logged with its ids"
    assert all(line["request_id"] == request["request_id"] and "conversation_id" in line for line in in_turn)


async def test_at_debug_the_same_turn_does_log_its_text_so_the_info_check_is_not_vacuous(
    make_api: MakeApi, upstream: FakeUpstream, capture_json: Capture
) -> None:
    buffer = capture_json("debug")

    await canary_turn(make_api, upstream)

    assert CANARY in buffer.getvalue()


def test_below_debug_an_exception_is_its_type_and_stack_not_its_message(capture_json: Capture) -> None:
    buffer = capture_json("info")
    try:
        raise ValueError(f"bad input: {CANARY}")
    except ValueError:
        logging.getLogger("deputy.test").exception("the tool failed")

    [line] = lines(buffer)
    assert line["exception"]["type"] == "ValueError"
    assert "test_below_debug_an_exception" in line["exception"]["trace"]
    assert CANARY not in buffer.getvalue()


def test_a_secret_in_a_log_message_is_scrubbed_before_the_json_line_is_written(capture_json: Capture) -> None:
    install_log_scrubbing()
    buffer = capture_json("info")

    logging.getLogger("deputy.test").warning("calling the provider with %s", PROVIDER_KEY)

    [line] = lines(buffer)
    assert line["level"] == "warning" and PROVIDER_KEY not in line["message"]
