"""The docs tools: list_docs, search_docs with its notes, get_doc with its cap and its recovery error, and access."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from deputy.core.docs.index import DocsIndex, parse_page
from deputy.core.docs.tools import (
    DOCS_PERMISSION,
    DOCS_TOOL_NAMES,
    EMPTY_NOTE,
    GOOD_NOTE,
    LIST_NOTE,
    MAX_DOC_CHARS,
    build_docs_tools,
    bundled_index,
    read_page,
    register_docs_tools,
)
from deputy.core.identity.principal import Principal
from deputy.core.tools.access import Allowed, Refused, decide
from deputy.core.tools.clamp import DEFAULT_RESULT_CHARS, clamp_result
from deputy.core.tools.declarations import Effect, Tool, ToolContext, Transport, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.errors import NotFound
from deputy.store.docs_search import DocsSearch

from .labelled import UNCOVERED


class NoArgs(BaseModel):
    pass


READER = Principal.user("u1", permissions={DOCS_PERMISSION})
CTX = ToolContext(principal=READER, transport=Transport.CHAT)


def tools(index: DocsIndex | None = None) -> dict[str, Tool[Any]]:
    return {t.name: t for t in build_docs_tools(index or bundled_index(), DocsSearch(index or bundled_index()))}


async def run(name: str, index: DocsIndex | None = None, **arguments: Any) -> Any:
    found = tools(index)[name]
    return await found.execute(CTX, found.input_model.model_validate(arguments))


async def test_list_docs_is_the_sitemap_with_sections_and_a_coverage_note() -> None:
    result = await run("list_docs")

    slugs = [page["slug"] for page in result["pages"]]
    assert slugs == sorted(slugs) and "deputy/operators" in slugs and "acme-ops/on-call" in slugs
    operators = next(page for page in result["pages"] if page["slug"] == "deputy/operators")
    assert operators["title"] == "Operating Deputy" and "Spend caps per connection" in operators["headings"]
    assert result["sections"] == ["acme-ops", "deputy"] and result["note"] == LIST_NOTE


async def test_list_docs_filters_by_section_and_an_unknown_section_names_the_real_ones() -> None:
    result = await run("list_docs", section="acme-ops")
    assert {page["slug"].split("/")[0] for page in result["pages"]} == {"acme-ops"}

    with pytest.raises(NotFound, match="acme-ops, deputy") as refused:
        await run("list_docs", section="guides")
    assert refused.value.code == "unknown_doc_section"


async def test_search_docs_returns_ranked_hits_with_heading_snippet_and_a_read_next_note() -> None:
    result = await run("search_docs", query="spend cap on a connection", limit=3)

    first = result["hits"][0]
    assert (first["slug"], first["heading"]) == ("deputy/operators", "Spend caps per connection")
    assert "--spend-cap-tokens" in first["snippet"] and first["score"] > 0
    assert len(result["hits"]) <= 3 and result["note"] == GOOD_NOTE


async def test_a_search_that_finds_nothing_says_not_to_reword_but_to_list_the_docs() -> None:
    result = await run("search_docs", query="zyxwvut qqqq")
    assert result == {"hits": [], "note": EMPTY_NOTE}
    assert "Do not re-search" in EMPTY_NOTE and "list_docs" in EMPTY_NOTE


@pytest.mark.parametrize("query", UNCOVERED)
async def test_a_question_the_docs_do_not_cover_gets_a_weak_or_empty_note(query: str) -> None:
    result = await run("search_docs", query=query)
    assert result["note"] == EMPTY_NOTE or result["note"].startswith("Weak matches")


async def test_the_weak_note_names_the_words_the_best_page_lacks() -> None:
    result = await run("search_docs", query="kubernetes helm chart")
    assert "'kubernetes'" in result["note"] and "'helm'" in result["note"] and "'chart'" not in result["note"]


async def test_a_search_for_a_word_on_most_pages_is_weak_even_though_every_word_matched() -> None:
    result = await run("search_docs", query="how do I use the service")
    assert result["hits"] and result["note"].startswith("Weak matches: only words that appear on most pages")


async def test_get_doc_returns_the_page_with_its_headings_and_not_truncated() -> None:
    result = await run("get_doc", slug="acme-ops/on-call")

    assert result["title"] == "On-call" and result["truncated"] is False
    assert "Monday at\n09:00 UTC" in result["content"] and "## Paging" in result["content"]
    assert result["headings"] == ["Who is on call", "Paging"]


async def test_get_doc_can_read_one_section_and_an_unknown_section_lists_the_headings() -> None:
    result = await run("get_doc", slug="deputy/operators", section="retention")
    assert result["content"].startswith("## Retention") and "DEPUTY_RETENTION_DAYS" in result["content"]
    assert "## Spend caps" not in result["content"]

    with pytest.raises(NotFound, match="Spend caps per connection"):
        await run("get_doc", slug="deputy/operators", section="Billing")


async def test_get_doc_caps_a_long_page_and_says_truncated() -> None:
    paragraphs = "\n\n".join(f"Paragraph {i} " + "text " * 60 for i in range(100))
    index = DocsIndex((parse_page("d/long", f"# Long\n\n{paragraphs}"),))

    result = await run("get_doc", index, slug="d/long")

    assert result["truncated"] is True and len(result["content"]) <= MAX_DOC_CHARS
    last = result["content"].split("\n\n")[-1]
    assert len(last.split()) == 62  # cut between paragraphs, never inside one


def test_every_shipped_page_and_section_reaches_the_model_whole_within_the_default_result_share() -> None:
    """A page cut to 12,000 characters of content, plus its title and headings, passed the conversation's default
    share for one result, which made it a text preview of escaped JSON: the model read no `content` at all."""
    index = bundled_index()
    for page in index.pages:
        for section in (None, *(s.heading for s in page.sections)):
            result = read_page(page, section)
            assert clamp_result(result, DEFAULT_RESULT_CHARS) is result, (page.slug, section)


@settings(max_examples=60, deadline=None)
@example(paragraphs=["\x07"], heading="0")  # six characters of JSON each: the cut once went below zero, kept it all
@given(
    paragraphs=st.lists(st.text(st.characters(codec="utf-8"), min_size=1, max_size=300), min_size=1, max_size=8),
    heading=st.text(min_size=1, max_size=60).filter(lambda t: t.strip() and "\n" not in t),
)
def test_get_doc_fits_any_page_however_much_its_json_escapes(paragraphs: list[str], heading: str) -> None:
    """Quotes, backslashes and control characters take two to six characters of JSON each. (A few paragraphs,
    repeated past the limit: drawing 20 KB of text for every example is slow enough to fail Hypothesis's health
    check on a loaded machine.)"""
    body = [p.replace("#", "") for p in paragraphs]
    body *= 1 + 2 * MAX_DOC_CHARS // sum(len(p) + 2 for p in body)
    page = parse_page("d/any", f"# {heading.strip()}\n\n" + "\n\n".join(body))

    result = read_page(page, None)

    assert clamp_result(result, DEFAULT_RESULT_CHARS) is result
    assert page.content.startswith(result["content"])
    assert result["truncated"] is (result["content"] != page.content) or page.truncated


async def test_an_unknown_slug_is_an_error_naming_the_closest_real_pages() -> None:
    with pytest.raises(NotFound) as misspelt:
        await run("get_doc", slug="deputy/operator")
    assert misspelt.value.code == "unknown_doc"
    assert misspelt.value.details["suggestions"][0] == "deputy/operators"
    assert "deputy/operators" in misspelt.value.message and "list_docs" in misspelt.value.message

    with pytest.raises(NotFound) as invented:
        await run("get_doc", slug="guides/spend-caps")
    assert "deputy/operators" in invented.value.details["suggestions"]


def test_the_docs_tools_are_reads_gated_by_docs_read_so_a_user_without_it_is_refused() -> None:
    registry = ToolRegistry()
    register_docs_tools(registry, bundled_index(), DocsSearch(bundled_index()))
    catalog = registry.permission_catalog()

    assert [t.name for t in registry] == sorted(DOCS_TOOL_NAMES)
    assert all(t.effect is Effect.READ and t.permissions == {DOCS_PERMISSION} for t in registry)
    search = registry.get("search_docs")
    assert search is not None
    assert decide(READER, search, catalog) == Allowed()
    assert isinstance(decide(Principal.user("u2", permissions={"incidents.read"}), search, catalog), Refused)
    read_scope = Principal.user("u3", permissions={DOCS_PERMISSION}, scopes={"read"})
    assert decide(read_scope, search, catalog) == Allowed()


def test_registering_twice_is_harmless_and_an_applications_own_tool_of_the_same_name_is_kept() -> None:
    @tool(effect=Effect.READ, permissions={"x.read"}, name="search_docs")
    async def own_search(ctx: ToolContext, args: NoArgs) -> str:
        """The application's own search."""
        return "mine"

    registry = ToolRegistry()
    registry.register(own_search)
    register_docs_tools(registry, bundled_index(), DocsSearch(bundled_index()))
    register_docs_tools(registry, bundled_index(), DocsSearch(bundled_index()))

    assert registry.get("search_docs") is own_search and len(registry) == 3
