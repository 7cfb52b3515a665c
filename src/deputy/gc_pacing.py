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

`pace_collections()`, called by `deputy serve` before it serves (and by the app's lifespan when
`DEPUTY_PACE_GC` is set, for a process another server runs), freezes what exists then (it lives as long as the
process, so no collection needs to walk it again) and turns the automatic collections of the middle and old
generations off; the young ones still run as before, so cycles that die young are collected within milliseconds.
`scheduled_collections()`, a task of the app's lifespan, runs the full collection every `FULL_COLLECTION_SECONDS`
instead, for the cycles that outlived a young collection. A finished turn leaves none (its runner is not part of a
cycle, `core.chat.runner`), so what waits for it is little.

It also runs a young collection every `YOUNG_COLLECTION_SECONDS`. CPython starts one when its count of tracked
objects made less those freed passes 700, and a stream renews its objects at every chunk: the new ones are made
as the old ones (already moved out of the young generation) are freed, the count hardly moves, and the new ones pile
up in the young generation until something else lifts the count; then one collection walks them all, 5,000 to
21,000 objects and 2 to 15 ms at 1,000 streams. On a timer none is older than 20 ms when it is walked. In the
capacity run (SQLite, 1,000 streams, two runs each way): the event loop over 20 ms late in 1.4% of its samples
against 3.2 to 4.0%, over 10 ms in 7% against 13%, collections 1.9 s of the round against 2.05 to 2.2 s. An idle
process pays 50 collections of an almost empty generation a second, tens of microseconds each. A process that is
not paced (an app served by another server) gets none: each would count towards the middle generation's
threshold, and CPython would make its next automatic young collection a middle one.
"""

from __future__ import annotations

import asyncio
import gc

FULL_COLLECTION_SECONDS = 600.0
YOUNG_COLLECTION_SECONDS = 0.02
NEVER = 2**31 - 1
"""A threshold no count of young collections reaches."""


def pace_collections() -> None:
    """Freeze the objects that exist now and leave every collection but the young ones to `scheduled_collections`
    (process-wide)."""
    gc.collect()
    gc.freeze()
    young, _, _ = gc.get_threshold()
    gc.set_threshold(young, NEVER, NEVER)


def paced() -> bool:
    """Whether this process's collections are paced (`pace_collections`)."""
    return gc.get_threshold()[1] == NEVER


async def scheduled_collections(
    *, young_every: float = YOUNG_COLLECTION_SECONDS, full_every: float = FULL_COLLECTION_SECONDS
) -> None:
    """Run a full collection every `full_every` seconds and, while the process is paced (`pace_collections`), a
    young one every `young_every`, until cancelled."""
    loop = asyncio.get_running_loop()
    full_at = loop.time() + full_every
    while True:
        await asyncio.sleep(young_every)
        if loop.time() >= full_at:
            gc.collect()
            full_at = loop.time() + full_every
        elif paced():
            gc.collect(0)
