"""More real benign text for the corpus, harvested offline from this machine: translated software messages in every
language of the corpus, and English operations documentation.

* **Message catalogs**: the gettext `.mo` files under `/usr/share/locale` of a fixed list of domains (git, apt,
  coreutils, systemd, GTK...). Each translated message (and its English original) is real text written by people,
  full of the words injections use in their ordinary sense ("ignoriere Leerzeichen", "Datum eines Commits
  überschreiben", "管理员密码"), which the templated benign rows in languages other than English are too few to
  teach. Format specifiers and menu mnemonics are removed; one to three messages make one row.
* **Documentation**: Markdown, reStructuredText and text files of fixed directories (the AWS CLI examples, which
  are mostly about users, roles, policies, keys and secrets; Node.js and npm documentation; git release notes;
  CMake help), the manual pages (sections 1, 5 and 8), and the Python language reference
  (`pydoc_data`), cut into chunks like `prose.chunks`. Plenty of ordinary English (every, answer, never, your,
  the user...) in every register: a model that saw only docstrings took common words of templated attacks for
  attack words.

`harvest()` returns rows by source, with their language; `build_corpus.py` splits them by source (a catalog domain
is one source in every language, so a translation never sits in another split than its original) and writes them
with the prose. Reproducible on the same machine image: files are read in sorted order and sampled by hash; a
missing directory or domain is skipped and reported.
"""

from __future__ import annotations

import gettext
import gzip
import hashlib
import itertools
import re
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import prose

LOCALES = Path("/usr/share/locale")
LANGUAGES = {
    "de": "de", "fr": "fr", "es": "es", "it": "it", "pt": "pt_BR", "nl": "nl", "sv": "sv", "et": "et", "pl": "pl",
    "ru": "ru", "uk": "uk", "cs": "cs", "tr": "tr", "ar": "ar", "hi": "hi", "zh": "zh_CN", "ja": "ja", "ko": "ko",
}  # fmt: skip
"""Corpus language to locale directory."""
DOMAINS = (
    "Linux-PAM", "PackageKit", "adduser", "apt", "appstream", "at-spi2-core", "avahi", "bash", "coreutils",
    "cups-pk-helper", "diffutils", "dpkg", "findutils", "gawk", "gettext-runtime", "gettext-tools", "git", "glib20",
    "gnupg2", "grep", "gsettings-desktop-schemas", "gstreamer-1.0", "gtk30", "libapt-pkg6.0", "libc", "libsecret",
    "make", "man-db", "notification-daemon", "popt", "python-apt", "sed", "shadow", "software-properties",
    "system-config-printer", "systemd", "tar", "wget", "xdg-user-dirs",
)  # fmt: skip
"""Message catalogs read (country, language and keyboard names are left out: lists of names, not text)."""
PER_CATALOG = 100
"""At most this many rows per domain and language."""
_FORMAT = re.compile(
    r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.\d+)?(?:hh|ll|[hlLqjzt])?[a-zA-Z%]"  # printf
    r"|%\([a-z_]+\)[sd]|\{[a-z0-9_]*\}|\$\{?\w+\}?"  # Python's %(name)s, braces, shell variables
)
_MNEMONIC = re.compile(r"(?<![\w_])[_&](?=\w)")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _base_site() -> Path:
    """The base interpreter's site-packages (outside the virtual environment): where the AWS CLI is installed."""
    return Path(sysconfig.get_paths(vars={"base": sys.base_prefix, "platbase": sys.base_prefix})["purelib"])


DOCUMENTS: tuple[tuple[str, Path, str], ...] = (
    ("awscli", _base_site() / "awscli" / "examples", "*.rst"),
    ("nodejs", Path("/usr/share/doc/nodejs/api"), "*.md"),
    ("npm", Path("/usr/lib/node_modules/npm/docs/content"), "*.md"),
    ("git", Path("/usr/share/doc/git/RelNotes"), "*.txt"),
    ("cmake", Path("/usr/share/cmake-3.25/Help"), "*.rst"),
)
"""(name, directory, file pattern): English documentation. A source is a name and the file's first directory below
the root (an AWS service, a CMake manual section), or the file itself when it sits at the root."""
PER_DOCUMENT_SOURCE = 60
MANUALS = (Path("/usr/share/man/man1"), Path("/usr/share/man/man5"), Path("/usr/share/man/man8"))
"""Manual pages (English): a page's source is its name up to the first `-`, `_` or `.` (`git`, `systemd`, `apt`...),
at most `PER_DOCUMENT_SOURCE` chunks each."""
MANUAL_SHARE = 1.0
"""The share of manual pages read, drawn by hash; at most two chunks a page."""
_ROFF_ESCAPE = re.compile(r"\\f(?:\[[^\]]*\]|\(..|.)|\\\(..|\\\[[^\]]*\]|\\[&-]|\\.")


def _hash(*parts: object) -> float:
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def clean(message: str) -> str:
    """A catalog message as a person would read it: no format specifiers, mnemonics or markup, one line."""
    text = _FORMAT.sub(" ", message)
    text = _MNEMONIC.sub("", text)
    text = re.sub(r"<[^>\n]{1,60}>", " ", text)
    return " ".join(text.split())


def _readable(text: str) -> bool:
    if _CJK.search(text):
        return len(_CJK.findall(text)) >= 6
    return len(text) >= 20 and len(text.split()) >= 4


def _messages(path: Path) -> list[tuple[str, str]]:
    """(English original, translation) pairs of one catalog, both cleaned and readable."""
    try:
        with path.open("rb") as handle:
            catalog = gettext.GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
    except (OSError, ValueError, UnicodeDecodeError):
        return []
    pairs = []
    for key, value in catalog.items():
        original = key[0] if isinstance(key, tuple) else key
        if not isinstance(original, str) or not isinstance(value, str) or not original or "\x04" in original:
            continue
        english, translated = clean(original), clean(value)
        if _readable(english) and _readable(translated) and english != translated:
            pairs.append((english, translated))
    return sorted(pairs)


