"""`/api/admin/{users,roles,permissions,tokens}`: full administrators manage their own tenant's people."""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from deputy.core.clock import ManualClock
from deputy.core.identity.credentials import hash_api_token
from deputy.core.identity.sessions import SESSION_COOKIE
from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.web.routes.admin_people import DisplayName

from .conftest import Api

PASSWORD = "correct horse battery staple"
ROUTES = [
    ("GET", "/api/admin/users", None),
    ("POST", "/api/admin/users", {"username": "mallory-made", "password": PASSWORD}),
    ("PATCH", "/api/admin/users/{operator}", {"active": False}),
    ("POST", "/api/admin/users/{operator}/password", {"password": "hijacked"}),
    ("GET", "/api/admin/roles", None),
    ("PUT", "/api/admin/roles/planted", {"permissions": ["*"]}),
    ("DELETE", "/api/admin/roles/viewer", None),
    ("GET", "/api/admin/permissions", None),
    ("GET", "/api/admin/tokens", None),
    ("POST", "/api/admin/tokens", {"user_id": "{operator}"}),
    ("DELETE", "/api/admin/tokens/{token}", None),
]


async def user_id(api: Api, name: str) -> str:
    record = await api.runtime.stores.identity.user_by_name(name)
    assert record is not None
    return record.id


async def admin(api: Api, method: str, path: str, body: Any = None, who: str = "admin") -> httpx.Response:
    return await api.client.request(method, path, json=body, headers=api.auth(who))


async def create_user(api: Api, **body: Any) -> dict[str, Any]:
    response = await admin(api, "POST", "/api/admin/users", body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


async def other_tenant(api: Api) -> dict[str, str]:
    """A second tenant with an administrator (and their token) and a user with a token of their own."""
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="globex", name="Globex", now=now)
    await identity.ensure_role(tenant_id=tenant, name="admin", permissions={"*"}, now=now)
    await identity.ensure_role(tenant_id=tenant, name="staff", permissions={"incidents.read"}, now=now)
    boss = await identity.create_user(tenant_id=tenant, username="globex-boss", role_names=["admin"], now=now)
    worker = await identity.create_user(tenant_id=tenant, username="globex-worker", role_names=["staff"], now=now)
    token = await identity.create_api_token(user_id=worker, now=now)
    listed = await identity.create_api_token(user_id=boss, now=now)
    api.tokens["globex-admin"] = listed.secret
    theirs = (await admin(api, "GET", "/api/admin/tokens", who="globex-admin")).json()
    worker_token = next(t["id"] for t in theirs if t["user_id"] == worker)
    return {"tenant": tenant, "boss": boss, "worker": worker, "worker_token": worker_token, "secret": token.secret}


async def admin_changes(api: Api) -> list[dict[str, Any]]:
    """The `admin.change` events of the seeded tenant, newest first."""
    admin_user = await api.runtime.stores.identity.user_by_name("admin")
    assert admin_user is not None
    query = EventQuery(tenant_id=admin_user.tenant_id, kind=EventKind.ADMIN_CHANGE)
    return [dict(e.details) for e in await api.runtime.stores.events.query(query)]


# -- who may ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["viewer", "operator", "auditor", "admin-read-scope", "admin-scoped-to-everything"])
async def test_only_an_administrators_unscoped_credential_reaches_any_people_route(api: Api, who: str) -> None:
    operator = await user_id(api, "operator")
    token = (await admin(api, "GET", "/api/admin/tokens")).json()[0]["id"]
    everything = ["read", "write", "audit.read", "assistant.support", "agents.manage", "incidents.write"]
    minted = await api.runtime.stores.identity.create_api_token(
        user_id=await user_id(api, "admin"), now=api.runtime.clock.now(), scopes=everything
    )
    api.tokens["admin-scoped-to-everything"] = minted.secret
    before = (await admin(api, "GET", "/api/admin/users")).json()

    for method, path, body in ROUTES:
        url = path.format(operator=operator, token=token)
        filled = {k: (operator if v == "{operator}" else v) for k, v in body.items()} if body else None
        response = await admin(api, method, url, filled, who=who)
        assert (response.status_code, response.json()["error"]) == (403, "forbidden"), (method, url)

    assert (await admin(api, "GET", "/api/admin/users")).json() == before
    assert await admin_changes(api) == []


