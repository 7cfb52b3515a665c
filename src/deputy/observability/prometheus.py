"""The `Metrics` port over `prometheus_client`, in a registry of its own per process (never the global one).

Every pod serves its own numbers at `GET /metrics`; Prometheus scrapes each pod and sums them (`sum by (...)`), so
nothing here is shared between processes and no multiprocess mode is needed (one process per pod).
"""

from __future__ import annotations

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest

__all__ = ["PrometheusMetrics"]

FAST = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
GENERATIONS = ("young", "middle", "old")
"""The `generation` label of a garbage collection: CPython's generations 0, 1 and 2 (a full collection is `old`)."""
PAUSE = (0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
SLOW = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0)


class PrometheusMetrics:
    """Counters and histograms named `deputy_*`; labels are closed sets, route templates or connection names."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self._turns_started = Counter("deputy_turns_started", "Chat turns started.", registry=r)
        self._turns_finished = Counter(
            "deputy_turns_finished", "Chat turns finished, by outcome.", ["outcome"], registry=r
        )
        self._turn_seconds = Histogram(
            "deputy_turn_duration_seconds", "Whole turn, start to stored answer.", ["outcome"], buckets=SLOW, registry=r
        )
        self._first_token = Histogram(
            "deputy_turn_first_token_seconds", "Turn start to its first streamed text.", buckets=FAST, registry=r
        )
        self._model_seconds = Histogram(
            "deputy_model_call_duration_seconds", "One model call.", ["connection"], buckets=SLOW, registry=r
        )
        self._tokens = Counter(
            "deputy_model_tokens",
            "Tokens the model reported, by connection and kind.",
            ["connection", "kind"],
            registry=r,
        )
        self._tool_calls = Counter(
            "deputy_tool_calls", "Tool calls, by transport and decision.", ["transport", "decision"], registry=r
        )
        self._tool_seconds = Histogram(
            "deputy_tool_call_duration_seconds",
            "One tool call, budget to result.",
            ["transport"],
            buckets=FAST,
            registry=r,
        )
        self._guard = Counter(
            "deputy_guard_actions", "Guard actions, by site and action.", ["site", "action"], registry=r
        )
        self._budget = Counter("deputy_budget_refusals", "Budget refusals, by kind.", ["kind"], registry=r)
        self._http_seconds = Histogram(
            "deputy_http_request_duration_seconds",
            "HTTP requests (a stream: until its last byte), by route template.",
            ["method", "route", "status"],
            buckets=SLOW,
            registry=r,
        )

        self._gc_pause = Histogram(
            "deputy_gc_pause_seconds",
            "Garbage collections: how long each stopped the process, by generation.",
            ["generation"],
            buckets=PAUSE,
            registry=r,
        )
        self._gc_pauses = tuple(self._gc_pause.labels(name) for name in GENERATIONS)
        """One series per generation, resolved once (a serving process collects its young generation many times a
        second) and present from the start, at zero."""
        self._loop_lag = Histogram(
            "deputy_event_loop_lag_seconds",
            "How late the event loop ran a timer (sampled every 100 ms): what every open stream's frames waited.",
            buckets=PAUSE,
            registry=r,
        )

    # -- the core's port -------------------------------------------------------------------------------------

    def turn_started(self) -> None:
        self._turns_started.inc()

    def turn_finished(self, outcome: str, seconds: float) -> None:
        self._turns_finished.labels(outcome).inc()
        self._turn_seconds.labels(outcome).observe(seconds)

    def first_token(self, seconds: float) -> None:
        self._first_token.observe(seconds)

    def model_call(self, connection: str, seconds: float, *, prompt_tokens: int, completion_tokens: int) -> None:
        self._model_seconds.labels(connection).observe(seconds)
        self._tokens.labels(connection, "prompt").inc(prompt_tokens)
        self._tokens.labels(connection, "completion").inc(completion_tokens)

    def tool_call(self, transport: str, decision: str, seconds: float) -> None:
        self._tool_calls.labels(transport, decision).inc()
        self._tool_seconds.labels(transport).observe(seconds)

    def guard_action(self, site: str, action: str) -> None:
        self._guard.labels(site, action).inc()

    def budget_refused(self, kind: str) -> None:
        self._budget.labels(kind).inc()

    # -- the HTTP layer's -------------------------------------------------------------------------------------

    def http_request(self, method: str, route: str, status: int, seconds: float) -> None:
        self._http_seconds.labels(method, route, str(status)).observe(seconds)

    # -- the process's own (`observability.process_health`) -----------------------------------------------------

    def gc_pause(self, generation: int, seconds: float) -> None:
        self._gc_pauses[generation].observe(seconds)

    def loop_lag(self, seconds: float) -> None:
        self._loop_lag.observe(seconds)

    def exposition(self) -> tuple[bytes, str]:
        """The text exposition format and its content type."""
        return generate_latest(self.registry), CONTENT_TYPE_LATEST
