"""The `Tracer` port over OpenTelemetry (`pip install 'deputy-ai[otel]'`).

`otel_tracer(enabled=False)` is the no-op tracer and imports nothing. Enabled, it builds an SDK `TracerProvider`
exporting over OTLP/HTTP (configured by the standard `OTEL_EXPORTER_OTLP_*` variables) and makes it the process's
provider, so the MCP SDK's own spans join Deputy's; without the extra that is a configuration error, said plainly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import TYPE_CHECKING

from deputy.core.tracing import NO_TRACER, AttributeValue, Span, Tracer
from deputy.errors import ConfigurationError

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import TracerProvider

__all__ = ["OTelTracer", "otel_tracer"]

INSTRUMENTATION = "deputy"


class OTelTracer:
    """Spans from an OpenTelemetry `TracerProvider` (tests pass one with an in-memory exporter)."""

    def __init__(self, provider: TracerProvider) -> None:
        self._tracer = provider.get_tracer(INSTRUMENTATION)

    def span(
        self, name: str, attributes: Mapping[str, AttributeValue] | None = None, *, current: bool = True
    ) -> AbstractContextManager[Span]:
        if current:
            return self._tracer.start_as_current_span(name, attributes=attributes)
        return self._detached(name, attributes)

    @contextmanager
    def _detached(self, name: str, attributes: Mapping[str, AttributeValue] | None) -> Iterator[Span]:
        from opentelemetry.trace import Status, StatusCode

        span = self._tracer.start_span(name, attributes=attributes)
        try:
            yield span
        except GeneratorExit:  # the consumer stopped reading (a cancel): not a failure
            raise
        except BaseException as exc:
            span.record_exception(exc)
            span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
            raise
        finally:
            span.end()


def otel_tracer(*, enabled: bool, service_name: str = "deputy") -> tuple[Tracer, Callable[[], None]]:
    """The process's tracer and what flushes it at shutdown."""
    if not enabled:
        return NO_TRACER, lambda: None
    try:
        from opentelemetry import trace
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError as exc:
        raise ConfigurationError(
            "DEPUTY_OTEL_TRACES is on but OpenTelemetry is not installed: pip install 'deputy-ai[otel]'."
        ) from exc
    provider = TracerProvider(resource=Resource.create({"service.name": service_name}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    return OTelTracer(provider), provider.shutdown
