"""The ten Acme Ops tools, with fixed names: seven projections of Acme Ops' own routes and three composite tools.

| tool               | effect      | how                                                     | permission             |
|--------------------|-------------|---------------------------------------------------------|------------------------|
| `list_services`    | read        | projection of `GET /services`                           | `acme.read`            |
| `get_service`      | read        | projection of `GET /services/{service_id}`              | `acme.read`            |
| `list_incidents`   | read        | projection of `GET /incidents`                          | `acme.read`            |
| `get_incident`     | read        | projection of `GET /incidents/{incident_id}`            | `acme.read`            |
| `create_incident`  | mutate      | projection of `POST /incidents`                         | `acme.incidents.write` |
| `resolve_incident` | mutate      | projection of `POST /incidents/{incident_id}/resolve`   | `acme.incidents.write` |
| `delete_service`   | destructive | projection of `DELETE /services/{service_id}`           | `acme.services.delete` |
| `list_checks`      | read        | composite: checks plus a passing/failing tally          | `acme.read`            |
| `get_oncall`       | read        | composite: a service's team, then that team's shift     | `acme.read`            |
| `create_check`     | mutate      | composite: validates the service and name, then posts   | `acme.checks.write`    |

Every tool reaches Acme Ops only through `ctx.host`, as the user, so the routes' own checks always run. The
mutating tools' dry runs read the current state (as the user, changing nothing) to write the confirm card's
sentence and its field diff.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Literal

from fastapi import FastAPI
from pydantic import BaseModel, Field

from deputy.core.tools.declarations import DryRun, Effect, FieldDiff, Preview, Tool, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.core.tools.schema import dump_arguments, validate_arguments
from deputy.demo.acme import CHECKS_WRITE, INCIDENTS_WRITE, READ, SERVICE_ID, SERVICES_DELETE, CheckIn
from deputy.demo.capabilities import Prober, build_capability_tools, demo_prober
from deputy.errors import Conflict
from deputy.projection import FastAPIRoute

TOOL_NAMES = (
    "list_services",
    "get_service",
    "list_checks",
    "list_incidents",
    "get_incident",
    "get_oncall",
    "create_incident",
    "resolve_incident",
    "create_check",
    "delete_service",
)
CATEGORY = "acme-ops"


class Routes:
    """Acme Ops' routes as projected (unregistered) tools that composite tools and dry runs call as the user."""

    def __init__(self, acme: FastAPI) -> None:
        self._acme = acme
        self._tools: dict[str, Tool[Any]] = {}

    def route(self, operation_id: str, effect: Effect = Effect.READ) -> Tool[Any]:
        if operation_id not in self._tools:
            # Never registered, so never offered: only composite tools and dry runs call these, as the user.
            route = FastAPIRoute(self._acme, operation_id, effect=effect, permissions=())
            self._tools[operation_id] = route.build_tool()
        return self._tools[operation_id]

    async def call(
        self, ctx: ToolContext, operation_id: str, arguments: Mapping[str, Any], effect: Effect = Effect.READ
    ) -> Any:
        """Validate `arguments` like the gateway would, then run the route as `ctx`'s user."""
        route = self.route(operation_id, effect)
        return await route.execute(ctx, validate_arguments(route.name, route.input_model, dict(arguments)))


@dataclasses.dataclass(frozen=True, slots=True)
class Previewed:
    """A projection whose confirm card is written by `dry_run` (which may read as the user) instead of the
    generic `METHOD /path with …` sentence."""

    source: FastAPIRoute
    dry_run: DryRun[Any]

    def build_tool(self) -> Tool[Any]:
        return dataclasses.replace(self.source.build_tool(), dry_run=self.dry_run)


def register_acme_tools(registry: ToolRegistry, acme: FastAPI, *, prober: Prober = demo_prober) -> list[Tool[Any]]:
    """Register the ten tools for `acme` (the Acme Ops app built by `build_acme_app`) and the three capability
    tools (`deputy.demo.capabilities`), whose `test_check` probes drafts with `prober`."""
    routes = Routes(acme)
    return [
        *(registry.project(source) for source in _projections(acme, routes)),
        *(registry.register(composite) for composite in _composites(routes)),
        *(registry.register(capability) for capability in build_capability_tools(prober)),
    ]


# ---- projections ---------------------------------------------------------------------------------------------


