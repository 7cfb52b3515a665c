"""A turn's start on both engines: the conversation read with its context in one transaction, and the turn begun
with its budget admission in one transaction (a refusal writes nothing)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy import event

from deputy.core.budgets.admission import SiteBudget
from deputy.core.budgets.ledger import Admission, ChargeKind, ChargeScope, QuotaPolicy, TurnBudget
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.clock import ManualClock
from deputy.core.connections import ModelConnection
from deputy.core.conversations.records import Role, TurnStart
from deputy.core.conversations.workspaces import ContextScope, ContextTarget
from deputy.core.identity.principal import Principal
from deputy.core.model import Usage
from deputy.errors import Conflict, NotFound, QuotaExceeded
from deputy.store import Database, Stores
from deputy.store.tables import messages, token_ledger, turn_leases
from deputy.store.turns.claim import claims_in_one
from deputy.store.turns.writes import claim_turn_in as _claim_turn
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


def _admitted(stores: Stores, owner: Principal, chat_id: str, *, now: datetime) -> tuple[TurnBudget, Admission]:
    """A budget with no limits of its own (100 tokens reserved for the answer) and a turn's admission under it."""
    budget = TurnBudget(stores.ledger, reserve_tokens=100)
    return budget, budget.admission(ChargeScope.of(owner, CONNECTION, chat_id), CONNECTION, prompt_tokens=10, now=now)


