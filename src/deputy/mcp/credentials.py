"""Who is calling `/mcp`: a Deputy OAuth access token (audience-checked) or a personal API token.

Both resolve to a `Principal` with the user's *live* permissions and the credential's scopes, read on every
request, so a downgraded or disabled user loses tools at the next request. Nothing here forwards a credential
anywhere: tokens minted for other servers are refused, and ours never leave Deputy (no token passthrough).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from deputy.core.identity.credentials import API_TOKEN_PREFIX
from deputy.core.identity.principal import Principal
from deputy.errors import AuthError
from deputy.runtime import Runtime

ACCESS_PREFIX = "dpo_"
REFRESH_PREFIX = "dpr_"
CODE_PREFIX = "dpc_"
CLIENT_SECRET_PREFIX = "dpk_"  # not dps_: that is a web session token
MAX_TOKEN_LENGTH = 200


def mint(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def digest(secret: str) -> str:
    """What the database keeps of any OAuth secret (codes, tokens, client secrets)."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def pkce_matches(verifier: str, challenge: str) -> bool:
    """RFC 7636 S256: BASE64URL(SHA256(verifier)) == challenge, compared in constant time."""
    if not 43 <= len(verifier) <= 128:
        return False
    computed = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode("ascii", "replace")).digest())
    return hmac.compare_digest(computed.decode("ascii").rstrip("="), challenge)


@dataclass(frozen=True, slots=True)
class McpCaller:
    """The authenticated caller of one `/mcp` request. `client_id` names the OAuth client (or the API token)."""

    principal: Principal
    client_id: str
    credential_id: str
    """A stable, non-secret id of the credential (a hash prefix): the SDK binds sessions to it."""


async def authenticate(runtime: Runtime, authorization: str | None, *, resource: str) -> McpCaller:
    """Resolve an `Authorization` header. Raises `AuthError` (→ 401 with a challenge) for anything else."""
    scheme, _, credential = (authorization or "").partition(" ")
    credential = credential.strip()
    if scheme.lower() != "bearer" or not credential:
        raise AuthError("Send `Authorization: Bearer <token>` (OAuth 2.1 or a personal API token).")
    if len(credential) > MAX_TOKEN_LENGTH:
        raise AuthError("Unknown token.", code="invalid_token")
    now = runtime.clock.now()
    if credential.startswith(API_TOKEN_PREFIX):
        principal = await runtime.stores.identity.principal_for_api_token(credential, now=now)
        return McpCaller(principal=principal, client_id="api-token", credential_id=digest(credential)[:16])
    if not credential.startswith(ACCESS_PREFIX):
        raise AuthError("Unknown token.", code="invalid_token")
    found = await runtime.stores.oauth.access_principal(digest(credential), now=now)
    if found is None:
        raise AuthError("Unknown, expired or revoked access token.", code="invalid_token")
    record, principal = found
    if record.resource != resource:
        # RFC 8707: a token minted for another resource (audience) is never accepted here.
        raise AuthError("This token was not issued for this MCP server.", code="invalid_token")
    return McpCaller(principal=principal, client_id=record.client_id, credential_id=record.family_id)
