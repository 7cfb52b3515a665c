"""The statements and transactions a chat turn runs before its model request reaches the upstream.

`python -m bench.start_path` runs Deputy in this process (the app over httpx's ASGI transport, the fake upstream on
a local port), sends a few new messages to one conversation, and logs every SQL statement with the transaction it
ran in, up to the moment the fake receives the turn's model request, and the trips the driver makes for them
(SQLite: hand-offs to aiosqlite's thread; Postgres: round trips to the server). Counts are exact and do not depend
on the machine's load; the times beside them do. With `DEPUTY_TEST_POSTGRES_URL` set it also runs on Postgres.

`--context` adds a business context block and an always-inject note, `--lazy` makes the turns load tools lazily,
`--quota` gives the user a daily quota: each adds the reads those features need.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import asyncpg.prepared_stmt
import httpx
from sqlalchemy import event

from deputy.core.connections import ConnectionDraft
from deputy.core.conversations.workspaces import ContextScope
from deputy.core.identity.principal import Principal
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database
from deputy.store.engine.migrate import upgrade
from deputy.testing.databases import postgres_schema
from deputy.web.app import create_app

SECRET = "s" * 40
TURNS = 30
PER_CONVERSATION = 10


@dataclass
class StatementLog:
    """Every statement (and transaction start) on the engine, with the time it was sent."""

    started: float = 0.0
    entries: list[tuple[float, str]] = field(default_factory=list)
    reached: float | None = None
    cpu_started: float = 0.0
    cpu_reached: float | None = None
    """The process's CPU time at the start and when the request reached the fake: on a loaded machine the wall
    time to the upstream grows with the wait for a core, the CPU time hardly."""

    def begin(self, *_: Any) -> None:
        self.entries.append((time.perf_counter(), "BEGIN"))

    def commit(self, *_: Any) -> None:
        self.entries.append((time.perf_counter(), "COMMIT"))

    def statement(self, _conn: Any, _cursor: Any, text: str, *_: Any) -> None:
        self.entries.append((time.perf_counter(), " ".join(text.split())))

    def reset(self) -> None:
        self.started, self.entries, self.reached = time.perf_counter(), [], None
        self.cpu_started, self.cpu_reached = time.process_time(), None

    def trip(self) -> None:
        self.entries.append((time.perf_counter(), "TRIP"))

    def before_upstream(self) -> list[tuple[float, str]]:
        assert self.reached is not None, "the model request never reached the fake"
        return [(t, s) for t, s in self.entries if t <= self.reached]


class MarkingUpstream(FakeUpstream):
    log: StatementLog | None = None

    def _record(self, request: Any, *, flavor: str, body: Any) -> None:
        super()._record(request, flavor=flavor, body=body)
        if self.log is not None and self.log.reached is None and body.get("stream"):
            self.log.reached = time.perf_counter()
            self.log.cpu_reached = time.process_time()


@asynccontextmanager
async def _database(engine: str) -> AsyncIterator[Database]:
    if engine == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            database = Database(f"sqlite:///{Path(tmp) / 'deputy.db'}")
            try:
                await upgrade(database)
                yield database
            finally:
                await database.dispose()
        return
    url = os.environ["DEPUTY_TEST_POSTGRES_URL"]
    async with postgres_schema(url) as schema:
        database = Database(url, search_path=schema)
        try:
            await upgrade(database)
            yield database
        finally:
            await database.dispose()


TRIPS: tuple[tuple[Any, str], ...] = (
    (aiosqlite.Connection, "_execute"),  # a hand-off to an aiosqlite connection's thread
    (asyncpg.connection.Connection, "execute"),  # a Postgres round trip: a simple query (BEGIN, COMMIT, a ping),
    (asyncpg.connection.Connection, "fetchrow"),  # SQLAlchemy's own ping,
    (asyncpg.connection.Connection, "prepare"),  # preparing a statement (on a cache miss),
    (asyncpg.prepared_stmt.PreparedStatement, "fetch"),  # running a prepared one
    (asyncpg.connection.Connection, "executemany"),
)


@contextmanager
def _counting_trips(log: StatementLog) -> Iterator[None]:
    """Log every hand-off to an aiosqlite connection's thread and every Postgres round trip."""
    originals = [(owner, name, getattr(owner, name)) for owner, name in TRIPS]

    def counting(original: Any) -> Any:
        async def counted(*args: Any, **kwargs: Any) -> Any:
            log.trip()
            return await original(*args, **kwargs)

        return counted

    for owner, name, original in originals:
        setattr(owner, name, counting(original))
    try:
        yield
    finally:
        for owner, name, original in originals:
            setattr(owner, name, original)


async def measure(
    engine: str, *, context: bool, lazy: bool, quota: bool, verbose: bool, turns: int = TURNS
) -> dict[str, Any]:
    log = StatementLog()
    with _counting_trips(log):
        return await _measure(engine, log, context=context, lazy=lazy, quota=quota, verbose=verbose, turns=turns)


