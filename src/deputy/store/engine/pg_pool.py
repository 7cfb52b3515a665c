"""When a pooled Postgres connection may be dead, and the check before it is handed out.

A connection in steady use costs no round trip: it is pinged only when it sat idle, or when its socket holds
something unread (a connection between statements receives nothing; a server that restarted or went away leaves an
end of stream or a reset there). Before, every transaction paid a round trip for `pool_pre_ping`. A failed ping
replaces every pooled connection, as the pre-ping did: a restart killed them all.
"""

from __future__ import annotations

import select
import time
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event, exc
from sqlalchemy.util.concurrency import await_

PING_WHEN_IDLE_SECONDS = 5.0
"""A pooled Postgres connection idle for longer is pinged before it is handed out."""
_USED = "deputy.used_at"


def watch_pool(pool: sa.Pool) -> None:
    """Check every connection `pool` hands out (`_check_out`)."""
    event.listen(pool, "connect", _mark_used)
    event.listen(pool, "checkin", _mark_used)
    event.listen(pool, "checkout", _check_out)


def may_be_dead(connection: Any, *, idle: float) -> bool:
    """Whether asyncpg's `connection`, unused for `idle` seconds, needs a ping before it is used again."""
    return idle >= PING_WHEN_IDLE_SECONDS or connection.is_closed() or _unread(connection)


def _mark_used(_dbapi_connection: Any, record: Any) -> None:
    record.info[_USED] = time.monotonic()


def _check_out(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
    connection = dbapi_connection._connection  # asyncpg's
    if not may_be_dead(connection, idle=time.monotonic() - record.info.get(_USED, 0.0)):
        return
    try:
        await_(connection.execute("SELECT 1"))  # the simple protocol: one round trip, no transaction
    except Exception as error:
        raise exc.InvalidatePoolError("the pooled connection failed its ping") from error


def _unread(connection: Any) -> bool:
    """Whether the socket holds something unread (or is gone): one non-blocking syscall, no round trip."""
    transport = connection._transport
    sock = None if transport is None or transport.is_closing() else transport.get_extra_info("socket")
    if sock is None:
        return True
    # poll, not select: a process serving 1,000 streams holds more than 1,024 sockets, and select refuses any
    # descriptor past 1,023 (ValueError: every turn that then took a connection failed).
    poller = select.poll()
    poller.register(sock, select.POLLIN)
    return bool(poller.poll(0))
