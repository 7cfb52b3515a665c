"""The statistical injection detector: a linear model over the features of `_features`, with (in the shipped model) a
small hidden layer over the same features beside it (`_window_scorer`: wide and deep).

The model ships as `injection_model.json.gz` (built by `scripts/guard_model/train.py`, which also records how it
was trained and evaluated): gzip of one line of JSON and, for a wide-and-deep model, the deep half's int8 rows as raw
bytes after it (`model_bytes`; base64 inside the JSON cost 0.66 MB of a 5 MB file). It is read on the first scan,
never on import. Each distinct token's contribution is looked up once and kept (per model, bounded), the neighbour
pairs are one dict lookup each, and prefix sums give every window of `WINDOW` consecutive tokens its score in one
pass (`_window_scorer`, numpy: a linear model is one with no hidden layer).

Two regimes, calibrated separately on the dev split (families and sources the fit never saw):

* a **message** (at most `DOCUMENT` tokens: what a user types, a tool argument) is judged on its best window: the
  bias plus the window's score, compared with 0 (probability `block`, 0.5);
* a **document** (a tool result, a pasted page) has hundreds of windows, and a page that is about assistants,
  prompts and tokens scores high in all of them without being an attack. It is blocked when its best window
  stands out from the document's mean window by `relative` or more (one injected paragraph in a long result),
  or when the mean itself reaches `mean` (a document that is an attack all through).

The work is bounded: a view longer than `MAX_CLASSIFIED` characters is judged on `SLICES` evenly spaced slices of
`MAX_CLASSIFIED // SLICES` characters (the first at the start, the last at the end), so a megabyte costs what
64 KB costs. The patterns and the decoding layers still read every character; the classifier, on such a text,
reads about 64 KB of it (a caveat `docs/security.md` states).

Verdict: a probability at or above the model's `block` threshold blocks (category `learned_injection`, severity
from the probability), at or above `flag` flags.
"""

from __future__ import annotations

import base64
import functools
import gzip
import json
import math
import threading
from collections.abc import Mapping
from importlib.resources import files
from itertools import pairwise, repeat
from pathlib import Path
from typing import Any

from deputy.core.guards._features import WINDOW, concept_links, concepts_of, token_features, tokens
from deputy.core.guards.normalize import classifier_fold, classifier_view, pii_view
from deputy.core.guards.verdict import Action, InjectionReport, Severity

SHORT_WORDS = 8
SHORT_BLOCK = 0.95
"""A text of fewer than `SHORT_WORDS` tokens is blocked by the classifier alone only at `SHORT_BLOCK`: a few words
give a bag-of-words model little to go on ("Ann wants every time shown in UTC" scored like a request to show)."""

__all__ = [
    "CATEGORY",
    "DOCUMENT",
    "MAX_CLASSIFIED",
    "MIN_WORDS",
    "SLICES",
    "ClassifierDetector",
    "LinearModel",
    "builtin_model",
    "model_bytes",
    "parse_model",
]

CATEGORY = "learned_injection"
_MAX_CACHED = 1 << 16
MAX_CLASSIFIED = 1 << 16
SLICES = 8
DOCUMENT = 2 * WINDOW
"""Texts of more tokens are judged as documents (see the module docstring)."""
MIN_WORDS = 3
"""Shorter texts (a status, an id, a name in a tool argument) are left to the patterns: a word or two says too little
for a bag-of-words model, and the patterns still catch `jailbreak` or a chat-template delimiter."""


class LinearModel:
    """Weights by feature name (`u:`, `g:`, `a:`, `c:`, `b:` prefixes, see `_features`), a bias, the two cuts of
    the document rule (`document`), and the `block` and `flag` probabilities."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        weights: Mapping[str, float] = data["weights"]
        self.bias = float(data["bias"])
        self.block = float(data["block"])
        self.flag = float(data["flag"])
        document: Mapping[str, float] = data.get("document", {})
        self.relative_cut = float(document.get("relative", math.inf))
        self.mean_cut = float(document.get("mean", math.inf))
        self.meta: dict[str, Any] = dict(data.get("meta", {}))
        # The window scorer (numpy, imported with a model, never with the guards) holds a row per weight.
        from deputy.core.guards._window_scorer import WindowScorer

        self._scorer = WindowScorer(data.get("deep"), weights, _MAX_CACHED)
        # Pairs are looked up by their two tokens (a tuple, no string to build), once per process.
        self._pair_rows: dict[tuple[str, ...], int] = {}
        self._link_rows: dict[tuple[str, ...], int] = {}
        for name, row in self._scorer.index.items():
            if name[:2] == "b:":
                self._pair_rows[tuple(name[2:].split(" ", 1))] = row
            elif name[:2] == "k:":
                self._link_rows[tuple(name[2:].split(" ", 1))] = row
        self._lock = threading.Lock()

    @classmethod
    def load(cls, path: Path) -> LinearModel:
        return cls.read(path.read_bytes())

    @classmethod
    def read(cls, raw: bytes) -> LinearModel:
        """The model in a model file's (gzipped) bytes."""
        return cls(parse_model(gzip.decompress(raw)))

    def probability(self, view: str) -> float:
        """The injection probability of a classifier view (0 below `MIN_WORDS` tokens)."""
        return self.judge(view)[0]

    def judge(self, view: str) -> tuple[float, int]:
        """`(probability, tokens read)` for a classifier view; a long view is read in `SLICES` slices."""
        best = 0.0
        count = 0
        for part in _slices(view):
            found = tokens(part)
            count += len(found)
            best = max(best, self.judge_tokens(found))
        return best, count

    def judge_tokens(self, found: list[str]) -> float:
        """The injection probability of a view's `tokens` (0 below `MIN_WORDS`)."""
        if len(found) < MIN_WORDS:
            return 0.0
        return _sigmoid(self.logit(found))

    def logit(self, found: list[str]) -> float:
        """The log-odds the verdict compares with `block`: for a message (at most `DOCUMENT` tokens) its best window,
        for a document how far it passes the nearer of the document rule's two cuts."""
        best, mean = self.window_scores(found)
        if len(found) <= DOCUMENT:
            return self.bias + best
        return max(best - mean - self.relative_cut, mean - self.mean_cut)

    def window_scores(self, found: list[str]) -> tuple[float, float]:
        """`(best, mean)` over the windows of `WINDOW` consecutive tokens of the (unbiased) score: the linear score,
        plus the hidden layer's for a wide-and-deep model; a text of at most `WINDOW` tokens is one window.
        Thread-safe: the token cache is read and filled under a lock (one model serves every scan of a process)."""
        with self._lock:
            scorer = self._scorer
            ids = scorer.ids(found)
            if ids is None:
                scorer.learn(found, token_features, concepts_of)
                ids = scorer.ids(found)
                assert ids is not None
            pairs = list(map(self._pair_rows.get, pairwise(found), repeat(scorer.none)))
            links = self._links(list(map(scorer.concepts.__getitem__, found)))
            scores = scorer.window_scores(ids, pairs, links, WINDOW)
        if len(scores) == 1:
            whole = float(scores[0])
            return whole, whole
        return float(scores.max()), float(scores.mean())

    def _links(self, concepts: list[str | None]) -> list[tuple[int, int]]:
        """`(position, row)` of the `_features.concept_links` of tokens with these concepts that the model weighs."""
        rows = self._link_rows
        if not rows or len(concepts) - concepts.count(None) < 2:
            return []
        keys = ((at, (first, second)) for at, first, second in concept_links(concepts))
        return [(at, rows[key]) for at, key in keys if key in rows]


