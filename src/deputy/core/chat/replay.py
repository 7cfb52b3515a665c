"""History for the next model call, rebuilt from stored rows and sanitized so strict providers accept it.

Rules (each guards against a real provider 400 or a confused model):
- a turn's stored model messages replay verbatim, except tool calls for tools that are gone or whose stored
  input no longer validates, which are dropped together with their results;
- a turn whose stored messages are malformed (a call without its result, a result without its call, an
  unknown role) falls back to its plain text, so no dangling tool call is ever sent;
- a question whose answer failed with nothing to show (an error before any text or tool call) is left out with
  it: the model never answered it, and the user's next message must reach the model on its own, not merged into
  the failed one (the user asks it again, or "Try again" regenerates that turn);
- blank messages are dropped, consecutive plain-text messages of one role are merged, and the history starts
  with a user message.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from deputy.core.conversations.records import Message, MessageStatus, Role

ToolCheck = Callable[[str, Mapping[str, Any]], bool]
"""`(tool_name, arguments) -> bool`: the tool is still registered and the arguments still validate."""

_ROLES = frozenset({"user", "assistant", "tool", "system"})


def replay_history(rows: Sequence[Message], *, tool_is_usable: ToolCheck) -> list[dict[str, Any]]:
    history: list[dict[str, Any]] = []
    for row in rows:
        if row.role is Role.USER:
            # In a group chat several people talk: the model is told who said what.
            named = row.content if row.author_name is None else f"{row.author_name}: {row.content}"
            history.append({"role": "user", "content": named})
        elif _failed_empty(row):
            if history and history[-1]["role"] == "user":
                history.pop()
        elif row.role is Role.ASSISTANT and row.status is not MessageStatus.STREAMING:
            history.extend(_assistant_turn(row, tool_is_usable))
    return normalize(history)


def _failed_empty(row: Message) -> bool:
    return (
        row.role is Role.ASSISTANT
        and row.status is MessageStatus.ERROR
        and not row.content.strip()
        and not row.model_messages
    )


def _assistant_turn(row: Message, tool_is_usable: ToolCheck) -> list[dict[str, Any]]:
    stored = row.model_messages
    if stored:
        replayed = _replay_tool_pairs([dict(m) for m in stored], tool_is_usable)
        if replayed is not None:
            return replayed
    return [{"role": "assistant", "content": row.content}]


def _replay_tool_pairs(stored: list[dict[str, Any]], tool_is_usable: ToolCheck) -> list[dict[str, Any]] | None:
    """The stored messages minus unusable tool pairs, or None when the structure is broken."""
    if any(m.get("role") not in _ROLES for m in stored):
        return None
    pending: dict[str, bool] = {}  # call id -> keep it?
    result: list[dict[str, Any]] = []
    for message in stored:
        if message["role"] == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in pending:
                return None
            if pending.pop(call_id):
                result.append(message)
            continue
        if pending:
            return None  # a new message before every call got its result
        calls = message.get("tool_calls") or []
        if message["role"] == "assistant" and calls:
            kept = []
            for call in calls:
                keep = _usable(call, tool_is_usable)
                pending[str(call.get("id"))] = keep
                if keep:
                    kept.append(call)
            message = {**message, "tool_calls": kept} if kept else _without_calls(message)
            if message.get("tool_calls") or (message.get("content") or "").strip():
                result.append(message)
            continue
        result.append(message)
    return None if pending else result


def _usable(call: Mapping[str, Any], tool_is_usable: ToolCheck) -> bool:
    function = call.get("function") or {}
    try:
        arguments = json.loads(function.get("arguments") or "{}")
    except (TypeError, ValueError):
        return False
    return isinstance(arguments, dict) and bool(call.get("id")) and tool_is_usable(str(function.get("name")), arguments)


def _without_calls(message: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in message.items() if key != "tool_calls"}


def normalize(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Drop blank messages, merge consecutive same-role plain text, and start at the first user message."""
    merged: list[dict[str, Any]] = []
    for message in messages:
        plain = _is_plain_text(message)
        if plain and not str(message["content"]).strip():
            continue
        previous = merged[-1] if merged else None
        if plain and previous is not None and _is_plain_text(previous) and previous["role"] == message["role"]:
            previous["content"] = f"{previous['content']}\n\n{message['content']}"
            continue
        merged.append(dict(message))
    while merged and merged[0]["role"] != "user":
        merged.pop(0)
    return merged


def _is_plain_text(message: Mapping[str, Any]) -> bool:
    return (
        message.get("role") in ("user", "assistant")
        and isinstance(message.get("content"), str)
        and not message.get("tool_calls")
    )
