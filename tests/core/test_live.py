from __future__ import annotations

import asyncio

from deputy.core import events
from deputy.core.chat.live import LiveTurn, Numbered


async def _take(follower: LiveTurn, count: int) -> list[Numbered]:
    seen: list[Numbered] = []
    async for item in follower.replay():
        seen.append(item)
        if len(seen) == count:
            break
    return seen


async def test_a_follower_that_goes_away_leaves_the_others_following_and_nothing_behind() -> None:
    live = LiveTurn(turn_id="t", conversation_id="c", message_id="m")
    staying = asyncio.create_task(_take(live, 2))
    leaving = asyncio.create_task(_take(live, 2))
    live.publish(events.TextDelta(id="x", delta="a"))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    leaving.cancel()
    await asyncio.gather(leaving, return_exceptions=True)
    waiting_after_leave = len(live._waiting)
    live.publish(events.TextDelta(id="x", delta="b"))
    seen = await asyncio.wait_for(staying, 5)

    assert [(item.seq, item.event) for item in seen] == [
        (1, events.TextDelta(id="x", delta="a")),
        (2, events.TextDelta(id="x", delta="b")),
    ]
    assert leaving.cancelled() and waiting_after_leave == 1  # only the follower still waiting


async def test_followers_end_with_the_turn_and_a_late_one_replays_it_all() -> None:
    live = LiveTurn(turn_id="t", conversation_id="c", message_id="m")
    early = asyncio.create_task(_take(live, 10))
    await asyncio.sleep(0)
    live.publish(events.TextDelta(id="x", delta="a"))
    live.close()
    late = [item.event async for item in live.replay()]

    assert [item.event for item in await asyncio.wait_for(early, 5)] == late == [events.TextDelta(id="x", delta="a")]
