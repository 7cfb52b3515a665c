"""Browser sign-in over real HTTP: cookies, CSRF, the login throttle, logout and expiry."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from fastapi import FastAPI

from deputy.core.clock import ManualClock
from deputy.core.identity.sessions import CSRF_COOKIE, SESSION_COOKIE
from deputy.core.tools.declarations import Effect, ToolContext, Transport
from deputy.core.tools.gateway import Proposed
from deputy.projection import FastAPIRoute, HostCallerFactory
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from deputy.web.deps import PrincipalDep
from deputy.web.errors import install_error_handlers
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET, Api, seed

PASSWORD = "correct horse battery staple"
CALL = "/api/tools/list_incidents/call"
ARGS = {"arguments": {"status": "open"}}


@dataclass
class Browser:
    """One signed-in browser: its cookies sent explicitly, so each test says exactly what travels."""

    client: httpx.AsyncClient
    session: str
    csrf: str

    def headers(self, *, csrf: str | None = None) -> dict[str, str]:
        headers = {"Cookie": f"{SESSION_COOKIE}={self.session}; {CSRF_COOKIE}={self.csrf}"}
        if csrf is not None:
            headers["X-CSRF-Token"] = csrf
        return headers

    async def get(self, path: str) -> httpx.Response:
        return await self.client.get(path, headers=self.headers())

    async def post(self, path: str, *, csrf: str | None = None, json: Any = None) -> httpx.Response:
        return await self.client.post(path, headers=self.headers(csrf=csrf), json=json)


def set_cookies(response: httpx.Response) -> dict[str, Any]:
    jar: dict[str, Any] = {}
    for header in response.headers.get_list("set-cookie"):
        parsed: SimpleCookie = SimpleCookie()
        parsed.load(header)
        jar.update(parsed)
    return jar


async def add_user(api: Api, username: str, *, role: str = "operator") -> str:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    return await identity.create_user(
        tenant_id=tenant,
        username=username,
        password=PASSWORD,
        display_name=username.title(),
        role_names=[role],
        now=now,
    )


async def sign_in(api: Api, username: str = "carol") -> Browser:
    response = await api.client.post("/api/auth/login", json={"username": username, "password": PASSWORD})
    assert response.status_code == 200, response.text
    api.client.cookies.clear()
    cookies = set_cookies(response)
    return Browser(client=api.client, session=cookies[SESSION_COOKIE].value, csrf=response.json()["csrf_token"])


@pytest.fixture
async def carol(api: Api) -> str:
    return await add_user(api, "carol")


@pytest.fixture
def app_with(database: Database, tmp_path: Path, clock: ManualClock) -> Callable[..., AbstractAsyncContextManager[Api]]:
    """An API whose settings the test chooses (the shared `api` fixture uses the defaults)."""

    @asynccontextmanager
    async def build(**overrides: Any) -> AsyncIterator[Api]:
        settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", **overrides)
        calls = Calls()
        app = create_app(settings, registry=build_toolbox(calls), clock=clock, database=database)
        tokens = await seed(app.state.deputy)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
            api = Api(app=app, client=client, runtime=app.state.deputy, calls=calls, tokens=tokens)
            await add_user(api, "carol")
            yield api

    return build


async def test_login_sets_an_httponly_lax_session_cookie_and_a_readable_csrf_cookie(api: Api, carol: str) -> None:
    response = await api.client.post("/api/auth/login", json={"username": "carol", "password": PASSWORD})

    assert response.status_code == 200
    body = response.json()
    cookies = set_cookies(response)
    session, csrf = cookies[SESSION_COOKIE], cookies[CSRF_COOKIE]
    assert (session["httponly"], session["samesite"], session["path"], session["secure"]) == (True, "lax", "/", "")
    assert (csrf["httponly"], csrf["samesite"], csrf["path"]) == ("", "lax", "/")
    assert csrf.value == body["csrf_token"]
    assert int(session["max-age"]) == api.runtime.settings.session_lifetime_seconds
    assert body["user"]["username"] == "carol"
    assert body["user"]["auth"] == "session"
    assert response.headers["cache-control"] == "no-store"


async def test_cookies_are_secure_when_the_public_url_is_https(
    app_with: Callable[..., AbstractAsyncContextManager[Api]],
) -> None:
    async with app_with(public_url="https://deputy.example.com") as api:
        response = await api.client.post("/api/auth/login", json={"username": "carol", "password": PASSWORD})

    cookies = set_cookies(response)
    assert cookies[SESSION_COOKIE]["secure"] is True
    assert cookies[CSRF_COOKIE]["secure"] is True


async def test_a_browser_that_keeps_its_cookies_is_signed_in(api: Api, carol: str) -> None:
    await api.client.post("/api/auth/login", json={"username": "carol", "password": PASSWORD})

    me = await api.client.get("/api/me")

    assert me.status_code == 200
    assert me.json() == {
        "id": carol,
        "username": "carol",
        "display_name": "Carol",
        "tenant": "acme",
        "roles": ["operator"],
        "permissions": ["incidents.read", "incidents.write"],
        "is_admin": False,
        "auth": "session",
        "kind": "user",
        "name": "carol",
        "tenant_id": me.json()["tenant_id"],
        "scopes": None,
    }


async def test_me_with_a_bearer_token_says_token(api: Api) -> None:
    me = await api.client.get("/api/me", headers=api.auth("admin"))

    assert me.status_code == 200
    assert (me.json()["username"], me.json()["auth"], me.json()["is_admin"]) == ("admin", "token", True)
    assert me.json()["tenant"] == "acme"


async def test_me_without_credentials_is_401_unauthenticated(api: Api) -> None:
    response = await api.client.get("/api/me")

    assert response.status_code == 401
    assert response.json()["error"] == "unauthenticated"


@pytest.mark.parametrize("username", ["carol", "nobody", "disabled"])
async def test_a_wrong_password_an_unknown_or_disabled_user_get_401_invalid_credentials(
    api: Api, carol: str, username: str
) -> None:
    disabled = await add_user(api, "disabled")
    await api.runtime.stores.identity.set_active(user_id=disabled, active=False)
    password = "wrong" if username == "carol" else PASSWORD

    response = await api.client.post("/api/auth/login", json={"username": username, "password": password})

    assert response.status_code == 401
    assert response.json() == {"error": "invalid_credentials", "message": "Wrong username or password."}
    assert "set-cookie" not in response.headers


async def test_a_login_without_a_password_is_a_400_naming_the_field(api: Api) -> None:
    response = await api.client.post("/api/auth/login", json={"username": "carol"})

    assert response.status_code == 400
    assert [issue["field"] for issue in response.json()["issues"]] == ["password"]


async def test_repeated_failures_get_429_with_retry_after_even_for_the_right_password(
    app_with: Callable[..., AbstractAsyncContextManager[Api]], clock: ManualClock
) -> None:
    async with app_with(login_failures_per_username=3, login_window_seconds=600) as api:
        for _ in range(3):
            wrong = await api.client.post("/api/auth/login", json={"username": "carol", "password": "nope"})
            assert wrong.status_code == 401
        clock.advance(timedelta(seconds=100))

        limited = await api.client.post("/api/auth/login", json={"username": "carol", "password": PASSWORD})
        clock.advance(timedelta(seconds=500))
        allowed = await api.client.post("/api/auth/login", json={"username": "carol", "password": PASSWORD})

    assert limited.status_code == 429
    assert limited.headers["retry-after"] == "500"
    assert limited.json()["error"] == "too_many_login_attempts"
    assert "set-cookie" not in limited.headers
    assert allowed.status_code == 200


async def test_a_cookie_write_without_or_with_a_wrong_csrf_header_is_refused_before_the_route_runs(
    api: Api, carol: str
) -> None:
    browser = await sign_in(api)

    missing = await browser.post(CALL, json=ARGS)
    wrong = await browser.post(CALL, json=ARGS, csrf="0" * 64)
    someone_elses = await browser.post(CALL, json=ARGS, csrf=(await sign_in(api)).csrf)

    for response in (missing, wrong, someone_elses):
        assert response.status_code == 403
        assert response.json()["error"] == "csrf_failed"
    assert api.calls.executed["list_incidents"] == 0


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/api/conversations"),
        ("POST", "/api/chat"),
        ("PATCH", "/api/conversations/c0ffee"),
        ("DELETE", "/api/conversations/c0ffee"),
        ("POST", "/api/proposals/decline"),
    ],
)
async def test_every_cookie_authenticated_write_route_checks_csrf_first(
    api: Api, carol: str, method: str, path: str
) -> None:
    browser = await sign_in(api)

    response = await api.client.request(method, path, headers=browser.headers(), json={})

    assert response.status_code == 403
    assert response.json()["error"] == "csrf_failed"


async def test_a_login_posted_by_a_cross_site_form_is_refused(api: Api, carol: str) -> None:
    body = json.dumps({"username": "carol", "password": PASSWORD})
    response = await api.client.post("/api/auth/login", content=body, headers={"Content-Type": "text/plain"})

    assert response.status_code == 400
    assert "set-cookie" not in response.headers


async def test_a_cookie_write_with_the_sessions_csrf_header_runs_as_the_signed_in_user(api: Api, carol: str) -> None:
    browser = await sign_in(api)

    response = await browser.post(CALL, json=ARGS, csrf=browser.csrf)

    assert response.status_code == 200
    assert response.json()["result"]["as"] == carol


async def test_a_cookie_read_needs_no_csrf_header(api: Api, carol: str) -> None:
    browser = await sign_in(api)

    assert (await browser.get("/api/tools")).status_code == 200


async def test_a_bearer_write_is_never_csrf_checked_and_wins_over_a_cookie(api: Api, carol: str) -> None:
    browser = await sign_in(api)
    viewer = (await api.client.get("/api/me", headers=api.auth("viewer"))).json()["id"]

    plain = await api.client.post(CALL, json=ARGS, headers=api.auth("viewer"))
    with_cookie = await api.client.post(CALL, json=ARGS, headers={**browser.headers(), **api.auth("viewer")})

    assert plain.status_code == with_cookie.status_code == 200
    assert with_cookie.json()["result"]["as"] == viewer


async def test_logout_revokes_the_session_and_clears_both_cookies(api: Api, carol: str) -> None:
    browser = await sign_in(api)

    response = await browser.post("/api/auth/logout", csrf=browser.csrf)
    after = await browser.get("/api/me")

    assert response.status_code == 204
    cleared = set_cookies(response)
    assert {cleared[SESSION_COOKIE].value, cleared[CSRF_COOKIE].value} == {""}
    assert cleared[SESSION_COOKIE]["max-age"] == "0"
    assert after.status_code == 401
    assert after.json()["error"] == "session_expired"


async def test_logout_of_a_live_session_needs_its_csrf_token(api: Api, carol: str) -> None:
    browser = await sign_in(api)

    refused = await browser.post("/api/auth/logout")

    assert refused.status_code == 403
    assert refused.json()["error"] == "csrf_failed"
    assert (await browser.get("/api/me")).status_code == 200


async def test_logout_without_a_live_session_still_clears_the_cookies(api: Api, carol: str) -> None:
    browser = await sign_in(api)
    await browser.post("/api/auth/logout", csrf=browser.csrf)

    again = await browser.post("/api/auth/logout")
    anonymous = await api.client.post("/api/auth/logout")

    assert again.status_code == anonymous.status_code == 204
    assert set_cookies(again)[SESSION_COOKIE].value == ""


async def test_signing_in_again_replaces_the_previous_session(api: Api, carol: str) -> None:
    first = await sign_in(api)

    response = await api.client.post(
        "/api/auth/login", json={"username": "carol", "password": PASSWORD}, headers=first.headers()
    )
    api.client.cookies.clear()

    assert response.status_code == 200
    assert (await first.get("/api/me")).json()["error"] == "session_expired"


async def test_an_idle_session_expires_while_a_used_one_slides_on(api: Api, carol: str, clock: ManualClock) -> None:
    idle, busy = await sign_in(api), await sign_in(api)
    almost_idle = timedelta(seconds=api.runtime.settings.session_idle_seconds - 60)

    clock.advance(almost_idle)
    assert (await busy.get("/api/me")).status_code == 200
    clock.advance(timedelta(minutes=2))
    expired, still = await idle.get("/api/me"), await busy.get("/api/me")

    assert expired.status_code == 401
    assert expired.json()["error"] == "session_expired"
    assert still.status_code == 200


async def test_a_session_used_all_the_time_still_ends_at_its_absolute_lifetime(
    api: Api, carol: str, clock: ManualClock
) -> None:
    browser = await sign_in(api)
    settings = api.runtime.settings
    ends = clock.now() + timedelta(seconds=settings.session_lifetime_seconds)
    step = timedelta(seconds=settings.session_idle_seconds // 2)

    while clock.now() + step < ends:
        clock.advance(step)
        assert (await browser.get("/api/me")).status_code == 200
    clock.advance(step)

    assert (await browser.get("/api/me")).json()["error"] == "session_expired"


async def test_a_deactivated_users_session_stops_working_at_once(api: Api, carol: str) -> None:
    browser = await sign_in(api)
    assert (await browser.get("/api/me")).status_code == 200

    await api.runtime.stores.identity.set_active(user_id=carol, active=False)
    response = await browser.get("/api/me")

    assert response.status_code == 401
    assert response.json()["error"] == "session_expired"


async def test_the_raw_session_token_never_reaches_the_database(api: Api, carol: str, database: Database) -> None:
    browser = await sign_in(api)
    await browser.post(CALL, json=ARGS, csrf=browser.csrf)
    await browser.get("/api/me")

    async with database.engine.connect() as conn:
        names = await conn.run_sync(lambda sync: sa.inspect(sync).get_table_names())
        dumped = [repr((await conn.execute(sa.text(f'SELECT * FROM "{name}"'))).all()) for name in names]

    assert "web_sessions" in names
    assert not any(browser.session in rows for rows in dumped)
    assert not any(browser.session[4:] in rows for rows in dumped)


async def test_a_projected_write_re_entering_a_cookie_guarded_route_passes_its_csrf_check(
    database: Database, tmp_path: Path, clock: ManualClock
) -> None:
    host = FastAPI()
    install_error_handlers(host)

    @host.post("/notes", operation_id="add_note")
    async def add_note(principal: PrincipalDep) -> dict[str, str]:
        return {"added_by": principal.name}

    registry = build_toolbox(Calls())
    route = FastAPIRoute(
        host, "add_note", effect=Effect.READ, permissions=["incidents.read"], allow_read_on_unsafe_method=True
    )
    registry.register(route.build_tool())
    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused")
    app = create_app(settings, registry=registry, clock=clock, database=database, host=HostCallerFactory(app=host))
    host.state.deputy = app.state.deputy
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://deputy.test") as client:
        api = Api(app=app, client=client, runtime=app.state.deputy, calls=Calls(), tokens=await seed(app.state.deputy))
        await add_user(api, "carol")
        browser = await sign_in(api)

        response = await browser.post("/api/tools/add_note/call", json={"arguments": {}}, csrf=browser.csrf)

    assert response.status_code == 200, response.text
    assert response.json()["result"] == {"added_by": "carol"}


async def test_a_change_proposed_over_mcp_is_applied_from_a_browser_session_never_with_a_token(
    api: Api, carol: str
) -> None:
    """An external agent may hold the user's personal API token (it works on /mcp); it must not approve its own
    proposal with it."""
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    token = (await identity.create_api_token(user_id=carol, now=now)).secret
    principal = await identity.principal_for_api_token(token, now=now)
    proposed = await api.runtime.gateway.call(
        ToolContext(principal=principal, transport=Transport.MCP),
        "create_incident",
        {"title": "Disk full", "severity": 2},
    )
    assert isinstance(proposed, Proposed)
    body = {"token": proposed.token}

    refused = await api.client.post("/api/proposals/apply", json=body, headers={"Authorization": f"Bearer {token}"})
    assert refused.status_code == 403
    assert refused.json()["error"] == "needs_a_person"
    assert api.calls.executed["create_incident"] == 0

    browser = await sign_in(api)
    applied = await browser.post("/api/proposals/apply", csrf=browser.csrf, json=body)
    assert applied.status_code == 200, applied.text
    assert applied.json()["proposal"]["status"] == "applied"
    assert api.calls.executed["create_incident"] == 1


async def test_a_token_an_operator_marked_applies_what_the_user_proposed_through_the_rest_api(api: Api) -> None:
    called = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "Disk full", "severity": 2}},
        headers=api.auth("operator"),
    )
    token = called.json()["proposal"]["token"]
    applied = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("operator-applies"))
    assert applied.status_code == 200, applied.text
