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
