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

from deputy.core.guards._features import features
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


def _threshold(benign_probabilities: list[float], max_fp: float) -> float:
    allowed = math.floor(max_fp * len(benign_probabilities))
    ranked = sorted(benign_probabilities, reverse=True)
    above = ranked[allowed] if allowed < len(ranked) else 0.0
    return max(0.5, round(above + 0.005, 3))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path("data/guard"))
    parser.add_argument("--out", type=Path, default=MODEL)
    parser.add_argument("--c", type=float, default=4.0, help="inverse regularization strength")
    parser.add_argument("--benign-weight", type=float, default=2.0, help="class weight of benign rows")
    parser.add_argument("--max-fp", type=float, default=0.01, help="largest share of dev benign rows blocked")
    parser.add_argument("--min-weight", type=float, default=0.05)
    args = parser.parse_args()

    train = _with_typos(_usable(_rows(args.data / "train.jsonl")))
    dev = _usable(_rows(args.data / "dev.jsonl"))
    vectorizer = DictVectorizer()
    x_train = vectorizer.fit_transform([features(matching_view(r["text"])) for r in train])
    x_train.indices, x_train.indptr = x_train.indices.astype("int32"), x_train.indptr.astype("int32")  # liblinear
    y_train = [int(r["label"] == "attack") for r in train]
    model = LogisticRegression(
        C=args.c, solver="liblinear", class_weight={0: args.benign_weight, 1: 1.0}, max_iter=1000
    )
    model.fit(x_train, y_train)

    names = vectorizer.get_feature_names_out()
    weights = {
        str(name): round(float(w), 3)
        for name, w in zip(names, model.coef_[0], strict=True)
        if abs(w) >= args.min_weight
    }
    bias = float(model.intercept_[0])
    x_dev = vectorizer.transform([features(matching_view(r["text"])) for r in dev])
    probabilities = model.predict_proba(x_dev)[:, 1]
    benign = [float(p) for p, r in zip(probabilities, dev, strict=True) if r["label"] == "benign"]
    attacks = [float(p) for p, r in zip(probabilities, dev, strict=True) if r["label"] == "attack"]
    block = _threshold(benign, args.max_fp)
    digest = hashlib.sha256(b"".join((args.data / f"{s}.jsonl").read_bytes() for s in ("train", "dev"))).hexdigest()
    body = {
        "bias": round(bias, 4),
        "block": block,
        "flag": round((block + 0.5) / 2, 3),
        "weights": weights,
        "meta": {
            "trained_on": "data/guard/train.jsonl (scripts/guard_model/build_corpus.py --seed 32)",
            "corpus_sha256": digest[:16],
            "c": args.c,
            "benign_weight": args.benign_weight,
            "max_fp": args.max_fp,
            "min_weight": args.min_weight,
            "sklearn": sklearn.__version__,
            "train_rows": len(train),
            "features_kept": len(weights),
            "features_total": len(names),
        },
    }
    with gzip.GzipFile(args.out, "wb", mtime=0) as raw:
        raw.write(json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8"))
    caught = sum(p >= block for p in attacks) / max(1, len(attacks))
    blocked = sum(p >= block for p in benign) / max(1, len(benign))
    print(f"features kept {len(weights)} of {len(names)}; model {args.out.stat().st_size} bytes")
    print(f"dev: block at {block}: attacks caught {caught:.1%}, benign blocked {blocked:.1%}")


if __name__ == "__main__":
    main()
