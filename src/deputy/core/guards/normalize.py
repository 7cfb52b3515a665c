"""Unicode normalization that takes the disguise off text before the guards look at it.

Two views, two purposes:

* `matching_view(text)` is what the injection patterns read. It is lossy on purpose: lower-cased, space
  look-alikes (Braille blank, Hangul fillers...) made spaces, NFKD (full-width, mathematical letters, ligatures),
  every invisible, format, control and combining character removed (zero-width characters, BOM, soft hyphen,
  bidi controls, tag characters, variation selectors, accents), confusable letters of other scripts mapped to
  their Latin look-alike (Unicode's confusables data, via `confusable_homoglyphs`), and every punctuation or
  symbol character made a space, so `i.g.n.o.r.e` and `ignore_previous` fold to words. Runs of single letters
  (`i g n o r e`) are collapsed by `despace`.
* `pii_view(text)` is what the PII detector reads a second time. It changes each character into at most one
  character (invisibles deleted, look-alikes and full-width forms mapped, case and punctuation kept), so every
  span found in it maps back to the original text through `FoldedText.to_original`. What is left beyond the
  Basic Multilingual Plane becomes one stand-in letter (a letter or digit) or a space (an emoji, a symbol):
  no identifier, key or phrase pattern is written in those characters.
* `classifier_view(text)` is what the injection classifier reads: the matching view with `_`, `/` and `.`
  deleted instead of spaced, so `delete_vm` or `/api/admin/tokens` is one word. Both come from one pass.

Both are built from `str.translate` over lazily filled tables, so cost is linear in the input.
"""

from __future__ import annotations

import bisect
import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from itertools import compress, count, repeat
from operator import is_not

from deputy.core.guards._engine import LinearRegex, forget_encodings

__all__ = [
    "FoldedText",
    "classifier_fold",
    "classifier_view",
    "confusable_map",
    "despace",
    "forget_recent_texts",
    "has_astral",
    "matching_view",
    "pii_view",
]

SPACE_LOOKALIKES = frozenset("\u2800\u3164\u115f\u1160\uffa0\u180e\u2028\u2029\u00a0\u3000")
_KEPT_CONTROLS = frozenset("\t\n\r")
_ASTRAL_LETTER = "\u4e00"  # what a letter or digit beyond the BMP with no ASCII look-alike reads as in `pii_view`
_REMOVED_CATEGORIES = frozenset({"Cf", "Cc", "Mn", "Me", "Cs", "Co", "Cn"})
_CHUNK = 4096


@cache
def confusable_map() -> dict[str, str]:
    """Single non-ASCII characters that Unicode lists as confusable with one ASCII letter or digit.

    Letters win over digits, so Cyrillic small o (U+043E) maps to `o`, not `0`.
    """
    source = resources.files("confusable_homoglyphs").joinpath("confusables.json")
    data: dict[str, list[dict[str, str]]] = json.loads(source.read_text(encoding="utf-8"))
    mapping: dict[str, str] = {}
    for char, homoglyphs in data.items():
        if len(char) != 1 or char.isascii():
            continue
        targets = [glyph["c"] for glyph in homoglyphs if len(glyph["c"]) == 1 and glyph["c"].isascii()]
        letters = [target for target in targets if target.isalpha()]
        digits = [target for target in targets if target.isdigit()]
        if letters or digits:
            mapping[char] = (letters or digits)[0]
    return mapping


class _LazyTable(dict[int, str | None]):
    """A `str.translate` table that computes each code point's mapping once, on first sight."""

    def __init__(self, fold: _CharFold) -> None:
        super().__init__()
        self._fold = fold

    def __missing__(self, key: int) -> str | None:
        value = self._fold(chr(key))
        self[key] = value
        return value


