"""The features of the injection classifier, shared by the detector and its training script (`scripts/guard_model`),
so the model is scored on exactly what it was trained on.

A text is read through `normalize.classifier_view` (lower-cased, disguise-free, identifiers and paths kept whole)
and cut into tokens: words (a run of single characters, `i g n o r e`, glued back into one), and overlapping
character pairs inside runs of Chinese or Japanese script (which has no spaces). Each token contributes these
features, so a misspelt, inflected or disguised word still meets what it was trained on:

* `u:` the word itself;
* `g:` its character n-grams (3 to 5 characters of the word with `<` and `>` at its ends; for a Chinese or Japanese
  pair, its two characters too), so `ignoriere`, `ignoreeri` and `ignroe` share most of their features with
  `ignore`, and a Korean or Turkish word with a suffix shares its stem's;
* `a:` its letters sorted (an anagram key, robust to swapped letters), for words of four or more;
* `c:` the concept it stands for in `_lexicon` (the same for "ignore", "ignoriere" and "忽略"), if any;

A word that mixes letters with leetspeak digits (`1gn0r3`) is read with the digits as letters first; any other
digit is read as `#` (`de89`, `3704` and `0044` are `de##`, `####` and `####`): a number's shape may say something,
its value does not, and a model that learned the digits of the account numbers in its attacks blocked a customer's
IBAN. Each pair of neighbouring tokens adds one `b:` feature, and each token with a concept adds one `k:` feature
for every other concept among the `REACH` tokens before it (`k:IGNORE INSTRUCTIONS`, the two in sorted order): an
attack is a conjunction ("disregard" near "instructions", "reveal" near "hidden"), which a sum of single words can
only approximate, and concept pairs carry it across languages and word orders. Counts are divided by the square
root of the token count (at least `MIN_TOKENS`), so a linear model's score is a sum of per-token contributions: the
detector adds them with prefix sums and scores every window of `WINDOW` tokens in one pass over the text.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from typing import cast

from deputy.core.guards._lexicon import concept_of
from deputy.core.guards.normalize import despace

__all__ = [
    "MIN_TOKENS",
    "STEP",
    "WINDOW",
    "concept_links",
    "concept_pairs",
    "concepts_of",
    "features",
    "pair_feature",
    "token_features",
    "tokens",
    "window_features",
    "windows",
]

WINDOW = 24
STEP = WINDOW // 3
"""Windows of `WINDOW` tokens start every `STEP` tokens; the last one ends at the last token."""
MIN_TOKENS = 6
REACH = 6
_UNSEGMENTED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")
_HIGH = re.compile("[\u3040-\uffff]")  # one character at or past kana: cheaper to look for than a run of two
_MAX_WORD = 40
_GRAMS = (3, 4, 5)
_LEET = str.maketrans("4310576@$", "aeiostgas")
_DIGIT = re.compile("[0-9]")
_SHAPE = str.maketrans("0123456789", "##########")


def tokens(view: str) -> list[str]:
    """The tokens of a classifier view: words (runs of single characters glued into one, cut to `_MAX_WORD`
    characters, as every feature reads them), and overlapping character pairs in place of each run of Han or kana."""
    glued = despace(view)
    if glued is not None:
        view = glued
    if not view.isascii() and _HIGH.search(view) is not None and _UNSEGMENTED.search(view) is not None:
        view = _UNSEGMENTED.sub(_pairs, view)
    found = view.split()  # the view has already made every separator a space
    if _DIGIT.search(view) is not None:
        found = [token if token.isalpha() else _shape(token) for token in found]
    if found and max(map(len, found)) > _MAX_WORD:  # every feature reads a token's first `_MAX_WORD` characters
        return [token[:_MAX_WORD] for token in found]
    return found


def _shape(token: str) -> str:
    """`token` with every ASCII digit `#` (a mark no view leaves in a word, so never read as leetspeak), unless it is
    a leetspeak word (`1gn0r3`, `h4ck`: three letters or more, read as letters later); `gb41`, an IBAN's start, has
    two."""
    shaped = token.translate(_SHAPE)
    if shaped == token or (_unleet(token) != token and sum(map(str.isalpha, token)) >= 3):
        return token
    return shaped


def _pairs(run: re.Match[str]) -> str:
    text = run.group()
    return " " + " ".join(map(str.__add__, text[:-1], text[1:])) + " "


def _unleet(token: str) -> str:
    """`token` with leetspeak digits read as letters, when it mixes both and so becomes a word (`1gn0r3`)."""
    if token.isalpha() or token.isdigit():
        return token
    plain = token.translate(_LEET)
    return plain if plain.isalpha() else token


def token_features(token: str) -> tuple[str, ...]:
    """The features one token contributes (before normalization)."""
    token = _unleet(token[:_MAX_WORD])
    found = ["u:" + token]
    padded = f"<{token}>"
    found.extend("g:" + padded[i : i + n] for n in _GRAMS for i in range(len(padded) - n + 1))
    if len(token) == 2 and _UNSEGMENTED.fullmatch(token) is not None:
        found.extend(("g:" + token[0], "g:" + token[1]))
    if len(token) >= 4:
        found.append("a:" + "".join(sorted(token)))
    concept = concept_of(token)
    if concept is not None:
        found.append("c:" + concept)
    return tuple(found)


def pair_feature(first: str, second: str) -> str:
    """The `b:` feature of two neighbouring tokens."""
    return f"b:{first[:_MAX_WORD]} {second[:_MAX_WORD]}"


def concept_links(concepts: list[str | None]) -> list[tuple[int, str, str]]:
    """`(position, first, second)` for each token with a concept and each other concept among the `REACH` tokens
    before it (once per pair and position; the two concepts in sorted order)."""
    out: list[tuple[int, str, str]] = []
    positions = list(itertools.compress(range(len(concepts)), concepts))  # the tokens with a concept
    named = cast("list[str]", concepts)  # read only at those positions
    first = 0  # the first of `positions` within reach of the current one
    for index, at in enumerate(positions):
        while positions[first] < at - REACH:
            first += 1
        if first == index:
            continue
        concept = named[at]
        others = {named[before] for before in positions[first:index]}
        others.discard(concept)
        for other in sorted(others):  # a set's order changes with the hash seed; the training's columns must not
            out.append((at, concept, other) if concept < other else (at, other, concept))
    return out


def concept_pairs(concepts: list[str | None]) -> list[tuple[int, str]]:
    """`(position, k: feature)` of each of the `concept_links`."""
    return [(at, f"k:{first} {second}") for at, first, second in concept_links(concepts)]


def concepts_of(found: list[str]) -> list[str | None]:
    """The `_lexicon` concept of each token (leetspeak read as letters), or None."""
    return [concept_of(_unleet(token[:_MAX_WORD])) for token in found]


def windows(found: list[str]) -> list[list[str]]:
    """The windows the training reads: the whole token list up to `WINDOW` tokens, else every `STEP` tokens."""
    if len(found) <= WINDOW:
        return [found]
    starts = range(0, len(found) - WINDOW + 1, STEP)
    return [found[i : i + WINDOW] for i in starts] + ([found[-WINDOW:]] if (len(found) - WINDOW) % STEP else [])


def features(view: str) -> dict[str, float]:
    """The normalized feature vector of a whole text, as the training script feeds it to the linear model."""
    return window_features(tokens(view))


def window_features(found: list[str]) -> dict[str, float]:
    """The normalized feature vector of a list of `tokens` (a whole text, or one of its `windows`)."""
    counts: Counter[str] = Counter()
    for token in found:
        counts.update(token_features(token))
    counts.update(itertools.starmap(pair_feature, itertools.pairwise(found)))
    counts.update(name for _, name in concept_pairs(concepts_of(found)))
    scale = 1.0 / math.sqrt(max(len(found), MIN_TOKENS))
    return {name: count * scale for name, count in counts.items()}
