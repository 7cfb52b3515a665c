"""Per-user token quotas: daily, weekly and monthly limits over calendar periods (Waldur's semantics, fixed).

Limit resolution per period: the user's own value wins (0 included), else the site default, else unlimited.
`-1` means unlimited, `0` blocks everything; anything below `-1` or not an integer is refused, naming the field.
Periods are calendar periods in the operator's time zone (UTC by default): the day starts at 00:00, the week on
Monday 00:00, the month on the 1st at 00:00. Usage is summed from the ledger over the current period on every read
and every write, so there is no counter to reset and nothing goes stale (Waldur reset lazily and lost usage that
a stream recorded after midnight).

A turn is admitted while every period has `remaining > 0`; it reserves its estimated ceiling first and settles the
real usage after, so concurrent turns cannot overshoot a limit by more than one turn's reservation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from deputy.errors import ConfigurationError, InputError, QuotaExceeded, QuotaMisconfigured

UNLIMITED = -1


class Period(StrEnum):
    DAILY = "daily"
    WEEKLY = "weekly"
    MONTHLY = "monthly"


PERIODS: tuple[Period, ...] = (Period.DAILY, Period.WEEKLY, Period.MONTHLY)


class InvalidLimit(InputError):
    """Raised when a quota limit is not an integer of at least -1; `field` names the limit."""

    code = "invalid_limit"

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(
            f"{field_name}: {message}",
            details={"field": field_name, "issues": [{"field": field_name, "message": message}]},
        )
        self.field = field_name


def validate_limit(field_name: str, value: Any) -> int | None:
    """`value` as a limit (None: use the site default); `InvalidLimit` names the field otherwise."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidLimit(field_name, "must be an integer (-1 for unlimited, 0 to block) or null for the default")
    if value < UNLIMITED:
        raise InvalidLimit(field_name, "must be -1 (unlimited), 0 (blocked) or a positive number of tokens")
    return value


@dataclass(frozen=True, slots=True)
class QuotaLimits:
    """One user's own limits per period; None means the site default applies."""

    daily: int | None = None
    weekly: int | None = None
    monthly: int | None = None

    def get(self, period: Period) -> int | None:
        value: int | None = getattr(self, period.value)
        return value

    @classmethod
    def of(cls, values: Mapping[str, Any]) -> QuotaLimits:
        """Validated limits from a mapping of period name to value; `InvalidLimit` names the first bad one."""
        return cls(**{p.value: validate_limit(p.value, values.get(p.value)) for p in PERIODS})


def resolve_limit(own: int | None, default: int | None) -> int | None:
    """The limit in force: the user's own value, else the default; None means unlimited.

    A value below -1 (a database edited by hand, a bad setting) refuses clearly instead of silently allowing.
    """
    value = own if own is not None else default
    if value is None or value == UNLIMITED:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < UNLIMITED:
        raise QuotaMisconfigured("The token quota is misconfigured; ask an administrator to fix it.")
    return value


def valid_zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigurationError(f"Unknown quota time zone {name!r}; use an IANA name such as UTC.") from None


def period_start(period: Period, now: datetime, zone: ZoneInfo) -> datetime:
    """The start of the calendar period containing `now`, in `zone`, as an aware UTC instant."""
    local = now.astimezone(zone)
    day = local.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=None)
    match period:
        case Period.DAILY:
            start = day
        case Period.WEEKLY:
            start = day - timedelta(days=day.weekday())
        case Period.MONTHLY:
            start = day.replace(day=1)
    return start.replace(tzinfo=zone).astimezone(UTC)


def next_reset(period: Period, now: datetime, zone: ZoneInfo) -> datetime:
    """When the period containing `now` ends (the next calendar boundary in `zone`), as aware UTC."""
    local = period_start(period, now, zone).astimezone(zone).replace(tzinfo=None)
    match period:
        case Period.DAILY:
            end = local + timedelta(days=1)
        case Period.WEEKLY:
            end = local + timedelta(days=7)
        case Period.MONTHLY:
            end = (
                local.replace(year=local.year + 1, month=1)
                if local.month == 12
                else local.replace(month=local.month + 1)
            )
    return end.replace(tzinfo=zone).astimezone(UTC)


@dataclass(frozen=True, slots=True)
class PeriodUsage:
    """One period of a user's quota: `limit`/`remaining` None mean unlimited. `used` counts open reservations."""

    period: Period
    limit: int | None
    used: int
    reset_at: datetime

    @property
    def remaining(self) -> int | None:
        return None if self.limit is None else max(0, self.limit - self.used)

    def to_json(self) -> dict[str, Any]:
        return {
            "period": self.period.value,
            "limit": self.limit,
            "used": self.used,
            "remaining": self.remaining,
            "reset_at": self.reset_at.isoformat(),
        }


def usage_report(
    *,
    own: QuotaLimits,
    defaults: QuotaLimits,
    used: Mapping[Period, int],
    now: datetime,
    zone: ZoneInfo,
) -> list[PeriodUsage]:
    """Each period's limit in force, usage so far and next reset."""
    return [
        PeriodUsage(
            period=p,
            limit=resolve_limit(own.get(p), defaults.get(p)),
            used=max(0, used.get(p, 0)),
            reset_at=next_reset(p, now, zone),
        )
        for p in PERIODS
    ]


WARN_AT = 0.8
"""A turn that leaves a period at or above this share of its limit carries a `data-quota-warning` part."""


def quota_warning(report: Sequence[PeriodUsage], *, reserved: int) -> dict[str, Any] | None:
    """The warning for the periods this turn (its reservation counted) takes to `WARN_AT` of their limit, if any."""
    near = [u for u in report if u.limit and (u.used + reserved) >= WARN_AT * u.limit]
    if not near:
        return None
    worst = max(near, key=lambda u: (u.used + reserved) / (u.limit or 1))
    share = min(100, round(100 * (worst.used + reserved) / (worst.limit or 1)))
    return {
        "kind": "quota",
        "message": f"You have used about {share}% of your {worst.period.value} token limit.",
        "periods": [u.to_json() for u in near],
    }


def check_quota(report: Sequence[PeriodUsage], *, now: datetime) -> None:
    """Raise `QuotaExceeded` for the first period (daily, weekly, monthly) with nothing left; a user below every
    limit is admitted even when the turn may take them past it (its reservation bounds by how much)."""
    for usage in report:
        if usage.remaining is not None and usage.remaining <= 0:
            retry = max(1, int((usage.reset_at - now).total_seconds() + 0.999))
            raise QuotaExceeded(
                f"Your {usage.period.value} token limit is used up; it resets at {usage.reset_at.isoformat()}.",
                retry_after=retry,
                details={
                    "period": usage.period.value,
                    "limit": usage.limit,
                    "used": usage.used,
                    "reset_at": usage.reset_at.isoformat(),
                },
            )
