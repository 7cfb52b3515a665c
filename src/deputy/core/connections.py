"""Model connections: which OpenAI-compatible server answers, with which models, under which limits.

A `ModelConnection` is what an operator configured, minus the API key: the key is sealed at rest by the store and
read only through `SqlConnectionStore.api_key`, so nothing built from a `ModelConnection` can leak it
(`has_api_key` says whether one is set).

The model id a caller asks for is untrusted input. `resolve_model_id` coerces any id outside the connection's
allowed set (`default_model` plus `available_models`) to `default_model`, so an out-of-allowlist id never reaches the
model server; it runs when a conversation stores a model and again when the model is built.

Operators may tune completions through `completion_kwargs`, but only the parameters in `COMPLETION_KWARGS`; the
request's shape (`model`, `messages`, `tools`, `stream`, headers, credentials) is never theirs to override.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum, StrEnum
from types import MappingProxyType
from typing import Any, Final
from urllib.parse import urlsplit

from deputy.errors import InputError

MAX_MODELS = 100
_MAXIMA = {"context_window_tokens": 100_000_000, "spend_cap_tokens": 2**62, "spend_window_minutes": 2**31 - 1}
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
_MODEL_ID = re.compile(r"^[^\s\x00-\x1f\x7f]{1,200}$")


class ModelFamily(StrEnum):
    """What the operator declares the model to be; never inferred from the model id. It only tunes the prompt."""

    ANTHROPIC = "anthropic"
    OPENAI = "openai"
    GENERIC = "generic"


class InvalidConnection(InputError):
    """Raised when a connection setting is malformed; `field` (also in the problem body) names the setting."""

    code = "invalid_connection"

    def __init__(self, field_name: str, message: str):
        super().__init__(
            f"{field_name}: {message}",
            details={"field": field_name, "issues": [{"field": field_name, "message": message}]},
        )
        self.field = field_name


@dataclass(frozen=True, slots=True)
class ModelConnection:
    """A stored connection. Never carries the API key; `has_api_key` says whether the store holds one."""

    id: str
    name: str
    base_url: str
    default_model: str
    available_models: tuple[str, ...] = ()
    family: ModelFamily = ModelFamily.GENERIC
    context_window_tokens: int | None = None
    spend_cap_tokens: int | None = None
    spend_window_minutes: int | None = None
    disable_topical_classifier: bool = False
    cache_hints: bool = False
    """Add the family's prompt cache hints to each request (`llm.cache_hints`); `generic` records the wish only."""
    completion_kwargs: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    is_default: bool = False
    has_api_key: bool = False
    updated_at: datetime | None = None

    @property
    def models(self) -> tuple[str, ...]:
        """Every id a caller may pick: the default first, then the allowlist, without duplicates."""
        return tuple(dict.fromkeys((self.default_model, *self.available_models)))

    @property
    def spend_cap(self) -> tuple[int, int] | None:
        """`(tokens, window_minutes)` when both are set, else None (no cap)."""
        if self.spend_cap_tokens is None or self.spend_window_minutes is None:
            return None
        return self.spend_cap_tokens, self.spend_window_minutes

    def draft(self) -> ConnectionDraft:
        """The settings of this connection, as `SqlConnectionStore.update` starts from."""
        return ConnectionDraft(**{f.name: getattr(self, f.name) for f in dataclasses.fields(ConnectionDraft)})


def pick_default(connections: Iterable[ModelConnection]) -> ModelConnection | None:
    """The connection marked default, else the only connection, else None."""
    candidates = list(connections)
    marked = [c for c in candidates if c.is_default]
    if marked:
        return marked[0]
    return candidates[0] if len(candidates) == 1 else None