async def test_no_credential_is_401(api: Api) -> None:
    response = await api.client.get("/api/admin/users")
    assert (response.status_code, response.json()["error"]) == (401, "unauthenticated")


# -- users ------------------------------------------------------------------------------------------------------


async def test_users_are_listed_with_roles_and_own_limits_alphabetically_or_newest_first(
    api: Api, clock: ManualClock
) -> None:
    await api.client.put("/api/quota/limits/operator", json={"daily": 500}, headers=api.auth("admin"))
    clock.advance(timedelta(minutes=1))
    await create_user(api, username="zed", display_name="Zed Zulu", roles=["viewer", "auditor"])

    listed = (await admin(api, "GET", "/api/admin/users")).json()
    newest = (await admin(api, "GET", "/api/admin/users?order=newest&limit=1")).json()

    assert [u["username"] for u in listed] == ["admin", "auditor", "operator", "viewer", "zed"]
    by_name = {u["username"]: u for u in listed}
    assert by_name["zed"]["roles"] == ["auditor", "viewer"] and by_name["zed"]["display_name"] == "Zed Zulu"
    assert by_name["operator"]["own_limits"] == {"daily": 500, "weekly": None, "monthly": None}
    assert by_name["viewer"]["own_limits"] == {"daily": None, "weekly": None, "monthly": None}
    assert by_name["viewer"]["display_name"] == "viewer" and by_name["viewer"]["active"] is True
    assert set(by_name["admin"]) == {"id", "username", "display_name", "roles", "active", "created_at", "own_limits"}
    assert [u["username"] for u in newest] == ["zed"]


async def test_users_are_searched_by_username_or_display_name_in_any_case(api: Api) -> None:
    await create_user(api, username="ann", display_name="Ann Operations")

    found = (await api.client.get("/api/admin/users", params={"q": "OPER"}, headers=api.auth("admin"))).json()
    literal = (await api.client.get("/api/admin/users", params={"q": "%"}, headers=api.auth("admin"))).json()

    assert [u["username"] for u in found] == ["ann", "operator"]
    assert literal == []


async def test_a_created_user_signs_in_and_no_answer_or_audit_event_carries_the_password(api: Api) -> None:
    created = await create_user(api, username="ann", display_name=" Ann ", password=PASSWORD, roles=["operator"])

    assert created["username"] == "ann" and created["display_name"] == "Ann" and created["roles"] == ["operator"]
    login = await api.client.post("/api/auth/login", json={"username": "ann", "password": PASSWORD})
    assert login.status_code == 200, login.text
    assert login.json()["user"]["roles"] == ["operator"]
    [event] = await admin_changes(api)
    assert (event["resource"], event["action"], event["target"]) == ("user", "create", created["id"])
    assert "password" in event["fields"] and PASSWORD not in repr(event)
    assert event["values"] == {"username": "ann", "roles": ["operator"]}
    assert PASSWORD not in (await admin(api, "GET", "/api/admin/users")).text


async def test_a_user_without_a_password_cannot_sign_in_with_one(api: Api) -> None:
    await create_user(api, username="robot")

    login = await api.client.post("/api/auth/login", json={"username": "robot", "password": "anything"})

    assert (login.status_code, login.json()["error"]) == (401, "invalid_credentials")


