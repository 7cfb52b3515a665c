"""`/api/admin/{users,roles,permissions,tokens}`: the people of the administrator's tenant, for full administrators.

- Users: list (`q`, `order`, paging), create, change (`display_name`, `roles`, `active`) and reset a password. An
  administrator cannot deactivate themselves (`cannot_deactivate_self`) nor drop their own wildcard
  (`cannot_remove_own_admin`). A reset revokes the user's browser sessions only: API tokens are separate
  credentials an administrator lists and revokes here, and OAuth grants belong to the clients the user approved.
- Roles: list with holder counts, create or replace (`PUT`), delete while unused (`role_in_use` otherwise).
  Permission names are free-form, as with `deputy role set`: a host application checks names of its own that no
  Deputy tool declares. A name no tool or route of this server knows is kept and reported in `unknown_permissions`.
- Permissions: the catalogue a picker shows, from the tool registry, the route permissions and the wildcard.
- API tokens: list (never the secret or its hash), create (the secret only in the 201 body), revoke.

Users, roles and tokens of another tenant answer 404. Every change is an `admin.change` audit event naming fields,
never a password or a secret.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query, Response
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints

from deputy.core.agents.profiles import MANAGE_PERMISSION
from deputy.core.budgets.admission import SUPPORT_PERMISSION
from deputy.core.budgets.quotas import QuotaLimits
from deputy.core.identity.principal import WILDCARD, Principal
from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE
from deputy.errors import AccessDenied, InputError
from deputy.runtime import Runtime
from deputy.store.identity import directory
from deputy.store.identity.directory import RoleEntry, TokenEntry, UserEntry
from deputy.web.admin_audit import record_admin_change
from deputy.web.deps import AUDIT_PERMISSION, AdminDep, RuntimeDep, principal_filter
from deputy.web.errors import problems
from deputy.web.routes.params import PLAIN_ID_PATTERN, PrincipalQuery, UsernameQuery

router = APIRouter(prefix="/api/admin", tags=["admin"], responses=problems(401, 403))

ROUTE_PERMISSIONS = {
    AUDIT_PERMISSION: "Read the audit log and audit events (GET /api/audit, /api/audit/events).",
    SUPPORT_PERMISSION: "Support: search and read the tenant's conversations and other users' quota usage; chat "
    "when the assistant is open to staff and support only.",
    MANAGE_PERMISSION: "Manage the tenant's agents (/api/admin/agents).",
}
"""The permissions routes check (`Principal.holds`), beside those the tools declare."""
SCOPE_BUNDLES = {
    READ_SCOPE: "Every tool permission ending in .read (route permissions must be named).",
    WRITE_SCOPE: "Every tool permission (route permissions must be named).",
}

UserId = Annotated[str, Path(pattern=PLAIN_ID_PATTERN)]
TokenId = Annotated[str, Path(pattern=PLAIN_ID_PATTERN)]
RoleName = Annotated[str, Path(pattern=r"^[\w.:@+-]{1,100}$", description="letters, digits and _ . : @ + -")]
Username = Annotated[str, StringConstraints(pattern=r"^[\w.@+-]{1,150}$")]
"""Letters (any script), digits and `_ . @ + -`: it appears in paths (`/api/quota/limits/{user}`) and in logs."""
Text = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[^\x00-\x1f\x7f]*$")]
DisplayName = Annotated[Text, Field(max_length=200)]
Password = Annotated[str, Field(min_length=1, max_length=1024)]
"""What sign-in accepts (`POST /api/auth/login`); the CLI sets no other rule."""
RoleRef = Annotated[str, StringConstraints(min_length=1, max_length=100)]
Permission = Annotated[str, StringConstraints(pattern=r"^(\*|[A-Za-z0-9_][A-Za-z0-9_.:-]{0,99})$")]
"""The wildcard, or letters, digits and `_ . : -` (`incidents.read`, `acme:billing.write`)."""
Offset = Annotated[int, Query(ge=0, le=2**31 - 1)]


class OwnLimits(BaseModel):
    """The user's own token limits per period: null means the site default applies, -1 unlimited, 0 blocked."""

    daily: int | None
    weekly: int | None
    monthly: int | None


class UserOut(BaseModel):
    id: str
    username: str
    display_name: str
    roles: list[str]
    active: bool
    created_at: datetime
    own_limits: OwnLimits


class UserIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: Username
    display_name: DisplayName = ""
    """Empty: the username."""
    password: Password | None = None
    """Null: the user cannot sign in with a password (API tokens only), as `deputy user add` without one."""
    roles: list[RoleRef] = Field(default_factory=list, max_length=50)


