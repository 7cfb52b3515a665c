"""What an administrator manages in their tenant: users with their roles and own quota limits, roles with their
holders, and API tokens. Every read and change is scoped to one tenant, and a user, role or token of another tenant
is answered as not found. No answer carries a password hash, a token's secret or its hash.

An administrator cannot lock themselves out: a change that would deactivate the acting administrator, or leave them
without the wildcard (their roles changed, or a role they hold rewritten), is refused and rolls back whole.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.identity.credentials import hash_password
from deputy.core.identity.principal import WILDCARD
from deputy.errors import Conflict, InputError, NotFound, UserError
from deputy.store.engine.database import Database
from deputy.store.tables import api_tokens, roles, token_quotas, user_roles, users

UserOrder = Literal["name", "newest"]


@dataclass(frozen=True, slots=True)
class UserEntry:
    """A user as an administrator's list shows them."""

    id: str
    username: str
    display_name: str
    roles: tuple[str, ...]
    active: bool
    created_at: datetime
    limits: QuotaLimits
    """The user's own token limits; None in a period means the site default applies."""


@dataclass(frozen=True, slots=True)
class RoleEntry:
    name: str
    description: str
    permissions: tuple[str, ...]
    user_count: int


@dataclass(frozen=True, slots=True)
class TokenEntry:
    """An API token without its secret: `prefix` is the secret's first 12 characters (`dpt_` and 8 of its 43
    random ones), enough to recognise it, far too little to use it."""

    id: str
    user_id: str
    username: str
    name: str
    prefix: str
    scopes: tuple[str, ...] | None
    may_apply: bool
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None


def unknown_user() -> NotFound:
    return NotFound("No such user in your tenant.", code="unknown_user")


async def list_users(
    database: Database,
    *,
    tenant_id: str,
    text: str | None = None,
    order: UserOrder = "name",
    limit: int = 100,
    offset: int = 0,
    user_id: str | None = None,
) -> list[UserEntry]:
    """The tenant's users, alphabetical or newest first; `text` matches username or display name (any case)."""
    q = token_quotas.c
    statement = (
        sa.select(
            users.c.id,
            users.c.username,
            users.c.display_name,
            users.c.is_active,
            users.c.created_at,
            q.daily_limit,
            q.weekly_limit,
            q.monthly_limit,
        )
        .outerjoin(token_quotas, q.user_id == users.c.id)
        .where(users.c.tenant_id == tenant_id)
    )
    if user_id is not None:
        statement = statement.where(users.c.id == user_id)
    typed = (text or "").strip()
    if typed:
        # SQLite's lower() folds ASCII only (and Postgres' follows the database's locale), so the text as typed
        # matches too: a name is always found by itself.
        needle = typed.lower()
        statement = statement.where(
            sa.or_(
                *(
                    sa.func.lower(column).contains(needle, autoescape=True)
                    for column in (users.c.username, users.c.display_name)
                ),
                *(column.contains(typed, autoescape=True) for column in (users.c.username, users.c.display_name)),
            )
        )
    ordering = (users.c.username,) if order == "name" else (users.c.created_at.desc(), users.c.id)
    statement = statement.order_by(*ordering).limit(limit).offset(offset)
    async with database.read() as conn:
        rows = (await conn.execute(statement)).mappings().all()
        held = await _roles_of(conn, [row["id"] for row in rows])
    return [
        UserEntry(
            id=row["id"],
            username=row["username"],
            display_name=row["display_name"] or row["username"],
            roles=tuple(held.get(row["id"], ())),
            active=bool(row["is_active"]),
            created_at=row["created_at"],
            limits=QuotaLimits(
                daily=_int(row["daily_limit"]), weekly=_int(row["weekly_limit"]), monthly=_int(row["monthly_limit"])
            ),
        )
        for row in rows
    ]


async def tenant_user(database: Database, *, tenant_id: str, user_id: str) -> UserEntry:
    found = await list_users(database, tenant_id=tenant_id, user_id=user_id, limit=1)
    if not found:
        raise unknown_user()
    return found[0]


async def missing_roles(database: Database, *, tenant_id: str, names: Iterable[str]) -> list[str]:
    """The names among `names` that are no role of the tenant, sorted."""
    wanted = set(names)
    if not wanted:
        return []
    async with database.read() as conn:
        found = set(
            (
                await conn.execute(
                    sa.select(roles.c.name).where(roles.c.tenant_id == tenant_id, roles.c.name.in_(wanted))
                )
            )
            .scalars()
            .all()
        )
    return sorted(wanted - found)