async def test_a_taken_username_is_409_and_nothing_else_is_created(api: Api) -> None:
    response = await admin(api, "POST", "/api/admin/users", {"username": "viewer", "roles": ["admin"]})

    assert (response.status_code, response.json()["error"]) == (409, "user_exists")
    assert [u["roles"] for u in (await admin(api, "GET", "/api/admin/users?q=viewer")).json()] == [["viewer"]]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"username": ""}, "username"),
        ({"username": "has space"}, "username"),
        ({"username": "a/b"}, "username"),
        ({"username": "x" * 151}, "username"),
        ({"username": "ok", "display_name": "tab\there"}, "display_name"),
        ({"username": "ok", "display_name": "x" * 201}, "display_name"),
        ({"username": "ok", "password": ""}, "password"),
        ({"username": "ok", "password": "x" * 1025}, "password"),
        ({"username": "ok", "roles": ["nope"]}, "roles"),
        ({"username": "ok", "is_admin": True}, "is_admin"),
    ],
)
async def test_a_bad_new_user_is_400_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    response = await admin(api, "POST", "/api/admin/users", body)

    assert response.status_code == 400, response.text
    problem = response.json()
    assert problem["error"] in {"invalid_request", "unknown_role"}
    assert field in problem["message"]
    assert problem.get("field") == field or field in [i["field"] for i in problem.get("issues", [])]
    assert await api.runtime.stores.identity.user_by_name("ok") is None


async def test_an_unknown_role_names_every_missing_one(api: Api) -> None:
    response = await admin(api, "POST", "/api/admin/users", {"username": "ok", "roles": ["viewer", "b", "a"]})

    assert response.json()["error"] == "unknown_role" and response.json()["roles"] == ["a", "b"]


async def test_a_user_is_changed_in_part_and_a_deactivated_user_is_locked_out(api: Api) -> None:
    operator = await user_id(api, "operator")

    renamed = await admin(api, "PATCH", f"/api/admin/users/{operator}", {"display_name": "Olga"})
    regranted = await admin(api, "PATCH", f"/api/admin/users/{operator}", {"roles": ["viewer", "auditor"]})
    assert (renamed.status_code, renamed.json()["display_name"], renamed.json()["roles"]) == (200, "Olga", ["operator"])
    assert regranted.json()["roles"] == ["auditor", "viewer"] and regranted.json()["display_name"] == "Olga"
    me = await api.client.get("/api/me", headers=api.auth("operator"))
    assert sorted(me.json()["permissions"]) == ["audit.read", "incidents.read"]

    disabled = await admin(api, "PATCH", f"/api/admin/users/{operator}", {"active": False})

    assert disabled.status_code == 200 and disabled.json()["active"] is False
    refused = await api.client.get("/api/me", headers=api.auth("operator"))
    assert (refused.status_code, refused.json()["error"]) == (401, "account_disabled")
    enabled = await admin(api, "PATCH", f"/api/admin/users/{operator}", {"active": True})
    assert enabled.json()["active"] is True
    assert (await api.client.get("/api/me", headers=api.auth("operator"))).status_code == 200
    changes = [(e["action"], e["fields"], e.get("values")) for e in await admin_changes(api)]
    assert ("update", ["display_name"], None) in changes
    assert ("update", ["roles"], {"roles": ["auditor", "viewer"]}) in changes
    assert ("update", ["active"], {"active": False}) in changes


@pytest.mark.parametrize("field", ["display_name", "roles", "active"])
async def test_a_null_change_is_400_naming_the_field(api: Api, field: str) -> None:
    operator = await user_id(api, "operator")

    response = await admin(api, "PATCH", f"/api/admin/users/{operator}", {field: None})

    assert (response.status_code, response.json()["error"], response.json()["field"]) == (400, "invalid_user", field)


