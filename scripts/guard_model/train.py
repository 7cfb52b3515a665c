"""Train the injection classifier the guards ship (`src/deputy/core/guards/injection_model.json.gz`).

Run: `python scripts/guard_model/build_corpus.py && python scripts/guard_model/train.py --fit-dev-attacks` (the
shipped model; needs the `train` extra: scikit-learn and PyTorch on the CPU). Reproducible: the corpus is fixed by its
seed, liblinear and the deep half are seeded (one thread), and the model file records the corpus digest and every
setting. About six minutes.

* Fits an L2 logistic regression on `train.jsonl`, with the features of `deputy.core.guards._features` over
  `normalize.classifier_view` (the detector scores exactly these; `featurize.py` builds the matrix). Character
  n-grams are scaled by `--gram-scale` (regularized harder: they carry a word the model has not seen, but a known
  word leans on itself). Rows whose obfuscation a decoding layer removes (base64, rot13, reversed) are left out:
  the detector scores their decoded form.
* Adds, for training only, a misspelt copy (`build_corpus.typo`, seeded by the text) of every plain row, and a copy
  of every plain row with a benign row of its language beside it (`_in_context`), so length and common words say
  nothing about the label.
* Adds every window of the training prose (benign; `prose.py` and `realtext.py`: docstrings, manuals, message
  catalogs in every language), and windows of that prose with a training attack inside (attack), so an injected
  paragraph is not outweighed by the prose around it. Templated benign rows weigh `--benign-weight`, prose windows
  `--prose-weight`, attacks 1.
* Then fits the deep half (`deep.py`: one hidden layer of `--deep-width` over the features the linear half kept)
  with the linear half fixed: the shipped model is wide and deep (`deputy.core.guards._window_scorer`). `--no-deep`
  ships the linear half alone.
* `--fit-dev-attacks` fits the dev attacks too (once the settings are chosen on dev): more attack families for the
  fit, while the cuts still come from dev benign rows and dev prose the fit never sees.
* Calibrates on `dev.jsonl` (families the fit never saw) and `prose_dev.jsonl` (sources it never saw), the two
  regimes of `classifier` apart: the message cut is the lowest that blocks at most `--max-fp` of the dev benign
  messages and `--prose-max-fp` of the dev prose messages; the document rule's cuts block at most
  `--document-fp` of the dev documents (benign texts of more than `DOCUMENT` tokens), the mean cut alone at most
  `--document-mean-fp`; `--margin` raises the message cut further (log-odds). The bias is moved so that the message
  cut sits at probability 0.5. The dev rows of a batch without a held-out split (`build_corpus.WITHOUT_HELD_OUT`)
  are reported apart and set no cut: the cuts come from the dev rows of the batches the held-out split is drawn
  from, so they stay set on the rows the held-out ones resemble.
* Never reads `heldout.jsonl`, `prose_heldout.jsonl` or `fresh.jsonl`: those are for `deputy guard eval`.
* Keeps weights of magnitude at least `--min-weight`, rounded, so the file stays small.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import random
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import build_corpus
import deep
import numpy as np
import sklearn
from featurize import Featurizer
from sklearn.linear_model import LogisticRegression

from deputy.core.guards._features import STEP, WINDOW, tokens, windows
from deputy.core.guards.classifier import DOCUMENT, MIN_WORDS, SHORT_BLOCK, SHORT_WORDS, LinearModel, model_bytes
from deputy.core.guards.normalize import classifier_view

DECODED_BY_LAYERS = frozenset({"base64", "base64_hint", "rot13", "reversed"})
MODEL = Path("src/deputy/core/guards/injection_model.json.gz")
FLAG_MARGIN = 1.0
"""The shipped `flag` threshold sits this far below `block` in log-odds."""


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _usable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [row for row in rows if row["obfuscation"] not in DECODED_BY_LAYERS]


def _with_typos(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    extra = []
    for row in rows:
        if row["obfuscation"] == "none":
            misspelt = build_corpus.typo(row["text"], random.Random(row["text"]))
            if misspelt != row["text"]:
                extra.append({**row, "text": misspelt, "obfuscation": "typo_augmented"})
    return rows + extra


def _in_context(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For training only: every plain row again, joined with a benign row of its language (drawn by a generator
    seeded with its text; before or after it), keeping its label.

    Templated attacks are longer than templated benign requests, so without these a linear model learns that
    length (through common words such as "the") means attack, and then blocks long ordinary prose. With them,
    a benign message of two requests is benign and an attack with an ordinary sentence around it is an attack."""
    benign: dict[str, list[str]] = {}
    for row in rows:
        if row["label"] == "benign" and row["obfuscation"] == "none":
            benign.setdefault(row["lang"], []).append(row["text"])
    extra = []
    for row in rows:
        partners = benign.get(row["lang"])
        if row["obfuscation"] != "none" or not partners:
            continue
        rng = random.Random("context:" + row["text"])
        other = rng.choice(partners)
        text = f"{row['text']} {other}" if rng.random() < 0.5 else f"{other} {row['text']}"
        extra.append({**row, "text": text, "obfuscation": "in_context"})
    return rows + extra