def model_bytes(body: Mapping[str, Any]) -> bytes:
    """A model file's bytes before gzip: `body` as one line of JSON (sorted keys, no spaces), its deep half's `rows`
    (base64 or bytes, as `WindowScorer` takes them) left out of the JSON and appended raw after the newline."""
    deep = body.get("deep")
    rows = b""
    if deep is not None:
        rows = deep["rows"] if isinstance(deep["rows"], bytes) else base64.b64decode(deep["rows"])
        body = {**body, "deep": {key: value for key, value in deep.items() if key != "rows"}}
    header = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return header + b"\n" + rows


def parse_model(raw: bytes) -> dict[str, Any]:
    """The body of a model file's bytes (gunzipped): `model_bytes` read back, the rows as bytes; a file that is one
    JSON object with the rows inside (as models were written before) reads the same."""
    header, _, rows = raw.partition(b"\n")  # JSON escapes every newline inside a string: the first ends the header
    body: dict[str, Any] = json.loads(header)
    deep = body.get("deep")
    if deep is not None and "rows" not in deep:
        deep["rows"] = rows
    return body


def _slices(view: str) -> list[str]:
    """The view itself, or `SLICES` evenly spaced slices of it when it is longer than `MAX_CLASSIFIED`."""
    if len(view) <= MAX_CLASSIFIED:
        return [view]
    size = MAX_CLASSIFIED // SLICES
    gap = (len(view) - size) // (SLICES - 1)
    return [view[i * gap : i * gap + size] for i in range(SLICES - 1)] + [view[-size:]]


def _sigmoid(logit: float) -> float:
    if logit < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-logit))


@functools.cache
def builtin_model() -> LinearModel:
    """The shipped model, read once per process."""
    return LinearModel.read(files(__package__).joinpath("injection_model.json.gz").read_bytes())


class ClassifierDetector:
    """A `Detector` over a `LinearModel` (the shipped one by default)."""

    name = "classifier"

    def __init__(self, model: LinearModel | None = None) -> None:
        self._model = model

    @property
    def model(self) -> LinearModel:
        return self._model if self._model is not None else builtin_model()

    def scan(self, text: str) -> InjectionReport:
        if len(text) <= MAX_CLASSIFIED:
            return self.scan_view(classifier_view(text))
        # Only the slices are read, so only they are folded (a megabyte would cost a pass over all of it).
        judged = [self.model.judge(classifier_fold(part)) for part in _slices(pii_view(text).text)]
        return self._verdict(max(p for p, _ in judged), sum(n for _, n in judged))

    def scan_view(self, view: str) -> InjectionReport:
        """Judge an already folded text (`normalize.classifier_view`)."""
        return self._verdict(*self.model.judge(view))

    def scan_tokens(self, found: list[str]) -> InjectionReport:
        """Judge the `_features.tokens` of a folded text of at most `MAX_CLASSIFIED` characters (read whole)."""
        return self._verdict(self.model.judge_tokens(found), len(found))

    def _verdict(self, probability: float, count: int) -> InjectionReport:
        model = self.model
        block = model.block if count >= SHORT_WORDS else max(model.block, SHORT_BLOCK)
        if probability >= block:
            severity = Severity.CRITICAL if probability >= 0.9 else Severity.HIGH
            return InjectionReport(probability, severity, (CATEGORY,), Action.BLOCK)
        if probability >= model.flag:
            return InjectionReport(probability, Severity.LOW, (CATEGORY,), Action.FLAG)
        return InjectionReport()
