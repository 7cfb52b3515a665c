"""Which tools a chat turn offers the model: all at once (eager), or loaded on demand by category (lazy).

Lazy loading is Waldur's `search_tools`, with its permission hole closed:
```
prompt: a catalogue, one line per tool the user may use, grouped by category
offered: search_tools + ask_user + the loaded tools the user may use *now*
search_tools(categories) ──► full specs of the permitted tools in them ──► offered from the next step on,
                              and remembered with the conversation (any pod sees them)
next turn: remembered ∩ live permissions (a revoked permission drops the tool) ──► offered again
a call to a permitted tool that is not loaded ──► a recovery message: call search_tools([category]) first
```
Eager (the default) offers every permitted tool, plus `ask_user` when it is enabled. Authorization never
depends on any of this: every call still goes through the gateway, which checks live permissions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from pydantic import BaseModel, Field

from deputy.core.chat.ask_user import ASK_USER, ASK_USER_DESCRIPTION, AskUserArgs, question_form
from deputy.core.tools.declarations import Tool
from deputy.core.tools.schema import input_schema, validate_arguments

SEARCH_TOOLS = "search_tools"
META_TOOLS = frozenset({SEARCH_TOOLS, ASK_USER})
SEARCH_TOOLS_DESCRIPTION = (
    "Load the tools of one or more categories from the tool catalogue in your instructions. Returns each tool's "
    "description and parameters; the tools can be called from your next step on, in this conversation."
)
CATALOGUE_INTRO = (
    "Only search_tools and ask_user are loaded at first. To use a tool below, call search_tools with its category "
    "once; loaded tools stay available for the rest of the conversation."
)


class ToolLoading(StrEnum):
    """How a turn offers tools: `eager` (every permitted tool, every step) or `lazy` (a catalogue + search_tools)."""

    EAGER = "eager"
    LAZY = "lazy"


class LoadedToolStore(Protocol):
    """Remembers which tools a conversation loaded (names only; permissions are checked again every turn)."""

    async def loaded_tools(self, conversation_id: str) -> frozenset[str]: ...

    async def add_loaded_tools(self, conversation_id: str, names: Iterable[str], *, now: datetime) -> None: ...


class SearchToolsArgs(BaseModel):
    categories: list[str] = Field(
        min_length=1, max_length=10, description="Categories from the catalogue, e.g. ['acme-ops']"
    )


@dataclass(frozen=True, slots=True)
class MetaResult:
    """A meta tool ran: `result` is what the model reads (and the UI shows)."""

    result: Any


@dataclass(frozen=True, slots=True)
class NotLoaded:
    """The model called a permitted tool it has not loaded: `problem` tells it how to recover."""

    problem: dict[str, Any]


@dataclass(slots=True)
class Toolbox:
    """One turn's offer. `allowed` are the tools the principal may use now; `loaded` the names loaded so far (lazy),
    seeded from the conversation's remembered set; `added` the names this turn loaded (to remember)."""

    allowed: Sequence[Tool[Any]]
    loading: ToolLoading = ToolLoading.EAGER
    ask_user: bool = False
    loaded: set[str] = field(default_factory=set)
    added: set[str] = field(default_factory=set)

    @property
    def lazy(self) -> bool:
        return self.loading is ToolLoading.LAZY

    def offered(self) -> list[Tool[Any]]:
        """The registered tools the model is offered now (lazy: only loaded ones the user may still use)."""
        return [t for t in self.allowed if not self.lazy or t.name in self.loaded]

    def specs(self) -> list[dict[str, Any]]:
        """The function specs for the next model step: meta tools first, then the offered tools."""
        meta = []
        if self.lazy:
            meta.append(_function(SEARCH_TOOLS, SEARCH_TOOLS_DESCRIPTION, input_schema(SearchToolsArgs)))
        if self.lazy or self.ask_user:
            meta.append(_function(ASK_USER, ASK_USER_DESCRIPTION, input_schema(AskUserArgs)))
        return [*meta, *(tool_spec(t) for t in self.offered())]

    def catalogue(self) -> str | None:
        """The prompt section naming every permitted tool by category, one line each (lazy only)."""
        if not self.lazy:
            return None
        lines = [CATALOGUE_INTRO]
        for category, tools in sorted(_by_category(self.allowed).items()):
            lines.append(f"\n### {category}")
            lines.extend(f"- {t.name}: {_first_sentence(t.description)}" for t in tools)
        return "\n".join(lines)

    def intercepts(self, name: str) -> bool:
        """Whether the loop answers this call itself instead of sending it to the gateway."""
        if name in META_TOOLS:
            return (name == SEARCH_TOOLS and self.lazy) or (name == ASK_USER and (self.lazy or self.ask_user))
        return self.lazy and name not in self.loaded and any(t.name == name for t in self.allowed)

    def call(self, name: str, arguments: Mapping[str, Any]) -> MetaResult | NotLoaded:
        """Answer an intercepted call. Raises `ToolInputError` for arguments that do not fit."""
        if name == ASK_USER:
            return MetaResult(question_form(validate_arguments(ASK_USER, AskUserArgs, arguments)))
        if name == SEARCH_TOOLS:
            return MetaResult(self._search(validate_arguments(SEARCH_TOOLS, SearchToolsArgs, arguments)))
        category = next(t.category for t in self.allowed if t.name == name)
        message = f"The tool {name} is not loaded. Call search_tools(categories=['{category}']) first, then call it."
        return NotLoaded({"error": "tool_not_loaded", "message": message, "category": category})

    def _search(self, args: SearchToolsArgs) -> dict[str, Any]:
        grouped = _by_category(self.allowed)
        wanted = list(dict.fromkeys(c.strip() for c in args.categories))
        found = [t for c in wanted for t in grouped.get(c, ())]
        names = {t.name for t in found}
        self.added |= names - self.loaded
        self.loaded |= names
        result: dict[str, Any] = {"tools": [tool_spec(t)["function"] for t in found]}
        unknown = [c for c in wanted if c not in grouped]
        if unknown:
            result["unknown_categories"] = unknown
            result["note"] = f"Unknown categories; the catalogue's are: {', '.join(sorted(grouped))}."
        return result


