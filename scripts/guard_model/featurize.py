"""Token lists to a sparse feature matrix, fast: each distinct token's features (`_features.token_features`) are
computed once, and a sample's row is its token counts times the token-feature matrix, plus its neighbour pairs and
concept pairs.

The rows equal `_features.window_features` of each sample (`Featurizer.check` asserts it on a few), so the model is
fitted on exactly what the detector scores; only the bookkeeping differs.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np
import scipy.sparse as sp

from deputy.core.guards._features import (
    MIN_TOKENS,
    concept_pairs,
    concepts_of,
    pair_feature,
    token_features,
    window_features,
)


class Featurizer:
    """Builds the training matrix; `names` are the column names once `matrix` has run."""

    def __init__(self, scales: dict[str, float] | None = None) -> None:
        """`scales`: a factor per feature kind (`g`, `u`, `b`...; 1 when missing). A kind scaled down is
        regularized harder: the fit leans on it only where the others say too little. `export` folds the factor
        back into the weights, so the detector scores raw counts."""
        self.scales = dict(scales or {})
        self._token_ids: dict[str, int] = {}
        self._feature_ids: dict[str, int] = {}
        self._token_rows: list[list[int]] = []
        self._concepts: dict[str, str | None] = {}

    def _token(self, token: str) -> int:
        found = self._token_ids.get(token)
        if found is None:
            found = self._token_ids[token] = len(self._token_rows)
            self._token_rows.append([self._feature(name) for name in token_features(token)])
        return found

    def _concepts_of(self, found: Sequence[str]) -> list[str | None]:
        cache = self._concepts
        missing = [token for token in found if token not in cache]
        if missing:
            cache.update(zip(missing, concepts_of(missing), strict=True))
        return [cache[token] for token in found]

    def _feature(self, name: str) -> int:
        found = self._feature_ids.get(name)
        if found is None:
            found = self._feature_ids[name] = len(self._feature_ids)
        return found

    def matrix(self, samples: Sequence[Sequence[str]]) -> sp.csr_matrix:
        """One row a sample (a token list), scaled like `window_features`."""
        rows, cols, pair_rows, pair_cols = [], [], [], []
        scales = np.empty(len(samples), dtype=np.float64)
        for row, found in enumerate(samples):
            scales[row] = 1.0 / math.sqrt(max(len(found), MIN_TOKENS))
            for token in found:
                rows.append(row)
                cols.append(self._token(token))
            for pair in itertools.starmap(pair_feature, itertools.pairwise(found)):
                pair_rows.append(row)
                pair_cols.append(self._feature(pair))
            for _, name in concept_pairs(self._concepts_of(found)):
                pair_rows.append(row)
                pair_cols.append(self._feature(name))
        size = len(self._feature_ids)
        factor = self._factors()
        counts = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(samples), len(self._token_rows)))
        t_rows = [i for i, feats in enumerate(self._token_rows) for _ in feats]
        t_cols = [f for feats in self._token_rows for f in feats]
        per_token = sp.csr_matrix((factor[t_cols], (t_rows, t_cols)), shape=(len(self._token_rows), size))
        pairs = sp.csr_matrix((factor[pair_cols], (pair_rows, pair_cols)), shape=(len(samples), size))
        out = (counts @ per_token + pairs).tocsr()
        return sp.diags(scales) @ out

    def _factors(self) -> np.ndarray:
        return np.array([self.scales.get(name.split(":", 1)[0], 1.0) for name in self.names])

    @property
    def names(self) -> list[str]:
        return sorted(self._feature_ids, key=self._feature_ids.__getitem__)

    def export(self, coef: np.ndarray) -> np.ndarray:
        """The weights the detector uses for raw counts: the fitted ones times each kind's factor."""
        return coef * self._factors()

    def check(self, samples: Sequence[Sequence[str]], x: sp.csr_matrix) -> None:
        """Assert that a few rows equal `window_features` (the detector's own definition)."""
        names = self.names
        for row in range(0, len(samples), max(1, len(samples) // 7)):
            factor = self._factors()
            got = {names[c]: v / factor[c] for c, v in zip(x[row].indices, x[row].data, strict=True) if v}
            want = window_features(list(samples[row]))
            assert got.keys() == want.keys() and all(abs(got[k] - want[k]) < 1e-9 for k in want), row