async def test_an_administrator_cannot_deactivate_themselves_or_drop_their_own_wildcard(api: Api) -> None:
    me = await user_id(api, "admin")

    deactivate = await admin(api, "PATCH", f"/api/admin/users/{me}", {"active": False, "display_name": "Gone"})
    demote = await admin(api, "PATCH", f"/api/admin/users/{me}", {"roles": ["viewer"]})
    rewrite = await admin(api, "PUT", "/api/admin/roles/admin", {"permissions": ["incidents.read"]})

    assert (deactivate.status_code, deactivate.json()["error"]) == (409, "cannot_deactivate_self")
    assert (demote.status_code, demote.json()["error"], demote.json()["field"]) == (
        409,
        "cannot_remove_own_admin",
        "roles",
    )
    assert (rewrite.status_code, rewrite.json()["error"]) == (409, "cannot_remove_own_admin")
    mine = (await admin(api, "GET", "/api/admin/users?q=admin")).json()[0]
    assert (mine["active"], mine["roles"], mine["display_name"]) == (True, ["admin"], "admin")
    roles = {r["name"]: r["permissions"] for r in (await admin(api, "GET", "/api/admin/roles")).json()}
    assert roles["admin"] == ["*"]
    assert await admin_changes(api) == []

    # Another role that grants `*` keeps them an administrator, so these go through.
    assert (await admin(api, "PUT", "/api/admin/roles/root", {"permissions": ["*"]})).status_code == 201
    swapped = await admin(api, "PATCH", f"/api/admin/users/{me}", {"roles": ["root", "viewer"]})
    assert swapped.status_code == 200, swapped.text
    assert (await admin(api, "PUT", "/api/admin/roles/admin", {"permissions": ["audit.read"]})).status_code == 200


async def test_another_administrator_may_be_demoted(api: Api) -> None:
    second = await create_user(api, username="second", roles=["admin"])

    response = await admin(api, "PATCH", f"/api/admin/users/{second['id']}", {"roles": [], "active": False})

    assert response.status_code == 200 and response.json()["roles"] == [] and response.json()["active"] is False


async def test_a_password_reset_ends_the_users_browser_sessions_and_only_the_new_password_works(api: Api) -> None:
    ann = await create_user(api, username="ann", password=PASSWORD, roles=["operator"])
    login = await api.client.post("/api/auth/login", json={"username": "ann", "password": PASSWORD})
    session = login.cookies[SESSION_COOKIE]
    api.client.cookies.clear()
    token = await admin(api, "POST", "/api/admin/tokens", {"user_id": ann["id"]})
    signed_in = {"Cookie": f"{SESSION_COOKIE}={session}"}
    assert (await api.client.get("/api/me", headers=signed_in)).status_code == 200

    reset = await admin(api, "POST", f"/api/admin/users/{ann['id']}/password", {"password": "new and long enough"})

    assert reset.status_code == 200, reset.text
    assert reset.json() == {"user_id": ann["id"], "sessions_revoked": 1}
    ended = await api.client.get("/api/me", headers=signed_in)
    assert (ended.status_code, ended.json()["error"]) == (401, "session_expired")
    old = await api.client.post("/api/auth/login", json={"username": "ann", "password": PASSWORD})
    assert (old.status_code, old.json()["error"]) == (401, "invalid_credentials")
    new = await api.client.post("/api/auth/login", json={"username": "ann", "password": "new and long enough"})
    assert new.status_code == 200
    bearer = {"Authorization": f"Bearer {token.json()['secret']}"}
    assert (await api.client.get("/api/me", headers=bearer)).status_code == 200  # API tokens are kept
    [event] = [e for e in await admin_changes(api) if e["action"] == "reset_password"]
    assert event["fields"] == ["password"] and "values" not in event
    assert "new and long enough" not in repr(await admin_changes(api))


@pytest.mark.parametrize("body", [{}, {"password": ""}, {"password": None}, {"password": "x", "extra": 1}])
async def test_a_bad_password_reset_is_400_naming_the_field(api: Api, body: dict[str, Any]) -> None:
    operator = await user_id(api, "operator")

    response = await admin(api, "POST", f"/api/admin/users/{operator}/password", body)

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request" and response.json()["issues"]