class _FoldTable:
    """One fold as `str.translate` tables, chosen per text.

    A dict subclass that fills itself on first sight (`_LazyTable`) costs `str.translate` about 40% more per
    character than a plain dict, which matters for every text that is not ASCII (ASCII takes translate's own fast
    path either way): a scan folds a text twice (`pii_view`, then `matching_view` and `classifier_view`). So a text
    of `_BULK` characters or more (1 KB), with nothing outside the Basic Multilingual Plane, is translated through
    a plain dict holding every BMP code point, built once per fold on first need (under a tenth of a second, a few
    megabytes); every other text goes through the lazy table. (The matching and classifier views share one pass:
    `_MarkedFold`.)
    """

    def __init__(self, fold: _CharFold) -> None:
        self._fold = fold
        self.lazy = _LazyTable(fold)
        self._bmp: dict[int, int | str | None] | None = None

    def for_text(self, text: str) -> Mapping[int, int | str | None]:
        if len(text) < _BULK or text.isascii() or has_astral(text):
            return self.lazy
        if self._bmp is None:
            self._bmp = self._build_bmp()
        return self._bmp

    def _build_bmp(self) -> dict[int, int | str | None]:
        table: dict[int, int | str | None] = {}
        for point in range(0x10000):
            value = self._fold(chr(point))
            # Single characters are stored as code points; an unchanged character's value is its key's own int
            # object, so the table allocates almost nothing per entry.
            table[point] = (point if ord(value) == point else ord(value)) if value and len(value) == 1 else value
        return table


def has_astral(text: str) -> bool:
    """Whether `text` holds a character beyond U+FFFF (each one becomes two UTF-16 code units)."""
    return len(text.encode("utf-16-le", "surrogatepass")) != 2 * len(text)


class _CharFold:
    """Base for the per-character folds; `__call__` returns the replacement, or None to delete."""

    def __call__(self, char: str) -> str | None:
        raise NotImplementedError


class _MatchingFold(_CharFold):
    """Lower-case, decompose (NFKD), then fold each resulting character; done per character, so the view needs
    no whole-text `lower` or `normalize` pass (the one difference: a capital sigma at the end of a word lowers
    to the medial form)."""

    def __call__(self, char: str) -> str | None:
        return "".join(self._one(part) for part in unicodedata.normalize("NFKD", char.lower()))

    @staticmethod
    def _one(char: str) -> str:
        if char in _KEPT_CONTROLS or char in SPACE_LOOKALIKES:
            return " "
        category = unicodedata.category(char)
        if category in _REMOVED_CATEGORIES:
            return ""
        if category[0] in "ZPS":
            return " "
        return confusable_map().get(char, char).lower()


class _PiiFold(_CharFold):
    def __call__(self, char: str) -> str | None:
        if char in _KEPT_CONTROLS or (char.isascii() and char.isprintable()):
            return char
        if char in SPACE_LOOKALIKES:
            return " "
        category = unicodedata.category(char)
        if category in _REMOVED_CATEGORIES:
            return None
        if category[0] == "Z":
            return " "
        compatible = unicodedata.normalize("NFKC", char)
        if len(compatible) == 1:
            char = compatible
        folded = _look_alike(char)
        if folded > "\uffff":  # the view stays in the BMP, so the matching view built on it takes the plain tables
            return _ASTRAL_LETTER if unicodedata.category(folded)[0] in "LN" else " "
        return folded


def _look_alike(char: str) -> str:
    """The ASCII letter or digit `char` passes for, in `char`'s case; `char` itself when it passes for none.

    Only letters and digits are mapped (a symbol such as U+00D7, the multiplication sign, stays a separator). An
    upper-case letter whose look-alike is lower-case takes its own lower-case form's look-alike instead,
    upper-cased, so Cyrillic capital I (U+0406) reads `I`, as its small form reads `i`, and not `l`.
    """
    if unicodedata.category(char)[0] not in "LN":
        return char
    confusables = confusable_map()
    target = confusables.get(char, char)
    lower = char.lower()
    if target.islower() and lower != char and lower in confusables:
        return confusables[lower].upper()
    return target


class _MarkedFold(_MatchingFold):
    """The matching fold, except that the joiners of identifiers, paths and host names (`_`, `/`, `.`) become
    `_MARK` (a control character no fold leaves in place) instead of a space: one pass gives both views, the
    matching view with each mark a space and the classifier's with each mark deleted."""

    def __call__(self, char: str) -> str | None:
        return _MARK if char in _JOINERS else super().__call__(char)


_MARK = "\x00"
_JOINERS = frozenset("_/.")
_BULK = 1 << 10
_MARKED_TABLE = _FoldTable(_MarkedFold())
_PII_TABLE = _FoldTable(_PiiFold())
_SPACE_BETWEEN_SINGLES = re.compile(r"(?<=\s\S) (?=\S\s)")
_SPACED_LETTERS = LinearRegex(r"(?:^|\s)(?:[^\s]\s){3,}[^\s](?:\s|$)")


