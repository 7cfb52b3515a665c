from __future__ import annotations

import stat
from pathlib import Path

import pytest
from pydantic import ValidationError

from deputy.errors import ConfigurationError
from deputy.settings import Settings


@pytest.mark.parametrize("placeholder", ["changeme", "secret", "short-but-random"])
def test_placeholder_or_short_secrets_are_refused(placeholder: str) -> None:
    with pytest.raises(ValidationError, match="DEPUTY_SECRET_KEY"):
        Settings(secret_key=placeholder)


def test_settings_come_from_deputy_environment_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEPUTY_DB_URL", "postgresql://db/deputy")
    monkeypatch.setenv("DEPUTY_TOOL_CALLS_PER_WINDOW", "7")
    settings = Settings()
    assert (settings.db_url, settings.tool_calls_per_window) == ("postgresql://db/deputy", 7)


def test_without_a_configured_secret_a_private_key_file_is_created_once(tmp_path: Path) -> None:
    settings = Settings(secret_key_file=tmp_path / "keys" / "secret")

    first = settings.resolve_secret()
    second = Settings(secret_key_file=tmp_path / "keys" / "secret").resolve_secret()

    assert first == second
    assert len(first) >= 32
    assert stat.S_IMODE((tmp_path / "keys" / "secret").stat().st_mode) == 0o600


def test_a_truncated_key_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "secret").write_text("abc", encoding="utf-8")
    with pytest.raises(ConfigurationError):
        Settings(secret_key_file=tmp_path / "secret").resolve_secret()
