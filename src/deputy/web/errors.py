"""The one place a domain error becomes an HTTP status: problem JSON `{"error", "message", ...details}`."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from deputy import errors

log = logging.getLogger(__name__)

STATUS: list[tuple[type[errors.DeputyError], int]] = [
    (errors.InputError, 400),
    (errors.AuthError, 401),
    (errors.AccessDenied, 403),
    (errors.NotFound, 404),
    (errors.Conflict, 409),
    (errors.RateLimited, 429),
    (errors.ToolExecutionError, 502),
    (errors.StoreUnavailable, 503),
    (errors.NoModelConnection, 503),
    (errors.ModelError, 502),
    (errors.UserError, 500),
]


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

    app.add_exception_handler(errors.DeputyError, on_deputy_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
