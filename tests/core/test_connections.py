from __future__ import annotations

from typing import Any

import pytest

from deputy.core.connections import (
    COMPLETION_KWARGS,
    ConnectionDraft,
    ConnectionPatch,
    InvalidConnection,
    ModelConnection,
    ModelFamily,
    calibration_note,
    filter_completion_kwargs,
    resolve_model_id,
)
from deputy.errors import InputError

CONNECTION = ModelConnection(
    id="c1",
    name="openai",
    base_url="https://api.openai.com/v1",
    default_model="gpt-4o-mini",
    available_models=("gpt-4o", "gpt-4o-mini", "o3"),
)
DRAFT = ConnectionDraft(name="openai", base_url="https://api.openai.com/v1", default_model="gpt-4o-mini")


@pytest.mark.parametrize("requested", ["gpt-4o-mini", "gpt-4o", "o3"])
def test_an_allowed_model_id_is_kept(requested: str) -> None:
    assert resolve_model_id(CONNECTION, requested) == requested


@pytest.mark.parametrize("requested", [None, "", "gpt-5-unlisted", "GPT-4O", " gpt-4o", "gpt-4o\n"])
def test_a_model_id_outside_the_allowlist_is_coerced_to_the_default(requested: str | None) -> None:
    assert resolve_model_id(CONNECTION, requested) == "gpt-4o-mini"


def test_without_an_allowlist_only_the_default_model_is_allowed() -> None:
    bare = ModelConnection(id="c", name="ollama", base_url="http://127.0.0.1:11434/v1", default_model="llama3.1")
    assert bare.models == ("llama3.1",)
    assert resolve_model_id(bare, "mistral") == "llama3.1"


def test_the_selectable_models_put_the_default_first_without_duplicates() -> None:
    assert CONNECTION.models == ("gpt-4o-mini", "gpt-4o", "o3")


def test_completion_kwargs_keep_only_allowed_parameters_with_sane_values() -> None:
    kwargs: dict[str, Any] = {
        "temperature": 0.2,
        "max_tokens": 512,
        "stop": ["\n\n"],
        "reasoning_effort": "low",
        "parallel_tool_calls": False,
        "model": "gpt-5",
        "messages": [],
        "tools": [],
        "tool_choice": "required",
        "stream": False,
        "extra_headers": {"x": "y"},
        "extra_body": {"model": "gpt-5"},
        "headers": {"Authorization": "Bearer x"},
        "api_key": "sk-other",
        "base_url": "https://evil.example",
        "n": 3,
        "top_k": True,
        "temperature_typo": 1,
    }
    assert filter_completion_kwargs(kwargs) == {
        "temperature": 0.2,
        "max_tokens": 512,
        "stop": ["\n\n"],
        "reasoning_effort": "low",
        "parallel_tool_calls": False,
    }


@pytest.mark.parametrize(
    "key", ["model", "messages", "tools", "tool_choice", "stream", "extra_headers", "extra_body", "api_key", "base_url"]
)
def test_the_request_shape_and_transport_can_never_be_set_through_completion_kwargs(key: str) -> None:
    assert key not in COMPLETION_KWARGS
    with pytest.raises(InvalidConnection) as refused:
        ConnectionDraft(name="x", base_url="http://h/v1", default_model="m", completion_kwargs={key: "x"}).validate()
    assert refused.value.field == f"completion_kwargs.{key}"


def test_a_completion_kwarg_with_a_wrong_value_is_refused_naming_it() -> None:
    with pytest.raises(InvalidConnection) as refused:
        ConnectionDraft(
            name="x", base_url="http://h/v1", default_model="m", completion_kwargs={"max_tokens": -1}
        ).validate()
    assert refused.value.to_problem()["field"] == "completion_kwargs.max_tokens"


def test_validation_normalizes_text_and_the_allowlist() -> None:
    draft = ConnectionDraft(
        name=" openai ",
        base_url=" https://api.openai.com/v1/ ",
        default_model=" gpt-4o ",
        available_models=("o3", " o3", "gpt-4o"),
    ).validate()
    assert (draft.name, draft.base_url, draft.default_model) == ("openai", "https://api.openai.com/v1", "gpt-4o")
    assert draft.available_models == ("o3", "gpt-4o")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"name": ""}, "name"),
        ({"name": "has space"}, "name"),
        ({"base_url": "ftp://host/v1"}, "base_url"),
        ({"base_url": "not a url"}, "base_url"),
        ({"base_url": "https://user:pw@host/v1"}, "base_url"),
        ({"base_url": "http://host:99999/v1"}, "base_url"),
        ({"default_model": ""}, "default_model"),
        ({"default_model": "two words"}, "default_model"),
        ({"available_models": ("ok", "")}, "available_models"),
        ({"family": "mistral"}, "family"),
        ({"context_window_tokens": 0}, "context_window_tokens"),
        ({"spend_cap_tokens": 1000}, "spend_window_minutes"),
        ({"spend_window_minutes": 60}, "spend_cap_tokens"),
        ({"spend_cap_tokens": -5, "spend_window_minutes": 60}, "spend_cap_tokens"),
    ],
)
def test_bad_settings_are_refused_with_an_input_error_naming_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as refused:
        ConnectionPatch(**changes).apply(DRAFT)
    assert isinstance(refused.value, InvalidConnection)
    assert refused.value.field == field
    assert refused.value.to_problem()["field"] == field


def test_a_patch_changes_only_the_fields_it_names() -> None:
    base = ConnectionDraft(
        name="openai",
        base_url="https://api.openai.com/v1",
        default_model="gpt-4o",
        available_models=("o3",),
        context_window_tokens=128_000,
    )
    patched = ConnectionPatch(default_model="o3", context_window_tokens=None).apply(base)
    assert patched.default_model == "o3"
    assert patched.available_models == ("o3",)
    assert patched.context_window_tokens is None
    assert patched.name == "openai"


def test_a_spend_cap_is_on_only_when_both_halves_are_set() -> None:
    capped = ModelConnection(
        id="c", name="n", base_url="http://h", default_model="m", spend_cap_tokens=10_000, spend_window_minutes=60
    )
    assert capped.spend_cap == (10_000, 60)
    assert CONNECTION.spend_cap is None


def test_only_capable_families_get_a_calibration_note() -> None:
    assert calibration_note(ModelFamily.GENERIC) is None
    for family in (ModelFamily.ANTHROPIC, ModelFamily.OPENAI):
        note = calibration_note(family)
        assert note is not None and 0 < len(note) < 400
