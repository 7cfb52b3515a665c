"""Acme Ops: the demo host application — a small incident desk with its own routes and its own permission checks.

Callers authenticate as Deputy users (`PrincipalDep`: the same bearer tokens and sessions), but every route
decides on its own whether the caller may do what it asks, exactly like any host application Deputy is put next
to. Projected tools re-enter these routes *as the user*, so a check here holds even when Deputy's is bypassed.

| permission             | allows                                        |
|------------------------|-----------------------------------------------|
| `acme.read`            | every GET                                     |
| `acme.incidents.write` | open and resolve incidents                    |
| `acme.checks.write`    | add health checks                             |
| `acme.services.delete` | delete a service (and its checks)             |
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Path, Query, Request
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from deputy.core.identity.principal import WILDCARD, Principal
from deputy.core.ports import Clock
from deputy.core.tools.access import granted_permissions
from deputy.demo.store import AcmeStore
from deputy.errors import AccessDenied
from deputy.web.api_docs import serve_api_docs
from deputy.web.deps import PrincipalDep
from deputy.web.errors import install_error_handlers

READ = "acme.read"
INCIDENTS_WRITE = "acme.incidents.write"
CHECKS_WRITE = "acme.checks.write"
SERVICES_DELETE = "acme.services.delete"
PERMISSIONS = frozenset({READ, INCIDENTS_WRITE, CHECKS_WRITE, SERVICES_DELETE})

SERVICE_ID = r"^[a-z0-9][a-z0-9-]{0,63}$"
Severity = Literal["low", "medium", "high", "critical"]
ServiceStatus = Literal["operational", "degraded", "down"]
IncidentStatus = Literal["open", "resolved"]
CheckStatus = Literal["passing", "failing", "unknown"]


class IncidentIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    service_id: str = Field(pattern=SERVICE_ID, description="The affected service's id, e.g. checkout-api")
    title: str = Field(min_length=3, max_length=120, description="One line saying what is wrong")
    severity: Severity = Field(default="medium", description="low, medium, high or critical")
    summary: str = Field(default="", max_length=2000, description="What is known so far (optional)")


class ResolutionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    resolution: str = Field(
        default="Resolved.", min_length=1, max_length=2000, description="How it was fixed, in a sentence"
    )


CheckKind = Literal["http", "tcp", "dns"]
Interval = Annotated[int, Field(ge=10, le=3600, description="How often to probe, 10-3600 s")]


class HttpCheckConfig(BaseModel):
    """Requests the URL with GET; passing when the answer is 2xx or 3xx within 5 seconds."""

    model_config = ConfigDict(extra="forbid")

    target: str = Field(pattern=r"^https?://[^\s/?#]+[^\s]*$", max_length=300, description="The http(s) URL to request")
    interval_seconds: Interval = 60


class TcpCheckConfig(BaseModel):
    """Opens a TCP connection; passing when it connects within 5 seconds."""

    model_config = ConfigDict(extra="forbid")

    target: str = Field(
        pattern=r"^[a-z0-9][a-z0-9.-]*:[0-9]{1,5}$", max_length=300, description="host:port, e.g. db.acme.internal:5432"
    )
    interval_seconds: Interval = 60


class DnsCheckConfig(BaseModel):
    """Resolves the hostname; passing when it has at least one address."""

    model_config = ConfigDict(extra="forbid")

    target: str = Field(
        pattern=r"^[a-z0-9-]+(\.[a-z0-9-]+)+$", max_length=253, description="A hostname, e.g. api.acme.example"
    )
    interval_seconds: Interval = 60


CHECK_KINDS: dict[str, type[BaseModel]] = {"http": HttpCheckConfig, "tcp": TcpCheckConfig, "dns": DnsCheckConfig}
"""Each check kind's configuration model: what `POST /checks` validates a check's target and interval with."""


class CheckIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    service_id: str = Field(pattern=SERVICE_ID, description="The service to watch, e.g. checkout-api")
    name: str = Field(min_length=3, max_length=120, description="A short unique name within the service")
    kind: CheckKind = Field(default="http", description="http, tcp or dns")
    target: str = Field(min_length=3, max_length=300, description="URL, host:port or hostname to probe")
    interval_seconds: Interval = 60

    @model_validator(mode="after")
    def _target_fits_the_kind(self) -> CheckIn:
        try:
            CHECK_KINDS[self.kind].model_validate({"target": self.target, "interval_seconds": self.interval_seconds})
        except ValidationError as exc:
            found = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            raise ValueError(f"not a valid {self.kind} check ({found})") from None
        return self


def require(permission: str) -> Callable[[Principal], Awaitable[Principal]]:
    """A route dependency: the caller, if they hold `permission` in Acme Ops right now; else 403."""

    async def check(principal: PrincipalDep) -> Principal:
        granted = granted_permissions(principal, PERMISSIONS)
        if permission not in granted and WILDCARD not in granted:
            raise AccessDenied(f"Acme Ops: {principal.name} may not do this (needs {permission}).")
        return principal

    return check


Reader = Annotated[Principal, Depends(require(READ))]
IncidentWriter = Annotated[Principal, Depends(require(INCIDENTS_WRITE))]
CheckWriter = Annotated[Principal, Depends(require(CHECKS_WRITE))]
ServiceDeleter = Annotated[Principal, Depends(require(SERVICES_DELETE))]
ServiceIdPath = Annotated[str, Path(pattern=SERVICE_ID, description="The service's id, e.g. checkout-api")]
IncidentIdPath = Annotated[int, Path(ge=1, description="The incident number, e.g. 3")]


def _store(request: Request) -> AcmeStore:
    store: AcmeStore = request.app.state.acme_store
    return store


DOCS_ASSETS = "/docs-assets"


def _clock(request: Request) -> Clock:
    clock: Clock = request.app.state.deputy.clock
    return clock


StoreDep = Annotated[AcmeStore, Depends(_store)]
ClockDep = Annotated[Clock, Depends(_clock)]


def build_acme_app(store: AcmeStore) -> FastAPI:
    """The Acme Ops API. Before it serves, set `app.state.deputy` to Deputy's runtime (for `PrincipalDep`)."""
    # Swagger UI at `/docs` from files the package serves, not a CDN: the demo's API page works on a machine with
    # no network, as the rest of the demo does.
    app = FastAPI(
        title="Acme Ops",
        version="1.0.0",
        description="Services, health checks, incidents, on-call.",
        docs_url=None,
        redoc_url=None,
    )
    serve_api_docs(app, assets_url=DOCS_ASSETS)
    app.state.acme_store = store
    install_error_handlers(app)
    _service_routes(app)
    _check_routes(app)
    _incident_routes(app)
    return app


