"""Credentials: password hashing (argon2id) and personal API tokens (random, stored as SHA-256 only)."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from deputy.errors import MalformedToken

API_TOKEN_PREFIX = "dpt_"
HASHER = PasswordHasher()
"""argon2id at argon2-cffi's defaults (RFC 9106's second recommendation: 3 passes over 64 MiB, 4 lanes)."""


def hash_password(password: str) -> str:
    return HASHER.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    """True when the password matches. A missing hash never matches (the check still costs the same work)."""
    if password_hash is None:
        HASHER.hash(password)
        return False
    try:
        return HASHER.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


@dataclass(frozen=True, slots=True)
class NewApiToken:
    """A freshly minted token: `secret` is shown once; only `token_hash` is stored."""

    secret: str
    token_hash: str
    prefix: str


def mint_api_token() -> NewApiToken:
    secret = API_TOKEN_PREFIX + secrets.token_urlsafe(32)
    return NewApiToken(secret=secret, token_hash=hash_api_token(secret), prefix=secret[:12])


def hash_api_token(secret: str) -> str:
    if not secret.startswith(API_TOKEN_PREFIX) or len(secret) > 200:
        raise MalformedToken("This is not a Deputy API token.")
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()
