"""`GET /metrics`: this process's Prometheus metrics, for a scraper holding `DEPUTY_METRICS_TOKEN`.

Off by default: with no token set the route answers 404, so a fresh install exposes nothing. The token is a
separate secret from users' API tokens (a scraper needs no user), compared in constant time. Each pod serves its
own numbers; Prometheus scrapes every pod (`docs/observability.md`).
"""

from __future__ import annotations

import hmac

from fastapi import APIRouter, Request, Response

from deputy.errors import AuthError, NotFound
from deputy.web.deps import RuntimeDep

router = APIRouter(include_in_schema=False)


@router.get("/metrics")
async def metrics(request: Request, runtime: RuntimeDep) -> Response:
    expected = runtime.settings.metrics_token
    if expected is None:
        raise NotFound("Not found.")
    scheme, _, presented = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(
        presented.strip().encode("utf-8"), expected.get_secret_value().encode("utf-8")
    ):
        raise AuthError("The metrics endpoint needs `Authorization: Bearer <DEPUTY_METRICS_TOKEN>`.")
    body, content_type = runtime.observability.metrics.exposition()
    return Response(content=body, media_type=content_type)
