"""Finding 9 (issue 35): no request body limit, so a 50 MB body was read whole before it was refused.

`web.body_limit.BodyLimit` now answers 413 `body_too_large` on every endpoint of the process (the JSON API, `/mcp`,
the OAuth forms): at once when `Content-Length` is over `max_body_bytes` (the body is never read), and as soon as a
chunked body's streamed bytes pass it (the rest is never read).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from pydantic import ValidationError

from deputy.core.clock import ManualClock
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.mcp.flow import OAuthApp
from tests.web.conftest import SECRET, Api, seed

MIB = 1024 * 1024
CHUNK = 64 * 1024
ATTACK = 50 * MIB


@dataclass
class Stream:
    """A request body that is never in memory: `size` bytes made as they are asked for, and how many were."""

    size: int
    sent: int = 0
    chunks: list[int] = field(default_factory=list)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while self.sent < self.size:
            chunk = b" " * min(CHUNK, self.size - self.sent)
            self.sent += len(chunk)
            yield chunk


def assert_too_large(response: httpx.Response, limit: int = MIB) -> None:
    assert response.status_code == 413, response.text
    assert response.json() == {
        "error": "body_too_large",
        "message": f"The request body is larger than {limit} bytes.",
        "limit": limit,
    }
    assert response.headers["connection"] == "close"


ENDPOINTS = [
    ("/api/memories", "application/json"),
    ("/api/chat", "application/json"),
    ("/mcp", "application/json"),
    ("/oauth/token", "application/x-www-form-urlencoded"),
]
"""A JSON route, the chat stream, MCP and an OAuth form (`/oauth/register` reads at most 64 KiB of its own)."""


@pytest.mark.parametrize(("path", "content_type"), [*ENDPOINTS, ("/oauth/register", "application/json")])
async def test_a_body_over_the_limit_is_413_before_it_is_read(
    oauth_app: OAuthApp, path: str, content_type: str
) -> None:
    body = Stream(ATTACK)
    headers = {
        "Content-Type": content_type,
        "Content-Length": str(ATTACK),
        "Authorization": f"Bearer {oauth_app.tokens['admin']}",
    }

    response = await oauth_app.client.post(path, content=body, headers=headers)

    assert_too_large(response)
    assert body.sent == 0


@pytest.mark.parametrize(("path", "content_type"), ENDPOINTS)
async def test_a_chunked_body_is_cut_off_as_soon_as_it_passes_the_limit(
    oauth_app: OAuthApp, path: str, content_type: str
) -> None:
    body = Stream(ATTACK)
    headers = {"Content-Type": content_type, "Authorization": f"Bearer {oauth_app.tokens['admin']}"}

    response = await oauth_app.client.post(path, content=body, headers=headers)

    assert "content-length" not in response.request.headers  # streamed: nothing said how long it would be
    assert_too_large(response)
    assert MIB < body.sent <= MIB + CHUNK
    listed = await oauth_app.client.get("/api/memories", headers={"Authorization": headers["Authorization"]})
    assert listed.json() == []


async def test_the_check_comes_before_authentication(api: Api) -> None:
    body = Stream(ATTACK)

    response = await api.client.post(
        "/api/memories", content=body, headers={"Content-Type": "application/json", "Content-Length": str(ATTACK)}
    )

    assert_too_large(response)
    assert body.sent == 0


# -- the boundary, and the setting ----------------------------------------------------------------------------

LIMIT = 2048


@pytest.fixture
async def small(database: Database, tmp_path: Path, clock: ManualClock) -> AsyncIterator[Api]:
    settings = Settings(
        db_url=database.url, secret_key=SECRET, secret_key_file=tmp_path / "unused", max_body_bytes=LIMIT
    )
    app = create_app(settings, registry=build_toolbox(Calls()), clock=clock, database=database)
    tokens = await seed(app.state.deputy)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
        yield Api(app=app, client=client, runtime=app.state.deputy, calls=Calls(), tokens=tokens)
    await app.state.deputy.models.aclose()


def memory_of(size: int) -> bytes:
    """A JSON body of exactly `size` bytes."""
    note = b'{"content": "a note of any length"}'
    body = note + b" " * (size - len(note))  # JSON may end in any amount of white space
    assert len(body) == size
    return body


@pytest.mark.parametrize("streamed", [False, True], ids=["declared", "chunked"])
async def test_a_body_of_exactly_the_limit_is_taken_and_one_byte_more_is_413(small: Api, streamed: bool) -> None:
    async def post(body: bytes) -> httpx.Response:
        async def chunks() -> AsyncIterator[bytes]:
            for start in range(0, len(body), 500):
                yield body[start : start + 500]

        content = chunks() if streamed else body
        headers = {"Content-Type": "application/json", **small.auth("admin")}
        return await small.client.post("/api/memories", content=content, headers=headers)

    taken = await post(memory_of(LIMIT))
    refused = await post(memory_of(LIMIT + 1))

    assert taken.status_code == 201, taken.text
    assert_too_large(refused, limit=LIMIT)
    listed = await small.client.get("/api/memories", headers=small.auth("admin"))
    assert len(listed.json()) == 1


def test_the_limit_is_one_mebibyte_unless_deputy_max_body_bytes_says_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings().max_body_bytes == MIB

    monkeypatch.setenv("DEPUTY_MAX_BODY_BYTES", str(8 * MIB))
    assert Settings().max_body_bytes == 8 * MIB

    monkeypatch.setenv("DEPUTY_MAX_BODY_BYTES", "100")
    with pytest.raises(ValidationError):
        Settings()


def test_every_route_that_takes_a_body_documents_the_413() -> None:
    settings = Settings(db_url="sqlite:///unused.db", secret_key=SECRET, secret_key_file=Path("unused"))
    schema = create_app(settings, registry=build_toolbox(Calls())).openapi()

    with_body = [
        (method, path, operation["responses"])
        for path, operations in schema["paths"].items()
        for method, operation in operations.items()
        if "requestBody" in operation
    ]
    assert with_body
    for method, path, responses in with_body:
        assert responses["413"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Problem"}, (
            method,
            path,
        )
