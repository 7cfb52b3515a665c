"""Tool declarations: the one description of a capability that chat, MCP and the API all serve.

A tool has a provider-safe name, an input model (pydantic), an effect that is always declared and never
inferred, the permissions it needs, and an `execute`. Mutating tools also have a `dry_run` that validates and
describes the change without making it; the consent flow shows that preview to a human before `execute` runs.
"""

from __future__ import annotations

import inspect
import re
import typing
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from deputy.core.identity.principal import Principal
from deputy.errors import UserError

TOOL_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


class Effect(StrEnum):
    READ = "read"
    MUTATE = "mutate"
    DESTRUCTIVE = "destructive"

    @property
    def needs_consent(self) -> bool:
        return self is not Effect.READ


class Transport(StrEnum):
    CHAT = "chat"
    MCP = "mcp"
    API = "api"
    AUTOMATION = "automation"


@dataclass(frozen=True, slots=True)
class FieldDiff:
    path: str
    before: Any
    after: Any


@dataclass(frozen=True, slots=True)
class Preview:
    """What a dry run promises: a sentence for the human, the payload that would be sent, and field changes."""

    summary: str
    payload: Mapping[str, Any] | None = None
    diff: tuple[FieldDiff, ...] = ()
    always_confirm: bool = False
    """A person confirms this change in every permission mode, `auto` included: it plants text that later
    conversations read as context (an always-inject memory), so one injected turn must not write it alone."""


@dataclass(frozen=True, slots=True)
class HostResponse:
    status: int
    body: Any
    headers: Mapping[str, str] = field(default_factory=dict)


class HostCaller(Protocol):
    """Calls the host application's own routes *as the user* (their credentials, their authorization)."""

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> HostResponse: ...


class CancelSignal(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class ToolContext:
    """What a running tool may use. There is no trusted service client here on purpose."""

    principal: Principal
    transport: Transport
    host: HostCaller | None = None
    conversation_id: str | None = None
    time_zone: str | None = None
    allowlist: frozenset[str] | None = None
    """The answering agent's tool allowlist: the gateway refuses any other tool (it narrows, never widens)."""
    call_id: str | None = None
    """The model's id for this call, in a chat turn (a nested part of the stream names its tool call by it)."""
    progress: Callable[[Any], None] | None = None
    """Publishes a stream event while the tool runs (a sub-agent's progress); None outside a chat turn."""
    cancel: CancelSignal | None = None
    """The calling turn's stop: a tool that runs long (a delegated agent) stops when it is set."""


InputT = TypeVar("InputT", bound=BaseModel)
InputT_contra = TypeVar("InputT_contra", bound=BaseModel, contravariant=True)

Execute = Callable[[ToolContext, InputT], Awaitable[Any]]
DryRun = Callable[[ToolContext, InputT], Awaitable[Preview]]


@dataclass(frozen=True, slots=True)
class Tool(Generic[InputT]):
    """A declared capability. Construct through `tool(...)`, register through `ToolRegistry`."""

    name: str
    description: str
    input_model: type[InputT]
    effect: Effect
    permissions: frozenset[str]
    execute: Execute[InputT]
    title: str = ""
    category: str = "general"
    instructions: str | None = None
    output_model: type[BaseModel] | None = None
    dry_run: DryRun[InputT] | None = None
    project_result: Callable[[Any], Any] | None = None
    source: str = "composite"

    def __post_init__(self) -> None:
        if not TOOL_NAME_PATTERN.fullmatch(self.name):
            raise UserError(
                f"Tool name {self.name!r} is not provider-safe: use 1-64 letters, digits, '_' or '-'.",
                code="unsafe_tool_name",
            )
        if not isinstance(self.effect, Effect):
            raise UserError(f"Tool {self.name} must declare its effect (read, mutate or destructive).")
        if self.effect.needs_consent and self.dry_run is None:
            raise UserError(f"Tool {self.name} mutates and must provide a dry_run for the confirm card.")
        if not self.description.strip():
            raise UserError(f"Tool {self.name} needs a description the model can read.")

    @property
    def display_title(self) -> str:
        return self.title or self.name.replace("_", " ").capitalize()


def tool(
    *,
    effect: Effect,
    permissions: Iterable[str],
    name: str | None = None,
    description: str | None = None,
    title: str = "",
    category: str = "general",
    instructions: str | None = None,
    output_model: type[BaseModel] | None = None,
    dry_run: DryRun[Any] | None = None,
    project_result: Callable[[Any], Any] | None = None,
) -> Callable[[Execute[InputT]], Tool[InputT]]:
    """Declare a composite tool from an async function `(ctx, args: SomeModel) -> result`.

    The input model is read from the annotation of the second parameter; the description defaults to the
    function's docstring.
    """

    def decorate(fn: Execute[InputT]) -> Tool[InputT]:
        input_model = _input_model_of(fn)
        return Tool(
            name=name or fn.__name__,
            description=(description or fn.__doc__ or "").strip(),
            input_model=input_model,
            effect=effect,
            permissions=frozenset(permissions),
            execute=fn,
            title=title,
            category=category,
            instructions=instructions,
            output_model=output_model,
            dry_run=dry_run,
            project_result=project_result,
        )

    return decorate


def _input_model_of(fn: Callable[..., Any]) -> Any:
    hints = typing.get_type_hints(fn)
    params = list(inspect.signature(fn).parameters)
    if len(params) != 2 or params[1] not in hints:
        raise UserError(f"Tool function {fn.__name__} must be `async def f(ctx, args: Model)`.")
    model = hints[params[1]]
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise UserError(f"Tool function {fn.__name__}: the arguments must be a pydantic model.")
    return model