class UserChanges(BaseModel):
    """A partial update: absent fields keep their value; none may be null."""

    model_config = ConfigDict(extra="forbid")

    display_name: DisplayName | None = None
    roles: list[RoleRef] | None = Field(default=None, max_length=50)
    active: bool | None = None


class PasswordIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    password: Password


class PasswordReset(BaseModel):
    user_id: str
    sessions_revoked: int
    """The user's browser sessions ended by the reset; API tokens are kept."""


class RoleOut(BaseModel):
    name: str
    description: str
    permissions: list[str]
    user_count: int
    unknown_permissions: list[str]
    """Permissions no tool or route of this server checks: a host application's own, or a typo."""


class RoleIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    permissions: list[Permission] = Field(min_length=1, max_length=200)
    description: Annotated[Text, Field(max_length=500)] | None = None
    """Null or absent keeps the description of an existing role (a new one gets "")."""


class ToolRef(BaseModel):
    name: str
    title: str


class PermissionOut(BaseModel):
    name: str
    kind: Literal["wildcard", "route", "tool"]
    """`route` when a route checks it (its `tools` may still list tools that need it too)."""
    description: str | None
    tools: list[ToolRef]
    """The tools that need it; for the wildcard, the tools that declare no permission (administrators only)."""


class ScopeBundle(BaseModel):
    name: str
    description: str


class Catalogue(BaseModel):
    permissions: list[PermissionOut]
    scope_bundles: list[ScopeBundle]
    """Names a token's scopes may use besides permissions."""


class TokenOut(BaseModel):
    id: str
    user_id: str
    username: str
    name: str
    prefix: str
    """The secret's first 12 characters, to recognise it; never enough to use it."""
    scopes: list[str] | None
    """Null: all of the user's permissions (an administrator's such token is an administrator's credential)."""
    may_apply: bool
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None
    revoked: bool
    expired: bool


class TokenIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    user_id: Annotated[str, StringConstraints(pattern=PLAIN_ID_PATTERN)]
    name: Annotated[Text, Field(max_length=200)] = ""
    scopes: list[Permission] | None = Field(default=None, max_length=100)
    expires_at: AwareDatetime | None = None
    may_apply: bool = False


class NewToken(BaseModel):
    token: TokenOut
    secret: str
    """Shown this once; only its hash is stored."""


# -- users ---------------------------------------------------------------------------------------------------


@router.get("/users")
async def list_users(
    runtime: RuntimeDep,
    admin: AdminDep,
    q: Annotated[str | None, Query(max_length=200)] = None,
    order: Literal["name", "newest"] = "name",
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
    offset: Offset = 0,
) -> list[UserOut]:
    """The tenant's users, alphabetical (`order=name`) or newest first; `q` matches username or display name."""
    found = await directory.list_users(
        runtime.database, tenant_id=tenant_of(admin), text=q, order=order, limit=limit, offset=offset
    )
    return [_user_out(entry) for entry in found]


@router.post("/users", status_code=201, responses=problems(404, 409))
async def create_user(body: UserIn, runtime: RuntimeDep, admin: AdminDep) -> UserOut:
    """409 `user_exists` when the username is taken (usernames are unique across tenants); 400 `unknown_role`."""
    tenant = tenant_of(admin)
    roles = sorted(set(body.roles))
    missing = await directory.missing_roles(runtime.database, tenant_id=tenant, names=roles)
    if missing:
        raise directory.unknown_roles(missing)
    user_id = await runtime.stores.identity.create_user(
        tenant_id=tenant,
        username=body.username,
        password=body.password,
        display_name=body.display_name,
        role_names=roles,
        now=runtime.clock.now(),
    )
    await record_admin_change(
        runtime,
        admin,
        resource="user",
        action="create",
        target=user_id,
        fields=sorted(body.model_fields_set),
        values={"username": body.username, "roles": roles},
    )
    return _user_out(await directory.tenant_user(runtime.database, tenant_id=tenant, user_id=user_id))


@router.patch("/users/{user_id}", responses=problems(404, 409))
async def update_user(user_id: UserId, body: UserChanges, runtime: RuntimeDep, admin: AdminDep) -> UserOut:
    """409 `cannot_deactivate_self` or `cannot_remove_own_admin` for the caller's own account; 400 `unknown_role`."""
    tenant = tenant_of(admin)
    changed = sorted(body.model_fields_set)
    for name in changed:
        if getattr(body, name) is None:
            raise InputError(f"{name}: may not be null.", code="invalid_user", details={"field": name})
    roles = None if body.roles is None else sorted(set(body.roles))
    await directory.update_user(
        runtime.database,
        tenant_id=tenant,
        user_id=user_id,
        display_name=body.display_name,
        role_names=roles,
        active=body.active,
        keep_admin=user_id == admin.id,
    )
    if changed:
        values = {key: value for key, value in (("roles", roles), ("active", body.active)) if value is not None}
        await record_admin_change(
            runtime, admin, resource="user", action="update", target=user_id, fields=changed, values=values
        )
    return _user_out(await directory.tenant_user(runtime.database, tenant_id=tenant, user_id=user_id))


