"""Ranked search over the documentation index: BM25 through SQLite FTS5 (stdlib `sqlite3`, in memory).

Pages are ranked by FTS5's `bm25()` (IDF, saturated term frequency, length normalization with k1=1.2, b=0.75)
with column weights that boost a match in the title, then the description and headings, over the body. The query
is a disjunction of its words (stop words dropped, Porter-stemmed by the tokenizer), so a page need not contain
every word. Within each hit the best-matching section supplies the heading and a ~500-character snippet centred
on the densest run of matched words. Ties break by slug, so the order is stable.
"""

from __future__ import annotations

import re
import sqlite3
import threading
from dataclasses import dataclass

from deputy.core.docs import DocsIndex
from deputy.errors import ConfigurationError

SNIPPET_CHARS = 500
COMMON_ONLY_SCORE = 1e-3
"""Below this, a page matched only words found on at least half the pages: FTS5 clamps their IDF to 1e-6, while
any rarer word adds at least ~0.1, so the gap is wide and does not depend on the corpus size."""
_WORD = re.compile(r"\w+", re.UNICODE)
_TOKENIZER = "porter unicode61 remove_diacritics 2"
_PAGE_WEIGHTS = "0.0, 10.0, 3.0, 4.0, 1.0"  # slug (unindexed), title, description, headings, body
_SECTION_WEIGHTS = "0.0, 4.0, 1.0, 0.0"  # slug, heading, text, position
_OPEN, _CLOSE = "\x02", "\x03"
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


def query_terms(query: str) -> tuple[str, ...]:
    """The words a query searches for: lower-cased, stop words and stray letters ("can't" → "can", "t") dropped,
    in first-occurrence order, deduplicated."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query.lower()):
        if word not in STOP_WORDS and word not in seen and (len(word) > 1 or word.isdigit()):
            seen[word] = None
    return tuple(seen)


class DocsSearch:
    """An FTS5 index over one `DocsIndex`, built once in an in-memory database (on first use)."""

    def __init__(self, index: DocsIndex) -> None:
        self.index = index
        self._db: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def search(self, query: str, limit: int = 5) -> list[DocHit]:
        terms = query_terms(query)
        if not terms or limit < 1:
            return []
        match = " OR ".join(_quoted(t) for t in terms)
        with self._lock:
            db = self._connection()
            rows = db.execute(
                f"SELECT slug, title, -bm25(pages, {_PAGE_WEIGHTS}) AS score FROM pages "
                "WHERE pages MATCH ? ORDER BY score DESC, slug ASC LIMIT ?",
                (match, limit),
            ).fetchall()
            slugs = [slug for slug, _, _ in rows]
            best = self._best_sections(db, match, slugs)
            matched = self._matched_terms(db, terms, slugs)
        return [
            self._hit(slug, title, score, best.get(slug), tuple(t for t in terms if slug in matched[t]))
            for slug, title, score in rows
        ]

    def _best_sections(self, db: sqlite3.Connection, match: str, slugs: list[str]) -> dict[str, tuple[str, str]]:
        """Per page, the best-ranked matching section `(heading, text with matches marked)`, in one query."""
        marks = ", ".join("?" * len(slugs))
        found: dict[str, tuple[str, str]] = {}
        for slug, heading, marked in db.execute(
            f"SELECT slug, heading, highlight(sections, 2, ?, ?) FROM sections WHERE sections MATCH ? "
            f"AND slug IN ({marks}) ORDER BY bm25(sections, {_SECTION_WEIGHTS}), position",
            (_OPEN, _CLOSE, match, *slugs),
        ):
            found.setdefault(slug, (heading, marked))
        return found

    def _matched_terms(self, db: sqlite3.Connection, terms: tuple[str, ...], slugs: list[str]) -> dict[str, set[str]]:
        """For each query word, which of the pages contain it (one query per word)."""
        marks = ", ".join("?" * len(slugs))
        return {
            term: {
                row[0]
                for row in db.execute(
                    f"SELECT slug FROM pages WHERE pages MATCH ? AND slug IN ({marks})", (_quoted(term), *slugs)
                )
            }
            for term in terms
        }

    def _hit(
        self, slug: str, title: str, score: float, best: tuple[str, str] | None, matched: tuple[str, ...]
    ) -> DocHit:
        if best is None:  # only the title or description matched: show the page's opening
            page = self.index.get(slug)
            heading, marked = "", (page.sections[0].text if page and page.sections else "")
        else:
            heading, marked = best
        return DocHit(
            slug=slug,
            title=title,
            heading=heading or None,
            snippet=snippet(marked),
            score=float(f"{score:.4g}"),
            matched=matched,
        )

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            if not fts5_available():
                raise ConfigurationError("This Python's SQLite lacks FTS5, which the docs search needs.")
            db = sqlite3.connect(":memory:", check_same_thread=False)
            db.execute(
                "CREATE VIRTUAL TABLE pages USING fts5(slug UNINDEXED, title, description, headings, body, "
                f"tokenize='{_TOKENIZER}')"
            )
            db.execute(
                "CREATE VIRTUAL TABLE sections USING fts5(slug UNINDEXED, heading, text, position UNINDEXED, "
                f"tokenize='{_TOKENIZER}')"
            )
            for page in self.index.pages:
                body = "\n\n".join(s.text for s in page.sections)
                db.execute(
                    "INSERT INTO pages (slug, title, description, headings, body) VALUES (?, ?, ?, ?, ?)",
                    (page.slug, page.title, page.description, "\n".join(page.headings), body),
                )
                db.executemany(
                    "INSERT INTO sections (slug, heading, text, position) VALUES (?, ?, ?, ?)",
                    [(page.slug, s.heading, s.text, i) for i, s in enumerate(page.sections)],
                )
            self._db = db
        return self._db


def fts5_available() -> bool:
    try:
        sqlite3.connect(":memory:").execute("CREATE VIRTUAL TABLE probe USING fts5(x)")
    except sqlite3.OperationalError:
        return False
    return True


def snippet(marked: str, budget: int = SNIPPET_CHARS) -> str:
    """About `budget` characters of `marked` (matches wrapped in \\x02…\\x03) around its densest run of matches.

    Whitespace is collapsed; a window that does not reach an end of the text gets an ellipsis there.
    """
    text = " ".join(marked.split())
    plain = text.replace(_OPEN, "").replace(_CLOSE, "")
    if len(plain) <= budget:
        return plain
    starts: list[int] = []
    offset = 0
    for i, char in enumerate(text):
        if char == _OPEN:
            starts.append(i - offset)
        if char in (_OPEN, _CLOSE):
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


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'
