"""Schemathesis over Deputy's OpenAPI schema, in process: no 5xx, ever, and every response is documented.

Every operation in the schema gets generated requests (valid and invalid ones), each sent twice: as an
administrator (so admin routes run past authorization) and as a viewer. A response must not be a server error,
its status must be one the operation documents, and its body must match the documented schema. `/mcp`,
`/oauth/*` and the single-page app are not in the schema (they speak protocols of their own).

Deterministic and bounded: `derandomize=True` and a small `max_examples`. SQLite only: the same run on
Postgres adds nothing the targeted control-character tests (both engines) do not cover, at twice the time.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from anyio.from_thread import BlockingPortal, start_blocking_portal
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.generation.case import Case
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from deputy.core.clock import ManualClock
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.testing.databases import sqlite_database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, seed

MAX_EXAMPLES = 25
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
CALLERS = ("admin", "viewer")


def _schema_of_the_app() -> dict[str, Any]:
    """The OpenAPI document; building the app opens no connection, so a throwaway URL does."""
    settings = Settings(db_url="sqlite:///unused.db", secret_key=SECRET, secret_key_file=Path("unused"))
    schema: dict[str, Any] = create_app(settings, registry=build_toolbox(Calls())).openapi()
    return schema


SCHEMA = schemathesis.openapi.from_dict(_schema_of_the_app())


@dataclass
class Deployment:
    """The app on a migrated SQLite file with the seeded users, run on an event loop of its own."""

    portal: BlockingPortal
    app: FastAPI
    tokens: dict[str, str]

    def send(self, case: Case[Any], who: str) -> httpx.Response:
        request = case.as_transport_kwargs(base_url="http://deputy.test")
        response: httpx.Response = self.portal.call(self._send, request, self.tokens[who])
        return response

    async def _send(self, request: dict[str, Any], token: str) -> httpx.Response:
        headers = {**(request.get("headers") or {}), "Authorization": f"Bearer {token}"}
        content = request.get("data")
        if "json" in request:
            content = json.dumps(request["json"]).encode()
            headers.setdefault("Content-Type", "application/json")
        transport = httpx.ASGITransport(app=self.app)
        async with httpx.AsyncClient(transport=transport, cookies=request.get("cookies")) as client:
            return await client.request(
                request["method"],
                request["url"],
                params=request.get("params"),
                headers=headers,
                content=content,
            )


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    directory = tmp_path_factory.mktemp("schemathesis")
    with start_blocking_portal() as portal, portal.wrap_async_context_manager(sqlite_database(directory)) as db:
        settings = Settings(db_url=db.url, secret_key=SECRET, secret_key_file=directory / "unused")
        app = create_app(settings, registry=build_toolbox(Calls()), clock=ManualClock(), database=db)
        runtime: Runtime = app.state.deputy
        tokens = portal.call(seed, runtime)
        yield Deployment(portal=portal, app=app, tokens=tokens)
        portal.call(runtime.chat.drain)
        portal.call(runtime.models.aclose)


@SCHEMA.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_within_its_documented_responses(case: Case[Any], deployment: Deployment) -> None:
    for who in CALLERS:
        response = deployment.send(case, who)
        case.validate_response(response, checks=CHECKS)
