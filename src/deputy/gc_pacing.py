"""Garbage collection paced for a serving process: no collection of the older generations in the middle of a
burst of streams.

CPython runs a young collection whenever the tracked objects have grown by 700, a collection of the middle
generation every tenth young one, and a full collection each time the long-lived objects have grown by a quarter.
Each walks every object of the generations it collects with the event loop stopped, and every open stream's next
frame waits for it. A Deputy process holds about 216,000 objects after start (modules, the app) and about 530 more
per open stream (a stream's coroutines, generators and buffers, and the events of its turn so far), so at 1,000
concurrent streams (measured with `gc.callbacks` in the streams bench, on the 2-core test machine):

- each full collection took 200 to 850 ms, seven to ten of them in one 1,000-stream rung;
- each collection of the middle generation walked 17,000 to 42,000 objects (everything that had outlived a young
  collection since the last one, most of it a stream's objects for one chunk, renewed at the next) and took about
  30 ms, two or three times a second; they were most of the event loop's stalls over 20 ms;
- young collections took 2 to 15 ms (a median of 5): they walk what was made since the last one and still lives.

`pace_collections()`, called by `deputy serve` before it serves, freezes what exists then (it lives as long as the
process, so no collection needs to walk it again) and turns the automatic collections of the middle and old
generations off; the young ones still run as before, so cycles that die young are collected within milliseconds.
`full_collections()`, a task of the app's lifespan, runs the full collection every `FULL_COLLECTION_SECONDS`
instead, for the cycles that outlived a young collection. A finished turn leaves none (its runner is not part of a
cycle, `core.turn`), so what waits for it is little.
"""

from __future__ import annotations

import asyncio
import gc

FULL_COLLECTION_SECONDS = 600.0
NEVER = 2**31 - 1
"""A threshold no count of young collections reaches."""


def pace_collections() -> None:
    """Freeze the objects that exist now and leave every collection but the young ones to `full_collections`
    (process-wide)."""
    gc.collect()
    gc.freeze()
    young, _, _ = gc.get_threshold()
    gc.set_threshold(young, NEVER, NEVER)


async def full_collections(every: float = FULL_COLLECTION_SECONDS) -> None:
    """Run a full collection every `every` seconds, until cancelled."""
    while True:
        await asyncio.sleep(every)
        gc.collect()