def _service_routes(app: FastAPI) -> None:
    @app.get("/services", operation_id="list_services", summary="List services")
    async def list_services(
        _user: Reader,
        store: StoreDep,
        team: Annotated[str | None, Query(max_length=64, description="Only this team's services")] = None,
        status: Annotated[ServiceStatus | None, Query(description="Only services in this state")] = None,
    ) -> dict[str, Any]:
        """Every service with its team, tier, state, open incidents and failing checks."""
        return {"services": await store.list_services(team=team, status=status)}

    @app.get("/services/{service_id}", operation_id="get_service", summary="Show a service")
    async def get_service(service_id: ServiceIdPath, _user: Reader, store: StoreDep) -> dict[str, Any]:
        """One service in detail: its description, health checks and open incidents."""
        return await store.get_service(service_id)

    @app.delete("/services/{service_id}", operation_id="delete_service", summary="Delete a service")
    async def delete_service(service_id: ServiceIdPath, _user: ServiceDeleter, store: StoreDep) -> dict[str, Any]:
        """Remove a service and all its health checks for good. Refused while it has open incidents."""
        return await store.delete_service(service_id)

    @app.get("/oncall", operation_id="get_oncall", summary="Who is on call")
    async def get_oncall(
        _user: Reader,
        store: StoreDep,
        clock: ClockDep,
        team: Annotated[str | None, Query(max_length=64, description="Only this team")] = None,
    ) -> dict[str, Any]:
        """Who holds each team's weekly on-call shift now, until when, and who is next."""
        return {"oncall": await store.oncall(now=clock.now(), team=team)}


def _check_routes(app: FastAPI) -> None:
    @app.get("/checks", operation_id="list_checks", summary="List health checks")
    async def list_checks(
        _user: Reader,
        store: StoreDep,
        service_id: Annotated[str | None, Query(pattern=SERVICE_ID, description="Only this service")] = None,
        status: Annotated[CheckStatus | None, Query(description="Only checks in this state")] = None,
    ) -> dict[str, Any]:
        return {"checks": await store.list_checks(service_id=service_id, status=status)}

    @app.post("/checks", operation_id="create_check", summary="Add a health check", status_code=201)
    async def create_check(body: CheckIn, user: CheckWriter, store: StoreDep, clock: ClockDep) -> dict[str, Any]:
        return await store.create_check(body.model_dump(), by=user.name, now=clock.now())


def _incident_routes(app: FastAPI) -> None:
    @app.get("/incidents", operation_id="list_incidents", summary="List incidents")
    async def list_incidents(
        _user: Reader,
        store: StoreDep,
        status: Annotated[IncidentStatus | None, Query(description="open or resolved; all when omitted")] = None,
        service_id: Annotated[str | None, Query(pattern=SERVICE_ID, description="Only this service")] = None,
        limit: Annotated[int, Query(ge=1, le=100, description="At most this many, newest first")] = 20,
    ) -> dict[str, Any]:
        """Incidents, newest first: number, service, title, severity, state and when they were opened."""
        return {"incidents": await store.list_incidents(status=status, service_id=service_id, limit=limit)}

    @app.get("/incidents/{incident_id}", operation_id="get_incident", summary="Show an incident")
    async def get_incident(incident_id: IncidentIdPath, _user: Reader, store: StoreDep) -> dict[str, Any]:
        """One incident in full: summary, who opened it, and how it was resolved."""
        return await store.get_incident(incident_id)

    @app.post("/incidents", operation_id="create_incident", summary="Open an incident", status_code=201)
    async def create_incident(
        body: IncidentIn, user: IncidentWriter, store: StoreDep, clock: ClockDep
    ) -> dict[str, Any]:
        """Open a new incident on a service. It starts in the `open` state."""
        return await store.create_incident(body.model_dump(), by=user.name, now=clock.now())

    @app.post("/incidents/{incident_id}/resolve", operation_id="resolve_incident", summary="Resolve an incident")
    async def resolve_incident(
        incident_id: IncidentIdPath, body: ResolutionIn, user: IncidentWriter, store: StoreDep, clock: ClockDep
    ) -> dict[str, Any]:
        """Mark an open incident resolved, with a sentence on how it was fixed."""
        return await store.resolve_incident(incident_id, resolution=body.resolution, by=user.name, now=clock.now())
