"""A turn's start on both engines: the conversation read with its context in one transaction, and the turn begun
with its budget admission in one transaction (a refusal writes nothing)."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa
from sqlalchemy import event

from deputy.core.clock import ManualClock
from deputy.core.connections import ModelConnection
from deputy.core.conversations import Role, TurnStart
from deputy.core.ledger import ChargeKind, ChargeScope, TurnBudget
from deputy.core.model import Usage
from deputy.core.principal import Principal
from deputy.core.workspaces import ContextScope, ContextTarget
from deputy.errors import NotFound, QuotaExceeded
from deputy.store import Database, Stores
from deputy.store.conversations import _claim_turn
from deputy.store.tables import token_ledger, turn_leases
from tests.conftest import ENGINES

ANN = Principal.user("ann-id", tenant_id="t1", name="ann")
BOB = Principal.user("bob-id", tenant_id="t1", name="bob")
CONNECTION = ModelConnection(id="conn1", name="main", base_url="http://x", default_model="m")


def _start(conversation_id: str, turn_id: str = "t1") -> TurnStart:
    return TurnStart(
        conversation_id=conversation_id,
        turn_id=turn_id,
        assistant_id=f"a-{turn_id}",
        model="m",
        user_text="hello",
        lease_holder="me",
        lease_until=ManualClock().now() + timedelta(seconds=6),
    )


async def test_a_conversation_without_context_reads_empty_context(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    chat = await stores.conversations.create(ANN, now=clock.now())

    opened = await stores.turn_start.opened_turn(ANN, chat.id)

    assert opened.conversation.id == chat.id and list(opened.messages) == []
    assert (opened.reads.blocks, opened.reads.memories, opened.reads.loaded_tools) == ((), (), frozenset())


async def test_the_turns_context_is_read_with_the_conversation(database: Database, clock: ManualClock) -> None:
    stores, now = Stores.open(database), clock.now()
    ops = await stores.workspaces.create(tenant_id="t1", name="Ops", by=None, now=now)
    chat = await stores.conversations.create(ANN, now=now)
    await stores.context.stamp(ANN, chat.id, workspace_id=ops.id)
    for scope, scope_id in (
        (ContextScope.PLATFORM, ""),
        (ContextScope.TENANT, "t1"),
        (ContextScope.WORKSPACE, ops.id),
        (ContextScope.USER, ANN.id),
    ):
        await stores.context.set_block(scope, scope_id, "k", f"{scope.value} text", by=None, now=now)
    await stores.context.set_block(ContextScope.USER, BOB.id, "k", "bob's", by=None, now=now)
    await stores.context.set_block(ContextScope.TENANT, "t2", "k", "another tenant's", by=None, now=now)
    await stores.memories.add(ANN, content="Likes tables", always_inject=True, conversation_id=None, now=now)
    await stores.memories.add(ANN, content="Recall only", always_inject=False, conversation_id=None, now=now)
    await stores.memories.add(BOB, content="Bob's note", always_inject=True, conversation_id=None, now=now)
    await stores.loaded_tools.add_loaded_tools(chat.id, ["list_incidents"], now=now)
    await stores.conversations.append_message(chat.id, role=Role.USER, parts=[], content="hi", now=now)

    opened = await stores.turn_start.opened_turn(ANN, chat.id)

    expected = await stores.context.blocks_for(ContextTarget(user_id=ANN.id, tenant_id="t1", workspace_id=ops.id))
    assert opened.reads.blocks is not None
    assert sorted(b.text for b in opened.reads.blocks) == sorted(b.text for b in expected)
    assert sorted(b.text for b in opened.reads.blocks) == [
        "platform text",
        "tenant text",
        "user text",
        "workspace text",
    ]
    assert [m.content for m in opened.reads.memories or ()] == ["Likes tables"]
    assert opened.reads.loaded_tools == frozenset({"list_incidents"})
    assert [m.content for m in opened.messages] == ["hi"]


async def test_a_stranger_cannot_open_the_turn(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    chat = await stores.conversations.create(ANN, now=clock.now())

    with pytest.raises(NotFound):
        await stores.turn_start.opened_turn(BOB, chat.id)


async def test_an_admitted_turn_writes_its_reservation_and_names_it_in_the_lease(
    database: Database, clock: ManualClock
) -> None:
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    budget = TurnBudget(stores.ledger, reserve_tokens=100)
    admission = budget.admission(ChargeScope.of(ANN, CONNECTION, chat.id), CONNECTION, prompt_tokens=10, now=now)

    claimed = await stores.conversations.claim_turn(_start(chat.id), admission, now=now)

    reservation = claimed.reservation
    assert reservation is not None and reservation.tokens == 110
    async with database.transaction() as conn:
        lease = (await conn.execute(sa.select(turn_leases.c.reservation_id))).scalar_one()
    assert lease == reservation.id
    assert [p.used for p in await budget.usage(ANN.id, now=now)] == [110, 110, 110]
    assert (await stores.conversations.get(ANN, chat.id)).active_turn_id == "t1"
    assert await stores.conversations.messages(chat.id) == []  # written by record_turn, once the request is out
    user_id = await stores.conversations.record_turn(_start(chat.id), claimed, now=now)
    first = (await stores.conversations.messages(chat.id))[0]
    assert (first.id, first.role) == (user_id, Role.USER)


async def test_a_refused_turn_writes_nothing(database: Database, clock: ManualClock) -> None:
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    await stores.quotas.set_limits(ANN.id, {"daily": 50}, by="admin", now=now)
    budget = TurnBudget(stores.ledger, reserve_tokens=100)
    scope = ChargeScope.of(ANN, CONNECTION, chat.id)
    await budget.record(ChargeKind.TITLE, scope, Usage(input_tokens=30, output_tokens=30), now=now)
    admission = budget.admission(scope, CONNECTION, prompt_tokens=10, now=now)

    with pytest.raises(QuotaExceeded):
        await stores.conversations.claim_turn(_start(chat.id), admission, now=now)

    assert (await stores.conversations.get(ANN, chat.id)).active_turn_id is None
    assert await stores.conversations.messages(chat.id) == []
    async with database.transaction() as conn:
        assert (await conn.execute(sa.select(sa.func.count()).select_from(turn_leases))).scalar_one() == 0
        kinds = (await conn.execute(sa.select(token_ledger.c.kind))).scalars().all()
    assert kinds == ["title"]  # no reservation
    # The same turn is admitted once the limit allows it.
    await stores.quotas.set_limits(ANN.id, {"daily": 1000}, by="admin", now=now)
    claimed = await stores.conversations.claim_turn(_start(chat.id), admission, now=now)
    await stores.conversations.record_turn(_start(chat.id), claimed, now=now)
    assert len(await stores.conversations.messages(chat.id)) == 2


@pytest.mark.parametrize("database", [ENGINES[1]], indirect=True)  # the Postgres claim only
async def test_on_postgres_the_claim_commits_without_waiting_for_the_disk_and_the_record_waits(
    database: Database, clock: ManualClock
) -> None:
    """The claim's transaction commits asynchronously, without a statement of its own; the setting ends with it, so
    the turn's record (the first thing the client hears of) waits for the disk, and flushes the claim with it."""
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    setting = sa.text("SELECT current_setting('synchronous_commit')")
    statements: list[str] = []
    event.listen(database.engine.sync_engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    async with database.transaction() as conn:
        await conn.run_sync(lambda sync: _claim_turn(sync, _start(chat.id), None, now=now))
        claimed_statements = len(statements)
        during = await conn.scalar(setting)
    async with database.transaction() as conn:
        after = await conn.scalar(setting)

    assert (during, after, claimed_statements) == ("off", "on", 2)  # the claim and the lease
