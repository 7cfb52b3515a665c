"""The whole demo in one process: Deputy's server with Acme Ops mounted at `/acme` and its ten tools registered.

```python
demo = build_demo_app(settings)                  # the FastAPI app is demo.app
await prepare_demo(demo)                         # migrate, seed (idempotent)
async with OfflineModel() as model:              # or any OpenAI-compatible server
    await connect_offline_model(demo.runtime.stores.connections, model.base_url, now=demo.runtime.clock.now())
    ...                                          # serve demo.app (uvicorn, or httpx.ASGITransport in tests)
```
"""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import FastAPI

from deputy.core.ports import Clock
from deputy.core.tools.registry import ToolRegistry
from deputy.demo.acme import build_acme_app
from deputy.demo.capabilities import Prober, demo_prober
from deputy.demo.entities import register_acme_entities
from deputy.demo.seed import seed
from deputy.demo.store import AcmeStore
from deputy.demo.tools import register_acme_tools
from deputy.projection import HostCallerFactory
from deputy.runtime import Runtime
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from deputy.store.engine.migrate import upgrade

ACME_PREFIX = "/acme"


@dataclass(frozen=True, slots=True)
class DemoApp:
    """Deputy's server (`app`, with Acme Ops under `/acme`), Acme Ops on its own (`acme`), and the runtime."""

    app: FastAPI
    acme: FastAPI
    runtime: Runtime
    store: AcmeStore

    @property
    def registry(self) -> ToolRegistry:
        return self.runtime.registry


def build_demo_app(
    settings: Settings,
    *,
    database: Database | None = None,
    clock: Clock | None = None,
    prober: Prober = demo_prober,
) -> DemoApp:
    """Build the demo server; nothing touches the database until `prepare_demo` or the first request. `prober`
    is what `test_check` probes drafts with (tests point a public-looking name at a local server)."""
    database = database or Database(settings.db_url)
    store = AcmeStore(database)
    acme = build_acme_app(store)
    registry = ToolRegistry()
    register_acme_tools(registry, acme, prober=prober)
    # Projected tools reach Acme Ops in-process, carrying the caller's own credentials (never a service account).
    host = HostCallerFactory(app=acme)
    server = create_server(settings, registry=registry, clock=clock, database=database, host=host)
    runtime: Runtime = server.state.deputy
    acme.state.deputy = runtime  # Acme Ops authenticates callers with Deputy's `PrincipalDep`
    register_acme_entities(runtime.entities, acme)  # chats about an incident or a service
    server.mount(ACME_PREFIX, acme)
    # First, so a catch-all route (the web UI's) cannot shadow it.
    server.router.routes.insert(0, server.router.routes.pop())
    return DemoApp(app=server, acme=acme, runtime=runtime, store=store)


async def prepare_demo(demo: DemoApp) -> None:
    """Bring Deputy's schema up to date and seed the demo tenant, users and Acme Ops data (both idempotent)."""
    await upgrade(demo.runtime.database)
    await seed(demo.runtime.stores, now=demo.runtime.clock.now())
