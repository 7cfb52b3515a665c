"""Observability adapters: Prometheus metrics, OpenTelemetry traces and structured logs (`docs/observability.md`).

The core reports through its `Metrics` and `Tracer` ports (`deputy.core.telemetry`); these are the
implementations the composition root picks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from deputy.core.telemetry import Telemetry
from deputy.core.tracing import NO_TRACER, Tracer
from deputy.observability.prometheus import PrometheusMetrics

__all__ = ["Observability"]


@dataclass(frozen=True, slots=True)
class Observability:
    """One process's metrics registry and tracer (and what flushes the tracer at shutdown)."""

    metrics: PrometheusMetrics = field(default_factory=PrometheusMetrics)
    tracer: Tracer = NO_TRACER
    shutdown: Callable[[], object] = lambda: None

    @property
    def telemetry(self) -> Telemetry:
        return Telemetry(metrics=self.metrics, tracer=self.tracer)
