"""Project a route of a FastAPI application that runs in the same process (the app's own `openapi()` document)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from fastapi import FastAPI
from pydantic import BaseModel

from deputy.core.tools.declarations import Effect, Tool
from deputy.errors import UserError
from deputy.projection.openapi import OpenAPIOperation
from deputy.projection.preview import DiffHook, Summarize

_CONVERTER = re.compile(r"\{([^{}:]+):[^{}]+\}")


class FastAPIRoute:
    """A `ProjectionSource` for one route of `app`, found by `operation_id` or by `method` and `path`.

    It reuses `app.openapi()` and `OpenAPIOperation`, so a route projected in-process and the same route
    projected from a remote document become the same tool. The calls still go through `ctx.host` (in-process:
    an `HttpHostCaller` over `httpx.ASGITransport(app=app)`), never around the app's middleware and dependencies:
    the route's authentication and authorization run for every call. See `OpenAPIOperation` for the options.
    """

    def __init__(
        self,
        app: FastAPI,
        operation_id: str | None = None,
        *,
        method: str | None = None,
        path: str | None = None,
        effect: Effect,
        permissions: Iterable[str],
        name: str | None = None,
        description: str | None = None,
        title: str | None = None,
        category: str = "general",
        instructions: str | None = None,
        output_model: type[BaseModel] | None = None,
        project_result: Callable[[Any], Any] | None = None,
        summarize: Summarize | None = None,
        diff: DiffHook | None = None,
        allow_read_on_unsafe_method: bool = False,
    ) -> None:
        if operation_id is not None and (method is not None or path is not None):
            raise UserError("Identify the route by operation_id or by method and path, not both.")
        if operation_id is None and (method is None or path is None):
            raise UserError("Identify the route by operation_id, or by both method and path.")
        self.app = app
        self.operation_id = operation_id
        self.method = method
        self.path = path
        # Options are bound now (and type-checked); the document is read when the tool is built.
        self._projection = partial(
            OpenAPIOperation,
            effect=effect,
            permissions=frozenset(permissions),
            name=name,
            description=description,
            title=title,
            category=category,
            instructions=instructions,
            output_model=output_model,
            project_result=project_result,
            summarize=summarize,
            diff=diff,
            allow_read_on_unsafe_method=allow_read_on_unsafe_method,
        )

    def build_tool(self) -> Tool[Any]:
        spec = self.app.openapi()
        operation_id = self.operation_id or self._operation_id_of(spec)
        return self._projection(spec, operation_id).build_tool()

    def _operation_id_of(self, spec: dict[str, Any]) -> str:
        assert self.method is not None and self.path is not None
        path = _CONVERTER.sub(r"{\1}", self.path)  # `/files/{name:path}` is `/files/{name}` in the document
        operation = (spec.get("paths") or {}).get(path, {}).get(self.method.lower())
        if not isinstance(operation, dict):
            raise UserError(
                f"{self.method.upper()} {self.path} is not in this app's OpenAPI document "
                "(a route with include_in_schema=False cannot be projected).",
                code="unknown_operation",
            )
        operation_id = operation.get("operationId")
        if not isinstance(operation_id, str):
            raise UserError(f"{self.method.upper()} {self.path} has no operationId to project.")
        return operation_id
