"""Conversation titles: a cheap model suggestion, sanitized, with a heuristic fallback (Checkstack's rules)."""

from __future__ import annotations

import re

MAX_TITLE_WORDS = 6
MAX_TITLE_CHARS = 60
TITLE_PROMPT = (
    "Write a title of at most six words for a conversation that starts with the user's message below. "
    "Answer with the title only: no quotes, no markdown, no trailing punctuation."
)

TITLE_REQUEST = "Name the conversation that starts with this message:"
"""How the title request's user message begins (scripted test models route title requests by it)."""

_WHITESPACE = re.compile(r"\s+")
_LEADING_MARKER = re.compile(r"^(?:#{1,6}\s*|[-*+]\s+|\d+\.\s+)")
_QUOTE_PAIRS = (('"', '"'), ("'", "'"), ("\u201c", "\u201d"), ("\u2018", "\u2019"), ("`", "`"))
_EMPHASIS = re.compile(r"[*_`]+")
_TRAILING_PUNCTUATION = re.compile(r"[.,!?;:]+$")


def heuristic_title(text: str) -> str:
    """The first six words of the message, at most 60 characters, no ellipsis."""
    return _cap(_WHITESPACE.sub(" ", text).strip())


def sanitize_title(suggestion: str, *, fallback_text: str) -> str:
    """Clean a model's title; when nothing usable is left, fall back to the heuristic over the user's text."""
    line = next((ln for ln in suggestion.splitlines() if ln.strip()), "")
    title = _LEADING_MARKER.sub("", _WHITESPACE.sub(" ", line).strip())
    title = _strip_quotes(title)
    title = _EMPHASIS.sub("", title)
    title = _TRAILING_PUNCTUATION.sub("", _WHITESPACE.sub(" ", title).strip())
    title = _cap(title)
    return title or heuristic_title(fallback_text)


def _strip_quotes(title: str) -> str:
    changed = True
    while changed and len(title) >= 2:
        changed = False
        for opening, closing in _QUOTE_PAIRS:
            if title.startswith(opening) and title.endswith(closing):
                title = title[len(opening) : -len(closing)].strip()
                changed = True
    return title


def _cap(text: str) -> str:
    words = " ".join(text.split(" ")[:MAX_TITLE_WORDS])
    return words[:MAX_TITLE_CHARS].rstrip()
