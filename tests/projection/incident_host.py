"""A small host application with its own bearer-token (or cookie) auth and its own permission checks.

Deputy knows nothing about these tokens: projected tools must reach the routes as the user, and the routes
decide. Every request that reaches the app is recorded, so tests can prove what was (not) sent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Annotated, Any, Literal

from fastapi import Cookie, Depends, FastAPI, Header, HTTPException, Query, Response
from fastapi.responses import JSONResponse, RedirectResponse
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Receive, Scope, Send

from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import HostCaller, Tool, ToolContext, Transport
from deputy.core.tools.schema import validate_arguments


@dataclass(frozen=True)
class User:
    name: str
    permissions: frozenset[str]


USERS = {
    "alice-token": User("alice", frozenset({"incidents.read", "incidents.write"})),
    "bob-token": User("bob", frozenset({"incidents.read"})),
}


@dataclass(frozen=True)
class SeenRequest:
    method: str
    path: str
    query: str
    headers: dict[str, str]


@dataclass
class HostApp:
    app: FastAPI
    seen: list[SeenRequest] = field(default_factory=list)
    incidents: dict[int, dict[str, Any]] = field(default_factory=dict)

    @property
    def methods(self) -> list[str]:
        return [request.method for request in self.seen]


class Severity(StrEnum):
    LOW = "low"
    HIGH = "high"
    CRITICAL = "critical"


class Tag(BaseModel):
    key: str = Field(description="Tag name")
    value: str | None = None


class IncidentCreate(BaseModel):
    title: str = Field(min_length=1, max_length=80, description="Short title")
    severity: Severity = Severity.LOW
    tags: list[Tag] = []
    detected_at: datetime | None = None


class IncidentPatch(BaseModel):
    title: str | None = Field(default=None, min_length=1, max_length=80)
    severity: Severity | None = None


def current_user(
    authorization: Annotated[str | None, Header()] = None,
    session: Annotated[str | None, Cookie()] = None,
) -> User:
    token = authorization.removeprefix("Bearer ") if authorization else session
    user = USERS.get(token or "")
    if user is None:
        raise HTTPException(401, "Sign in first.")
    return user


def require(permission: str) -> Callable[[User], User]:
    def check(user: Annotated[User, Depends(current_user)]) -> User:
        if permission not in user.permissions:
            raise HTTPException(403, f"{user.name} lacks {permission} in the incident tracker.")
        return user

    return check


Reader = Annotated[User, Depends(require("incidents.read"))]
Writer = Annotated[User, Depends(require("incidents.write"))]


def build_host_app() -> HostApp:
    host = HostApp(app=FastAPI(title="Incident tracker"))
    host.incidents[1] = {"id": 1, "title": "Disk full", "severity": "high", "status": "open", "tags": []}
    _incident_routes(host)
    _plumbing_routes(host)
    host.app.add_middleware(_Recorder, seen=host.seen)
    return host


def _incident_routes(host: HostApp) -> None:
    app, incidents = host.app, host.incidents

    @app.get("/incidents", operation_id="list_incidents", summary="List incidents")
    def list_incidents(
        user: Reader,
        status: Literal["open", "closed"] | None = None,
        limit: Annotated[int, Query(ge=1, le=100, description="Page size")] = 20,
        tag: Annotated[list[str], Query()] = [],  # noqa: B006 - FastAPI copies defaults
    ) -> dict[str, Any]:
        found = [i for i in incidents.values() if status is None or i["status"] == status]
        return {"items": found[:limit], "seen_by": user.name, "tags": tag}

    @app.get("/incidents/{incident_id}", operation_id="get_incident")
    def get_incident(incident_id: int, user: Reader) -> dict[str, Any]:
        if incident_id not in incidents:
            raise HTTPException(404, f"Incident {incident_id} does not exist.")
        return incidents[incident_id]

    @app.post("/incidents", operation_id="create_incident", status_code=201, summary="Open an incident")
    def create_incident(body: IncidentCreate, user: Writer) -> dict[str, Any]:
        if any(i["title"] == body.title for i in incidents.values()):
            detail = [{"loc": ["body", "title"], "msg": "An incident with this title exists.", "type": "value_error"}]
            raise HTTPException(422, detail)
        incident = {"id": max(incidents) + 1, **body.model_dump(mode="json"), "status": "open", "by": user.name}
        incidents[incident["id"]] = incident
        return incident

    @app.patch("/incidents/{incident_id}", operation_id="update_incident")
    def update_incident(
        incident_id: int,
        patch: IncidentPatch,
        user: Writer,
        x_request_id: Annotated[str | None, Header()] = None,
    ) -> dict[str, Any]:
        incident = get_incident(incident_id, user)
        incident.update(patch.model_dump(mode="json", exclude_unset=True))
        return {**incident, "request_id": x_request_id}

    @app.post("/incidents/{incident_id}/close", operation_id="close_incident")
    def close_incident(incident_id: int, user: Writer) -> dict[str, Any]:
        incident = get_incident(incident_id, user)
        if incident["status"] == "closed":
            raise HTTPException(409, f"Incident {incident_id} is already closed.")
        incident["status"] = "closed"
        return incident

    @app.delete("/incidents/{incident_id}", operation_id="delete_incident", status_code=204)
    def delete_incident(incident_id: int, user: Writer) -> Response:
        incidents.pop(incident_id, None)
        return Response(status_code=204)


def _plumbing_routes(host: HostApp) -> None:
    app = host.app

    @app.get("/report", operation_id="broken_report")
    def broken_report(user: Reader) -> JSONResponse:
        return JSONResponse({"detail": "db password=hunter2 at line 7"}, status_code=500)

    @app.get("/moved", operation_id="moved")
    def moved(user: Reader) -> RedirectResponse:
        return RedirectResponse("/incidents/1", status_code=307)

    @app.get("/elsewhere", operation_id="elsewhere")
    def elsewhere(user: Reader) -> RedirectResponse:
        return RedirectResponse("http://evil.test/collect", status_code=307)

    @app.get("/login", operation_id="login")
    def login(user: Reader) -> JSONResponse:
        response = JSONResponse({"ok": True})
        response.set_cookie("session", "bob-token")
        return response


class _Recorder:
    """ASGI middleware: records every request that reaches the host application."""

    def __init__(self, app: ASGIApp, seen: list[SeenRequest]) -> None:
        self.app = app
        self.seen = seen

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
            query = scope["query_string"].decode("latin-1")
            self.seen.append(SeenRequest(scope["method"], scope["raw_path"].decode("latin-1"), query, headers))
        await self.app(scope, receive, send)


def context(host: HostCaller | None, *, user: str = "alice") -> ToolContext:
    """Deputy's side of the caller: the principal Deputy resolved, and the host caller built for them."""
    permissions = USERS[f"{user}-token"].permissions
    return ToolContext(principal=Principal.user(user, permissions=permissions), transport=Transport.CHAT, host=host)


async def call(tool: Tool[Any], ctx: ToolContext, arguments: dict[str, Any]) -> Any:
    """What the gateway does for a read: validate the raw arguments, then execute as the caller."""
    return await tool.execute(ctx, validate_arguments(tool.name, tool.input_model, arguments))
