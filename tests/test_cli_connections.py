from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from deputy.cli import main
from deputy.store import Database, Stores

CANARY = "sk-canary-DO-NOT-LEAK-0123456789abcdef"
SECRET = "c" * 40


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert CANARY not in captured.out + captured.err
    return code, captured.out, captured.err


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setenv("DEPUTY_SECRET_KEY", SECRET)
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    run(capsys, "migrate", "--db", url)
    return url


def stored_key(db: str, name: str) -> str | None:
    async def read() -> str | None:
        database = Database(db)
        try:
            store = Stores.open(database, secret=SECRET.encode()).connections
            connection = await store.get_by_name(name)
            assert connection is not None
            return await store.api_key(connection.id)
        finally:
            await database.dispose()

    return asyncio.run(read())


def test_connection_add_stores_the_key_encrypted_and_never_prints_it(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    code, out, _ = run(
        capsys,
        *("connection", "add", "openai", "--base-url", "https://api.openai.com/v1", "--default-model", "gpt-4o-mini"),
        *("--api-key", CANARY, "--model", "gpt-4o", "--family", "openai", "--context-window", "128000", "--db", db),
    )

    assert code == 0
    assert out.startswith("created connection openai") and "encrypted API key" in out
    assert stored_key(db, "openai") == CANARY
    assert CANARY.encode() not in (tmp_path / "cli.db").read_bytes()


def test_connection_add_reads_the_key_from_an_environment_variable(
    capsys: pytest.CaptureFixture[str], db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_LLM_KEY", CANARY)
    base = ("connection", "add", "local", "--base-url", "http://127.0.0.1:11434/v1", "--default-model", "llama3.1")

    assert run(capsys, *base, "--api-key-env", "MY_LLM_KEY", "--db", db)[0] == 0
    assert stored_key(db, "local") == CANARY
    code, _, err = run(capsys, *base[:2], "other", *base[3:], "--api-key-env", "UNSET_VARIABLE_X", "--db", db)
    assert (code, err.strip()) == (1, "deputy: The environment variable UNSET_VARIABLE_X is not set or empty.")


def test_connection_list_shows_a_table_without_keys(capsys: pytest.CaptureFixture[str], db: str) -> None:
    assert run(capsys, "connection", "list", "--db", db)[1].startswith("no model connections")
    add = ("connection", "add", "--base-url", "https://api.openai.com/v1", "--default-model", "gpt-4o-mini")
    run(capsys, *add[:2], "openai", *add[2:], "--api-key", CANARY, "--model", "gpt-4o", "--db", db)
    run(capsys, *add[:2], "local", *add[2:], "--default", "--db", db)

    code, out, _ = run(capsys, "connection", "list", "--db", db)

    header, *rows = out.strip().splitlines()
    assert code == 0 and header.split()[:3] == ["NAME", "DEFAULT", "FAMILY"]
    assert rows[0].split() == ["local", "yes", "generic", "gpt-4o-mini", "-", "none", "https://api.openai.com/v1"]
    assert rows[1].split() == ["openai", "generic", "gpt-4o-mini", "gpt-4o", "set", "https://api.openai.com/v1"]


def test_connection_remove_deletes_by_name_and_reports_an_unknown_name(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    run(capsys, "connection", "add", "x", "--base-url", "http://h/v1", "--default-model", "m", "--db", db)

    assert run(capsys, "connection", "remove", "x", "--db", db)[:2] == (0, "removed connection x\n")
    code, _, err = run(capsys, "connection", "remove", "x", "--db", db)
    assert (code, err.strip()) == (1, "deputy: No model connection named 'x'.")


def test_bad_connection_input_exits_1_naming_the_field(capsys: pytest.CaptureFixture[str], db: str) -> None:
    code, _, err = run(
        capsys,
        "connection",
        "add",
        "x",
        "--base-url",
        "ftp://h",
        "--default-model",
        "m",
        "--api-key",
        CANARY,
        "--db",
        db,
    )
    assert code == 1 and err.startswith("deputy: base_url:")
    run(capsys, "connection", "add", "x", "--base-url", "http://h/v1", "--default-model", "m", "--db", db)
    code, _, err = run(
        capsys, "connection", "add", "x", "--base-url", "http://h/v1", "--default-model", "m", "--db", db
    )
    assert (code, err.strip()) == (1, "deputy: A model connection named 'x' already exists.")
