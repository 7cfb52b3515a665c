"""OAuth 2.1 clients, authorization codes, tokens and used consent forms in SQL. Only SHA-256 hashes of secrets
are stored.

A grant family is every access and refresh token descended from one authorization code. Codes are single-use (an
atomic `UPDATE … WHERE used_at IS NULL`); a code presented again revokes the family it granted (RFC 6749 §4.1.2),
found by `code_family`. Refresh tokens rotate: each one is claimed atomically once; presenting a rotated one again
is a replay, and the whole family is revoked. A code's or a refresh token's claim and the tokens it grants are one
transaction, so a replay racing the first use finds the new tokens to revoke; a refusal decided inside it (the
`grant` callbacks raise `OAuthRequestError`) burns the code but leaves the refresh token unused.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.identity.principal import Principal
from deputy.errors import OAuthRequestError
from deputy.store.engine.database import Database, insert_ignore_statement
from deputy.store.identity.accounts import principal_from_rows, principal_query
from deputy.store.tables import oauth_clients, oauth_codes, oauth_consents, oauth_tokens


class TokenKind(StrEnum):
    ACCESS = "access"
    REFRESH = "refresh"


@dataclass(frozen=True, slots=True)
class OAuthClientRecord:
    client_id: str
    secret_hash: str | None
    name: str
    redirect_uris: tuple[str, ...]
    grant_types: tuple[str, ...]
    auth_method: str
    scope: str | None
    client_metadata: Mapping[str, Any]
    created_at: datetime
    revoked_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class CodeRecord:
    client_id: str
    user_id: str
    redirect_uri: str
    code_challenge: str
    scopes: tuple[str, ...]
    resource: str
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class TokenRecord:
    kind: TokenKind
    family_id: str
    client_id: str
    user_id: str
    scopes: tuple[str, ...]
    resource: str
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class NewTokens:
    """One grant's worth of hashes to store; the secrets themselves go only to the client."""

    access_hash: str
    refresh_hash: str
    family_id: str
    client_id: str
    user_id: str
    scopes: Sequence[str]
    resource: str
    access_expires_at: datetime
    refresh_expires_at: datetime


class CodeOutcome(StrEnum):
    REDEEMED = "redeemed"
    REPLAYED = "replayed"
    """A used code came back: every token it granted is now revoked."""
    INVALID = "invalid"


class RefreshOutcome(StrEnum):
    ROTATED = "rotated"
    REUSED = "reused"
    """A rotated refresh token came back: the family is now revoked."""
    INVALID = "invalid"


def code_family(code_hash: str) -> str:
    """The family id of the tokens a code grants: derived from the code's hash, so a replayed code finds them."""
    return hashlib.sha256(b"family|" + code_hash.encode("ascii")).hexdigest()[:32]


class SqlOAuthStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    # -- clients -----------------------------------------------------------------------------------------

    async def register_client(self, client: OAuthClientRecord, *, registered_from: str | None) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                oauth_clients.insert().values(
                    client_id=client.client_id,
                    secret_hash=client.secret_hash,
                    name=client.name,
                    redirect_uris=list(client.redirect_uris),
                    grant_types=list(client.grant_types),
                    auth_method=client.auth_method,
                    scope=client.scope,
                    client_metadata=dict(client.client_metadata),
                    registered_from=registered_from,
                    created_at=client.created_at,
                )
            )

    async def client(self, client_id: str) -> OAuthClientRecord | None:
        """A registered, unrevoked client."""
        if "\x00" in client_id:  # no stored id holds one, and Postgres would refuse the query's text
            return None
        async with self._db.transaction() as conn:
            row = (
                (await conn.execute(sa.select(oauth_clients).where(oauth_clients.c.client_id == client_id[:64])))
                .mappings()
                .first()
            )
        if row is None or row["revoked_at"] is not None:
            return None
        return OAuthClientRecord(
            client_id=row["client_id"],
            secret_hash=row["secret_hash"],
            name=row["name"],
            redirect_uris=tuple(row["redirect_uris"]),
            grant_types=tuple(row["grant_types"]),
            auth_method=row["auth_method"],
            scope=row["scope"],
            client_metadata=row["client_metadata"],
            created_at=row["created_at"],
        )

    # -- codes -------------------------------------------------------------------------------------------

    async def issue_code(self, code_hash: str, code: CodeRecord, *, now: datetime) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                oauth_codes.insert().values(
                    code_hash=code_hash,
                    client_id=code.client_id,
                    user_id=code.user_id,
                    redirect_uri=code.redirect_uri,
                    code_challenge=code.code_challenge,
                    scopes=list(code.scopes),
                    resource=code.resource,
                    created_at=now,
                    expires_at=code.expires_at,
                )
            )

    async def redeem_code(
        self, code_hash: str, *, client_id: str, now: datetime, grant: Callable[[CodeRecord, str], NewTokens]
    ) -> CodeOutcome:
        """Consume a code once and store the tokens `grant(code, family_id)` makes of it, in one transaction.

        `grant` may raise `OAuthRequestError` to refuse (a wrong PKCE verifier, say): the code is used all the same
        and the error propagates. A code presented again revokes every token it granted (`REPLAYED`); another
        client's code, an unknown or an expired one give `INVALID`."""
        c = oauth_codes.c
        refusal: OAuthRequestError | None = None
        async with self._db.transaction() as conn:
            claimed = await conn.execute(
                oauth_codes.update()
                .where(c.code_hash == code_hash, c.client_id == client_id, c.used_at.is_(None), c.expires_at > now)
                .values(used_at=now)
            )
            row = (await conn.execute(sa.select(oauth_codes).where(c.code_hash == code_hash))).mappings().first()
            if row is None or row["client_id"] != client_id:
                return CodeOutcome.INVALID
            if claimed.rowcount != 1:
                if row["used_at"] is None:
                    return CodeOutcome.INVALID  # expired unused
                await _revoke_family(conn, code_family(code_hash), now)
                return CodeOutcome.REPLAYED
            try:
                tokens = grant(_code(row), code_family(code_hash))
            except OAuthRequestError as exc:
                refusal = exc  # committed below: the code stays used
            else:
                await _insert_tokens(conn, tokens, now=now)
        if refusal is not None:
            raise refusal
        return CodeOutcome.REDEEMED

    # -- tokens ------------------------------------------------------------------------------------------

    async def access_principal(self, token_hash: str, *, now: datetime) -> tuple[TokenRecord, Principal] | None:
        """A live access token (unexpired, unrevoked, its client still registered) and its user with their live
        permissions, narrowed by the token's scopes: one joined statement, read on every `/mcp` request. Raises
        `AuthError` for a disabled user."""
        params = {"token_hash": token_hash, "now": now}
        rows = await self._db.run_statement(lambda conn: conn.execute(_ACCESS_PRINCIPAL, params).mappings().all())
        if not rows:
            return None
        record = _token(rows[0])
        return record, principal_from_rows(rows, scopes=record.scopes)

    async def rotate_refresh(
        self, token_hash: str, *, client_id: str, now: datetime, grant: Callable[[TokenRecord], NewTokens]
    ) -> RefreshOutcome:
        """Claim a refresh token for one rotation and store the tokens `grant(record)` makes of it, in one
        transaction. `grant` may raise `OAuthRequestError` to refuse (a wider scope, say): nothing changes and the
        token stays usable. A replay of a rotated token revokes its whole family (`REUSED`)."""
        t = oauth_tokens.c
        async with self._db.transaction() as conn:
            claimed = await conn.execute(
                oauth_tokens.update()
                .where(
                    t.token_hash == token_hash,
                    t.kind == TokenKind.REFRESH.value,
                    t.client_id == client_id,
                    t.rotated_at.is_(None),
                    t.revoked_at.is_(None),
                    t.expires_at > now,
                )
                .values(rotated_at=now)
            )
            row = (await conn.execute(sa.select(oauth_tokens).where(t.token_hash == token_hash))).mappings().first()
            if row is None or row["kind"] != TokenKind.REFRESH.value or row["client_id"] != client_id:
                return RefreshOutcome.INVALID
            if claimed.rowcount == 1:
                # Raising here rolls the claim back with everything else: a refused refresh uses nothing up.
                await _insert_tokens(conn, grant(_token(row)), now=now)
                return RefreshOutcome.ROTATED
            if row["rotated_at"] is not None:
                await _revoke_family(conn, row["family_id"], now)
                return RefreshOutcome.REUSED
        return RefreshOutcome.INVALID

    async def revoke(self, token_hash: str, *, client_id: str, now: datetime) -> bool:
        """Revoke the grant family a token belongs to (RFC 7009: a refresh token takes its access tokens too)."""
        t = oauth_tokens.c
        async with self._db.transaction() as conn:
            family = await conn.scalar(
                sa.select(t.family_id).where(t.token_hash == token_hash, t.client_id == client_id)
            )
            if family is None:
                return False
            await _revoke_family(conn, family, now)
        return True

    async def revoke_family(self, family_id: str, *, now: datetime) -> None:
        async with self._db.transaction() as conn:
            await _revoke_family(conn, family_id, now)

    # -- consent forms ------------------------------------------------------------------------------------

    async def use_consent(self, nonce_hash: str, *, expires_at: datetime, now: datetime) -> bool:
        """Record that the consent form with this nonce was submitted: True the first time, False ever after (until
        `expires_at`, when the form itself is refused as expired and its row may go). Forms that expired are
        forgotten on the way."""
        k = oauth_consents.c
        async with self._db.transaction() as conn:
            await conn.execute(oauth_consents.delete().where(k.expires_at < now))
            values = {"nonce_hash": nonce_hash, "used_at": now, "expires_at": expires_at}
            inserted = await conn.execute(insert_ignore_statement(conn.dialect.name, oauth_consents, values))
        return inserted.rowcount == 1

    async def family_revoked(self, family_id: str) -> bool:
        t = oauth_tokens.c
        async with self._db.transaction() as conn:
            live = await conn.scalar(sa.select(sa.func.count()).where(t.family_id == family_id, t.revoked_at.is_(None)))
        return not live