def _rows(messages: list[str], key: str) -> list[str]:
    """Up to `PER_CATALOG` rows of one to three messages, drawn by hash."""
    ordered = sorted(messages, key=lambda m: _hash(key, m))
    rows, i = [], 0
    while i < len(ordered) and len(rows) < PER_CATALOG:
        size = 1 + int(_hash(key, "size", i) * 3)
        rows.append(" ".join(ordered[i : i + size]))
        i += size
    return rows


def catalogs() -> Iterator[tuple[str, str, list[str]]]:
    """`(source, language, rows)` for every domain and language found, and each domain's English originals."""
    for domain in DOMAINS:
        english: set[str] = set()
        found = False
        for lang, locale in LANGUAGES.items():
            path = LOCALES / locale / "LC_MESSAGES" / f"{domain}.mo"
            if not path.exists():
                continue
            pairs = _messages(path)
            if not pairs:
                continue
            found = True
            english.update(original for original, _ in pairs)
            yield f"catalog.{domain}", lang, _rows([translated for _, translated in pairs], f"{domain}:{lang}")
        if not found:
            print(f"realtext: no catalog {domain}", file=sys.stderr)
            continue
        yield f"catalog.{domain}", "en", _rows(sorted(english), f"{domain}:en")


def _document_text(path: Path) -> str:
    text = path.read_text(encoding="utf-8", errors="replace")
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)  # code blocks: commands, not prose
    text = re.sub(r"(?m)^(?: {4}|\t).*$", " ", text)  # indented code
    text = re.sub(r"`+|\*\*?|__|::|\.\. [a-z-]+::.*", " ", text)
    return text


def documents() -> Iterator[tuple[str, list[str]]]:
    """`(source, chunks)` of English documentation, at most `PER_DOCUMENT_SOURCE` chunks a source."""
    for name, root, pattern in DOCUMENTS:
        if not root.is_dir():
            print(f"realtext: no documentation {root}", file=sys.stderr)
            continue
        grouped: dict[str, list[Path]] = {}
        for path in sorted(root.rglob(pattern)):
            parts = path.relative_to(root).parts
            grouped.setdefault(parts[0] if len(parts) > 1 else path.stem, []).append(path)
        for group, paths in sorted(grouped.items()):
            found = {c for p in paths for c in prose.chunks(_document_text(p), f"{name}:{p.relative_to(root)}")}
            ordered = sorted(found, key=lambda chunk: _hash(name, group, chunk))
            yield f"doc.{name}.{group}", ordered[:PER_DOCUMENT_SOURCE]


def _manual_text(path: Path) -> str:
    """A manual page's running text: macros and font escapes dropped, synopsis and option lists skipped."""
    try:
        raw = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace")
    except (OSError, EOFError, ValueError):
        return ""
    lines, skipping = [], False
    for line in raw.splitlines():
        if line.startswith((".SH", ".SS")):
            skipping = "SYNOPSIS" in line.upper()
            lines.append("")
            continue
        if line.startswith((".", "'")):
            if line.startswith((".sp", ".PP", ".P ", ".LP", ".IP", ".TP")) or line in (".P", ".TP"):
                lines.append("")
            continue
        if not skipping:
            lines.append(_ROFF_ESCAPE.sub(lambda m: "-" if m.group(0) == "\\-" else "", line))
    return "\n".join(lines)


def manuals() -> Iterator[tuple[str, list[str]]]:
    """`(source, chunks)` of a hash-drawn share of the manual pages, grouped by their name's first part."""
    grouped: dict[str, list[str]] = {}
    for root in MANUALS:
        if not root.is_dir():
            print(f"realtext: no manual section {root}", file=sys.stderr)
            continue
        for path in sorted(root.glob("*.gz")):
            if _hash("manual", path.name) >= MANUAL_SHARE:
                continue
            name = re.split(r"[-._]", path.name, maxsplit=1)[0].lower()
            found = list(prose.chunks(_manual_text(path), f"man:{path.name}"))
            ordered = sorted(found, key=lambda chunk: _hash(path.name, chunk))
            grouped.setdefault(name, []).extend(ordered[:2])
    for name, chunks in sorted(grouped.items()):
        yield f"man.{name}", sorted(chunks, key=lambda chunk: _hash("man", chunk))[:PER_DOCUMENT_SOURCE]


def reference() -> Iterator[tuple[str, list[str]]]:
    """The Python language reference the interpreter ships for `help()` (`pydoc_data.topics`), by topic."""
    try:
        from pydoc_data.topics import topics
    except ImportError:
        print("realtext: no pydoc_data", file=sys.stderr)
        return
    grouped: dict[str, list[str]] = {}
    for name, text in sorted(topics.items()):
        grouped.setdefault(name[0], []).extend(prose.chunks(text, f"pydoc:{name}"))
    for letter, chunks in sorted(grouped.items()):
        yield f"doc.python.{letter}", sorted(chunks, key=lambda chunk: _hash("pydoc", chunk))[:PER_DOCUMENT_SOURCE]


def harvest() -> dict[str, list[tuple[str, str]]]:
    """`(language, text)` rows by source: `catalog.<domain>` (every language) and `doc.<name>.<group>`."""
    out: dict[str, list[tuple[str, str]]] = {}
    for source, lang, rows in catalogs():
        out.setdefault(source, []).extend((lang, row) for row in rows)
    for source, chunks in itertools.chain(documents(), manuals(), reference()):
        if chunks:
            out.setdefault(source, []).extend(("en", chunk) for chunk in chunks)
    return out