async def test_another_tenants_users_are_invisible(api: Api) -> None:
    globex = await other_tenant(api)

    listed = (await admin(api, "GET", "/api/admin/users")).json()
    patched = await admin(api, "PATCH", f"/api/admin/users/{globex['worker']}", {"active": False})
    reset = await admin(api, "POST", f"/api/admin/users/{globex['worker']}/password", {"password": "x"})
    token = await admin(api, "POST", "/api/admin/tokens", {"user_id": globex["worker"]})
    role = await admin(api, "POST", "/api/admin/users", {"username": "ok", "roles": ["staff"]})
    unknown = await admin(api, "PATCH", "/api/admin/users/nobody", {"active": False})

    assert not {u["username"] for u in listed} & {"globex-boss", "globex-worker"}
    for response in (patched, reset, token, unknown):
        assert (response.status_code, response.json()["error"]) == (404, "unknown_user"), response.text
    assert (role.status_code, role.json()["error"]) == (400, "unknown_role")
    theirs = (await admin(api, "GET", "/api/admin/users", who="globex-admin")).json()
    assert [u["username"] for u in theirs] == ["globex-boss", "globex-worker"]
    assert all(u["active"] for u in theirs)


async def test_a_malformed_user_id_is_400(api: Api) -> None:
    response = await admin(api, "PATCH", "/api/admin/users/has%20space", {"active": True})

    assert (response.status_code, response.json()["issues"][0]["field"]) == (400, "path.user_id")


# -- roles and permissions --------------------------------------------------------------------------------------


async def test_roles_are_listed_with_their_holders(api: Api) -> None:
    roles = (await admin(api, "GET", "/api/admin/roles")).json()

    assert [(r["name"], r["permissions"], r["user_count"]) for r in roles] == [
        ("admin", ["*"], 1),
        ("auditor", ["audit.read"], 1),
        ("operator", ["incidents.read", "incidents.write"], 1),
        ("viewer", ["incidents.read"], 1),
    ]
    assert all(r["unknown_permissions"] == [] for r in roles)


async def test_a_role_is_created_then_replaced_and_host_permissions_are_kept_but_reported(api: Api) -> None:
    created = await admin(api, "PUT", "/api/admin/roles/billing", {"permissions": ["acme:billing.read", "audit.read"]})
    replaced = await admin(
        api,
        "PUT",
        "/api/admin/roles/billing",
        {"permissions": ["incidents.read", "incidents.read"], "description": "B"},
    )
    kept = await admin(api, "PUT", "/api/admin/roles/billing", {"permissions": ["incidents.write"]})

    assert created.status_code == 201, created.text
    assert created.json() == {
        "name": "billing",
        "description": "",
        "permissions": ["acme:billing.read", "audit.read"],
        "user_count": 0,
        "unknown_permissions": ["acme:billing.read"],
    }
    assert replaced.status_code == 200 and replaced.json()["permissions"] == ["incidents.read"]
    assert (kept.json()["description"], kept.json()["permissions"]) == ("B", ["incidents.write"])
    assert [(e["action"], e["target"], e["values"]) for e in reversed(await admin_changes(api))] == [
        ("create", "billing", {"permissions": ["acme:billing.read", "audit.read"]}),
        ("update", "billing", {"permissions": ["incidents.read"]}),
        ("update", "billing", {"permissions": ["incidents.write"]}),
    ]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"permissions": []}, "permissions"),
        ({}, "permissions"),
        ({"permissions": ["has space"]}, "permissions.0"),
        ({"permissions": ["ok", "*.read"]}, "permissions.1"),
        ({"permissions": ["x" * 101]}, "permissions.0"),
        ({"permissions": ["ok"], "description": "x" * 501}, "description"),
    ],
)
async def test_a_bad_role_is_400_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    response = await admin(api, "PUT", "/api/admin/roles/billing", body)

    assert response.status_code == 400, response.text
    assert field in [issue["field"] for issue in response.json()["issues"]]
    assert "billing" not in {r["name"] for r in (await admin(api, "GET", "/api/admin/roles")).json()}


