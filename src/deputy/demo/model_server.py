"""The offline demo model on the OpenAI wire: `POST /v1/chat/completions` (SSE or JSON) and `GET /v1/models`.

Built from the fake upstream's pieces (its OpenAI chunk shapes, its paced SSE sender, its in-loop uvicorn start and
stop), with `deputy.demo.model.reply` choosing each turn instead of a script.

```python
async with OfflineModel() as model:
    await connect_offline_model(stores.connections, model.base_url, now=clock.now())
```
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable, Mapping
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from deputy.core.connections import KEEP, ConnectionDraft, ConnectionPatch, ModelConnection
from deputy.demo.model import BRIEF_MODEL, DEFAULT_MODEL, reply
from deputy.errors import Conflict
from deputy.llm.fake_flavors import completion_body, error_body, new_context
from deputy.llm.fake_script import FakeTurn
from deputy.llm.fake_stream import SSEAnswer
from deputy.llm.loopback_server import RawEndpoint, start_server, stop_server
from deputy.store.connections import SqlConnectionStore

OFFLINE_CONNECTION = "offline-demo-model"
"""The connection's name. Connection names allow no spaces, so the UI shows it as the "Offline demo model"."""
OFFLINE_LABEL = "Offline demo model"
MODELS = (DEFAULT_MODEL, BRIEF_MODEL)


class OfflineModel:
    """The deterministic demo model, served on loopback in the running event loop. Use `async with`.

    `mind` chooses each turn from the request body (default: the demo's `reply`; benchmarks and tests pass other
    deterministic minds). `requests` holds each body as parsed, `raw` the bytes exactly as they arrived."""

    def __init__(
        self,
        *,
        ttft_ms: float = 0.0,
        interval_ms: float = 0.0,
        chunk_chars: int = 8,
        mind: Callable[[Mapping[str, Any]], FakeTurn] = reply,
    ) -> None:
        self.requests: list[dict[str, Any]] = []
        self.raw: list[bytes] = []
        self._mind = mind
        self._pacing = (ttft_ms / 1000, interval_ms / 1000)
        self._chunk_chars = chunk_chars
        self._rng = random.Random(0)
        self._server: uvicorn.Server | None = None
        self._port: int | None = None
        self._stopping: asyncio.Future[None] | None = None
        self.app = Starlette(
            routes=[
                Route("/v1/chat/completions", RawEndpoint(self.handle), methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )

    @property
    def base_url(self) -> str:
        if self._port is None:
            raise RuntimeError("The offline model is not running; use `async with OfflineModel()`.")
        return f"http://127.0.0.1:{self._port}/v1"

    async def start(self, *, host: str = "127.0.0.1", port: int = 0) -> None:
        self._stopping = asyncio.get_running_loop().create_future()
        self._server, self._port = await start_server(self.app, host=host, port=port)

    async def stop(self) -> None:
        if self._stopping is not None and not self._stopping.done():
            self._stopping.set_result(None)
        server, self._server = self._server, None
        if server is not None:
            await stop_server(server)

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()

    async def _models(self, request: Request) -> Response:
        data = [{"id": model, "object": "model", "created": 0, "owned_by": "deputy-demo"} for model in MODELS]
        return JSONResponse({"object": "list", "data": data})

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        raw = await request.body()
        try:
            body: Any = json.loads(raw)
        except ValueError:
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            problem = error_body("The body must be a JSON object with a `messages` list.", type_="invalid_request")
            return await JSONResponse(problem, status_code=400)(scope, receive, send)
        self.requests.append(body)
        self.raw.append(raw)
        turn = self._mind(body).model_copy(update={"chunk_chars": self._chunk_chars})
        ctx = new_context(turn, body, flavor="openai", rng=self._rng, created=int(time.time()), prompt_bytes=len(raw))
        if body.get("stream"):
            assert self._stopping is not None
            await SSEAnswer(turn, ctx, pacing=self._pacing, stopping=self._stopping, send=send).run(receive)
        else:
            await JSONResponse(completion_body(turn, ctx))(scope, receive, send)


async def connect_offline_model(
    connections: SqlConnectionStore, base_url: str, *, now: datetime, default: bool = True
) -> ModelConnection:
    """Create or update the offline model's connection (its port changes on every start); `default` makes it the
    connection chats use unless they pick another."""
    patch = ConnectionPatch(
        base_url=base_url,
        default_model=DEFAULT_MODEL,
        available_models=(BRIEF_MODEL,),
        api_key=None,
        is_default=True if default else KEEP,
    )
    for _ in range(2):
        existing = await connections.get_by_name(OFFLINE_CONNECTION)
        if existing is not None:
            return await connections.update(existing.id, patch, now=now)
        draft = ConnectionDraft(
            name=OFFLINE_CONNECTION,
            base_url=base_url,
            default_model=DEFAULT_MODEL,
            available_models=(BRIEF_MODEL,),
            is_default=default,
        )
        try:
            return await connections.create(draft, now=now)
        except Conflict:
            continue  # another process created it first: update it instead
    raise Conflict("Could not create or update the offline model's connection.")
