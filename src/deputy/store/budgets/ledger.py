"""The token ledger in the shared database: admission under per-key locks, reservations, settlement, reports.

`admit` locks the keys it needs (site, connection, user; always in sorted order, so two admissions never wait on
each other in a cycle) with an UPDATE on `rate_locks`, a row lock on Postgres and the write lock on SQLite; then
sums the ledger, runs the core's pure checks and inserts the reservation in the same transaction.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

import sqlalchemy as sa

from deputy.core.budgets.admission import MINUTE, check_admission
from deputy.core.budgets.ledger import (
    Admission,
    ChargeKind,
    ChargeScope,
    DailyUsage,
    QuotaPolicy,
    Reservation,
    Settlement,
)
from deputy.core.budgets.quotas import (
    PERIODS,
    PeriodUsage,
    QuotaLimits,
    check_quota,
    next_reset,
    period_start,
    resolve_limit,
    usage_report,
)
from deputy.core.budgets.spend import check_spend
from deputy.core.model import Usage
from deputy.store.budgets.quotas import read_limits
from deputy.store.budgets.rate_limits import lock_key_in
from deputy.store.engine.database import Database
from deputy.store.tables import token_ledger

RESERVED = "reserved"
SETTLED = "settled"
SITE_KEY = "ledger:site"


class SqlLedgerStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def admit(self, admission: Admission) -> Reservation:
        return await self._db.run_transaction(lambda conn: admit_in(conn, admission))

    async def extend(self, reservation: Reservation, admission: Admission, *, spent: int, extra: int) -> None:
        """Grow a running turn's reservation by `extra` if every budget (counting the `spent` tokens of the turn
        so far instead of its reservation) still has room; raise the refusal otherwise, changing nothing."""
        row = token_ledger.c
        own = token_ledger.update().where(row.id == reservation.id, row.state == RESERVED)

        def grow(conn: sa.Connection) -> None:
            _lock_keys(conn, admission)
            conn.execute(own.values(total_tokens=spent))
            _check_all(conn, admission, count_requests=False, locked=True)
            conn.execute(own.values(total_tokens=spent + extra, reserved_tokens=row.reserved_tokens + extra))

        await self._db.run_transaction(grow)

    async def settle(self, reservation: Reservation, usage: Usage | None, *, now: datetime) -> None:
        settlement = Settlement(reservation.id, usage or Usage(0, 0))
        await self._db.run_transaction(lambda conn: settle_in(conn, settlement, now=now))

    async def record(
        self, kind: ChargeKind, scope: ChargeScope, usage: Usage, *, now: datetime, within: Reservation | None = None
    ) -> None:
        values = _usage_values(usage)
        async with self._db.transaction() as conn:
            await conn.execute(
                token_ledger.insert().values(
                    kind=kind.value, state=SETTLED, **_scope_values(scope), created_at=now, settled_at=now, **values
                )
            )
            if within is not None:  # the call was part of that turn: it draws its reservation down
                row, spent = token_ledger.c, values["total_tokens"]
                await conn.execute(
                    token_ledger.update()
                    .where(row.id == within.id, row.state == RESERVED)
                    .values(total_tokens=sa.case((row.total_tokens > spent, row.total_tokens - spent), else_=0))
                )

    async def quota_usage(self, user_id: str, *, quota: QuotaPolicy, now: datetime) -> Sequence[PeriodUsage]:
        return await self._db.run_transaction(lambda conn: _quota_usage(conn, user_id, quota, now))

    async def daily_usage(self, *, since: datetime, zone: ZoneInfo) -> Sequence[DailyUsage]:
        c = token_ledger.c
        query = sa.select(
            c.created_at, c.input_tokens, c.output_tokens, c.cached_tokens, c.reasoning_tokens, c.state
        ).where(c.created_at >= since)
        days: dict[str, list[int]] = {}
        async with self._db.transaction() as conn:
            rows = (await conn.execute(query)).all()
        for created_at, inp, out, cached, reasoning, state in rows:
            if state != SETTLED:
                continue
            day = created_at.astimezone(zone).date().isoformat()
            totals = days.setdefault(day, [0, 0, 0, 0, 0])
            for index, value in enumerate((inp, out, cached, reasoning, 1)):
                totals[index] += int(value)
        return [DailyUsage(day, *totals) for day, totals in sorted(days.items())]

    async def settle_stale(self, *, reserved_before: datetime, now: datetime) -> int:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                token_ledger.update()
                .where(token_ledger.c.state == RESERVED, token_ledger.c.created_at < reserved_before)
                .values(state=SETTLED, settled_at=now)
            )
        return int(result.rowcount or 0)

    async def prune(self, *, before: datetime) -> int:
        """Delete settled rows older than `before` (past every window and chart)."""
        async with self._db.transaction() as conn:
            result = await conn.execute(
                token_ledger.delete().where(token_ledger.c.state == SETTLED, token_ledger.c.created_at < before)
            )
        return int(result.rowcount or 0)


def admit_in(conn: sa.Connection, admission: Admission, *, own: QuotaLimits | None = None) -> Reservation:
    """`SqlLedgerStore.admit` inside the caller's transaction (`claim_turn` admits the turn it claims): the checks
    under the locks, then the reservation; a refusal raises, and the caller's transaction rolls back. `own`: the
    user's limits when the caller read them already in this transaction (`store.budgets.quotas.limits_columns`)."""
    scope, now = admission.scope, admission.now
    report = _check_all(conn, admission, count_requests=True, own=own)
    reserve = {
        "kind": ChargeKind.TURN.value,
        "state": RESERVED,
        **_scope_values(scope),
        "reserved_tokens": admission.reserve_tokens,
        "total_tokens": admission.reserve_tokens,
        "created_at": now,
    }
    result = conn.execute(_RESERVE, reserve)
    reservation_id = int(result.scalar_one())
    return Reservation(id=reservation_id, tokens=admission.reserve_tokens, scope=scope, quota=tuple(report))


