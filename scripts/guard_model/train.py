"""Train the injection classifier the guards ship (`src/deputy/core/guards/injection_model.json.gz`).

Run: `python scripts/guard_model/build_corpus.py && python scripts/guard_model/train.py` (needs the `train` extra:
scikit-learn). Reproducible: the corpus is fixed by its seed, liblinear is deterministic, and the model file records
the corpus digest and every setting.

* Fits an L2 logistic regression on `train.jsonl`, with the features of `deputy.core.guards._features` over
  `normalize.matching_view` (the detector scores exactly these). Rows whose obfuscation a decoding layer removes
  (base64, rot13, reversed) are left out: the detector scores their decoded form.
* Adds, for training only, a misspelt copy (`build_corpus.typo`, seeded by the text) of every plain row, so the
  anagram and stem features meet typos of every training family, not only the rows drawn with the typo obfuscation.
* Calibrates on `dev.jsonl` (families the fit never saw): `block` is the lowest threshold at which at most
  `--max-fp` of the dev benign rows would be blocked, but never below 0.5; `flag` is halfway from 0.5 to it.
* Never reads `heldout.jsonl`: that split is for `deputy guard eval`.
* Keeps weights of magnitude at least `--min-weight`, rounded, so the file stays small.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import random
from pathlib import Path
from typing import Any

import build_corpus
import sklearn
from sklearn.feature_extraction import DictVectorizer
from sklearn.linear_model import LogisticRegression

from deputy.core.guards._features import STEP, WINDOW, features, tokens, window_features, windows
from deputy.core.guards.classifier import SHORT_BLOCK, SHORT_WORDS, LinearModel
from deputy.core.guards.normalize import matching_view

DECODED_BY_LAYERS = frozenset({"base64", "base64_hint", "rot13", "reversed"})
MODEL = Path("src/deputy/core/guards/injection_model.json.gz")


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


def _prose_windows(rows: list[dict[str, Any]]) -> list[list[str]]:
    """Every window the detector would score in each prose chunk: a long benign text is blocked if any one is."""
    return [window for row in rows for window in windows(tokens(matching_view(row["text"])))]


def _embedded(attacks: list[dict[str, Any]], prose: list[dict[str, Any]]) -> list[list[str]]:
    """Windows of prose with a training attack inside, labelled attack: the detector meets an injected paragraph
    in a long tool result through such windows, so the attack's words must outweigh the prose around them.

    Each plain attack goes into one prose chunk (drawn by a generator seeded with the attack's text) at a random
    token, with up to `WINDOW` tokens of prose either side; every window holding the whole attack (or, for an attack
    longer than a window, the most of it) is kept."""
    hosts = [found for found in (tokens(matching_view(r["text"])) for r in prose) if len(found) >= WINDOW]
    out: list[list[str]] = []
    for row in attacks:
        if row["obfuscation"] != "none":
            continue
        rng = random.Random(row["text"])
        attack = tokens(matching_view(row["text"]))
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


def _blocked_share(probabilities: list[tuple[float, int]], block: float) -> float:
    hits = sum(p >= (block if n >= SHORT_WORDS else max(block, SHORT_BLOCK)) for p, n in probabilities)
    return hits / max(1, len(probabilities))


def _threshold(
    benign: list[tuple[float, int]],
    prose: list[tuple[float, int]],
    prose_windows: list[float],
    args: argparse.Namespace,
) -> float:
    """The lowest threshold (at least 0.5) that blocks at most `--max-fp` of the dev benign rows, at most
    `--prose-max-fp` of the dev prose chunks and at most `--prose-window-fp` of their windows.

    The last is the binding one: a text of n windows is blocked when any window is, so a section of 15 windows
    blocked at most 1% of the time needs each window over the threshold well under 0.1% of the time."""
    candidates = {0.5, *(round(p + 0.0005, 4) for p, _ in benign + prose if p >= 0.5)}
    candidates.update(round(p + 0.0005, 4) for p in prose_windows if p >= 0.5)
    allowed = math.floor(args.prose_window_fp * len(prose_windows))
    for block in sorted(candidates):
        if (
            _blocked_share(benign, block) <= args.max_fp
            and _blocked_share(prose, block) <= args.prose_max_fp
            and sum(p >= block for p in prose_windows) <= allowed
        ):
            return min(block, 0.99)
    return 0.99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path("data/guard"))
    parser.add_argument("--out", type=Path, default=MODEL)
    parser.add_argument("--c", type=float, default=4.0, help="inverse regularization strength")
    parser.add_argument("--benign-weight", type=float, default=2.0, help="class weight of templated benign rows")
    parser.add_argument("--prose-weight", type=float, default=2.0, help="weight of each window of training prose")
    parser.add_argument("--embedded", type=float, default=1.0, help="weight of attack windows inside prose (0: none)")
    parser.add_argument("--max-fp", type=float, default=0.01, help="largest share of dev benign rows blocked")
    parser.add_argument("--prose-max-fp", type=float, default=0.005, help="largest share of dev prose blocked")
    parser.add_argument("--prose-window-fp", type=float, default=0.0005, help="largest share of dev prose windows")
    parser.add_argument("--min-weight", type=float, default=0.06)
    args = parser.parse_args()

    train = _with_typos(_usable(_rows(args.data / "train.jsonl")))
    prose_rows = _rows(args.data / "prose_train.jsonl")
    prose = _prose_windows(prose_rows)
    embedded = _embedded([r for r in train if r["label"] == "attack"], prose_rows) if args.embedded else []
    dev = _usable(_rows(args.data / "dev.jsonl"))
    dev_prose = _rows(args.data / "prose_dev.jsonl")
    vectorizer = DictVectorizer()
    x_train = vectorizer.fit_transform(
        [features(matching_view(r["text"])) for r in train]
        + [window_features(window) for window in prose]
        + [window_features(window) for window in embedded]
    )
    x_train.indices, x_train.indptr = x_train.indices.astype("int32"), x_train.indptr.astype("int32")  # liblinear
    y_train = [int(r["label"] == "attack") for r in train] + [0] * len(prose) + [1] * len(embedded)
    sample_weight = [1.0 if r["label"] == "attack" else args.benign_weight for r in train]
    sample_weight += [args.prose_weight] * len(prose) + [args.embedded] * len(embedded)
    model = LogisticRegression(C=args.c, solver="liblinear", max_iter=1000)
    model.fit(x_train, y_train, sample_weight=sample_weight)

    names = vectorizer.get_feature_names_out()
    weights = {
        str(name): round(float(w), 3)
        for name, w in zip(names, model.coef_[0], strict=True)
        if abs(w) >= args.min_weight
    }
    # Calibrated with the detector's own scoring (windows, rounded weights), on families and sources never fitted.
    scorer = LinearModel({"weights": weights, "bias": float(model.intercept_[0]), "block": 1.0, "flag": 1.0})
    scored = [(r, scorer.judge(matching_view(r["text"]))) for r in dev + dev_prose]
    benign = [judged for r, judged in scored if r["label"] == "benign" and r["intent"] != "prose"]
    prose_dev = [judged for r, judged in scored if r["intent"] == "prose"]
    attacks = [judged for r, judged in scored if r["label"] == "attack"]
    dev_windows = [scorer.judge_tokens(w) for r in dev_prose for w in windows(tokens(matching_view(r["text"])))]
    block = _threshold(benign, prose_dev, dev_windows, args)
    digest = hashlib.sha256(
        b"".join((args.data / f"{s}.jsonl").read_bytes() for s in ("train", "dev", "prose_train", "prose_dev"))
    ).hexdigest()
    body = {
        "bias": round(float(model.intercept_[0]), 4),
        "block": block,
        "flag": round((block + 0.5) / 2, 3),
        "weights": weights,
        "meta": {
            "trained_on": "data/guard/train.jsonl and prose_train.jsonl "
            "(scripts/guard_model/build_corpus.py --seed 32)",
            "corpus_sha256": digest[:16],
            "c": args.c,
            "benign_weight": args.benign_weight,
            "prose_weight": args.prose_weight,
            "max_fp": args.max_fp,
            "prose_max_fp": args.prose_max_fp,
            "prose_window_fp": args.prose_window_fp,
            "min_weight": args.min_weight,
            "sklearn": sklearn.__version__,
            "train_rows": len(train),
            "prose_windows": len(prose),
            "embedded": args.embedded,
            "embedded_windows": len(embedded),
            "features_kept": len(weights),
            "features_total": len(names),
        },
    }
    with gzip.GzipFile(args.out, "wb", mtime=0) as raw:
        raw.write(json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8"))
    print(f"features kept {len(weights)} of {len(names)}; model {args.out.stat().st_size} bytes")
    en = [j for r, j in scored if r["label"] == "attack" and r["lang"] == "en"]
    other = [j for r, j in scored if r["label"] == "attack" and r["lang"] != "en"]
    print(
        f"dev: block at {block}: attacks caught {_blocked_share(attacks, block):.1%} "
        f"(en {_blocked_share(en, block):.1%}, other {_blocked_share(other, block):.1%}), "
        f"benign blocked {_blocked_share(benign, block):.1%}, prose blocked {_blocked_share(prose_dev, block):.1%}, "
        f"prose windows over it {sum(p >= block for p in dev_windows)} of {len(dev_windows)}"
    )


if __name__ == "__main__":
    main()
