"""The prompt-injection patterns: `injection_patterns.toml`, loaded and compiled to regular expressions on first
use (importing the guards compiles nothing).

Phrase patterns are written as plain words and compiled against `normalize.matching_view`: each word goes
through the same fold as the text (so Cyrillic, accented and Greek words are spelled as the view spells them),
letters also match their leetspeak digits, and words are joined by whitespace. Every phrase also gets a *glued*
form, matched on the `despace`d view where `i g n o r e a l l` became `ignoreall`.

Raw patterns are RE2 syntax matched on the original text (chat-template delimiters, invisible characters).

`strong` marks a pattern whose match is an attack on its own. A message whose only matches are weak patterns is
flagged, never blocked, because weak patterns also fit ordinary operations language.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from deputy.core.guards.normalize import matching_view

__all__ = ["Gap", "InjectionPattern", "load_patterns", "patterns"]

_LEET = {"a": "a4", "e": "e3", "i": "i1", "o": "o0", "s": "s5", "t": "t7", "l": "l1", "g": "g9", "b": "b8"}
_SPACE = r"\s+"


@dataclass(frozen=True, slots=True)
class Gap:
    """Up to `words` filler words between two phrase parts (from `choices` when given, else any word)."""

    words: int
    choices: str | None = None


@dataclass(frozen=True, slots=True)
class InjectionPattern:
    """One detector pattern: matched on the matching view (`spaced`, `glued`) or the raw text (`raw`)."""

    id: str
    category: str
    weight: float
    strong: bool
    spaced: str | None = None
    glued: str | None = None
    raw: str | None = None


def _letters(word: str) -> str:
    return "".join(_letter(c) for c in word)


def _letter(char: str) -> str:
    """What may stand for `char` of a folded word: itself, its leetspeak digits, and the fold of its upper-case
    form (Cyrillic capital EN folds to `h`, its small form stays itself), so the phrase matches in any case."""
    forms = {char, *_LEET.get(char, "")}
    upper = matching_view(char.upper())
    if len(upper) == 1:
        forms.add(upper)
    if len(forms) == 1:
        return _escape(char)
    return "[" + "".join(_escape(form) for form in sorted(forms)) + "]"


def _escape(char: str) -> str:
    return char if char.isalnum() else "\\" + char


def _alternatives(spec: str, joiner: str) -> str:
    options = []
    for option in spec.split("|"):
        stem = option.endswith("*")
        words = matching_view(option.rstrip("*")).split()
        body = joiner.join(_letters(word) for word in words)
        options.append(body + ("[^\\s]{0,4}" if stem else ""))
    return "(?:" + "|".join(options) + ")"


def _gap(gap: Gap, *, glued: bool) -> str:
    if glued:
        return f"[^\\s]{{0,{8 * gap.words}}}"
    if gap.choices is None:
        return f"(?:[^\\s]+\\s+){{0,{gap.words}}}"
    words = _alternatives(gap.choices, _SPACE)
    return f"(?:{words}{_SPACE}){{0,{gap.words}}}"


def _phrase(parts: tuple[str | Gap, ...], *, glued: bool) -> str:
    pieces = []
    for part in parts:
        if isinstance(part, Gap):
            pieces.append(_gap(part, glued=glued))
        else:
            pieces.append(_alternatives(part, r"\s*" if glued else r"\s+") + (r"\s*" if glued else r"\s+"))
    body = "".join(pieces)
    body = body.removesuffix(r"\s*") if glued else body.removesuffix(r"\s+")
    return body if glued else r"(?:^|\s)" + body + r"(?:\s|$)"


def phrase(pid: str, category: str, weight: float, strong: bool, *parts: str | Gap) -> InjectionPattern:
    """A word-sequence pattern; see the module docstring."""
    return InjectionPattern(
        pid, category, weight, strong, spaced=_phrase(parts, glued=False), glued=_phrase(parts, glued=True)
    )


def raw(pid: str, category: str, weight: float, strong: bool, regex: str) -> InjectionPattern:
    return InjectionPattern(pid, category, weight, strong, raw=regex)


@functools.cache
def patterns() -> tuple[InjectionPattern, ...]:
    """The built-in patterns, read and compiled once per process."""
    return load_patterns(files(__package__).joinpath("injection_patterns.toml").read_text(encoding="utf-8"))


def load_patterns(text: str) -> tuple[InjectionPattern, ...]:
    """Patterns from TOML: `[words]` alternations that phrase parts name as `@NAME`, then `[[pattern]]` entries, each
    with `parts` (a phrase: alternations and `{ gap = n, choices = "..." }`) or `regex` (RE2 on the raw text)."""
    data = tomllib.loads(text)
    words: dict[str, str] = data.get("words", {})
    loaded = []
    for entry in data["pattern"]:
        head = (entry["id"], entry["category"], float(entry["weight"]), bool(entry["strong"]))
        if "regex" in entry:
            loaded.append(raw(*head, entry["regex"]))
        else:
            loaded.append(phrase(*head, *(_part(item, words) for item in entry["parts"])))
    return tuple(loaded)


def _part(item: str | dict[str, Any], words: dict[str, str]) -> str | Gap:
    if isinstance(item, dict):
        choices = item.get("choices")
        return Gap(int(item["gap"]), None if choices is None else _expand(choices, words))
    return _expand(item, words)


def _expand(spec: str, words: dict[str, str]) -> str:
    """An alternation with each `@NAME` option replaced by that `[words]` entry."""
    return "|".join(words[option[1:]] if option.startswith("@") else option for option in spec.split("|"))
