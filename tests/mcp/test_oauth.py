"""The OAuth 2.1 authorization server and the resource server's duties at `/mcp`, one rule per test."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import httpx
import sqlalchemy as sa
from sqlalchemy import event

from deputy.core.clock import ManualClock
from deputy.core.identity.credentials import API_TOKEN_PREFIX
from deputy.core.identity.sessions import SESSION_TOKEN_PREFIX
from deputy.mcp.credentials import ACCESS_PREFIX, CLIENT_SECRET_PREFIX, CODE_PREFIX, REFRESH_PREFIX
from deputy.store import Database
from deputy.store.tables import oauth_codes, oauth_tokens
from tests.core.toolbox import Calls, build_toolbox
from tests.web.conftest import SECRET

from .conftest import lifespan_in_one_task
from .flow import (
    PUBLIC_URL,
    REDIRECT_URI,
    RESOURCE,
    OAuthApp,
    Sessions,
    authorize,
    code_for,
    consent,
    exchange,
    mcp_call,
    pkce,
    query_of,
    register,
    rpc_result,
    tokens_for,
)

PRM_URL = f"{PUBLIC_URL}/.well-known/oauth-protected-resource/mcp"


async def test_metadata_names_the_issuer_the_resource_and_mandatory_s256(oauth_app: OAuthApp) -> None:
    prm = (await oauth_app.client.get("/.well-known/oauth-protected-resource/mcp")).json()
    server = (await oauth_app.client.get("/.well-known/oauth-authorization-server")).json()
    assert prm["resource"] == RESOURCE
    assert prm["authorization_servers"] == [server["issuer"]] == [f"{PUBLIC_URL}/"]
    assert server["code_challenge_methods_supported"] == ["S256"]
    assert server["registration_endpoint"] == f"{PUBLIC_URL}/oauth/register"
    assert set(server["scopes_supported"]) == {"read", "write"}


async def test_a_call_without_a_token_is_challenged_with_the_resource_metadata(oauth_app: OAuthApp) -> None:
    bare = await mcp_call(oauth_app, None, "tools/list")
    forged = await mcp_call(oauth_app, "dpo_not-a-real-token", "tools/list")
    assert bare.status_code == 401 and forged.status_code == 401
    assert f'resource_metadata="{PRM_URL}"' in bare.headers["www-authenticate"]
    assert 'error="invalid_token"' in forged.headers["www-authenticate"]


async def test_a_full_flow_yields_a_token_that_lists_tools(oauth_app: OAuthApp) -> None:
    _, tokens = await tokens_for(oauth_app, "operator")
    result = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/list"))
    assert tokens["token_type"] == "Bearer" and tokens["scope"] == "read write"
    assert sorted(t["name"] for t in result["tools"]) == ["create_incident", "get_proposal", "list_incidents"]
    assert result["cacheScope"] == "private"


async def test_codes_and_tokens_are_stored_only_as_hashes(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    tokens = (await exchange(oauth_app, client["client_id"], code, verifier)).json()
    async with oauth_app.runtime.database.transaction() as conn:
        stored = [
            *(await conn.execute(sa.select(oauth_codes))).all(),
            *(await conn.execute(sa.select(oauth_tokens))).all(),
        ]
    dump = repr(stored)
    for secret in (code, tokens["access_token"], tokens["refresh_token"]):
        assert secret not in dump


async def test_an_unregistered_redirect_uri_is_refused_without_redirecting(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    _, challenge = pkce()
    for uri in ("http://127.0.0.1:9/callback/", "http://127.0.0.1:9/other", "https://evil.example/callback"):
        response = await authorize(oauth_app, client["client_id"], cookie, code_challenge=challenge, redirect_uri=uri)
        assert response.status_code == 400
        assert "location" not in response.headers


async def test_registration_refuses_redirects_that_are_neither_https_nor_loopback(oauth_app: OAuthApp) -> None:
    response = await oauth_app.client.post("/oauth/register", json={"redirect_uris": ["http://evil.example/cb"]})
    assert response.status_code == 400 and response.json()["error"] == "invalid_redirect_uri"


async def test_authorize_without_pkce_s256_is_refused(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    missing = await authorize(oauth_app, client["client_id"], cookie)
    plain = await authorize(oauth_app, client["client_id"], cookie, code_challenge="abc", code_challenge_method="plain")
    for response in (missing, plain):
        assert response.status_code == 302
        assert query_of(response)["error"] == "invalid_request"
        assert response.headers["location"].startswith(REDIRECT_URI)


async def test_a_wrong_code_verifier_is_refused_and_burns_the_code(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    wrong = await exchange(oauth_app, client["client_id"], code, pkce()[0])
    again = await exchange(oauth_app, client["client_id"], code, verifier)
    assert wrong.status_code == 400 and wrong.json()["error"] == "invalid_grant"
    assert again.status_code == 400 and again.json()["error"] == "invalid_grant"


async def test_a_code_is_single_use(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    assert (await exchange(oauth_app, client["client_id"], code, verifier)).status_code == 200
    assert (await exchange(oauth_app, client["client_id"], code, verifier)).json()["error"] == "invalid_grant"


async def test_a_foreign_resource_is_refused_at_authorize_and_at_token(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    verifier, challenge = pkce()
    other = "https://other.example/mcp"
    refused = await authorize(oauth_app, client["client_id"], cookie, code_challenge=challenge, resource=other)
    assert query_of(refused)["error"] == "invalid_target"
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    swapped = await exchange(oauth_app, client["client_id"], code, verifier, resource=other)
    assert swapped.status_code == 400 and swapped.json()["error"] == "invalid_target"


async def test_a_token_minted_for_another_resource_is_not_accepted(oauth_app: OAuthApp) -> None:
    _, tokens = await tokens_for(oauth_app, "viewer")
    async with oauth_app.runtime.database.transaction() as conn:
        await conn.execute(oauth_tokens.update().values(resource="https://other.example/mcp"))
    response = await mcp_call(oauth_app, tokens["access_token"], "tools/list")
    assert response.status_code == 401


async def test_a_refresh_token_rotates_and_its_reuse_revokes_the_whole_family(oauth_app: OAuthApp) -> None:
    client_id, first = await tokens_for(oauth_app, "viewer")
    form = {"grant_type": "refresh_token", "client_id": client_id, "refresh_token": first["refresh_token"]}
    second = (await oauth_app.client.post("/oauth/token", data=form)).json()
    assert rpc_result(await mcp_call(oauth_app, second["access_token"], "tools/list"))["tools"]
    replay = await oauth_app.client.post("/oauth/token", data=form)
    assert replay.status_code == 400 and replay.json()["error"] == "invalid_grant"
    assert (await mcp_call(oauth_app, second["access_token"], "tools/list")).status_code == 401
    rotated = {**form, "refresh_token": second["refresh_token"]}
    assert (await oauth_app.client.post("/oauth/token", data=rotated)).json()["error"] == "invalid_grant"


async def test_revoking_a_token_ends_access_at_once(oauth_app: OAuthApp) -> None:
    client_id, tokens = await tokens_for(oauth_app, "viewer")
    revoked = await oauth_app.client.post(
        "/oauth/revoke", data={"client_id": client_id, "token": tokens["access_token"]}
    )
    assert revoked.status_code == 200
    assert (await mcp_call(oauth_app, tokens["access_token"], "tools/list")).status_code == 401


async def test_an_expired_access_token_is_refused(oauth_app: OAuthApp, clock: ManualClock) -> None:
    _, tokens = await tokens_for(oauth_app, "viewer")
    clock.advance(timedelta(seconds=tokens["expires_in"] + 1))
    assert (await mcp_call(oauth_app, tokens["access_token"], "tools/list")).status_code == 401


async def test_an_oauth_request_reads_its_token_and_the_users_live_roles_in_one_statement(oauth_app: OAuthApp) -> None:
    _, tokens = await tokens_for(oauth_app, "operator")
    identity = oauth_app.runtime.stores.identity
    operator = await identity.user_by_name("operator")
    assert operator is not None
    statements: list[str] = []
    engine = oauth_app.runtime.database.engine.sync_engine
    event.listen(engine, "before_cursor_execute", lambda *a: statements.append(a[2]))

    listed = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/list"))
    read = len(statements)
    await identity.set_roles(user_id=operator.id, role_names=["viewer"])
    downgraded = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/list"))
    await identity.set_active(user_id=operator.id, active=False)
    disabled = await mcp_call(oauth_app, tokens["access_token"], "tools/list")

    assert read == 1 and "oauth_tokens" in statements[0] and "roles" in statements[0]
    assert "create_incident" in [t["name"] for t in listed["tools"]]
    assert "create_incident" not in [t["name"] for t in downgraded["tools"]]
    assert disabled.status_code == 401


async def test_dynamic_registration_is_rate_limited_per_address(oauth_app: OAuthApp) -> None:
    body = {"redirect_uris": [REDIRECT_URI], "token_endpoint_auth_method": "none"}
    statuses = [(await oauth_app.client.post("/oauth/register", json=body)).status_code for _ in range(6)]
    assert statuses == [201] * 5 + [429]


async def test_a_confidential_client_must_present_its_secret(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app, token_endpoint_auth_method="client_secret_post")
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    without = await exchange(oauth_app, client["client_id"], code, verifier)
    assert without.status_code == 401 and without.json()["error"] == "invalid_client"
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    with_secret = await exchange(oauth_app, client["client_id"], code, verifier, client_secret=client["client_secret"])
    assert with_secret.status_code == 200


async def test_without_a_session_authorize_sends_the_browser_to_the_login_page(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    response = await authorize(oauth_app, client["client_id"], None, code_challenge=pkce()[1])
    assert response.status_code == 302
    location = response.headers["location"]
    assert location.startswith("/login?next=%2Foauth%2Fauthorize%3F")


async def test_the_consent_page_lists_the_scopes_escaped_and_refuses_a_forged_form(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app, client_name="<script>alert(1)</script>")
    cookie = await oauth_app.sessions.sign_in("operator")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])
    assert "<script>alert" not in page.text and "&lt;script&gt;" in page.text
    assert "incidents.write" in page.text and page.headers["x-frame-options"] == "DENY"
    other = await oauth_app.sessions.sign_in("operator")
    forged = await consent(oauth_app, page, other)
    assert forged.status_code == 403


async def test_denying_consent_returns_access_denied_and_issues_no_code(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])
    denied = await consent(oauth_app, page, cookie, decision="deny")
    assert query_of(denied) == {"error": "access_denied", "state": "s1", "iss": f"{PUBLIC_URL}/"}


async def test_a_browser_origin_other_than_ours_is_refused(oauth_app: OAuthApp) -> None:
    response = await mcp_call(oauth_app, oauth_app.tokens["viewer"], "tools/list", Origin="https://evil.example")
    assert response.status_code == 403
    same = await mcp_call(oauth_app, oauth_app.tokens["viewer"], "tools/list", Origin=PUBLIC_URL)
    assert same.status_code == 200


async def test_a_tool_outside_the_tokens_scopes_gets_a_step_up_challenge(oauth_app: OAuthApp) -> None:
    _, tokens = await tokens_for(oauth_app, "operator", scope="read")
    listed = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/list"))
    call = {"name": "create_incident", "arguments": {"title": "x", "severity": 1}}
    response = await mcp_call(oauth_app, tokens["access_token"], "tools/call", call)
    assert [t["name"] for t in listed["tools"]] == ["list_incidents", "get_proposal"]
    assert response.status_code == 403
    challenge = response.headers["www-authenticate"]
    assert 'error="insufficient_scope"' in challenge and "incidents.write" in challenge
    assert oauth_app.calls.dry_runs["create_incident"] == 0
    async with oauth_app.runtime.database.transaction() as conn:
        rows = (await conn.execute(sa.text("SELECT transport, tool_name, effect, error_code FROM audit_log"))).all()
    assert [tuple(r) for r in rows] == [("mcp", "create_incident", "mutate", "insufficient_scope")]


async def test_scopes_never_widen_a_user(oauth_app: OAuthApp) -> None:
    _, tokens = await tokens_for(oauth_app, "viewer", scope="write incidents.write")
    listed = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/list"))
    call = {"name": "create_incident", "arguments": {"title": "x", "severity": 1}}
    refused = rpc_result(await mcp_call(oauth_app, tokens["access_token"], "tools/call", call))
    assert "create_incident" not in [t["name"] for t in listed["tools"]]
    assert refused["isError"] is True and oauth_app.calls.dry_runs["create_incident"] == 0


async def test_mcp_calls_write_audit_rows_with_transport_mcp(oauth_app: OAuthApp) -> None:
    call = {"name": "list_incidents", "arguments": {}}
    rpc_result(await mcp_call(oauth_app, oauth_app.tokens["viewer"], "tools/call", call))
    bad = {"name": "list_incidents", "arguments": {"limit": "many"}}
    result = rpc_result(await mcp_call(oauth_app, oauth_app.tokens["viewer"], "tools/call", bad))
    async with oauth_app.runtime.database.transaction() as conn:
        rows = (await conn.execute(sa.text("SELECT transport, outcome FROM audit_log ORDER BY created_at"))).all()
    assert result["isError"] is True
    assert [tuple(r) for r in rows] == [("mcp", "ok"), ("mcp", "refused")]


async def test_the_consent_page_accepts_a_real_browser_login(database: Database, tmp_path: Path) -> None:
    from deputy.server import create_server
    from deputy.settings import Settings

    settings = Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "x", public_url=PUBLIC_URL)
    app = create_server(settings, registry=build_toolbox(Calls()), database=database)
    runtime = app.state.deputy
    identity, now = runtime.stores.identity, runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"incidents.read"}, now=now)
    await identity.create_user(
        tenant_id=tenant, username="vera", password="correct horse", role_names=["viewer"], now=now
    )
    async with (
        lifespan_in_one_task(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL) as http,
    ):
        login = await http.post("/api/auth/login", json={"username": "vera", "password": "correct horse"})
        assert login.status_code == 200, login.text
        session = login.cookies["deputy_session"]
        flow = OAuthApp(client=http, runtime=runtime, calls=Calls(), tokens={}, sessions=Sessions())
        client = await register(flow)
        verifier, challenge = pkce()
        page = await authorize(flow, client["client_id"], session, code_challenge=challenge)
        answer = await consent(flow, page, session)
        tokens = (await exchange(flow, client["client_id"], query_of(answer)["code"], verifier)).json()
        listed = rpc_result(await mcp_call(flow, tokens["access_token"], "tools/list"))
    assert [t["name"] for t in listed["tools"]] == ["list_incidents", "get_proposal"]


def test_every_kind_of_deputy_credential_has_its_own_prefix() -> None:
    prefixes = [API_TOKEN_PREFIX, SESSION_TOKEN_PREFIX, ACCESS_PREFIX, CLIENT_SECRET_PREFIX]
    prefixes += [CODE_PREFIX, REFRESH_PREFIX]
    assert len(set(prefixes)) == len(prefixes)
