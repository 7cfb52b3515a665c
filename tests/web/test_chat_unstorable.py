"""What no database can store — a NUL, a lone surrogate, NaN — never leaves a turn half-written."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from pydantic import BaseModel

from deputy.core.conversations.records import MessageStatus
from deputy.core.tools.declarations import Effect, ToolContext, tool
from deputy.llm.fake_script import FakeScript, FakeToolCall, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import TITLE_RULE, chunks, connect, conversation, user_body
from .conftest import Api


class Nothing(BaseModel):
    pass


@tool(effect=Effect.READ, permissions={"incidents.read"})
async def odd_metrics(ctx: ToolContext, args: Nothing) -> dict[str, Any]:
    """Metrics as a careless host API returns them: NaN and infinities included."""
    return {"error_rate": float("nan"), "p99_ms": float("inf"), "label": "db\x00primary"}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    script = FakeScript(
        rules=[FakeTurn(**TITLE_RULE)],
        turns=[
            FakeTurn(tool_calls=[FakeToolCall(name="odd_metrics")]),
            FakeTurn(when_last_role="tool", text="The rate is \ud800 unknown\x00 today."),
        ],
    )
    async with FakeUpstream(script, ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def test_a_turn_with_nul_surrogates_and_nan_completes_and_is_stored_readably(
    api: Api, upstream: FakeUpstream
) -> None:
    api.runtime.registry.register(odd_metrics)
    await connect(api, upstream)
    conv = await conversation(api)

    response = await api.client.post(
        "/api/chat", json=user_body(conv.id, "How are the metrics?"), headers=api.auth("operator")
    )
    stream = chunks(response)
    await api.runtime.chat.wait_idle()

    assert stream[-1] == {"type": "finish", "finishReason": "stop"}
    _, answer = await api.runtime.stores.conversations.messages(conv.id)
    assert answer.status is MessageStatus.COMPLETE
    assert answer.content.endswith("The rate is \ufffd unknown\ufffd today.")
    tool_part = next(p for p in answer.parts if p["type"] == "tool-odd_metrics")
    assert tool_part["output"]["error_rate"] is None and tool_part["output"]["p99_ms"] is None
    assert (await api.runtime.stores.conversations.active_turn(conv.id)) is None
    shown = await api.client.get(f"/api/conversations/{conv.id}", headers=api.auth("operator"))
    assert shown.status_code == 200
