"""A serving process freezes its startup heap and runs full collections on its own schedule, not in a burst."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from deputy.gc_pacing import NEVER, full_collections, pace_collections


@pytest.fixture
def paced() -> Iterator[None]:
    threshold = gc.get_threshold()
    pace_collections()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


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


async def test_the_full_collection_task_collects_a_cycle_of_the_old_generation(paced: None) -> None:
    node, collected = Node(), asyncio.Event()
    weakref.finalize(node, collected.set)
    gc.collect(1)  # survives the young collections: now in the old generation
    del node
    gc.collect(1)
    assert not collected.is_set()  # only a full collection finds it

    collector = asyncio.create_task(full_collections(every=0))
    try:
        async with asyncio.timeout(5):
            await collected.wait()
    finally:
        collector.cancel()
        await asyncio.gather(collector, return_exceptions=True)
