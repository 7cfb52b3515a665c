"""Tenants, users, roles and API tokens in SQL; builds live `Principal`s on every request."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.identity.credentials import NewApiToken, hash_api_token, hash_password, mint_api_token, verify_password
from deputy.core.identity.principal import Principal
from deputy.errors import AuthError, Conflict, NotFound
from deputy.store.engine.database import Database
from deputy.store.tables import api_tokens, roles, tenants, user_roles, users


@dataclass(frozen=True, slots=True)
class UserRecord:
    id: str
    tenant_id: str
    username: str
    display_name: str
    email: str | None
    is_active: bool


@dataclass(frozen=True, slots=True)
class ApiCredential:
    """A personal API token's principal, and whether it applies proposals over the API (an operator's mark)."""

    principal: Principal
    may_apply: bool = False


class SqlIdentityStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def ensure_tenant(self, *, slug: str, name: str, now: datetime) -> str:
        async with self._db.transaction() as conn:
            existing = await conn.scalar(sa.select(tenants.c.id).where(tenants.c.slug == slug))
            if existing is not None:
                return str(existing)
            tenant_id = uuid.uuid4().hex
            await conn.execute(tenants.insert().values(id=tenant_id, slug=slug, name=name, created_at=now))
            return tenant_id

    async def ensure_role(
        self, *, tenant_id: str, name: str, permissions: Iterable[str], now: datetime, description: str = ""
    ) -> str:
        """Create the role, or replace its permissions when it exists (seeding is idempotent)."""
        perms = sorted(set(permissions))
        async with self._db.transaction() as conn:
            existing = await conn.scalar(
                sa.select(roles.c.id).where(roles.c.tenant_id == tenant_id, roles.c.name == name)
            )
            if existing is not None:
                await conn.execute(roles.update().where(roles.c.id == existing).values(permissions=perms))
                return str(existing)
            role_id = uuid.uuid4().hex
            await conn.execute(
                roles.insert().values(
                    id=role_id,
                    tenant_id=tenant_id,
                    name=name,
                    permissions=perms,
                    description=description,
                    created_at=now,
                )
            )
            return role_id

    async def create_user(
        self,
        *,
        tenant_id: str,
        username: str,
        now: datetime,
        password: str | None = None,
        display_name: str = "",
        email: str | None = None,
        role_names: Sequence[str] = (),
    ) -> str:
        user_id = uuid.uuid4().hex
        password_hash = await asyncio.to_thread(hash_password, password) if password else None
        try:
            async with self._db.transaction() as conn:
                await conn.execute(
                    users.insert().values(
                        id=user_id,
                        tenant_id=tenant_id,
                        username=username,
                        display_name=display_name or username,
                        email=email,
                        password_hash=password_hash,
                        is_active=True,
                        created_at=now,
                    )
                )
                await _grant(conn, user_id=user_id, tenant_id=tenant_id, role_names=role_names)
        except IntegrityError as exc:
            raise Conflict(f"A user named {username!r} already exists.", code="user_exists") from exc
        return user_id

    async def set_roles(self, *, user_id: str, role_names: Sequence[str]) -> None:
        async with self._db.transaction() as conn:
            tenant_id = await conn.scalar(sa.select(users.c.tenant_id).where(users.c.id == user_id))
            if tenant_id is None:
                raise NotFound("No such user.")
            await conn.execute(user_roles.delete().where(user_roles.c.user_id == user_id))
            await _grant(conn, user_id=user_id, tenant_id=tenant_id, role_names=role_names)

    async def set_active(self, *, user_id: str, active: bool) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(users.update().where(users.c.id == user_id).values(is_active=active))

    async def user_by_name(self, username: str) -> UserRecord | None:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(users).where(users.c.username == username))).mappings().first()
        return None if row is None else _user(row)

    async def authenticate_password(self, *, username: str, password: str) -> Principal:
        async with self._db.transaction() as conn:
            row = (await conn.execute(sa.select(users).where(users.c.username == username))).mappings().first()
        # argon2 is deliberately slow (~50 ms): off the event loop, so a login never stalls other requests' streams.
        matches = await asyncio.to_thread(verify_password, None if row is None else row["password_hash"], password)
        if not matches or row is None:
            raise AuthError("Wrong username or password.", code="invalid_credentials")
        if not row["is_active"]:
            raise AuthError("This account is disabled.", code="account_disabled")
        return await self.principal_for_user(row["id"])

    async def principal_for_user(self, user_id: str, *, scopes: Iterable[str] | None = None) -> Principal:
        """A principal with the user's *live* permissions, read now."""
        return await self._db.run_statement(lambda conn: live_principal(conn, user_id, scopes=scopes))

    async def create_api_token(
        self,
        *,
        user_id: str,
        now: datetime,
        name: str = "",
        scopes: Sequence[str] | None = None,
        expires_at: datetime | None = None,
        may_apply: bool = False,
    ) -> NewApiToken:
        """A personal API token; `may_apply` marks one that applies proposals over the API (see `api_credential`)."""
        token = mint_api_token()
        async with self._db.transaction() as conn:
            await conn.execute(
                api_tokens.insert().values(
                    id=uuid.uuid4().hex,
                    user_id=user_id,
                    name=name,
                    token_hash=token.token_hash,
                    prefix=token.prefix,
                    scopes=None if scopes is None else sorted(set(scopes)),
                    created_at=now,
                    expires_at=expires_at,
                    may_apply=may_apply,
                )
            )
        return token

    async def principal_for_api_token(self, secret: str, *, now: datetime) -> Principal:
        """The token's user with live permissions, narrowed by the token's scopes: one query per request."""
        return (await self.api_credential(secret, now=now)).principal

    async def api_credential(self, secret: str, *, now: datetime) -> ApiCredential:
        """`principal_for_api_token`, with whether an operator marked the token as one that applies proposals."""
        params = {"token_hash": hash_api_token(secret)}
        rows = await self._db.run_statement(lambda conn: conn.execute(_TOKEN_PRINCIPAL, params).mappings().all())
        if not rows or rows[0]["revoked_at"] is not None:
            raise AuthError("Unknown or revoked API token.", code="invalid_token")
        if rows[0]["expires_at"] is not None and rows[0]["expires_at"] <= now:
            raise AuthError("This API token has expired.", code="token_expired")
        return ApiCredential(principal_from_rows(rows, scopes=rows[0]["scopes"]), may_apply=rows[0]["may_apply"])

    async def revoke_api_token(self, *, token_hash: str, now: datetime) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(api_tokens.update().where(api_tokens.c.token_hash == token_hash).values(revoked_at=now))


