"""The environment shortcut: `DEPUTY_LLM_BASE_URL` (+ `_API_KEY`, `_MODEL`) configures a connection at start."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Protocol

from pydantic import SecretStr

from deputy.core.connections import ConnectionDraft, ConnectionPatch, InvalidConnection, ModelConnection
from deputy.errors import ConfigurationError, Conflict
from deputy.store.connections import SqlConnectionStore

ENV_CONNECTION_NAME = "default"
_VARIABLES = {"base_url": "DEPUTY_LLM_BASE_URL", "default_model": "DEPUTY_LLM_MODEL", "api_key": "DEPUTY_LLM_API_KEY"}


class LlmEnvironment(Protocol):
    """The settings the shortcut reads (`deputy.settings.Settings` has them)."""

    @property
    def llm_base_url(self) -> str | None: ...

    @property
    def llm_api_key(self) -> SecretStr | None: ...

    @property
    def llm_model(self) -> str | None: ...


async def ensure_env_connection(
    settings: LlmEnvironment, store: SqlConnectionStore, *, now: datetime | None = None
) -> ModelConnection | None:
    """Create or update the connection named `default` from the environment and make it the default.

    Does nothing (None) when `DEPUTY_LLM_BASE_URL` is unset. When it is set, the environment owns that connection's
    base URL, default model and key at every start: an unset `DEPUTY_LLM_API_KEY` clears a stored key, so a key
    never follows the connection to a new base URL. Its allowlist and other settings stay as operators left them.
    Safe when several processes start at once.
    """
    if not settings.llm_base_url:
        return None
    if not settings.llm_model:
        raise ConfigurationError("DEPUTY_LLM_MODEL is required when DEPUTY_LLM_BASE_URL is set.")
    now = now or datetime.now(UTC)
    api_key = settings.llm_api_key.get_secret_value() if settings.llm_api_key is not None else None
    try:
        return await _upsert(store, settings.llm_base_url, settings.llm_model, api_key=api_key, now=now)
    except InvalidConnection as exc:
        variable = _VARIABLES.get(exc.field, exc.field)
        raise ConfigurationError(f"{variable} is not usable: {exc.message}") from None


async def _upsert(
    store: SqlConnectionStore, base_url: str, model: str, *, api_key: str | None, now: datetime
) -> ModelConnection:
    patch = ConnectionPatch(base_url=base_url, default_model=model, is_default=True, api_key=api_key)
    for _ in range(2):
        existing = await store.get_by_name(ENV_CONNECTION_NAME)
        if existing is not None:
            return await store.update(existing.id, patch, now=now)
        draft = ConnectionDraft(name=ENV_CONNECTION_NAME, base_url=base_url, default_model=model, is_default=True)
        try:
            return await store.create(draft, api_key=api_key, now=now)
        except Conflict:
            continue  # another process created it first; update it instead
    raise ConfigurationError("Could not create or update the model connection named 'default'.")