def settle_in(conn: sa.Connection, settlement: Settlement, *, now: datetime) -> None:
    """`SqlLedgerStore.settle` inside the caller's transaction (`finish_turn` settles the turn it ends)."""
    values = _usage_values(settlement.usage)
    conn.execute(_SETTLE, {"b_id": settlement.reservation_id, **values, "settled_at": now})


_RESERVE = token_ledger.insert().returning(token_ledger.c.id)
_SETTLE = (
    token_ledger.update()
    .where(token_ledger.c.id == sa.bindparam("b_id"), token_ledger.c.state == RESERVED)
    .values(state=SETTLED)
)
"""Every turn reserves and settles: the statements are built once and take their values as parameters (the
settlement's usage columns and `settled_at` come in the parameters too)."""


def _lock_keys(conn: sa.Connection, admission: Admission, *, user: bool = True) -> None:
    scope, keys = admission.scope, []
    if admission.site.active:
        keys.append(SITE_KEY)
    if admission.spend_cap is not None and scope.connection_id is not None:
        keys.append(f"ledger:connection:{scope.connection_id}:{scope.user_id or 'anonymous'}")
    if user and scope.user_id is not None:
        keys.append(f"ledger:user:{scope.user_id}")
    for key in sorted(keys):
        lock_key_in(conn, key, admission.now)


