"""The committed corpus files keep the fresh batch out of every fit (`scripts/guard_model/build_corpus.FRESH`):
`train.py` reads `train.jsonl` and `dev.jsonl` only, so a fresh row there would make `fresh.jsonl` no test at all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parents[2] / "data" / "guard"


def _rows(name: str) -> list[dict[str, str]]:
    path = CORPUS / f"{name}.jsonl"
    if not path.is_file():
        pytest.skip(f"{path} is not in this checkout")
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_fresh_rows_are_in_no_split_a_model_is_fitted_or_read_on() -> None:
    fresh = _rows("fresh")
    fresh_batches = {row["batch"] for row in fresh}
    assert fresh and fresh_batches == {"q", "r", "s"}
    fitted = [row for name in ("train", "dev", "heldout") for row in _rows(name)]
    assert not fresh_batches & {row["batch"] for row in fitted}
    assert not {row["text"] for row in fresh} & {row["text"] for row in fitted if row["label"] == "attack"}
    assert {row["label"] for row in fresh} == {"attack", "benign"}
