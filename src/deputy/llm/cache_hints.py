"""Prompt cache hints: what a connection's family is told on top of a request laid out for prefix caching.

Every request is already in cache order (`core.chat.prompt`): system prompt, tool definitions, history, and last the
turn's note (the current time), which is the only part that changes between calls of a conversation. With
`ModelConnection.cache_hints` on, the body also carries:

```
openai     prompt_cache_key = the conversation (its calls land on the same cache; prefixes are cached anyway)
anthropic  cache_control: ephemeral on the system prompt (tools and system) and on the newest message before the
           note (the conversation so far), as content parts: gateways such as OpenRouter and LiteLLM pass them on
generic    nothing: the switch is recorded, and nothing is sent that a server might refuse
```
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deputy.core.connections import ModelFamily

EPHEMERAL: Mapping[str, str] = {"type": "ephemeral"}


def with_cache_hints(body: dict[str, Any], family: ModelFamily, *, key: str | None) -> dict[str, Any]:
    """`body` with `family`'s cache hints (a new dict; the messages it marks are copied, never changed in place)."""
    match family:
        case ModelFamily.OPENAI:
            return {**body, "prompt_cache_key": key} if key else body
        case ModelFamily.ANTHROPIC:
            return {**body, "messages": _marked(body["messages"])}
        case ModelFamily.GENERIC:
            return body


def _marked(messages: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    marked = list(messages)
    end = len(marked)
    while end > 1 and marked[end - 1].get("role") == "system":  # the turn's note changes every call: never cached
        end -= 1
    newest = next((i for i in range(end - 1, 0, -1) if _text(marked[i])), None)
    for index in (0, newest):
        if index is not None and _text(marked[index]):
            text = {"type": "text", "text": marked[index]["content"], "cache_control": dict(EPHEMERAL)}
            marked[index] = {**marked[index], "content": [text]}
    return marked


def _text(message: Mapping[str, Any]) -> bool:
    content = message.get("content")
    return isinstance(content, str) and bool(content)