def _check_all(
    conn: sa.Connection,
    admission: Admission,
    *,
    count_requests: bool,
    locked: bool = False,
    own: QuotaLimits | None = None,
) -> list[PeriodUsage]:
    """Every budget for this admission, under the locks (taken here unless `locked`); the user's quota report (none
    for a user with no limit: it would only say so, and computing three resets in the user's zone costs a turn's
    start about 0.1 ms)."""
    scope, now = admission.scope, admission.now
    if own is None:
        own = read_limits(conn, scope.user_id) if scope.user_id is not None else QuotaLimits()
    # An unlimited user has nothing to count or serialize: no lock, no sums (the common case costs one read).
    limited = any(resolve_limit(own.get(p), admission.quota.defaults.get(p)) is not None for p in PERIODS)
    if not locked:
        _lock_keys(conn, admission, user=limited)
    if admission.site.active:
        _check_site(conn, admission, count_requests=count_requests)
    if admission.spend_cap is not None and scope.connection_id is not None:
        since = now - admission.spend_cap.window
        used, oldest = _sum(conn, _spender(scope), since)
        check_spend(admission.spend_cap, used=used, oldest=oldest, now=now, connection=admission.connection_name)
    if scope.user_id is None or not limited:
        return []
    report = _quota_usage(conn, scope.user_id, admission.quota, now, own=own)
    check_quota(report, now=now)
    return report


def _check_site(conn: sa.Connection, admission: Admission, *, count_requests: bool) -> None:
    now, c = admission.now, token_ledger.c
    turns, oldest = 0, None
    if count_requests:  # the minute burst limits admissions; a running turn's extension is not a new request
        turns, oldest = conn.execute(
            sa.select(sa.func.count(), sa.func.min(c.created_at)).where(
                c.kind == ChargeKind.TURN.value, c.created_at > now - MINUTE
            )
        ).one()
    day = PERIODS[0]
    tokens_today, _ = _sum(conn, sa.true(), period_start(day, now, admission.quota.zone))
    check_admission(
        admission.site,
        turns_last_minute=int(turns),
        oldest_turn=oldest,
        tokens_today=tokens_today,
        day_ends=next_reset(day, now, admission.quota.zone),
        now=now,
    )


def _quota_usage(
    conn: sa.Connection, user_id: str, quota: QuotaPolicy, now: datetime, *, own: QuotaLimits | None = None
) -> list[PeriodUsage]:
    starts = {p: period_start(p, now, quota.zone) for p in PERIODS}
    c = token_ledger.c
    columns = [
        sa.func.coalesce(sa.func.sum(sa.case((c.created_at >= s, c.total_tokens), else_=0)), 0) for s in starts.values()
    ]
    row = conn.execute(sa.select(*columns).where(c.user_id == user_id, c.created_at >= min(starts.values()))).one()
    used = {p: int(v) for p, v in zip(starts, row, strict=True)}
    if own is None:
        own = read_limits(conn, user_id)
    return usage_report(own=own, defaults=quota.defaults, used=used, now=now, zone=quota.zone)


def _spender(scope: ChargeScope) -> sa.ColumnElement[bool]:
    """The rows a spend cap counts: this principal's on this connection (anonymous callers share one count)."""
    c = token_ledger.c
    user = c.user_id.is_(None) if scope.user_id is None else c.user_id == scope.user_id
    return sa.and_(c.connection_id == scope.connection_id, user)


def _sum(conn: sa.Connection, where: sa.ColumnElement[bool], since: datetime) -> tuple[int, datetime | None]:
    c = token_ledger.c
    total, oldest = conn.execute(
        sa.select(sa.func.coalesce(sa.func.sum(c.total_tokens), 0), sa.func.min(c.created_at)).where(
            where, c.created_at > since
        )
    ).one()
    return int(total), oldest  # Postgres sums BIGINT as NUMERIC


def _scope_values(scope: ChargeScope) -> dict[str, str | None]:
    return {
        "user_id": scope.user_id,
        "tenant_id": scope.tenant_id,
        "connection_id": scope.connection_id,
        "conversation_id": scope.conversation_id,
    }


def _usage_values(usage: Usage) -> dict[str, int]:
    counts = {
        "input_tokens": max(0, int(usage.input_tokens)),
        "output_tokens": max(0, int(usage.output_tokens)),
        "cached_tokens": max(0, int(usage.cached_tokens)),
        "reasoning_tokens": max(0, int(usage.reasoning_tokens)),
    }
    return {**counts, "total_tokens": counts["input_tokens"] + counts["output_tokens"]}
