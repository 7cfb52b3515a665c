"""An operator's *Test* of a model connection: what the endpoint lists, and one timed one-token completion.

Both steps run even when the first fails (many servers answer completions but not `GET /models`). A fresh client
with a short timeout is used, so a test never waits behind, or disturbs, the pooled client the turns use. The
errors are the model errors' own messages, which never carry the key or the provider's raw body.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from deputy.core.connections import ModelConnection
from deputy.core.model import ModelRequest
from deputy.errors import ModelError
from deputy.llm.factory import chat_model_for, completion_options_for, model_id_for

PROBE_TIMEOUT_SECONDS = 15.0
PROBE_PROMPT = "Reply with the single word OK."


@dataclass(frozen=True, slots=True)
class ConnectionProbe:
    """`models`: the ids the endpoint lists (None when listing failed, with `models_error`); `latency_ms`: the
    one-token completion of `model`, request to answer (None when it failed, with `error`)."""

    model: str
    models: list[str] | None
    models_error: str | None
    latency_ms: float | None
    error: str | None
    error_code: str | None

    @property
    def ok(self) -> bool:
        return self.error is None


async def probe_connection(
    connection: ModelConnection,
    api_key: str | None,
    *,
    model: str | None = None,
    wait_seconds: float = PROBE_TIMEOUT_SECONDS,
) -> ConnectionProbe:
    """List the endpoint's models, then time a one-token completion of `model` (the connection's default when
    None or not allowed)."""
    model_id = model_id_for(connection, model)
    client = chat_model_for(
        connection, api_key, timeout=wait_seconds, first_token_timeout=wait_seconds, stall_timeout=wait_seconds
    )
    models: list[str] | None = None
    models_error: str | None = None
    latency_ms: float | None = None
    error: ModelError | None = None
    try:
        try:
            models = await client.list_models()
        except ModelError as exc:
            models_error = exc.message
        request = ModelRequest(
            model=model_id,
            messages=[{"role": "user", "content": PROBE_PROMPT}],
            options={**completion_options_for(connection), "max_tokens": 1},
        )
        started = time.perf_counter()
        try:
            await client.complete(request)
            latency_ms = round((time.perf_counter() - started) * 1000, 1)
        except ModelError as exc:
            error = exc
    finally:
        await client.aclose()
    return ConnectionProbe(
        model=model_id,
        models=models,
        models_error=models_error,
        latency_ms=latency_ms,
        error=None if error is None else error.message,
        error_code=None if error is None else error.code,
    )
