"""The text and reasoning parts of a streamed answer: the model's deltas bracketed into parts (start, deltas, end),
as the client requires, and scrubbed on the way out so a secret the model writes never reaches a client."""

from __future__ import annotations

import uuid

from deputy.core import events
from deputy.core.guards.stream_scrub import StreamScrubber

__all__ = ["StreamParts", "text_part"]


class StreamParts:
    """Brackets the model's deltas into text and reasoning parts (start, deltas, end), as the client requires."""

    def __init__(self) -> None:
        self.text: list[str] = []  # the model's own words, for the next step's history (stored scrubbed)
        self._open: tuple[str, str] | None = None  # (kind, part id)
        self._scrubber = StreamScrubber()
        self.redacted = 0  # secrets replaced in what streamed

    def delta(self, kind: str, text: str) -> list[events.StreamEvent]:
        """The events for one delta. What streams is scrubbed: a secret the model writes never reaches a client."""
        out: list[events.StreamEvent] = []
        if self._open is None or self._open[0] != kind:
            out.extend(self.close())
            self._open = (kind, f"{kind[:4]}-{uuid.uuid4().hex[:12]}")
            part_id = self._open[1]
            out.append(events.TextStart(part_id) if kind == "text" else events.ReasoningStart(part_id))
        if kind == "text":
            self.text.append(text)
        out.extend(self._released(self._scrubber.feed(text)))
        return out

    def close(self) -> list[events.StreamEvent]:
        if self._open is None:
            return []
        out = self._released(self._scrubber.flush())
        kind, part_id = self._open
        self._open = None
        self.redacted += self._scrubber.redacted
        self._scrubber = StreamScrubber()
        out.append(events.TextEnd(part_id) if kind == "text" else events.ReasoningEnd(part_id))
        return out

    def _released(self, text: str) -> list[events.StreamEvent]:
        if not text or self._open is None:
            return []
        kind, part_id = self._open
        return [events.TextDelta(part_id, text) if kind == "text" else events.ReasoningDelta(part_id, text)]


def text_part(text: str) -> list[events.StreamEvent]:
    part_id = f"text-{uuid.uuid4().hex[:12]}"
    return [events.TextStart(part_id), events.TextDelta(part_id, text), events.TextEnd(part_id)]
