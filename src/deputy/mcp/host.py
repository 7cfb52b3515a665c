"""The host caller a tool gets over MCP: a host assertion minted for this call, never the client's MCP token.

```
tools/call ─► mint dph_… for the caller (scopes and all) ─► HttpHostCaller(Authorization: Bearer dph_…)
           ─► the tool's host requests (the host's PrincipalDep checks the user's live permissions)
           ─► call ends: the assertion is revoked and the caller closed
```
Only for an in-process host (`HostCallerFactory(app=...)`), the one place the assertion can be verified. Without
one, tools get no host caller (as before): the MCP token is for Deputy (RFC 8707) and is never passed through.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.runtime import Runtime


@asynccontextmanager
async def call_context(runtime: Runtime, principal: Principal) -> AsyncIterator[ToolContext]:
    """The `ToolContext` for one tool call (or one approval) over MCP, with a host caller when a host is served
    in this process."""
    factory = runtime.host_factory
    if factory is None or factory.app is None:
        yield ToolContext(principal=principal, transport=Transport.MCP)
        return
    assertion = runtime.host_assertions.mint(principal, now=runtime.clock.now())
    host = factory.for_request([("authorization", f"Bearer {assertion}")])
    try:
        yield ToolContext(principal=principal, transport=Transport.MCP, host=host)
    finally:
        runtime.host_assertions.revoke(assertion)
        await host.aclose()