async def _measure(
    engine: str, log: StatementLog, *, context: bool, lazy: bool, quota: bool, verbose: bool, turns: int
) -> dict[str, Any]:
    async with (
        _database(engine) as database,
        MarkingUpstream(FakeScript(default=FakeTurn(text="ok")), ttft_ms=0, interval_ms=0) as fake,
    ):
        fake.log = log
        settings = Settings(
            db_url=database.url,
            secret_key=SECRET,
            secret_key_file=Path(tempfile.gettempdir()) / "unused",
            tool_loading="lazy" if lazy else "eager",
        )
        app = create_app(settings, database=database)
        runtime = app.state.deputy
        now = runtime.clock.now()
        identity = runtime.stores.identity
        tenant = await identity.ensure_tenant(slug="t", name="T", now=now)
        await identity.ensure_role(tenant_id=tenant, name="member", permissions={"*"}, now=now)
        user_id = await identity.create_user(tenant_id=tenant, username="u", role_names=["member"], now=now)
        token = (await identity.create_api_token(user_id=user_id, now=now)).secret
        draft = ConnectionDraft(name="fake", base_url=fake.base_url, default_model="fake-model", is_default=True)
        await runtime.stores.connections.create(draft, api_key=None, now=now)
        principal: Principal = await identity.principal_for_api_token(token, now=now)
        if context:
            await runtime.stores.context.set_block(ContextScope.USER, user_id, "k", "We run Acme.", by=None, now=now)
            await runtime.stores.memories.add(
                principal, content="Prefers short answers.", always_inject=True, conversation_id=None, now=now
            )
        if quota:
            await runtime.stores.quotas.set_limits(user_id, {"daily": 10_000_000}, by=None, now=now)
        conversation = await runtime.stores.conversations.create(principal, now=now)
        event.listen(database.engine.sync_engine, "begin", log.begin)
        event.listen(database.engine.sync_engine, "commit", log.commit)
        event.listen(database.engine.sync_engine, "before_cursor_execute", log.statement)
        headers = {"Authorization": f"Bearer {token}"}
        counts: list[tuple[int, int, float, int, float]] = []
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
            for turn in range(turns):
                if turn and turn % PER_CONVERSATION == 0:  # histories stay as short as the stream bench's
                    conversation = await runtime.stores.conversations.create(principal, now=now)
                await runtime.chat.wait_idle()
                await asyncio.sleep(0.05)  # the title and other after-turn writes land before the next start
                log.reset()
                body = {
                    "id": conversation.id,
                    "messages": [{"id": f"m{turn}", "role": "user", "parts": [{"type": "text", "text": f"Hi {turn}"}]}],
                }
                response = await client.post("/api/chat", json=body, headers=headers)
                assert response.status_code == 200, response.text
                before = log.before_upstream()
                statements = [s for _, s in before if s not in ("BEGIN", "COMMIT", "TRIP")]
                transactions = sum(1 for _, s in before if s == "BEGIN")
                trips = sum(1 for _, s in before if s == "TRIP")
                cpu = ((log.cpu_reached or 0) - log.cpu_started) * 1000
                counts.append((transactions, len(statements), ((log.reached or 0) - log.started) * 1000, trips, cpu))
                if verbose and turn == turns - 1:
                    for at, text in before:
                        if text != "TRIP":
                            print(f"  {(at - log.started) * 1000:7.2f} ms  {text[:150]}")
        await runtime.chat.drain()
        await runtime.models.aclose()
    steady = counts[1:]  # the first turn also titles the conversation afterwards; count the later ones

    def median(index: int) -> float:
        return sorted(c[index] for c in steady)[len(steady) // 2]

    # Medians: a turn that finds a 2-second cache expired also reads the prompt, the connection or the agents.
    return {
        "transactions": median(0),
        "statements": median(1),
        "trips": median(3),
        "ms_to_upstream": round(median(2), 2),
        "cpu_ms_to_upstream": round(median(4), 2),
    }


async def main_async(args: argparse.Namespace) -> None:
    postgres = os.environ.get("DEPUTY_TEST_POSTGRES_URL") and not args.sqlite_only
    engines = ["sqlite"] + (["postgres"] if postgres else [])
    for engine in engines:
        result = await measure(
            engine, context=args.context, lazy=args.lazy, quota=args.quota, verbose=args.verbose, turns=args.turns
        )
        print(f"{engine}: {result}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.start_path")
    parser.add_argument("--context", action="store_true", help="a business context block and an always-inject note")
    parser.add_argument("--lazy", action="store_true", help="lazy tool loading")
    parser.add_argument("--quota", action="store_true", help="a daily quota on the user")
    parser.add_argument("--turns", type=int, default=TURNS, help="turns to send (more for a profile)")
    parser.add_argument("--sqlite-only", action="store_true", help="skip Postgres")
    parser.add_argument("-v", "--verbose", action="store_true", help="print the last turn's statements")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
