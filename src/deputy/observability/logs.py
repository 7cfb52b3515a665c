"""Log lines for operators: plain text, or one JSON object per line (`DEPUTY_LOG_FORMAT=json`).

A JSON line carries `timestamp`, `level`, `logger`, `message` and the ids bound where it was written
(`request_id`, `conversation_id`, `turn_id`: `deputy.core.telemetry.log_fields`). Deputy logs no message text (user
input, model output, tool arguments or results) at INFO and above. What a library's exception message might carry
is kept out too: below DEBUG an exception is its type and stack frames, not its message. The secret scrubber
(`install_log_scrubbing`) still rewrites every record before any formatter sees it.
"""

from __future__ import annotations

import json
import logging
import sys
import traceback
from datetime import UTC, datetime
from typing import Any, Literal, TextIO

from deputy.core.telemetry import log_fields

__all__ = ["JsonFormatter", "LogFormat", "configure_logging"]

LogFormat = Literal["text", "json"]
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_HANDLER_NAME = "deputy"


class JsonFormatter(logging.Formatter):
    """One JSON object per record. `debug` keeps exception messages (only set when debug logging is on)."""

    def __init__(self, *, debug: bool = False) -> None:
        super().__init__()
        self._debug = debug

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "timestamp": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            **log_fields(),
        }
        if record.exc_info and record.exc_info[1] is not None:
            line["exception"] = self._exception(record.exc_info[1])
        return json.dumps(line, ensure_ascii=False, default=str)

    def _exception(self, exc: BaseException) -> dict[str, str]:
        if self._debug:
            return {"type": type(exc).__name__, "trace": "".join(traceback.format_exception(exc))}
        return {"type": type(exc).__name__, "trace": "".join(traceback.format_tb(exc.__traceback__))}


def configure_logging(*, format: LogFormat, level: str, stream: TextIO | None = None) -> logging.Handler:
    """Send every logger's records (uvicorn's included) to `stream` (stderr) in `format` at `level`; replaces the
    handler an earlier call installed. Returns the handler."""
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        numeric = logging.INFO
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.set_name(_HANDLER_NAME)
    if format == "json":
        handler.setFormatter(JsonFormatter(debug=numeric <= logging.DEBUG))
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(numeric)
    return handler
