"""Garbage collection paced for a serving process: no full collection in the middle of a burst of streams.

CPython runs a full collection each time the long-lived objects have grown by a quarter since the last one, and a
full collection walks every tracked object with the event loop stopped. A Deputy process holds about 216,000 after
start (modules, the app) and another 200,000 to 450,000 at 1,000 concurrent streams: on the 2-core test machine
each full collection took 200 to 850 ms, seven to ten of them in one 1,000-stream rung (`gc.callbacks` in the
streams bench), and every open stream's next frame waited for each.

`pace_collections()`, called by `deputy serve` before it serves, freezes what exists then (it lives as long as the
process, so no collection needs to walk it again) and turns the automatic full collection off; the young ones
(generations 0 and 1) still run as before, so cycles that die young are collected within milliseconds.
`full_collections()`, a task of the app's lifespan, runs the full collection every `FULL_COLLECTION_SECONDS`
instead, for the cycles that lived long enough to reach the old generation. A finished turn leaves none (its
runner is not part of a cycle, `core.turn`), so what waits for it is little.
"""

from __future__ import annotations

import asyncio
import gc

FULL_COLLECTION_SECONDS = 600.0
NEVER = 2**31 - 1
"""A threshold no count of young collections reaches."""


def pace_collections() -> None:
    """Freeze the objects that exist now and leave full collections to `full_collections` (process-wide)."""
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, NEVER)


async def full_collections(every: float = FULL_COLLECTION_SECONDS) -> None:
    """Run a full collection every `every` seconds, until cancelled."""
    while True:
        await asyncio.sleep(every)
        gc.collect()
