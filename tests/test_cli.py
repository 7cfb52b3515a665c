from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from deputy.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'cli.db'}"


def test_migrate_is_idempotent(capsys: pytest.CaptureFixture[str], db: str) -> None:
    first = run(capsys, "migrate", "--db", db)[1].strip()
    second = run(capsys, "migrate", "--db", db)[1].strip()
    assert first.startswith("database at revision 0")
    assert second == first


def test_token_create_prints_the_token_alone_on_its_last_line(capsys: pytest.CaptureFixture[str], db: str) -> None:
    run(capsys, "migrate", "--db", db)
    run(capsys, "role", "set", "viewer", "--permission", "incidents.read", "--db", db)
    run(capsys, "user", "add", "ann", "--role", "viewer", "--db", db)

    code, out, _ = run(capsys, "token", "create", "--user", "ann", "--scope", "incidents.read", "--db", db)

    assert code == 0
    last = out.strip().splitlines()[-1]
    assert last.startswith("dpt_") and " " not in last


@pytest.mark.parametrize(
    "command",
    [
        ["token", "create", "--user", "ghost"],
        ["audit", "export", "--user", "ghost"],
        ["quota", "set", "--user", "ghost", "--daily", "10"],
        ["quota", "show", "--user", "ghost"],
        ["agent", "run", "triage", "Hi", "--as", "ghost"],
    ],
    ids=lambda command: " ".join(command[:2]),
)
def test_every_command_that_names_a_user_gives_an_unknown_one_the_same_clear_error(
    capsys: pytest.CaptureFixture[str], db: str, command: list[str]
) -> None:
    run(capsys, "migrate", "--db", db)
    code, _, err = run(capsys, *command, "--db", db)
    assert (code, err.strip()) == (1, "deputy: No user named 'ghost'.")


def test_audit_export_writes_json_lines_and_csv(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path) -> None:
    run(capsys, "migrate", "--db", db)
    _seed_one_audit_row(db)

    _, out, _ = run(capsys, "audit", "export", "--format", "jsonl", "--db", db)
    run(capsys, "audit", "export", "--format", "csv", "--output", str(tmp_path / "a.csv"), "--db", db)

    [row] = [json.loads(line) for line in out.splitlines()]
    assert (row["tool"], row["outcome"], row["transport"]) == ("list_incidents", "refused", "mcp")
    assert "arguments" not in row
    [csv_row] = list(csv.DictReader(io.StringIO((tmp_path / "a.csv").read_text(encoding="utf-8"))))
    assert csv_row["tool"] == "list_incidents"


def test_audit_export_rejects_a_date_without_an_offset(capsys: pytest.CaptureFixture[str], db: str) -> None:
    with pytest.raises(SystemExit):
        main(["audit", "export", "--since", "2026-01-01T00:00:00", "--db", db])
    assert "explicit offset" in capsys.readouterr().err


def test_audit_export_filters_by_outcome_transport_and_username_as_the_api_does(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    run(capsys, "migrate", "--db", db)
    run(capsys, "role", "set", "viewer", "--permission", "incidents.read", "--db", db)
    run(capsys, "user", "add", "ann", "--role", "viewer", "--db", db)
    _seed_one_audit_row(db)
    _seed_one_audit_row(db, user="ann", outcome="ok", transport="chat")

    def exported(*filters: str) -> list[tuple[str, str]]:
        _, out, _ = run(capsys, "audit", "export", *filters, "--db", db)
        return [(row["outcome"], row["transport"]) for row in map(json.loads, out.splitlines())]

    assert sorted(exported()) == [("ok", "chat"), ("refused", "mcp")]
    assert exported("--outcome", "refused") == [("refused", "mcp")]
    assert exported("--transport", "chat") == [("ok", "chat")]
    assert exported("--user", "ann") == [("ok", "chat")]
    assert exported("--user", "ann", "--outcome", "refused") == []


@pytest.mark.parametrize(
    "filters", [["--outcome", "maybe"], ["--transport", "fax"], ["--user", "ann", "--principal", "u1"]]
)
def test_audit_export_refuses_an_unknown_outcome_or_transport_and_two_ways_of_naming_who(
    capsys: pytest.CaptureFixture[str], db: str, filters: list[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["audit", "export", *filters, "--db", db])
    assert "argument" in capsys.readouterr().err


def _seed_one_audit_row(db: str, *, user: str | None = None, outcome: str = "refused", transport: str = "mcp") -> None:
    import asyncio

    from deputy.core.clock import SystemClock
    from deputy.core.identity.principal import Principal
    from deputy.core.tools.declarations import Transport
    from deputy.core.tools.records import AuditEntry, Decision, Outcome
    from deputy.store import Database, Stores

    async def write() -> None:
        database = Database(db)
        stores = Stores.open(database)
        record = None if user is None else await stores.identity.user_by_name(user)
        await stores.audit.record(
            AuditEntry(
                principal=Principal.user("u1" if record is None else record.id).ref,
                tenant_id=None,
                transport=Transport(transport),
                tool_name="list_incidents",
                effect=None,
                args_hash=None,
                decision=Decision.REFUSED if outcome == "refused" else Decision.RUN,
                outcome=Outcome(outcome),
                latency_ms=1.0,
                created_at=SystemClock().now(),
            )
        )
        await database.dispose()

    asyncio.run(write())
