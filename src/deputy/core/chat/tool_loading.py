"""Which tools a chat turn offers the model: all at once (eager), on demand (lazy), or whichever fits (auto).

Lazy loading is Waldur's `search_tools`, with its permission hole closed:
```
prompt: a catalogue of the tools the user may use: one line per tool, or (when that is long) one line per
        category naming its tools, or (longer still) the categories alone, searched with search_tools(query)
offered: search_tools + call_tool + ask_user, the same bytes on every call of the conversation
search_tools(tools | categories) ──► full specs of exactly the permitted tools asked for, in the history ──► loaded:
                                     remembered with the conversation (any pod sees them)
call_tool(tool, arguments) ──► runs as the call of `tool` it names (and a loaded tool called by its own name runs too)
next turn: remembered ∩ live permissions (a revoked permission drops the tool) ──► still loaded
a call to a permitted tool that is not loaded ──► a recovery message naming the search_tools call that loads it
```
Loaded definitions go into the history (the search_tools result), never into the tools array: the tool definitions a
provider's prompt cache reads before the history stay byte-identical for the whole conversation, so a load costs no
cache miss (adding a function to the array would change everything after it).
Eager offers every permitted tool, plus `ask_user` when it is enabled. Auto (the default) is eager while the
permitted tools' definitions take at most the token budget, else lazy. Authorization never depends on any of
this: every call still goes through the gateway, which checks live permissions.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from pydantic import BaseModel, Field, model_validator

from deputy.core.chat.ask_user import ASK_USER, ASK_USER_DESCRIPTION, AskUserArgs, question_form
from deputy.core.chat.compaction import CHARS_PER_TOKEN
from deputy.core.tools.declarations import Tool
from deputy.core.tools.schema import input_schema, validate_arguments
from deputy.errors import ToolInputError

SEARCH_TOOLS = "search_tools"
CALL_TOOL = "call_tool"
META_TOOLS = frozenset({SEARCH_TOOLS, CALL_TOOL, ASK_USER})
SEARCH_TOOLS_DESCRIPTION = (
    "Load tools from the tool catalogue in your instructions, by name (tools) or whole categories (categories): "
    "returns their definitions, and from your next step on you can run them with call_tool, for the rest of the "
    "conversation. Or find tools by words (query): returns matching names to load."
)
CALL_TOOL_DESCRIPTION = (
    "Run a tool you loaded with search_tools: its name (tool) and its arguments, as its definition describes them."
)
CALL_HOW = (
    "Run a loaded tool with call_tool(tool=name, arguments={...}); loaded tools stay loaded for the conversation."
)
CATALOGUE_INTRO = (
    "The tools below are not loaded yet. Load one once with search_tools(tools=[name]), which returns its "
    f"definition. {CALL_HOW}"
)
SEARCH_INTRO = (
    "The tools are grouped in the categories below; find one with search_tools(query=words), then load it with "
    f"search_tools(tools=[name]), which returns its definition. {CALL_HOW}"
)
CATALOGUE_BUDGET_TOKENS = 2000
"""The longest catalogue shown: one line per tool while it fits, else one line per category naming its tools,
else the categories alone (with `search_tools(query)`)."""
QUERY_RESULTS = 10


class ToolLoading(StrEnum):
    """How a turn offers tools: `eager` (every permitted tool, every step), `lazy` (a catalogue + search_tools), or
    `auto` (eager while the definitions fit the budget, else lazy)."""

    AUTO = "auto"
    EAGER = "eager"
    LAZY = "lazy"


class LoadedToolStore(Protocol):
    """Remembers which tools a conversation loaded (names only; permissions are checked again every turn)."""

    async def loaded_tools(self, conversation_id: str) -> frozenset[str]: ...

    async def add_loaded_tools(self, conversation_id: str, names: Iterable[str], *, now: datetime) -> None: ...


class CallToolArgs(BaseModel):
    """`call_tool`'s arguments. `arguments` sent as a JSON string, a common slip of real models, is understood."""

    tool: str = Field(min_length=1, max_length=200, description="The loaded tool's name")
    arguments: dict[str, Any] = Field(default_factory=dict, description="The tool's arguments")

    @model_validator(mode="before")
    @classmethod
    def _lenient(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and isinstance(data.get("arguments"), str):
            try:
                return {**data, "arguments": json.loads(data["arguments"] or "{}")}
            except ValueError:
                return data
        return data


class SearchToolsArgs(BaseModel):
    tools: list[str] | None = Field(default=None, max_length=20, description="Tool names to load")
    categories: list[str] | None = Field(default=None, max_length=10, description="Categories to load whole")
    query: str | None = Field(default=None, max_length=200, description="Words to find tools by; loads nothing")

    @model_validator(mode="after")
    def _asks_something(self) -> SearchToolsArgs:
        if not (self.tools or self.categories or (self.query or "").strip()):
            raise ValueError("Name tools or categories to load, or a query to find tools.")
        return self


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

    def specs(self) -> list[dict[str, Any]]:
        """The function specs for the next model step. Eager: every allowed tool (after `ask_user` when enabled).
        Lazy: the meta tools only, whatever is loaded, so they are the same bytes on every call."""
        meta = []
        if self.lazy:
            meta.append(_function(SEARCH_TOOLS, SEARCH_TOOLS_DESCRIPTION, input_schema(SearchToolsArgs)))
            meta.append(_function(CALL_TOOL, CALL_TOOL_DESCRIPTION, _call_tool_schema()))
        if self.lazy or self.ask_user:
            meta.append(_function(ASK_USER, ASK_USER_DESCRIPTION, input_schema(AskUserArgs)))
        return meta if self.lazy else [*meta, *(tool_spec(t) for t in self.allowed)]

    def proxies(self, name: str) -> bool:
        """Whether a call of `name` stands for another tool's call (`call_tool`, in a lazy turn)."""
        return self.lazy and name == CALL_TOOL

    def catalogue(self) -> str | None:
        """The prompt section naming the permitted tools (lazy only): one line per tool while that stays under
        `CATALOGUE_BUDGET_TOKENS`, else one line per category with its tools' names, else the categories alone."""
        if not self.lazy:
            return None
        grouped = sorted(_by_category(self.allowed).items())
        per_tool = [CATALOGUE_INTRO]
        for category, tools in grouped:
            per_tool.append(f"\n### {category}")
            per_tool.extend(f"- {t.name}: {_first_sentence(t.description)}" for t in tools)
        per_category = [CATALOGUE_INTRO, *(f"- {c}: {', '.join(t.name for t in tools)}" for c, tools in grouped)]
        for lines in (per_tool, per_category):
            text = "\n".join(lines)
            if len(text) <= CATALOGUE_BUDGET_TOKENS * CHARS_PER_TOKEN:
                return text
        return "\n".join([SEARCH_INTRO, *(f"- {c} ({len(tools)} tools)" for c, tools in grouped)])

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
        message = (
            f"The tool {name} is not loaded. Call search_tools(tools=['{name}']) first, then run it with "
            f"call_tool(tool='{name}', arguments={{...}})."
        )
        return NotLoaded(
            {"error": "tool_not_loaded", "message": message, "load": {"tools": [name]}, "category": category}
        )

    def _search(self, args: SearchToolsArgs) -> dict[str, Any]:
        """Load exactly the tools and categories asked for (of those the user may use), or find tools by words."""
        grouped = _by_category(self.allowed)
        by_name = {t.name: t for t in self.allowed}
        names = list(dict.fromkeys(n.strip() for n in args.tools or ()))
        categories = list(dict.fromkeys(c.strip() for c in args.categories or ()))
        found = [by_name[n] for n in names if n in by_name]
        found += [t for c in categories for t in grouped.get(c, ()) if t not in found]
        loaded = {t.name for t in found}
        self.added |= loaded - self.loaded
        self.loaded |= loaded
        result: dict[str, Any] = {"tools": [tool_spec(t)["function"] for t in found]}
        if found:
            result["usage"] = CALL_HOW
        unknown_tools = [n for n in names if n not in by_name]
        unknown_categories = [c for c in categories if c not in grouped]
        if unknown_tools:
            result["unknown_tools"] = unknown_tools
        if unknown_categories:
            result["unknown_categories"] = unknown_categories
        if unknown_tools or unknown_categories:
            result["note"] = (
                f"Not in your catalogue. Its categories are: {', '.join(sorted(grouped))}; "
                "search_tools(query=words) finds a tool's name."
            )
        if args.query:
            result["matches"] = _matches(self.allowed, args.query)
        return result


@dataclass(frozen=True, slots=True)
class ToolOffer:
    """How one turn offers tools: the loading mode (with auto's budget), and where conversations remember what they
    loaded."""

    loading: ToolLoading = ToolLoading.EAGER
    budget_tokens: int = 1500
    store: LoadedToolStore | None = None
    known: frozenset[str] | None = None
    """The conversation's loaded tools as the turn's start read them (None: read them from `store`)."""

    async def toolbox(self, allowed: Sequence[Tool[Any]], *, conversation_id: str, ask_user: bool) -> Toolbox:
        """The turn's toolbox; a lazy one starts with the tools this conversation loaded before (only those in
        `allowed`, the live permissions, are ever offered)."""
        loading = self.loading
        if loading is ToolLoading.AUTO:
            fits = definitions_tokens(allowed) <= self.budget_tokens
            loading = ToolLoading.EAGER if fits else ToolLoading.LAZY
        loaded: set[str] = set()
        if loading is ToolLoading.LAZY and self.store is not None:
            loaded = set(await self.store.loaded_tools(conversation_id) if self.known is None else self.known)
        return Toolbox(allowed=allowed, loading=loading, ask_user=ask_user, loaded=loaded)

    async def remember(self, toolbox: Toolbox, *, conversation_id: str, now: datetime) -> None:
        """Store the tools this turn loaded with the conversation, so later turns (on any pod) offer them."""
        if toolbox.added and self.store is not None:
            await self.store.add_loaded_tools(conversation_id, sorted(toolbox.added), now=now)


def tool_spec(tool: Tool[Any]) -> dict[str, Any]:
    """A tool as an OpenAI function spec, the same bytes on every call (built from the one serializer).

    Lean on purpose: the tool's usage instructions are in the system prompt already (its playbooks), and the input
    model's own description (its docstring, written for developers) is left out beside the tool's description.
    """
    parameters = input_schema(tool.input_model)
    if tool.description.strip():
        parameters.pop("description", None)
    return _function(tool.name, tool_description(tool), parameters)


def definitions_tokens(tools: Iterable[Tool[Any]]) -> int:
    """The estimated tokens of the tools' definitions as a request carries them (compact JSON, 4 characters a
    token)."""
    chars = 0
    for tool in tools:
        chars += len(json.dumps(tool_spec(tool), separators=(",", ":"), ensure_ascii=False))
    return -(-chars // CHARS_PER_TOKEN)


def tool_description(tool: Tool[Any]) -> str:
    """The description a model reads, without the indentation of the source it came from."""
    return "\n".join(line.strip() for line in tool.description.strip().splitlines())


def _function(name: str, description: str, parameters: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters}}


def named_call(arguments: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The tool and arguments a `call_tool` call names. Raises `ToolInputError` for arguments that do not fit."""
    if "arguments" not in arguments and len(arguments) > 1:  # the tool's arguments flattened beside `tool`
        arguments = {"tool": arguments.get("tool"), "arguments": {k: v for k, v in arguments.items() if k != "tool"}}
    args = validate_arguments(CALL_TOOL, CallToolArgs, arguments)
    name = args.tool.strip()
    if name == CALL_TOOL:
        raise ToolInputError(CALL_TOOL, [{"field": "tool", "message": "Name the tool to run, not call_tool."}])
    return name, args.arguments


def _call_tool_schema() -> dict[str, Any]:
    """`call_tool`'s parameters as the model reads them."""
    schema = input_schema(CallToolArgs)
    schema.pop("description", None)
    return schema


def _by_category(tools: Iterable[Tool[Any]]) -> dict[str, list[Tool[Any]]]:
    grouped: dict[str, list[Tool[Any]]] = {}
    for tool in tools:
        grouped.setdefault(tool.category, []).append(tool)
    return grouped


def _matches(tools: Iterable[Tool[Any]], query: str) -> list[dict[str, str]]:
    """The tools whose name, category or description hold the most of the query's words, best first."""
    words = [w for w in query.lower().replace("_", " ").split() if len(w) > 1]
    scored = []
    for tool in tools:
        haystack = f"{tool.name.replace('_', ' ')} {tool.category} {tool.description}".lower()
        score = sum(word in haystack for word in words)
        if score:
            scored.append((-score, tool.name, tool))
    return [
        {"name": t.name, "category": t.category, "description": _first_sentence(t.description)}
        for _, _, t in sorted(scored)[:QUERY_RESULTS]
    ]


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    end = flat.find(". ")
    return flat if end < 0 else flat[: end + 1]
