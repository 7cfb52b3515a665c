"""Proposal tokens: `dpp_<proposal id>.<nonce>`, the nonce 256 random bits, only its hash is stored."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import uuid
from dataclasses import dataclass

from deputy.errors import MalformedToken

PREFIX = "dpp_"
NONCE_BYTES = 32
CONFIRM_PATH = "/proposals/"
"""The web UI's confirm page of one proposal: `{public_url}/proposals/{token}` (chat, MCP and headless runs)."""


def confirm_url(token: str, public_url: str = "") -> str:
    """Where a human applies or declines the proposal `token` (relative when `public_url` is empty)."""
    return f"{public_url.rstrip('/')}{CONFIRM_PATH}{token}"


@dataclass(frozen=True, slots=True)
class ProposalToken:
    proposal_id: str
    nonce: str

    def __str__(self) -> str:
        return f"{PREFIX}{self.proposal_id}.{self.nonce}"

    @property
    def nonce_hash(self) -> str:
        return hash_nonce(self.nonce)


def new_token() -> ProposalToken:
    return ProposalToken(proposal_id=uuid.uuid4().hex, nonce=secrets.token_urlsafe(NONCE_BYTES))


def parse_token(raw: object) -> ProposalToken:
    """Split a token on its first dot; anything that is not `dpp_<hex id>.<nonce>` is malformed (400)."""
    if not isinstance(raw, str) or not raw.startswith(PREFIX) or len(raw) > 200:
        raise MalformedToken("This is not a proposal token.")
    proposal_id, dot, nonce = raw[len(PREFIX) :].partition(".")
    if not dot or not nonce or len(proposal_id) != 32 or not all(c in "0123456789abcdef" for c in proposal_id):
        raise MalformedToken("This proposal token is malformed.")
    return ProposalToken(proposal_id=proposal_id, nonce=nonce)


def hash_nonce(nonce: str) -> str:
    return hashlib.sha256(nonce.encode("utf-8")).hexdigest()


def nonce_matches(token: ProposalToken, stored_hash: str) -> bool:
    """Constant-time comparison of the presented nonce against the stored hash."""
    return hmac.compare_digest(token.nonce_hash.encode("ascii"), stored_hash.encode("ascii"))
