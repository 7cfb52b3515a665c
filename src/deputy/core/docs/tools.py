"""The docs grounding tools: `list_docs` (the sitemap), `search_docs` (BM25 hits with a note), `get_doc` (one page).

All three are `read` tools gated by `docs.read`, so they run inline without a confirm card. The notes tell the
model when to stop searching: an empty or weak result means "consult list_docs or say the docs do not cover it",
not "reword and retry".
"""

from __future__ import annotations

import difflib
import functools
import importlib.resources
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from deputy.core.docs.index import DocPage, DocsIndex
from deputy.core.docs.search import COMMON_ONLY_SCORE, DocHit, DocsSearcher, query_terms
from deputy.core.tools.clamp import DEFAULT_RESULT_CHARS, json_chars
from deputy.core.tools.declarations import Effect, Tool, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.errors import NotFound

DOCS_PERMISSION = "docs.read"
MAX_DOC_CHARS = DEFAULT_RESULT_CHARS
"""`get_doc`'s whole result is at most this many characters of JSON: a page (or one section) is cut, between
paragraphs, to what is left after its title, description and headings, and says `truncated`. So the conversation's
default share for one result (`clamp.DEFAULT_RESULT_CHARS`) takes it whole: a page cut to this many characters of
content alone, plus the rest, was made a text preview of escaped JSON by `clamp_result`."""
DOCS_TOOL_NAMES = ("list_docs", "search_docs", "get_doc")

LIST_NOTE = (
    "These are all the documentation pages. If no title or description fits the question, the docs do not cover "
    "it: say so instead of searching again. Otherwise call get_doc with a slug from this list."
)
EMPTY_NOTE = (
    "No page matches. Do not re-search with reworded queries: call list_docs to see every page, and if no title "
    "fits, tell the user the documentation does not cover this."
)
WEAK_NOTE = (
    "Weak matches: the best page contains only some of the query's words ({missing} missing), so it may not be "
    "about this. Check list_docs once; if no title fits, say the docs do not cover it rather than searching again."
)
COMMON_NOTE = (
    "Weak matches: only words that appear on most pages matched ({words}), so the ranking says little. Check "
    "list_docs once for a fitting title; if none fits, say the docs do not cover it rather than searching again."
)
GOOD_NOTE = "Read the most promising page with get_doc(slug) before answering, and name the page you relied on."
PLAYBOOK = (
    "For how-to questions about this assistant or the application, ground the answer in the documentation: "
    "search_docs (or list_docs to see every page), then get_doc on the best slug, and answer from that page, "
    "naming it. Follow the note search_docs returns: after an empty or weak result, do not re-search with "
    "reworded queries; check list_docs once, and if no page fits, say the docs do not cover it."
)


class ListDocsArgs(BaseModel):
    section: str | None = Field(default=None, description="only pages of this top-level section, e.g. 'deputy'")


class SearchDocsArgs(BaseModel):
    query: str = Field(min_length=1, max_length=400, description="a few keywords, e.g. 'spend cap connection'")
    limit: int = Field(default=5, ge=1, le=10)


class GetDocArgs(BaseModel):
    slug: str = Field(min_length=1, max_length=200, description="a slug returned by list_docs or search_docs")
    section: str | None = Field(default=None, description="read only the section with this heading")


@functools.cache
def bundled_index() -> DocsIndex:
    """The index shipped in the package (`deputy/docs_index.json`, written by `deputy docs build`)."""
    text = importlib.resources.files("deputy").joinpath("docs_index.json").read_text(encoding="utf-8")
    return DocsIndex.from_json(text)


