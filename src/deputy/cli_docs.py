"""`deputy docs build [--check]`: bundle the markdown docs into the index the docs tools read; `deputy docs search`
tries a query against the bundled index.

Run it from a source checkout after changing any page under `docs/` or `src/deputy/demo/docs/`; commit the
regenerated `src/deputy/docs_index.json`. `--check` writes nothing and exits 1 when the committed index is stale
(the test suite runs the same comparison, so CI fails on a docs change without a rebuilt index).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from deputy.core.docs.index import DocsIndex, build_index

PACKAGE = Path(__file__).resolve().parent
INDEX_PATH = PACKAGE / "docs_index.json"


def doc_sources(root: Path) -> tuple[tuple[str, Path], ...]:
    """The `(section, directory)` pairs bundled, relative to a source checkout's root."""
    return (("deputy", root / "docs"), ("acme-ops", root / "src" / "deputy" / "demo" / "docs"))


def checkout_root() -> Path:
    return PACKAGE.parent.parent


def fresh_index(root: Path | None = None) -> DocsIndex:
    return build_index(doc_sources(root or checkout_root()))


def add_docs_commands(sub: Any) -> None:
    docs = sub.add_parser("docs", help="the bundled documentation index").add_subparsers(dest="action", required=True)
    build = docs.add_parser("build", help="rebuild the docs index from the markdown pages")
    build.add_argument("--root", type=Path, help="the source checkout (default: the one this package is in)")
    build.add_argument("--output", type=Path, help=f"where to write the index (default: {INDEX_PATH})")
    build.add_argument("--check", action="store_true", help="write nothing; exit 1 if the index is stale")
    build.set_defaults(handler=_build)
    search = docs.add_parser("search", help="search the bundled index as the assistant would (JSON hits and note)")
    search.add_argument("query")
    search.add_argument("--limit", type=int, default=5, choices=range(1, 11), metavar="1-10")
    search.set_defaults(handler=_search)


def _search(args: argparse.Namespace) -> int:
    from deputy.core.docs.tools import bundled_index, search_note
    from deputy.store.docs_search import DocsSearch

    hits = DocsSearch(bundled_index()).search(args.query, args.limit)
    for hit in hits:
        print(json.dumps({"slug": hit.slug, "heading": hit.heading, "score": hit.score, "snippet": hit.snippet}))
    print(search_note(args.query, hits))
    return 0


def _build(args: argparse.Namespace) -> int:
    text = fresh_index(args.root).to_json()
    output: Path = args.output or INDEX_PATH
    current = output.read_text(encoding="utf-8") if output.exists() else None
    if args.check:
        if current != text:
            print(f"{output} is stale: run `deputy docs build` and commit it.")
            return 1
        print(f"{output} is up to date.")
        return 0
    if current == text:
        print(f"{output} is up to date.")
        return 0
    output.write_text(text, encoding="utf-8")
    pages = DocsIndex.from_json(text).pages
    print(f"wrote {output}: {len(pages)} pages")
    return 0
