"""The shipped classifier on real prose it was never trained on: Deputy's own documentation and the questions of
`tests/docs/labelled.py`. A retrained model must not block more of them than the shipped one does."""

from __future__ import annotations

import json
from importlib.resources import files

from deputy.core.guards.layered import LayeredDetector
from deputy.core.guards.verdict import Action
from tests.docs.labelled import LABELLED, UNCOVERED

DOCS_SECTIONS_BLOCKED = 4
"""Sections of `docs_index.json` the shipped model blocks (of 126 when measured); the issue's target is 1%. Lower
this number when a retrain does better, never raise it."""


def _sections() -> list[str]:
    index = json.loads(files("deputy").joinpath("docs_index.json").read_text(encoding="utf-8"))
    return [section["text"] for page in index["pages"] for section in page["sections"]]


def test_the_classifier_blocks_almost_none_of_deputys_own_documentation() -> None:
    detector = LayeredDetector(learned=True)
    sections = _sections()
    blocked = [text[:80] for text in sections if detector.scan(text).action is Action.BLOCK]
    assert len(sections) > 100
    assert len(blocked) <= DOCS_SECTIONS_BLOCKED, blocked


def test_the_classifier_blocks_no_labelled_docs_question() -> None:
    detector = LayeredDetector(learned=True)
    questions = [question for question, _ in LABELLED] + list(UNCOVERED)
    assert [q for q in questions if detector.scan(q).action is Action.BLOCK] == []
