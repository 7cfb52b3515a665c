"""Operator instructions: placeholders, the settings fallback, validation, and where they sit in the prompt."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from deputy.core.chat.prompt import PromptFacts, system_prompt, turn_note
from deputy.core.chat.system_prompts import SystemPrompt, fill_placeholders, instructions, validate_name, validate_text
from deputy.core.conversations.records import PermissionMode
from deputy.errors import InputError

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=UTC)


def stored(text: str) -> SystemPrompt:
    return SystemPrompt(id="p", name="n", text=text, active=True, created_by=None, created_at=NOW, updated_at=NOW)


def test_known_placeholders_are_filled_and_unknown_ones_left_as_written() -> None:
    text = "You are {assistant_name} at {organization}. Keep {unknown} and {0} and {{braces}}."

    filled = fill_placeholders(text, {"assistant_name": "Ada", "organization": "Acme"})

    assert filled == "You are Ada at Acme. Keep {unknown} and {0} and {{braces}}."


def test_the_active_prompt_wins_over_the_settings_text() -> None:
    kwargs = {"fallback": "From settings for {organization}", "assistant_name": "Ada", "organization": "Acme"}
    assert instructions(stored("Stored for {assistant_name}"), **kwargs) == "Stored for Ada"
    assert instructions(None, **kwargs) == "From settings for Acme"
    assert instructions(None, fallback="  ", assistant_name="A", organization="") is None


@pytest.mark.parametrize(("check", "field"), [(validate_name, "name"), (validate_text, "text")])
def test_an_empty_or_non_text_value_is_refused_naming_its_field(check: object, field: str) -> None:
    for bad in ("", "   ", 5, None):
        with pytest.raises(InputError) as caught:
            check(bad)  # type: ignore[operator]
        assert caught.value.details["field"] == field


def test_stable_sections_come_before_the_summary_and_the_time_is_left_to_the_turn_note() -> None:
    prompt = system_prompt(
        PromptFacts(
            mode=PermissionMode.APPROVE,
            extra="Answer in French.",
            roles=("viewer",),
            playbooks=[("List incidents", "Filter by status first.")],
            summary="The user asked about DB outages.",
            assistant_name="Ada",
        )
    )

    order = [
        "You are Ada",
        "## Access scope",
        "## Playbooks",
        "## Operator instructions",
        "## Summary of",
    ]
    positions = [prompt.index(marker) for marker in order]
    assert positions == sorted(positions)
    assert "The user's roles: viewer." in prompt
    assert "## Current time" not in prompt
    assert "the UTC instant is 2026-11-21T09:30:00Z" in turn_note(NOW, None)


def test_without_a_browser_zone_the_hosts_tz_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "Asia/Tokyo")

    prompt = turn_note(NOW, None)

    assert "18:30 in Asia/Tokyo (the server's time zone)" in prompt
