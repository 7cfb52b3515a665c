"""Real technical prose for the benign side of the corpus, harvested offline from this machine's Python.

`build_corpus.py` calls `harvest()`: the docstrings of a fixed list of standard-library modules (read from the
interpreter's own `Lib/` with `ast`, never imported) and, for a fixed list of installed packages, their docstrings
and the long description in their `METADATA`. This is operations and developer English full of the words
injections are made of ("ignore", "override", "system", "prompt", "instructions", "assistant", "token",
"secret") used in their ordinary sense, which the templated benign rows are too short and too few to teach.

Never harvested: Deputy's own documentation (`docs/`, `src/deputy/docs_index.json`) and the tests' labelled
questions; they stay an evaluation set the training never reads (`tests/guards/test_real_prose.py`).

Reproducible on the same interpreter and package versions (Python 3.11, the `.venv` the lock file installs): files
are read in sorted order, chunks are cut by a hash of their text, and `SOURCES` in each row's `family` names where
it came from. A source that is missing is skipped and reported, so a different machine yields a different (listed)
set. Only English is on this machine: no package ships prose in another language, so the non-English benign rows
remain the templated ones.
"""

from __future__ import annotations

import ast
import hashlib
import re
import sys
import sysconfig
from collections.abc import Iterator
from email.parser import Parser
from pathlib import Path

STDLIB = (
    "argparse", "asyncio", "calendar", "collections", "concurrent", "configparser", "contextlib", "csv",
    "dataclasses", "datetime", "decimal", "difflib", "doctest", "email", "enum", "ftplib", "functools", "getpass",
    "gettext", "hashlib", "hmac", "http", "imaplib", "importlib", "inspect", "ipaddress", "json", "locale",
    "logging", "mailbox", "multiprocessing", "optparse", "pathlib", "pdb", "pickle", "pkgutil", "platform",
    "poplib", "pydoc", "queue", "random", "sched", "secrets", "selectors", "shelve", "shutil", "signal", "smtplib",
    "socket", "socketserver", "sqlite3", "ssl", "statistics", "string", "subprocess", "tarfile", "tempfile",
    "textwrap", "threading", "timeit", "tokenize", "trace", "traceback", "typing", "unittest", "urllib", "uuid",
    "venv", "warnings", "wsgiref", "xml", "xmlrpc", "zipfile", "zoneinfo",
)  # fmt: skip
"""Standard-library modules and packages whose docstrings are harvested."""

PACKAGES = (
    ("aiohttp", "aiohttp"), ("alembic", "alembic"), ("anyio", "anyio"), ("click", "click"),
    ("cryptography", "cryptography"), ("fastapi", "fastapi"), ("httpx", "httpx"), ("hypothesis", "hypothesis"),
    ("jsonschema", "jsonschema"), ("mako", "mako"), ("markdown_it_py", "markdown_it"), ("mcp", "mcp"),
    ("mypy", "mypy"), ("openai", "openai"), ("opentelemetry_sdk", "opentelemetry"), ("pluggy", "pluggy"),
    ("prometheus_client", "prometheus_client"), ("pydantic", "pydantic"), ("pydantic_settings", "pydantic_settings"),
    ("pygments", "pygments"), ("pyjwt", "jwt"), ("pytest", "_pytest"), ("requests", "requests"), ("rich", "rich"),
    ("schemathesis", "schemathesis"), ("scikit_learn", "sklearn"), ("sqlalchemy", "sqlalchemy"),
    ("starlette", "starlette"), ("urllib3", "urllib3"), ("uvicorn", "uvicorn"), ("werkzeug", "werkzeug"),
)  # fmt: skip
"""(distribution, import package) pairs: the `METADATA` long description and the package's docstrings."""

MIN_CHARS, MAX_CHARS = 50, 4000
PER_SOURCE = 1000
"""At most this many chunks per source, chosen by hash, so a few huge packages do not make up the whole set."""
_SKIP_DIRS = frozenset({"test", "tests", "testing", "idlelib", "tkinter", "lib2to3", "_vendor", "vendor"})
_SIZES = (120, 300, 600, 1200, 2500, MAX_CHARS)


def _hash(*parts: object) -> float:
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _docstrings(path: Path) -> Iterator[str]:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError, ValueError):
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node)
            if doc:
                yield doc


def _file_text(path: Path) -> str:
    """A file's docstrings in order, as one text (so chunks hold several, like a documentation page)."""
    return "\n\n".join(_docstrings(path))


def _python_files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    return sorted(p for p in root.rglob("*.py") if not _SKIP_DIRS.intersection(p.relative_to(root).parts))


def _long_description(dist_info: Path) -> str:
    message = Parser().parsestr((dist_info / "METADATA").read_text(encoding="utf-8", errors="replace"))
    body = message.get_payload()
    return body if isinstance(body, str) else ""


def _paragraphs(text: str) -> list[str]:
    text = re.sub(r"<[^>\n]{1,200}>", " ", text)  # HTML tags in READMEs (badges, images)
    return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]


def chunks(text: str, key: str) -> Iterator[str]:
    """Consecutive paragraphs merged up to a size drawn by hash (120 to 4000 characters), at least 50 each."""
    current: list[str] = []
    size = 0
    target = _SIZES[int(_hash(key, 0) * len(_SIZES))]
    for paragraph in _paragraphs(text):
        current.append(paragraph[:MAX_CHARS])
        size += len(paragraph) + 2
        if size >= target:
            chunk = "\n\n".join(current)[:MAX_CHARS]
            if len(chunk) >= MIN_CHARS:
                yield chunk
            current, size = [], 0
            target = _SIZES[int(_hash(key, chunk) * len(_SIZES))]
    chunk = "\n\n".join(current)[:MAX_CHARS]
    if len(chunk) >= MIN_CHARS:
        yield chunk


def _sources() -> Iterator[tuple[str, list[str]]]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for name in STDLIB:
        root = stdlib / name if (stdlib / name).is_dir() else stdlib / f"{name}.py"
        if not root.exists():
            print(f"prose: no stdlib module {name}", file=sys.stderr)
            continue
        yield f"stdlib.{name}", [_file_text(path) for path in _python_files(root)]
    site = Path(sysconfig.get_paths()["purelib"])
    for dist, package in PACKAGES:
        infos = sorted(site.glob(f"{dist}-*.dist-info"), key=str)
        texts = [_long_description(infos[0])] if infos else []
        if (site / package).exists():
            texts += [_file_text(path) for path in _python_files(site / package)]
        if not texts:
            print(f"prose: no package {dist}", file=sys.stderr)
            continue
        yield f"pkg.{dist}", texts


def harvest() -> dict[str, list[str]]:
    """Chunks of prose by source (`stdlib.logging`, `pkg.sqlalchemy`...), at most `PER_SOURCE` each."""
    out: dict[str, list[str]] = {}
    for source, texts in _sources():
        found = {chunk for n, text in enumerate(texts) for chunk in chunks(text, f"{source}:{n}")}
        ordered = sorted(found, key=lambda chunk: _hash(source, chunk))
        out[source] = ordered[:PER_SOURCE]
    return out
