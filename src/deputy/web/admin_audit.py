"""Recording what administrators change (connections, system prompts, limits) as `admin.change` audit events."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from deputy.core.identity.principal import Principal
from deputy.core.tools.audit_events import admin_change
from deputy.runtime import Runtime


async def record_admin_change(
    runtime: Runtime,
    admin: Principal,
    *,
    resource: str,
    action: str,
    target: str,
    fields: Iterable[str] = (),
    values: Mapping[str, Any] | None = None,
) -> None:
    event = admin_change(
        admin,
        now=runtime.clock.now(),
        resource=resource,
        action=action,
        target=target,
        fields=tuple(fields),
        values=values,
    )
    await runtime.stores.events.record(event)
