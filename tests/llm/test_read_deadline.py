from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from deputy.llm.read_deadline import ReadDeadline

STALL = 0.15


async def paced(count: int, pause: float, *, then_wait: float = 0.0) -> AsyncIterator[int]:
    for index in range(count):
        await asyncio.sleep(pause)
        yield index
    await asyncio.sleep(then_wait)


async def read_all(items: AsyncIterator[int], deadline: ReadDeadline) -> list[int]:
    loop = asyncio.get_running_loop()
    got = []
    try:
        while (item := await deadline.read(items)) is not None:
            got.append(item)
            deadline.move(loop.time() + STALL)
    finally:
        deadline.close()
    return got


async def test_items_that_keep_coming_within_the_moving_deadline_never_time_out_and_one_timer_serves_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = asyncio.get_running_loop()
    timers = 0
    call_at = loop.call_at

    def counted(when: float, callback: Any, *args: Any, **kwargs: Any) -> asyncio.TimerHandle:
        nonlocal timers
        timers += getattr(callback, "__func__", None) is ReadDeadline._check  # not the sleeps' timers
        return call_at(when, callback, *args, **kwargs)

    monkeypatch.setattr(loop, "call_at", counted)
    items = paced(40, 0.01)  # 0.4 s in all, more than twice the stall

    assert await read_all(items, ReadDeadline(loop.time() + STALL)) == list(range(40))
    assert timers <= 0.4 / STALL + 2  # re-armed once per deadline, not once per item


async def test_a_silence_longer_than_the_deadline_times_out_the_read_and_leaves_the_task_usable() -> None:
    loop = asyncio.get_running_loop()
    items = paced(3, 0.01, then_wait=10)
    deadline = ReadDeadline(loop.time() + STALL)
    started = loop.time()

    with pytest.raises(TimeoutError):
        await read_all(items, deadline)

    assert STALL <= loop.time() - started < 1
    task = asyncio.current_task()
    assert task is not None and task.cancelling() == 0
    await asyncio.sleep(0.01)  # no cancel is left pending on the task


async def test_a_deadline_that_passed_while_nothing_read_fails_the_next_read_at_once() -> None:
    loop = asyncio.get_running_loop()
    deadline = ReadDeadline(loop.time() + 0.05)
    await asyncio.sleep(0.1)  # the reader was busy elsewhere

    with pytest.raises(TimeoutError):
        await deadline.read(paced(1, 0))
    deadline.move(loop.time() + STALL)  # moved on: reads again
    assert await deadline.read(paced(1, 0)) == 0
    deadline.close()


async def test_a_cancel_from_elsewhere_stays_a_cancel() -> None:
    loop = asyncio.get_running_loop()
    deadline = ReadDeadline(loop.time() + 10)
    reader = asyncio.ensure_future(deadline.read(paced(1, 10)))
    await asyncio.sleep(0.05)

    reader.cancel()

    with pytest.raises(asyncio.CancelledError):
        await reader
    deadline.close()


async def test_a_deadline_moved_earlier_than_the_first_one_is_kept() -> None:
    """The first token may take the call's whole time; the stall's deadline after it is much shorter."""
    loop = asyncio.get_running_loop()
    items = paced(1, 0.01, then_wait=10)
    deadline = ReadDeadline(loop.time() + 10)
    started = loop.time()

    with pytest.raises(TimeoutError):
        await read_all(items, deadline)

    assert loop.time() - started < 1
