"""Health, readiness and `GET /api/me`."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from deputy.web.deps import PrincipalDep, RuntimeDep

router = APIRouter(prefix="/api", tags=["system"])


class Me(BaseModel):
    id: str
    kind: str
    name: str
    tenant_id: str | None
    roles: list[str]
    permissions: list[str]
    scopes: list[str] | None
    is_admin: bool


@router.get("/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/ready")
async def ready(runtime: RuntimeDep) -> dict[str, str]:
    """503 (problem JSON) when the database cannot be reached."""
    await runtime.database.ping()
    return {"status": "ready"}


@router.get("/me")
async def me(principal: PrincipalDep) -> Me:
    return Me(
        id=principal.id,
        kind=principal.kind.value,
        name=principal.name,
        tenant_id=principal.tenant_id,
        roles=list(principal.roles),
        permissions=sorted(principal.permissions),
        scopes=None if principal.scopes is None else sorted(principal.scopes),
        is_admin=principal.is_admin,
    )
