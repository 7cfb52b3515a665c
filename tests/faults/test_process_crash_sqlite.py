"""kill -9 the single Deputy process on SQLite mid-answer, then start Deputy again on the same file: the dead turn
is closed as interrupted with its partial answer and the next message is answered. (Many pods on Postgres:
`test_pod_crash.py`.)"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import signal
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from deputy.core.chat.leases import INTERRUPTED_TEXT
from deputy.core.conversations.records import MessageStatus, Role
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.settings import Settings
from deputy.store import Database, Stores
from deputy.store.tables import token_ledger, turn_events
from deputy.testing.databases import sqlite_database
from deputy.web.app import create_app
from tests.pods.conftest import seed
from tests.web.chat_support import TITLE_RULE, chunks, text_of, user_body

pytestmark = [pytest.mark.slow]
LONG = "word " * 400
WAIT = 30.0  # seconds: the bound on every wait here
SECRET = secrets.token_urlsafe(48)


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


@contextlib.asynccontextmanager
async def deputy_process(url: str, upstream: FakeUpstream, log: Path) -> AsyncIterator[tuple[str, int]]:
    """`deputy serve` on `url` in its own process: yields its base URL and pid; killed at the end if still alive."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEPUTY_")}
    env.update(
        DEPUTY_SECRET_KEY=SECRET,
        DEPUTY_LLM_BASE_URL=upstream.base_url,
        DEPUTY_LLM_MODEL="fake-model",
        DEPUTY_TURN_LEASE_SECONDS="1",
    )
    command = [str(Path(sys.executable).with_name("deputy")), "serve", "--db", url, "--port", str(port)]
    with log.open("wb") as output:
        process = await asyncio.create_subprocess_exec(
            *command, env=env, stdout=output, stderr=asyncio.subprocess.STDOUT, start_new_session=True
        )
    base = f"http://127.0.0.1:{port}"
    try:
        async with asyncio.timeout(WAIT), httpx.AsyncClient(timeout=2) as client:
            while True:
                if process.returncode is not None:
                    raise AssertionError(f"deputy serve exited with {process.returncode}; its output is in {log}")
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(f"{base}/api/ready")).status_code == 200:
                        break
                await asyncio.sleep(0.05)
        yield base, process.pid
    finally:
        if process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
        await process.wait()


async def logged_text(database: Database) -> bool:
    async with database.transaction() as conn:
        frames = (await conn.execute(sa.select(turn_events.c.frame))).scalars().all()
    return any(json.loads(frame)["kind"] == "TextDelta" for frame in frames)


async def test_a_killed_process_on_sqlite_leaves_an_interrupted_answer_and_the_restarted_one_answers_at_once(
    upstream: FakeUpstream, tmp_path: Path
) -> None:
    upstream.add_turns({"text": LONG, "chunk_chars": 5, "interval_ms": 20}, {"text": "I am back."})
    async with sqlite_database(tmp_path) as database:
        stores = Stores.open(database)
        tokens, _ = await seed(stores, {"alice": "member"})
        headers = {"Authorization": f"Bearer {tokens['alice']}"}
        async with deputy_process(database.url, upstream, tmp_path / "deputy.log") as (base, pid):
            async with httpx.AsyncClient(base_url=base, timeout=WAIT) as client:
                created = await client.post("/api/conversations", json={}, headers=headers)
                conversation_id = created.json()["id"]
                async with client.stream(
                    "POST", "/api/chat", json=user_body(conversation_id, "Talk"), headers=headers
                ) as response:
                    async for line in response.aiter_lines():
                        if '"text-delta"' in line:
                            break
                    async with asyncio.timeout(WAIT):
                        while True:
                            if await logged_text(database):
                                break
                            await asyncio.sleep(0.05)
                    os.kill(pid, signal.SIGKILL)

        settings = Settings(db_url=database.url, secret_key=SECRET, turn_lease_seconds=1)
        app = create_app(settings, database=Database(database.url))  # Deputy started again on the same file
        runtime = app.state.deputy
        try:
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
                async with asyncio.timeout(WAIT):
                    answer = await client.post(
                        "/api/chat", json=user_body(conversation_id, "Back?", message_id="u2"), headers=headers
                    )
            await runtime.chat.wait_idle()
            rows = await stores.conversations.messages(conversation_id)
            async with database.transaction() as conn:
                ledger = (
                    (
                        await conn.execute(
                            sa.select(token_ledger.c.state).where(
                                token_ledger.c.conversation_id == conversation_id, token_ledger.c.kind == "turn"
                            )
                        )
                    )
                    .scalars()
                    .all()
                )
        finally:
            await runtime.close()

    assert text_of(chunks(answer)) == "I am back."
    assert [(m.role, m.status) for m in rows] == [
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.INTERRUPTED),
        (Role.USER, MessageStatus.COMPLETE),
        (Role.ASSISTANT, MessageStatus.COMPLETE),
    ]
    dead = rows[1]
    assert rows[0].content == "Talk" and dead.error == INTERRUPTED_TEXT
    assert dead.content and LONG.startswith(dead.content)
    assert ledger == ["settled", "settled"]  # the dead turn's reservation settled once, by the new process