@router.post("/users/{user_id}/password", responses=problems(404))
async def reset_password(user_id: UserId, body: PasswordIn, runtime: RuntimeDep, admin: AdminDep) -> PasswordReset:
    """Set a new password and end the user's browser sessions (the caller's own too, when it is theirs)."""
    await directory.set_password(runtime.database, tenant_id=tenant_of(admin), user_id=user_id, password=body.password)
    ended = await runtime.stores.sessions.revoke_all(user_id=user_id, now=runtime.clock.now())
    await record_admin_change(
        runtime, admin, resource="user", action="reset_password", target=user_id, fields=["password"]
    )
    return PasswordReset(user_id=user_id, sessions_revoked=ended)


# -- roles and permissions -----------------------------------------------------------------------------------


@router.get("/roles")
async def list_roles(runtime: RuntimeDep, admin: AdminDep) -> list[RoleOut]:
    known = _known_permissions(runtime)
    return [_role_out(role, known) for role in await directory.list_roles(runtime.database, tenant_id=tenant_of(admin))]


@router.put("/roles/{role}", responses={**problems(409), 201: {"model": RoleOut, "description": "Created"}})
async def put_role(role: RoleName, body: RoleIn, response: Response, runtime: RuntimeDep, admin: AdminDep) -> RoleOut:
    """Create the role (201) or replace its permissions (200). 409 `cannot_remove_own_admin` when the caller holds
    the role and would be left without `*`."""
    tenant = tenant_of(admin)
    permissions = sorted(set(body.permissions))
    created = await directory.put_role(
        runtime.database,
        tenant_id=tenant,
        name=role,
        permissions=permissions,
        description=body.description,
        now=runtime.clock.now(),
        keep_admin_of=admin.id,
    )
    await record_admin_change(
        runtime,
        admin,
        resource="role",
        action="create" if created else "update",
        target=role,
        fields=sorted(body.model_fields_set),
        values={"permissions": permissions},
    )
    response.status_code = 201 if created else 200
    [stored] = await directory.list_roles(runtime.database, tenant_id=tenant, name=role)
    return _role_out(stored, _known_permissions(runtime))


@router.delete("/roles/{role}", status_code=204, responses=problems(404, 409))
async def delete_role(role: RoleName, runtime: RuntimeDep, admin: AdminDep) -> Response:
    """409 `role_in_use` (with `user_count`) while any user holds it."""
    await directory.delete_role(runtime.database, tenant_id=tenant_of(admin), name=role)
    await record_admin_change(runtime, admin, resource="role", action="delete", target=role)
    return Response(status_code=204)


@router.get("/permissions")
async def permission_catalogue(runtime: RuntimeDep, _admin: AdminDep) -> Catalogue:
    """Every permission this server checks: each tool permission with its tools, the route permissions, and `*`."""
    tools: dict[str, list[ToolRef]] = {}
    unguarded: list[ToolRef] = []
    for tool in runtime.registry:
        ref = ToolRef(name=tool.name, title=tool.display_title)
        for permission in tool.permissions:
            tools.setdefault(permission, []).append(ref)
        if not tool.permissions:
            unguarded.append(ref)
    wildcard = PermissionOut(
        name=WILDCARD,
        kind="wildcard",
        description="Administrator: every permission, every tool and the staff routes (on an unscoped credential).",
        tools=unguarded,
    )
    listed = [
        PermissionOut(
            name=name,
            kind="route" if name in ROUTE_PERMISSIONS else "tool",
            description=ROUTE_PERMISSIONS.get(name),
            tools=tools.get(name, []),
        )
        for name in sorted(set(tools) | set(ROUTE_PERMISSIONS))
    ]
    bundles = [ScopeBundle(name=name, description=text) for name, text in SCOPE_BUNDLES.items()]
    return Catalogue(permissions=[wildcard, *listed], scope_bundles=bundles)


# -- API tokens ----------------------------------------------------------------------------------------------


@router.get("/tokens", responses=problems(404))
async def list_tokens(
    runtime: RuntimeDep,
    admin: AdminDep,
    principal: PrincipalQuery = None,
    user: UsernameQuery = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
    offset: Offset = 0,
) -> list[TokenOut]:
    """The tenant's API tokens, newest first, revoked and expired ones included; never a secret or its hash. The
    owner is named as the audit log names a principal: `principal` (an id) or `user` (a username)."""
    tenant_id = tenant_of(admin)
    owner = await principal_filter(runtime, tenant_id, principal, user)
    found = await directory.list_tokens(
        runtime.database, tenant_id=tenant_id, user_id=owner, limit=limit, offset=offset
    )
    now = runtime.clock.now()
    return [_token_out(token, now) for token in found]


