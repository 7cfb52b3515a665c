"""The process's own pauses reach the metrics: each garbage collection by generation, and the event loop's lag."""

from __future__ import annotations

import asyncio
import gc
import time
from pathlib import Path

from deputy.observability.process_health import watching
from deputy.observability.prometheus import PrometheusMetrics
from deputy.settings import Settings
from deputy.web.app import create_app
from tests.web.conftest import SECRET


def value(metrics: PrometheusMetrics, name: str, **labels: str) -> float:
    return metrics.registry.get_sample_value(name, labels) or 0.0


async def test_a_held_loop_and_each_collection_are_observed_while_watching() -> None:
    metrics = PrometheusMetrics()
    async with watching(metrics, every=0.01):
        await asyncio.sleep(0.03)
        time.sleep(0.08)  # noqa: ASYNC251 - holds the loop on purpose: the probe fires about 80 ms late
        await asyncio.sleep(0.03)
        gc.collect(0)
        gc.collect(2)

    assert value(metrics, "deputy_event_loop_lag_seconds_count") >= 3
    assert value(metrics, "deputy_event_loop_lag_seconds_bucket", le="0.05") < value(
        metrics, "deputy_event_loop_lag_seconds_count"
    )  # the held loop: one sample over 50 ms
    assert value(metrics, "deputy_gc_pause_seconds_count", generation="young") >= 1
    assert value(metrics, "deputy_gc_pause_seconds_count", generation="old") >= 1
    assert value(metrics, "deputy_gc_pause_seconds_sum", generation="old") > 0

    collections = value(metrics, "deputy_gc_pause_seconds_count", generation="old")
    gc.collect(2)  # after the block: no longer observed
    assert value(metrics, "deputy_gc_pause_seconds_count", generation="old") == collections


async def test_the_served_app_watches_its_process_for_its_lifetime(tmp_path: Path) -> None:
    settings = Settings(db_url="sqlite://", secret_key=SECRET, secret_key_file=tmp_path / "unused")
    app = create_app(settings)
    metrics = app.state.deputy.observability.metrics
    async with app.router.lifespan_context(app):
        gc.collect(1)
        await asyncio.sleep(0.25)  # two probes
    assert value(metrics, "deputy_gc_pause_seconds_count", generation="middle") >= 1
    assert value(metrics, "deputy_event_loop_lag_seconds_count") >= 1


def test_every_generation_has_its_series_from_the_start() -> None:
    exposition = PrometheusMetrics().exposition()[0].decode()
    for generation in ("young", "middle", "old"):
        assert f'deputy_gc_pause_seconds_count{{generation="{generation}"}} 0.0' in exposition
