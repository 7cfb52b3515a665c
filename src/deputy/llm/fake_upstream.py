"""A scriptable OpenAI-compatible server on loopback: the test double for every model call, and `deputy fake-llm`.

It serves `POST /v1/chat/completions` (JSON, or SSE with `stream: true`) and `GET /v1/models`, under `/v1/…` in
its default flavor and under `/{flavor}/v1/…` in any of `openai`, `vllm`, `ollama`, `ollama-legacy`
(`deputy.llm.fake_flavors` says what each imitates). Each request plays one turn of a `FakeScript`
(`deputy.llm.fake_script` says how a turn is chosen and which faults a turn can inject).

```python
async with FakeUpstream([{"text": "Hello!"}], flavor="vllm") as upstream:
    client = AsyncOpenAI(base_url=upstream.base_url, api_key="test")
    ...
    assert upstream.requests[0].body["model"] == "fake-model"
```

It is strict, like every double Deputy ships: on a clean exit from `async with`, it raises `FakeUpstreamError` if a
request found no turn (or was malformed) or a scripted turn was never played. A test that provokes such an error
on purpose takes it with `take_errors()`; a test that leaves turns unplayed on purpose passes `strict=False`.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from deputy.gc_pacing import pace_collections, scheduled_collections
from deputy.llm.fake_flavors import StreamContext, completion_body, error_body, new_context
from deputy.llm.fake_script import (
    FLAVORS,
    CutFault,
    FakeScript,
    FakeTurn,
    Flavor,
    HTTPErrorFault,
    MalformedChunkFault,
    RateLimitFault,
    ScriptExhausted,
    StallFault,
    TurnPicker,
)
from deputy.llm.fake_stream import SSEAnswer, held, install_quiet_cuts, mark_intentional_cut
from deputy.llm.loopback_server import RawEndpoint, start_server, stop_server

_FLAVOR_NAMES: dict[str, Flavor] = {flavor: flavor for flavor in FLAVORS}


class FakeUpstreamError(AssertionError):
    """Raised on a clean exit when a request found no turn, a request was malformed, or a turn was never played."""


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request as the fake received it. `headers` hold no `authorization`; the bearer token is `api_key`."""

    method: str
    path: str
    flavor: str
    body: Any
    headers: Mapping[str, str]
    api_key: str | None