async def test_a_conversation_without_context_reads_empty_context(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    chat = await stores.conversations.create(ANN, now=clock.now())

    opened = await stores.turn_start.opened_turn(ANN, chat.id, newest=200)

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

    opened = await stores.turn_start.opened_turn(ANN, chat.id, newest=200)

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


async def test_a_turn_reads_only_the_newest_messages_and_says_when_older_ones_were_left_out(
    database: Database, clock: ManualClock
) -> None:
    """A long conversation's turn reads what it replays, not the whole transcript (which grew every turn's start
    with the conversation's length)."""
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    for index in range(7):
        role = Role.USER if index % 2 == 0 else Role.ASSISTANT
        await stores.conversations.append_message(chat.id, role=role, parts=[], content=f"m{index}", now=now)
    await stores.conversations.supersede_from(chat.id, seq=7, now=now)  # the last one is edited away

    newest = await stores.turn_start.opened_turn(ANN, chat.id, newest=4)
    exactly = await stores.turn_start.opened_turn(ANN, chat.id, newest=6)

    assert ([m.content for m in newest.messages], newest.complete) == (["m2", "m3", "m4", "m5"], False)
    assert ([m.content for m in exactly.messages], exactly.complete) == ([f"m{i}" for i in range(6)], True)


async def test_a_turn_opens_every_message_exactly_as_the_transcript_reads_it(
    database: Database, clock: ManualClock
) -> None:
    """Every column survives the turn's read, whichever way the engine carries it (on Postgres one JSON array):
    times to the microsecond, JSON of every kind, flags, authors, nulls."""
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    await stores.conversations.append_message(chat.id, role=Role.USER, parts=[], content="plain", now=now)
    full = {
        "id": "m-full",
        "conversation_id": chat.id,
        "seq": 2,
        "role": "assistant",
        "parts": [{"type": "text", "text": 'é ✓ "quoted" \n line'}, {"type": "data", "data": {"n": 2**40, "x": 0.1}}],
        "content": "full",
        "model_messages": [{"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]}],
        "status": "error",
        "turn_id": "t9",
        "model": "m",
        "usage": {"input_tokens": 12, "cost": 0.000123},
        "error": "boom",
        "guard": {"action": "flag", "categories": ["pii"]},
        "excluded": True,
        "created_at": now + timedelta(microseconds=123457),
        "updated_at": now + timedelta(seconds=1, microseconds=1),
        "author_kind": "agent",
        "author_id": "a1",
        "author_name": "Ops agent",
    }
    async with database.engine.begin() as conn:
        await conn.execute(sa.insert(messages).values(**full))

    opened = await stores.turn_start.opened_turn(ANN, chat.id, newest=10)

    assert list(opened.messages) == list(await stores.conversations.messages(chat.id))
    assert [m.id for m in opened.messages][1] == "m-full" and opened.messages[1].created_at == full["created_at"]


async def test_a_stranger_cannot_open_the_turn(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    chat = await stores.conversations.create(ANN, now=clock.now())

    with pytest.raises(NotFound):
        await stores.turn_start.opened_turn(BOB, chat.id, newest=200)


async def test_an_admitted_turn_writes_its_reservation_and_names_it_in_the_lease(
    database: Database, clock: ManualClock
) -> None:
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    budget, admission = _admitted(stores, ANN, chat.id, now=now)

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


@pytest.mark.parametrize("database", [ENGINES[1]], indirect=True)  # the one-statement claim is Postgres's
async def test_on_postgres_a_turn_no_budget_can_refuse_is_claimed_in_one_statement_and_one_with_limits_is_not(
    database: Database, clock: ManualClock
) -> None:
    """No site budget, spend cap or default quota, and a user without limits: claim, reservation and lease are one
    statement in autocommit (one round trip, not five). A user with a row of limits is admitted in a transaction,
    under the locks, as before; once found, their next claims go there at once."""
    stores, now = Stores.open(database), clock.now()
    budget = TurnBudget(stores.ledger, reserve_tokens=100)
    seen: list[str] = []
    turns: list[str] = []
    engine = database.engine.sync_engine
    event.listen(engine, "before_cursor_execute", lambda *a: seen.append(a[2].split()[0]))
    event.listen(engine, "commit", lambda *_: seen.append("COMMIT"))

    async def claim(owner: Principal) -> tuple[list[str], int | None]:
        chat = await stores.conversations.create(owner, now=now)
        _, admission = _admitted(stores, owner, chat.id, now=now)
        seen.clear()
        turn = f"turn-{len(turns)}"
        turns.append(turn)
        claimed = await stores.conversations.claim_turn(_start(chat.id, turn_id=turn), admission, now=now)
        sent = list(seen)
        async with database.transaction() as conn:
            leased = await conn.scalar(
                sa.select(turn_leases.c.reservation_id).where(turn_leases.c.conversation_id == chat.id)
            )
        assert claimed.reservation is not None and leased == claimed.reservation.id
        assert (await stores.conversations.get(owner, chat.id)).active_turn_id == turn
        return sent, claimed.reservation.id

    unlimited, first = await claim(ANN)
    await stores.quotas.set_limits(BOB.id, {"daily": 10_000}, by="admin", now=now)
    limited, second = await claim(BOB)
    remembered, _ = await claim(BOB)

    assert unlimited == ["WITH"]  # one statement, no transaction
    assert limited[0] == "WITH" and limited[-1] == "COMMIT" and len(limited) > 3  # changed nothing; then as before
    assert remembered[0] == "UPDATE" and remembered[-1] == "COMMIT"  # no statement that cannot succeed
    assert first != second
    assert [p.used for p in await budget.usage(BOB.id, now=now)] == [220, 220, 220]


async def test_a_claim_that_finds_another_turn_running_is_refused_and_reserves_nothing(
    database: Database, clock: ManualClock
) -> None:
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    _, admission = _admitted(stores, ANN, chat.id, now=now)
    await stores.conversations.claim_turn(_start(chat.id, turn_id="first"), admission, now=now)

    with pytest.raises(Conflict):
        await stores.conversations.claim_turn(_start(chat.id, turn_id="second"), admission, now=now)
    with pytest.raises(NotFound):
        await stores.conversations.claim_turn(_start("no-such-chat", turn_id="third"), admission, now=now)

    async with database.transaction() as conn:
        reservations = await conn.scalar(sa.select(sa.func.count()).select_from(token_ledger))
        leases = (await conn.execute(sa.select(turn_leases.c.turn_id))).scalars().all()
    assert (reservations, leases) == (1, ["first"])
    assert (await stores.conversations.get(ANN, chat.id)).active_turn_id == "first"


def test_only_a_turn_nothing_but_its_users_own_limits_could_refuse_is_claimed_in_one_statement() -> None:
    """The site's unlimited defaults (-1, as settings give them) or none at all qualify; a default quota, a site
    budget or a spend cap on the connection needs the admission's reads under the locks."""
    now = ManualClock().now()
    scope = ChargeScope.of(ANN, CONNECTION, "c1")

    def admission(connection: ModelConnection = CONNECTION, **budget: Any) -> Admission:
        return TurnBudget(None, **budget).admission(scope, connection, prompt_tokens=1, now=now)  # type: ignore[arg-type]

    unlimited = QuotaPolicy(defaults=QuotaLimits(daily=-1, weekly=-1, monthly=-1))
    capped = replace(CONNECTION, spend_cap_tokens=1000, spend_window_minutes=60)

    assert claims_in_one(None) and claims_in_one(admission()) and claims_in_one(admission(quota=unlimited))
    assert not claims_in_one(admission(quota=QuotaPolicy(defaults=QuotaLimits(weekly=5000))))
    assert not claims_in_one(admission(site=SiteBudget(requests_per_minute=10)))
    assert not claims_in_one(admission(capped))


async def test_the_transcript_comes_in_order_without_superseded_messages_on_postgres_in_the_rows_statement(
    database: Database, clock: ManualClock
) -> None:
    stores, now = Stores.open(database), clock.now()
    chat = await stores.conversations.create(ANN, now=now)
    for number, role in enumerate((Role.USER, Role.ASSISTANT, Role.USER, Role.ASSISTANT)):
        await stores.conversations.append_message(
            chat.id, role=role, parts=[{"type": "text", "text": f"m{number}"}], content=f"m{number}", now=now
        )
    await stores.conversations.supersede_from(chat.id, seq=3, now=now)  # an edit of the second question
    empty = await stores.conversations.create(BOB, now=now)
    statements: list[str] = []
    event.listen(database.engine.sync_engine, "before_cursor_execute", lambda *a: statements.append(a[2]))

    opened = await stores.turn_start.opened_turn(ANN, chat.id, newest=200)
    none = await stores.turn_start.opened_turn(BOB, empty.id, newest=200)

    assert [(m.content, m.parts) for m in opened.messages] == [
        ("m0", [{"type": "text", "text": "m0"}]),
        ("m1", [{"type": "text", "text": "m1"}]),
    ]
    assert opened.messages[0].created_at == now and opened.conversation.id == chat.id
    assert list(none.messages) == [] and none.conversation.id == empty.id
    assert len(statements) == (2 if database.is_sqlite else 1) * 2  # the row and the transcript: one round trip
