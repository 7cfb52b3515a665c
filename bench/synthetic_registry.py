"""A made-up application of `categories` resources with ten routes each, projected as tools (`FastAPIRoute`).

What a real application projecting its API looks like to the model: each resource (`accounts`, `invoices` …) has
list, get, count, export, events, create, update, archive, restore and delete routes, with query parameters, path
ids and a request body of a few described fields; reads answer a small JSON object. `categories * 10` tools.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Annotated, Any, Literal

from fastapi import Body, FastAPI, Path, Query
from pydantic import Field, create_model

from deputy.core.tools.declarations import Effect
from deputy.core.tools.registry import ToolRegistry
from deputy.projection import FastAPIRoute

NOUNS = (
    "account contact invoice payment order shipment product supplier warehouse ticket project task milestone "
    "document folder report dashboard alert incident service deployment release build pipeline secret certificate "
    "domain mailbox calendar meeting room device sensor firmware license subscription plan coupon campaign segment "
    "survey form workflow approval policy team member role budget expense asset"
).split()
PER_CATEGORY = 10
Status = Literal["active", "pending", "archived"]


def build_app(categories: int) -> tuple[FastAPI, list[tuple[str, str, Effect, str]]]:
    """The app, and `(operation_id, category, effect, description)` of each of its routes."""
    if categories > len(NOUNS):
        raise ValueError(f"at most {len(NOUNS)} categories")
    app = FastAPI()
    operations: list[tuple[str, str, Effect, str]] = []
    for noun in NOUNS[:categories]:
        operations += _resource(app, noun)
    return app, operations


def register(registry: ToolRegistry, app: FastAPI, operations: list[tuple[str, str, Effect, str]]) -> None:
    for operation_id, category, effect, description in operations:
        permission = f"{category}.{'read' if effect is Effect.READ else 'write'}"
        source = FastAPIRoute(
            app, operation_id, effect=effect, permissions=[permission], category=category, description=description
        )
        registry.project(source)


def _record(noun: str, item_id: str) -> dict[str, Any]:
    return {"id": item_id, "name": f"{noun.title()} {item_id}", "status": "active", "owner": "ada", "tags": ["a"]}


def _resource(app: FastAPI, noun: str) -> list[tuple[str, str, Effect, str]]:
    plural = f"{noun}s"
    category = plural
    new_model = create_model(
        f"New{noun.title()}",
        name=(str, Field(min_length=1, max_length=120, description=f"The {noun}'s display name")),
        owner=(str | None, Field(default=None, description="Username of the owner; the caller when left out")),
        status=(Status, Field(default="active", description="active, pending or archived")),
        tags=(list[str], Field(default_factory=list, max_length=20, description="Free-form labels")),
        notes=(str | None, Field(default=None, max_length=2000, description="Anything worth knowing")),
    )
    patch_model = create_model(
        f"{noun.title()}Patch",
        name=(str | None, Field(default=None, max_length=120, description="A new display name")),
        owner=(str | None, Field(default=None, description="A new owner's username")),
        tags=(list[str] | None, Field(default=None, description="Replaces the labels")),
    )
    item = Annotated[str, Path(description=f"The {noun}'s id, from list_{plural}")]
    limit = Annotated[int, Query(ge=1, le=200, description="At most this many, 1-200")]
    routes: list[tuple[str, str, str, Effect, str, dict[str, Any]]] = [
        ("GET", f"/{plural}", f"list_{plural}", Effect.READ, f"List {plural}, newest first. Filter by status, "
         "owner or a search text; page with limit and offset.",
         {"status": (Status | None, Query(None, description="Only this status")),
          "owner": (str | None, Query(None, description="Only this owner's")),
          "q": (str | None, Query(None, description="Words in the name or notes")),
          "limit": (limit, 50), "offset": (int, Query(0, ge=0, description="Skip this many"))}),
        ("GET", f"/{plural}/count", f"count_{plural}", Effect.READ, f"Count {plural} by status.",
         {"status": (Status | None, Query(None, description="Only this status"))}),
        ("GET", f"/{plural}/export", f"export_{plural}", Effect.READ, f"Export every {noun} as CSV or JSON lines.",
         {"format": (Literal["csv", "jsonl"], Query("csv", description="csv or jsonl"))}),
        ("GET", f"/{plural}/{{item_id}}", f"get_{noun}", Effect.READ,
         f"Show one {noun} in full: name, status, owner, labels and notes.", {"item_id": (item, ...)}),
        ("GET", f"/{plural}/{{item_id}}/events", f"list_{noun}_events", Effect.READ,
         f"The {noun}'s history of changes, newest first.",
         {"item_id": (item, ...), "since": (str | None, Query(None, description="ISO 8601 date-time")),
          "limit": (limit, 50)}),
        ("POST", f"/{plural}", f"create_{noun}", Effect.MUTATE,
         f"Create a {noun}. The user confirms before it is created.", {"body": (Annotated[new_model, Body()], ...)}),
        ("PATCH", f"/{plural}/{{item_id}}", f"update_{noun}", Effect.MUTATE,
         f"Change a {noun}'s name, owner or labels. The user confirms first.",
         {"item_id": (item, ...), "body": (Annotated[patch_model, Body()], ...)}),
        ("POST", f"/{plural}/{{item_id}}/archive", f"archive_{noun}", Effect.MUTATE,
         f"Archive a {noun}; it stays readable. The user confirms first.", {"item_id": (item, ...)}),
        ("POST", f"/{plural}/{{item_id}}/restore", f"restore_{noun}", Effect.MUTATE,
         f"Restore an archived {noun}. The user confirms first.", {"item_id": (item, ...)}),
        ("DELETE", f"/{plural}/{{item_id}}", f"delete_{noun}", Effect.DESTRUCTIVE,
         f"Delete a {noun} for good. Always confirmed by the user.", {"item_id": (item, ...)}),
    ]  # fmt: skip
    operations = []
    for method, path, operation_id, effect, description, params in routes:
        endpoint = _endpoint(noun, params)
        app.add_api_route(path, endpoint, methods=[method], operation_id=operation_id, summary=description)
        operations.append((operation_id, category, effect, description))
    return operations


def _endpoint(noun: str, params: dict[str, tuple[Any, Any]]) -> Callable[..., Any]:
    async def endpoint(**kwargs: Any) -> dict[str, Any]:
        return _record(noun, str(kwargs.get("item_id", "1")))

    parameters = [
        inspect.Parameter(
            name,
            inspect.Parameter.KEYWORD_ONLY,
            annotation=annotation,
            default=inspect.Parameter.empty if default is ... else default,
        )
        for name, (annotation, default) in params.items()
    ]
    endpoint.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    return endpoint