async def update_user(
    database: Database,
    *,
    tenant_id: str,
    user_id: str,
    display_name: str | None = None,
    role_names: Sequence[str] | None = None,
    active: bool | None = None,
    keep_admin: bool = False,
) -> None:
    """Change what is given (None keeps it). `keep_admin` (the acting administrator changing themselves) refuses a
    deactivation (`cannot_deactivate_self`) and roles that leave no wildcard (`cannot_remove_own_admin`)."""
    if keep_admin and active is False:
        raise Conflict(
            "You cannot deactivate your own account.", code="cannot_deactivate_self", details=_field("active")
        )
    async with database.transaction() as conn:
        await _lock_tenant_user(conn, tenant_id=tenant_id, user_id=user_id)
        values: dict[str, Any] = {}
        if display_name is not None:
            values["display_name"] = display_name
        if active is not None:
            values["is_active"] = active
        if values:
            await conn.execute(users.update().where(users.c.id == user_id).values(**values))
        if role_names is not None:
            role_ids = await _role_ids(conn, tenant_id=tenant_id, names=role_names)
            await conn.execute(user_roles.delete().where(user_roles.c.user_id == user_id))
            for role_id in role_ids:
                await conn.execute(user_roles.insert().values(user_id=user_id, role_id=role_id))
            if keep_admin and not await _holds_wildcard(conn, user_id):
                raise Conflict(
                    "These roles would take your own administrator rights away; keep a role that grants `*`.",
                    code="cannot_remove_own_admin",
                    details=_field("roles"),
                )


async def set_password(database: Database, *, tenant_id: str, user_id: str, password: str) -> None:
    """Replace the user's password (argon2id, hashed off the event loop)."""
    password_hash = await asyncio.to_thread(hash_password, password)
    async with database.transaction() as conn:
        await _lock_tenant_user(conn, tenant_id=tenant_id, user_id=user_id)
        await conn.execute(users.update().where(users.c.id == user_id).values(password_hash=password_hash))


async def list_roles(database: Database, *, tenant_id: str, name: str | None = None) -> list[RoleEntry]:
    """The tenant's roles by name, each with how many users hold it."""
    holders = (
        sa.select(sa.func.count())
        .select_from(user_roles)
        .where(user_roles.c.role_id == roles.c.id)
        .scalar_subquery()
        .label("user_count")
    )
    statement = sa.select(roles.c.name, roles.c.description, roles.c.permissions, holders).where(
        roles.c.tenant_id == tenant_id
    )
    if name is not None:
        statement = statement.where(roles.c.name == name)
    async with database.read() as conn:
        rows = (await conn.execute(statement.order_by(roles.c.name))).mappings().all()
    return [
        RoleEntry(
            name=row["name"],
            description=row["description"],
            permissions=tuple(sorted(row["permissions"] or ())),
            user_count=int(row["user_count"]),
        )
        for row in rows
    ]


async def put_role(
    database: Database,
    *,
    tenant_id: str,
    name: str,
    permissions: Iterable[str],
    description: str | None,
    now: datetime,
    keep_admin_of: str | None = None,
) -> bool:
    """Create the role or replace its permissions (and its description, when given). True when it was created.

    `keep_admin_of` (the acting administrator) refuses a rewrite that leaves them without the wildcard
    (`cannot_remove_own_admin`)."""
    perms = sorted(set(permissions))
    try:
        async with database.transaction() as conn:
            role_id = await conn.scalar(
                sa.select(roles.c.id).where(roles.c.tenant_id == tenant_id, roles.c.name == name).with_for_update()
            )
            if role_id is None:
                await conn.execute(
                    roles.insert().values(
                        id=uuid.uuid4().hex,
                        tenant_id=tenant_id,
                        name=name,
                        permissions=perms,
                        description=description or "",
                        created_at=now,
                    )
                )
                return True
            values: dict[str, Any] = {"permissions": perms}
            if description is not None:
                values["description"] = description
            await conn.execute(roles.update().where(roles.c.id == role_id).values(**values))
            if keep_admin_of is not None and not await _holds_wildcard(conn, keep_admin_of):
                raise Conflict(
                    f"You hold {name!r}: without `*` it would take your own administrator rights away.",
                    code="cannot_remove_own_admin",
                    details=_field("permissions"),
                )
            return False
    except IntegrityError as exc:  # the same role created by a concurrent request
        raise Conflict(f"The role {name!r} was just created; retry.", code="role_exists") from exc


async def delete_role(database: Database, *, tenant_id: str, name: str) -> None:
    """Remove an unused role; `role_in_use` (409, with `user_count`) while any user holds it."""
    async with database.transaction() as conn:
        role_id = await conn.scalar(
            sa.select(roles.c.id).where(roles.c.tenant_id == tenant_id, roles.c.name == name).with_for_update()
        )
        if role_id is None:
            raise NotFound(f"No role named {name!r} in your tenant.", code="unknown_role")
        holders = await conn.scalar(
            sa.select(sa.func.count()).select_from(user_roles).where(user_roles.c.role_id == role_id)
        )
        if holders:
            raise Conflict(
                f"{holders} user(s) hold the role {name!r}; take it from them first.",
                code="role_in_use",
                details={"user_count": int(holders)},
            )
        await conn.execute(roles.delete().where(roles.c.id == role_id))


