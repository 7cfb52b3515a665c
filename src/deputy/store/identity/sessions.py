"""Browser sessions in SQL: login with a database-counted throttle, live session lookup, logout and pruning.

Only the SHA-256 of a session token is stored. Every lookup re-reads the user's live permissions (through the
identity store), so a disabled or deleted user's sessions stop working on their next request.

Failed logins are counted in `rate_events` under `login:` keys, one per username and one per client address,
with the same per-key row lock as the tool-call limiter: an attempt reserves a slot in each key before the
password is checked (so concurrent guesses cannot overshoot the limit), and a successful login gives its slots
back, so only failures count.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

import sqlalchemy as sa

from deputy.core.identity.principal import Principal
from deputy.core.identity.sessions import (
    LoginLimits,
    NewSessionToken,
    SessionTerms,
    hash_session_token,
    login_limit_keys,
    mint_session_token,
    session_is_live,
    touch_due,
)
from deputy.errors import AuthError, NotFound, SessionExpired, TooManyLoginAttempts
from deputy.store.budgets.rate_limits import lock_key
from deputy.store.engine.database import Database
from deputy.store.identity.accounts import SqlIdentityStore, live_principal
from deputy.store.tables import rate_events, tenants, users, web_sessions

LOGIN_KEY_PREFIX = "login:"
EXPIRED = "Your session has expired. Sign in again."


@dataclass(frozen=True, slots=True)
class SignedIn:
    """A successful login: the new session's token (for the cookie, shown once) and who signed in."""

    session: NewSessionToken
    principal: Principal
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class Account:
    """What a signed-in user sees about themselves besides their permissions."""

    id: str
    username: str
    display_name: str
    tenant_id: str
    tenant_slug: str
    tenant_name: str


class SqlSessionStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._identity = SqlIdentityStore(database)

    async def login(
        self,
        *,
        username: str,
        password: str,
        client: str,
        now: datetime,
        terms: SessionTerms,
        limits: LoginLimits,
    ) -> SignedIn:
        """Check the password under the login throttle and open a session.

        Raises `TooManyLoginAttempts` (even for the right password) while the username or the client address is
        over its limit, and `AuthError(code="invalid_credentials")` for a wrong password, an unknown user and a
        disabled one alike, so the answer never tells which usernames exist.
        """
        keys = login_limit_keys(username=username, client=client, limits=limits)
        reserved = await self._reserve(keys, window=limits.window, now=now)
        if isinstance(reserved, int):
            raise TooManyLoginAttempts(
                f"Too many login attempts. Try again in {reserved} seconds.", retry_after=reserved
            )
        try:
            principal = await self._identity.authenticate_password(username=username, password=password)
        except AuthError:
            raise AuthError("Wrong username or password.", code="invalid_credentials") from None
        async with self._db.transaction() as conn:
            await conn.execute(rate_events.delete().where(rate_events.c.id.in_(reserved)))
        session = await self.create(user_id=principal.id, tenant_id=principal.tenant_id or "", now=now, terms=terms)
        return SignedIn(session=session, principal=principal, expires_at=now + terms.lifetime)

    async def create(self, *, user_id: str, tenant_id: str, now: datetime, terms: SessionTerms) -> NewSessionToken:
        """Open a session for a user who has already proven who they are."""
        token = mint_session_token()
        async with self._db.transaction() as conn:
            await conn.execute(
                web_sessions.insert().values(
                    id=uuid.uuid4().hex,
                    token_hash=token.token_hash,
                    user_id=user_id,
                    tenant_id=tenant_id,
                    created_at=now,
                    last_seen_at=now,
                    idle_seconds=max(1, int(terms.idle.total_seconds())),
                    expires_at=now + terms.lifetime,
                )
            )
        return token

    async def principal_for_session(self, token: str, *, now: datetime) -> Principal:
        """The session's user with live permissions (unscoped), and the request recorded as activity.

        Raises `SessionExpired` for an unknown, revoked, idle or expired session, and for one whose user was
        disabled (that session is revoked on the spot) or deleted.
        """
        token_hash = hash_session_token(token)
        if token_hash is None:
            raise SessionExpired(EXPIRED)
        # One hand-over for the session's row, its touch and the user's roles: every browser request runs it.
        found = await self._db.run_transaction(lambda conn: _session_principal(conn, token_hash, now=now))
        if isinstance(found, Principal):
            return found
        await self._revoke_where(web_sessions.c.id == found, now=now)
        raise SessionExpired("Your session has ended: this account is disabled.")

    async def revoke(self, token: str, *, now: datetime) -> bool:
        """Log one session out. True when a live session was revoked (unknown or already revoked: False)."""
        token_hash = hash_session_token(token)
        if token_hash is None:
            return False
        return await self._revoke_where(web_sessions.c.token_hash == token_hash, now=now) > 0

    async def revoke_all(self, *, user_id: str, now: datetime) -> int:
        """Log a user out everywhere (after a password change, or when an administrator asks)."""
        return await self._revoke_where(web_sessions.c.user_id == user_id, now=now)

    async def account(self, user_id: str) -> Account:
        async with self._db.transaction() as conn:
            row = (
                (
                    await conn.execute(
                        sa.select(
                            users.c.id,
                            users.c.username,
                            users.c.display_name,
                            users.c.tenant_id,
                            tenants.c.slug,
                            tenants.c.name,
                        )
                        .join(tenants, tenants.c.id == users.c.tenant_id)
                        .where(users.c.id == user_id)
                    )
                )
                .mappings()
                .first()
            )
        if row is None:
            raise NotFound("No such user.")
        return Account(
            id=row["id"],
            username=row["username"],
            display_name=row["display_name"] or row["username"],
            tenant_id=row["tenant_id"],
            tenant_slug=row["slug"],
            tenant_name=row["name"],
        )

    async def prune(self, *, before: datetime) -> int:
        """Delete sessions that ended before `before`, and login attempts counted before it. Idempotent."""
        async with self._db.transaction() as conn:
            ended = sa.or_(web_sessions.c.expires_at < before, web_sessions.c.revoked_at < before)
            removed = (await conn.execute(web_sessions.delete().where(ended))).rowcount
            await conn.execute(
                rate_events.delete().where(
                    rate_events.c.key.startswith(LOGIN_KEY_PREFIX), rate_events.c.created_at < before
                )
            )
        return int(removed)

    async def _revoke_where(self, condition: sa.ColumnElement[bool], *, now: datetime) -> int:
        async with self._db.transaction() as conn:
            result = await conn.execute(
                web_sessions.update().where(condition, web_sessions.c.revoked_at.is_(None)).values(revoked_at=now)
            )
        return int(result.rowcount)

    async def _reserve(self, limits: Mapping[str, int], *, window: timedelta, now: datetime) -> list[int] | int:
        """One counted attempt in every key, atomically; or, when any key is full, the seconds until it frees."""
        since = now - window
        async with self._db.transaction() as conn:
            for key in sorted(limits):  # one order everywhere, so two logins never wait on each other's locks
                await lock_key(conn, key, now)
            retry_after = 0
            for key, limit in limits.items():
                used, oldest = (
                    await conn.execute(
                        sa.select(sa.func.count(), sa.func.min(rate_events.c.created_at)).where(
                            rate_events.c.key == key, rate_events.c.created_at > since
                        )
                    )
                ).one()
                if used >= limit:
                    wait = (oldest + window - now).total_seconds() if oldest is not None else window.total_seconds()
                    retry_after = max(retry_after, math.ceil(wait), 1)
            if retry_after:
                return retry_after
            reserved: list[int] = []
            for key in limits:
                inserted = await conn.execute(
                    rate_events.insert().values(key=key, weight=1, created_at=now).returning(rate_events.c.id)
                )
                reserved.append(int(inserted.scalar_one()))
            await conn.execute(
                rate_events.delete().where(rate_events.c.key.in_(list(limits)), rate_events.c.created_at <= since)
            )
        return reserved


_SESSION_BY_HASH = sa.select(web_sessions).where(web_sessions.c.token_hash == sa.bindparam("token_hash"))


def _session_principal(conn: sa.Connection, token_hash: str, *, now: datetime) -> Principal | str:
    """The live session's user (touched when due), or the id of a live session whose user is disabled or gone
    (for the caller to revoke); `SessionExpired` for an unknown, revoked, idle or expired one."""
    row = conn.execute(_SESSION_BY_HASH, {"token_hash": token_hash}).mappings().first()
    if row is None:
        raise SessionExpired(EXPIRED)
    idle = timedelta(seconds=row["idle_seconds"])
    live = session_is_live(
        last_seen_at=row["last_seen_at"], idle=idle, expires_at=row["expires_at"], revoked_at=row["revoked_at"], now=now
    )
    if not live:
        raise SessionExpired(EXPIRED)
    if touch_due(last_seen_at=row["last_seen_at"], idle=idle, now=now):
        conn.execute(web_sessions.update().where(web_sessions.c.id == row["id"]).values(last_seen_at=now))
    try:
        return live_principal(conn, row["user_id"], scopes=None)
    except AuthError:
        return str(row["id"])
