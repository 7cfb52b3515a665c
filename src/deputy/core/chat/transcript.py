"""Fold a turn's stream events into the UI-message parts that are stored as the source of truth.

The parts are what the AI SDK client itself builds from the same stream (`processUIMessageStream`), so a page
reload shows exactly what the live stream showed: step markers, text, reasoning, tool parts with their state
(`input-available`, `approval-requested`, `output-available`, `output-error`, `output-denied`) and `data-*`
parts (a part with the same id replaces the earlier one; transient parts are never stored).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deputy.core import events


class Transcript:
    """The parts of one assistant message; a continuation starts from the stored parts and appends."""

    def __init__(self, parts: Sequence[Mapping[str, Any]] = ()) -> None:
        self.parts: list[dict[str, Any]] = [dict(p) for p in parts]
        self._open: dict[str, dict[str, Any]] = {}  # text/reasoning id -> its part

    def fold(self, event: events.StreamEvent) -> None:
        match event:
            case events.StepStart():
                self.parts.append({"type": "step-start"})
            case events.TextStart(id=part_id) | events.ReasoningStart(id=part_id):
                kind = "text" if isinstance(event, events.TextStart) else "reasoning"
                part = {"type": kind, "text": "", "state": "streaming"}
                self._open[part_id] = part
                self.parts.append(part)
            case events.TextDelta(id=part_id, delta=delta) | events.ReasoningDelta(id=part_id, delta=delta):
                self._open[part_id]["text"] += delta
            case events.TextEnd(id=part_id) | events.ReasoningEnd(id=part_id):
                self._open.pop(part_id)["state"] = "done"
            case events.ToolInputAvailable():
                self.parts.append(
                    {
                        "type": f"tool-{event.tool_name}",
                        "toolCallId": event.call_id,
                        "state": "input-available",
                        "input": event.input,
                    }
                )
            case events.ToolInputError():
                self.parts.append(
                    {
                        "type": f"tool-{event.tool_name}",
                        "toolCallId": event.call_id,
                        "state": "output-error",
                        "input": event.input,
                        "errorText": event.error_text,
                    }
                )
            case events.ToolApprovalRequest():
                self._tool(event.call_id).update(state="approval-requested", approval={"id": event.approval_id})
            case events.ToolOutput():
                self._approved(self._tool(event.call_id)).update(state="output-available", output=event.output)
            case events.ToolOutputError():
                self._approved(self._tool(event.call_id)).update(state="output-error", errorText=event.error_text)
            case events.ToolOutputDenied():
                denied = self._tool(event.call_id)
                approval: dict[str, Any] = dict(denied.get("approval") or {})
                denied.update(state="output-denied", approval={**approval, "approved": False})
            case events.Data() if not event.transient:
                self._data(event)
            case _:
                pass  # start, finish, error, abort and transient data are stream-only

    def close(self) -> None:
        """Mark parts still streaming (an interrupted turn) as done, so the stored message is well-formed."""
        for part in self._open.values():
            part["state"] = "done"
        self._open.clear()

    def text(self) -> str:
        """The plain-text fallback: every text part, in order."""
        return "\n\n".join(p["text"] for p in self.parts if p.get("type") == "text" and p.get("text", "").strip())

    def approval(self, approval_id: str) -> dict[str, Any] | None:
        """The tool part waiting on `approval_id`, if any."""
        for part in self.parts:
            approval = part.get("approval")
            if isinstance(approval, Mapping) and approval.get("id") == approval_id:
                return part
        return None

    def _tool(self, call_id: str) -> dict[str, Any]:
        for part in reversed(self.parts):
            if part.get("toolCallId") == call_id:
                found: dict[str, Any] = part
                return found
        raise KeyError(f"no tool part for call {call_id}")

    @staticmethod
    def _approved(part: dict[str, Any]) -> dict[str, Any]:
        """A tool part that reaches an output after an approval request was approved (the client's schema
        requires `approved: true` on it)."""
        approval = part.get("approval")
        if isinstance(approval, Mapping) and "approved" not in approval:
            part["approval"] = {**approval, "approved": True}
        return part

    def _data(self, event: events.Data) -> None:
        part: dict[str, Any] = {"type": f"data-{event.name}", "data": event.data}
        if event.id is not None:
            part["id"] = event.id
            for index, existing in enumerate(self.parts):
                if existing.get("type") == part["type"] and existing.get("id") == event.id:
                    self.parts[index] = part
                    return
        self.parts.append(part)
