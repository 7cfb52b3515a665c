"""Issue 35, finding 10 ("OAuth details"): a replayed code, hostile client registrations, a refused refresh and a
consent form submitted twice, each as the attacker would try it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
import sqlalchemy as sa

from deputy.core.clock import ManualClock
from deputy.store import Database
from deputy.store.identity.oauth import OAuthClientRecord
from deputy.store.tables import oauth_clients
from tests.core.toolbox import Calls, build_toolbox
from tests.mcp.conftest import lifespan_in_one_task, oauth_app  # noqa: F401  (the fixture)
from tests.mcp.flow import (
    PUBLIC_URL,
    REDIRECT_URI,
    OAuthApp,
    authorize,
    code_for,
    consent,
    consent_form,
    exchange,
    mcp_call,
    pkce,
    query_of,
    register,
    tokens_for,
)
from tests.mcp.support import live_deputy, mcp_session, oauth_client, signed_in_browser
from tests.web.conftest import SECRET

# -- a) a replayed authorization code ---------------------------------------------------------------------------


async def refresh(app: OAuthApp, client_id: str, token: str, **form: str) -> httpx.Response:
    data = {"grant_type": "refresh_token", "client_id": client_id, "refresh_token": token} | form
    return await app.client.post("/oauth/token", data=data)


async def test_replaying_a_used_authorization_code_revokes_every_token_issued_from_it(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    client = await register(oauth_app)
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)
    first = (await exchange(oauth_app, client["client_id"], code, verifier)).json()
    rotated = (await refresh(oauth_app, client["client_id"], first["refresh_token"])).json()
    assert (await mcp_call(oauth_app, rotated["access_token"], "tools/list")).status_code == 200

    replay = await exchange(oauth_app, client["client_id"], code, verifier)

    assert replay.status_code == 400 and replay.json()["error"] == "invalid_grant"
    assert "revoked" in replay.json()["error_description"]
    for access in (first["access_token"], rotated["access_token"]):
        assert (await mcp_call(oauth_app, access, "tools/list")).status_code == 401
    again = await refresh(oauth_app, client["client_id"], rotated["refresh_token"])
    assert again.status_code == 400 and again.json()["error"] == "invalid_grant"


async def test_a_replay_racing_the_first_redemption_of_a_code_leaves_no_live_token(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    client = await register(oauth_app)
    verifier, challenge = pkce()
    code = await code_for(oauth_app, "viewer", client["client_id"], challenge)

    answers = await asyncio.gather(*(exchange(oauth_app, client["client_id"], code, verifier) for _ in range(2)))

    granted = [a.json() for a in answers if a.status_code == 200]
    assert len(granted) == 1 and sorted(a.status_code for a in answers) == [200, 400]
    assert (await mcp_call(oauth_app, granted[0]["access_token"], "tools/list")).status_code == 401


@pytest.mark.slow
async def test_an_intercepted_code_replayed_revokes_the_official_clients_tokens(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        browser = await signed_in_browser(deputy, "viewer")
        provider = oauth_client(deputy, browser)
        async with mcp_session(deputy, mode="2026-07-28", auth=provider) as session:
            assert (await session.list_tools()).tools
        storage = provider.context.storage
        tokens, info = await storage.get_tokens(), await storage.get_client_info()
        assert tokens is not None and info is not None and browser.result is not None
        async with httpx2.AsyncClient() as http:
            # The attacker has the code from the redirect and the native app's secret (RFC 8252 §8.5: an installed
            # app keeps none), not the PKCE verifier of this one flow: the replay alone counts.
            replay = await http.post(
                f"{deputy.url}/oauth/token",
                data={
                    "grant_type": "authorization_code",
                    "client_id": info.client_id or "",
                    "client_secret": info.client_secret or "",
                    "code": browser.result.code,
                    "code_verifier": pkce()[0],
                    "redirect_uri": REDIRECT_URI,
                    "resource": deputy.mcp_url,
                },
            )
            listed = await http.post(
                deputy.mcp_url,
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={"Authorization": f"Bearer {tokens.access_token}", "Accept": "application/json"},
            )
    assert replay.status_code == 400 and replay.json()["error"] == "invalid_grant"
    assert listed.status_code == 401


# -- b) hostile dynamic client registrations --------------------------------------------------------------------

HOSTILE_REDIRECTS = {
    "userinfo": ("https://trusted.example@evil.example/cb", "user information"),
    "userinfo on loopback": ("http://127.0.0.1@evil.example/cb", "user information"),
    "CR LF": ("https://trusted.example/cb\r\nSet-Cookie: a=b", "control character"),
    "NUL": ("https://trusted.example/\x00cb", "control character"),
    "fragment": ("https://trusted.example/cb#frag", "fragment"),
    "too long": ("https://trusted.example/" + "a" * 2000, "longer than 2000"),
    "javascript": ("javascript:alert(1)//", "must be HTTPS"),
    "data": ("data:text/html,hi", "must be HTTPS"),
    "file": ("file:///etc/passwd", "must be HTTPS"),
    "plain http": ("http://evil.example/cb", "loopback"),
    "lookalike loopback": ("http://localhost.evil.example/cb", "loopback"),
    "backslash host": ("https://trusted.example\\.evil.example/cb", "may not hold"),
    "homoglyph host": ("https://trusted.ex\u0430mple/cb", "outside ASCII"),  # a Cyrillic a
    "space": ("https://trusted.example/c b", "may not hold"),
    "percent host": ("https://trusted.example%2eevil.example/cb", "host"),
    "no host": ("https:///cb", "must name a host"),
    "bad port": ("http://127.0.0.1:99999/cb", "well-formed"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_REDIRECTS))
async def test_registering_a_hostile_redirect_uri_is_refused_with_invalid_redirect_uri(
    oauth_app: OAuthApp,  # noqa: F811
    case: str,
) -> None:
    uri, reason = HOSTILE_REDIRECTS[case]
    response = await oauth_app.client.post("/oauth/register", json={"redirect_uris": [uri]})
    assert response.status_code == 400, response.text
    assert response.json()["error"] == "invalid_redirect_uri"
    assert reason in response.json()["error_description"]


HOSTILE_METADATA: dict[str, tuple[Any, str, str]] = {
    "eleven redirect URIs": (
        {"redirect_uris": [f"http://127.0.0.1:{port}/cb" for port in range(11)]},
        "invalid_redirect_uri",
        "redirect_uris: List should have at most 10 items",
    ),
    "a hundred kilobytes of extra members": (
        {"redirect_uris": [REDIRECT_URI], "contacts": ["a" * 1000] * 100},
        "invalid_client_metadata",
        "larger than 65536 bytes",
    ),
    "a redirect URI that is not a string": ({"redirect_uris": [7]}, "invalid_redirect_uri", "redirect_uris.0"),
    "a NUL in the client name": (
        {"redirect_uris": [REDIRECT_URI], "client_name": "Claude\x00"},
        "invalid_client_metadata",
        "client_name: Value error, must not contain control",
    ),
    "a right-to-left override in the client name": (
        {"redirect_uris": [REDIRECT_URI], "client_name": "Claude\u202etxt.exe"},
        "invalid_client_metadata",
        "client_name",
    ),
    "a long client name": (
        {"redirect_uris": [REDIRECT_URI], "client_name": "x" * 201},
        "invalid_client_metadata",
        "client_name: String should have at most 200 characters",
    ),
    "a long auth method": (
        {"redirect_uris": [REDIRECT_URI], "token_endpoint_auth_method": "x" * 65},
        "invalid_client_metadata",
        "token_endpoint_auth_method",
    ),
    "many grant types": (
        {"redirect_uris": [REDIRECT_URI], "grant_types": ["authorization_code"] * 9},
        "invalid_client_metadata",
        "grant_types",
    ),
    "not JSON": ("{redirect_uris", "invalid_client_metadata", "must be a JSON object"),
    "a JSON list": ([REDIRECT_URI], "invalid_client_metadata", "must be a JSON object"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_METADATA))
async def test_oversized_or_malformed_client_metadata_is_refused_with_a_named_field(
    oauth_app: OAuthApp,  # noqa: F811
    case: str,
) -> None:
    body, code, message = HOSTILE_METADATA[case]
    content = body if isinstance(body, str) else httpx.Request("POST", "/", json=body).content
    response = await oauth_app.client.post(
        "/oauth/register", content=content, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400, response.text
    assert response.json() == {"error": code, "error_description": response.json()["error_description"]}
    assert message in response.json()["error_description"]


async def test_two_megabytes_of_redirect_uris_are_refused_before_they_are_read_whole(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    body = {"redirect_uris": ["https://trusted.example/" + "a" * 1990] * 1000}
    response = await oauth_app.client.post("/oauth/register", json=body)
    # Refused by the registration's own bound (64 KiB) or by the server's bound on every body, whichever comes first.
    assert (response.status_code, response.json()["error"]) in {
        (400, "invalid_client_metadata"),
        (413, "body_too_large"),
    }
    async with oauth_app.runtime.database.transaction() as conn:
        assert await conn.scalar(sa.select(sa.func.count()).select_from(oauth_clients)) == 0


NATIVE_AND_WEB_REDIRECTS = [
    "http://127.0.0.1:33418/callback",  # VS Code, any port
    "http://localhost:6274/oauth/callback",  # the MCP Inspector, Claude Code
    "http://[::1]:8080/cb",
    "http://127.0.0.1/callback",
    "https://claude.ai/api/mcp/auth_callback",
    "https://vscode.dev/redirect?state=x",
    "com.example.app:/oauth2redirect/example-provider",  # RFC 8252 §7.1
    "com.example.app://callback",
]


@pytest.mark.parametrize("uri", NATIVE_AND_WEB_REDIRECTS)
async def test_the_redirect_uris_real_clients_use_are_still_accepted(
    oauth_app: OAuthApp,  # noqa: F811
    uri: str,
) -> None:
    response = await oauth_app.client.post(
        "/oauth/register", json={"redirect_uris": [uri], "token_endpoint_auth_method": "none"}
    )
    assert response.status_code == 201, response.text
    assert response.json()["redirect_uris"] == [uri]


async def test_the_consent_page_names_the_host_the_answer_goes_to(oauth_app: OAuthApp) -> None:  # noqa: F811
    uri = "https://trusted.example/cb"
    client = await register(oauth_app, redirect_uris=[uri])
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1], redirect_uri=uri)
    assert page.status_code == 200
    assert 'a web site: <strong id="redirect-host">trusted.example</strong>' in page.text


async def test_a_client_registered_with_userinfo_before_the_fix_gets_no_consent_page(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    uri = "https://trusted.example@evil.example/cb"
    runtime = oauth_app.runtime
    record = OAuthClientRecord(
        client_id="dpc-legacy",
        secret_hash=None,
        name="legacy",
        redirect_uris=(uri,),
        grant_types=("authorization_code", "refresh_token"),
        auth_method="none",
        scope=None,
        client_metadata={},
        created_at=runtime.clock.now(),
    )
    await runtime.stores.oauth.register_client(record, registered_from=None)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, "dpc-legacy", cookie, code_challenge=pkce()[1], redirect_uri=uri)
    assert page.status_code == 400 and "location" not in page.headers
    assert "user information" in page.text


async def test_a_code_challenge_that_is_not_s256_shaped_is_refused_not_stored(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    response = await authorize(oauth_app, client["client_id"], cookie, code_challenge="x" * 5000)
    assert response.status_code == 302 and query_of(response)["error"] == "invalid_request"


async def test_a_nul_in_a_client_id_is_an_unknown_client_not_a_database_error(
    oauth_app: OAuthApp,  # noqa: F811
) -> None:
    form = {"grant_type": "authorization_code", "client_id": "dpc-\x00", "code": "x"}
    token = await oauth_app.client.post("/oauth/token", data=form)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, "dpc-\x00", cookie, code_challenge=pkce()[1])
    assert token.status_code == 401 and token.json()["error"] == "invalid_client"
    assert page.status_code == 400 and "Unknown client." in page.text


# -- c) a refused refresh ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("form", "error"),
    [({"scope": "read write"}, "invalid_scope"), ({"resource": "https://other.example/mcp"}, "invalid_target")],
)
async def test_a_refresh_refused_for_scope_or_resource_leaves_the_refresh_token_usable(
    oauth_app: OAuthApp,  # noqa: F811
    form: dict[str, str],
    error: str,
) -> None:
    client_id, tokens = await tokens_for(oauth_app, "operator", scope="read")

    refused = await refresh(oauth_app, client_id, tokens["refresh_token"], **form)
    retried = await refresh(oauth_app, client_id, tokens["refresh_token"])

    assert refused.status_code == 400 and refused.json()["error"] == error
    assert retried.status_code == 200, retried.text
    assert retried.json()["scope"] == "read"
    assert (await mcp_call(oauth_app, retried.json()["access_token"], "tools/list")).status_code == 200


# -- d) a consent form submitted twice --------------------------------------------------------------------------


@asynccontextmanager
async def second_pod(app: OAuthApp, database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[OAuthApp]:
    """Another process over the same database and server key; the browser's session cookies resolve the same."""
    from deputy.server import create_server
    from deputy.settings import Settings

    settings = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused-2", public_url=PUBLIC_URL
    )
    pod = create_server(
        settings, registry=build_toolbox(Calls()), clock=clock, database=database, session_lookup=app.sessions.lookup
    )
    async with (
        lifespan_in_one_task(pod),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=pod), base_url=PUBLIC_URL) as http,
    ):
        yield OAuthApp(client=http, runtime=pod.state.deputy, calls=Calls(), tokens={}, sessions=app.sessions)


