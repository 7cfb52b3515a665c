"""The assembled services one process runs: settings, stores, registry and the tool gateway.

Built by the composition roots (`web.app.create_app`, `cli`) and shared by both transports, which never
import each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from deputy.core.clock import SystemClock
from deputy.core.gateway import GatewayPolicy, ToolGateway
from deputy.core.ports import Clock
from deputy.core.registry import ToolRegistry
from deputy.settings import Settings
from deputy.store import Database, Stores


@dataclass(frozen=True, slots=True)
class Runtime:
    settings: Settings
    clock: Clock
    stores: Stores
    registry: ToolRegistry
    gateway: ToolGateway
    secret: bytes

    @property
    def database(self) -> Database:
        return self.stores.database


def build_runtime(
    settings: Settings,
    *,
    registry: ToolRegistry | None = None,
    clock: Clock | None = None,
    database: Database | None = None,
) -> Runtime:
    clock = clock or SystemClock()
    registry = registry if registry is not None else ToolRegistry()
    secret = settings.resolve_secret()
    stores = Stores.open(database or Database(settings.db_url), secret=secret)
    gateway = ToolGateway(
        registry=registry,
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=clock,
        secret=secret,
        policy=GatewayPolicy(
            tool_calls=settings.tool_calls_per_window,
            tool_window=timedelta(seconds=settings.tool_window_seconds),
            proposal_ttl=timedelta(seconds=settings.proposal_ttl_seconds),
            tool_timeout=timedelta(seconds=settings.tool_timeout_seconds),
        ),
    )
    return Runtime(settings=settings, clock=clock, stores=stores, registry=registry, gateway=gateway, secret=secret)
