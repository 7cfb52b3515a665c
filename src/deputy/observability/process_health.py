"""The serving process's own pauses: how long each garbage collection stopped it, and how late its event loop ran.

Every frame of every open stream waits while the event loop is held (a collection, a long callback, the process
waiting for a core), so these two histograms tell an operator whether streams are late because of Deputy's own
process rather than the model or the network (`docs/observability.md`). The lag is sampled: a timer every
`LAG_PROBE_SECONDS`, and how late it fired.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from deputy.observability.prometheus import PrometheusMetrics

__all__ = ["LAG_PROBE_SECONDS", "watching"]

LAG_PROBE_SECONDS = 0.1


@asynccontextmanager
async def watching(metrics: PrometheusMetrics, *, every: float = LAG_PROBE_SECONDS) -> AsyncIterator[None]:
    """Observe every garbage collection's pause and the event loop's lag while the block runs."""
    started = 0.0

    def collection(phase: str, info: dict[str, Any]) -> None:
        nonlocal started
        if phase == "start":
            started = time.perf_counter()
        else:
            metrics.gc_pause(info["generation"], time.perf_counter() - started)

    gc.callbacks.append(collection)
    probe = asyncio.create_task(_probe(metrics.loop_lag, every), name="deputy-loop-lag")
    try:
        yield
    finally:
        gc.callbacks.remove(collection)
        probe.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await probe


async def _probe(observe: Callable[[float], None], every: float) -> None:
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + every
        await asyncio.sleep(every)
        observe(max(0.0, loop.time() - due))
