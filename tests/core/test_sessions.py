from __future__ import annotations

from datetime import UTC, datetime, timedelta

from deputy.core.identity.sessions import (
    SESSION_TOKEN_PREFIX,
    LoginLimits,
    csrf_matches,
    csrf_token_for,
    hash_session_token,
    login_limit_keys,
    mint_session_token,
    session_is_live,
    touch_due,
)

KEY = b"k" * 40
NOW = datetime(2026, 1, 1, tzinfo=UTC)
IDLE = timedelta(hours=12)


def test_a_minted_session_token_is_random_and_only_its_hash_is_kept() -> None:
    first, second = mint_session_token(), mint_session_token()

    assert first.secret != second.secret
    assert first.secret.startswith(SESSION_TOKEN_PREFIX)
    assert first.token_hash == hash_session_token(first.secret)
    assert first.secret not in first.token_hash
    assert len(first.token_hash) == 64


def test_a_value_that_cannot_be_a_session_token_has_no_hash() -> None:
    assert hash_session_token("dpt_an-api-token") is None
    assert hash_session_token(SESSION_TOKEN_PREFIX + "x" * 500) is None


def test_the_csrf_token_is_bound_to_one_session_and_to_the_server_key() -> None:
    session = mint_session_token().secret
    token = csrf_token_for(session, key=KEY)

    assert csrf_matches(session, token, key=KEY)
    assert not csrf_matches(mint_session_token().secret, token, key=KEY)
    assert not csrf_matches(session, token, key=b"o" * 40)
    assert session not in token


def test_a_missing_or_altered_csrf_token_does_not_match() -> None:
    session = mint_session_token().secret
    token = csrf_token_for(session, key=KEY)

    assert not csrf_matches(session, None, key=KEY)
    assert not csrf_matches(session, "", key=KEY)
    assert not csrf_matches(session, token[:-1] + ("0" if token[-1] != "0" else "1"), key=KEY)
    assert not csrf_matches(session, token + "é", key=KEY)


def test_a_session_lives_until_it_idles_expires_or_is_revoked() -> None:
    expires = NOW + timedelta(days=7)

    def live(now: datetime, *, last_seen: datetime = NOW, revoked: datetime | None = None) -> bool:
        return session_is_live(last_seen_at=last_seen, idle=IDLE, expires_at=expires, revoked_at=revoked, now=now)

    assert live(NOW + timedelta(hours=11))
    assert not live(NOW + IDLE)
    assert live(NOW + timedelta(days=6), last_seen=NOW + timedelta(days=5, hours=20))
    assert not live(expires, last_seen=expires - timedelta(minutes=1))
    assert not live(NOW + timedelta(minutes=1), revoked=NOW)


def test_activity_is_recorded_at_most_once_a_minute_or_a_tenth_of_a_short_idle_timeout() -> None:
    assert not touch_due(last_seen_at=NOW, idle=IDLE, now=NOW + timedelta(seconds=59))
    assert touch_due(last_seen_at=NOW, idle=IDLE, now=NOW + timedelta(minutes=1))
    assert touch_due(last_seen_at=NOW, idle=timedelta(minutes=2), now=NOW + timedelta(seconds=12))


def test_login_attempts_count_per_username_regardless_of_case_and_per_client() -> None:
    limits = LoginLimits(per_username=3, per_client=9)

    keys = login_limit_keys(username=" Admin ", client="10.0.0.1", limits=limits)

    assert keys == {"login:user:admin": 3, "login:client:10.0.0.1": 9}
    assert all(len(key) <= 200 for key in login_limit_keys(username="u" * 500, client="c" * 500, limits=limits))