class FakeUpstream:
    """An OpenAI-compatible server that plays a script; an async context manager for tests, `serve` for the CLI."""

    def __init__(
        self,
        script: FakeScript | Sequence[FakeTurn | Mapping[str, Any]] | None = None,
        *,
        flavor: Flavor = "openai",
        ttft_ms: float | None = None,
        interval_ms: float | None = None,
        request_log: str | Path | None = None,
        strict: bool = True,
        seed: int | None = None,
    ) -> None:
        if flavor not in FLAVORS:
            raise ValueError(f"unknown flavor {flavor!r}; expected one of {', '.join(FLAVORS)}")
        self.script = FakeScript.of(script)
        self.flavor: Flavor = flavor
        self.requests: list[RecordedRequest] = []
        self.errors: list[str] = []
        self._ttft = (self.script.ttft_ms if ttft_ms is None else ttft_ms) / 1000
        self._interval = (self.script.interval_ms if interval_ms is None else interval_ms) / 1000
        self._picker = TurnPicker(self.script)
        self._rng = random.Random(seed)
        self._strict = strict
        self._request_log_path = Path(request_log) if request_log is not None else None
        self._request_log: IO[str] | None = None
        self._server: uvicorn.Server | None = None
        self._stopping: asyncio.Future[None] | None = None
        self._released: asyncio.Event | None = None
        self._port: int | None = None
        self.app = Starlette(
            routes=[
                Route("/v1/chat/completions", RawEndpoint(self.handle_chat), methods=["POST"]),
                Route("/{flavor}/v1/chat/completions", RawEndpoint(self.handle_chat), methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
                Route("/{flavor}/v1/models", self._models, methods=["GET"]),
            ]
        )

    # ---- what tests read -------------------------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """`http://127.0.0.1:<port>/v1`, in the server's default flavor."""
        return f"{self.origin}/v1"

    def url_for(self, flavor: Flavor) -> str:
        """`http://127.0.0.1:<port>/<flavor>/v1`."""
        return f"{self.origin}/{flavor}/v1"

    @property
    def origin(self) -> str:
        if self._port is None:
            raise RuntimeError("FakeUpstream is not running; use `async with FakeUpstream(...)`")
        return f"http://127.0.0.1:{self._port}"

    @property
    def remaining_turns(self) -> list[FakeTurn]:
        return self._picker.remaining

    def add_turns(self, *turns: FakeTurn | Mapping[str, Any]) -> None:
        """Append turns to the script, for tests that decide the next answer late."""
        self._picker.add([FakeTurn.model_validate(turn) for turn in turns])

    def add_rules(self, *rules: FakeTurn | Mapping[str, Any]) -> None:
        """Add rules (turns with a `match` regex) ahead of the script's own, for tests that script as they go."""
        self._picker.add_rules([FakeTurn.model_validate(rule) for rule in rules])

    def take_errors(self) -> list[str]:
        """Return the recorded errors and forget them (so a strict exit does not raise for them)."""
        taken, self.errors = self.errors, []
        return taken

    def check(self) -> None:
        """Raise `FakeUpstreamError` if a request went wrong or a scripted turn was never played."""
        problems = list(self.errors)
        if self.remaining_turns:
            problems.append(f"{len(self.remaining_turns)} scripted turn(s) were never played")
        if problems:
            raise FakeUpstreamError("; ".join(problems))

    # ---- lifecycle -------------------------------------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        await self.start(host="127.0.0.1", port=0)
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()
        if exc_type is None and self._strict:
            self.check()

    async def start(self, *, host: str = "127.0.0.1", port: int = 0) -> None:
        """Serve in the running event loop until `stop`; `port=0` picks a free port (see `origin`)."""
        install_quiet_cuts()
        self._stopping = asyncio.get_running_loop().create_future()
        self._released = asyncio.Event()  # a restarted fake holds its stalls again
        self._server, self._port = await start_server(self.app, host=host, port=port)

    async def stop(self) -> None:
        """End every open stream, stop serving, and close the request log."""
        if self._stopping is not None and not self._stopping.done():
            self._stopping.set_result(None)
        server, self._server = self._server, None
        if server is not None:
            await stop_server(server)
        self._close_request_log()

    def serve(self, host: str = "127.0.0.1", port: int = 8000) -> None:
        """Serve until interrupted (blocking); for `deputy fake-llm`."""
        config = uvicorn.Config(self.app, host=host, port=port, access_log=False, lifespan="off")
        config.timeout_graceful_shutdown = 1
        config.load()
        install_quiet_cuts()
        self._port = port
        # A serving process: its collections are paced as `deputy serve` paces its own, so that a full collection
        # at 1,000 open streams (100-160 ms, measured in the streams bench) does not hold every stream's next frame.
        pace_collections()
        try:
            with asyncio.Runner(loop_factory=config.get_loop_factory()) as runner:
                runner.run(_serving(uvicorn.Server(config)))
        finally:
            self._close_request_log()

    def _close_request_log(self) -> None:
        if self._request_log is not None:
            self._request_log.close()
            self._request_log = None

    # ---- handlers --------------------------------------------------------------------------------------------------

    async def _models(self, request: Request) -> Response:
        models = self.script.models
        data = [{"id": model, "object": "model", "created": 0, "owned_by": "deputy-fake"} for model in models]
        return JSONResponse({"object": "list", "data": data})

    async def handle_chat(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        flavor_name = str(request.path_params.get("flavor", self.flavor))
        raw = await request.body()
        try:
            body: Any = json.loads(raw)
        except ValueError:
            body = None
        self._record(request, flavor=flavor_name, body=body)
        flavor = _FLAVOR_NAMES.get(flavor_name)
        problem = self._request_problem(flavor_name, body)
        if problem is not None or flavor is None:
            status, message = problem or (404, "")
            self.errors.append(message)
            return await _json(scope, receive, send, error_body(message, type_="invalid_request_error"), status=status)
        try:
            turn = self._picker.pick(body["messages"])
        except ScriptExhausted as exc:
            self.errors.append(str(exc))
            return await _json(scope, receive, send, error_body(str(exc), type_="fake_script_exhausted"), status=500)
        fault = turn.fault
        if isinstance(fault, RateLimitFault):
            headers = {} if fault.retry_after is None else {"retry-after": f"{fault.retry_after:g}"}
            content = error_body(fault.message, type_="requests", code="rate_limit_exceeded")
            return await _json(scope, receive, send, content, status=429, headers=headers)
        if isinstance(fault, HTTPErrorFault):
            content = error_body(fault.message, type_="server_error")
            return await _json(scope, receive, send, content, status=fault.status)
        ctx = new_context(turn, body, flavor=flavor, rng=self._rng, created=int(time.time()), prompt_bytes=len(raw))
        if body.get("stream"):
            pacing, stopping, released = self.pacing(turn), self.stopping(), self.released()
            await SSEAnswer(turn, ctx, pacing=pacing, stopping=stopping, released=released, send=send).run(receive)
        else:
            await self._complete(turn, ctx, scope, receive, send)

    def _request_problem(self, flavor: str, body: Any) -> tuple[int, str] | None:
        if flavor not in _FLAVOR_NAMES:
            return 404, f"unknown flavor {flavor!r}; expected one of {', '.join(FLAVORS)}"
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            return 400, "request body must be a JSON object with a `messages` list"
        model = body.get("model")
        if not isinstance(model, str):
            return 400, "request body must name a `model`"
        if self.script.reject_unknown_models and model not in self.script.models:
            return 404, f"The model `{model}` does not exist"
        return None

    async def _complete(self, turn: FakeTurn, ctx: StreamContext, scope: Scope, receive: Receive, send: Send) -> None:
        fault = turn.fault
        wait = self._ttft if turn.ttft_ms is None else turn.ttft_ms / 1000
        if wait > 0:
            await asyncio.wait([self.stopping()], timeout=wait)
        if isinstance(fault, StallFault):
            await held(self.released() if fault.until_released else None, fault.seconds, self.stopping())
        payload = json.dumps(completion_body(turn, ctx)).encode()
        if isinstance(fault, MalformedChunkFault):
            payload = fault.data.encode()
        if isinstance(fault, CutFault):
            if fault.clean:  # a complete response holding half the JSON
                payload = payload[: len(payload) // 2]
            else:  # the promised length never arrives
                headers = [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())]
                await send({"type": "http.response.start", "status": 200, "headers": headers})
                await send({"type": "http.response.body", "body": payload[: len(payload) // 2], "more_body": True})
                mark_intentional_cut()
                return
        await Response(payload, media_type="application/json")(scope, receive, send)

    def stopping(self) -> asyncio.Future[None]:
        """A future that completes when the server stops (created on first use, in the serving loop)."""
        if self._stopping is None:
            self._stopping = asyncio.get_running_loop().create_future()
        return self._stopping

    def released(self) -> asyncio.Event:
        """Set by `release` (created on first use, in the serving loop)."""
        if self._released is None:
            self._released = asyncio.Event()
        return self._released

    def release(self) -> None:
        """End every stall with `until_released` now, and let any later one pass at once (until `start` again)."""
        self.released().set()

    def pacing(self, turn: FakeTurn) -> tuple[float, float]:
        """(time to first token, interval between chunks) in seconds for this turn."""
        ttft = self._ttft if turn.ttft_ms is None else turn.ttft_ms / 1000
        interval = self._interval if turn.interval_ms is None else turn.interval_ms / 1000
        return ttft, interval

    def _record(self, request: Request, *, flavor: str, body: Any) -> None:
        headers = {key: value for key, value in request.headers.items() if key != "authorization"}
        authorization = request.headers.get("authorization", "")
        api_key = authorization.removeprefix("Bearer ").strip() or None
        recorded = RecordedRequest(request.method, request.url.path, flavor, body, headers, api_key)
        self.requests.append(recorded)
        if self._request_log_path is not None:
            if self._request_log is None:
                self._request_log = self._request_log_path.open("a", encoding="utf-8")
            line = {"ts": time.time(), "path": recorded.path, "flavor": flavor, "headers": headers, "body": body}
            self._request_log.write(json.dumps(line) + "\n")
            self._request_log.flush()


async def _json(
    scope: Scope,
    receive: Receive,
    send: Send,
    content: Any,
    *,
    status: int,
    headers: Mapping[str, str] | None = None,
) -> None:
    await JSONResponse(content, status_code=status, headers=headers)(scope, receive, send)


async def _serving(server: uvicorn.Server) -> None:
    """`server` until it exits, with the collections `pace_collections` leaves to a task."""
    collecting = asyncio.create_task(scheduled_collections())
    try:
        await server.serve()
    finally:
        collecting.cancel()
