"""Secret scrubbing for everything Deputy writes: messages, model messages, summaries, audit rows, log lines.

Two rules, applied to any nesting of dicts, lists, tuples and strings:

* **key rule**: a mapping key that, lower-cased with whitespace removed, contains a credential word (Checkstack's
  list: `apikey`, `secret`, `password`, `authorization`, `access_token`, `client_secret`, `credential`...) has
  its whole value replaced by `[REDACTED]` (booleans and None stay: they carry no secret);
* **value rule**: inside every string, each credential-shaped span (provider `sk-` keys, AWS, GitHub, GitLab,
  Slack, Stripe, Google, JWT, PEM private keys, Bearer/Basic tokens, `user:pass@` URLs, `password=`...) is
  replaced by `[REDACTED]`. Only the secret goes, so the prose around it survives.

`scrub` never mutates its input, survives cycles (a repeated container becomes `[REDACTED]`) and is idempotent.

Because every write passes through here, scrubbing also makes a value storable on every engine: a NUL or a lone
surrogate (which a model can emit as `"\\u0000"` or `"\\ud800"`) becomes U+FFFD, and a float that JSON cannot
hold (NaN, ±Infinity) becomes null, so a turn's final write can never fail on Postgres and leave it half-stored.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from deputy.core.guards._engine import utf8
from deputy.core.guards.credentials import find_credentials
from deputy.core.guards.normalize import pii_view

__all__ = ["REDACTED", "SECRET_KEY_WORDS", "is_secret_key", "scrub", "scrub_text", "secret_spans", "storable_text"]

REDACTED = "[REDACTED]"
SECRET_KEY_WORDS = (
    "apikey", "api-key", "api_key", "secret", "password", "passwd", "authorization", "auth-token", "authtoken",
    "access-token", "accesstoken", "access_token", "refresh-token", "refreshtoken", "refresh_token", "bearer",
    "x-api-key", "private-key", "privatekey", "private_key", "client-secret", "clientsecret", "client_secret",
    "credential", "cookie", "session-token", "session_token", "id_token", "id-token",
)  # fmt: skip
_MAX_DEPTH = 64
_PLAIN = re.compile(r"[\t\n\r\x20-\x7e]*")
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def is_secret_key(key: object) -> bool:
    """Whether a mapping key names a secret (Checkstack's key rule)."""
    if not isinstance(key, str):
        return False
    folded = "".join(key.lower().split())
    return any(word in folded for word in SECRET_KEY_WORDS)


def secret_spans(text: str) -> set[tuple[int, int]]:
    """The (start, end) of each credential-shaped span in `text`, also spans hidden by invisibles or homoglyphs."""
    text = storable_text(text)  # the linear engine reads UTF-8: a lone surrogate has none
    spans = {(start, end) for _, start, end in find_credentials(text) if text[start:end] != REDACTED}
    if not _PLAIN.fullmatch(text):
        folded = pii_view(text)  # a zero-width character or a homoglyph must not hide a key
        for _, start, end in find_credentials(folded.text):
            if folded.text[start:end] != REDACTED:
                spans.add(folded.span_to_original(start, end))
    return spans


def storable_text(text: str) -> str:
    """`text` with each NUL and lone surrogate replaced by U+FFFD: one code point for one, so offsets still hold."""
    if "\x00" not in text:
        try:
            utf8(text)  # only a lone surrogate fails; the guards' patterns then read this encoding
        except UnicodeEncodeError:
            pass
        else:
            return text
    return _UNSTORABLE.sub("\ufffd", text)


def scrub_text(text: str) -> str:
    """`text` with each credential-shaped span replaced by `[REDACTED]` (also spans hidden by invisibles)."""
    text = storable_text(text)
    spans = sorted(secret_spans(text))
    if not spans:
        return text
    pieces: list[str] = []
    cursor = 0
    for start, end in spans:
        if start < cursor:
            if end > cursor:
                cursor = end
            continue
        pieces.append(text[cursor:start])
        pieces.append(REDACTED)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def scrub(value: Any) -> Any:
    """A scrubbed copy of `value` (see the module docstring); other scalars are returned as they are."""
    return _scrub(value, set(), 0)


def _scrub(value: Any, seen: set[int], depth: int) -> Any:
    if isinstance(value, str):
        return scrub_text(value)
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if not isinstance(value, Mapping | list | tuple | set | frozenset):
        return value
    if id(value) in seen or depth > _MAX_DEPTH:
        return REDACTED
    seen = seen | {id(value)}
    if isinstance(value, Mapping):
        return {key: _scrub_entry(key, item, seen, depth) for key, item in value.items()}
    items = [_scrub(item, seen, depth + 1) for item in value]
    if isinstance(value, tuple):
        return tuple(items)
    return items


def _scrub_entry(key: object, item: Any, seen: set[int], depth: int) -> Any:
    if is_secret_key(key) and item is not None and not isinstance(item, bool):
        return REDACTED
    return _scrub(item, seen, depth + 1)