def _prose_windows(rows: list[dict[str, Any]]) -> list[list[str]]:
    """Every window the detector would score in each prose chunk: a long benign text is blocked if any one is."""
    return [window for row in rows for window in windows(tokens(classifier_view(row["text"])))]


def _embedded(attacks: list[dict[str, Any]], prose: list[dict[str, Any]]) -> list[list[str]]:
    """Windows of prose with a training attack inside, labelled attack: the detector meets an injected paragraph
    in a long tool result through such windows, so the attack's words must outweigh the prose around them.

    Each plain attack goes into one prose chunk (drawn by a generator seeded with the attack's text) at a random
    token, with up to `WINDOW` tokens of prose either side; every window holding the whole attack (or, for an attack
    longer than a window, the most of it) is kept."""
    hosts = [found for found in (tokens(classifier_view(r["text"])) for r in prose) if len(found) >= WINDOW]
    out: list[list[str]] = []
    for row in attacks:
        if row["obfuscation"] != "none":
            continue
        rng = random.Random(row["text"])
        attack = tokens(classifier_view(row["text"]))
        host = rng.choice(hosts)
        at = rng.randrange(len(host) + 1)
        before = host[max(0, at - WINDOW) : at]
        found = before + attack + host[at : at + WINDOW]
        start, end = len(before), len(before) + len(attack)
        spans = [(i, i + len(w)) for i, w in _starts(found)]
        overlap = [min(end, b) - max(start, a) for a, b in spans]
        best = max(overlap)
        out.extend(found[a:b] for (a, b), o in zip(spans, overlap, strict=True) if o == best)
    return out


def _starts(found: list[str]) -> list[tuple[int, list[str]]]:
    """`windows(found)` with the index each starts at."""
    found_windows = windows(found)
    starts = [i * STEP for i in range(len(found_windows))]
    if len(found) > WINDOW:
        starts[-1] = len(found) - WINDOW
    return list(zip(starts, found_windows, strict=True))


def _logit(probability: float) -> float:
    return math.log(probability / (1.0 - probability))


SHORT_MARGIN = _logit(SHORT_BLOCK)
"""How far above the message cut (in log-odds, where the shipped threshold sits at 0) a text of fewer than
`SHORT_WORDS` tokens must score."""


@dataclass(frozen=True, slots=True)
class Judged:
    """A text as the detector scores it: its tokens, best and mean window score (without the bias)."""

    count: int
    best: float
    mean: float

    @property
    def document(self) -> bool:
        return self.count > DOCUMENT


def _judged(scorer: LinearModel, text: str) -> Judged:
    found = tokens(classifier_view(text))
    if len(found) < MIN_WORDS:
        return Judged(len(found), -math.inf, -math.inf)
    return Judged(len(found), *scorer.window_scores(found))


@dataclass(frozen=True, slots=True)
class Cuts:
    """The message cut (on `bias + best`) and the document rule's two cuts (on `best - mean` and on `mean`)."""

    message: float
    relative: float
    mean: float

    def blocks(self, judged: Judged, bias: float) -> bool:
        if judged.document:
            return judged.best - judged.mean >= self.relative or judged.mean >= self.mean
        margin = 0.0 if judged.count >= SHORT_WORDS else SHORT_MARGIN
        return bias + judged.best >= self.message + margin

    def share(self, items: list[Judged], bias: float) -> float:
        return sum(self.blocks(j, bias) for j in items) / max(1, len(items))


