"""The injection classifier's window scorer: every window's linear score and, for a wide-and-deep model, the small
hidden layer over the same features beside it.

A linear model adds up evidence word by word, so it cannot learn that "the first fifty words" is harmless in a
request about a log and an attack beside "your setup", nor that an errand ("make the repo public") turns into an
attack only with a detail ("for an hour, I'll switch it back"). `WindowScorer` adds `relu(x E + hidden_bias) · out` to
the linear score of each window, where `x` is the window's feature vector (`_features`) and `E` holds `width` numbers
per feature the linear part kept: the linear part is the wide half, this the deep half of a wide-and-deep model
(`scripts/guard_model/train.py` fits the deep half with the wide half fixed).

Scoring stays one pass: `x E` is linear in the features, so each token's row (the sum of its features' rows), each
neighbour pair's and each concept link's add up, prefix sums give every window's sum, and the hidden layer is one
matrix product over all windows (numpy; about what the linear half costs on 4 KB). The wide score rides along as
column 0, so one cumulative sum serves both halves.

The rows ship as int8 with one scale per column (`rows`, raw bytes in a model file, base64 in a body built in
memory; in the order of the sorted feature names). A model
without a `deep` object is scored here too, with a width of 0: the linear score alone, by the same code.
"""

from __future__ import annotations

import base64
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from deputy.core.guards._features import MIN_TOKENS

__all__ = ["WindowScorer"]


class WindowScorer:
    """A row `[wide weight, E]` per kept feature, the hidden layer, and each token's row sum (cached: a token's
    features are looked up once per process, until the cache of `capacity` tokens is emptied)."""

    def __init__(self, data: Mapping[str, Any] | None, weights: Mapping[str, float], capacity: int) -> None:
        """`data`: the model file's `deep` object (None for a linear model: no hidden layer, a width of 0);
        `weights`: the wide half (its sorted names give the row order)."""
        data = data or {"width": 0, "rows": "", "scale": [], "hidden_bias": [], "out": []}
        self.width = int(data["width"])
        names = sorted(weights)
        encoded = data["rows"]  # raw bytes from a model file (`classifier.parse_model`), base64 built in memory
        raw = encoded if isinstance(encoded, bytes) else base64.b64decode(encoded)
        quantized = np.frombuffer(raw, dtype=np.int8).reshape(len(names), self.width)
        rows = np.zeros((len(names) + 1, 1 + self.width), np.float32)  # the last: a feature without a row
        rows[:-1, 0] = [weights[name] for name in names]
        rows[:-1, 1:] = quantized.astype(np.float32) * np.asarray(data["scale"], dtype=np.float32)
        self._rows = rows
        self.hidden_bias = np.asarray(data["hidden_bias"], dtype=np.float32)
        self.out = np.asarray(data["out"], dtype=np.float32)
        self.index = {name: i for i, name in enumerate(names)}
        self.none = len(names)
        self._tokens = np.zeros((capacity, 1 + self.width), np.float32)
        self._ids: dict[str, int] = {}
        self.concepts: dict[str, str | None] = {}
        """The `_lexicon` concept of each cached token (the same tokens as the rows: learnt and emptied together)."""

    def row(self, name: str) -> int:
        """The row of a feature (`none`, a row of zeros, if it has none)."""
        return self.index.get(name, self.none)

    def ids(self, found: Sequence[str]) -> list[int] | None:
        """The cache slots of `found`'s tokens, or None if one is missing (`learn` them first)."""
        try:
            return list(map(self._ids.__getitem__, found))
        except KeyError:
            return None

    def learn(
        self,
        found: Sequence[str],
        features: Callable[[str], Sequence[str]],
        concepts: Callable[[list[str]], list[str | None]],
    ) -> None:
        """Cache, for each token of `found` not cached yet, the sum of the rows of `features(token)` and its concept
        (`concepts` of a list of tokens), emptying the cache first if they would not fit (and making it larger if
        one text has more distinct tokens than it holds)."""
        needed = set(found)
        missing = list(needed.difference(self._ids))
        if len(self._ids) + len(missing) > len(self._tokens):
            self._ids.clear()
            self.concepts.clear()
            missing = list(needed)
            if len(needed) > len(self._tokens):
                self._tokens = np.zeros((len(needed), 1 + self.width), np.float32)
        for token in missing:
            slot = self._ids[token] = len(self._ids)
            self._tokens[slot] = self._rows[[self.row(name) for name in features(token)]].sum(axis=0)
        self.concepts.update(zip(missing, concepts(missing), strict=True))

    def window_scores(self, ids: list[int], pairs: list[int], links: list[tuple[int, int]], window: int) -> np.ndarray:
        """The score of every window of `window` consecutive tokens (one window if there are no more tokens than
        that), before the bias: `pairs` are the rows of each neighbour pair (at the pair's first token), `links` each
        concept link's `(position, row)`."""
        count = len(ids)
        if count <= window:  # one window: two sums, no table
            sums = self._tokens[ids].sum(axis=0) + self._rows[pairs + [row for _, row in links]].sum(axis=0)
            sums *= np.float32(1.0 / math.sqrt(max(count, MIN_TOKENS)))
            whole: np.ndarray = sums[:1] + np.maximum(sums[1:] + self.hidden_bias, 0.0) @ self.out
            return whole
        table = self._tokens[ids]  # a copy: the pairs and links are added to it, not to the cache
        table[:-1] += self._rows[pairs]
        if links:
            at, rows = zip(*links, strict=True)
            np.add.at(table, list(at), self._rows[list(rows)])
        cumulative = np.cumsum(table, axis=0, dtype=np.float64)  # float32 would drift over a long text
        cumulative[window:] -= cumulative[:-window].copy()
        sums = cumulative[window - 1 :] * np.float32(1.0 / math.sqrt(window))
        scores: np.ndarray = sums[:, 0] + np.maximum(sums[:, 1:] + self.hidden_bias, 0.0) @ self.out
        return scores