@router.post("/tokens", status_code=201, responses=problems(404))
async def create_token(body: TokenIn, response: Response, runtime: RuntimeDep, admin: AdminDep) -> NewToken:
    """A personal API token for a user of the tenant (404 `unknown_user`). `scopes` narrow it (null: all of the
    user's permissions; `*` is no scope, 400 `invalid_scope`); `expires_at` must lie ahead (400 `invalid_expiry`)."""
    tenant, now = tenant_of(admin), runtime.clock.now()
    if body.scopes is not None and WILDCARD in body.scopes:
        raise InputError(
            "scopes: `*` is not a scope; leave scopes null for a token with all of the user's permissions.",
            code="invalid_scope",
            details={"field": "scopes"},
        )
    if body.expires_at is not None and body.expires_at <= now:
        raise InputError("expires_at: must lie in the future.", code="invalid_expiry", details={"field": "expires_at"})
    user = await directory.tenant_user(runtime.database, tenant_id=tenant, user_id=body.user_id)
    minted = await runtime.stores.identity.create_api_token(
        user_id=user.id,
        name=body.name,
        scopes=body.scopes,
        expires_at=body.expires_at,
        may_apply=body.may_apply,
        now=now,
    )
    stored = await directory.tenant_token(runtime.database, tenant_id=tenant, token_hash=minted.token_hash)
    await record_admin_change(
        runtime,
        admin,
        resource="api_token",
        action="create",
        target=stored.id,
        fields=sorted(body.model_fields_set),
        values={
            "user_id": user.id,
            "scopes": None if stored.scopes is None else list(stored.scopes),
            "may_apply": body.may_apply,
            "expires_at": None if body.expires_at is None else body.expires_at.isoformat(),
        },
    )
    response.headers["Cache-Control"] = "no-store"
    return NewToken(token=_token_out(stored, now), secret=minted.secret)


@router.delete("/tokens/{token_id}", status_code=204, responses=problems(404))
async def revoke_token(token_id: TokenId, runtime: RuntimeDep, admin: AdminDep) -> Response:
    """Revoke the token at once (it stops authenticating on its next request); revoking it again changes nothing."""
    tenant = tenant_of(admin)
    await directory.tenant_token(runtime.database, tenant_id=tenant, token_id=token_id)
    if await directory.revoke_token(runtime.database, tenant_id=tenant, token_id=token_id, now=runtime.clock.now()):
        await record_admin_change(runtime, admin, resource="api_token", action="revoke", target=token_id)
    return Response(status_code=204)


# -- helpers -------------------------------------------------------------------------------------------------


def tenant_of(admin: Principal) -> str:
    """The administrator's tenant: the only one these routes read or change."""
    if admin.tenant_id is None:
        raise AccessDenied("Only an administrator of a tenant manages its people and records.", code="no_tenant")
    return admin.tenant_id


def _known_permissions(runtime: Runtime) -> frozenset[str]:
    return runtime.registry.permission_catalog() | set(ROUTE_PERMISSIONS) | {WILDCARD}


def _limits_out(limits: QuotaLimits) -> OwnLimits:
    return OwnLimits(daily=limits.daily, weekly=limits.weekly, monthly=limits.monthly)


def _user_out(entry: UserEntry) -> UserOut:
    return UserOut(
        id=entry.id,
        username=entry.username,
        display_name=entry.display_name,
        roles=list(entry.roles),
        active=entry.active,
        created_at=entry.created_at,
        own_limits=_limits_out(entry.limits),
    )


def _role_out(role: RoleEntry, known: frozenset[str]) -> RoleOut:
    return RoleOut(
        name=role.name,
        description=role.description,
        permissions=list(role.permissions),
        user_count=role.user_count,
        unknown_permissions=[p for p in role.permissions if p not in known],
    )


def _token_out(token: TokenEntry, now: datetime) -> TokenOut:
    return TokenOut(
        id=token.id,
        user_id=token.user_id,
        username=token.username,
        name=token.name,
        prefix=token.prefix,
        scopes=None if token.scopes is None else list(token.scopes),
        may_apply=token.may_apply,
        created_at=token.created_at,
        expires_at=token.expires_at,
        revoked_at=token.revoked_at,
        revoked=token.revoked_at is not None,
        expired=token.expires_at is not None and token.expires_at <= now,
    )
