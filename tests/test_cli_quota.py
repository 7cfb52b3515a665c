"""`deputy quota set|show`, `deputy sweep quotas|retention|proposals` and the connection spend-cap flags."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import TypeVar

import pytest

from deputy.cli import main
from deputy.core.budgets.ledger import ChargeScope, TurnBudget
from deputy.core.clock import SystemClock
from deputy.core.identity.principal import Principal
from deputy.store import Database, Stores

T = TypeVar("T")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setenv("DEPUTY_SECRET_KEY", "q" * 40)
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    run(capsys, "migrate", "--db", url)
    assert run(capsys, "user", "add", "alice", "--db", url)[0] == 0
    return url


def stores_call(db: str, call: Callable[[Stores], Awaitable[T]]) -> T:
    async def go() -> T:
        database = Database(db)
        try:
            return await call(Stores.open(database))
        finally:
            await database.dispose()

    return asyncio.run(go())


def test_quota_set_stores_the_limits_and_prints_each_period(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "quota", "set", "--user", "alice", "--daily", "1000", "--monthly", "-1", "--db", db)

    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["daily", "limit", "1000"]
    assert lines[1].split()[:3] == ["weekly", "limit", "unlimited"]
    assert lines[2].split()[:3] == ["monthly", "limit", "unlimited"]


def test_quota_set_refuses_a_limit_below_minus_one_naming_the_field(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "quota", "set", "--user", "alice", "--weekly", "-2", "--db", db)

    assert code == 1
    assert err.startswith("deputy: weekly:")


def test_quota_set_back_to_default_and_for_an_unknown_user(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "quota", "set", "--user", "alice", "--daily", "0", "--db", db)
    code, out, _ = run(capsys, "quota", "set", "--user", "alice", "--daily", "default", "--db", db)
    assert code == 0 and out.splitlines()[0].split()[2] == "unlimited"
    assert run(capsys, "quota", "set", "--user", "bob", "--daily", "5", "--db", db)[0] == 1


def test_sweep_quotas_settles_reservations_of_dead_turns(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    async def reserve(stores: Stores) -> None:
        from deputy.core.connections import ModelConnection

        budget = TurnBudget(stores.ledger)
        old = SystemClock().now() - timedelta(hours=3)
        conn = ModelConnection(id="c", name="c", base_url="http://x", default_model="m")
        await budget.admit(ChargeScope.of(Principal.user("alice"), conn, None), conn, prompt_tokens=1, now=old)

    stores_call(db, reserve)

    code, out, _ = run(capsys, "sweep", "quotas", "--db", db)

    assert code == 0 and out.startswith("settled 1 stale reservation(s)")


def test_sweep_retention_is_off_until_days_are_given(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "retention is off" in run(capsys, "sweep", "retention", "--db", db)[1]
    code, out, _ = run(capsys, "sweep", "retention", "--days", "30", "--db", db)
    assert code == 0 and out.startswith("deleted 0 conversation(s)")
    assert run(capsys, "sweep", "proposals", "--db", db)[1].startswith("expired 0 proposal(s)")


def test_connection_add_takes_a_spend_cap(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys,
        "connection", "add", "main", "--base-url", "http://127.0.0.1:9/v1", "--default-model", "m",
        "--spend-cap-tokens", "5000", "--spend-window-minutes", "60", "--db", db,
    )  # fmt: skip
    assert code == 0, err

    async def read(stores: Stores) -> tuple[int, int] | None:
        connection = await stores.connections.get_by_name("main")
        assert connection is not None
        return connection.spend_cap

    assert stores_call(db, read) == (5000, 60)
    half = run(capsys, "connection", "add", "half", "--base-url", "http://127.0.0.1:9/v1", "--default-model", "m",
               "--spend-cap-tokens", "5000", "--db", db)  # fmt: skip
    assert half[0] == 1 and "spend_window_minutes" in half[2]


def test_usage_prints_the_turns_by_user_connection_model_and_prompt_part(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    async def answer(stores: Stores) -> None:
        import sqlalchemy as sa

        from deputy.store.tables import conversations, messages

        alice = await stores.identity.user_by_name("alice")
        assert alice is not None
        now = SystemClock().now()
        usage = {
            "input_tokens": 1200,
            "cached_tokens": 1000,
            "output_tokens": 50,
            "reasoning_tokens": 5,
            "prompt": {"system": 300, "tools": 600, "history": 250, "tool_results": 50},
        }
        async with stores.database.transaction() as conn:
            await conn.execute(
                sa.insert(conversations).values(
                    id="c1", owner_kind="user", owner_id=alice.id, created_at=now, updated_at=now
                )
            )
            await conn.execute(
                sa.insert(messages).values(
                    id="m1",
                    conversation_id="c1",
                    seq=1,
                    role="assistant",
                    parts=[],
                    model="gpt-x",
                    usage=usage,
                    created_at=now,
                    updated_at=now,
                )
            )

    stores_call(db, answer)

    code, out, _ = run(capsys, "usage", "--days", "7", "--db", db)

    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "1 turn(s) in the last 7 day(s)"
    assert lines[2].split() == ["total", "1200", "1000", "50", "5", "1"]
    assert "  alice" in out and "  gpt-x" in out and "  (none)" in out
    assert lines[-1].endswith("tool definitions 50%")
    code, out, _ = run(capsys, "usage", "--json", "--db", db)
    assert code == 0 and '"tool_share": 0.5' in out
