"""Named FastAPI dependencies: the runtime, the caller, and the caller's tool context."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Literal

from fastapi import Depends, Request

from deputy.core.identity.host_assertion import HOST_ASSERTION_PREFIX
from deputy.core.identity.principal import Principal
from deputy.core.identity.sessions import CSRF_HEADER, SESSION_COOKIE, UNSAFE_METHODS, csrf_matches
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.unstorable import may_hold_unstorable, unstorable_text
from deputy.errors import AccessDenied, AuthError, CsrfFailed, InputError, NotFound
from deputy.runtime import Runtime


# The dependencies are `async def` though they never await: FastAPI runs a plain `def` dependency in its thread
# pool, a thread hand-off on every request.
async def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.deputy
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_BODYLESS = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods whose body no route reads, so none is looked at."""


async def reject_control_characters(request: Request) -> None:
    """Every route's first check: no path or query parameter holds a control character (NUL, newline, DEL...),
    and no string of a JSON body holds NUL or a lone surrogate.

    Ids, names and filters never contain one, and Postgres cannot even compare text with NUL in it. The error
    has the shape of a validation error (`invalid_request`, `issues` naming `path.<name>` or `query.<name>`).
    A body's text is refused as `invalid_text`, its `issues` naming each field as validation errors do
    (`title`, `messages.0.parts.1.text`): no route stores, or half-stores, what no database can hold.
    """
    params = [("path", name, value) for name, value in request.path_params.items()]
    params += [("query", name, value) for name, value in request.query_params.multi_items()]
    fields = [f"{where}.{name}" for where, name, value in params if isinstance(value, str) and _CONTROL.search(value)]
    if fields:
        raise InputError(
            f"Invalid request: {', '.join(fields)}.",
            code="invalid_request",
            details={"issues": [{"field": field, "message": "Contains a control character."} for field in fields]},
        )
    if request.method not in _BODYLESS:
        await _reject_unstorable_text(request)


async def _reject_unstorable_text(request: Request) -> None:
    # FastAPI read (and parsed) a route's body before its dependencies run, into this same request: the common
    # body costs one scan of its bytes here, and only one that may hold such text is walked.
    body = await request.body()
    if not may_hold_unstorable(body):
        return
    try:
        value = await request.json()
    except (ValueError, RecursionError):
        return  # not JSON (or nested past parsing): the route's own validation answers
    found = unstorable_text(value)
    if found:
        issues = [
            {"field": ".".join(str(part) for part in text.path) or "(body)", "message": text.message} for text in found
        ]
        raise InputError(
            f"Invalid text: {', '.join(issue['field'] for issue in issues)}.",
            code="invalid_text",
            details={"issues": issues},
        )


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling and how they proved it: a bearer API token, or the browser session cookie."""

    principal: Principal
    auth: Literal["session", "token"]
    may_apply: bool = False
    """A bearer token an operator marked as applying proposals (`deputy token create --may-apply`)."""


async def get_caller(request: Request, runtime: RuntimeDep) -> Caller:
    """The caller, with live permissions: `Authorization: Bearer` first, else the `deputy_session` cookie.

    A cookie-authenticated POST/PUT/PATCH/DELETE must carry the session's CSRF token in `X-CSRF-Token`
    (`CsrfFailed`, 403, before the route runs); a bearer request is never CSRF-checked, since a browser never
    adds that header on its own.
    """
    header = request.headers.get("authorization", "")
    scheme, _, credential = header.partition(" ")
    now = runtime.clock.now()
    if scheme.lower() == "bearer" and credential.strip().startswith(HOST_ASSERTION_PREFIX):
        return Caller(principal=await host_assertion_principal(request, runtime, credential.strip()), auth="token")
    if scheme.lower() == "bearer" and credential.strip():
        found = await runtime.stores.identity.api_credential(credential.strip(), now=now)
        return Caller(principal=found.principal, auth="token", may_apply=found.may_apply)
    session = request.cookies.get(SESSION_COOKIE)
    if not session:
        raise AuthError("Sign in or send `Authorization: Bearer <token>`.")
    principal = await runtime.stores.sessions.principal_for_session(session, now=now)
    if request.method.upper() in UNSAFE_METHODS and not csrf_matches(
        session, request.headers.get(CSRF_HEADER), key=runtime.secret
    ):
        raise CsrfFailed("This request needs the X-CSRF-Token header of your session. Reload the page and retry.")
    return Caller(principal=principal, auth="session")


CallerDep = Annotated[Caller, Depends(get_caller)]


async def host_assertion_principal(request: Request, runtime: Runtime, assertion: str) -> Principal:
    """The user behind a host assertion (`core.identity.host_assertion`), with live permissions and its scopes.

    Accepted only by the in-process host application (`request.app` is the host factory's app): never by Deputy's
    own routes, whose audience it is not.
    """
    factory = runtime.host_factory
    if factory is None or factory.app is None or request.app is not factory.app:
        raise AuthError("This credential is for the host application only.", code="invalid_token")
    grant = runtime.host_assertions.verify(assertion, now=runtime.clock.now())
    return await runtime.stores.identity.principal_for_user(grant.user_id, scopes=grant.scopes)


async def get_principal(caller: CallerDep) -> Principal:
    """The caller, with live permissions (bearer API token or browser session; see `get_caller`)."""
    return caller.principal


PrincipalDep = Annotated[Principal, Depends(get_principal)]


async def get_admin(principal: PrincipalDep) -> Principal:
    """Full administrators: the wildcard, on an unscoped credential."""
    if not principal.is_admin:
        raise AccessDenied("Only administrators may do this.")
    return principal


AdminDep = Annotated[Principal, Depends(get_admin)]

AUDIT_PERMISSION = "audit.read"


async def get_auditor(principal: PrincipalDep) -> Principal:
    """Administrators, and holders of `audit.read` (read the log, change nothing)."""
    if not (principal.is_admin or principal.holds(AUDIT_PERMISSION)):
        raise AccessDenied("Only administrators and auditors may read the audit log.")
    return principal


AuditorDep = Annotated[Principal, Depends(get_auditor)]


async def api_context(request: Request, runtime: RuntimeDep, principal: PrincipalDep) -> ToolContext:
    return ToolContext(principal=principal, transport=Transport.API, host=runtime.host_for(request.headers))


ToolContextDep = Annotated[ToolContext, Depends(api_context)]


async def principal_filter(
    runtime: Runtime, tenant_id: str | None, principal: str | None, user: str | None
) -> str | None:
    """The principal id a list is filtered by, as every list that names people takes it: `principal` (an id) as
    given, or the id of the user named `user` (a username of the tenant, `unknown_user` when none is), never both
    (`conflicting_filters`)."""
    if user is None:
        return principal
    if principal is not None:
        raise InputError(
            "Filter by principal or by user, not both.", code="conflicting_filters", details={"field": "user"}
        )
    record = await runtime.stores.identity.user_by_name(user)
    if record is None or tenant_id not in (None, record.tenant_id):
        raise NotFound(f"No user named {user!r}.", code="unknown_user")
    return record.id
