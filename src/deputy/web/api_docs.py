"""The API reference page (Swagger UI) from files the package serves, under `security_headers`' policy.

FastAPI's own `/docs` loads Swagger UI from a CDN and starts it with an inline script; `fastapi-offline` serves the
files but keeps the inline script, which `script-src 'self'` refuses. Here the page carries its one setting (the
OpenAPI document's URL) in a `data-` attribute and `api_docs.js`, served beside Swagger UI's files, starts it.
ReDoc is not served: one reference page is enough (FastAPI's default `/redoc` also came from a CDN).
"""

from __future__ import annotations

import html
from pathlib import Path

import fastapi_offline
from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles

SWAGGER_FILES = Path(fastapi_offline.__file__).resolve().parent / "static"
START_SCRIPT = Path(__file__).resolve().with_name("api_docs.js")
START_SCRIPT_NAME = "start-swagger-ui.js"


def serve_api_docs(app: FastAPI, *, docs_url: str = "/docs", assets_url: str = "/docs-assets") -> None:
    """Serve Swagger UI for `app.openapi_url` at `docs_url`, its files under `assets_url` (build `app` with
    `docs_url=None, redoc_url=None`). Both work under a mount: URLs carry the request's `root_path`."""
    openapi_url = app.openapi_url
    if openapi_url is None:
        raise ValueError("serve_api_docs needs the app's OpenAPI document (openapi_url is None)")
    title = f"{app.title} - Swagger UI"

    @app.get(docs_url, include_in_schema=False)
    async def api_docs(request: Request) -> HTMLResponse:
        root = str(request.scope.get("root_path", ""))
        return HTMLResponse(_page(title=title, openapi_url=root + openapi_url, assets=root + assets_url))

    @app.get(f"{assets_url}/{START_SCRIPT_NAME}", include_in_schema=False)
    async def start_script() -> FileResponse:
        return FileResponse(START_SCRIPT, media_type="text/javascript", headers={"Cache-Control": "no-cache"})

    # After the route above, so the start script is found before the mount takes the whole prefix.
    app.mount(assets_url, StaticFiles(directory=SWAGGER_FILES), name=f"api-docs-files{assets_url}")


def _page(*, title: str, openapi_url: str, assets: str) -> str:
    e = html.escape
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)}</title>
<link rel="icon" type="image/png" href="{e(assets)}/favicon.png">
<link rel="stylesheet" href="{e(assets)}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui" data-openapi-url="{e(openapi_url)}"></div>
<script src="{e(assets)}/swagger-ui-bundle.js"></script>
<script src="{e(assets)}/{START_SCRIPT_NAME}"></script>
</body>
</html>
"""