@dataclass(frozen=True, slots=True)
class ConnectionDraft:
    """What an operator sets on a connection (the key travels separately). `validate()` normalizes it."""

    name: str
    base_url: str
    default_model: str
    available_models: tuple[str, ...] = ()
    family: ModelFamily = ModelFamily.GENERIC
    context_window_tokens: int | None = None
    spend_cap_tokens: int | None = None
    spend_window_minutes: int | None = None
    disable_topical_classifier: bool = False
    cache_hints: bool = False
    """Add the family's prompt cache hints to each request (`llm.cache_hints`); `generic` records the wish only."""
    completion_kwargs: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    is_default: bool = False

    def validate(self) -> ConnectionDraft:
        """A normalized copy (trimmed text, de-duplicated allowlist); `InvalidConnection` names the first bad field."""
        models = tuple(dict.fromkeys(_model_id("available_models", m) for m in _strings(self.available_models)))
        if len(models) > MAX_MODELS:
            raise InvalidConnection("available_models", f"at most {MAX_MODELS} models")
        draft = dataclasses.replace(
            self,
            name=_name(self.name),
            base_url=_base_url(self.base_url),
            default_model=_model_id("default_model", self.default_model),
            available_models=models,
            family=_family(self.family),
            context_window_tokens=_positive("context_window_tokens", self.context_window_tokens),
            spend_cap_tokens=_positive("spend_cap_tokens", self.spend_cap_tokens),
            spend_window_minutes=_positive("spend_window_minutes", self.spend_window_minutes),
            disable_topical_classifier=_flag("disable_topical_classifier", self.disable_topical_classifier),
            cache_hints=_flag("cache_hints", self.cache_hints),
            completion_kwargs=validate_completion_kwargs(self.completion_kwargs),
            is_default=_flag("is_default", self.is_default),
        )
        # Half a cap is a misconfiguration an operator would take for a cap; refuse it rather than ignore it.
        if (draft.spend_cap_tokens is None) != (draft.spend_window_minutes is None):
            missing = "spend_window_minutes" if draft.spend_window_minutes is None else "spend_cap_tokens"
            raise InvalidConnection(missing, "a spend cap needs both spend_cap_tokens and spend_window_minutes")
        return draft


class Keep(Enum):
    """The value of a `ConnectionPatch` field that the patch leaves as it is."""

    KEEP = "keep"


KEEP: Final = Keep.KEEP


@dataclass(frozen=True, slots=True)
class ConnectionPatch:
    """A partial update: fields left at `KEEP` keep their value. `api_key=None` clears the key."""

    name: str | Keep = KEEP
    base_url: str | Keep = KEEP
    default_model: str | Keep = KEEP
    available_models: tuple[str, ...] | Keep = KEEP
    family: ModelFamily | Keep = KEEP
    context_window_tokens: int | Keep | None = KEEP
    spend_cap_tokens: int | Keep | None = KEEP
    spend_window_minutes: int | Keep | None = KEEP
    disable_topical_classifier: bool | Keep = KEEP
    cache_hints: bool | Keep = KEEP
    completion_kwargs: Mapping[str, Any] | Keep = KEEP
    is_default: bool | Keep = KEEP
    api_key: str | Keep | None = KEEP

    def apply(self, draft: ConnectionDraft) -> ConnectionDraft:
        """`draft` with this patch's settings (not the key) applied, validated."""
        changes = {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name != "api_key" and getattr(self, f.name) is not KEEP
        }
        return dataclasses.replace(draft, **changes).validate()