@lru_cache(maxsize=4)
def matching_view(text: str) -> str:
    """The lossy, lower-cased, disguise-free form of `text` that the injection patterns read.

    Built on `pii_view`, which has already deleted the invisibles and mapped the look-alikes: an obfuscated text
    is mostly ASCII after that, so this second pass takes `str.translate`'s fast path and a scan that needs both
    views pays for one slow pass, not two (and `pii_view` remembers its last results).
    """
    return _marked(pii_view(text).text).replace(_MARK, " ")


@lru_cache(maxsize=4)
def classifier_view(text: str) -> str:
    """What the injection classifier reads: `matching_view`, but with `_`, `/` and `.` deleted instead of made
    spaces, so identifiers, paths, URLs and dotted names are single words (`/api/admin/system-prompts`,
    `delete_vm` and `acme.read` each read as one opaque word, not as the words an instruction is made of, and
    `i.g.n.o.r.e` as `ignore`). Shares the matching view's pass over the text."""
    return _marked(pii_view(text).text).replace(_MARK, "")


def classifier_fold(folded: str) -> str:
    """`classifier_view` of a text already folded by `pii_view` (or of a slice of it)."""
    return _fold_marked(folded).replace(_MARK, "")


@lru_cache(maxsize=4)
def _marked(folded: str) -> str:
    return _fold_marked(folded)


def _fold_marked(folded: str) -> str:
    # Chunks let the ASCII parts of a mostly-ASCII text take str.translate's fast path.
    table = _MARKED_TABLE.for_text(folded)
    return "".join(folded[i : i + _CHUNK].translate(table) for i in range(0, len(folded), _CHUNK))


@lru_cache(maxsize=4)  # the patterns and the classifier both read the despaced view of one text
def despace(view: str) -> str | None:
    """Join single characters separated by single spaces (`i g n o r e` → `ignore`); None when the view has no
    run of four or more. Takes a `matching_view`, where every separator is already a space.
    """
    if not _SPACED_LETTERS.search(view):
        return None
    # One C-level substitution (no per-match callback): drop each space that sits between two one-character words.
    return _SPACE_BETWEEN_SINGLES.sub("", " " + view + " ")[1:-1]


@dataclass(frozen=True, slots=True)
class FoldedText:
    """`pii_view` output plus what is needed to map its offsets back to the original text."""

    text: str
    original_length: int
    _chunk_starts: tuple[int, ...]
    _chunks: tuple[str, ...]
    _kept: dict[int, list[int]] = field(default_factory=dict, repr=False, compare=False)
    """Per chunk, the offsets of the characters the fold kept (computed on first need)."""

    @property
    def is_identity(self) -> bool:
        return len(self.text) == self.original_length

    def to_original(self, index: int) -> int:
        """The original index of the character at folded `index` (the original length at the end)."""
        if self.is_identity:
            return index
        if index >= len(self.text):
            return self.original_length
        chunk = bisect.bisect_right(self._chunk_starts, index) - 1
        kept = self._kept.get(chunk)
        if kept is None:  # once per chunk, at C speed: every finding in it then maps in constant time
            folded = map(_PII_TABLE.lazy.__getitem__, map(ord, self._chunks[chunk]))
            kept = self._kept[chunk] = list(compress(count(), map(is_not, folded, repeat(None))))
        remaining = index - self._chunk_starts[chunk]
        origin = chunk * _CHUNK
        return origin + kept[remaining] if remaining < len(kept) else min(origin + _CHUNK, self.original_length)

    def span_to_original(self, start: int, end: int) -> tuple[int, int]:
        if self.is_identity:
            return start, end
        return self.to_original(start), self.to_original(end - 1) + 1


@lru_cache(maxsize=2)
def pii_view(text: str) -> FoldedText:
    """Fold `text` one character at a time (invisibles deleted, look-alikes mapped), keeping an offset map."""
    chunks = tuple(text[i : i + _CHUNK] for i in range(0, len(text), _CHUNK)) or ("",)
    table = _PII_TABLE.for_text(text)
    folded = [chunk.translate(table) for chunk in chunks]
    starts: list[int] = []
    total = 0
    for piece in folded:
        starts.append(total)
        total += len(piece)
    return FoldedText("".join(folded), len(text), tuple(starts), chunks)


def forget_recent_texts() -> None:
    """Drop the folds and encodings kept for the last texts scanned (a benchmark repeating one text calls this so
    that every repetition pays the whole cost)."""
    pii_view.cache_clear()
    matching_view.cache_clear()
    classifier_view.cache_clear()
    _marked.cache_clear()
    despace.cache_clear()
    forget_encodings()
