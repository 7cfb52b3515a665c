"""OpenTelemetry spans (the `otel` extra) for a turn: HTTP request ─► turn ─► model steps and tool call."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from deputy.core.tracing import NO_TRACER
from deputy.errors import ConfigurationError
from deputy.llm.fake_upstream import FakeUpstream
from deputy.observability import Observability
from deputy.observability.otel import OTelTracer, otel_tracer
from tests.web.chat_support import chunks, connect, conversation, user_body

from .conftest import MakeApi

CANARY = "wombat-canary-91c2"


def named(spans: Sequence[ReadableSpan], name: str) -> list[ReadableSpan]:
    return [s for s in spans if s.name == name]


def parent_of(span: ReadableSpan) -> int | None:
    return span.parent.span_id if span.parent is not None else None


def span_id(span: ReadableSpan) -> int:
    assert span.context is not None
    found: int = span.context.span_id
    return found


def attribute(span: ReadableSpan, key: str) -> object:
    assert span.attributes is not None
    return span.attributes[key]


async def test_a_turn_is_a_child_of_its_http_request_and_its_model_steps_and_tool_call_are_children_of_the_turn(
    make_api: MakeApi, upstream: FakeUpstream
) -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    async with make_api(Observability(tracer=OTelTracer(provider))) as api:
        await connect(api, upstream, name="primary")
        upstream.add_turns(
            {"tool_calls": [{"name": "list_incidents", "arguments": {"status": CANARY}, "id": "c1"}]},
            {"text": f"Nothing about {CANARY}."},
        )
        conv = await conversation(api)
        body = user_body(conv.id, f"Anything about {CANARY}?")
        chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))
        await api.runtime.chat.wait_idle()
    spans = exporter.get_finished_spans()

    [http] = named(spans, "POST /api/chat")
    [turn] = named(spans, "deputy.turn")
    steps = named(spans, "deputy.model_step")
    [tool] = named(spans, "deputy.tool_call")
    assert parent_of(turn) == span_id(http)
    assert len(steps) == 3  # two loop steps and the title
    assert all(parent_of(step) == span_id(turn) for step in steps)
    assert parent_of(tool) == span_id(turn)
    trace_ids = {s.context.trace_id for s in (http, turn, tool, *steps) if s.context is not None}
    assert len(trace_ids) == 1
    assert turn.attributes is not None and turn.attributes["deputy.conversation_id"] == conv.id
    assert tool.attributes is not None and tool.attributes["deputy.tool"] == "list_incidents"
    assert tool.attributes["deputy.transport"] == "chat"
    assert http.attributes is not None and http.attributes["http.response.status_code"] == 200
    assert {s.attributes["deputy.connection"] for s in steps if s.attributes is not None} == {"primary"}
    assert all(isinstance(attribute(s, "gen_ai.usage.output_tokens"), int) for s in steps)
    assert sum(int(str(attribute(s, "gen_ai.usage.output_tokens"))) for s in steps) > 0
    assert CANARY not in repr([dict(s.attributes or {}) for s in spans])  # ids and counts, never text


def test_tracing_is_off_unless_asked_for_and_then_needs_the_extra() -> None:
    tracer, flush = otel_tracer(enabled=False)
    assert tracer is NO_TRACER
    flush()


def test_asking_for_traces_without_the_sdk_installed_is_a_clear_configuration_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "opentelemetry.sdk.trace", None)  # an import of it now fails
    with pytest.raises(ConfigurationError, match=r"deputy-ai\[otel\]"):
        otel_tracer(enabled=True)