async def list_tokens(
    database: Database,
    *,
    tenant_id: str,
    user_id: str | None = None,
    token_id: str | None = None,
    token_hash: str | None = None,
    limit: int = 100,
    offset: int = 0,
) -> list[TokenEntry]:
    """The tenant's API tokens, newest first, revoked and expired ones included (or the one of `token_id`, or of
    `token_hash`: a token just minted)."""
    t = api_tokens.c
    statement = (
        sa.select(
            t.id,
            t.user_id,
            users.c.username,
            t.name,
            t.prefix,
            t.scopes,
            t.may_apply,
            t.created_at,
            t.expires_at,
            t.revoked_at,
        )
        .join(users, users.c.id == t.user_id)
        .where(users.c.tenant_id == tenant_id)
    )
    if user_id is not None:
        statement = statement.where(t.user_id == user_id)
    if token_id is not None:
        statement = statement.where(t.id == token_id)
    if token_hash is not None:
        statement = statement.where(t.token_hash == token_hash)
    statement = statement.order_by(t.created_at.desc(), t.id).limit(limit).offset(offset)
    async with database.read() as conn:
        rows = (await conn.execute(statement)).mappings().all()
    return [
        TokenEntry(
            id=row["id"],
            user_id=row["user_id"],
            username=row["username"],
            name=row["name"],
            prefix=row["prefix"],
            scopes=None if row["scopes"] is None else tuple(row["scopes"]),
            may_apply=bool(row["may_apply"]),
            created_at=row["created_at"],
            expires_at=row["expires_at"],
            revoked_at=row["revoked_at"],
        )
        for row in rows
    ]


async def tenant_token(
    database: Database, *, tenant_id: str, token_id: str | None = None, token_hash: str | None = None
) -> TokenEntry:
    """The token of that id (or hash) in the tenant; 404 `unknown_token` otherwise."""
    if token_id is None and token_hash is None:
        raise UserError("Name the token by its id or its hash.")
    found = await list_tokens(database, tenant_id=tenant_id, token_id=token_id, token_hash=token_hash, limit=1)
    if not found:
        raise NotFound("No such API token in your tenant.", code="unknown_token")
    return found[0]


async def revoke_token(database: Database, *, tenant_id: str, token_id: str, now: datetime) -> bool:
    """Revoke a token of the tenant: True when it was live until now, False when it was already revoked."""
    in_tenant = sa.select(users.c.id).where(users.c.tenant_id == tenant_id)
    async with database.transaction() as conn:
        result = await conn.execute(
            api_tokens.update()
            .where(api_tokens.c.id == token_id, api_tokens.c.user_id.in_(in_tenant), api_tokens.c.revoked_at.is_(None))
            .values(revoked_at=now)
        )
    return bool(result.rowcount)


async def _roles_of(conn: AsyncConnection, user_ids: Sequence[str]) -> dict[str, list[str]]:
    if not user_ids:
        return {}
    rows = await conn.execute(
        sa.select(user_roles.c.user_id, roles.c.name)
        .join(roles, roles.c.id == user_roles.c.role_id)
        .where(user_roles.c.user_id.in_(user_ids))
        .order_by(roles.c.name)
    )
    held: dict[str, list[str]] = {}
    for user_id, name in rows:
        held.setdefault(user_id, []).append(name)
    return held


async def _lock_tenant_user(conn: AsyncConnection, *, tenant_id: str, user_id: str) -> None:
    found = await conn.scalar(
        sa.select(users.c.id).where(users.c.id == user_id, users.c.tenant_id == tenant_id).with_for_update()
    )
    if found is None:
        raise unknown_user()


async def _role_ids(conn: AsyncConnection, *, tenant_id: str, names: Sequence[str]) -> list[str]:
    wanted = set(names)
    rows = (
        await conn.execute(
            sa.select(roles.c.id, roles.c.name).where(roles.c.tenant_id == tenant_id, roles.c.name.in_(wanted))
        )
    ).all()
    missing = sorted(wanted - {name for _, name in rows})
    if missing:
        raise unknown_roles(missing)
    return [role_id for role_id, _ in rows]


def unknown_roles(names: Sequence[str]) -> InputError:
    return InputError(
        f"roles: no role named {', '.join(repr(n) for n in names)} in your tenant.",
        code="unknown_role",
        details={**_field("roles"), "roles": list(names)},
    )


async def _holds_wildcard(conn: AsyncConnection, user_id: str) -> bool:
    rows = await conn.execute(
        sa.select(roles.c.permissions)
        .join(user_roles, user_roles.c.role_id == roles.c.id)
        .where(user_roles.c.user_id == user_id)
    )
    return any(WILDCARD in (permissions or ()) for (permissions,) in rows)


def _field(name: str) -> dict[str, str]:
    return {"field": name}


def _int(value: Any) -> int | None:
    return None if value is None else int(value)
