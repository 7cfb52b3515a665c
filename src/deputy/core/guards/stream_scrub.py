"""Scrubbing text that arrives in pieces: a model's streamed answer.

A secret can straddle deltas (`"sk-pr"`, `"oj-…"`), and some are only recognisable with the words before them
(`password = hunter2`). `StreamScrubber` therefore holds back a word being written that could be (part of) a
credential, which contains no whitespace, and looks at each released piece together with the tail of what it
already released. A span that starts in that tail and runs into the new piece has its new part replaced.

A plain word is not held: a model's tokens mostly begin with their space (`"Hello"`, `","`, `" the"`), so holding
every word until the next space would delay each one by a token, the first text by two. A word so far of lowercase
letters (one capital first) with closing punctuation is released at once, unless the text just before it names a
credential (`password`, `token`, `key`…). What such a word can give away of a secret it turns out to begin is a
credential's literal type prefix (`sk`, `ghp`, `dpo`): the key material has digits, capitals inside, or `_-/+=`,
and from that character on the word is held as before. Plain words and whitespace are released without a scan: no
credential pattern matches a plain word alone, and a span running through whitespace is found with what follows.

A private key spans many words and lines, far more than the tail holds: once its header is released with its body
still running, everything up to its footer (or the first character no key body has) is dropped, not released.
"""

from __future__ import annotations

import re

from deputy.core.guards import prose_passwords
from deputy.core.guards.credentials import private_key_body, unfinished_private_key
from deputy.core.guards.scrub import REDACTED, secret_spans, storable_text

__all__ = ["StreamScrubber"]

_SHORT_CONTEXT = 96
"""Characters of already-released text re-examined with each new piece (a key word, `=` and some spacing)..."""
_CONTEXT = prose_passwords.MAX_REACH + 16
"""...or after a word naming a credential: the farthest a credential pattern reaches back from its value (a password
word, a preposition and three words, a copula: `prose_passwords.MAX_REACH`)."""
_MAX_HELD = 512
"""A "word" longer than this is released anyway (scrubbed on its own), so nothing is held back without bound."""
_PLAIN_WORD = re.compile(r"[(\[\"']?[A-Z]?[a-z]{0,32}(?:'[a-z]{0,8})?[,.!?;)\]\"']{0,3}")
"""A word (so far) released before its space: lowercase letters, one capital first, an apostrophe, punctuation."""
_NAMES_A_SECRET = (
    "pass",
    "pwd",
    "secret",
    "private",
    "key",
    "token",
    "bearer",
    "basic",
    "auth",
    *prose_passwords.NAMES,
)
"""Words whose credential patterns (`guards.credentials`, `guards.prose_passwords`) take the text after them: the
next word waits its space."""
_NAMES = re.compile("|".join(re.escape(name) for name in _NAMES_A_SECRET))
_LONGEST_NAME = max(map(len, _NAMES_A_SECRET))
_NAMING_REACH = prose_passwords.MAX_REACH
"""How far back a naming word holds the next one: the patterns allow a suffix, a preposition phrase, quotes, `=`
and spacing between."""


class StreamScrubber:
    """`feed` each delta and emit what it returns; `flush` at the end of the part."""

    def __init__(self) -> None:
        self._held = ""
        self._word: str | None = ""
        """What of the word being written was released before its space; None once it is not plain (every word
        that begins with a word that is not plain is not plain either)."""
        self._tail = ""
        self._since_name = _NAMING_REACH + 1
        """Characters released since the start of the last word naming a credential (`_remember` counts them)."""
        self._footer: str | None = None
        """The footer of the private key being written, whose body is dropped."""
        self._block = ""
        """The end of the dropped body, where its footer may have begun."""
        self.redacted = 0
        """How many secrets were replaced so far."""

    def feed(self, text: str) -> str:
        if self._footer is not None:
            return self._drop_key(text)
        self._held += text
        cut = max(self._held.rfind(" "), self._held.rfind("\n"), self._held.rfind("\t"))
        released = ""
        if cut >= 0 or len(self._held) > _MAX_HELD:
            cut = len(self._held) if cut < 0 else cut + 1
            ready, self._held = self._held[:cut], self._held[cut:]
            self._word = "" if ready[-1].isspace() else None  # released unended: more than a plain word's length
            released = self._release(ready)
            if self._footer is not None:  # a private key began: what is held is its body
                held, self._held, self._word = self._held, "", ""
                return released + self._drop_key(held)
        if self._held and self._word is not None:
            word = self._word + self._held
            if _PLAIN_WORD.fullmatch(word) is None:
                self._word = None
            elif self._since_name > _NAMING_REACH:
                released += self._held
                self._remember(self._held)
                self._word, self._held = word, ""
        return released

    def _remember(self, released: str) -> None:
        """Add what was released to the tail and count from the last word in it naming a credential, looked for in
        what is new (with the end of the tail, where one may have begun): the cost of a piece, not of the reach."""
        seen = (self._tail[-_LONGEST_NAME:] + released).lower()
        self._tail = (self._tail + released)[-_CONTEXT:]
        last = None
        for last in _NAMES.finditer(seen):  # noqa: B007 (the last one counts)
            pass
        self._since_name = len(seen) - last.start() if last is not None else self._since_name + len(released)

    def _drop_key(self, text: str) -> str:
        """Drop a private key's body through its footer, then go on with what follows."""
        assert self._footer is not None
        self._block += text
        end = self._block.find(self._footer)
        if end >= 0:
            end += len(self._footer)
        else:
            end = private_key_body(self._block)
            if end == len(self._block):  # still its body: keep only where a footer may have begun
                self._block = self._block[-len(self._footer) :]
                return ""
        rest, self._footer, self._block = self._block[end:], None, ""
        return self.feed(rest) if rest else ""

    def flush(self) -> str:
        if self._footer is not None:
            self._footer, self._block = None, ""
        ready, self._held, self._word = self._held, "", ""
        return self._release(ready) if ready else ""

    def _release(self, piece: str) -> str:
        if piece.isspace():  # no secret has a character here: a span running through it is found with what follows
            self._tail = (self._tail + piece)[-_CONTEXT:]
            self._since_name += len(piece)
            return piece
        # The whole tail only after a word naming a credential: only a password stated with a preposition phrase
        # reaches that far back.
        tail = self._tail if self._since_name <= _NAMING_REACH else self._tail[-_SHORT_CONTEXT:]
        window = tail + storable_text(piece)
        offset = len(tail)
        pieces: list[str] = []
        cursor = offset
        for start, end in sorted(secret_spans(window)):
            if end <= cursor:
                continue  # wholly in released text: too late, and it was scrubbed as best it could be then
            start = max(start, cursor)
            pieces.append(window[cursor:start])
            pieces.append(REDACTED)
            self.redacted += 1
            cursor = end
        pieces.append(window[cursor:])
        released = "".join(pieces)
        self._remember(released)
        self._footer = unfinished_private_key(window)
        if self._footer is not None:  # the footer may have begun in what was just released
            self._block = window[-len(self._footer) :]
        return released
