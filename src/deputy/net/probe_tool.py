"""`probe_url` as a tool: the assistant fetches one public URL (Checkstack's probe) and reads its status, type and
the start of its body, to check a link or an endpoint a user asks about. Offered when `DEPUTY_PROBE_TOOL` is on, to
holders of `net.probe`; every address rule of `deputy.net.probe` applies before any connection is made."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from deputy.core.tools.declarations import Effect, Tool, ToolContext, tool
from deputy.core.tools.registry import ToolRegistry
from deputy.net.probe import ProbeResult, probe_url

PROBE_PERMISSION = "net.probe"
Prober = Callable[[str, Literal["GET", "HEAD"]], Awaitable[ProbeResult]]


class ProbeArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    url: str = Field(min_length=8, max_length=2048, description="An http:// or https:// URL on a public host")
    method: Literal["GET", "HEAD"] = Field(default="GET", description="HEAD reads no body")


async def _probe(url: str, method: Literal["GET", "HEAD"]) -> ProbeResult:
    return await probe_url(url, method=method)


def build_probe_tool(prober: Prober = _probe) -> Tool[Any]:
    """The tool; `prober` is replaceable so tests can reach a local server through a public-looking name."""

    @tool(name="probe_url", effect=Effect.READ, permissions={PROBE_PERMISSION}, title="Probe a URL", category="network")
    async def probe(ctx: ToolContext, args: ProbeArgs) -> dict[str, Any]:
        """Fetch a URL once and report its HTTP status, content type, headers and the start of its body. Only
        public addresses: a private, loopback or link-local address (or a name that resolves to one) is refused
        before any connection. Use it to check that a link or an endpoint answers."""
        del ctx
        result: dict[str, Any] = (await prober(args.url, args.method)).model_dump(by_alias=True)
        return result

    return probe


def register_probe_tool(registry: ToolRegistry) -> None:
    """Add `probe_url`, unless the application registered a tool of that name first."""
    if "probe_url" not in registry:
        registry.register(build_probe_tool())
