"""`/api/chat/integrations` (the model picker) and `/api/admin/connections` (operators manage connections).

No response here ever carries an API key: the store hands one to this module only through `api_key()`, which only
the *Test* route calls, to pass it to the model server it tests (`llm.probe`).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Response
from pydantic import BaseModel, ConfigDict, Field, SecretStr

from deputy.core.connections import (
    ConnectionDraft,
    ConnectionPatch,
    InvalidConnection,
    ModelConnection,
    ModelFamily,
    pick_default,
)
from deputy.errors import NotFound
from deputy.llm.probe import probe_connection
from deputy.web.admin_audit import record_admin_change
from deputy.web.deps import AdminDep, PrincipalDep, RuntimeDep
from deputy.web.errors import problems

router = APIRouter(prefix="/api", tags=["connections"], responses=problems(401, 403))


class IntegrationOut(BaseModel):
    """A connection as the chat UI sees it. `available_models` is every id the picker may offer, default first."""

    id: str
    name: str
    family: ModelFamily
    default_model: str
    available_models: list[str]
    context_window_tokens: int | None
    is_default: bool
    disable_topical_classifier: bool


class ConnectionOut(BaseModel):
    """A connection as an operator sees it: everything but the key (`has_api_key` says whether one is set)."""

    id: str
    name: str
    base_url: str
    family: ModelFamily
    default_model: str
    available_models: list[str]
    context_window_tokens: int | None
    spend_cap_tokens: int | None
    spend_window_minutes: int | None
    disable_topical_classifier: bool
    cache_hints: bool
    completion_kwargs: dict[str, Any]
    is_default: bool
    has_api_key: bool


class ConnectionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    base_url: str
    default_model: str
    api_key: SecretStr | None = None
    available_models: list[str] = Field(default_factory=list)
    family: ModelFamily = ModelFamily.GENERIC
    context_window_tokens: int | None = None
    spend_cap_tokens: int | None = None
    spend_window_minutes: int | None = None
    disable_topical_classifier: bool = False
    cache_hints: bool = False
    """Send the family's prompt cache hints (`anthropic`: `cache_control`; `openai`: `prompt_cache_key`)."""
    completion_kwargs: dict[str, Any] = Field(default_factory=dict)
    is_default: bool = False


