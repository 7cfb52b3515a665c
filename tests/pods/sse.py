"""Reading the UI message stream as a client on the wire sees it: frames with their SSE `id:`."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from dataclasses import dataclass
from typing import Any

import httpx


@dataclass(frozen=True, slots=True)
class Frame:
    """One SSE event: its `id` (None when it has none) and its chunk (None for `[DONE]`)."""

    id: str | None
    chunk: dict[str, Any] | None

    @property
    def seq(self) -> int:
        assert self.id is not None, self
        return int(self.id.rpartition(":")[2])


async def frames(response: httpx.Response) -> AsyncGenerator[Frame, None]:
    """The frames of a streaming response as they arrive (an SSE parser: fields per line, blank line ends one)."""
    assert response.status_code == 200, (await response.aread()).decode()
    event_id: str | None = None
    data: list[str] = []
    async for line in response.aiter_lines():
        if line == "":
            if data:
                payload = "\n".join(data)
                yield Frame(event_id, None if payload == "[DONE]" else json.loads(payload))
            event_id, data = None, []
        elif line.startswith("id:"):
            event_id = line.removeprefix("id:").strip()
        elif line.startswith("data:"):
            data.append(line.removeprefix("data:").removeprefix(" "))


async def read_all(response: httpx.Response) -> list[Frame]:
    return [frame async for frame in frames(response)]


def text_of(stream: list[Frame]) -> str:
    return "".join(f.chunk["delta"] for f in stream if f.chunk is not None and f.chunk["type"] == "text-delta")


def chat_body(conversation_id: str, text: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": conversation_id,
        "messages": [{"id": f"u-{conversation_id[:8]}", "role": "user", "parts": [{"type": "text", "text": text}]}],
        "trigger": "submit-message",
        **extra,
    }