async def test_a_bad_role_name_is_400(api: Api) -> None:
    response = await admin(api, "PUT", "/api/admin/roles/has%20space", {"permissions": ["ok"]})

    assert (response.status_code, response.json()["issues"][0]["field"]) == (400, "path.role")


async def test_a_role_in_use_is_409_and_an_unused_one_is_deleted(api: Api) -> None:
    in_use = await admin(api, "DELETE", "/api/admin/roles/viewer")
    await admin(api, "PUT", "/api/admin/roles/spare", {"permissions": ["incidents.read"]})
    deleted = await admin(api, "DELETE", "/api/admin/roles/spare")
    again = await admin(api, "DELETE", "/api/admin/roles/spare")

    assert (in_use.status_code, in_use.json()["error"], in_use.json()["user_count"]) == (409, "role_in_use", 1)
    assert deleted.status_code == 204
    assert (again.status_code, again.json()["error"]) == (404, "unknown_role")
    assert "spare" not in {r["name"] for r in (await admin(api, "GET", "/api/admin/roles")).json()}


async def test_another_tenants_roles_are_invisible_and_untouched(api: Api) -> None:
    await other_tenant(api)

    staff = await admin(api, "DELETE", "/api/admin/roles/staff")
    mine = await admin(api, "PUT", "/api/admin/roles/admin", {"permissions": ["*", "audit.read"]})

    assert (staff.status_code, staff.json()["error"]) == (404, "unknown_role")
    assert mine.status_code == 200 and mine.json()["user_count"] == 1
    theirs = {r["name"]: r for r in (await admin(api, "GET", "/api/admin/roles", who="globex-admin")).json()}
    assert theirs["admin"]["permissions"] == ["*"] and theirs["staff"]["user_count"] == 1
    assert "operator" not in theirs


async def test_the_permission_catalogue_names_each_tool_permission_with_its_tools_and_the_route_permissions(
    api: Api,
) -> None:
    response = await admin(api, "GET", "/api/admin/permissions")

    assert response.status_code == 200
    catalogue = {p["name"]: p for p in response.json()["permissions"]}
    assert response.json()["permissions"][0]["name"] == "*"
    assert catalogue["*"]["kind"] == "wildcard"
    assert catalogue["*"]["tools"] == [{"name": "unguarded_report", "title": "Unguarded report"}]
    assert catalogue["incidents.read"] == {
        "name": "incidents.read",
        "kind": "tool",
        "description": None,
        "tools": [{"name": "list_incidents", "title": "List incidents"}],
    }
    assert [t["name"] for t in catalogue["incidents.write"]["tools"]] == ["create_incident"]
    for route_permission in ("audit.read", "assistant.support", "agents.manage"):
        assert catalogue[route_permission]["kind"] == "route" and catalogue[route_permission]["description"]
    assert [b["name"] for b in response.json()["scope_bundles"]] == ["read", "write"]


# -- API tokens -------------------------------------------------------------------------------------------------


async def test_a_token_secret_is_shown_once_and_never_listed(api: Api) -> None:
    operator = await user_id(api, "operator")
    body = {"user_id": operator, "name": "ci", "scopes": ["incidents.read"], "may_apply": True}

    created = await admin(api, "POST", "/api/admin/tokens", body)

    assert created.status_code == 201, created.text
    assert created.headers["cache-control"] == "no-store"
    secret, token = created.json()["secret"], created.json()["token"]
    assert secret.startswith("dpt_") and secret.startswith(token["prefix"]) and len(token["prefix"]) == 12
    assert {k: token[k] for k in ("user_id", "username", "name", "scopes", "may_apply", "revoked", "expired")} == {
        "user_id": operator,
        "username": "operator",
        "name": "ci",
        "scopes": ["incidents.read"],
        "may_apply": True,
        "revoked": False,
        "expired": False,
    }
    me = await api.client.get("/api/me", headers={"Authorization": f"Bearer {secret}"})
    assert me.json()["username"] == "operator" and me.json()["scopes"] == ["incidents.read"]
    listed = await admin(api, "GET", "/api/admin/tokens")
    assert token in listed.json()
    assert secret not in listed.text and hash_api_token(secret) not in listed.text
    assert secret not in created.text.replace(f'"secret":"{secret}"', "")
    every_seeded = [s for s in api.tokens.values() if s.startswith("dpt_")]
    assert not any(s in listed.text or hash_api_token(s) in listed.text for s in every_seeded)
    assert set(token) == {
        "id",
        "user_id",
        "username",
        "name",
        "prefix",
        "scopes",
        "may_apply",
        "created_at",
        "expires_at",
        "revoked_at",
        "revoked",
        "expired",
    }
    [event] = [e for e in await admin_changes(api) if e["resource"] == "api_token"]
    assert event["values"] == {"user_id": operator, "scopes": ["incidents.read"], "may_apply": True, "expires_at": None}
    assert secret not in repr(await admin_changes(api))


