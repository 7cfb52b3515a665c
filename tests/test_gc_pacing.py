"""A serving process freezes its startup heap and runs full collections on its own schedule, not in a burst."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest

from deputy import gc_pacing
from deputy.gc_pacing import NEVER, pace_collections, scheduled_collections
from deputy.settings import Settings
from deputy.web.app import create_app


@pytest.fixture
def restored() -> Iterator[None]:
    """The process's collector as it was before the test."""
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


@pytest.fixture
def paced(restored: None) -> None:
    pace_collections()


class Node:
    def __init__(self) -> None:
        self.me = self


def test_pacing_freezes_the_startup_heap_and_stops_automatic_full_collections(paced: None) -> None:
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[2] == NEVER


def test_objects_that_outlive_young_collections_are_never_walked_again_until_the_full_collection(
    paced: None,
) -> None:
    """A streaming process renews most of its objects every chunk: the middle generation's collections walked
    them all again, 30 ms at 1,000 streams. Only young collections run on their own."""
    generations: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            generations.append(info["generation"])

    kept: list[list[int]] = []
    gc.callbacks.append(seen)
    try:
        for index in range(60_000):  # objects that survive: dozens of young collections at the stock threshold
            kept.append([index])
    finally:
        gc.callbacks.remove(seen)

    assert len(generations) >= 30
    assert set(generations) == {0}


async def test_the_scheduled_task_collects_a_cycle_of_the_old_generation(paced: None) -> None:
    node, collected = Node(), asyncio.Event()
    weakref.finalize(node, collected.set)
    gc.collect(1)  # survives the young collections: now in the old generation
    del node
    gc.collect(1)
    assert not collected.is_set()  # only a full collection finds it

    collector = asyncio.create_task(scheduled_collections(young_every=0.001, full_every=0.01))
    try:
        async with asyncio.timeout(5):
            await collected.wait()
    finally:
        collector.cancel()
        await asyncio.gather(collector, return_exceptions=True)


async def test_young_collections_run_on_a_timer_so_renewed_objects_never_pile_up(paced: None) -> None:
    """CPython counts objects made less objects freed: a stream renewing its objects at every chunk (a new one made
    as an old one is freed) never lifts the count to the threshold, and the new ones pile up in the young generation
    until one collection walks them all (2 to 15 ms at 1,000 streams). On a timer none is walked old."""
    kept = [[index] for index in range(5_000)]
    gc.collect()  # everything kept is out of the young generation now
    largest = 0
    collector = asyncio.create_task(scheduled_collections(young_every=0.005))
    try:
        for start in range(0, len(kept), 250):
            for index in range(start, start + 250):
                kept[index] = [index]  # renewed: one made, one freed
            largest = max(largest, len(gc.get_objects(generation=0)))
            await asyncio.sleep(0.01)
    finally:
        collector.cancel()
        await asyncio.gather(collector, return_exceptions=True)

    assert largest < 1_000  # with automatic collections alone: all 5,000 renewed lists


async def test_a_process_that_is_not_paced_gets_no_scheduled_young_collections() -> None:
    """Each young collection counts towards the middle generation's threshold: in a process with CPython's own
    thresholds (an app served by another server) the timer would make every automatic collection a middle one."""
    assert gc.get_threshold()[1] != NEVER
    gc.collect()
    collector = asyncio.create_task(scheduled_collections(young_every=0.001))
    try:
        await asyncio.sleep(0.05)
    finally:
        collector.cancel()
        await asyncio.gather(collector, return_exceptions=True)

    assert gc.get_count()[1] < 5  # with the timer: about 45 young collections in that time


@pytest.mark.parametrize("pace_gc", [True, False])
async def test_an_app_another_server_runs_paces_the_process_when_asked(
    pace_gc: bool, restored: None, tmp_path: Path
) -> None:
    """`DEPUTY_PACE_GC`: for Deputy run by gunicorn or uvicorn itself, where nothing calls `pace_collections` before
    serving as `deputy serve` does. Off by default: pacing is process-wide, and an app mounted in another
    application's process must not change that process's collector."""
    settings = Settings(db_url="sqlite://", secret_key="s" * 40, secret_key_file=tmp_path / "unused", pace_gc=pace_gc)
    app = create_app(settings)
    assert not gc_pacing.paced()

    async with app.router.lifespan_context(app):
        during = gc_pacing.paced(), gc.get_freeze_count() > 0

    assert during == (pace_gc, pace_gc)
