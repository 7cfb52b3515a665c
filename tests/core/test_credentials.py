"""Password hashing: argon2id at the production cost (the suite's other tests hash with the cheapest one, see
`tests/conftest.py`), and hashes made at any cost verify."""

from __future__ import annotations

from argon2 import PasswordHasher

from deputy.core.identity import credentials
from deputy.core.identity.credentials import hash_password, verify_password
from tests.conftest import CHEAP_HASHER, PRODUCTION_HASHER


def test_passwords_are_hashed_with_argon2id_at_rfc_9106_cost_in_production() -> None:
    production = PRODUCTION_HASHER
    assert (production.time_cost, production.memory_cost, production.parallelism) == (3, 65536, 4)
    assert production.hash("correct horse").startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    assert credentials.HASHER is CHEAP_HASHER  # what every other test hashes with
    assert hash_password("correct horse").startswith("$argon2id$")


def test_a_production_hash_verifies_under_the_cheap_hasher_and_a_wrong_password_does_not() -> None:
    stored = PasswordHasher().hash("correct horse")
    assert verify_password(stored, "correct horse")
    assert not verify_password(stored, "wrong horse")
    assert not verify_password(None, "correct horse")
