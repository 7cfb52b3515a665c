"""Who may start a turn at all: the assistant's on/off and role switches, and the site-wide admission budget.

Switches (Waldur's `AI_ASSISTANT_ENABLED` and `ENABLED_ROLES`): the assistant can be off for everyone, or open to
staff only, staff and support, or all users. Staff are administrators; support holds `SUPPORT_PERMISSION`.

The site budget (Waldur's global budget) counts admitted turns per rolling minute and tokens per calendar day in
the quota time zone. Its numbers use the same semantics as user quotas, fixing Waldur's mismatch: -1 is
unlimited, 0 blocks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from deputy.core.identity.principal import Principal
from deputy.errors import AdmissionRefused, AssistantUnavailable

SUPPORT_PERMISSION = "assistant.support"
MINUTE = timedelta(minutes=1)


class EnabledRoles(StrEnum):
    DISABLED = "disabled"
    STAFF = "staff"
    STAFF_AND_SUPPORT = "staff_and_support"
    ALL = "all"


def is_staff(principal: Principal) -> bool:
    return principal.is_admin


def is_support(principal: Principal) -> bool:
    """Staff, or a holder of the support permission (reads other users' conversations, audited)."""
    return is_staff(principal) or principal.holds(SUPPORT_PERMISSION)


def check_enabled(principal: Principal, *, enabled: bool, roles: EnabledRoles) -> None:
    """Raise `AssistantUnavailable` when the assistant is off, or not open to this caller's role."""
    if not enabled or roles is EnabledRoles.DISABLED:
        raise AssistantUnavailable("The assistant is switched off on this site.", code="assistant_disabled")
    allowed = {
        EnabledRoles.STAFF: is_staff(principal),
        EnabledRoles.STAFF_AND_SUPPORT: is_support(principal),
        EnabledRoles.ALL: True,
    }[roles]
    if not allowed:
        raise AssistantUnavailable(
            "The assistant is not available for your role on this site.", code="assistant_not_for_role"
        )


@dataclass(frozen=True, slots=True)
class SiteBudget:
    """-1 means unlimited, 0 blocks (the same as user quotas)."""

    requests_per_minute: int = -1
    tokens_per_day: int = -1

    @property
    def active(self) -> bool:
        return self.requests_per_minute != -1 or self.tokens_per_day != -1


def check_admission(
    budget: SiteBudget,
    *,
    turns_last_minute: int,
    oldest_turn: datetime | None,
    tokens_today: int,
    day_ends: datetime,
    now: datetime,
) -> None:
    """Raise `AdmissionRefused` when the site's minute burst or daily token budget is used up."""
    if budget.requests_per_minute != -1 and turns_last_minute >= budget.requests_per_minute:
        frees = (oldest_turn + MINUTE) if oldest_turn is not None else now + MINUTE
        raise AdmissionRefused(
            "The assistant is busy right now; try again in a moment.",
            retry_after=max(1, math.ceil((frees - now).total_seconds())),
            details={"limit": "requests_per_minute", "reset_at": frees.isoformat()},
        )
    if budget.tokens_per_day != -1 and tokens_today >= budget.tokens_per_day:
        raise AdmissionRefused(
            "The assistant used its token budget for today; try again tomorrow.",
            retry_after=max(1, math.ceil((day_ends - now).total_seconds())),
            details={"limit": "tokens_per_day", "reset_at": day_ends.isoformat()},
        )
