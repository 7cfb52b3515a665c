"""The metrics port: what the core counts and times, without knowing who collects it.

The core calls a `Metrics`; the composition root picks the implementation (`deputy.observability.prometheus`
exports them for Prometheus). `NO_METRICS` records nothing and is every component's default, so a core object
built without one (tests, embedding) pays nothing. Labels are small closed sets or operator-chosen names (a
connection's name); never a user, a conversation or any text.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["NO_METRICS", "Metrics", "NoMetrics"]


class Metrics(Protocol):
    def turn_started(self) -> None:
        """A chat turn was admitted and its runner started."""
        ...

    def turn_finished(self, outcome: str, seconds: float) -> None:
        """A turn ended and was stored; `outcome` is its message status (complete, interrupted, error)."""
        ...

    def first_token(self, seconds: float) -> None:
        """The first answer (or reasoning) text of a turn was published, `seconds` after the turn started."""
        ...

    def model_call(self, connection: str, seconds: float, *, prompt_tokens: int, completion_tokens: int) -> None:
        """One model call (a step of the loop, a title, a classifier or summary call) ended, successfully or not."""
        ...

    def tool_call(self, transport: str, decision: str, seconds: float) -> None:
        """A tool call was decided: `decision` is run, confirm, refused, failed or declined (see `Telemetry`)."""
        ...

    def guard_action(self, site: str, action: str) -> None:
        """A guard acted (flag, warn, redact, block) on text at `site`: input, tool_arguments, tool_result or
        model_output."""
        ...

    def budget_refused(self, kind: str) -> None:
        """A budget refused a turn, a further step or a tool call: quota, spend_cap, site or tool_budget."""
        ...


class NoMetrics:
    """Records nothing."""

    def turn_started(self) -> None:
        pass

    def turn_finished(self, outcome: str, seconds: float) -> None:
        pass

    def first_token(self, seconds: float) -> None:
        pass

    def model_call(self, connection: str, seconds: float, *, prompt_tokens: int, completion_tokens: int) -> None:
        pass

    def tool_call(self, transport: str, decision: str, seconds: float) -> None:
        pass

    def guard_action(self, site: str, action: str) -> None:
        pass

    def budget_refused(self, kind: str) -> None:
        pass


NO_METRICS: Metrics = NoMetrics()