class ConnectionChanges(BaseModel):
    """A partial update: absent fields keep their value; `"api_key": null` clears the key."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = None
    base_url: str | None = None
    default_model: str | None = None
    api_key: SecretStr | None = None
    available_models: list[str] | None = None
    family: ModelFamily | None = None
    context_window_tokens: int | None = None
    spend_cap_tokens: int | None = None
    spend_window_minutes: int | None = None
    disable_topical_classifier: bool | None = None
    cache_hints: bool | None = None
    completion_kwargs: dict[str, Any] | None = None
    is_default: bool | None = None


_NULLABLE = frozenset({"api_key", "context_window_tokens", "spend_cap_tokens", "spend_window_minutes"})


def integration_out(connection: ModelConnection, *, default_id: str | None) -> IntegrationOut:
    return IntegrationOut(
        id=connection.id,
        name=connection.name,
        family=connection.family,
        default_model=connection.default_model,
        available_models=list(connection.models),
        context_window_tokens=connection.context_window_tokens,
        is_default=connection.id == default_id,
        disable_topical_classifier=connection.disable_topical_classifier,
    )


def connection_out(connection: ModelConnection) -> ConnectionOut:
    return ConnectionOut.model_validate(connection, from_attributes=True)


def _patch(changes: ConnectionChanges) -> ConnectionPatch:
    values: dict[str, Any] = {}
    for name in changes.model_fields_set:
        value = getattr(changes, name)
        if value is None and name not in _NULLABLE:
            raise InvalidConnection(name, "may not be null")
        if name == "api_key":
            value = value.get_secret_value() if value is not None else None
        elif name == "available_models":
            value = tuple(value)
        values[name] = value
    return ConnectionPatch(**values)


@router.get("/chat/integrations")
async def list_integrations(runtime: RuntimeDep, _principal: PrincipalDep) -> list[IntegrationOut]:
    """The connections a signed-in user can chat through, with their selectable models; never a key or URL."""
    connections = await runtime.stores.connections.list()
    default = pick_default(connections)
    default_id = default.id if default else None
    return [integration_out(c, default_id=default_id) for c in connections]


@router.get("/admin/connections")
async def list_connections(runtime: RuntimeDep, _admin: AdminDep) -> list[ConnectionOut]:
    return [connection_out(c) for c in await runtime.stores.connections.list()]


@router.post("/admin/connections", status_code=201, responses=problems(409))
async def create_connection(body: ConnectionIn, runtime: RuntimeDep, admin: AdminDep) -> ConnectionOut:
    fields = body.model_dump(exclude={"api_key"})
    draft = ConnectionDraft(**{**fields, "available_models": tuple(body.available_models)})
    api_key = body.api_key.get_secret_value() if body.api_key is not None else None
    created = await runtime.stores.connections.create(draft, api_key=api_key, now=runtime.clock.now())
    await record_admin_change(
        runtime, admin, resource="connection", action="create", target=created.id, fields=body.model_fields_set
    )
    return connection_out(created)


@router.get("/admin/connections/{connection_id}", responses=problems(404))
async def get_connection(connection_id: str, runtime: RuntimeDep, _admin: AdminDep) -> ConnectionOut:
    connection = await runtime.stores.connections.get(connection_id)
    if connection is None:
        raise NotFound("No model connection with this id.", code="unknown_connection")
    return connection_out(connection)


@router.patch("/admin/connections/{connection_id}", responses=problems(404, 409))
async def update_connection(
    connection_id: str,
    body: ConnectionChanges,
    runtime: RuntimeDep,
    admin: AdminDep,
) -> ConnectionOut:
    patch = _patch(body)
    updated = await runtime.stores.connections.update(connection_id, patch, now=runtime.clock.now())
    await record_admin_change(
        runtime, admin, resource="connection", action="update", target=connection_id, fields=body.model_fields_set
    )
    return connection_out(updated)


class ConnectionTestIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    model: str | None = Field(default=None, max_length=200, description="A model to try; default: the connection's")


class ConnectionTestOut(BaseModel):
    """`ok` when the one-token completion answered. `models` is what the endpoint lists (null when it would not
    say, with `models_error`); `latency_ms` times the completion, request to answer."""

    ok: bool
    model: str
    models: list[str] | None
    models_error: str | None
    latency_ms: float | None
    error: str | None
    error_code: str | None


@router.post("/admin/connections/{connection_id}/test", responses=problems(404))
async def test_connection(
    connection_id: str, runtime: RuntimeDep, _admin: AdminDep, body: ConnectionTestIn | None = None
) -> ConnectionTestOut:
    """List the endpoint's models and time a one-token completion; a failure is reported, not raised (200)."""
    connection = await runtime.stores.connections.get(connection_id)
    if connection is None:
        raise NotFound("No model connection with this id.", code="unknown_connection")
    api_key = await runtime.stores.connections.api_key(connection.id)
    probe = await probe_connection(connection, api_key, model=body.model if body else None)
    return ConnectionTestOut(
        ok=probe.ok,
        model=probe.model,
        models=probe.models,
        models_error=probe.models_error,
        latency_ms=probe.latency_ms,
        error=probe.error,
        error_code=probe.error_code,
    )


@router.delete("/admin/connections/{connection_id}", status_code=204, responses=problems(404))
async def delete_connection(connection_id: str, runtime: RuntimeDep, admin: AdminDep) -> Response:
    await runtime.stores.connections.remove(connection_id)
    await record_admin_change(runtime, admin, resource="connection", action="delete", target=connection_id)
    return Response(status_code=204)
