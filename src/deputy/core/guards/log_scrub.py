"""Secrets never reach a log line: every record is scrubbed when it is made, whichever logger made it.

Installed once per process by the composition roots (`build_runtime`). It wraps the log-record factory rather than
adding a handler filter, so records of every logger (ours, uvicorn's, httpx's, the SDKs') are covered whatever
handlers an operator configures. Records are only made for enabled levels, so disabled debug logging costs nothing.
"""

from __future__ import annotations

import logging
from typing import Any

from deputy.core.guards.scrub import scrub_text

__all__ = ["install_log_scrubbing"]

_installed = False
_FORMATTER = logging.Formatter()


def install_log_scrubbing() -> None:
    """Idempotent: wraps the current record factory once."""
    global _installed
    if _installed:
        return
    inner = logging.getLogRecordFactory()

    def scrubbed_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = inner(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a malformed record: logging reports it at emit time, as it would have
            return record
        clean = scrub_text(message)
        if clean != message or record.args:
            record.msg, record.args = clean, None
        if record.exc_info and not record.exc_text:
            # Formatters reuse `exc_text` when it is set: the traceback is rendered once, scrubbed.
            record.exc_text = scrub_text(_FORMATTER.formatException(record.exc_info))
        return record

    logging.setLogRecordFactory(scrubbed_record)
    _installed = True
