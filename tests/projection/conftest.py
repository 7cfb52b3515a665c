from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from deputy.projection import HostCallerFactory, HttpHostCaller
from tests.projection.incident_host import HostApp, build_host_app


@pytest.fixture
def host() -> HostApp:
    return build_host_app()


@pytest.fixture
def hosts(host: HostApp) -> HostCallerFactory:
    return HostCallerFactory(app=host.app)


@pytest.fixture
async def as_alice(hosts: HostCallerFactory) -> AsyncIterator[HttpHostCaller]:
    async with hosts.for_request({"Authorization": "Bearer alice-token"}) as caller:
        yield caller


@pytest.fixture
async def as_bob(hosts: HostCallerFactory) -> AsyncIterator[HttpHostCaller]:
    async with hosts.for_request({"Authorization": "Bearer bob-token"}) as caller:
        yield caller
