from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from deputy.core.clock import SystemClock
from deputy.core.identity.principal import WILDCARD, Principal
from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE, Allowed, decide, granted_permissions, narrow
from deputy.core.tools.declarations import Effect, Tool, ToolContext
from deputy.core.tools.gateway import ToolGateway
from deputy.core.tools.registry import ToolRegistry

PERMISSIONS = [
    f"{area}.{level}" for area in ("incidents", "services", "checks", "oncall") for level in ("read", "write")
]
CATALOG = frozenset(PERMISSIONS)


class NoArgs(BaseModel):
    pass


async def _noop(ctx: ToolContext, args: NoArgs) -> None:
    return None


def make_tool(permissions: frozenset[str]) -> Tool[Any]:
    return Tool(
        name="t",
        description="d",
        input_model=NoArgs,
        effect=Effect.READ,
        permissions=permissions,
        execute=_noop,
    )


permission_sets = st.frozensets(st.sampled_from([*PERMISSIONS, WILDCARD, "unknown.perm"]), max_size=6)
scope_sets = st.one_of(
    st.none(),
    st.frozensets(st.sampled_from([*PERMISSIONS, WILDCARD, READ_SCOPE, WRITE_SCOPE, "bogus"]), max_size=6),
)


@settings(max_examples=3000, derandomize=True, deadline=None)
@given(live=permission_sets, scopes=scope_sets, required=st.frozensets(st.sampled_from(PERMISSIONS), max_size=3))
def test_scopes_never_widen_a_principal(
    live: frozenset[str], scopes: frozenset[str] | None, required: frozenset[str]
) -> None:
    principal = Principal.user("u", tenant_id="t", permissions=live, scopes=scopes)

    granted = granted_permissions(principal, CATALOG)
    allowed = isinstance(decide(principal, make_tool(required), CATALOG), Allowed)
    ceiling = (live | CATALOG) if WILDCARD in live else live

    assert granted <= ceiling
    if scopes is not None:
        assert WILDCARD not in granted
        assert granted <= (ceiling - {WILDCARD})
    if allowed:
        unscoped = isinstance(
            decide(Principal.user("u", tenant_id="t", permissions=live), make_tool(required), CATALOG), Allowed
        )
        assert unscoped, "a scoped credential may never reach a tool the unscoped principal cannot"
        if required:
            assert WILDCARD in live or required <= live
        else:
            assert WILDCARD in live and scopes is None


def test_bundles_expand_from_the_catalogue_and_intersect_with_live_permissions() -> None:
    live = frozenset({"incidents.read", "incidents.write", "services.read"})

    assert narrow(requested=frozenset({READ_SCOPE}), live=live, catalog=CATALOG) == {"incidents.read", "services.read"}
    assert narrow(requested=frozenset({WRITE_SCOPE}), live=live, catalog=CATALOG) == live
    assert narrow(requested=frozenset({"checks.write"}), live=live, catalog=CATALOG) == frozenset()


def test_an_admins_scoped_token_gets_the_catalogue_as_ceiling_but_never_the_wildcard() -> None:
    granted = narrow(requested=frozenset({WRITE_SCOPE, WILDCARD}), live=frozenset({WILDCARD}), catalog=CATALOG)

    assert granted == CATALOG
    assert WILDCARD not in granted


def test_an_anonymous_caller_is_granted_nothing() -> None:
    assert granted_permissions(Principal.anonymous(), CATALOG) == frozenset()
    assert not isinstance(decide(Principal.anonymous(), make_tool(frozenset({"incidents.read"})), CATALOG), Allowed)


@settings(max_examples=500, derandomize=True, deadline=None)
@given(live=permission_sets, scopes=scope_sets)
def test_a_listing_holds_exactly_the_tools_the_call_time_predicate_allows(
    live: frozenset[str], scopes: frozenset[str] | None
) -> None:
    registry = ToolRegistry()
    for number, required in enumerate([frozenset(), *({p} for p in PERMISSIONS), frozenset(PERMISSIONS[:3])]):
        registry.register(replace(make_tool(frozenset(required)), name=f"t{number}"))
    unused: Any = None  # listing touches no store
    gateway = ToolGateway(
        registry=registry, proposals=unused, audit=unused, limiter=unused, clock=SystemClock(), secret=b"s" * 32
    )
    principal = Principal.user("u", tenant_id="t", permissions=live, scopes=scopes)

    listed = gateway.allowed_tools(principal)

    assert listed == [t for t in registry if isinstance(decide(principal, t, registry.permission_catalog()), Allowed)]
