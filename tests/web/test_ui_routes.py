"""The built web UI is served by the Python package: pages get `index.html`, assets are long-cached, and nothing
else on the server is shadowed. The committed build must match `web-ui/` (rebuild with `make ui`)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from deputy.web.routes.ui import ASSETS_DIR, STATIC_DIR
from tests.web.conftest import Api

WEB_UI = Path(__file__).resolve().parents[2] / "web-ui"
SOURCES = ("src", "public", "index.html", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts")


@pytest.mark.parametrize(
    "path", ["/", "/login", "/login?next=/oauth/authorize", "/admin", "/c/3f2a9c", "/inbox", "/inbox/3f2a9c"]
)
async def test_the_apps_pages_answer_index_html_that_is_never_cached(api: Api, path: str) -> None:
    response = await api.client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    assert '<div id="root"></div>' in response.text


async def test_every_asset_the_index_references_is_served_with_a_year_long_cache(api: Api) -> None:
    index = (await api.client.get("/")).text
    referenced = re.findall(r'(?:src|href)="(/assets/[^"]+)"', index)
    assert any(ref.endswith(".js") for ref in referenced) and any(ref.endswith(".css") for ref in referenced)
    for ref in referenced:
        response = await api.client.get(ref)
        assert response.status_code == 200, ref
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    script = next(ref for ref in referenced if ref.endswith(".js"))
    assert "javascript" in (await api.client.get(script)).headers["content-type"]


async def test_the_icon_is_served(api: Api) -> None:
    response = await api.client.get("/favicon.svg")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg")


@pytest.mark.parametrize("path", ["/assets/missing-0000.js", "/assets/../index.html", "/assets/%2e%2e/index.html"])
async def test_a_missing_or_escaping_asset_is_a_404(api: Api, path: str) -> None:
    response = await api.client.get(path)
    assert response.status_code == 404
    assert "<div id=" not in response.text


@pytest.mark.parametrize(
    "path", ["/api/nothing-here", "/mcp", "/acme/services", "/.well-known/oauth-protected-resource", "/oauth/x"]
)
async def test_server_paths_are_never_answered_with_the_app(api: Api, path: str) -> None:
    response = await api.client.get(path)
    assert '<div id="root">' not in response.text


async def test_the_api_still_answers_beside_the_ui(api: Api) -> None:
    assert (await api.client.get("/api/health")).json() == {"status": "ok"}
    assert (await api.client.get("/api/me")).status_code == 401


def _sources_hash() -> str:
    """The hash `web-ui/vite.config.ts` writes into build-info.json (same file list, order and framing)."""
    files: list[str] = []
    for name in SOURCES:
        path = WEB_UI / name
        found = [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path]
        files += [p.relative_to(WEB_UI).as_posix() for p in found]
    digest = hashlib.sha256()
    for relative in sorted(files):
        digest.update(relative.encode() + b"\0")
        digest.update((WEB_UI / relative).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def test_the_committed_build_matches_the_web_ui_sources() -> None:
    info = json.loads((STATIC_DIR / "build-info.json").read_text())
    assert info["sources_sha256"] == _sources_hash(), "web-ui/ changed since the last build: run `make ui` and commit"
    manifest = json.loads((STATIC_DIR / ".vite" / "manifest.json").read_text())
    for entry in manifest.values():
        assert (STATIC_DIR / entry["file"]).is_file(), entry["file"]
    assert ASSETS_DIR.is_dir()
