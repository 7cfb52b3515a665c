"""The demo served on loopback inside the running event loop: for browser tests, and the model half of the CLI.

```python
async with running_demo(settings) as running:       # migrated, seeded, the offline model connected
    page.goto(running.origin)                       # log in as admin / admin-demo, operator, viewer
```
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from deputy.core.ports import Clock
from deputy.demo.app import DemoApp, build_demo_app, prepare_demo
from deputy.demo.model_server import OFFLINE_LABEL, OfflineModel, connect_offline_model
from deputy.llm.loopback_server import listening_socket, start_server, stop_server
from deputy.settings import Settings
from deputy.store import Database

DEMO_PACING = (150.0, 15.0)
"""Time to first token and time between chunks (ms) of the offline model in `deputy demo`: streaming shows."""


@dataclass(frozen=True, slots=True)
class RunningDemo:
    demo: DemoApp
    origin: str
    """`http://127.0.0.1:<port>`: the UI at `/`, the API under `/api`, Acme Ops under `/acme`."""
    model: OfflineModel | None
    """The offline model, or None when `settings.llm_base_url` names a real one."""


@asynccontextmanager
async def demo_model(
    settings: Settings, demo: DemoApp, *, pacing: tuple[float, float] = (0.0, 0.0)
) -> AsyncIterator[tuple[OfflineModel | None, str]]:
    """Start the offline model and make its connection the default, unless `settings` name a real model (whose
    connection the server's start-up makes the default). Yields the model (or None) and a label for humans."""
    if settings.llm_base_url:
        yield None, f"{settings.llm_model} at {settings.llm_base_url}"
        return
    ttft_ms, interval_ms = pacing
    async with OfflineModel(ttft_ms=ttft_ms, interval_ms=interval_ms) as model:
        runtime = demo.runtime
        await connect_offline_model(runtime.stores.connections, model.base_url, now=runtime.clock.now())
        yield model, OFFLINE_LABEL


@asynccontextmanager
async def running_demo(
    settings: Settings,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    database: Database | None = None,
    clock: Clock | None = None,
    pacing: tuple[float, float] = (0.0, 0.0),
) -> AsyncIterator[RunningDemo]:
    """Migrate, seed, start the model, and serve the whole demo (lifespan included) until the block ends. The public
    URL is the address bound, unless `settings` give one."""
    sock = listening_socket(host, port)
    settings = settings.served_at(host, sock.getsockname()[1])
    demo = build_demo_app(settings, database=database, clock=clock)
    await prepare_demo(demo)
    async with demo_model(settings, demo, pacing=pacing) as (model, _label):
        server, bound = await start_server(demo.app, lifespan="on", sock=sock)
        try:
            yield RunningDemo(demo=demo, origin=f"http://{host}:{bound}", model=model)
        finally:
            await stop_server(server)
