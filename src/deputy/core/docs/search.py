"""Searching the documentation index: the query rules, the hit shape and snippets, and the `DocsSearcher` port.

The engine is an adapter (`deputy.store.docs_search.DocsSearch`, BM25 through SQLite FTS5). The query is a
disjunction of its words (stop words dropped), so a page need not contain every word; each hit carries the
heading of its best section and a ~500-character snippet centred on the densest run of matched words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

SNIPPET_CHARS = 500
COMMON_ONLY_SCORE = 1e-3
"""Below this, a page matched only words found on at least half the pages: FTS5 clamps their IDF to 1e-6, while
any rarer word adds at least ~0.1, so the gap is wide and does not depend on the corpus size."""
_WORD = re.compile(r"\w+", re.UNICODE)
MARK_OPEN, MARK_CLOSE = "\x02", "\x03"
"""How an engine marks the matched words in a section's text for `snippet`."""
STOP_WORDS = frozenset(
    "a an and are as at be by can do does for from how i if in is it me my of on or so that the this to "
    "what when where which who why will with you your we our there their do does did should could would "
    "about into use using get".split()
)


@dataclass(frozen=True, slots=True)
class DocHit:
    slug: str
    title: str
    heading: str | None
    snippet: str
    score: float
    matched: tuple[str, ...]
    """The query words (as given) this page contains."""


class DocsSearcher(Protocol):
    def search(self, query: str, limit: int = 5) -> list[DocHit]:
        """The best pages for `query`, best first (ties by slug); [] for a query with no searchable word."""
        ...


def query_terms(query: str) -> tuple[str, ...]:
    """The words a query searches for: lower-cased, stop words and stray letters ("can't" → "can", "t") dropped,
    in first-occurrence order, deduplicated."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query.lower()):
        if word not in STOP_WORDS and word not in seen and (len(word) > 1 or word.isdigit()):
            seen[word] = None
    return tuple(seen)


def snippet(marked: str, budget: int = SNIPPET_CHARS) -> str:
    """About `budget` characters of `marked` (matches wrapped in \\x02…\\x03) around its densest run of matches.

    Whitespace is collapsed; a window that does not reach an end of the text gets an ellipsis there.
    """
    text = " ".join(marked.split())
    plain = text.replace(MARK_OPEN, "").replace(MARK_CLOSE, "")
    if len(plain) <= budget:
        return plain
    starts: list[int] = []
    offset = 0
    for i, char in enumerate(text):
        if char == MARK_OPEN:
            starts.append(i - offset)
        if char in (MARK_OPEN, MARK_CLOSE):
            offset += 1
    begin = _densest_window(starts, budget)
    begin = max(0, min(begin - budget // 5, len(plain) - budget))
    if begin > 0:
        space = plain.find(" ", begin)
        begin = space + 1 if 0 <= space < begin + 40 else begin
    end = min(len(plain), begin + budget)
    if end < len(plain):
        space = plain.rfind(" ", begin, end)
        end = space if space > end - 40 else end
    return ("…" if begin > 0 else "") + plain[begin:end].strip() + ("…" if end < len(plain) else "")


def _densest_window(starts: list[int], budget: int) -> int:
    """The match position that opens the window of `budget` characters holding the most matches (first wins)."""
    if not starts:
        return 0
    best, best_count, right = starts[0], 0, 0
    for left, position in enumerate(starts):
        while right < len(starts) and starts[right] < position + budget * 3 // 5:
            right += 1
        if right - left > best_count:
            best, best_count = position, right - left
    return best
