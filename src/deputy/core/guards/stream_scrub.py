"""Scrubbing text that arrives in pieces: a model's streamed answer.

A secret can straddle deltas (`"sk-pr"`, `"oj-…"`), and some are only recognisable with the words before them
(`password = hunter2`). `StreamScrubber` therefore holds back the word being written (credentials contain no
whitespace) and looks at each released piece together with the tail of what it already released. A span that
starts in that tail and runs into the new piece has its new part replaced. Holding back one word costs no
visible latency: a word shows up when its following space does.
"""

from __future__ import annotations

from deputy.core.guards.scrub import REDACTED, secret_spans, storable_text

__all__ = ["StreamScrubber"]

_CONTEXT = 96
"""Characters of already-released text re-examined with each new piece (a key word, `=` and some spacing)."""
_MAX_HELD = 512
"""A "word" longer than this is released anyway (scrubbed on its own), so nothing is held back without bound."""


class StreamScrubber:
    """`feed` each delta and emit what it returns; `flush` at the end of the part."""

    def __init__(self) -> None:
        self._held = ""
        self._tail = ""
        self.redacted = 0
        """How many secrets were replaced so far."""

    def feed(self, text: str) -> str:
        self._held += text
        cut = max(self._held.rfind(" "), self._held.rfind("\n"), self._held.rfind("\t"))
        if cut < 0 and len(self._held) <= _MAX_HELD:
            return ""
        cut = len(self._held) if cut < 0 else cut + 1
        ready, self._held = self._held[:cut], self._held[cut:]
        return self._release(ready)

    def flush(self) -> str:
        ready, self._held = self._held, ""
        return self._release(ready) if ready else ""

    def _release(self, piece: str) -> str:
        window = self._tail + storable_text(piece)
        offset = len(self._tail)
        pieces: list[str] = []
        cursor = offset
        for start, end in sorted(secret_spans(window)):
            if end <= cursor:
                continue  # wholly in released text: too late, and it was scrubbed as best it could be then
            start = max(start, cursor)
            pieces.append(window[cursor:start])
            pieces.append(REDACTED)
            self.redacted += 1
            cursor = end
        pieces.append(window[cursor:])
        released = "".join(pieces)
        self._tail = (self._tail + released)[-_CONTEXT:]
        return released
