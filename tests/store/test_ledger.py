"""The token ledger on both engines: admission under the budgets, reserve then settle, reports."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from deputy.core.budgets.admission import SiteBudget
from deputy.core.budgets.ledger import ChargeKind, ChargeScope, QuotaPolicy, TurnBudget
from deputy.core.budgets.quotas import Period, QuotaLimits
from deputy.core.connections import ModelConnection
from deputy.core.model import Usage
from deputy.errors import AdmissionRefused, QuotaExceeded, SpendCapExceeded
from deputy.store import Database, Stores

NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)


def connection(tokens: int | None = None, minutes: int | None = None) -> ModelConnection:
    return ModelConnection(
        id="conn1",
        name="main",
        base_url="http://x",
        default_model="m",
        spend_cap_tokens=tokens,
        spend_window_minutes=minutes,
    )


def scope(user: str = "u1") -> ChargeScope:
    return ChargeScope(user_id=user, tenant_id="t", connection_id="conn1", conversation_id="c1")


async def test_a_reservation_counts_until_it_settles_at_the_real_usage(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, reserve_tokens=500)

    reservation = await budget.admit(scope(), connection(), prompt_tokens=100, now=NOW)
    during = await budget.usage("u1", now=NOW)
    await budget.settle(reservation, Usage(input_tokens=70, output_tokens=30, cached_tokens=20), now=NOW)
    after = await budget.usage("u1", now=NOW)

    assert reservation.tokens == 600
    assert [p.used for p in during] == [600, 600, 600]
    assert [p.used for p in after] == [100, 100, 100]


async def test_a_user_over_the_daily_limit_is_refused_with_the_reset_time(database: Database) -> None:
    stores = Stores.open(database)
    await stores.quotas.set_limits("u1", {"daily": 1000}, by="admin", now=NOW)
    budget = TurnBudget(stores.ledger, reserve_tokens=10)
    await budget.record(ChargeKind.TITLE, scope(), Usage(600, 400), now=NOW)

    with pytest.raises(QuotaExceeded) as caught:
        await budget.admit(scope(), connection(), prompt_tokens=10, now=NOW)

    assert caught.value.details["reset_at"] == "2026-03-19T00:00:00+00:00"
    assert caught.value.retry_after == 12 * 3600
    # The next day the same user is admitted again: periods need no reset job.
    await budget.admit(scope(), connection(), prompt_tokens=10, now=NOW + timedelta(hours=12))


async def test_a_user_just_below_the_limit_is_admitted_and_may_finish_past_it(database: Database) -> None:
    stores = Stores.open(database)
    await stores.quotas.set_limits("u1", {"daily": 1000}, by=None, now=NOW)
    budget = TurnBudget(stores.ledger, reserve_tokens=500)
    await budget.record(ChargeKind.TURN, scope(), Usage(900, 50), now=NOW)

    reservation = await budget.admit(scope(), connection(), prompt_tokens=1, now=NOW)
    await budget.settle(reservation, Usage(100, 20), now=NOW)

    daily = (await budget.usage("u1", now=NOW))[0]
    assert daily.used == 1070 and daily.remaining == 0


async def test_the_site_default_applies_to_users_without_their_own_limit(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, quota=QuotaPolicy(defaults=QuotaLimits(weekly=0)))
    await stores.quotas.set_limits("vip", {"weekly": -1}, by=None, now=NOW)

    with pytest.raises(QuotaExceeded):
        await budget.admit(scope("u1"), connection(), prompt_tokens=1, now=NOW)
    await budget.admit(scope("vip"), connection(), prompt_tokens=1, now=NOW)


async def test_the_spend_cap_counts_each_users_spending_on_the_connection_in_its_rolling_window(
    database: Database,
) -> None:
    """Per principal on the connection, as the seed caps it: u1's spending refuses u1, never u2."""
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, reserve_tokens=100)
    capped = connection(tokens=1000, minutes=60)
    await budget.record(ChargeKind.SUMMARY, scope("u1"), Usage(500, 0), now=NOW)
    await budget.record(ChargeKind.CLASSIFIER, scope("u1"), Usage(450, 50), now=NOW + timedelta(minutes=10))

    with pytest.raises(SpendCapExceeded) as caught:
        await budget.admit(scope("u1"), capped, prompt_tokens=1, now=NOW + timedelta(minutes=20))
    await budget.admit(scope("u2"), capped, prompt_tokens=1, now=NOW + timedelta(minutes=20))

    assert caught.value.retry_after == 40 * 60
    await budget.admit(scope("u1"), capped, prompt_tokens=1, now=NOW + timedelta(minutes=61))


async def test_the_site_budget_counts_admitted_turns_per_minute(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, site=SiteBudget(requests_per_minute=2))
    await budget.admit(scope("a"), connection(), prompt_tokens=1, now=NOW)
    await budget.admit(scope("b"), connection(), prompt_tokens=1, now=NOW + timedelta(seconds=30))

    with pytest.raises(AdmissionRefused) as caught:
        await budget.admit(scope("c"), connection(), prompt_tokens=1, now=NOW + timedelta(seconds=40))

    assert caught.value.retry_after == 20
    await budget.admit(scope("c"), connection(), prompt_tokens=1, now=NOW + timedelta(seconds=61))


