"""The quota, spend-cap and admission rules, as pure functions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from deputy.core.budgets.admission import EnabledRoles, SiteBudget, check_admission, check_enabled
from deputy.core.budgets.quotas import (
    InvalidLimit,
    Period,
    PeriodUsage,
    QuotaLimits,
    check_quota,
    next_reset,
    period_start,
    resolve_limit,
    usage_report,
)
from deputy.core.budgets.spend import SpendCap, check_spend
from deputy.core.connections import ModelConnection
from deputy.core.identity.principal import Principal
from deputy.errors import AdmissionRefused, AssistantUnavailable, QuotaExceeded, QuotaMisconfigured, SpendCapExceeded

UTC_ZONE = ZoneInfo("UTC")
NOW = datetime(2026, 3, 18, 15, 30, tzinfo=UTC)  # a Wednesday


def test_a_users_own_limit_wins_over_the_default_even_when_it_is_zero() -> None:
    assert resolve_limit(0, 1000) == 0
    assert resolve_limit(500, 1000) == 500


def test_no_own_limit_falls_back_to_the_default_and_minus_one_is_unlimited() -> None:
    assert resolve_limit(None, 1000) == 1000
    assert resolve_limit(None, -1) is None
    assert resolve_limit(-1, 1000) is None
    assert resolve_limit(None, None) is None


def test_a_stored_limit_below_minus_one_refuses_instead_of_allowing() -> None:
    with pytest.raises(QuotaMisconfigured):
        resolve_limit(-5, None)


@pytest.mark.parametrize("bad", [-2, 1.5, "100", True])
def test_an_invalid_limit_is_refused_naming_its_field(bad: object) -> None:
    with pytest.raises(InvalidLimit) as caught:
        QuotaLimits.of({"weekly": bad})
    assert caught.value.field == "weekly"
    assert caught.value.to_problem()["field"] == "weekly"


def test_valid_limits_are_kept_and_missing_ones_mean_the_default() -> None:
    assert QuotaLimits.of({"daily": 0, "monthly": -1}) == QuotaLimits(daily=0, weekly=None, monthly=-1)


def test_periods_start_at_calendar_boundaries_in_utc() -> None:
    assert period_start(Period.DAILY, NOW, UTC_ZONE) == datetime(2026, 3, 18, tzinfo=UTC)
    assert period_start(Period.WEEKLY, NOW, UTC_ZONE) == datetime(2026, 3, 16, tzinfo=UTC)  # Monday
    assert period_start(Period.MONTHLY, NOW, UTC_ZONE) == datetime(2026, 3, 1, tzinfo=UTC)


def test_periods_follow_the_configured_time_zone() -> None:
    tokyo = ZoneInfo("Asia/Tokyo")  # 15:30 UTC is 00:30 the next day in Tokyo
    assert period_start(Period.DAILY, NOW, tokyo) == datetime(2026, 3, 18, 15, tzinfo=UTC)
    assert next_reset(Period.DAILY, NOW, tokyo) == datetime(2026, 3, 19, 15, tzinfo=UTC)


def test_the_next_reset_is_the_next_boundary_including_the_year_end() -> None:
    assert next_reset(Period.DAILY, NOW, UTC_ZONE) == datetime(2026, 3, 19, tzinfo=UTC)
    assert next_reset(Period.WEEKLY, NOW, UTC_ZONE) == datetime(2026, 3, 23, tzinfo=UTC)
    december = datetime(2026, 12, 31, 23, 59, tzinfo=UTC)
    assert next_reset(Period.MONTHLY, december, UTC_ZONE) == datetime(2027, 1, 1, tzinfo=UTC)


def test_a_month_boundary_across_a_dst_change_is_local_midnight() -> None:
    berlin = ZoneInfo("Europe/Berlin")
    start = next_reset(Period.MONTHLY, NOW, berlin)  # April 1st 00:00 CEST is March 31st 22:00 UTC
    assert start == datetime(2026, 3, 31, 22, tzinfo=UTC)


def report(used: dict[Period, int], own: QuotaLimits, defaults: QuotaLimits | None = None) -> list[PeriodUsage]:
    return usage_report(own=own, defaults=defaults or QuotaLimits(), used=used, now=NOW, zone=UTC_ZONE)


def test_a_user_below_every_limit_is_admitted() -> None:
    check_quota(report({Period.DAILY: 99}, QuotaLimits(daily=100)), now=NOW)


def test_the_first_exhausted_period_refuses_with_its_reset_time() -> None:
    usage = report({Period.DAILY: 10, Period.WEEKLY: 500, Period.MONTHLY: 500}, QuotaLimits(daily=100, weekly=500))
    with pytest.raises(QuotaExceeded) as caught:
        check_quota(usage, now=NOW)
    problem = caught.value.to_problem()
    assert problem["error"] == "quota_exceeded"
    assert problem["period"] == "weekly"
    assert problem["reset_at"] == "2026-03-23T00:00:00+00:00"
    assert caught.value.retry_after == int((datetime(2026, 3, 23, tzinfo=UTC) - NOW).total_seconds())


def test_a_zero_limit_blocks_everything() -> None:
    with pytest.raises(QuotaExceeded):
        check_quota(report({}, QuotaLimits(monthly=0)), now=NOW)


def test_remaining_is_none_when_unlimited_and_never_negative() -> None:
    usage = report({Period.DAILY: 150}, QuotaLimits(daily=100))
    assert usage[0].remaining == 0
    assert usage[1].remaining is None and usage[1].limit is None
    assert usage[0].to_json()["reset_at"] == "2026-03-19T00:00:00+00:00"


def connection(tokens: int | None, minutes: int | None) -> ModelConnection:
    return ModelConnection(
        id="c1",
        name="main",
        base_url="http://x",
        default_model="m",
        spend_cap_tokens=tokens,
        spend_window_minutes=minutes,
    )


def test_a_connection_without_a_cap_has_none_and_a_half_cap_refuses() -> None:
    assert SpendCap.of(connection(None, None)) is None
    assert SpendCap.of(connection(1000, 60)) == SpendCap(1000, timedelta(minutes=60))
    with pytest.raises(QuotaMisconfigured):
        SpendCap.of(connection(1000, None))


def test_the_spend_cap_refuses_at_the_budget_until_the_oldest_row_leaves_the_window() -> None:
    cap = SpendCap(1000, timedelta(minutes=60))
    check_spend(cap, used=999, oldest=NOW, now=NOW, connection="main")
    with pytest.raises(SpendCapExceeded) as caught:
        check_spend(cap, used=1000, oldest=NOW - timedelta(minutes=50), now=NOW, connection="main")
    assert caught.value.retry_after == 600


def test_the_site_budget_refuses_a_minute_burst_and_a_spent_day() -> None:
    day_ends = NOW + timedelta(hours=8, minutes=30)
    check_admission(
        SiteBudget(), turns_last_minute=10**6, oldest_turn=NOW, tokens_today=10**9, day_ends=day_ends, now=NOW
    )
    with pytest.raises(AdmissionRefused) as burst:
        check_admission(
            SiteBudget(requests_per_minute=5),
            turns_last_minute=5,
            oldest_turn=NOW - timedelta(seconds=45),
            tokens_today=0,
            day_ends=day_ends,
            now=NOW,
        )
    assert burst.value.retry_after == 15 and burst.value.details["limit"] == "requests_per_minute"
    with pytest.raises(AdmissionRefused) as daily:
        check_admission(
            SiteBudget(tokens_per_day=100),
            turns_last_minute=0,
            oldest_turn=None,
            tokens_today=100,
            day_ends=day_ends,
            now=NOW,
        )
    assert daily.value.retry_after == 8 * 3600 + 1800


def test_zero_blocks_the_site_budget_as_it_does_a_user_quota() -> None:
    with pytest.raises(AdmissionRefused):
        check_admission(
            SiteBudget(requests_per_minute=0),
            turns_last_minute=0,
            oldest_turn=None,
            tokens_today=0,
            day_ends=NOW,
            now=NOW,
        )


def test_the_switches_limit_the_assistant_to_roles() -> None:
    admin = Principal.user("a", permissions={"*"})
    support = Principal.user("s", permissions={"assistant.support"})
    user = Principal.user("u", permissions={"incidents.read"})
    check_enabled(user, enabled=True, roles=EnabledRoles.ALL)
    check_enabled(support, enabled=True, roles=EnabledRoles.STAFF_AND_SUPPORT)
    check_enabled(admin, enabled=True, roles=EnabledRoles.STAFF)
    with pytest.raises(AssistantUnavailable) as role:
        check_enabled(support, enabled=True, roles=EnabledRoles.STAFF)
    assert role.value.code == "assistant_not_for_role"
    with pytest.raises(AssistantUnavailable) as off:
        check_enabled(admin, enabled=False, roles=EnabledRoles.ALL)
    assert off.value.code == "assistant_disabled"


def test_a_turn_that_reaches_four_fifths_of_a_limit_is_warned_about_it() -> None:
    usage = report({Period.DAILY: 700, Period.WEEKLY: 700}, QuotaLimits(daily=1000, weekly=100_000))

    from deputy.core.budgets.quotas import quota_warning

    assert quota_warning(usage, reserved=50) is None
    warning = quota_warning(usage, reserved=150)
    assert warning is not None
    assert warning["message"] == "You have used about 85% of your daily token limit."
    assert [p["period"] for p in warning["periods"]] == ["daily"]
