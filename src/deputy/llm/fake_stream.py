"""One streamed answer of the fake upstream: paced SSE frames, with the turn's fault injected.

Frames are rendered before the first byte goes out and sent on an absolute schedule (`ttft + n * interval` from the
request), so pacing does not drift with load; that is what a benchmark of added inter-token latency needs.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from typing import Any

from starlette.types import Receive, Send

from deputy.llm.fake_flavors import StreamContext, encode_frame, error_body, stream_chunks
from deputy.llm.fake_script import CutFault, FakeTurn, MalformedChunkFault, NoDoneFault, StallFault, StreamErrorFault

_DONE = b"data: [DONE]\n\n"
_KEEPALIVE = b": keep-alive\n\n"
_SSE_HEADERS = [(b"content-type", b"text/event-stream; charset=utf-8"), (b"cache-control", b"no-cache")]
# Above this, a pacing wait also listens for the client leaving or the server stopping; below, a plain sleep is cheaper.
_LONG_WAIT = 0.2

# Set in the request's task when the fake cuts a connection on purpose, so that uvicorn's "returned without
# completing response" error for that one request is not logged. The ASGI app runs in the task that logs it.
_CUTTING: contextvars.ContextVar[bool] = contextvars.ContextVar("deputy_fake_upstream_cutting", default=False)


class _QuietIntentionalCuts(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not _CUTTING.get()


def install_quiet_cuts() -> None:
    """Keep uvicorn from logging the responses the fake leaves unfinished on purpose (and only those)."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(existing, _QuietIntentionalCuts) for existing in logger.filters):
        logger.addFilter(_QuietIntentionalCuts())


def mark_intentional_cut() -> None:
    _CUTTING.set(True)


async def held(released: asyncio.Event | None, seconds: float, *also: asyncio.Future[Any]) -> float:
    """Wait until `released` is set (`FakeUpstream.release`; None: never), one of `also` completes or `seconds`
    pass; how long it waited."""
    loop = asyncio.get_running_loop()
    since = loop.time()
    waiting = [asyncio.ensure_future(released.wait())] if released is not None else []
    try:
        await asyncio.wait([*waiting, *also], timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in waiting:
            task.cancel()
    return loop.time() - since


class SSEAnswer:
    """Sends one turn as `text/event-stream`, ending early when the client leaves or `stopping` completes."""

    def __init__(
        self,
        turn: FakeTurn,
        ctx: StreamContext,
        *,
        pacing: tuple[float, float],
        stopping: asyncio.Future[None],
        released: asyncio.Event | None = None,
        send: Send,
    ) -> None:
        self._turn = turn
        self._frames = [encode_frame(chunk) for chunk in stream_chunks(turn, ctx)]
        self._ttft, self._interval = pacing
        self._stopping = stopping
        self._released = released
        """None (the demo's model server): a stall `until_released` lasts its `seconds`."""
        self._send = send

    async def run(self, receive: Receive) -> None:
        await self._send({"type": "http.response.start", "status": 200, "headers": _SSE_HEADERS})
        # One pending receive() per stream says when the client leaves, without polling per chunk.
        left = asyncio.ensure_future(receive())
        try:
            if not await self._frames_then_done(left):
                mark_intentional_cut()  # the client left (nothing to log) or the fake cut or is stopping
        finally:
            left.cancel()

    async def _frames_then_done(self, left: asyncio.Future[Any]) -> bool:
        """Send every frame and the tail; False when the response was left unfinished."""
        start = asyncio.get_running_loop().time() + self._ttft
        fault = self._turn.fault
        count = len(self._frames)
        fault_at = min(getattr(fault, "after_chunks", count), count)
        for position in range(count + 1):
            if position == fault_at and fault is not None:
                if isinstance(fault, CutFault):
                    if fault.clean:
                        await self._body(b"", more=False)
                    return fault.clean
                if isinstance(fault, StreamErrorFault):
                    error = error_body(fault.message, type_="internal_server_error", code=fault.code)
                    await self._body(encode_frame(error) + _DONE, more=False)
                    return True
                if isinstance(fault, MalformedChunkFault):
                    await self._body(f"data: {fault.data}\n\n".encode())
                if isinstance(fault, StallFault):
                    released = self._released if fault.until_released else None
                    start += await held(released, fault.seconds, left, self._stopping)
            if not await self._wait_until(start + position * self._interval, left):
                return False
            if position == count:
                await self._body(b"" if isinstance(fault, NoDoneFault) else _DONE, more=False)
                return True
            if self._turn.keepalive:
                await self._body(_KEEPALIVE)
            await self._body(self._frames[position])
        return True  # unreachable: the loop returns at position == count

    async def _wait_until(self, due: float, left: asyncio.Future[Any]) -> bool:
        """Wait until a frame is due; False when the client left or the server is stopping."""
        delay = due - asyncio.get_running_loop().time()
        if delay > _LONG_WAIT:
            await asyncio.wait([left, self._stopping], timeout=delay, return_when=asyncio.FIRST_COMPLETED)
        elif delay > 0:
            await asyncio.sleep(delay)
        return not (left.done() or self._stopping.done())

    async def _body(self, data: bytes, *, more: bool = True) -> None:
        await self._send({"type": "http.response.body", "body": data, "more_body": more})
