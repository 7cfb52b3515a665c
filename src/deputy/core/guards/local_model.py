"""An operator's own injection classifier as a `Detector`: an ONNX model file, set by `DEPUTY_GUARD_ONNX_MODEL`.

The contract (what `deputy guard eval` can then measure): the model takes one input, a 1x1 tensor of strings (the
text), and its *last* output holds per-class scores for the one text; the score of class index `attack_index`
(default 1) is read as the probability that the text is an injection. Text classifiers exported with their
tokenizer in the graph (scikit-learn pipelines via skl2onnx, ONNX Runtime Extensions) fit; a model that needs a
Python tokenizer must be wrapped by the operator. `onnxruntime` is imported when the detector is built (the
`onnx` extra), and the model runs on the CPU only. Nothing is downloaded: the file is read from disk.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from deputy.core.guards.verdict import Action, InjectionReport, Severity

__all__ = ["CATEGORY", "OnnxDetector"]

CATEGORY = "local_model"


class OnnxDetector:
    """Blocks at `block` and flags at `flag` (probabilities of the attack class)."""

    name = "onnx"

    def __init__(self, path: Path, *, block: float = 0.8, flag: float = 0.5, attack_index: int = 1) -> None:
        import onnxruntime  # the optional extra; a missing package fails here, at start-up, not on a message

        session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
        self._input = session.get_inputs()[0].name
        self._run: Callable[[Any, dict[str, Any]], Sequence[Any]] = session.run
        self._block, self._flag, self._index = block, flag, attack_index

    def probability(self, text: str) -> float:
        outputs = self._run(None, {self._input: [[text]]})
        return _attack_score(outputs[-1], self._index)

    def scan(self, text: str) -> InjectionReport:
        probability = self.probability(text)
        if probability >= self._block:
            return InjectionReport(probability, Severity.HIGH, (CATEGORY,), Action.BLOCK)
        if probability >= self._flag:
            return InjectionReport(probability, Severity.LOW, (CATEGORY,), Action.FLAG)
        return InjectionReport()


def _attack_score(output: Any, index: int) -> float:
    """The attack class's score from a (1, classes) tensor or a list of one {class: score} map (zipmap)."""
    first = output[0]
    if isinstance(first, dict):
        score: Any = first.get(index, first.get(str(index), 0.0))
        return float(score)
    return float(first[index])
