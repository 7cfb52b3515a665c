"""Red team (issue 35, finding 5): `/login?next=%2F..%2F%2Fevil.example%2Fx` sent the user to `//evil.example/x`
once they signed in. The UI checked `next` as written but followed it as the browser resolves it, and `/..//`,
`/.//`, `/%2e%2e//`, `/a/..//` and `/./\\` all resolve to a protocol-relative URL: another site. Now the resolved
path is checked, and anything that is not a path on this origin sends the user to `/`."""

from __future__ import annotations

import re
from urllib.parse import quote

from playwright.async_api import Page, Route, expect

from tests.browser.conftest import PASSWORDS, Site

ESCAPES = [
    "/..//evil.example/x",
    "/.//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/a/..//evil.example/x",
    "/./\\evil.example/x",
    "/.%2e//evil.example/x",
    "//evil.example/x",
    "/\\evil.example/x",
    "https://evil.example/x",
]


async def _sign_in_with_next(page: Page, site: Site, next_path: str) -> str:
    """Open the login page with `next`, sign in, and return the URL the app then goes to."""
    await page.goto(f"{site.url}/login?next={quote(next_path, safe='')}")
    await page.get_by_label("Username").fill("operator")
    await page.get_by_label("Password").fill(PASSWORDS["operator"])
    await page.get_by_role("button", name="Sign in").click()
    await expect(page).not_to_have_url(re.compile(r"/login\?"))
    await page.wait_for_load_state()
    return page.url


async def test_signing_in_never_leaves_the_site_whatever_next_says(page: Page, site: Site) -> None:
    phished: list[str] = []

    async def evil(route: Route) -> None:
        phished.append(route.request.url)
        await route.fulfill(content_type="text/html", body="<h1>phished</h1>")

    await page.route("http://evil.example/**", evil)
    await page.route("https://evil.example/**", evil)

    landed = {next_path: await _sign_in_with_next(page, site, next_path) for next_path in ESCAPES}

    assert landed == dict.fromkeys(ESCAPES, f"{site.url}/")
    assert not phished
    await expect(page.get_by_role("heading", name="What can I help with?")).to_be_visible()


async def test_a_next_path_on_this_site_is_still_followed(page: Page, site: Site) -> None:
    wanted = {"/admin": "/admin", "/a/../admin": "/admin", "/inbox?x=1": "/inbox?x=1"}

    landed = {next_path: await _sign_in_with_next(page, site, next_path) for next_path in wanted}

    assert landed == {next_path: f"{site.url}{path}" for next_path, path in wanted.items()}
