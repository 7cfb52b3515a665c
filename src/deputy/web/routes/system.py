"""Health and readiness. (`GET /api/me` lives with sign-in, in `routes/auth.py`.)"""

from __future__ import annotations

from fastapi import APIRouter

from deputy.web.deps import RuntimeDep

router = APIRouter(prefix="/api", tags=["system"])


@router.get("/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/ready")
async def ready(runtime: RuntimeDep) -> dict[str, str]:
    """503 (problem JSON) when the database cannot be reached."""
    await runtime.database.ping()
    return {"status": "ready"}
