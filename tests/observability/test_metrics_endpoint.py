"""`GET /metrics`: closed unless a token is set, then only for a scraper presenting it; request ids on responses."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from deputy.settings import Settings

from .conftest import MakeApi

TOKEN = "metrics-token-0123456789abcdef"


async def test_without_a_token_configured_metrics_are_not_served_at_all(make_api: MakeApi) -> None:
    async with make_api() as api:
        response = await api.client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
        admin = await api.client.get("/metrics", headers=api.auth("admin"))

    assert response.status_code == 404 and response.json()["error"] == "not_found"
    assert admin.status_code == 404
    assert "deputy_" not in response.text + admin.text


async def test_with_a_token_only_a_scraper_presenting_it_reads_the_metrics(make_api: MakeApi) -> None:
    async with make_api(metrics_token=TOKEN) as api:
        missing = await api.client.get("/metrics")
        wrong = await api.client.get("/metrics", headers={"Authorization": "Bearer metrics-token-0123456789abcdeX"})
        user_token = await api.client.get("/metrics", headers=api.auth("admin"))
        scraped = await api.client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})

    for refused in (missing, wrong, user_token):
        assert refused.status_code == 401 and refused.json()["error"] == "unauthenticated"
        assert refused.headers["WWW-Authenticate"] == "Bearer"
        assert "deputy_" not in refused.text
    assert scraped.status_code == 200
    assert scraped.headers["content-type"].startswith("text/plain")
    assert "# TYPE deputy_turns_started_total counter" in scraped.text
    # the refused scrapes were counted, by route template
    assert 'deputy_http_request_duration_seconds_count{method="GET",route="/metrics",status="401"} 3.0' in scraped.text


def test_a_placeholder_or_short_metrics_token_is_refused_at_start() -> None:
    for token in ("secret", "short-token"):
        with pytest.raises(ValidationError, match="DEPUTY_METRICS_TOKEN"):
            Settings(metrics_token=token)


async def test_every_response_carries_a_request_id_and_a_plain_client_id_is_kept(make_api: MakeApi) -> None:
    async with make_api() as api:
        fresh = await api.client.get("/api/health")
        kept = await api.client.get("/api/health", headers={"X-Request-ID": "edge-42.a_b"})
        odd = await api.client.get("/api/health", headers={"X-Request-ID": "has spaces and {braces}"})

    assert len(fresh.headers["x-request-id"]) == 32
    assert kept.headers["x-request-id"] == "edge-42.a_b"
    assert odd.headers["x-request-id"] != "has spaces and {braces}"


async def test_a_path_that_matches_no_route_is_labelled_unmatched_not_by_its_path(make_api: MakeApi) -> None:
    async with make_api() as api:
        await api.client.get("/api/no-such-thing-1")
        await api.client.get("/api/no-such-thing-2")
        registry = api.runtime.observability.metrics.registry
        routes = {
            s.labels["route"]
            for metric in registry.collect()
            if metric.name == "deputy_http_request_duration_seconds"
            for s in metric.samples
        }

    assert not any("no-such-thing" in route for route in routes)
