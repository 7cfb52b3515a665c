"""`/api/quota/*`: a user's token usage per period (the chat UI's meter) and staff-set limits.

`GET /api/quota/usage` answers for the caller; staff and support may pass `?user=NAME` of their tenant.
`PUT /api/quota/limits/{user}` (staff) sets any of `daily`, `weekly`, `monthly`: an integer of at least -1
(-1 unlimited, 0 blocked) or null to fall back to the site default; a key left out keeps its value.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body

from deputy.core.budgets.admission import is_support
from deputy.core.budgets.quotas import PERIODS, InvalidLimit, QuotaLimits, validate_limit
from deputy.core.identity.principal import Principal
from deputy.errors import AccessDenied, NotFound
from deputy.runtime import Runtime
from deputy.web.admin_audit import record_admin_change
from deputy.web.deps import AdminDep, PrincipalDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api/quota", tags=["quota"], responses=problems(401, 403))


@router.get("/usage", responses=problems(404))
async def usage(runtime: RuntimeDep, principal: PrincipalDep, user: str | None = None) -> dict[str, Any]:
    """Per period: `limit` (null: unlimited), `used` (open reservations included), `remaining`, `reset_at`."""
    user_id, name = principal.id, principal.name
    if user is not None and user != principal.name:
        if not is_support(principal):
            raise AccessDenied("Only staff and support may read another user's quota.")
        user_id, name = await _user_id(runtime, principal, user), user
    return await _report(runtime, user_id, name)


@router.put("/limits/{user}", responses=problems(404))
async def set_limits(
    user: str, runtime: RuntimeDep, principal: AdminDep, body: Annotated[dict[str, Any], Body()]
) -> dict[str, Any]:
    """Set the user's own limits; an invalid value is a 400 naming its field."""
    known = {p.value for p in PERIODS}
    for key in body:
        if key not in known:
            raise InvalidLimit(key, "unknown limit; use daily, weekly or monthly")
    changes = {key: validate_limit(key, value) for key, value in body.items()}
    user_id = await _user_id(runtime, principal, user)
    stored = await runtime.stores.quotas.set_limits(user_id, changes, by=principal.id, now=runtime.clock.now())
    await record_admin_change(runtime, principal, resource="limits", action="set", target=user_id, values=changes)
    return {**await _report(runtime, user_id, user), "own_limits": _limits_json(stored)}


async def _report(runtime: Runtime, user_id: str, name: str) -> dict[str, Any]:
    budget = runtime.chat.budget
    assert budget is not None  # the runtime always builds one
    periods = await budget.usage(user_id, now=runtime.clock.now())
    return {"user": name, "periods": [p.to_json() for p in periods]}


async def _user_id(runtime: Runtime, principal: Principal, name: str) -> str:
    record = await runtime.stores.identity.user_by_name(name)
    if record is None or (principal.tenant_id is not None and record.tenant_id != principal.tenant_id):
        raise NotFound(f"No user named {name!r}.", code="unknown_user")
    return record.id


def _limits_json(limits: QuotaLimits) -> dict[str, int | None]:
    return {p.value: limits.get(p) for p in PERIODS}