def _message_cut(benign: list[Judged], prose: list[Judged], bias: float, args: argparse.Namespace) -> float:
    """The lowest cut, at least `-log(--benign-weight)` (even odds before the benign rows were weighted), at which
    at most `--max-fp` of the dev benign messages and `--prose-max-fp` of the dev prose messages are blocked."""
    floor = -math.log(args.benign_weight)
    scores = [(bias + j.best, j.count) for j in benign + prose if not j.document]
    candidates = (
        {floor} | {s + 1e-4 for s, _ in scores} | {s - SHORT_MARGIN + 1e-4 for s, n in scores if n < SHORT_WORDS}
    )
    for cut in sorted(c for c in candidates if c >= floor):
        cuts = Cuts(cut, math.inf, math.inf)
        if cuts.share([j for j in benign if not j.document], bias) <= args.max_fp and (
            cuts.share([j for j in prose if not j.document], bias) <= args.prose_max_fp
        ):
            return cut
    return max(candidates)


def _document_cuts(documents: list[tuple[str, Judged]], args: argparse.Namespace) -> tuple[float, float]:
    """The document rule's cuts on the dev benign documents, `(family, judged)` (prose and templates of more than
    `DOCUMENT` tokens): the mean cut blocks at most `--document-mean-fp` of them (a text that is an attack all
    through), then the relative cut is the lowest at which both rules together block at most `--document-fp`.

    Shares are of families, as the splits are: a template family's rows (its paraphrases with every slot filler and
    obfuscation: up to 30 of one text) weigh one in all, a prose chunk (a family of its own) one. Counted by rows, one
    long look-alike report quoting a payload slot was 30 of the 1,699 dev documents, and the relative cut rose past
    a single injected paragraph in a long tool result to leave it unblocked."""
    sizes = Counter(family for family, j in documents if j.document)
    weighed = [(j, 1.0 / sizes[family]) for family, j in documents if j.document]
    total = sum(w for _, w in weighed)
    mean_cut = _weighted_cut([(j.mean, w) for j, w in weighed], args.document_mean_fp * total)
    allowed = args.document_fp * total
    for relative in sorted(j.best - j.mean + 1e-4 for j, _ in weighed):
        if sum(w for j, w in weighed if j.best - j.mean >= relative or j.mean >= mean_cut) <= allowed:
            return relative, mean_cut
    return math.inf, mean_cut


def _weighted_cut(scores: list[tuple[float, float]], allowed: float) -> float:
    """The lowest cut above which the `(score, weight)` pairs weigh at most `allowed` in all."""
    above = 0.0
    for score, weight in sorted(scores, reverse=True):
        if above + weight > allowed:
            return score + 1e-4
        above += weight
    return -math.inf


