"""Access decisions: which permissions a principal holds now, and whether it may use a tool.

Scopes only narrow: `granted = expand(requested) ∩ live`, computed on every call. An administrator's wildcard
becomes the whole permission catalogue as a ceiling, and the wildcard itself is never emitted, so a leaked
admin token is not a god token.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from deputy.core.identity.principal import WILDCARD, Principal, PrincipalKind
from deputy.core.tools.declarations import Tool

READ_SCOPE = "read"
"""Bundle scope: every `*.read` permission in the catalogue."""
WRITE_SCOPE = "write"
"""Bundle scope: every permission in the catalogue."""


def expand_scopes(scopes: Iterable[str], catalog: frozenset[str]) -> frozenset[str]:
    """Replace the bundle scopes by the catalogue permissions they stand for; keep the rest as they are."""
    expanded: set[str] = set()
    for scope in scopes:
        if scope == WRITE_SCOPE:
            expanded |= catalog
        elif scope == READ_SCOPE:
            expanded |= {perm for perm in catalog if perm.endswith(".read")}
        elif scope != WILDCARD:
            expanded.add(scope)
    return frozenset(expanded)


def narrow(*, requested: frozenset[str] | None, live: frozenset[str], catalog: frozenset[str]) -> frozenset[str]:
    """The permissions a credential grants now. Never wider than `live`; never the wildcard when scoped."""
    if requested is None:
        return live
    ceiling = (live | catalog) - {WILDCARD} if WILDCARD in live else live
    return expand_scopes(requested, catalog) & ceiling


def granted_permissions(principal: Principal, catalog: frozenset[str]) -> frozenset[str]:
    if principal.kind is PrincipalKind.ANONYMOUS:
        return frozenset()
    return narrow(requested=principal.scopes, live=principal.permissions, catalog=catalog)


@dataclass(frozen=True, slots=True)
class Allowed:
    pass


@dataclass(frozen=True, slots=True)
class Refused:
    reason: str
    missing: frozenset[str] = frozenset()


AccessDecision = Allowed | Refused


def decide(principal: Principal, tool: Tool[Any], catalog: frozenset[str]) -> AccessDecision:
    """May `principal` use `tool` right now? The same predicate serves listing and every handler."""
    return decide_granted(principal, tool, granted_permissions(principal, catalog))


def decide_granted(principal: Principal, tool: Tool[Any], granted: frozenset[str]) -> AccessDecision:
    """`decide` with `granted_permissions(principal, catalog)` computed once by the caller: a listing decides every
    tool of the registry for one principal (expanding a scoped token's bundles once, not once per tool)."""
    if principal.kind is PrincipalKind.ANONYMOUS:
        return Refused("Sign in to use tools.")
    if not tool.permissions:
        if principal.is_admin:
            return Allowed()
        return Refused(f"Tool {tool.name} declares no permission, so only administrators may use it.")
    if WILDCARD in granted:
        return Allowed()
    missing = tool.permissions - granted
    if missing:
        return Refused(f"Missing permission: {', '.join(sorted(missing))}.", missing)
    return Allowed()
