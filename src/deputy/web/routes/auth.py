"""Standalone sign-in for browsers: `POST /api/auth/login`, `POST /api/auth/logout` and `GET /api/me`.

Login sets two cookies: `deputy_session` (the opaque session token; HttpOnly, SameSite=Lax, Secure when the
public URL is https) and `deputy_csrf` (the session's CSRF token, readable by the page's script, which sends it
back in `X-CSRF-Token` on every write; see `web.deps.get_caller`). API clients keep using bearer tokens.
"""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.core.identity.sessions import CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, csrf_matches, csrf_token_for
from deputy.errors import CsrfFailed, NotFound, SessionExpired
from deputy.runtime import Runtime
from deputy.web.deps import CallerDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["auth"])


class LoginRequest(BaseModel):
    username: str = Field(min_length=1, max_length=150)
    password: str = Field(min_length=1, max_length=1024)


class Me(BaseModel):
    """The signed-in caller. `kind`, `name`, `tenant_id` and `scopes` are kept for older API clients."""

    id: str
    username: str
    display_name: str
    tenant: str | None
    roles: list[str]
    permissions: list[str]
    is_admin: bool
    auth: Literal["session", "token"]
    kind: str
    name: str
    tenant_id: str | None
    scopes: list[str] | None


class LoginResult(BaseModel):
    user: Me
    csrf_token: str


@router.post("/auth/login", responses=problems(401, 429))
async def login(body: LoginRequest, request: Request, response: Response, runtime: RuntimeDep) -> LoginResult:
    """Sign in with a username and password; 401 `invalid_credentials`, 429 `too_many_login_attempts`."""
    settings, now = runtime.settings, runtime.clock.now()
    signed_in = await runtime.stores.sessions.login(
        username=body.username,
        password=body.password,
        client=request.client.host if request.client else "unknown",
        now=now,
        terms=settings.session_terms(),
        limits=settings.login_limits(),
    )
    previous = request.cookies.get(SESSION_COOKIE)
    if previous:
        await runtime.stores.sessions.revoke(previous, now=now)
    token = signed_in.session.secret
    csrf = csrf_token_for(token, key=runtime.secret)
    max_age = settings.session_lifetime_seconds
    secure = _secure(runtime)
    response.set_cookie(SESSION_COOKIE, token, max_age=max_age, path="/", secure=secure, httponly=True, samesite="lax")
    response.set_cookie(CSRF_COOKIE, csrf, max_age=max_age, path="/", secure=secure, httponly=False, samesite="lax")
    response.headers["Cache-Control"] = "no-store"
    return LoginResult(user=await _me(runtime, signed_in.principal, auth="session"), csrf_token=csrf)


@router.post("/auth/logout", status_code=204, responses=problems(401, 403))
async def logout(request: Request, runtime: RuntimeDep) -> Response:
    """End this browser's session and clear both cookies. A live session needs its CSRF token, like any write;
    an already ended (or absent) one is simply cleared, so logging out never fails."""
    now = runtime.clock.now()
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        try:
            await runtime.stores.sessions.principal_for_session(token, now=now)
        except SessionExpired:
            pass
        else:
            if not csrf_matches(token, request.headers.get(CSRF_HEADER), key=runtime.secret):
                raise CsrfFailed("Logging out needs the X-CSRF-Token header of your session.")
            await runtime.stores.sessions.revoke(token, now=now)
    response = Response(status_code=204)
    secure = _secure(runtime)
    response.delete_cookie(SESSION_COOKIE, path="/", secure=secure, httponly=True, samesite="lax")
    response.delete_cookie(CSRF_COOKIE, path="/", secure=secure, httponly=False, samesite="lax")
    return response


@router.get("/me", responses=problems(401))
async def me(caller: CallerDep, runtime: RuntimeDep) -> Me:
    """Who is signed in, with live roles and permissions; 401 `unauthenticated` or `session_expired`."""
    return await _me(runtime, caller.principal, auth=caller.auth)


async def _me(runtime: Runtime, principal: Principal, *, auth: Literal["session", "token"]) -> Me:
    username, display_name, tenant = principal.name, principal.name, None
    if principal.kind is PrincipalKind.USER:
        try:
            account = await runtime.stores.sessions.account(principal.id)
        except NotFound:
            pass
        else:
            username, display_name, tenant = account.username, account.display_name, account.tenant_slug
    return Me(
        id=principal.id,
        username=username,
        display_name=display_name,
        tenant=tenant,
        roles=list(principal.roles),
        permissions=sorted(principal.permissions),
        is_admin=principal.is_admin,
        auth=auth,
        kind=principal.kind.value,
        name=principal.name,
        tenant_id=principal.tenant_id,
        scopes=None if principal.scopes is None else sorted(principal.scopes),
    )


def _secure(runtime: Runtime) -> bool:
    return runtime.settings.public_url.lower().startswith("https://")