def _embedded_dev(attacks: list[dict[str, Any]], prose: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """`(language, text)`: each plain dev attack pasted into a dev prose document at a token drawn by a generator
    seeded with its text: what an injected paragraph in a long tool result looks like."""
    hosts = [found for found in (tokens(classifier_view(r["text"])) for r in prose) if len(found) > 2 * DOCUMENT]
    out = []
    for row in attacks:
        if row["obfuscation"] == "none":
            rng = random.Random("embedded:" + row["text"])
            host = rng.choice(hosts)
            at = rng.randrange(len(host))
            out.append((row["lang"], " ".join([*host[:at], row["text"], *host[at:]])))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path("data/guard"))
    parser.add_argument("--out", type=Path, default=MODEL)
    parser.add_argument("--c", type=float, default=2.0, help="inverse regularization strength")
    parser.add_argument("--gram-scale", type=float, default=0.5, help="scale of the character n-gram features")
    parser.add_argument("--benign-weight", type=float, default=20.0, help="weight of templated benign rows")
    parser.add_argument("--prose-weight", type=float, default=1.0, help="weight of each window of training prose")
    parser.add_argument("--embedded", type=float, default=1.0, help="weight of attack windows inside prose (0: none)")
    parser.add_argument("--max-fp", type=float, default=0.01, help="largest share of dev benign rows blocked")
    parser.add_argument("--prose-max-fp", type=float, default=0.005, help="largest share of dev prose blocked")
    parser.add_argument("--document-fp", type=float, default=0.0025, help="largest share of dev documents blocked")
    parser.add_argument("--document-mean-fp", type=float, default=0.001, help="dev documents over the mean cut")
    parser.add_argument(
        "--margin",
        type=float,
        default=0.0,
        help="raise the message cut by this much (log-odds) over the dev cut: the least that passes the documentation "
        "gate of tests/guards/test_real_prose.py when the dev cut does not (the shipped model: none)",
    )
    parser.add_argument("--min-weight", type=float, default=0.21, help="smallest weight kept (the file stays < 5 MB)")
    parser.add_argument(
        "--deep",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="fit the deep half (deep.py, needs PyTorch) beside the linear one",
    )
    parser.add_argument("--deep-width", type=int, default=deep.WIDTH)
    parser.add_argument("--deep-epochs", type=int, default=deep.EPOCHS)
    parser.add_argument("--deep-dropout", type=float, default=deep.DROPOUT)
    parser.add_argument("--deep-seeds", type=int, default=deep.SEEDS, help="halves fitted and averaged")
    parser.add_argument(
        "--fit-dev-attacks",
        action=argparse.BooleanOptionalAction,
        default=False,
        help="fit the dev attacks too (the cuts still come from dev benign rows and prose the fit never sees)",
    )
    args = parser.parse_args()
    started = time.monotonic()

    dev = _usable(_rows(args.data / "dev.jsonl"))
    fitted = _usable(_rows(args.data / "train.jsonl"))
    if args.fit_dev_attacks:
        fitted += [r for r in dev if r["label"] == "attack"]
    train = _in_context(_with_typos(fitted))
    prose_rows = _rows(args.data / "prose_train.jsonl")
    prose = _prose_windows(prose_rows)
    embedded = _embedded([r for r in train if r["label"] == "attack"], prose_rows) if args.embedded else []
    dev_prose = _rows(args.data / "prose_dev.jsonl")
    samples = [tokens(classifier_view(r["text"])) for r in train] + prose + embedded
    featurizer = Featurizer({"g": args.gram_scale})
    x_train = featurizer.matrix(samples)
    featurizer.check(samples, x_train)
    x_train.indices, x_train.indptr = x_train.indices.astype("int32"), x_train.indptr.astype("int32")  # liblinear
    y_train = np.array([int(r["label"] == "attack") for r in train] + [0] * len(prose) + [1] * len(embedded))
    sample_weight = [1.0 if r["label"] == "attack" else args.benign_weight for r in train]
    sample_weight += [args.prose_weight] * len(prose) + [args.embedded] * len(embedded)
    print(
        f"{x_train.shape[0]} samples, {x_train.shape[1]} features, {x_train.nnz} entries "
        f"({time.monotonic() - started:.0f} s)"
    )
    model = LogisticRegression(C=args.c, solver="liblinear", max_iter=1000, random_state=0)
    model.fit(x_train, y_train, sample_weight=np.array(sample_weight))

    names = featurizer.names
    weights = {
        str(name): round(float(w), 3)
        for name, w in zip(names, featurizer.export(model.coef_[0]), strict=True)
        if abs(w) >= args.min_weight
    }
    # Calibrated with the detector's own scoring (windows, rounded weights), on families and sources never fitted;
    # the bias is then moved so that the message cut sits at probability 0.5, the shipped `block`.
    bias = float(model.intercept_[0])
    extra: dict[str, Any] = {}
    if args.deep:
        extra["deep"], bias = deep.fit(
            x_train,
            y_train,
            np.array(sample_weight),
            featurizer,
            weights,
            bias,
            width=args.deep_width,
            epochs=args.deep_epochs,
            dropout=args.deep_dropout,
            seeds=args.deep_seeds,
        )
        print(f"deep half fitted ({time.monotonic() - started:.0f} s)")
    scorer = LinearModel({"weights": weights, "bias": 0.0, "block": 1.0, "flag": 1.0, **extra})
    scored = [(r, _judged(scorer, r["text"])) for r in dev + dev_prose]
    calibrating = [(r, j) for r, j in scored if r.get("batch") not in build_corpus.WITHOUT_HELD_OUT]
    benign = [j for r, j in calibrating if r["label"] == "benign" and r["intent"] != "prose"]
    prose_dev = [j for r, j in scored if r["intent"] == "prose"]
    message = _message_cut(benign, prose_dev, bias, args) + args.margin
    families = [(r["family"], j) for r, j in calibrating if r["label"] == "benign" and r["intent"] != "prose"]
    relative, mean = _document_cuts(families + [(str(n), j) for n, j in enumerate(prose_dev)], args)
    cuts = Cuts(message, relative, mean)
    digest = hashlib.sha256(
        b"".join((args.data / f"{s}.jsonl").read_bytes() for s in ("train", "dev", "prose_train", "prose_dev"))
    ).hexdigest()
    body = {
        "bias": round(bias - message, 4),
        "document": {"relative": round(relative, 4), "mean": round(mean, 4)},
        "block": 0.5,
        "flag": round(1.0 / (1.0 + math.exp(FLAG_MARGIN)), 3),
        "weights": weights,
        **extra,
        "meta": {
            "trained_on": "data/guard/train.jsonl and prose_train.jsonl "
            "(scripts/guard_model/build_corpus.py --seed 32: templates, prose.py and realtext.py)",
            "corpus_sha256": digest[:16],
            "c": args.c,
            "gram_scale": args.gram_scale,
            "message_cut": round(message, 4),
            "margin": args.margin,
            "document_fp": args.document_fp,
            "document_mean_fp": args.document_mean_fp,
            "benign_weight": args.benign_weight,
            "prose_weight": args.prose_weight,
            "max_fp": args.max_fp,
            "prose_max_fp": args.prose_max_fp,
            "min_weight": args.min_weight,
            "deep": {
                "width": args.deep_width,
                "epochs": args.deep_epochs,
                "dropout": args.deep_dropout,
                "seeds": args.deep_seeds,
            }
            if args.deep
            else None,
            "fit_dev_attacks": args.fit_dev_attacks,
            "sklearn": sklearn.__version__,
            "torch": deep.torch.__version__ if args.deep else None,
            "train_rows": len(train),
            "prose_windows": len(prose),
            "embedded": args.embedded,
            "embedded_windows": len(embedded),
            "features_kept": len(weights),
            "features_total": len(names),
        },
    }
    with args.out.open("wb") as out, gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as raw:
        raw.write(model_bytes(body))  # no name or time in the gzip header: the same corpus, the same bytes
    print(f"features kept {len(weights)} of {len(names)}; model {args.out.stat().st_size} bytes")
    attacks = [(r["lang"], j) for r, j in calibrating if r["label"] == "attack"]
    unsplit = [(r, j) for r, j in scored if r.get("batch") in build_corpus.WITHOUT_HELD_OUT]
    embedded = [
        (lang, _judged(scorer, text))
        for lang, text in _embedded_dev([r for r in dev if r["label"] == "attack"], dev_prose)
    ]
    documents = [j for j in benign + prose_dev if j.document]

    def caught(items: list[tuple[str, Judged]], english: bool) -> str:
        return f"{cuts.share([j for lang, j in items if (lang == 'en') is english], bias):.1%}"

    print(
        f"dev, the classifier alone: messages cut at {message:.3f}, documents at {relative:.3f} over their mean or "
        f"a mean of {mean:.3f}. Attacks blocked: en {caught(attacks, True)}, other {caught(attacks, False)}; "
        f"pasted into prose: en {caught(embedded, True)}, other {caught(embedded, False)}. Benign blocked: "
        f"templates {cuts.share(benign, bias):.1%}, prose {cuts.share(prose_dev, bias):.2%} "
        f"(documents {cuts.share(documents, bias):.2%} of {len(documents)}) ({time.monotonic() - started:.0f} s)"
        + (" (the dev attacks were fitted: their rates here are not out of sample)" if args.fit_dev_attacks else "")
    )
    if unsplit:
        extra_attacks = [(r["lang"], j) for r, j in unsplit if r["label"] == "attack"]
        print(
            f"dev, batches without a held-out split (no cut set on them): attacks blocked en "
            f"{caught(extra_attacks, True)}, other {caught(extra_attacks, False)}; benign blocked "
            f"{cuts.share([j for r, j in unsplit if r['label'] == 'benign'], bias):.1%}"
        )


if __name__ == "__main__":
    main()