def build_docs_tools(index: DocsIndex, engine: DocsSearcher) -> tuple[Tool[Any], ...]:

    @tool(effect=Effect.READ, permissions={DOCS_PERMISSION}, title="List the docs", category="docs")
    async def list_docs(ctx: ToolContext, args: ListDocsArgs) -> dict[str, Any]:
        """List every documentation page (Deputy's own user guide and the Acme Ops guide) with its slug, title,
        description and headings. Use it to pick a page directly, or to see whether the docs cover a topic at all."""
        if args.section is not None and args.section not in index.sections:
            raise NotFound(
                f"No documentation section {args.section!r}; the sections are {', '.join(index.sections)}.",
                code="unknown_doc_section",
                details={"sections": list(index.sections)},
            )
        pages = [p for p in index.pages if args.section in (None, p.section)]
        return {
            "pages": [
                {"slug": p.slug, "title": p.title, "description": p.description, "headings": list(p.headings)}
                for p in sorted(pages, key=lambda p: p.slug)
            ],
            "sections": list(index.sections),
            "note": LIST_NOTE,
        }

    @tool(
        effect=Effect.READ,
        permissions={DOCS_PERMISSION},
        title="Search the docs",
        category="docs",
        instructions=PLAYBOOK,
    )
    async def search_docs(ctx: ToolContext, args: SearchDocsArgs) -> dict[str, Any]:
        """Search the documentation by keywords. Returns ranked pages with the matching section and a snippet, and
        a note saying what to do next. Follow the note: do not re-run near-identical searches."""
        hits = engine.search(args.query, args.limit)
        return {
            "hits": [
                {"slug": h.slug, "title": h.title, "heading": h.heading, "snippet": h.snippet, "score": h.score}
                for h in hits
            ],
            "note": search_note(args.query, hits),
        }

    @tool(effect=Effect.READ, permissions={DOCS_PERMISSION}, title="Read a doc page", category="docs")
    async def get_doc(ctx: ToolContext, args: GetDocArgs) -> dict[str, Any]:
        """Read one documentation page (or one of its sections) by the slug list_docs or search_docs returned. Never
        construct a slug from the topic name."""
        page = index.get(args.slug.strip().strip("/"))
        if page is None:
            suggestions = closest_slugs(index, engine, args.slug)
            raise NotFound(
                f"No documentation page {args.slug!r}. Closest pages: {', '.join(suggestions) or 'none'}; "
                "read one of them or call list_docs.",
                code="unknown_doc",
                details={"suggestions": suggestions},
            )
        return read_page(page, args.section)

    return (list_docs, search_docs, get_doc)


def register_docs_tools(registry: ToolRegistry, index: DocsIndex, engine: DocsSearcher) -> None:
    """Add the three docs tools; a tool of the same name the application registered first is kept."""
    for docs_tool in build_docs_tools(index, engine):
        if docs_tool.name not in registry:
            registry.register(docs_tool)


def search_note(query: str, hits: Sequence[DocHit]) -> str:
    """The model-facing guidance for a result: empty; weak (the best page lacks half the words, or matched only
    words that are on most pages); or good."""
    if not hits:
        return EMPTY_NOTE
    terms = query_terms(query)
    matched = hits[0].matched
    missing = [t for t in terms if t not in matched]
    if len(matched) * 2 < len(terms) or (len(terms) >= 2 and len(matched) < 2):
        return WEAK_NOTE.format(missing=", ".join(repr(t) for t in missing))
    if hits[0].score < COMMON_ONLY_SCORE:
        return COMMON_NOTE.format(words=", ".join(repr(t) for t in matched))
    return GOOD_NOTE


def read_page(page: DocPage, section: str | None) -> dict[str, Any]:
    content = page.content
    if section is not None:
        found = next((s for s in page.sections if s.heading.lower() == section.strip().lower()), None)
        if found is None:
            raise NotFound(
                f"Page {page.slug} has no section {section!r}; its headings are: {', '.join(page.headings)}.",
                code="unknown_doc_section",
                details={"headings": list(page.headings)},
            )
        content = f"{'#' * found.level} {found.heading}\n\n{found.text}"
    result: dict[str, Any] = {
        "slug": page.slug,
        "title": page.title,
        "description": page.description,
        "headings": list(page.headings),
        "content": "",
        "truncated": page.truncated,
    }
    room = max(0, MAX_DOC_CHARS - json_chars(result))
    if json_chars(content) - 2 > room:
        content, result["truncated"] = _cut(content, room), True
    result["content"] = content
    return result


def _cut(content: str, room: int) -> str:
    """The longest head of `content` whose JSON takes at most `room` characters (quotes aside), ended between two
    paragraphs when one ends in its second half."""
    end = room
    while end > 0:
        size = json_chars(content[:end]) - 2
        if size <= room:
            break
        end = min(end - 1, end * room // size)  # in proportion: an escape takes two to six characters
    cut = content.rfind("\n\n", 0, end)
    return content[: cut if cut > end // 2 else end]


def closest_slugs(index: DocsIndex, search: DocsSearcher, wanted: str, n: int = 3) -> list[str]:
    """Real slugs near a wrong one: by spelling (whole slug, then its last segment), then by the slug's words."""
    wanted = wanted.strip().strip("/").lower()
    found = difflib.get_close_matches(wanted, index.slugs, n=n, cutoff=0.5)
    leaves = {slug.rsplit("/", 1)[-1]: slug for slug in index.slugs}
    found += [leaves[leaf] for leaf in difflib.get_close_matches(wanted.rsplit("/", 1)[-1], leaves, n=n, cutoff=0.5)]
    found += [hit.slug for hit in search.search(wanted.replace("/", " ").replace("-", " ").replace("_", " "), n)]
    return list(dict.fromkeys(found))[:n]
