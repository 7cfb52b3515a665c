"""The documentation search engine: BM25 through SQLite FTS5 (stdlib `sqlite3`), in memory, built on first use.

Pages are ranked by FTS5's `bm25()` with column weights that boost a match in the title, then the description and
headings, over the body; the best-ranked matching section of each hit gives its heading and snippet.
"""

from __future__ import annotations

import sqlite3
import threading

from deputy.core.docs.index import DocsIndex
from deputy.core.docs.search import MARK_CLOSE, MARK_OPEN, DocHit, query_terms, snippet
from deputy.errors import ConfigurationError

_TOKENIZER = "porter unicode61 remove_diacritics 2"
_PAGE_WEIGHTS = "0.0, 10.0, 3.0, 4.0, 1.0"  # slug (unindexed), title, description, headings, body
_SECTION_WEIGHTS = "0.0, 4.0, 1.0, 0.0"  # slug, heading, text, position


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
            (MARK_OPEN, MARK_CLOSE, match, *slugs),
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


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'
