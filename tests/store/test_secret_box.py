from __future__ import annotations

import pytest

from deputy.errors import ConfigurationError
from deputy.store.identity.secret_box import SecretBox

CANARY = "sk-canary-DO-NOT-LEAK-0123456789abcdef"
BOX = SecretBox(b"k" * 40)


def test_a_sealed_secret_opens_only_with_the_same_key_purpose_and_context() -> None:
    sealed = BOX.seal(CANARY, context="row-1")

    assert CANARY not in sealed
    assert BOX.open(sealed, context="row-1") == CANARY
    other_purpose = SecretBox(b"k" * 40, purpose=b"another use")
    for box, context in ((SecretBox(b"j" * 40), "row-1"), (BOX, "row-2"), (other_purpose, "row-1")):
        with pytest.raises(ConfigurationError) as refused:
            box.open(sealed, context=context)
        assert sealed not in refused.value.message and refused.value.__cause__ is None


def test_sealing_the_same_secret_twice_gives_different_ciphertexts() -> None:
    assert BOX.seal(CANARY, context="r") != BOX.seal(CANARY, context="r")


@pytest.mark.parametrize("garbage", ["", "v1.", "v1.!!!", "v2.AAAA", "v1." + "A" * 8, CANARY])
def test_a_malformed_sealed_value_is_a_configuration_error(garbage: str) -> None:
    with pytest.raises(ConfigurationError):
        BOX.open(garbage, context="r")


def test_the_box_never_shows_its_key() -> None:
    assert repr(SecretBox(CANARY.encode())) == "SecretBox(<key hidden>)"