async def test_tokens_are_listed_newest_first_and_filtered_by_user(api: Api, clock: ManualClock) -> None:
    viewer = await user_id(api, "viewer")
    clock.advance(timedelta(seconds=1))
    newest = (await admin(api, "POST", "/api/admin/tokens", {"user_id": viewer})).json()["token"]

    every = (await admin(api, "GET", "/api/admin/tokens")).json()
    only_viewer = (await admin(api, "GET", f"/api/admin/tokens?principal={viewer}")).json()
    by_name = (await admin(api, "GET", "/api/admin/tokens?user=viewer")).json()
    an_id = await admin(api, "GET", f"/api/admin/tokens?user={viewer}")

    assert every[0]["id"] == newest["id"] and len(every) == len(api.tokens) + 1
    assert [t["username"] for t in only_viewer] == ["viewer", "viewer"]
    assert by_name == only_viewer  # `user` is a username, as on /api/audit and /api/admin/proposals
    assert (an_id.status_code, an_id.json()["error"]) == (404, "unknown_user")
    assert newest["scopes"] is None


async def test_a_revoked_token_stops_authenticating_and_revoking_twice_changes_nothing(api: Api) -> None:
    operator = await user_id(api, "operator")
    created = (await admin(api, "POST", "/api/admin/tokens", {"user_id": operator})).json()
    bearer = {"Authorization": f"Bearer {created['secret']}"}
    assert (await api.client.get("/api/me", headers=bearer)).status_code == 200

    revoked = await admin(api, "DELETE", f"/api/admin/tokens/{created['token']['id']}")
    again = await admin(api, "DELETE", f"/api/admin/tokens/{created['token']['id']}")

    assert revoked.status_code == 204 and again.status_code == 204
    refused = await api.client.get("/api/me", headers=bearer)
    assert (refused.status_code, refused.json()["error"]) == (401, "invalid_token")
    [listed] = [t for t in (await admin(api, "GET", "/api/admin/tokens")).json() if t["id"] == created["token"]["id"]]
    assert listed["revoked"] is True and listed["revoked_at"] is not None
    assert [e["action"] for e in await admin_changes(api) if e["resource"] == "api_token"] == ["revoke", "create"]
    assert (await api.client.get("/api/me", headers=api.auth("operator"))).status_code == 200


async def test_an_expiring_token_works_until_its_expiry_and_is_then_listed_as_expired(
    api: Api, clock: ManualClock
) -> None:
    operator = await user_id(api, "operator")
    expires = (api.runtime.clock.now() + timedelta(hours=1)).isoformat()
    created = (await admin(api, "POST", "/api/admin/tokens", {"user_id": operator, "expires_at": expires})).json()
    bearer = {"Authorization": f"Bearer {created['secret']}"}
    assert (await api.client.get("/api/me", headers=bearer)).status_code == 200

    clock.advance(timedelta(hours=1))

    assert (await api.client.get("/api/me", headers=bearer)).json()["error"] == "token_expired"
    [listed] = [t for t in (await admin(api, "GET", "/api/admin/tokens")).json() if t["id"] == created["token"]["id"]]
    assert listed["expired"] is True and listed["revoked"] is False


