from __future__ import annotations

from datetime import UTC, datetime

from deputy.core.chat.prompt import MODES, PromptFacts, system_prompt, turn_note, valid_time_zone
from deputy.core.connections import ModelFamily, calibration_note
from deputy.core.conversations.records import PermissionMode

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=UTC)


def test_the_prompt_states_the_mode_and_the_turn_note_the_time_in_the_users_zone() -> None:
    prompt = system_prompt(PromptFacts(mode=PermissionMode.AUTO))

    assert MODES[PermissionMode.AUTO] in prompt
    assert "## Current time" not in prompt  # it changes every minute: never in the cached prefix
    assert "Saturday 2026-11-21 10:30 in Europe/Berlin" in turn_note(NOW, "Europe/Berlin")


def test_an_unknown_zone_falls_back_to_utc() -> None:
    assert valid_time_zone("Mars/Olympus") is None
    assert "09:30 in UTC" in turn_note(NOW, "Mars/Olympus")


def test_only_capable_families_get_the_calibration_note() -> None:
    note = calibration_note(ModelFamily.OPENAI)
    assert note is not None
    assert note in system_prompt(PromptFacts(mode=PermissionMode.APPROVE, family=ModelFamily.OPENAI))
    assert note not in system_prompt(PromptFacts(mode=PermissionMode.APPROVE))


def test_every_prompt_tells_the_assistant_to_decline_unrelated_requests_briefly() -> None:
    """The first off-topic layer is the prompt's, on every install; the classifier is an operator's opt-in."""
    for mode in PermissionMode:
        prompt = system_prompt(PromptFacts(mode=mode))
        assert "## Topic\nHelp with this application" in prompt
        assert "Decline a request clearly unrelated to it" in prompt
