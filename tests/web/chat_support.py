"""Helpers for the chat tests: a fake model connection, chat bodies, and SSE parsing."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.connections import ConnectionDraft
from deputy.core.conversations.records import Conversation
from deputy.core.identity.principal import Principal
from deputy.llm.fake_script import Flavor
from deputy.llm.fake_upstream import FakeUpstream

from .conftest import Api

TITLE_RULE: dict[str, Any] = {"match": f"^{re.escape(TITLE_REQUEST)}", "text": "Incident triage"}
"""The rule that answers the title request after a new conversation's first turn."""


async def connect(api: Api, upstream: FakeUpstream, *, flavor: Flavor = "openai", **draft: Any) -> str:
    values: dict[str, Any] = {
        "name": "fake",
        "base_url": upstream.url_for(flavor),
        "default_model": "fake-model",
        "available_models": ("fake-model", "fake-large"),
        "is_default": True,
        **draft,
    }
    connection = await api.runtime.stores.connections.create(
        ConnectionDraft(**values), api_key=None, now=api.runtime.clock.now()
    )
    return connection.id


async def conversation(api: Api, who: str = "operator") -> Conversation:
    return await api.runtime.stores.conversations.create(await owner_of(api, who), now=api.runtime.clock.now())


def user_body(conversation_id: str, text: str, *, message_id: str = "u1", **extra: Any) -> dict[str, Any]:
    return {
        "id": conversation_id,
        "messages": [{"id": message_id, "role": "user", "parts": [{"type": "text", "text": text}]}],
        "trigger": "submit-message",
        **extra,
    }


def approval_body(
    conversation_id: str, message_id: str, call_id: str, approval_id: str, approved: bool
) -> dict[str, Any]:
    part = {
        "type": "tool-create_incident",
        "toolCallId": call_id,
        "state": "approval-responded",
        "input": {},
        "approval": {"id": approval_id, "approved": approved},
    }
    return {
        "id": conversation_id,
        "messages": [{"id": message_id, "role": "assistant", "parts": [part]}],
        "trigger": "submit-message",
        "messageId": message_id,
    }


def chunks(response: httpx.Response) -> list[dict[str, Any]]:
    """The UI-stream chunks of a response; asserts the framing (`data:` frames, `[DONE]` last)."""
    assert response.status_code == 200, response.text
    assert response.headers["x-vercel-ai-ui-message-stream"] == "v1"
    frames = [re.sub(r"^id: [0-9a-f]+:[0-9]+\n", "", f) for f in response.text.split("\n\n") if f]
    assert frames[-1] == "data: [DONE]", frames[-3:]
    assert all(f.startswith("data: ") and "\n" not in f for f in frames)
    return [json.loads(f.removeprefix("data: ")) for f in frames[:-1]]


def types(stream: list[dict[str, Any]]) -> list[str]:
    return [c["type"] for c in stream]


def text_of(stream: list[dict[str, Any]]) -> str:
    return "".join(c["delta"] for c in stream if c["type"] == "text-delta")


def only(stream: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    found = [c for c in stream if c["type"] == kind]
    assert len(found) == 1, (kind, types(stream))
    return found[0]


async def owner_of(api: Api, who: str = "operator") -> Principal:
    return await api.runtime.stores.identity.principal_for_api_token(api.tokens[who], now=api.runtime.clock.now())


def last_answer_request(upstream: FakeUpstream) -> list[dict[str, Any]]:
    """The messages of the newest streamed (answer) request: a title or summary request, which is not streamed,
    may reach the upstream after the next turn's request. The first is the system prompt, the last the turn's note
    (the current time)."""
    return [r for r in upstream.requests if r.body.get("stream")][-1].body["messages"]  # type: ignore[no-any-return]
