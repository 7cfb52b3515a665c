"""Hypothesis state machine: the ledger's admissions agree with a plain model, and no budget is overshot by more
than one reservation, whatever the order of turns, settlements and the passing of time."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Coroutine
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from deputy.core.budgets.admission import SiteBudget
from deputy.core.budgets.ledger import ChargeScope, QuotaPolicy, Reservation, TurnBudget
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.connections import ModelConnection
from deputy.core.model import Usage
from deputy.errors import AdmissionRefused, QuotaExceeded, SpendCapExceeded
from deputy.store import Database, Stores
from deputy.store.engine.migrate import upgrade

T = TypeVar("T")
USER_LIMIT = 2_000
SPEND_CAP = 3_000
SITE_DAY = 5_000
MAX_RESERVE = 400
WINDOW = timedelta(minutes=60)


@dataclass
class Row:
    user: str
    at: datetime
    tokens: int
    open: bool


class LedgerModel(RuleBasedStateMachine):
    """Driven against a real SQLite ledger; every example uses fresh user, connection and day, so rows from
    earlier examples never count."""

    loop: asyncio.AbstractEventLoop
    stores: Stores
    example = 0

    def __init__(self) -> None:
        super().__init__()
        LedgerModel.example += 1
        self.now = datetime(2030, 1, 1, tzinfo=UTC) + timedelta(days=40 * LedgerModel.example)
        self.day_start = self.now
        self.connection = ModelConnection(
            id=uuid.uuid4().hex,
            name="capped",
            base_url="http://x",
            default_model="m",
            spend_cap_tokens=SPEND_CAP,
            spend_window_minutes=60,
        )
        self.users = [uuid.uuid4().hex[:12] for _ in range(2)]
        self.budget = TurnBudget(
            self.stores.ledger,
            quota=QuotaPolicy(defaults=QuotaLimits(daily=USER_LIMIT)),
            site=SiteBudget(tokens_per_day=SITE_DAY),
            reserve_tokens=0,
        )
        self.rows: list[Row] = []
        self.open: list[tuple[Reservation, int]] = []

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(coroutine)

    @initialize()
    def start(self) -> None:
        pass

    # -- the model ---------------------------------------------------------------------------------------

    def user_today(self, user: str) -> int:
        return sum(r.tokens for r in self.rows if r.user == user and r.at >= self.day_start)

    def connection_window(self, user: str) -> int:
        """What `user` spent on the capped connection in its window: the cap is each principal's."""
        return sum(r.tokens for r in self.rows if r.user == user and r.at > self.now - WINDOW)

    def site_today(self) -> int:
        return sum(r.tokens for r in self.rows if r.at >= self.day_start)

    # -- rules -------------------------------------------------------------------------------------------

    @rule(user=st.integers(0, 1), reserve=st.integers(1, MAX_RESERVE))
    def admit(self, user: int, reserve: int) -> None:
        who = self.users[user]
        expected = (
            AdmissionRefused
            if self.site_today() >= SITE_DAY
            else SpendCapExceeded
            if self.connection_window(who) >= SPEND_CAP
            else QuotaExceeded
            if self.user_today(who) >= USER_LIMIT
            else None
        )
        scope = ChargeScope(who, None, self.connection.id, None)
        try:
            reservation = self.run(self.budget.admit(scope, self.connection, prompt_tokens=reserve, now=self.now))
        except (AdmissionRefused, SpendCapExceeded, QuotaExceeded) as refused:
            assert type(refused) is expected, (refused, expected)
            assert refused.retry_after >= 1
            return
        assert expected is None, expected
        self.rows.append(Row(who, self.now, reservation.tokens, open=True))
        self.open.append((reservation, len(self.rows) - 1))

    @precondition(lambda self: bool(self.open))
    @rule(pick=st.integers(0, 10**6), fraction=st.floats(0, 1))
    def settle(self, pick: int, fraction: float) -> None:
        reservation, index = self.open.pop(pick % len(self.open))
        actual = int(reservation.tokens * fraction)  # a turn never uses more than its reservation here
        self.run(self.budget.settle(reservation, Usage(input_tokens=actual, output_tokens=0), now=self.now))
        self.rows[index].tokens, self.rows[index].open = actual, False

    @rule(minutes=st.integers(1, 600))
    def wait(self, minutes: int) -> None:
        self.now += timedelta(minutes=minutes)
        while self.now >= self.day_start + timedelta(days=1):
            self.day_start += timedelta(days=1)

    # -- invariants --------------------------------------------------------------------------------------

    @invariant()
    def the_store_reports_what_the_model_holds(self) -> None:
        for user in self.users:
            daily = self.run(self.budget.usage(user, now=self.now))[0]
            assert daily.used == self.user_today(user)

    @invariant()
    def no_budget_is_overshot_by_more_than_one_reservation(self) -> None:
        for user in self.users:
            assert self.user_today(user) < USER_LIMIT + MAX_RESERVE
            assert self.connection_window(user) < SPEND_CAP + MAX_RESERVE
        assert self.site_today() < SITE_DAY + MAX_RESERVE


def test_the_ledger_budgets_agree_with_the_model_and_hold(tmp_path: Path) -> None:
    loop = asyncio.new_event_loop()
    try:
        database: Database = loop.run_until_complete(_open(tmp_path))
        LedgerModel.loop, LedgerModel.stores = loop, Stores.open(database)
        run_state_machine_as_test(
            LedgerModel,
            settings=settings(
                max_examples=30, stateful_step_count=25, deadline=None, suppress_health_check=list(HealthCheck)
            ),
        )
        loop.run_until_complete(database.dispose())
    finally:
        loop.close()


async def _open(directory: Path) -> Database:
    database = Database(f"sqlite:///{directory / 'ledger.db'}")
    await upgrade(database)
    return database
