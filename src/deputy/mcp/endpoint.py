"""`/mcp` in front of the SDK's session manager: Origin validation, authentication, and the 401/403 challenges.

```
request ─► Origin allowed? (403) ─► Bearer token valid, for this resource? (401 + resource_metadata)
        ─► any permission granted? a string holding NUL or a lone surrogate? (400 invalid params, `invalid_text`)
        ─► tools/call within the token's scopes? (403 insufficient_scope)
        ─► SDK session manager of the request's era (MCP-Protocol-Version) ─► handlers in `server.py`
```
The caller is resolved on every request, with live permissions, and left in the ASGI scope for the handlers.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urlsplit

from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.types import INVALID_PARAMS
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import Message, Receive, Scope, Send

from deputy.core.identity.principal import WILDCARD
from deputy.core.tools.access import Refused, decide, granted_permissions
from deputy.core.tools.schema import field_path
from deputy.core.unstorable import may_hold_unstorable, unstorable_text
from deputy.errors import AuthError, BodyTooLarge
from deputy.mcp import tools
from deputy.mcp.credentials import McpCaller, authenticate
from deputy.mcp.server import CALLER_KEY, CURRENT_CALLER
from deputy.runtime import Runtime

DEFAULT_CHALLENGE_SCOPE = "read write"
"""What a client asks for after a bare 401: everything the user may do, narrowed to their live permissions."""


@dataclass(frozen=True, slots=True)
class McpManagers:
    """The SDK's session managers, one per protocol era, over the same server (`mcp.app` says why two)."""

    handshake: StreamableHTTPSessionManager
    """2025-11-25 and older (and requests naming no version): sessions or stateless, answers as SSE streams."""
    modern: StreamableHTTPSessionManager
    """2026-07-28 and later: stateless, answers as JSON."""

    def for_request(self, headers: Headers) -> StreamableHTTPSessionManager:
        """The SDK's own era rule: a named version that is not a handshake version is the modern era's."""
        version = headers.get("mcp-protocol-version")
        return self.modern if version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS else self.handshake


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


class McpEndpoint:
    """The ASGI app mounted at `/mcp`."""

    def __init__(
        self,
        runtime: Runtime,
        managers: McpManagers,
        *,
        resource: str,
        resource_metadata_url: str,
    ) -> None:
        self._runtime = runtime
        self._managers = managers
        self._resource = resource
        self._metadata_url = resource_metadata_url
        settings = runtime.settings
        self._origins = {origin_of(settings.public_url), *(origin_of(o) for o in settings.mcp_allowed_origins)}
        self._max_body = settings.max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = Headers(scope=scope)
        manager = self._managers.for_request(headers)
        if scope["type"] != "http":
            await manager.handle_request(scope, receive, send)
            return
        origin = headers.get("origin")
        if origin is not None and origin.lower() not in self._origins:
            # DNS rebinding and cross-site calls from a browser: refused before anything else happens.
            await JSONResponse({"error": "forbidden_origin", "message": "This Origin may not call /mcp."}, 403)(
                scope, receive, send
            )
            return
        try:
            caller = await authenticate(self._runtime, headers.get("authorization"), resource=self._resource)
        except AuthError as exc:
            presented = bool(headers.get("authorization"))
            await self._challenge(401, exc.code, exc.message, invalid=presented)(scope, receive, send)
            return
        if not granted_permissions(caller.principal, self._runtime.registry.permission_catalog()):
            await self._challenge(403, "insufficient_scope", "This token grants no permission here.")(
                scope, receive, send
            )
            return
        if scope.get("method") == "POST":
            body = await _read_body(receive, limit=self._max_body)
            if body is None:  # the app's `BodyLimit` answers first; this holds for /mcp mounted anywhere else
                await JSONResponse(BodyTooLarge(self._max_body).to_problem(), 413)(scope, receive, send)
                return
            refusal = _unstorable_refusal(body) if may_hold_unstorable(body) else None
            if refusal is not None:
                await refusal(scope, receive, send)
                return
            missing = await self._scope_shortfall(caller, body)
            if missing:
                await self._challenge(
                    403, "insufficient_scope", "The token's scopes do not cover this tool.", scope_value=missing
                )(scope, receive, send)
                return
            receive = _replay(body, receive)
        scope[CALLER_KEY] = caller
        scope["user"] = AuthenticatedUser(
            AccessToken(
                token=caller.credential_id,
                client_id=caller.client_id,
                scopes=sorted(caller.principal.scopes or ()),
                subject=caller.principal.id,
            )
        )
        current = CURRENT_CALLER.set(caller)
        try:
            await manager.handle_request(scope, receive, send)
        finally:
            CURRENT_CALLER.reset(current)

    async def _scope_shortfall(self, caller: McpCaller, body: bytes) -> str | None:
        """For `tools/call` of a tool the *user* may use but the token's scopes leave out: the scopes to ask for
        (step-up). A tool the user may not use at all is the gateway's business (an `isError` result)."""
        principal = caller.principal
        if principal.scopes is None:
            return None
        try:
            message = json.loads(body)
        except ValueError:
            return None
        if not isinstance(message, dict) or message.get("method") != "tools/call":
            return None
        params = message.get("params")
        name = params.get("name") if isinstance(params, dict) else None
        tool = self._runtime.registry.get(name) if isinstance(name, str) else None
        if tool is None:
            return None
        catalog = self._runtime.registry.permission_catalog()
        verdict = decide(principal, tool, catalog)
        if not isinstance(verdict, Refused) or not verdict.missing:
            return None
        live = principal.permissions
        if WILDCARD not in live and not verdict.missing <= live:
            return None
        await tools.record_refusal(self._runtime, principal, tool.name, "insufficient_scope")
        return " ".join(sorted(verdict.missing | set(principal.scopes)))

    def _challenge(
        self, status: int, error: str, message: str, *, invalid: bool = False, scope_value: str | None = None
    ) -> JSONResponse:
        parts = []
        if status == 403:
            parts.append(f'error="{error}"')
        elif invalid:
            parts.append('error="invalid_token"')
        parts.append(f'scope="{scope_value or DEFAULT_CHALLENGE_SCOPE}"')
        parts.append(f'resource_metadata="{self._metadata_url}"')
        return JSONResponse(
            {"error": error if status == 403 or invalid else "unauthorized", "error_description": message},
            status_code=status,
            headers={"WWW-Authenticate": "Bearer " + ", ".join(parts), "Cache-Control": "no-store"},
        )


def _unstorable_refusal(body: bytes) -> JSONResponse | None:
    """A JSON-RPC error (invalid params, 400) naming each string of the request that holds NUL or a lone surrogate,
    or None for a request without one. The SDK's parsers take NUL (and, in the 2026-07-28 era, lone surrogates)
    and would hand them to a tool or a store; a request that is not JSON is the SDK's to answer."""
    try:
        message = json.loads(body)
    except (ValueError, RecursionError):
        return None
    found = unstorable_text(message)
    if not found:
        return None
    issues = [{"field": field_path(text.path), "message": text.message} for text in found]
    request_id = message.get("id") if isinstance(message, dict) else None
    if not isinstance(request_id, str | int) or any(text.path == ("id",) for text in found):
        request_id = None
    error = {
        "code": INVALID_PARAMS,
        "message": f"Invalid text: {', '.join(issue['field'] for issue in issues)}.",
        "data": {"error": "invalid_text", "issues": issues},
    }
    return JSONResponse({"jsonrpc": "2.0", "id": request_id, "error": error}, status_code=400)


async def _read_body(receive: Receive, *, limit: int) -> bytes | None:
    """The whole request body, or None when it is larger than `limit`."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
