from __future__ import annotations

import copy
from typing import Any

import pytest

from deputy.core.guards import REDACTED, scrub, scrub_text

PROVIDER_KEY = "sk-proj-CANARYk3yAb9De8Gh7Jk6Mn5Pq4St3Vw2Yz1"
OAUTH_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjYW5hcnkiLCJhdWQiOiJkZXB1dHkifQ.c2lnbmF0dXJlLWNhbmFyeS12YWx1ZQ"


def _canary_structure() -> dict[str, Any]:
    return {
        "messages": [
            {"role": "user", "content": f"my key is {PROVIDER_KEY}, keep it safe"},
            {"role": "assistant", "content": "Noted.", "tool_calls": [{"arguments": {"token": OAUTH_TOKEN}}]},
        ],
        "headers": {"Authorization": f"Bearer {OAUTH_TOKEN}", "Accept": "application/json"},
        "summary": ("The user pasted", f"Bearer {OAUTH_TOKEN}", "into the chat."),
        "connection": {"api_key": PROVIDER_KEY, "base_url": "https://api.openai.com/v1"},
    }


def test_a_canary_provider_key_and_oauth_token_disappear_from_nested_structures() -> None:
    scrubbed = repr(scrub(_canary_structure()))
    assert PROVIDER_KEY not in scrubbed
    assert OAUTH_TOKEN not in scrubbed
    assert "CANARY" not in scrubbed


def test_only_the_secret_span_is_replaced_so_prose_survives() -> None:
    assert scrub_text(f"my key is {PROVIDER_KEY}, keep it safe") == f"my key is {REDACTED}, keep it safe"


def test_credential_named_keys_lose_their_whole_value() -> None:
    scrubbed = scrub({"client_secret": {"nested": "x"}, "X-Api-Key": 1234, "has_password": True, "name": "vm"})
    assert scrubbed == {"client_secret": REDACTED, "X-Api-Key": REDACTED, "has_password": True, "name": "vm"}


@pytest.mark.parametrize(
    "secret",
    [
        "AKIAZ7Q3XJ5L2MNB4K6P",
        "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5",
        "glpat-Ab3De5Gh7Jk9Mn1Pq3St",
        "xoxb-1234567890-abcdefghijkl",
        "sk_live_51Hx2y3z4a5b6c7d8e9f0g1h2",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
        "dpo_Qm9vX2Zha2VfYWNjZXNzX3Rva2VuX2Zvcl90ZXN0czEyMzQ",  # Deputy's own OAuth access token
        "dpt_Zm9vX2Zha2VfYXBpX3Rva2VuX2Zvcl90ZXN0c19vbmx5MTI",  # ... and personal API token
    ],
)
def test_each_credential_value_shape_is_scrubbed(secret: str) -> None:
    assert scrub_text(f"before {secret} after") == f"before {REDACTED} after"


def test_url_credentials_lose_the_password_and_keep_the_host() -> None:
    assert scrub_text("connect to postgres://app:S3cr3t@db:5432/x") == f"connect to postgres://app:{REDACTED}@db:5432/x"


def test_url_path_slugs_that_start_with_sk_survive() -> None:
    text = "see https://docs.example/tasks/desk-lamp-ordering-guide-for-teams"
    assert scrub_text(text) == text


def test_a_zero_width_character_does_not_hide_a_secret_from_the_scrubber() -> None:
    assert scrub_text("AKIAZ7Q3\u200bXJ5L2MNB4K6P!") == f"{REDACTED}!"


def test_scrub_never_mutates_its_input() -> None:
    original = _canary_structure()
    snapshot = copy.deepcopy(original)
    scrub(original)
    assert original == snapshot


def test_scrub_is_idempotent() -> None:
    once = scrub(_canary_structure())
    assert scrub(once) == once


def test_scrub_survives_a_cycle() -> None:
    looped: dict[str, Any] = {"name": "loop"}
    looped["self"] = looped
    assert scrub(looped) == {"name": "loop", "self": REDACTED}


def test_what_no_database_can_store_is_made_storable_nan_to_null_nul_and_surrogates_to_replacement() -> None:
    assert scrub({"rate": float("nan"), "peak": [float("-inf"), 2.5], "label": "db\x00one\ud800"}) == {
        "rate": None,
        "peak": [None, 2.5],
        "label": "db\ufffdone\ufffd",
    }


def test_past_a_thousand_stated_passwords_the_rest_of_the_text_is_one_secret() -> None:
    """Each statement costs the RE2 binding microseconds; a text made of them would cost a scrub a second."""
    text = "hasło to abcd1234, " * 1500 + "koniec"

    scrubbed = scrub_text(text)

    assert "abcd1234" not in scrubbed and "koniec" not in scrubbed
    assert scrubbed.count(REDACTED) == 1025 and scrubbed.endswith(REDACTED)
