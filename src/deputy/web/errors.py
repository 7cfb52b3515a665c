"""The one place a domain error becomes an HTTP status: problem JSON `{"error", "message", ...details}`."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict
from starlette.exceptions import HTTPException

from deputy import errors

log = logging.getLogger(__name__)

STATUS: list[tuple[type[errors.DeputyError], int]] = [
    (errors.BodyTooLarge, 413),
    (errors.InputError, 400),
    (errors.AuthError, 401),
    (errors.AccessDenied, 403),
    (errors.NotFound, 404),
    (errors.Conflict, 409),
    (errors.RateLimited, 429),
    (errors.ToolExecutionError, 502),
    (errors.StoreUnavailable, 503),
    (errors.NoModelConnection, 503),
    (errors.NoAgentsConfigured, 503),
    (errors.ModelError, 502),
    (errors.UserError, 500),
]


class Problem(BaseModel):
    """Every error body: a machine `error` code, a human `message`, and the code's own details beside them."""

    model_config = ConfigDict(extra="allow")

    error: str
    message: str


DESCRIPTIONS = {
    400: "Malformed request: `invalid_request` (or `invalid_text`, a NUL or lone surrogate) lists the fields in "
    "`issues`",
    401: "No credentials, or unknown or expired ones",
    403: "Known caller without the permission, or a cookie write without its CSRF token",
    404: "No such thing, or not the caller's",
    409: "The thing is in a state that forbids this",
    413: "The request body is larger than `limit` bytes (`body_too_large`)",
    429: "A budget or quota refused the call; `Retry-After` says when to retry",
    502: "The model or tool behind Deputy failed",
    503: "The database (or the model connection, or every agent) is unavailable; nothing was changed",
}


HTTP_CODES = {400: "malformed_body", 404: "not_found", 405: "method_not_allowed"}
"""The `error` code of a framework-raised HTTP error (FastAPI raises 400 for a body that is not valid JSON)."""


def problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses=` for the error statuses a route can answer, each with the `Problem` body."""
    return {status: {"model": Problem, "description": DESCRIPTIONS[status]} for status in statuses}


def status_for(error: errors.DeputyError) -> int:
    for kind, status in STATUS:
        if isinstance(error, kind):
            return status
    return 500


def problem(error: errors.DeputyError) -> JSONResponse:
    status = status_for(error)
    headers: dict[str, str] = {}
    if isinstance(error, errors.RateLimited):
        headers["Retry-After"] = str(error.retry_after)
    if isinstance(error, errors.AuthError):
        headers["WWW-Authenticate"] = "Bearer"
    if isinstance(error, errors.StoreUnavailable):
        headers["Retry-After"] = "5"
    return JSONResponse(error.to_problem(), status_code=status, headers=headers)


def install_error_handlers(app: FastAPI) -> None:
    async def on_deputy_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, errors.DeputyError)
        if status_for(exc) >= 500:
            log.warning("request failed: %s (%s)", exc.code, type(exc).__name__)
        return problem(exc)

    async def on_validation_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        issues = [
            {"field": ".".join(str(p) for p in err["loc"] if p != "body") or "(body)", "message": err["msg"]}
            for err in exc.errors()
        ]
        fields = ", ".join(issue["field"] for issue in issues)
        return problem(
            errors.InputError(f"Invalid request: {fields}.", code="invalid_request", details={"issues": issues})
        )

    async def on_http_exception(_request: Request, exc: Exception) -> JSONResponse:
        """Starlette's own refusals (a body that is not JSON, an unknown path) in the same problem shape."""
        assert isinstance(exc, HTTPException)
        code = HTTP_CODES.get(exc.status_code, "http_error")
        return JSONResponse(
            {"error": code, "message": str(exc.detail)}, status_code=exc.status_code, headers=exc.headers
        )

    app.add_exception_handler(errors.DeputyError, on_deputy_error)
    app.add_exception_handler(HTTPException, on_http_exception)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    _document_validation_as_400(app)


def _document_validation_as_400(app: FastAPI) -> None:
    """FastAPI documents a 422 `HTTPValidationError` on every route with inputs; Deputy answers 400 `Problem`. A
    route that takes a body may also answer 413 (`web.body_limit`)."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = build()
        for operations in schema.get("paths", {}).values():
            for operation in operations.values():
                operation.get("responses", {}).pop("422", None)
                if "requestBody" in operation:
                    operation.setdefault("responses", {})["413"] = {
                        "description": DESCRIPTIONS[413],
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
                    }
        components = schema.get("components", {}).get("schemas", {})
        components.pop("HTTPValidationError", None)
        components.pop("ValidationError", None)
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