@dataclass(frozen=True, slots=True)
class ToolOffer:
    """How one turn offers tools: the loading mode, and where conversations remember what they loaded."""

    loading: ToolLoading = ToolLoading.EAGER
    store: LoadedToolStore | None = None
    known: frozenset[str] | None = None
    """The conversation's loaded tools as the turn's start read them (None: read them from `store`)."""

    async def toolbox(self, allowed: Sequence[Tool[Any]], *, conversation_id: str, ask_user: bool) -> Toolbox:
        """The turn's toolbox; a lazy one starts with the tools this conversation loaded before (only those in
        `allowed`, the live permissions, are ever offered)."""
        loaded: set[str] = set()
        if self.loading is ToolLoading.LAZY and self.store is not None:
            loaded = set(await self.store.loaded_tools(conversation_id) if self.known is None else self.known)
        return Toolbox(allowed=allowed, loading=self.loading, ask_user=ask_user, loaded=loaded)

    async def remember(self, toolbox: Toolbox, *, conversation_id: str, now: datetime) -> None:
        """Store the tools this turn loaded with the conversation, so later turns (on any pod) offer them."""
        if toolbox.added and self.store is not None:
            await self.store.add_loaded_tools(conversation_id, sorted(toolbox.added), now=now)


def tool_spec(tool: Tool[Any]) -> dict[str, Any]:
    """A tool as an OpenAI function spec; its usage instructions follow the description."""
    description = tool.description if not tool.instructions else f"{tool.description}\n\n{tool.instructions}"
    return _function(tool.name, description, input_schema(tool.input_model))


def _function(name: str, description: str, parameters: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters}}


def _by_category(tools: Iterable[Tool[Any]]) -> dict[str, list[Tool[Any]]]:
    grouped: dict[str, list[Tool[Any]]] = {}
    for tool in tools:
        grouped.setdefault(tool.category, []).append(tool)
    return grouped


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    end = flat.find(". ")
    return flat if end < 0 else flat[: end + 1]
