"""The shared launcher: pods behind nginx on one fresh Postgres database."""

from __future__ import annotations

import pytest

from deputy.testing.pods import UPSTREAM_HEADER
from tests.pods.conftest import cluster

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


async def test_nginx_spreads_requests_over_every_pod_and_a_pin_reaches_the_one_asked_for() -> None:
    async with cluster(pods=3) as running:
        addresses = [p.address for p in running.pods.pods]
        seen = [(await running.client.get("/api/ready")).headers[UPSTREAM_HEADER] for _ in range(6)]
        pinned = [
            (await running.client.get("/api/ready", headers=running.pods.pin(i))).headers[UPSTREAM_HEADER]
            for i in (2, 0, 1)
        ]
        me = await running.client.get("/api/me", headers=running.auth("alice", pod=1))

    assert sorted(set(seen)) == sorted(addresses)
    assert pinned == [addresses[2], addresses[0], addresses[1]]
    assert me.status_code == 200 and me.json()["username"] == "alice"


async def test_a_killed_pod_is_skipped_by_nginx_and_comes_back_when_started_again() -> None:
    async with cluster(pods=2) as running:
        await running.pods.kill(1)
        while_down = {(await running.client.get("/api/ready")).status_code for _ in range(4)}
        await running.pods.start(1)
        back = (await running.client.get("/api/ready", headers=running.pods.pin(1))).status_code

    assert while_down == {200}
    assert back == 200
