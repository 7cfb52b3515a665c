"""Browser sessions: opaque session tokens (stored as SHA-256 only), CSRF tokens derived from them, expiry rules.

A session token is a random secret sent only in the `deputy_session` cookie (HttpOnly). Its CSRF token is an
HMAC of the session token under the server key, so it needs no storage, is bound to exactly one session, and
reveals nothing about the session token; the browser's script reads it from the `deputy_csrf` cookie (or the
login answer) and sends it back in `X-CSRF-Token` on every cookie-authenticated write.

A session lives while it is neither revoked, past its absolute expiry, nor idle for longer than its idle
timeout. Each session carries its own terms (chosen at login from the settings), so changing the settings
affects new sessions only.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

SESSION_COOKIE = "deputy_session"
CSRF_COOKIE = "deputy_csrf"
CSRF_HEADER = "x-csrf-token"
SESSION_TOKEN_PREFIX = "dps_"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
"""Methods that need the CSRF header when the caller is authenticated by the session cookie."""

MAX_TOUCH_INTERVAL = timedelta(minutes=1)
"""`last_seen_at` is written at most this often per session, so reads do not all become writes."""

_MAX_TOKEN_LENGTH = 200


@dataclass(frozen=True, slots=True)
class SessionTerms:
    """How long a session lives: `idle` since the last request (sliding), `lifetime` since login (absolute)."""

    idle: timedelta = timedelta(hours=12)
    lifetime: timedelta = timedelta(days=7)


@dataclass(frozen=True, slots=True)
class LoginLimits:
    """Failed logins allowed per username and per client address in the rolling `window`."""

    per_username: int = 10
    per_client: int = 50
    window: timedelta = timedelta(minutes=15)


@dataclass(frozen=True, slots=True)
class NewSessionToken:
    """A freshly minted session token: `secret` goes into the cookie once; only `token_hash` is stored."""

    secret: str
    token_hash: str


def mint_session_token() -> NewSessionToken:
    secret = SESSION_TOKEN_PREFIX + secrets.token_urlsafe(32)
    token_hash = hash_session_token(secret)
    assert token_hash is not None
    return NewSessionToken(secret=secret, token_hash=token_hash)


def hash_session_token(secret: str) -> str | None:
    """The stored form of a session token; None when the value cannot be a Deputy session token."""
    if not secret.startswith(SESSION_TOKEN_PREFIX) or len(secret) > _MAX_TOKEN_LENGTH:
        return None
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def csrf_token_for(session_token: str, *, key: bytes) -> str:
    """The CSRF token of one session: HMAC-SHA256 of the session token under the server key."""
    digest = hmac.new(key, b"deputy-csrf\x00" + session_token.encode("utf-8"), hashlib.sha256).hexdigest()
    return digest


def csrf_matches(session_token: str, presented: str | None, *, key: bytes) -> bool:
    """True when `presented` is this session's CSRF token (compared in constant time)."""
    if not presented:
        return False
    expected = csrf_token_for(session_token, key=key)
    return hmac.compare_digest(expected.encode("ascii"), presented.encode("utf-8", "replace"))


def session_is_live(
    *,
    last_seen_at: datetime,
    idle: timedelta,
    expires_at: datetime,
    revoked_at: datetime | None,
    now: datetime,
) -> bool:
    """True while the session is not revoked, not past its absolute expiry and not idle for `idle` or longer."""
    return revoked_at is None and now < expires_at and now < last_seen_at + idle


def touch_due(*, last_seen_at: datetime, idle: timedelta, now: datetime) -> bool:
    """Whether to record this request as the session's last activity (at most every minute, or idle/10)."""
    return now - last_seen_at >= min(MAX_TOUCH_INTERVAL, idle / 10)


def login_limit_keys(*, username: str, client: str, limits: LoginLimits) -> dict[str, int]:
    """The rate-limit keys of a login attempt and their limits: one per username, one per client address."""
    return {
        f"login:user:{username.strip().lower()[:150]}": limits.per_username,
        f"login:client:{client[:64]}": limits.per_client,
    }
