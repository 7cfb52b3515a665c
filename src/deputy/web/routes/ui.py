"""The web UI: the built single-page app in `deputy/web/static` (from `web-ui/`, committed so no Node is needed).

`/assets/*` are content-hashed files, cached for a year; the app's own pages (`/`, `/login`, `/c/{id}`,
`/admin`, `/proposals/{token}`, `/inbox`, `/inbox/{id}`) answer `index.html`, never cached, so a new release is
picked up on the next load. Only these paths are routed here, so nothing under `/api`, `/mcp`, `/acme`,
`/.well-known` or `/oauth` can ever be shadowed.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, Response

from deputy.errors import NotFound

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"
ASSETS_DIR = STATIC_DIR / "assets"
INDEX = STATIC_DIR / "index.html"

IMMUTABLE = "public, max-age=31536000, immutable"
NO_CACHE = "no-cache"

router = APIRouter(include_in_schema=False)


class UINotBuilt(NotFound):
    code = "ui_not_built"


def _index() -> Response:
    if not INDEX.is_file():
        raise UINotBuilt("The web UI is not built: run `make ui` (or use the API and MCP directly).")
    return FileResponse(INDEX, media_type="text/html", headers={"Cache-Control": NO_CACHE})


@router.get("/")
@router.get("/login")
@router.get("/admin")
@router.get("/inbox")
async def page() -> Response:
    return _index()


@router.get("/c/{conversation_id}")
async def conversation_page(conversation_id: str) -> Response:
    """A conversation's page; the app itself loads (and checks) the conversation."""
    del conversation_id
    return _index()


@router.get("/inbox/{conversation_id}")
async def inbox_chat_page(conversation_id: str) -> Response:
    """A direct or group chat in the inbox; the app loads (and checks) it."""
    del conversation_id
    return _index()


@router.get("/proposals/{token}")
async def proposal_page(token: str) -> Response:
    """A proposal's confirm page (the link MCP clients give the user); the app loads it with the user's session."""
    del token
    return _index()


@router.get("/assets/{name:path}")
async def asset(name: str) -> Response:
    """A built asset. Names are flat (`index-<hash>.js`); anything else, or a missing file, is a 404."""
    path = (ASSETS_DIR / name).resolve()
    if path.parent != ASSETS_DIR.resolve() or not path.is_file():
        raise NotFound("No such asset.", code="unknown_asset")
    return FileResponse(path, headers={"Cache-Control": IMMUTABLE})


@router.get("/favicon.svg")
async def favicon() -> Response:
    return FileResponse(STATIC_DIR / "favicon.svg", headers={"Cache-Control": "public, max-age=86400"})
