"""Acme Ops' capability tools: what the assistant can create, each kind's exact schema, and a dry test of a draft.

| tool                    | effect | what                                                    | permission          |
|-------------------------|--------|---------------------------------------------------------|---------------------|
| `list_capabilities`     | read   | what Acme Ops can create (check kinds, incidents)       | `acme.read`         |
| `get_capability_schema` | read   | a kind's JSON Schema, from the model Acme validates with | `acme.read`         |
| `test_check`            | read   | probes a drafted http check once (SSRF-guarded)         | `acme.checks.write` |

With these the assistant follows Checkstack's flow instead of guessing: ground the "how" in the docs, learn the
kinds and the schema, test the draft, then propose `create_check`, which a human applies. `test_check` creates
nothing; it is `read` because it changes no state, and it is limited to users who may add checks because it makes
an outbound request.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Literal

from pydantic import BaseModel, Field

from deputy.core.tools.declarations import Effect, Tool, ToolContext, tool
from deputy.core.tools.schema import validate_arguments
from deputy.demo.acme import CHECK_KINDS, CHECKS_WRITE, READ, CheckKind, IncidentIn
from deputy.errors import ToolExecutionError
from deputy.net.probe import ProbeRefused, ProbeResult, probe_url, system_resolver

CAPABILITY_TOOL_NAMES = ("list_capabilities", "get_capability_schema", "test_check")
CATEGORY = "acme-ops"
BODY_SAMPLE_CHARS = 500
RESERVED_SUFFIXES = (".test", ".example", ".invalid", ".localhost", ".local")
"""Special-use names (RFC 6761, 6762) never exist on the public internet, so the demo never looks them up."""

Prober = Callable[[str], Awaitable[ProbeResult]]
"""Makes one GET to a URL, refusing private addresses (`deputy.net.probe.probe_url`)."""

Capability = Literal["http", "tcp", "dns", "incident"]
_CREATES = {"http": "create_check", "tcp": "create_check", "dns": "create_check", "incident": "create_incident"}
_EXAMPLES: dict[str, dict[str, Any]] = {
    "http": {"kind": "http", "target": "https://search.acme.test/health", "interval_seconds": 30},
    "tcp": {"kind": "tcp", "target": "checkout-db.acme.internal:5432", "interval_seconds": 60},
    "dns": {"kind": "dns", "target": "api.cardprocessor.example", "interval_seconds": 300},
    "incident": {"service_id": "search", "title": "Search index is stale", "severity": "high"},
}
NEXT_STEPS = (
    "Call get_capability_schema(kind) for the exact fields of the kind you need, test an http draft with "
    "test_check, then propose it with create_check; the user confirms before anything is created."
)


async def demo_resolver(host: str, port: int) -> list[str]:
    """The system resolver, except that special-use names are unresolvable without a lookup."""
    if host.lower().rstrip(".").endswith(RESERVED_SUFFIXES):
        raise OSError(f"{host} is a special-use name")
    return await system_resolver(host, port)


async def demo_prober(url: str) -> ProbeResult:
    return await probe_url(url, resolver=demo_resolver)


class CapabilitiesQuery(BaseModel):
    context: Literal["checks", "incidents"] | None = Field(default=None, description="Only checks or incidents")


class SchemaQuery(BaseModel):
    kind: Capability = Field(description="A kind from list_capabilities: http, tcp, dns or incident")


class CheckDraft(BaseModel):
    kind: CheckKind = Field(default="http", description="The drafted check's kind; only http drafts are probed")
    target: str = Field(min_length=3, max_length=300, description="The drafted target, e.g. a https:// URL")
    interval_seconds: int = Field(default=60, description="The drafted interval, 10-3600 s (validated, not used)")


def _models() -> dict[str, type[BaseModel]]:
    return {**CHECK_KINDS, "incident": IncidentIn}


def _summary(model: type[BaseModel]) -> str:
    return " ".join((model.__doc__ or "").split())


def build_capability_tools(prober: Prober = demo_prober) -> tuple[Tool[Any], ...]:
    """The three tools; `prober` is replaceable so tests can point a public-looking name at a local server."""

    @tool(effect=Effect.READ, permissions=[READ], category=CATEGORY, title="What Acme Ops can create")
    async def list_capabilities(ctx: ToolContext, args: CapabilitiesQuery) -> dict[str, Any]:
        """List what Acme Ops can create: the health check kinds (http, tcp, dns) and incidents, each with a
        one-line summary and the tool that creates it. Start here before drafting a check."""
        rows = [
            {"context": "checks" if kind in CHECK_KINDS else "incidents", "kind": kind, "summary": _summary(model)}
            | {"created_with": _CREATES[kind]}
            for kind, model in _models().items()
        ]
        return {"capabilities": [r for r in rows if args.context in (None, r["context"])], "note": NEXT_STEPS}

    @tool(effect=Effect.READ, permissions=[READ], category=CATEGORY, title="A capability's schema")
    async def get_capability_schema(ctx: ToolContext, args: SchemaQuery) -> dict[str, Any]:
        """The exact JSON Schema of one kind's configuration (a check kind's target and interval, or an
        incident), taken from the model Acme Ops validates with, plus an example. Use it before drafting."""
        model = _models()[args.kind]
        return {
            "kind": args.kind,
            "summary": _summary(model),
            "schema": model.model_json_schema(),
            "example": _EXAMPLES[args.kind],
            "created_with": _CREATES[args.kind],
        }

    @tool(effect=Effect.READ, permissions=[CHECKS_WRITE], category=CATEGORY, title="Test a drafted check")
    async def test_check(ctx: ToolContext, args: CheckDraft) -> dict[str, Any]:
        """Try a drafted health check once without creating anything: validates it against its kind's schema and,
        for http, probes the URL (public addresses only) and says whether the check would pass. Iterate here
        before proposing create_check."""
        draft = {"target": args.target, "interval_seconds": args.interval_seconds}
        validate_arguments("test_check", CHECK_KINDS[args.kind], draft)  # names the fields to fix
        if args.kind != "http":
            return {
                "valid": True,
                "tested": False,
                "note": f"The draft is a valid {args.kind} check. Only http drafts can be probed before they exist; "
                "propose it with create_check.",
            }
        try:
            probe = await prober(args.target)
        except ProbeRefused as exc:
            if exc.reason != "unresolvable_host":
                raise  # the SSRF guard said no: the model reads why, and no check may watch that address either
            return {"valid": True, "tested": True, "would_pass": False, "problem": "The host name does not resolve."}
        except ToolExecutionError as exc:
            return {"valid": True, "tested": True, "would_pass": False, "problem": exc.message}
        passing = 200 <= probe.status < 400
        return {
            "valid": True,
            "tested": True,
            "would_pass": passing,
            "status": probe.status,
            "status_text": probe.status_text,
            "content_type": probe.content_type,
            "body_sample": probe.body_sample[:BODY_SAMPLE_CHARS],
            "note": "The check would pass: propose it with create_check."
            if passing
            else f"The URL answered {probe.status}; the check would fail. Tell the user, or fix the target.",
        }

    return (list_capabilities, get_capability_schema, test_check)
