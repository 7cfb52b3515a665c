"""The controls a turn runs under, against the real ledger: what a turn is charged when it settles."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from datetime import UTC, datetime

from deputy.core.budgets.ledger import TurnBudget
from deputy.core.chat.controls import TurnControls, open_account
from deputy.core.connections import ModelConnection
from deputy.core.conversations.records import Conversation, PermissionMode
from deputy.core.identity.principal import Principal
from deputy.core.model import Completion, ModelBinding, ModelEvent, ModelRequest, Usage
from deputy.store import Database, Stores

NOW = datetime(2026, 1, 1, tzinfo=UTC)
CONNECTION = ModelConnection(id="c1", name="main", base_url="http://x", default_model="m")
CONVERSATION = Conversation(
    id="conv", owner_id="u1", tenant_id=None, title=None, connection_id="c1", model="m",
    permission_mode=PermissionMode.APPROVE, created_at=NOW, updated_at=NOW,
)  # fmt: skip


class Silent:
    """A chat model never called here; the binding needs one."""

    def stream(self, request: ModelRequest) -> AsyncGenerator[ModelEvent, None]:
        raise AssertionError("not called")

    async def complete(self, request: ModelRequest) -> Completion:
        raise AssertionError("not called")


class Clock:
    def now(self) -> datetime:
        return NOW


async def controls(sqlite_db: Database) -> tuple[TurnControls, TurnBudget]:
    budget = TurnBudget(Stores.open(sqlite_db).ledger, reserve_tokens=1_000)
    account = await open_account(
        budget, principal=Principal.user("u1"), conversation=CONVERSATION, connection=CONNECTION, rows=[],
        user_text="hi", now=NOW,
    )  # fmt: skip
    binding = ModelBinding(chat_model=Silent(), model_id="m", options={}, connection=CONNECTION)
    return TurnControls(binding=binding, conversation=CONVERSATION, clock=Clock(), account=account), budget


async def test_a_turn_whose_server_reported_no_usage_is_charged_its_reservation(sqlite_db: Database) -> None:
    turn, budget = await controls(sqlite_db)
    turn.ran_model = True

    await turn.settle(None)

    assert turn.account is not None and turn.account.reservation is not None
    assert (await budget.usage("u1", now=NOW))[0].used == turn.account.reservation.tokens


async def test_a_turn_that_never_called_the_model_is_charged_nothing(sqlite_db: Database) -> None:
    turn, budget = await controls(sqlite_db)

    await turn.settle(None)

    assert (await budget.usage("u1", now=NOW))[0].used == 0


async def test_a_reported_usage_is_what_the_turn_is_charged(sqlite_db: Database) -> None:
    turn, budget = await controls(sqlite_db)
    turn.ran_model = True

    await turn.settle(Usage(120, 30))

    assert (await budget.usage("u1", now=NOW))[0].used == 150