def _projections(acme: FastAPI, routes: Routes) -> list[FastAPIRoute | Previewed]:
    def project(operation_id: str, description: str, **options: Any) -> FastAPIRoute:
        options.setdefault("effect", Effect.READ)
        options.setdefault("permissions", [READ])
        return FastAPIRoute(acme, operation_id, description=description, category=CATEGORY, **options)

    async def preview_create(ctx: ToolContext, args: BaseModel) -> Preview:
        arguments = dump_arguments(args)
        service = await routes.call(ctx, "get_service", {"service_id": arguments["service_id"]})
        count = len(service["open_incidents"])
        return Preview(
            summary=f"Open a {arguments['severity']}-severity incident on {service['name']}: “{arguments['title']}”.",
            payload=arguments,
            diff=(FieldDiff(path=f"{service['id']}.open_incidents", before=count, after=count + 1),),
        )

    async def preview_resolve(ctx: ToolContext, args: BaseModel) -> Preview:
        arguments = dump_arguments(args)
        incident = await routes.call(ctx, "get_incident", {"incident_id": arguments["incident_id"]})
        if incident["status"] != "open":
            raise Conflict(f"Incident #{incident['id']} is already {incident['status']}.", code="incident_not_open")
        return Preview(
            summary=f"Resolve incident #{incident['id']} on {incident['service_id']}: “{incident['title']}”.",
            payload=arguments,
            diff=(
                FieldDiff(path="status", before=incident["status"], after="resolved"),
                FieldDiff(path="resolution", before=incident["resolution"], after=arguments["resolution"]),
            ),
        )

    async def preview_delete(ctx: ToolContext, args: BaseModel) -> Preview:
        arguments = dump_arguments(args)
        service = await routes.call(ctx, "get_service", {"service_id": arguments["service_id"]})
        if service["open_incidents"]:
            raise Conflict(
                f"{service['name']} has {len(service['open_incidents'])} open incident(s); resolve them first.",
                code="service_has_open_incidents",
            )
        checks = len(service["checks"])
        return Preview(
            summary=f"Delete the service {service['name']} ({service['id']}) and its {checks} health check(s). "
            "This cannot be undone.",
            payload=arguments,
            diff=(
                FieldDiff(path="service", before=service["id"], after=None),
                FieldDiff(path="checks", before=checks, after=0),
            ),
        )

    return [
        project(
            "list_services",
            "List Acme's services with team, tier (1 = most critical), state, open incidents and failing checks. "
            "Filter by team or state.",
        ),
        project(
            "get_service",
            "Show one service in detail: description, health checks and open incidents. Use the id from "
            "list_services, e.g. checkout-api.",
        ),
        project(
            "list_incidents",
            "List incidents newest first: number, service, title, severity, state, when opened. Filter by status "
            "(open or resolved) or service.",
        ),
        project(
            "get_incident",
            "Show one incident in full by its number: summary, who opened it, and how it was resolved.",
        ),
        Previewed(
            project(
                "create_incident",
                "Open a new incident on a service. Needs the service id and a one-line title; severity is low, "
                "medium, high or critical. The user confirms before it is opened.",
                effect=Effect.MUTATE,
                permissions=[INCIDENTS_WRITE],
            ),
            preview_create,
        ),
        Previewed(
            project(
                "resolve_incident",
                "Resolve an open incident by its number, with a sentence on how it was fixed. The user confirms "
                "before anything changes.",
                effect=Effect.MUTATE,
                permissions=[INCIDENTS_WRITE],
            ),
            preview_resolve,
        ),
        Previewed(
            project(
                "delete_service",
                "Delete a service and all its health checks for good. Refused while the service has open "
                "incidents. Always confirmed by the user.",
                effect=Effect.DESTRUCTIVE,
                permissions=[SERVICES_DELETE],
            ),
            preview_delete,
        ),
    ]


# ---- composite tools -----------------------------------------------------------------------------------------


class ChecksQuery(BaseModel):
    service_id: str | None = Field(default=None, pattern=SERVICE_ID, description="Only this service's checks")
    status: Literal["passing", "failing", "unknown"] | None = Field(default=None, description="Only this state")


class OncallQuery(BaseModel):
    service_id: str | None = Field(
        default=None, pattern=SERVICE_ID, description="Who is on call for this service (its owning team)"
    )
    team: str | None = Field(default=None, max_length=64, description="Who is on call for this team")


class NewCheck(CheckIn):
    """Acme's own `POST /checks` body, so the target is checked against its kind (`CHECK_KINDS`) when the change
    is proposed, not only when it is applied."""


def _composites(routes: Routes) -> list[Tool[Any]]:
    @tool(effect=Effect.READ, permissions=[READ], category=CATEGORY, title="List health checks")
    async def list_checks(ctx: ToolContext, args: ChecksQuery) -> dict[str, Any]:
        """List health checks (kind, target, interval, state) for every service or one, with a tally of passing
        and failing checks."""
        query = args.model_dump(exclude_none=True)
        found = (await routes.call(ctx, "list_checks", query))["checks"]
        tally = {state: sum(1 for c in found if c["status"] == state) for state in ("passing", "failing", "unknown")}
        return {"checks": found, "tally": tally}

    @tool(effect=Effect.READ, permissions=[READ], category=CATEGORY, title="Who is on call")
    async def get_oncall(ctx: ToolContext, args: OncallQuery) -> dict[str, Any]:
        """Who is on call now (and until when, and who is next), for a service's owning team, a team, or every
        team when neither is given."""
        team = args.team
        service = None
        if args.service_id is not None:
            service = await routes.call(ctx, "get_service", {"service_id": args.service_id})
            team = service["team"]
        shifts = (await routes.call(ctx, "get_oncall", {"team": team} if team else {}))["oncall"]
        return {"service": service["id"] if service else None, "oncall": shifts}

    async def preview_check(ctx: ToolContext, args: NewCheck) -> Preview:
        service = await routes.call(ctx, "get_service", {"service_id": args.service_id})
        names = [c["name"] for c in service["checks"]]
        if args.name in names:
            raise Conflict(f"{service['name']} already has a check named {args.name!r}.", code="check_exists")
        return Preview(
            summary=f"Add a {args.kind} check “{args.name}” to {service['name']}: probe {args.target} every "
            f"{args.interval_seconds} s.",
            payload=args.model_dump(mode="json"),
            diff=(
                FieldDiff(path=f"{service['id']}.checks", before=len(names), after=len(names) + 1),
                FieldDiff(path=f"checks.{args.name}", before=None, after=f"{args.kind} {args.target}"),
            ),
        )

    @tool(
        effect=Effect.MUTATE,
        permissions=[CHECKS_WRITE],
        category=CATEGORY,
        title="Add a health check",
        dry_run=preview_check,
    )
    async def create_check(ctx: ToolContext, args: NewCheck) -> dict[str, Any]:
        """Add a health check (http, tcp or dns) to a service. It starts in the `unknown` state until it first
        runs. The user confirms before it is added."""
        created: dict[str, Any] = await routes.call(
            ctx, "create_check", args.model_dump(mode="json"), effect=Effect.MUTATE
        )
        return created

    return [list_checks, get_oncall, create_check]
