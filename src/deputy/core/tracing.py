"""The tracing port: spans around a turn, a model step and a tool call, without knowing who exports them.

`deputy.observability.otel` implements it over OpenTelemetry when the `otel` extra is installed; `NO_TRACER` (the
default everywhere) does nothing. Span attributes are ids, names and counts, never message text.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import Protocol

__all__ = ["NO_TRACER", "AttributeValue", "NoTracer", "Span", "Tracer"]

AttributeValue = str | int | float | bool


class Span(Protocol):
    def set_attribute(self, key: str, value: AttributeValue) -> None: ...

    def update_name(self, name: str) -> None: ...


class Tracer(Protocol):
    def span(
        self, name: str, attributes: Mapping[str, AttributeValue] | None = None, *, current: bool = True
    ) -> AbstractContextManager[Span]:
        """A span open for the `with` block; an exception escaping the block marks it failed.

        `current=False` opens it without making it the current span: needed inside an async generator, whose
        body runs in its consumer's context between items (the model stream)."""
        ...


class _NoSpan:
    def set_attribute(self, key: str, value: AttributeValue) -> None:
        pass

    def update_name(self, name: str) -> None:
        pass


_NO_SPAN = _NoSpan()


class NoTracer:
    """Traces nothing."""

    def span(
        self, name: str, attributes: Mapping[str, AttributeValue] | None = None, *, current: bool = True
    ) -> AbstractContextManager[Span]:
        return nullcontext(_NO_SPAN)


NO_TRACER: Tracer = NoTracer()
