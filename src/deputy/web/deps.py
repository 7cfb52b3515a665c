"""Named FastAPI dependencies: the runtime, the caller, and the caller's tool context."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from deputy.core.principal import Principal
from deputy.core.tools import ToolContext, Transport
from deputy.errors import AccessDenied, AuthError
from deputy.runtime import Runtime


def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.deputy
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


async def get_principal(request: Request, runtime: RuntimeDep) -> Principal:
    """The caller, with live permissions. Bearer API tokens today; sessions and OAuth plug in here."""
    header = request.headers.get("authorization", "")
    scheme, _, credential = header.partition(" ")
    if scheme.lower() != "bearer" or not credential.strip():
        raise AuthError("Sign in or send `Authorization: Bearer <token>`.")
    return await runtime.stores.identity.principal_for_api_token(credential.strip(), now=runtime.clock.now())


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
    if not (principal.is_admin or AUDIT_PERMISSION in principal.permissions):
        raise AccessDenied("Only administrators and auditors may read the audit log.")
    return principal


AuditorDep = Annotated[Principal, Depends(get_auditor)]


def api_context(request: Request, runtime: RuntimeDep, principal: PrincipalDep) -> ToolContext:
    return ToolContext(principal=principal, transport=Transport.API, host=runtime.host_for(request.headers))


ToolContextDep = Annotated[ToolContext, Depends(api_context)]
