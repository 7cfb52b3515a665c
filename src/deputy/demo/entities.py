"""Acme Ops' entity types for entity-scoped chats: `incident` and `service`.

Each loader reads through Acme Ops' own routes *as the user* (the same projections the tools use), so a user
who may not read Acme Ops gets `entity_forbidden`, and a missing incident `entity_not_found`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI

from deputy.core.conversations.entities import EntityRegistry
from deputy.core.tools.declarations import ToolContext
from deputy.demo.acme import SERVICE_ID
from deputy.demo.tools import Routes
from deputy.errors import NotFound

_SERVICE = re.compile(SERVICE_ID)


def register_acme_entities(entities: EntityRegistry, acme: FastAPI) -> None:
    """Declare `incident` (by number) and `service` (by id) over the Acme Ops app `acme`."""
    routes = Routes(acme)

    async def load_incident(ctx: ToolContext, entity_id: str) -> Mapping[str, Any]:
        if not entity_id.isdigit() or not 1 <= int(entity_id) <= 2**31 - 1:
            raise NotFound(f"No incident {entity_id!r}.")
        incident: Mapping[str, Any] = await routes.call(ctx, "get_incident", {"incident_id": int(entity_id)})
        return incident

    async def load_service(ctx: ToolContext, entity_id: str) -> Mapping[str, Any]:
        if not _SERVICE.fullmatch(entity_id):
            raise NotFound(f"No service {entity_id!r}.")
        service: Mapping[str, Any] = await routes.call(ctx, "get_service", {"service_id": entity_id})
        return service

    entities.register(
        "incident", title="Incident", loader=load_incident, description="An Acme Ops incident, by its number"
    )
    entities.register("service", title="Service", loader=load_service, description="An Acme Ops service, by its id")
