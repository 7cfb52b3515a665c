"""Audit helpers: the salted argument digest. Raw arguments are never stored anywhere."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any


def canonical_json(value: Any) -> str:
    """Key-order-stable JSON; list order matters."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def args_digest(secret: bytes, arguments: Any) -> str:
    """HMAC-SHA256 of the canonical arguments under a server key: stable for dedupe, useless for dictionaries."""
    return hmac.new(secret, canonical_json(arguments).encode("utf-8"), hashlib.sha256).hexdigest()
