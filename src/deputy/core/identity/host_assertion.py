"""Host assertions: short-lived, host-audience credentials Deputy mints for one tool call over MCP.

A client's MCP token is for Deputy (RFC 8707 audience) and never goes to the host application (no token
passthrough). Yet a projected tool must reach the host *as the user*. So, for each `tools/call`, the MCP transport
mints a host assertion for the calling principal, hands it to the in-process host caller as
`Authorization: Bearer dph_…`, and revokes it when the call ends:

- It names the user and carries the MCP credential's scope narrowing; the host's `PrincipalDep` re-reads the
  user's live permissions and narrows them by those scopes, so the host sees exactly what the MCP caller may do.
- It lives at most `MAX_LIFETIME` (120 s), and only until the call that minted it ends.
- It is accepted only by the in-process host application (`deputy.web.deps`), never by Deputy's own API, never
  on `/mcp`, never as a browser session.
- It is random (256 bits), kept only in this process's memory as a keyed hash, and looks like every Deputy token
  (`dph_` + 43 characters), so the log scrubber's `DEPUTY_TOKEN` pattern removes it wherever it shows up.

In memory on purpose: the host that accepts it is served in this same process (`HostCallerFactory(app=...)`), so
no other pod ever needs to verify it, and nothing about it is ever written anywhere.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timedelta

from deputy.core.identity.principal import Principal, PrincipalKind
from deputy.errors import AuthError

HOST_ASSERTION_PREFIX = "dph_"
MAX_LIFETIME = timedelta(seconds=120)
DEFAULT_CAPACITY = 10_000
"""Live assertions kept at most; past it the oldest go first (their calls then get the host's 401)."""


@dataclass(frozen=True, slots=True)
class HostGrant:
    """What a valid assertion stands for: the user, the credential's scopes (None: unscoped), and its expiry."""

    user_id: str
    scopes: frozenset[str] | None
    expires_at: datetime


class HostAssertions:
    """Mints, verifies and revokes host assertions. One per process (held by the runtime)."""

    def __init__(self, *, lifetime: timedelta = MAX_LIFETIME, capacity: int = DEFAULT_CAPACITY) -> None:
        if not timedelta(0) < lifetime <= MAX_LIFETIME:
            raise ValueError(f"a host assertion lives more than 0 s and at most {MAX_LIFETIME.total_seconds():g} s")
        self._lifetime = lifetime
        self._capacity = capacity
        self._key = secrets.token_bytes(32)
        # Insertion order is expiry order (one lifetime for all), so pruning pops from the front.
        self._grants: OrderedDict[str, HostGrant] = OrderedDict()

    def mint(self, principal: Principal, *, now: datetime) -> str:
        """A new assertion for `principal` (a user), valid from `now` for the lifetime or until `revoke`."""
        if principal.kind is not PrincipalKind.USER:
            raise AuthError("Only a signed-in user gets a host credential.", code="invalid_token")
        self._prune(now)
        token = HOST_ASSERTION_PREFIX + secrets.token_urlsafe(32)
        self._grants[self._digest(token)] = HostGrant(
            user_id=principal.id, scopes=principal.scopes, expires_at=now + self._lifetime
        )
        while len(self._grants) > self._capacity:
            self._grants.popitem(last=False)
        return token

    def verify(self, token: str, *, now: datetime) -> HostGrant:
        """The grant behind a live assertion; `AuthError` (401) for an unknown, revoked or expired one."""
        grant = self._grants.get(self._digest(token)) if token.startswith(HOST_ASSERTION_PREFIX) else None
        if grant is None:
            raise AuthError("Unknown or ended host credential.", code="invalid_token")
        if grant.expires_at <= now:
            raise AuthError("This host credential has expired.", code="token_expired")
        return grant

    def revoke(self, token: str) -> None:
        self._grants.pop(self._digest(token), None)

    def __len__(self) -> int:
        return len(self._grants)

    def _digest(self, token: str) -> str:
        return hmac.new(self._key, token.encode("utf-8"), hashlib.sha256).hexdigest()

    def _prune(self, now: datetime) -> None:
        while self._grants:
            digest, grant = next(iter(self._grants.items()))
            if grant.expires_at > now:
                return
            del self._grants[digest]
