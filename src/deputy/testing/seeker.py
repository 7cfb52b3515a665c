"""A scripted model that reaches a tool the way a real model does when tools load lazily.

`ToolSeeker(goals)` is a mind for `deputy.demo.OfflineModel(mind=...)`: each user message maps to the one tool call
it needs (or to none). For each request it

- calls the tool when the request offers it;
- otherwise, when the conversation loaded it (a `search_tools` result returned its definition), runs it with
  `call_tool`;
- otherwise, when `search_tools` is offered and this turn has not searched yet, loads the tool by name;
- otherwise calls the tool anyway, reads the `tool_not_loaded` hint that comes back, calls `search_tools` with
  the hint's `load` arguments, and runs the tool with `call_tool`;
- answers in text once the tool returned, or when the goal is none, or after `MAX_STEPS` calls (it never loops).

`search_tools` being offered is how it tells a lazy turn from an eager one: eager turns never offer it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from deputy.demo.model import Done, loaded_tools, proxied, this_turn
from deputy.llm.fake_script import FakeToolCall, FakeTurn

__all__ = ["Goal", "ToolSeeker"]

SEARCH_TOOLS = "search_tools"
MAX_STEPS = 6
ANSWER = "Here is what I found."


@dataclass(frozen=True, slots=True)
class Goal:
    """The call one user message needs: `tool(arguments)`."""

    tool: str
    arguments: Mapping[str, Any] = field(default_factory=dict)


class ToolSeeker:
    """Deterministic: the same request body always gets the same turn. `goals` maps a user message to its goal
    (None: a question that needs no tool); an unknown message is answered in text."""

    def __init__(self, goals: Mapping[str, Goal | None], *, search_first: bool = True) -> None:
        self.goals = dict(goals)
        self.search_first = search_first
        """False: call a tool that is not loaded anyway, and load it from the hint that comes back."""

    def __call__(self, body: Mapping[str, Any]) -> FakeTurn:
        messages = [m for m in body.get("messages") or [] if isinstance(m, Mapping)]
        text, done = this_turn(messages)
        goal = self.goals.get(text.strip())
        if goal is None or len(done) >= MAX_STEPS or any(_reached(d, goal) for d in done):
            return FakeTurn(text=ANSWER)
        offered = {
            str((t.get("function") or {}).get("name")) for t in body.get("tools") or [] if isinstance(t, Mapping)
        }
        last = done[-1] if done else None
        hint = last.payload.get("load") if last and isinstance(last.payload, Mapping) else None
        if goal.tool in offered:
            return _call(goal.tool, goal.arguments)
        if isinstance(hint, Mapping):
            return _call(SEARCH_TOOLS, hint)
        if goal.tool in loaded_tools(messages):
            return FakeTurn(tool_calls=[proxied(goal.tool, goal.arguments)])
        if self.search_first and SEARCH_TOOLS in offered and not any(d.name == SEARCH_TOOLS for d in done):
            return _call(SEARCH_TOOLS, {"tools": [goal.tool]})
        return _call(goal.tool, goal.arguments)


def _reached(done: Done, goal: Goal) -> bool:
    payload = done.payload
    return done.name == goal.tool and not (isinstance(payload, Mapping) and payload.get("error") == "tool_not_loaded")


def _call(name: str, arguments: Mapping[str, Any]) -> FakeTurn:
    return FakeTurn(tool_calls=[FakeToolCall(name=name, arguments=dict(arguments))])