def principal_query(*extra: sa.ColumnElement[Any], via: sa.ColumnElement[str] | None = None) -> sa.Select[Any]:
    """A user and their roles, a row per role (one row with no role for a role-less user), beside `extra` columns;
    `via` is the column of another table (a token's) that names the user, which the query then starts from.
    `principal_from_rows` reads the rows."""
    query = sa.select(
        users.c.id, users.c.tenant_id, users.c.username, users.c.is_active, roles.c.name, roles.c.permissions, *extra
    )
    query = query.select_from(users) if via is None else query.select_from(via.table).join(users, users.c.id == via)
    return query.outerjoin(user_roles, user_roles.c.user_id == users.c.id).outerjoin(
        roles, roles.c.id == user_roles.c.role_id
    )


_TOKEN_PRINCIPAL = principal_query(
    api_tokens.c.revoked_at,
    api_tokens.c.expires_at,
    api_tokens.c.scopes,
    api_tokens.c.may_apply,
    via=api_tokens.c.user_id,
).where(api_tokens.c.token_hash == sa.bindparam("token_hash"))
"""An API token's user and roles. Built once: every MCP and API request runs it."""

_USER_PRINCIPAL = principal_query().where(users.c.id == sa.bindparam("user_id"))


def live_principal(conn: sa.Connection, user_id: str, *, scopes: Iterable[str] | None) -> Principal:
    """The user and their roles in one round trip (a row per role; one row with no role for a role-less user), on
    a plain connection (`Database.run_statement`, `run_transaction`)."""
    return principal_from_rows(conn.execute(_USER_PRINCIPAL, {"user_id": user_id}).mappings().all(), scopes=scopes)


def principal_from_rows(rows: Sequence[sa.RowMapping], *, scopes: Iterable[str] | None) -> Principal:
    if not rows or not rows[0]["is_active"]:
        raise AuthError("This account is unknown or disabled.", code="account_disabled")
    granted = [(row["name"], row["permissions"]) for row in rows if row["name"] is not None]
    return Principal.user(
        rows[0]["id"],
        tenant_id=rows[0]["tenant_id"],
        name=rows[0]["username"],
        permissions=frozenset(perm for _, perms in granted for perm in perms),
        scopes=scopes,
        roles=sorted(name for name, _ in granted),
    )


async def _grant(conn: AsyncConnection, *, user_id: str, tenant_id: str, role_names: Sequence[str]) -> None:
    for role_name in role_names:
        role_id = await conn.scalar(
            sa.select(roles.c.id).where(roles.c.tenant_id == tenant_id, roles.c.name == role_name)
        )
        if role_id is None:
            raise NotFound(f"No role named {role_name!r} in this tenant.", code="unknown_role")
        await conn.execute(user_roles.insert().values(user_id=user_id, role_id=role_id))


def _user(row: sa.RowMapping) -> UserRecord:
    return UserRecord(
        id=row["id"],
        tenant_id=row["tenant_id"],
        username=row["username"],
        display_name=row["display_name"],
        email=row["email"],
        is_active=row["is_active"],
    )
