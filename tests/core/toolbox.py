"""Tools used by the gateway tests. They count what ran so tests can prove what did not."""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

from pydantic import BaseModel, Field

from deputy.core.tools.declarations import Effect, FieldDiff, Preview, Tool, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry


class IncidentQuery(BaseModel):
    status: str = "open"
    limit: int = Field(default=10, ge=1, le=100)


class NewIncident(BaseModel):
    title: str = Field(min_length=1)
    severity: int = Field(ge=1, le=5)


class Calls:
    def __init__(self) -> None:
        self.executed: Counter[str] = Counter()
        self.dry_runs: Counter[str] = Counter()
        self.executed_by: list[str] = []
        self.incidents: list[dict[str, Any]] = []
        self.fail_next_create = False
        self.hold_create: asyncio.Event | None = None
        """When set, `create_incident` waits for it before doing anything (a change that takes long)."""


def build_toolbox(calls: Calls) -> ToolRegistry:
    registry = ToolRegistry()

    @tool(effect=Effect.READ, permissions={"incidents.read"}, category="incidents")
    async def list_incidents(ctx: ToolContext, args: IncidentQuery) -> dict[str, Any]:
        """List incidents by status."""
        calls.executed["list_incidents"] += 1
        calls.executed_by.append(ctx.principal.id)
        rows = [i for i in calls.incidents if i["status"] == args.status][: args.limit]
        return {"incidents": rows, "as": ctx.principal.id}

    async def preview_create(ctx: ToolContext, args: NewIncident) -> Preview:
        calls.dry_runs["create_incident"] += 1
        return Preview(
            summary=f"Open incident '{args.title}' (severity {args.severity})",
            payload=args.model_dump(),
            diff=(FieldDiff(path="title", before=None, after=args.title),),
        )

    @tool(effect=Effect.MUTATE, permissions={"incidents.write"}, dry_run=preview_create)
    async def create_incident(ctx: ToolContext, args: NewIncident) -> dict[str, Any]:
        """Open an incident."""
        if calls.hold_create is not None:
            await calls.hold_create.wait()
        calls.executed["create_incident"] += 1
        calls.executed_by.append(ctx.principal.id)
        if calls.fail_next_create:
            raise RuntimeError("database exploded")
        incident = {"id": len(calls.incidents) + 1, "title": args.title, "status": "open"}
        calls.incidents.append(incident)
        return incident

    @tool(effect=Effect.READ, permissions=())
    async def unguarded_report(ctx: ToolContext, args: IncidentQuery) -> str:
        """A tool that forgot to declare a permission."""
        calls.executed["unguarded_report"] += 1
        return "ok"

    for declared in (list_incidents, create_incident, unguarded_report):
        registry.register(declared)
    return registry


def replace_input_model(registry: ToolRegistry, name: str, model: type[BaseModel]) -> None:
    """Simulate a schema change after a proposal was stored."""
    import dataclasses

    old = registry.get(name)
    assert old is not None
    new: Tool[Any] = dataclasses.replace(old, input_model=model)
    registry._tools[name] = new  # test-only: the registry has no public replace on purpose