async def _insert_tokens(conn: AsyncConnection, tokens: NewTokens, *, now: datetime) -> None:
    common = {
        "family_id": tokens.family_id,
        "client_id": tokens.client_id,
        "user_id": tokens.user_id,
        "scopes": list(tokens.scopes),
        "resource": tokens.resource,
        "created_at": now,
    }
    await conn.execute(
        oauth_tokens.insert(),
        [
            {
                **common,
                "token_hash": tokens.access_hash,
                "kind": TokenKind.ACCESS.value,
                "expires_at": tokens.access_expires_at,
            },
            {
                **common,
                "token_hash": tokens.refresh_hash,
                "kind": TokenKind.REFRESH.value,
                "expires_at": tokens.refresh_expires_at,
            },
        ],
    )


async def _revoke_family(conn: AsyncConnection, family_id: str, now: datetime) -> None:
    t = oauth_tokens.c
    await conn.execute(
        oauth_tokens.update().where(t.family_id == family_id, t.revoked_at.is_(None)).values(revoked_at=now)
    )


_t = oauth_tokens.c
_ACCESS_PRINCIPAL = (
    principal_query(
        _t.kind, _t.family_id, _t.client_id, _t.user_id, _t.scopes, _t.resource, _t.expires_at, via=_t.user_id
    )
    .join(oauth_clients, oauth_clients.c.client_id == _t.client_id)
    .where(
        _t.token_hash == sa.bindparam("token_hash"),
        _t.kind == TokenKind.ACCESS.value,
        _t.revoked_at.is_(None),
        _t.expires_at > sa.bindparam("now"),
        oauth_clients.c.revoked_at.is_(None),
    )
)
"""An access token with its user and roles, joined (a row per role). Built once: every OAuth `/mcp` request runs
it."""


def _code(row: sa.RowMapping) -> CodeRecord:
    return CodeRecord(
        client_id=row["client_id"],
        user_id=row["user_id"],
        redirect_uri=row["redirect_uri"],
        code_challenge=row["code_challenge"],
        scopes=tuple(row["scopes"]),
        resource=row["resource"],
        expires_at=row["expires_at"],
    )


def _token(row: sa.RowMapping) -> TokenRecord:
    return TokenRecord(
        kind=TokenKind(row["kind"]),
        family_id=row["family_id"],
        client_id=row["client_id"],
        user_id=row["user_id"],
        scopes=tuple(row["scopes"]),
        resource=row["resource"],
        expires_at=row["expires_at"],
    )
