"""The one place an `openai` SDK failure becomes a `deputy.errors.ModelError`.

Every message is written here, never copied from the SDK (whose messages embed the response body), and every piece
of upstream text is scrubbed of the API key and of anything shaped like a provider key before it is kept.
"""

from __future__ import annotations

import email.utils
import json
import math
import re
import time
from collections.abc import Mapping
from typing import Any

import openai

from deputy.errors import ModelError, ModelHTTPError, ModelProtocolError, ModelRateLimited, ModelTimeout

# Provider keys, whole or masked the way servers echo them back ("sk-abc***xyz").
_KEY_SHAPES = re.compile(r"\b(?:sk|pk|rk|key)-[A-Za-z0-9_*.\-]{4,}")
_MAX_TEXT = 500


def model_error(exc: Exception, *, api_key: str, streaming: bool) -> ModelError:
    """Map an SDK (or JSON) failure. `streaming` says whether the stream had already started."""
    if isinstance(exc, openai.APIStatusError):
        body = scrub(exc.body, api_key=api_key)
        detail = _upstream_message(body)
        if exc.status_code == 429:
            retry_after = retry_after_seconds(exc.response.headers)
            return ModelRateLimited(f"The model server is rate limiting requests{detail}", retry_after=retry_after)
        return ModelHTTPError(f"The model server answered {exc.status_code}{detail}", status=exc.status_code, body=body)
    if isinstance(exc, openai.APITimeoutError) and not _refused(exc):
        return ModelTimeout("The model server did not answer in time.")
    if isinstance(exc, openai.APIConnectionError):
        if streaming or _cut_off(exc):
            return ModelProtocolError("The model server closed the connection before the answer was complete.")
        return ModelError("The model server could not be reached.", code="model_unreachable")
    if isinstance(exc, openai.APIError):
        # An error event inside the stream (vLLM: `data: {"error": {...}}`); its `code` is usually an HTTP status.
        body = scrub(exc.body, api_key=api_key)
        code = body.get("code") if isinstance(body, Mapping) else None
        status = code if isinstance(code, int) and 400 <= code <= 599 else 500
        return ModelHTTPError(f"The model server failed mid-answer{_upstream_message(body)}", status=status, body=body)
    if isinstance(exc, ValueError):
        return ModelProtocolError("The model server sent something that is not valid JSON.")
    return ModelError(f"The model call failed ({type(exc).__name__}).")


def scrub(value: Any, *, api_key: str) -> Any:
    """A copy of a JSON-like value with the key (and key-shaped strings) masked and long strings cut."""
    if isinstance(value, str):
        text = value.replace(api_key, "***") if api_key else value
        text = _KEY_SHAPES.sub("***", text)
        return text if len(text) <= _MAX_TEXT else text[:_MAX_TEXT] + "…"
    if isinstance(value, Mapping):
        return {str(key): scrub(item, api_key=api_key) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [scrub(item, api_key=api_key) for item in value]
    if value is None or isinstance(value, bool | int | float):
        return value
    return scrub(json.dumps(value, default=str), api_key=api_key)


def retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """Seconds from `retry-after-ms`, `retry-after` (seconds or an HTTP date); None when absent or unreadable."""
    milliseconds = _number(headers.get("retry-after-ms"))
    if milliseconds is not None:
        return milliseconds / 1000
    value = headers.get("retry-after")
    seconds = _number(value)
    if seconds is not None or value is None:
        return seconds
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _number(value: str | None) -> float | None:
    try:
        number = float(value) if value is not None else None
    except ValueError:
        return None
    return number if number is not None and math.isfinite(number) and number >= 0 else None


def _upstream_message(body: Any) -> str:
    error = body.get("error", body) if isinstance(body, Mapping) else body
    message = error.get("message") if isinstance(error, Mapping) else error
    return f": {message}" if isinstance(message, str) and message else "."


def _refused(exc: BaseException) -> bool:
    """A connection refused (or otherwise failed at once) that the SDK's aiohttp transport reports as a connect
    timeout: its cause chain holds an operating-system error that is not a timeout."""
    cause = exc.__cause__ or exc.__context__
    while cause is not None:
        if isinstance(cause, OSError) and not isinstance(cause, TimeoutError):
            return True
        cause = cause.__cause__ or cause.__context__
    return False


def _cut_off(exc: openai.APIConnectionError) -> bool:
    # A response that started and then broke off (not a refused connection). Matched by name because the SDK's HTTP
    # layer is an implementation detail of the SDK (httpx2 in openai 3, httpx before).
    return type(exc.__cause__).__name__ in {"RemoteProtocolError", "ReadError"}