async def test_the_site_budget_refuses_once_the_days_tokens_are_spent(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, site=SiteBudget(tokens_per_day=1000))
    await budget.record(ChargeKind.TURN, scope("a"), Usage(999, 1), now=NOW)

    with pytest.raises(AdmissionRefused) as caught:
        await budget.admit(scope("b"), connection(), prompt_tokens=1, now=NOW)

    assert caught.value.details["limit"] == "tokens_per_day"


async def test_usage_per_day_sums_input_output_cached_and_reasoning_tokens(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger)
    await budget.record(ChargeKind.TURN, scope(), Usage(100, 20, cached_tokens=60, reasoning_tokens=5), now=NOW)
    await budget.record(ChargeKind.TITLE, scope(), Usage(10, 2), now=NOW + timedelta(hours=1))
    await budget.record(ChargeKind.TURN, scope(), Usage(7, 3), now=NOW + timedelta(days=1))
    open_reservation = await budget.admit(scope(), connection(), prompt_tokens=1, now=NOW)

    days = await stores.ledger.daily_usage(since=NOW - timedelta(days=1), zone=ZoneInfo("UTC"))

    assert [(d.day, d.input_tokens, d.output_tokens, d.cached_tokens, d.reasoning_tokens, d.calls) for d in days] == [
        ("2026-03-18", 110, 22, 60, 5, 2),
        ("2026-03-19", 7, 3, 0, 0, 1),
    ]
    assert open_reservation.tokens > 0


async def test_a_stale_reservation_is_settled_as_spent_by_the_sweep(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, reserve_tokens=300)
    await budget.admit(scope(), connection(), prompt_tokens=1, now=NOW)

    swept = await stores.ledger.settle_stale(reserved_before=NOW + timedelta(hours=2), now=NOW + timedelta(hours=2))

    assert swept == 1
    assert (await budget.usage("u1", now=NOW + timedelta(hours=2)))[0].used == 301


async def test_concurrent_admissions_in_one_process_overshoot_by_at_most_one_reservation(database: Database) -> None:
    stores = Stores.open(database)
    await stores.quotas.set_limits("u1", {"daily": 1000}, by=None, now=NOW)
    budget = TurnBudget(stores.ledger, reserve_tokens=99)

    results = await asyncio.gather(
        *(budget.admit(scope(), connection(), prompt_tokens=1, now=NOW) for _ in range(30)), return_exceptions=True
    )

    admitted = [r for r in results if not isinstance(r, BaseException)]
    assert all(isinstance(r, QuotaExceeded) for r in results if isinstance(r, BaseException))
    assert len(admitted) == 10  # 10 x 100 reaches the limit exactly; the 11th sees nothing left
    assert (await budget.usage("u1", now=NOW))[0].used == 1000


async def test_period_usage_is_reported_per_period_in_the_policy_zone(database: Database) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, quota=QuotaPolicy(zone=ZoneInfo("Asia/Tokyo")))
    await budget.record(ChargeKind.TURN, scope(), Usage(10, 0), now=datetime(2026, 3, 18, 14, 59, tzinfo=UTC))
    await budget.record(ChargeKind.TURN, scope(), Usage(5, 0), now=datetime(2026, 3, 18, 15, 1, tzinfo=UTC))

    usage = {p.period: p for p in await budget.usage("u1", now=datetime(2026, 3, 18, 16, tzinfo=UTC))}

    assert usage[Period.DAILY].used == 5  # Tokyo's new day began at 15:00 UTC
    assert usage[Period.MONTHLY].used == 15


async def test_a_side_call_of_a_turn_draws_its_reservation_down_so_the_turn_stays_inside_it(
    database: Database,
) -> None:
    stores = Stores.open(database)
    budget = TurnBudget(stores.ledger, reserve_tokens=999)
    reservation = await budget.admit(scope(), connection(), prompt_tokens=1, now=NOW)

    await budget.record(ChargeKind.TITLE, scope(), Usage(200, 50), now=NOW, within=reservation)
    during = (await budget.usage("u1", now=NOW))[0].used
    await budget.record(ChargeKind.CLASSIFIER, scope(), Usage(900, 0), now=NOW, within=reservation)
    over = (await budget.usage("u1", now=NOW))[0].used
    await budget.settle(reservation, Usage(100, 10), now=NOW)

    assert during == 1000  # 250 recorded + 750 still reserved
    assert over == 1150  # a reservation never goes below zero
    assert (await budget.usage("u1", now=NOW))[0].used == 250 + 900 + 110


async def test_extending_a_running_turn_counts_what_it_spent_and_a_refusal_changes_nothing(database: Database) -> None:
    stores = Stores.open(database)
    await stores.quotas.set_limits("u1", {"daily": 5_000}, by=None, now=NOW)
    budget = TurnBudget(stores.ledger, reserve_tokens=999)
    admission = budget.admission(scope(), connection(), prompt_tokens=1, now=NOW)
    reservation = await stores.ledger.admit(admission)

    await stores.ledger.extend(reservation, admission, spent=3_000, extra=1_000)
    grown = (await budget.usage("u1", now=NOW))[0].used
    with pytest.raises(QuotaExceeded):
        await stores.ledger.extend(reservation, admission, spent=6_000, extra=1_000)

    assert grown == 4_000
    assert (await budget.usage("u1", now=NOW))[0].used == 4_000
