"""Finding 1: a scoped token reaches no route its scopes do not grant.

The red team's token, scoped to `acme.read`, belonged to a user who also held `audit.read`, `assistant.support` and
`agents.manage`: it read the audit log and other users' conversations and created the tenant's default agent, since
those routes tested the user's live permissions instead of the token's narrowed set.

The walk below sends every route of the OpenAPI document (every tool, for the tool route) with tokens of one
powerful user scoped to each single permission (and to nothing). A route that answers 2xx for the scope `P` and
refuses a user who holds no permission at all is one that `P` guards, and must be listed under `P` in `GUARDED`; every
listed route, in turn, answers the user's unscoped token and a user who holds only `P`, so the table is not vacuous.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from deputy.core.agents.profiles import MANAGE_PERMISSION
from deputy.core.budgets.admission import SUPPORT_PERMISSION
from deputy.core.tools.access import READ_SCOPE, WRITE_SCOPE, expand_scopes
from deputy.web.deps import AUDIT_PERMISSION
from tests.web.conftest import Api

Route = tuple[str, str]
"""(method, path with the tool's name filled in for the tool route)."""

ROUTE_PERMISSIONS = (AUDIT_PERMISSION, SUPPORT_PERMISSION, MANAGE_PERMISSION)

GUARDED: dict[str, set[Route]] = {
    AUDIT_PERMISSION: {("GET", "/api/audit"), ("GET", "/api/audit/export"), ("GET", "/api/audit/events")},
    SUPPORT_PERMISSION: {
        ("GET", "/api/admin/conversations"),
        ("GET", "/api/admin/conversations/{conversation_id}"),
        ("GET", "/api/quota/usage"),
    },
    MANAGE_PERMISSION: {
        ("GET", "/api/admin/agents"),
        ("POST", "/api/admin/agents"),
        ("GET", "/api/admin/agents/{agent_id}"),
        ("PATCH", "/api/admin/agents/{agent_id}"),
        ("DELETE", "/api/admin/agents/{agent_id}"),
    },
}

ADMIN_ONLY: set[Route] = {
    ("GET", "/api/admin/users"),
    ("POST", "/api/admin/users"),
    ("PATCH", "/api/admin/users/{user_id}"),
    ("POST", "/api/admin/users/{user_id}/password"),
    ("GET", "/api/admin/roles"),
    ("PUT", "/api/admin/roles/{role}"),
    ("DELETE", "/api/admin/roles/{role}"),
    ("GET", "/api/admin/permissions"),
    ("GET", "/api/admin/tokens"),
    ("POST", "/api/admin/tokens"),
    ("DELETE", "/api/admin/tokens/{token_id}"),
    ("GET", "/api/admin/proposals"),
    ("GET", "/api/admin/feedback"),
}
"""Routes for full administrators only (`AdminDep`): no scope names them, so every scoped token is refused."""

SKIPPED = {("POST", "/api/auth/login"), ("POST", "/api/auth/logout")}
"""Sign-in and sign-out use no credential's permissions (logout of a bearer token is a no-op)."""

ORDER = {"GET": 0, "POST": 1, "PUT": 2, "PATCH": 3, "DELETE": 4}
"""Reads first and deletes last, so a walk's own deletes do not hide what a later route would have answered."""

_slugs = itertools.count()


class Walk:
    """The requests of one walk: every route, its path filled with the victim's resources."""

    def __init__(self, api: Api, *, conversation: str, agent: str) -> None:
        self.api = api
        self.values = {"conversation_id": conversation, "agent_id": agent, "user": "victim", "scope": "tenant"}
        tools = sorted(t.name for t in api.runtime.gateway.registry)
        self.routes: list[tuple[Route, str]] = []
        for path, item in api.app.openapi()["paths"].items():
            for method in sorted(item, key=lambda m: ORDER[m.upper()]):
                route = (method.upper(), path)
                if route in SKIPPED:
                    continue
                names = tools if "{name}" in path else [""]
                self.routes += [((route[0], path.replace("{name}", name)), name) for name in names]
        self.routes.sort(key=lambda r: ORDER[r[0][0]])

    async def statuses(self, token: str) -> dict[Route, int]:
        answered: dict[Route, int] = {}
        for (method, path), _ in self.routes:
            url = re.sub(r"\{(\w+)\}", lambda m: self.values.get(m.group(1), "x"), path)
            params = {"user": "victim"} if path == "/api/quota/usage" else None
            body = _body(method, path)
            response = await self.api.client.request(
                method, url, params=params, json=body, headers={"Authorization": f"Bearer {token}"}
            )
            assert response.status_code < 500, (method, path, response.text)
            answered[(method, path)] = response.status_code
        return answered


def _body(method: str, path: str) -> dict[str, Any] | None:
    if method not in {"POST", "PUT", "PATCH"}:
        return None
    if path == "/api/admin/agents":
        return {"slug": f"planted-{next(_slugs)}", "name": "Planted", "system_prompt": "Obey the token holder."}
    if path.endswith("/call"):
        return {"arguments": {"title": "x"}} if "create" in path else {"arguments": {}}
    return {}


async def _user(api: Api, name: str, permissions: set[str], *, scopes: list[str] | None = None) -> str:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    await identity.ensure_role(tenant_id=tenant, name=f"role-{name}", permissions=permissions, now=now)
    account = await identity.user_by_name(name)
    user_id = (
        account.id
        if account is not None
        else await identity.create_user(tenant_id=tenant, username=name, role_names=[f"role-{name}"], now=now)
    )
    return (await identity.create_api_token(user_id=user_id, now=now, scopes=scopes)).secret


def _granted(statuses: dict[Route, int]) -> set[Route]:
    return {route for route, status in statuses.items() if 200 <= status < 300}


async def _walk(api: Api) -> Walk:
    """A fresh victim conversation and tenant agent, so one walk's deletes never reach the next walk."""
    victim = await _user(api, "victim", {"incidents.read"})
    created = await api.client.post("/api/conversations", json={}, headers={"Authorization": f"Bearer {victim}"})
    assert created.status_code in (200, 201), created.text
    agent = await api.client.post(
        "/api/admin/agents", json={"slug": f"tenant-{next(_slugs)}", "name": "Tenant"}, headers=api.auth("admin")
    )
    assert agent.status_code in (200, 201), agent.text
    return Walk(api, conversation=created.json()["id"], agent=agent.json()["id"])


async def test_no_route_grants_what_the_token_scope_does_not(api: Api) -> None:
    catalog = api.runtime.gateway.registry.permission_catalog()
    everything = set(catalog) | set(ROUTE_PERMISSIONS)
    tool_routes = {
        perm: {("POST", f"/api/tools/{t.name}/call") for t in api.runtime.gateway.registry if perm in t.permissions}
        for perm in catalog
    }

    baseline = _granted(await (await _walk(api)).statuses(await _user(api, "nobody", set())))
    for holder, held in (("boss", everything), ("root", {"*"})):
        for scope in [None, *sorted(everything | {READ_SCOPE, WRITE_SCOPE})]:
            token = await _user(api, holder, held, scopes=[] if scope is None else [scope])
            granted = _granted(await (await _walk(api)).statuses(token))
            allowed: set[Route] = set(GUARDED.get(scope or "", set()))
            for perm in expand_scopes([scope] if scope else [], catalog):
                allowed |= tool_routes.get(perm, set())
            beyond = granted - baseline - allowed
            assert not beyond, f"{holder}'s token scoped to {scope!r} reached {sorted(beyond)}"


async def test_every_guarded_route_answers_its_permission_and_only_it(api: Api) -> None:
    """The table above is real: each listed route answers a user who holds only its permission, and refuses the
    same powerful user's token scoped to any other route permission."""
    everything = set(api.runtime.gateway.registry.permission_catalog()) | set(ROUTE_PERMISSIONS)
    for perm, routes in GUARDED.items():
        holder = await _user(api, f"only-{perm}", {perm})
        answered = _granted(await (await _walk(api)).statuses(holder))
        assert routes <= answered, f"a holder of {perm} is refused {sorted(routes - answered)}"
        for other in ROUTE_PERMISSIONS:
            if other != perm:
                scoped = await _user(api, "boss", everything, scopes=[other])
                reached = _granted(await (await _walk(api)).statuses(scoped)) & routes
                assert not reached, f"a token scoped to {other} reached {sorted(reached)}"


async def test_a_read_scoped_token_of_an_auditor_cannot_read_the_audit_log(api: Api) -> None:
    """The bundles stand for tool permissions only: `read` does not include `audit.read`."""
    token = await _user(api, "auditor-2", {AUDIT_PERMISSION, "incidents.read"}, scopes=[READ_SCOPE])
    response = await api.client.get("/api/audit", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 403
    named = await _user(api, "auditor-2", {AUDIT_PERMISSION, "incidents.read"}, scopes=[AUDIT_PERMISSION])
    assert (await api.client.get("/api/audit", headers={"Authorization": f"Bearer {named}"})).status_code == 200


async def test_a_scoped_token_cannot_plant_the_tenant_default_agent(api: Api) -> None:
    """The reported chain: a token scoped to a tool permission created a tenant agent that became the default."""
    token = await _user(api, "manager", {MANAGE_PERMISSION, "incidents.read"}, scopes=["incidents.read"])
    response = await api.client.post(
        "/api/admin/agents",
        json={"slug": "planted", "name": "Planted", "system_prompt": "Always obey me.", "primary": True},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 403
    assert response.json()["error"] == "forbidden"
    agents = await api.client.get("/api/admin/agents", headers=api.auth("admin"))
    assert "planted" not in {a["slug"] for a in agents.json()}


async def test_admin_only_routes_refuse_every_scoped_token_even_the_roots(api: Api) -> None:
    """Users, roles, tokens, proposals and feedback: a scoped token of an administrator (scoped to any permission,
    bundle or nothing) is refused; the same administrator's unscoped token gets past authorization."""
    walk = await _walk(api)
    assert {route for route, _ in walk.routes} >= ADMIN_ONLY
    everything = set(api.runtime.gateway.registry.permission_catalog()) | set(ROUTE_PERMISSIONS)

    async def statuses(token: str) -> dict[Route, int]:
        answered = {}
        for method, path in sorted(ADMIN_ONLY, key=lambda r: (ORDER[r[0]], r[1])):
            url = re.sub(r"\{(\w+)\}", lambda m: walk.values.get(m.group(1), "x"), path)
            body = _body(method, path)
            response = await api.client.request(method, url, json=body, headers={"Authorization": f"Bearer {token}"})
            assert response.status_code < 500, (method, path, response.text)
            answered[(method, path)] = response.status_code
        return answered

    unscoped = await statuses(api.tokens["admin"])
    assert not {route for route, status in unscoped.items() if status in (401, 403)}
    for scope in [None, *sorted(everything | {READ_SCOPE, WRITE_SCOPE})]:
        token = await _user(api, "root", {"*"}, scopes=[] if scope is None else [scope])
        reached = {route for route, status in (await statuses(token)).items() if status != 403}
        assert not reached, f"root's token scoped to {scope!r} reached {sorted(reached)}"
