"""A one-pass RE2 prefilter for the Python `re` patterns of the PII detector and the scrubber.

Python patterns need lookarounds, which RE2 lacks; running thirty of them over every text is what costs time.
`Prefilter` compiles a *superset* of each pattern into one RE2 set (lookarounds and `\\b` dropped, `\\d` and
`\\s` widened to their Unicode meaning, repeats above RE2's limit opened up), so one linear pass says which
Python patterns can possibly match; only those run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from deputy.core.guards._engine import PatternSet

__all__ = ["Prefilter", "superset_pattern"]

_LOOKAROUND = re.compile(r"\(\?<?[!=](?:[^()\[\]]|\[(?:\\.|[^\]\\])*\])*\)")
_BIG_REPEAT = re.compile(r"\{(\d+),(\d+)\}")
_UNICODE_SPACE = r"\s\x{0B}\x{1C}-\x{1F}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}"


def _widen(match: re.Match[str]) -> str:
    low, high = int(match.group(1)), int(match.group(2))
    return f"{{{low},}}" if high > 1000 else match.group(0)


def superset_pattern(pattern: str, *, ascii: bool = False) -> str:
    """An RE2 pattern that matches wherever the Python `pattern` does (and possibly elsewhere)."""
    body = _LOOKAROUND.sub("", pattern).replace(r"\b", "")
    if not ascii:  # RE2's \d is ASCII; Python's, without re.ASCII, is every decimal digit
        body = body.replace(r"\d", r"\p{Nd}")
    body = re.sub(r"(?<!\[\^)\\s", "[" + _UNICODE_SPACE.replace("\\", "\\\\") + "]", body)
    return _BIG_REPEAT.sub(_widen, body)


class Prefilter:
    """Which of `patterns` may match a text, in one RE2 pass."""

    def __init__(self, patterns: Sequence[re.Pattern[str] | str], *, extra: Sequence[str] = ()) -> None:
        """A `str` among `patterns` is RE2, taken as it is. `extra` RE2 patterns ride along in the same pass; their
        indexes follow those of `patterns`."""
        supersets = [
            p if isinstance(p, str) else superset_pattern(p.pattern, ascii=bool(p.flags & re.ASCII)) for p in patterns
        ]
        self._set = PatternSet([*supersets, *extra])

    def candidates(self, text: str) -> frozenset[int]:
        return self._set.matches(text)