def resolve_model_id(connection: ModelConnection, requested: str | None) -> str:
    """`requested` when the connection allows it, else the connection's `default_model` (never an error)."""
    if requested and requested in connection.models:
        return requested
    return connection.default_model


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _stop(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= 200
    return isinstance(value, list) and len(value) <= 16 and all(isinstance(v, str) and len(v) <= 200 for v in value)


def _word(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(r"[a-z_]{1,32}", value) is not None


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


COMPLETION_KWARGS: Mapping[str, Callable[[Any], bool]] = MappingProxyType(
    {
        "temperature": _number,
        "top_p": _number,
        "top_k": _count,
        "min_p": _number,
        "max_tokens": _count,
        "max_completion_tokens": _count,
        "presence_penalty": _number,
        "frequency_penalty": _number,
        "repetition_penalty": _number,
        "seed": _integer,
        "stop": _stop,
        "reasoning_effort": _word,
        "verbosity": _word,
        "service_tier": _word,
        "parallel_tool_calls": lambda value: isinstance(value, bool),
    }
)
"""The completion parameters an operator may set, each with the check its value must pass.

Left out on purpose: the request's shape (`model`, `messages`, `tools`, `tool_choice`, `stream`, `stream_options`,
`n`, `response_format`: the agent loop owns them) and anything that reaches the transport (`extra_headers`,
`extra_body`, `extra_query`, `api_key`, `base_url`, `timeout`, `user`).
"""


def filter_completion_kwargs(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """Only the allowed parameters with acceptable values; everything else is dropped silently."""
    return {key: value for key, value in kwargs.items() if key in COMPLETION_KWARGS and COMPLETION_KWARGS[key](value)}


def validate_completion_kwargs(kwargs: Mapping[str, Any]) -> Mapping[str, Any]:
    """The parameters unchanged (read-only), or `InvalidConnection` naming the first one not allowed or malformed."""
    if not isinstance(kwargs, Mapping):
        raise InvalidConnection("completion_kwargs", "must be an object")
    for key, value in kwargs.items():
        check = COMPLETION_KWARGS.get(key)
        if check is None:
            allowed = ", ".join(sorted(COMPLETION_KWARGS))
            raise InvalidConnection(f"completion_kwargs.{key}", f"may not be set (allowed: {allowed})")
        if not check(value):
            raise InvalidConnection(f"completion_kwargs.{key}", "has a value of the wrong type or range")
    return MappingProxyType(dict(kwargs))


_CALIBRATION = (
    "You are a capable, instruction-following model. Read emphatic wording in these instructions (MUST, NEVER) "
    "as emphasis, not as a reason to over-ask or over-refuse: when a request is clear and allowed, act on it."
)


def calibration_note(family: ModelFamily) -> str | None:
    """A short prompt note for capable families (anthropic, openai); None for generic, which keeps firm wording."""
    return None if family is ModelFamily.GENERIC else _CALIBRATION


def _strings(values: Iterable[str]) -> list[str]:
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise InvalidConnection("available_models", "must be a list of model ids")
    return list(values)


def _name(value: str) -> str:
    name = value.strip() if isinstance(value, str) else ""
    if not _NAME.fullmatch(name):
        raise InvalidConnection("name", "1-100 letters, digits, '.', '_' or '-', starting with a letter or digit")
    return name


def _model_id(field_name: str, value: str) -> str:
    model = value.strip() if isinstance(value, str) else ""
    if not _MODEL_ID.fullmatch(model):
        raise InvalidConnection(field_name, "a model id is 1-200 characters without spaces")
    return model


def _base_url(value: str) -> str:
    url = value.strip() if isinstance(value, str) else ""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a malformed port
    except ValueError:
        raise InvalidConnection("base_url", "not a valid URL") from None
    if parts.scheme not in {"http", "https"} or not parts.hostname or len(url) > 500:
        raise InvalidConnection("base_url", "an http(s) URL of at most 500 characters, e.g. https://api.openai.com/v1")
    if parts.username is not None or parts.password is not None or parts.fragment:
        raise InvalidConnection("base_url", "no credentials or fragment in the URL; put the key in api_key")
    return url.rstrip("/")


def _family(value: ModelFamily | str) -> ModelFamily:
    try:
        return ModelFamily(value)
    except ValueError:
        raise InvalidConnection("family", f"one of {', '.join(f.value for f in ModelFamily)}") from None


def _positive(field_name: str, value: int | None) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 < value <= _MAXIMA[field_name]:
        raise InvalidConnection(field_name, f"a whole number from 1 to {_MAXIMA[field_name]}")
    return value


def _flag(field_name: str, value: bool) -> bool:
    if not isinstance(value, bool):
        raise InvalidConnection(field_name, "true or false")
    return value
