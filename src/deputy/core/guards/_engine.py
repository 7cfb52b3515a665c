"""A typed face over RE2, the linear-time regex engine every untrusted-text pattern of the guards runs on.

RE2 has no backtracking, so no pattern can be made to take more than linear time. A `PatternSet` matches many
patterns in one pass and answers which ones matched (no spans); `LinearRegex` gives spans for a single pattern.
RE2's `\\b`, `\\w` and `\\s` are ASCII-only: patterns that must see other scripts use explicit classes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import re2

_MAX_MEM = 256 << 20


def _options() -> object:
    options = re2.Options()
    options.max_mem = _MAX_MEM
    return options


def utf8(text: str) -> bytes:
    """`text` as the UTF-8 RE2 reads, remembered for the last two texts: one scan runs several patterns and
    pattern sets over the same text, and encoding a megabyte that is not ASCII takes about 1.5 ms each time.
    Raises `UnicodeEncodeError` for a lone surrogate."""
    for seen, encoded in _RECENT:
        if seen is text:
            return encoded
    encoded = text.encode("utf-8")
    _RECENT[:] = [(text, encoded), *_RECENT[:1]]
    return encoded


_RECENT: list[tuple[str, bytes]] = []


def forget_encodings() -> None:
    _RECENT.clear()


class PatternSet:
    """Many patterns compiled into one automaton; `matches(text)` returns the indexes of those that match."""

    def __init__(self, patterns: Sequence[str]) -> None:
        self._size = len(patterns)
        self._set = re2.Set.SearchSet(_options())
        for index, pattern in enumerate(patterns):
            added = self._set.Add(pattern)
            if added != index:
                raise ValueError(f"pattern {index} did not compile: {pattern!r}")
        self._set.Compile()

    def __len__(self) -> int:
        return self._size

    def matches(self, text: str) -> frozenset[int]:
        if not self._size or not text:
            return frozenset()
        found = self._set.Match(utf8(text))
        return frozenset(int(index) for index in found) if found else frozenset()


class LinearRegex:
    """One RE2 pattern with the few operations the guards need, typed."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self._regex = re2.compile(pattern, _options())

    def search(self, text: str) -> bool:
        return self._regex.search(utf8(text)) is not None

    def spans(self, text: str) -> Iterator[tuple[int, int]]:
        for match in self._regex.finditer(text):
            start, end = match.span()
            yield int(start), int(end)

    def group_spans(self, text: str, group: int = 1) -> Iterator[tuple[int, int]]:
        """The span of `group` in each match (character offsets, like `re`)."""
        for match in self._regex.finditer(text):
            start, end = match.span(group)
            yield int(start), int(end)
