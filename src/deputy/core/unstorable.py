"""Text no database stores: NUL (U+0000) and lone surrogates (U+D800 to U+DFFF).

JSON carries both (`"\\u0000"`, `"\\udfff"`) and Python decodes them into a `str`, but UTF-8 has no encoding for a
lone surrogate and Postgres text cannot hold NUL. A caller's input holding either is refused naming the field, by
each transport in one place (`web.deps`, `mcp.endpoint`); only text a model writes is repaired instead
(`core.guards.scrub.storable_text`), since nobody could send it again.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

__all__ = ["MAX_NAMED", "WALK_BUDGET", "UnstorableText", "may_hold_unstorable", "unstorable_text"]

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
"""In a Python `str` a surrogate pair is one code point, so any surrogate left is a lone one."""
_UNSTORABLE_ENCODED = re.compile(r"[\ud800-\udfff]|\\u0000")
"""The same in `json.dumps(..., ensure_ascii=False)`, which writes NUL as an escape (a text holding a backslash
and `u0000` matches too; the walk then finds nothing)."""
MAX_NAMED = 20
"""The most fields one refusal names: a body with more holds them on purpose."""
WALK_BUDGET = 100_000
"""Strings and containers looked at to name the fields; past it the body as a whole is named."""


@dataclass(frozen=True, slots=True)
class UnstorableText:
    """One string, or mapping key, that holds an unstorable character: where it is and which character."""

    path: tuple[str | int, ...]
    """Keys and list indexes from the root; a key's own unstorable characters are written as `\\uXXXX`."""
    char: str

    @property
    def message(self) -> str:
        if self.char == "\x00":
            return "Contains NUL (U+0000), which text may not hold."
        return f"Contains a lone surrogate (U+{ord(self.char):04X}), which is not a character."


def may_hold_unstorable(raw: bytes) -> bool:
    """Whether JSON text `raw` can decode to a string holding NUL or a lone surrogate; False is certain.

    Either needs a `\\u` escape, a raw NUL byte, or the UTF-8-shaped bytes of a surrogate (0xED 0xA0-0xBF, which
    `json.loads` decodes with `surrogatepass`). A UTF-16 or UTF-32 body has NUL bytes, so it is always looked at.
    """
    return b"\\u" in raw or b"\x00" in raw or b"\xed" in raw


def unstorable_text(value: object) -> list[UnstorableText]:
    """The strings and mapping keys in decoded JSON `value` that hold NUL or a lone surrogate, in document order.

    At most `MAX_NAMED` are named. Whether there is any is decided at C speed (the standard library's encoder); only
    then is `value` walked to name them, for at most `WALK_BUDGET` items, past which the body as a whole is named
    (`path` empty): a megabyte made to be slow to walk costs a bounded time.
    """
    first = _first_unstorable(value)
    if first is None:
        return []
    found: list[UnstorableText] = []
    budget = WALK_BUDGET
    # Not recursive (`json.loads` nests as deep as the interpreter's recursion limit); each container keeps only its
    # parent's link, and only containers and offending strings are stacked.
    stack: list[tuple[_Link, object]] = [(None, value)]
    while stack and len(found) < MAX_NAMED:
        link, node = stack.pop()
        if isinstance(node, _Found) or isinstance(node, str):
            char = node.char if isinstance(node, _Found) else first
            found.append(UnstorableText(_path(link), char))
            continue
        if not isinstance(node, dict | list | tuple):
            continue
        budget -= len(node) + 1
        if budget < 0:
            return [UnstorableText((), first)]
        items = node.items() if isinstance(node, dict) else enumerate(node)
        children: list[tuple[_Link, object]] = []
        for step, child in items:
            if isinstance(step, str) and (match := _UNSTORABLE.search(step)):
                children.append(((link, _escaped(step)), _Found(match.group())))
            elif isinstance(child, str):
                if match := _UNSTORABLE.search(child):
                    children.append(((link, step), _Found(match.group())))
            elif isinstance(child, dict | list | tuple) and child:
                children.append(((link, step), child))
        stack.extend(reversed(children))
    return found


def _first_unstorable(value: object) -> str | None:
    """The first unstorable character `value` holds anywhere (a string, a key), or None."""
    try:
        text = json.dumps(value, ensure_ascii=False, check_circular=False)  # keeps a lone surrogate, escapes NUL
    except (TypeError, ValueError, RecursionError):
        return "\x00"  # not plain JSON (or too deep to encode): let the walk decide
    match = _UNSTORABLE_ENCODED.search(text)
    if match is None:
        return None
    return "\x00" if match.group() == "\\u0000" else match.group()


@dataclass(frozen=True, slots=True)
class _Found:
    """An offending string or key, stacked where it stands so that the report keeps document order."""

    char: str


_Link = tuple["_Link", str | int] | None
"""A path as its parent's link and its own last step (None: the root)."""


def _path(link: _Link) -> tuple[str | int, ...]:
    steps: list[str | int] = []
    while link is not None:
        link, step = link
        steps.append(step)
    return tuple(reversed(steps))


def _escaped(name: str) -> str:
    return _UNSTORABLE.sub(lambda match: f"\\u{ord(match.group()):04x}", name)
