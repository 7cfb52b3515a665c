"""Red team (issue 35, finding 4): `/`, `/login`, `/admin`, `/c/*` and `/proposals/*` could be framed by any site
(no `X-Frame-Options`, no CSP `frame-ancestors`), so a page could be laid over an invisible Deputy and click its
buttons. Every page the server sends now forbids framing, runs only scripts this origin serves and leaks no path
in a `Referer`; the policy is decided in one place (`deputy.web.security_headers`)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import httpx
import pytest
from fastapi.responses import HTMLResponse
from fastapi.routing import iter_route_contexts
from starlette.routing import BaseRoute, Mount

from tests.demo.conftest import Demo
from tests.mcp.conftest import lifespan_in_one_task
from tests.mcp.flow import OAuthApp, authorize, pkce, register

PAGES = [
    "/",
    "/login",
    "/login?next=%2Fc%2Fx",
    "/admin",
    "/inbox",
    "/inbox/x",
    "/c/x",
    "/proposals/x",
    "/docs",  # Deputy's API reference
    "/acme/docs",  # the demo host application's
    "/oauth/authorize?client_id=unknown",  # the consent flow's error page
    "/favicon.svg",  # an SVG opened on its own is a page that may run scripts
]
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)[^>]*>", re.IGNORECASE)
HELD_OPEN = {"/mcp"}
"""A signed-in GET here is an event stream held open for the server's messages (walked signed out only)."""
REFERRER_POLICIES = {"no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"}


def assert_protected_page(response: httpx.Response) -> None:
    """Not frameable, scripts only from this origin (none inline), no path in a cross-site `Referer`, no sniffing."""
    headers = response.headers
    where = f"{response.request.method} {response.request.url.raw_path.decode()}"
    for name in ("content-security-policy", "x-frame-options", "referrer-policy", "x-content-type-options"):
        assert len(headers.get_list(name)) == 1, f"{where}: {name} is {headers.get_list(name)}"
    assert headers["x-frame-options"] == "DENY", where
    policy = {
        directive.split()[0]: directive.split()[1:]
        for directive in headers["content-security-policy"].split(";")
        if directive.strip()
    }
    assert policy["frame-ancestors"] == ["'none'"], where
    assert policy["default-src"] == ["'self'"], where
    scripts = policy.get("script-src", policy["default-src"])
    assert "'unsafe-inline'" not in scripts and "'unsafe-eval'" not in scripts and "*" not in scripts, where
    assert headers["referrer-policy"] in REFERRER_POLICIES, where
    assert headers["x-content-type-options"] == "nosniff", where
    assert not INLINE_SCRIPT.search(response.text), f"{where}: an inline script, which the policy refuses"


def is_page(response: httpx.Response) -> bool:
    content_type: str = response.headers.get("content-type", "")
    return content_type.startswith(("text/html", "application/xhtml+xml", "image/svg+xml"))


@pytest.mark.parametrize("path", PAGES)
async def test_every_page_of_the_server_refuses_to_be_framed_and_runs_no_inline_script(demo: Demo, path: str) -> None:
    response = await demo.client.get(path)

    assert response.status_code in (200, 400), response.text
    assert is_page(response)
    assert_protected_page(response)


async def test_the_oauth_consent_page_refuses_to_be_framed(oauth_app: OAuthApp) -> None:
    client = await register(oauth_app)
    cookie = await oauth_app.sessions.sign_in("operator")

    page = await authorize(oauth_app, client["client_id"], cookie, code_challenge=pkce()[1])

    assert page.status_code == 200 and 'name="decision"' in page.text
    assert_protected_page(page)
    assert page.headers["cache-control"] == "no-store"


def _get_paths(routes: Sequence[BaseRoute], prefix: str = "") -> Iterator[str]:
    """Every path a GET can reach: included routers and mounted apps too (a static files mount serves no page)."""
    for context in iter_route_contexts(routes):
        route = context.original_route
        if isinstance(route, Mount):
            yield from _get_paths(route.routes, prefix + route.path)
        elif context.path is not None and (context.methods is None or "GET" in context.methods):
            yield prefix + context.path


async def test_any_get_route_that_answers_a_page_sends_the_page_policy_and_every_answer_is_nosniff(
    demo: Demo,
) -> None:
    """A property over the whole app: a page added later, anywhere, cannot forget the headers."""
    paths = sorted({re.sub(r"\{[^}]+\}", "1", path) for path in _get_paths(demo.built.app.routes)})
    assert len(paths) > 50, paths
    pages: set[str] = set()
    async with lifespan_in_one_task(demo.built.app):  # `/mcp` answers only inside it
        for path in paths:
            for headers in ({}, {} if path in HELD_OPEN else demo.auth("admin")):
                response = await demo.client.get(path, headers=headers)
                assert response.headers.get("x-content-type-options") == "nosniff", path
                if is_page(response):
                    assert_protected_page(response)
                    pages.add(path)
                else:
                    assert "content-security-policy" not in response.headers, path
    # The walk saw the pages this finding was about, so it is not vacuous.
    assert {"/", "/login", "/admin", "/c/1", "/proposals/1", "/docs", "/acme/docs", "/oauth/authorize"} <= pages


async def test_a_route_cannot_send_a_weaker_policy_of_its_own(demo: Demo) -> None:
    """`SecurityHeaders` replaces whatever a page set itself: one place decides."""

    @demo.built.acme.get("/weak-page")
    async def weak() -> HTMLResponse:
        return HTMLResponse(
            "<p>hi</p>", headers={"Content-Security-Policy": "frame-ancestors *", "X-Frame-Options": "ALLOWALL"}
        )

    assert_protected_page(await demo.client.get("/acme/weak-page"))
