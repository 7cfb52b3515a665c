"""Build the chat model for a stored connection: the one place a connection becomes an `OpenAICompatModel`.

```python
connection, model_id = await stores.connections.resolve(conversation.connection_id, conversation.model)
model = chat_model_for(connection, await stores.connections.api_key(connection.id))
request = ModelRequest(model=model_id_for(connection, model_id), messages=…, options=completion_options_for(connection))
```
"""

from __future__ import annotations

from typing import Any

from deputy.core.connections import ModelConnection, filter_completion_kwargs, resolve_model_id
from deputy.llm.openai_compat import OpenAICompatModel

NO_API_KEY = "no-key"
"""Sent as the bearer token to servers configured without a key (Ollama, vLLM). Passing it explicitly keeps the SDK
from falling back to `OPENAI_API_KEY` from the environment, which would hand that key to any configured server."""


def chat_model_for(
    connection: ModelConnection,
    api_key: str | None,
    *,
    timeout: float = 600.0,
    first_token_timeout: float | None = None,
    stall_timeout: float = 60.0,
) -> OpenAICompatModel:
    """An `OpenAICompatModel` for `connection`'s server, authenticated with `api_key` (None: the server needs none)."""
    return OpenAICompatModel(
        connection.base_url,
        api_key or NO_API_KEY,
        timeout=timeout,
        first_token_timeout=first_token_timeout,
        stall_timeout=stall_timeout,
        cache_hints=connection.family if connection.cache_hints else None,
    )


def model_id_for(connection: ModelConnection, requested: str | None) -> str:
    """The model id to send: `requested` when the connection allows it, else its default (never an error)."""
    return resolve_model_id(connection, requested)


def completion_options_for(connection: ModelConnection) -> dict[str, Any]:
    """The connection's completion parameters for `ModelRequest.options`, through the allowlist once more."""
    return filter_completion_kwargs(connection.completion_kwargs)