async def test_a_consent_form_submitted_twice_yields_one_code(oauth_app: OAuthApp) -> None:  # noqa: F811
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])

    first = await consent(oauth_app, page, cookie)
    second = await consent(oauth_app, page, cookie)

    assert first.status_code == 302 and "code" in query_of(first)
    assert second.status_code == 400 and "location" not in second.headers
    assert "already answered" in second.text


async def test_a_consent_form_replayed_on_another_pod_yields_no_second_code(
    oauth_app: OAuthApp,  # noqa: F811
    database: Database,
    tmp_path: Path,
    clock: ManualClock,
) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])
    async with second_pod(oauth_app, database, tmp_path, clock) as other:
        answers = await asyncio.gather(consent(oauth_app, page, cookie), consent(other, page, cookie))
    assert sorted(a.status_code for a in answers) == [302, 400]


async def test_a_denied_consent_form_cannot_be_resubmitted_as_allow(oauth_app: OAuthApp) -> None:  # noqa: F811
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])
    denied = await consent(oauth_app, page, cookie, decision="deny")
    allowed = await oauth_app.client.post(
        "/oauth/consent",
        data={**consent_form(page.text), "decision": "allow"},
        headers={"Cookie": f"deputy_session={cookie}"},
    )
    assert query_of(denied)["error"] == "access_denied"
    assert allowed.status_code == 400 and "location" not in allowed.headers


async def test_two_authorize_pages_each_give_one_code(oauth_app: OAuthApp) -> None:  # noqa: F811
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("viewer")
    challenge = pkce()[1]
    pages = [await authorize(oauth_app, client["client_id"], cookie, code_challenge=challenge) for _ in range(2)]
    answers = [await consent(oauth_app, page, cookie) for page in pages]
    assert [a.status_code for a in answers] == [302, 302]
