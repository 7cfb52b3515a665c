"""The features of the injection classifier, shared by the detector and its training script (`scripts/guard_model`),
so the model is scored on exactly what it was trained on.

A text is read through `normalize.matching_view` (lower-cased, disguise-free) and cut into tokens: words, and
overlapping character pairs inside runs of Chinese or Japanese script (which has no spaces). Each token contributes
up to four features, so a misspelt or inflected word still meets what it was trained on:

* `u:` the word itself;
* `p:` its first five characters (a stem), for words of six or more;
* `a:` its letters sorted (an anagram key, robust to swapped letters: `ignroe` reads as `ignore`), for words of
  four or more;
* `c:` the concept it stands for in `_lexicon` (the same for "ignore", "ignoriere" and "忽略"), if any;

and each pair of neighbouring tokens one `b:` feature. Counts are divided by the square root of the token count
(at least `MIN_TOKENS`), so a linear model's score is a sum of per-token contributions: the detector adds them with
prefix sums and scores every window of `WINDOW` tokens in one pass over the text.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter

from deputy.core.guards._lexicon import concept_of

__all__ = ["MIN_TOKENS", "STEP", "WINDOW", "features", "token_features", "tokens", "window_features", "windows"]

WINDOW = 24
STEP = WINDOW // 3
"""Windows of `WINDOW` tokens start every `STEP` tokens; the last one ends at the last token."""
MIN_TOKENS = 6
_UNSEGMENTED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")
_MAX_WORD = 40


def tokens(view: str) -> list[str]:
    """The tokens of a matching view: words (at most 40 characters each), character pairs in Han and kana runs."""
    found = view.split()  # the view has already made every separator a space
    if view.isascii() or _UNSEGMENTED.search(view) is None:
        return found
    out: list[str] = []
    for token in found:
        if token.isascii() or _UNSEGMENTED.fullmatch(token) is None:
            out.append(token)
        else:
            out.extend(map(str.__add__, token[:-1], token[1:]))
    return out


def token_features(token: str) -> tuple[str, ...]:
    """The features one token contributes (before normalization)."""
    token = token[:_MAX_WORD]
    found = ["u:" + token]
    if len(token) >= 6:
        found.append("p:" + token[:5])
    if len(token) >= 4:
        found.append("a:" + "".join(sorted(token)))
    concept = concept_of(token)
    if concept is not None:
        found.append("c:" + concept)
    return tuple(found)


def windows(found: list[str]) -> list[list[str]]:
    """The windows the detector scores: the whole token list up to `WINDOW` tokens, else every `STEP` tokens."""
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
    counts.update(f"b:{a[:_MAX_WORD]} {b[:_MAX_WORD]}" for a, b in itertools.pairwise(found))
    scale = 1.0 / math.sqrt(max(len(found), MIN_TOKENS))
    return {name: count * scale for name, count in counts.items()}