@pytest.mark.parametrize(
    ("body", "error", "field"),
    [
        ({"scopes": ["*"]}, "invalid_scope", "scopes"),
        ({"scopes": ["has space"]}, "invalid_request", "scopes.0"),
        ({"expires_at": "2025-12-31T23:00:00+00:00"}, "invalid_expiry", "expires_at"),
        ({"expires_at": "2026-02-01T00:00:00"}, "invalid_request", "expires_at"),
        ({"expires_at": "soon"}, "invalid_request", "expires_at"),
        ({"name": "x" * 201}, "invalid_request", "name"),
        ({"may_apply": "maybe"}, "invalid_request", "may_apply"),
        ({"user_id": None}, "invalid_request", "user_id"),
    ],
)
async def test_a_bad_token_request_is_400_naming_the_field(
    api: Api, body: dict[str, Any], error: str, field: str
) -> None:
    before = (await admin(api, "GET", "/api/admin/tokens")).json()

    response = await admin(api, "POST", "/api/admin/tokens", {"user_id": await user_id(api, "viewer"), **body})

    assert response.status_code == 400, response.text
    problem = response.json()
    assert problem["error"] == error
    assert problem.get("field") == field or field in [i["field"] for i in problem.get("issues", [])]
    assert (await admin(api, "GET", "/api/admin/tokens")).json() == before


async def test_another_tenants_tokens_are_invisible(api: Api) -> None:
    globex = await other_tenant(api)

    listed = await admin(api, "GET", "/api/admin/tokens")
    revoked = await admin(api, "DELETE", f"/api/admin/tokens/{globex['worker_token']}")
    unknown = await admin(api, "DELETE", "/api/admin/tokens/nope")

    assert globex["worker_token"] not in {t["id"] for t in listed.json()}
    assert not {t["username"] for t in listed.json()} & {"globex-boss", "globex-worker"}
    for response in (revoked, unknown):
        assert (response.status_code, response.json()["error"]) == (404, "unknown_token")
    assert (await api.client.get("/api/me", headers={"Authorization": f"Bearer {globex['secret']}"})).status_code == 200


# -- any name ---------------------------------------------------------------------------------------------------

NAMES = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=160) | st.sampled_from(
    ["admin", "viewer", "ann", "Ann", "a.b@c+d-e_f", "Zoë", "名前", "x" * 150, "x" * 151, " ", "-", "%", "_"]
)


@given(username=NAMES, display_name=NAMES, role=NAMES)
@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
async def test_any_username_display_name_or_role_name_round_trips_or_is_refused_never_500(
    api: Api, username: str, display_name: str, role: str
) -> None:
    body = {"username": username, "display_name": display_name, "roles": ["viewer"]}
    created = await admin(api, "POST", "/api/admin/users", body)
    assert created.status_code in (201, 400, 409), created.text
    if created.status_code == 201:
        user = created.json()
        assert user["username"] == username
        assert user["display_name"] == (TypeAdapter(DisplayName).validate_python(display_name) or username)
        listed = await api.client.get("/api/admin/users", params={"q": username}, headers=api.auth("admin"))
        assert user in listed.json()
    else:
        assert created.json()["error"] in {"invalid_request", "invalid_text", "user_exists"}

    if role in ("", ".", ".."):
        return  # no path names such a role: the URL is the role list's
    put = await admin(api, "PUT", f"/api/admin/roles/{quote(role, safe='')}", {"permissions": ["incidents.read"]})
    assert put.status_code in (200, 201, 400, 404, 409), put.text
    if put.status_code == 409:  # the caller's own `admin` role, rewritten without `*`
        assert (role, put.json()["error"]) == ("admin", "cannot_remove_own_admin")
    if put.status_code in (200, 201):
        assert put.json()["name"] == role
        assert role in {r["name"] for r in (await admin(api, "GET", "/api/admin/roles")).json()}
