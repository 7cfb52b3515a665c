"""The documentation index: markdown pages parsed into sections, bundled as JSON at build time.

`deputy docs build` walks the markdown sources (Deputy's `docs/` and the demo's Acme Ops pages), parses each page
into a `DocPage` (slug, title, description, `##`/`###` sections, plain text) and writes one JSON file shipped in
the package. The docs tools read that file; nothing is fetched at run time, so the docs the assistant cites are
versioned with the code it runs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deputy.errors import ConfigurationError

INDEX_VERSION = 1
MAX_PAGE_CHARS = 60_000
"""A page's stored text budget; a longer page is cut and flagged `truncated`."""

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_FRONTMATTER = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)


@dataclass(frozen=True, slots=True)
class DocSection:
    heading: str
    """The `##`/`###` heading text; empty for the page's introduction before its first heading."""
    level: int
    text: str


@dataclass(frozen=True, slots=True)
class DocPage:
    slug: str
    title: str
    description: str
    sections: tuple[DocSection, ...]
    truncated: bool = False

    @property
    def section(self) -> str:
        """The top-level section this page belongs to (the slug's first segment)."""
        return self.slug.split("/", 1)[0]

    @property
    def headings(self) -> tuple[str, ...]:
        return tuple(s.heading for s in self.sections if s.heading)

    @property
    def content(self) -> str:
        """The page as markdown-ish text: its sections under their headings."""
        parts: list[str] = []
        for section in self.sections:
            if section.heading:
                parts.append(f"{'#' * section.level} {section.heading}")
            if section.text:
                parts.append(section.text)
        return "\n\n".join(parts)


@dataclass(frozen=True, slots=True)
class DocsIndex:
    pages: tuple[DocPage, ...]

    def __post_init__(self) -> None:
        slugs = [p.slug for p in self.pages]
        if len(set(slugs)) != len(slugs):
            raise ConfigurationError("Two documentation pages have the same slug.")

    def get(self, slug: str) -> DocPage | None:
        return next((p for p in self.pages if p.slug == slug), None)

    @property
    def slugs(self) -> tuple[str, ...]:
        return tuple(p.slug for p in self.pages)

    @property
    def sections(self) -> tuple[str, ...]:
        return tuple(sorted({p.section for p in self.pages}))

    def to_json(self) -> str:
        """Stable JSON (sorted pages, fixed key order, a trailing newline), so a rebuild without changes is equal."""
        data = {"version": INDEX_VERSION, "pages": [_page_json(p) for p in sorted(self.pages, key=lambda p: p.slug)]}
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> DocsIndex:
        try:
            data = json.loads(text)
            if data.get("version") != INDEX_VERSION:
                raise ValueError(f"index version {data.get('version')!r}, expected {INDEX_VERSION}")
            return cls(tuple(_page_from(p) for p in data["pages"]))
        except (ValueError, KeyError, TypeError) as exc:
            raise ConfigurationError(
                f"The documentation index is unreadable ({exc}); run `deputy docs build`."
            ) from exc


def parse_page(slug: str, markdown: str) -> DocPage:
    """One markdown page: optional `---` frontmatter (`title:`, `description:`), a `#` title, `##`/`###` sections.

    Images become their alt text and links their text; fenced code is kept as it is (a `#` inside a fence is not a
    heading). The description is the frontmatter's, else the first paragraph of the introduction.
    """
    text = markdown.replace("\r\n", "\n")
    front: dict[str, str] = {}
    match = _FRONTMATTER.match(text)
    if match:
        for line in match.group(1).splitlines():
            key, sep, value = line.partition(":")
            if sep:
                front[key.strip()] = value.strip().strip("\"'")
        text = text[match.end() :]
    title = front.get("title", "")
    sections: list[DocSection] = []
    heading, level = "", 2
    lines: list[str] = []
    in_fence = False
    for line in text.split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
        found = None if in_fence else _HEADING.match(line)
        if found and len(found.group(1)) == 1 and not title:
            title = _inline(found.group(2))
            continue
        if found and len(found.group(1)) in (2, 3):
            sections.append(DocSection(heading, level, _body(lines)))
            heading, level, lines = _inline(found.group(2)), len(found.group(1)), []
            continue
        lines.append(line)
    sections.append(DocSection(heading, level, _body(lines)))
    kept = tuple(s for s in sections if s.heading or s.text)
    if not title:
        raise ConfigurationError(f"Documentation page {slug} has no title (a `# Title` line or frontmatter).")
    description = front.get("description") or _first_paragraph(kept)
    kept, truncated = _cap(kept, MAX_PAGE_CHARS)
    return DocPage(slug=slug, title=title, description=description, sections=kept, truncated=truncated)


def build_index(sources: Iterable[tuple[str, Path]]) -> DocsIndex:
    """Every `*.md` under each `(section, directory)`, slugged `section/relative-path-without-suffix`, except the
    pages written for Deputy's contributors (`for_contributors`)."""
    pages: list[DocPage] = []
    for section, directory in sources:
        if not directory.is_dir():
            raise ConfigurationError(f"Documentation directory {directory} does not exist.")
        for path in sorted(directory.rglob("*.md")):
            rel = path.relative_to(directory).with_suffix("").as_posix()
            markdown = path.read_text(encoding="utf-8")
            if not for_contributors(markdown):
                pages.append(parse_page(f"{section}/{rel}", markdown))
    return DocsIndex(tuple(pages))


def for_contributors(markdown: str) -> bool:
    """Whether the page's frontmatter says `audience: contributors`: a map of Deputy's source (`architecture.md`),
    which the assistant's docs tools do not serve to the people using the product."""
    match = _FRONTMATTER.match(markdown.replace("\r\n", "\n"))
    if match is None:
        return False
    return any(
        key.strip() == "audience" and value.strip().strip("\"'") == "contributors"
        for key, _, value in (line.partition(":") for line in match.group(1).splitlines())
    )


def _inline(text: str) -> str:
    return _LINK.sub(r"\1", _IMAGE.sub(r"\1", text)).strip()


def _body(lines: Sequence[str]) -> str:
    return _inline("\n".join(lines)).strip("\n").strip()


def _first_paragraph(sections: Sequence[DocSection]) -> str:
    if not sections or sections[0].heading:
        return ""
    paragraph = sections[0].text.split("\n\n", 1)[0]
    return " ".join(paragraph.split())[:300]


def _cap(sections: tuple[DocSection, ...], budget: int) -> tuple[tuple[DocSection, ...], bool]:
    kept: list[DocSection] = []
    used = 0
    for section in sections:
        room = budget - used
        if room <= 0:
            return tuple(kept), True
        if len(section.text) > room:
            kept.append(DocSection(section.heading, section.level, section.text[:room]))
            return tuple(kept), True
        kept.append(section)
        used += len(section.text) + len(section.heading)
    return tuple(kept), False


def _page_json(page: DocPage) -> dict[str, Any]:
    return {
        "slug": page.slug,
        "title": page.title,
        "description": page.description,
        "truncated": page.truncated,
        "sections": [{"heading": s.heading, "level": s.level, "text": s.text} for s in page.sections],
    }


def _page_from(data: dict[str, Any]) -> DocPage:
    sections = tuple(DocSection(str(s["heading"]), int(s["level"]), str(s["text"])) for s in data["sections"])
    return DocPage(
        slug=str(data["slug"]),
        title=str(data["title"]),
        description=str(data["description"]),
        sections=sections,
        truncated=bool(data["truncated"]),
    )
