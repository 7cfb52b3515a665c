"""The bundled docs index: markdown parsing, the committed JSON is fresh, and `deputy docs build`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deputy.cli import main
from deputy.cli_docs import INDEX_PATH, checkout_root, fresh_index
from deputy.core.docs.index import MAX_PAGE_CHARS, DocsIndex, build_index, parse_page
from deputy.core.docs.tools import GOOD_NOTE, bundled_index
from deputy.errors import ConfigurationError

PAGE = """---
title: Spend caps
description: Token budgets per connection.
---
Intro with a [link](https://example.test) and ![a diagram](x.png).

## Setting a cap

Use `--spend-cap-tokens`.

```bash
# not a heading
deputy connection add x
```

### Windows

Rolling.
"""


def test_the_committed_index_matches_the_markdown_so_a_docs_change_without_a_rebuild_fails() -> None:
    assert INDEX_PATH.read_text(encoding="utf-8") == fresh_index().to_json(), "run `deputy docs build` and commit"


def test_the_index_bundles_deputys_pages_and_the_acme_ops_pages() -> None:
    index = bundled_index()
    assert {"deputy/getting-started", "deputy/operators", "deputy/mcp", "acme-ops/checks"} <= set(index.slugs)
    assert index.sections == ("acme-ops", "deputy")
    assert all(page.title and page.description for page in index.pages)


def test_a_page_splits_into_titled_sections_with_frontmatter_links_images_and_fences_handled() -> None:
    page = parse_page("deputy/caps", PAGE)

    assert (page.title, page.description) == ("Spend caps", "Token budgets per connection.")
    assert page.headings == ("Setting a cap", "Windows")
    assert page.sections[0].text == "Intro with a link and a diagram."
    assert "# not a heading" in page.sections[1].text and page.sections[2].level == 3
    assert page.section == "deputy" and not page.truncated


def test_without_frontmatter_the_title_is_the_first_heading_and_the_description_the_first_paragraph() -> None:
    page = parse_page("x/y", "# Title\n\nFirst  paragraph\nwraps.\n\nSecond.\n\n## A\n\nBody.")
    assert (page.title, page.description) == ("Title", "First paragraph wraps.")


def test_a_page_without_a_title_is_refused_naming_it() -> None:
    with pytest.raises(ConfigurationError, match="x/untitled"):
        parse_page("x/untitled", "Just text.")


def test_a_page_over_the_budget_is_cut_and_flagged_truncated() -> None:
    page = parse_page("x/big", "# Big\n\n" + "word " * (MAX_PAGE_CHARS // 4))
    assert page.truncated and len(page.content) <= MAX_PAGE_CHARS + 10


def test_the_json_round_trips_and_a_stale_version_asks_for_a_rebuild() -> None:
    index = bundled_index()
    assert DocsIndex.from_json(index.to_json()) == index
    with pytest.raises(ConfigurationError, match="deputy docs build"):
        DocsIndex.from_json('{"version": 0, "pages": []}')


def test_docs_build_writes_the_index_and_check_fails_when_it_is_stale(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "checkout"
    (root / "docs").mkdir(parents=True)
    (root / "src" / "deputy" / "demo" / "docs").mkdir(parents=True)
    (root / "docs" / "a.md").write_text("# A page\n\nAbout caps.\n", encoding="utf-8")
    output = tmp_path / "index.json"

    assert main(["docs", "build", "--root", str(root), "--output", str(output)]) == 0
    assert [p.slug for p in DocsIndex.from_json(output.read_text(encoding="utf-8")).pages] == ["deputy/a"]
    assert main(["docs", "build", "--root", str(root), "--output", str(output), "--check"]) == 0

    (root / "docs" / "a.md").write_text("# A page\n\nAbout quotas now.\n", encoding="utf-8")
    assert main(["docs", "build", "--root", str(root), "--output", str(output), "--check"]) == 1
    assert "stale" in capsys.readouterr().out


def test_a_missing_source_directory_is_a_configuration_error() -> None:
    with pytest.raises(ConfigurationError, match="does not exist"):
        build_index([("deputy", checkout_root() / "no-such-dir")])


def test_docs_search_prints_the_hits_as_json_lines_then_the_note(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["docs", "search", "spend cap", "--limit", "2"]) == 0

    *hits, note = capsys.readouterr().out.strip().split("\n")
    assert json.loads(hits[0])["slug"] == "deputy/operators" and len(hits) <= 2
    assert note == GOOD_NOTE


def test_a_page_for_contributors_is_not_bundled_for_the_assistant(tmp_path: Path) -> None:
    (tmp_path / "user.md").write_text("# Quotas\n\nHow limits work.\n", encoding="utf-8")
    contributors = "---\naudience: contributors\n---\n# Map\n\nWhere quotas live.\n"
    (tmp_path / "map.md").write_text(contributors, encoding="utf-8")
    (tmp_path / "other.md").write_text("---\naudience: operators\n---\n# Ops\n\nFor operators.\n", encoding="utf-8")

    assert [p.slug for p in build_index([("deputy", tmp_path)]).pages] == ["deputy/other", "deputy/user"]
    assert "deputy/architecture" not in {p.slug for p in bundled_index().pages}
