"""Added time-to-first-token and inter-token latency of `POST /api/chat` versus calling the model directly.

Three processes, so that no two of them share an event loop or a GIL (in one loop the fake's pacing, Deputy's work
and the client's parsing would delay one another, and the difference would be charged to Deputy or hidden):

- the fake upstream, `python -m deputy.cli fake-llm` (paced: first frame after `TTFT_MS`, then one frame every
  `INTERVAL_MS` on an absolute schedule; every answer is `TOKENS` text pieces);
- Deputy, served by uvicorn in a child process (`python -m bench.chat_stream_bench serve …`: what `deputy serve`
  does, but handed a `Database` so that a fresh Postgres schema can be used), its model connection pointing at the
  fake; the bench seeds the user, token and connection in the database before starting it;
- this process, the client: one `httpx.AsyncClient` streams both paths, reading SSE lines as they arrive and
  stamping each text token with `time.perf_counter()`.

The turns come in pairs, one direct and one through Deputy, back to back, in an order drawn for each pair from a
seeded random generator, so both paths see the same machine state and neither always goes first. Every Deputy turn
is a new user message. The pairs are grouped in `ROUNDS` rounds (`perf-security-anchors.md` §A7): a round is one
conversation of `PER_CONVERSATION` measured pairs (its history grows to that and no further), opened by an
unmeasured turn (the first round by `WARMUP` more), after which the bench waits until the title (the model
request Deputy makes after a new conversation's first answer) is stored, so no title request overlaps a measured
window. The fake's request log is checked afterwards: exactly one model request per turn plus one title request
per conversation. The direct request carries the question alone; Deputy's carries its system prompt and the
history, as it must.

The added TTFT reported against the goal is the median of the rounds' added medians, with their interquartile
range: one slow stretch of the machine moves one round, not the figure. The percentiles of all turns pooled are
reported beside it.

Direct TTFT: request sent → first chunk whose `delta.content` has more than whitespace. Deputy TTFT: request sent →
first such `text-delta` (a frame of only a space shows the reader nothing). `ttft_split_ms` splits the added TTFT
with the fake's request log (wall clock, same host): the part before the model request reaches the upstream
(authentication, reads, the turn's first write, building the request) and the part after it (relaying the first
token). Gaps: between consecutive arrivals of such tokens. "Burst" gaps are shorter than a quarter of the fake's
interval: a proxy that buffered would show long runs of them.

Run on SQLite (a file in a temporary directory) and, when `DEPUTY_TEST_POSTGRES_URL` is set, on Postgres (a fresh
schema, dropped afterwards). The numbers are only as quiet as the machine: the load average is recorded with them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import re
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise
from pathlib import Path
from typing import Any

import httpx

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.clock import SystemClock
from deputy.core.connections import ConnectionDraft
from deputy.store import Database, Stores
from deputy.store.engine.migrate import upgrade
from deputy.testing.databases import postgres_schema

TTFT_MS = 20.0
INTERVAL_MS = 10.0
TOKENS = 50
PER_CONVERSATION = 8
ROUNDS = 7  # one conversation each; measured pairs: ROUNDS * PER_CONVERSATION
WARMUP = 3  # extra unmeasured pairs before the first measured one
SEED = 7  # the order of each pair's two turns
MODEL = "fake-model"
SECRET = "bench-secret-" + "0123456789abcdef" * 3
METRICS_TOKEN = "bench-metrics-" + "fedcba9876543210" * 3
"""`GET /metrics` of the served Deputy (the streams bench reads its collections and event-loop lag)."""
STARTUP_TIMEOUT = 30.0
TITLE_TIMEOUT = 10.0
ROOT = Path(__file__).resolve().parents[1]


def piece(index: int) -> str:
    """The fake's `index`th text token: four characters, a space and three lowercase letters (`" aaa"`, `" aab"` …),
    as the fake sends them (`chunk_chars` 4) and as a real model's tokens mostly look: a word led by its space.
    Deputy's output scrubber sends such a word at once; one that could be part of a key (digits, capitals inside)
    waits for the next space (`core.guards.stream_scrub`), which would add a chunk's interval to every frame."""
    letters = "".join(chr(ord("a") + index // 26**power % 26) for power in (2, 1, 0))
    return f" {letters}"


PIECE_CHARS = len(piece(0))


@dataclass(frozen=True, slots=True)
class Answer:
    """One streamed answer as the client saw it."""

    question: str
    ttft_ms: float
    gaps_ms: list[float]
    text: str
    sent_wall: float
    """`time.time()` when the request was sent: compared with the fake's request log (same clock, same host)."""

    @property
    def tokens(self) -> int:
        return len(self.gaps_ms) + 1 if self.text else 0


# -- the client ------------------------------------------------------------------------------------------------


async def _read(
    response: httpx.Response, question: str, sent: tuple[float, float], token_of: Callable[[dict[str, Any]], str | None]
) -> Answer:
    """`sent` is `(time.perf_counter(), time.time())` just before the request went out."""
    if response.status_code != 200:
        await response.aread()
        raise RuntimeError(f"HTTP {response.status_code}: {response.text[:500]}")
    stamps: list[float] = []
    pieces: list[str] = []
    async for line in response.aiter_lines():
        now = time.perf_counter()
        if not line.startswith("data: "):
            continue
        payload = line.removeprefix("data: ")
        if payload == "[DONE]":
            break
        token = token_of(json.loads(payload))
        if token:
            pieces.append(token)
            if not token.isspace():  # a frame of only a space shows the reader nothing yet
                stamps.append(now)
    if not stamps:
        raise RuntimeError("the stream carried no text")
    gaps = [(b - a) * 1000 for a, b in pairwise(stamps)]
    started, sent_wall = sent
    text = "".join(pieces)
    return Answer(question, (stamps[0] - started) * 1000, gaps, text, sent_wall)


def _openai_token(chunk: dict[str, Any]) -> str | None:
    choices = chunk.get("choices") or []
    content = (choices[0].get("delta") or {}).get("content") if choices else None
    return content if isinstance(content, str) else None


def _ui_token(chunk: dict[str, Any]) -> str | None:
    delta = chunk.get("delta")
    return delta if chunk.get("type") == "text-delta" and isinstance(delta, str) else None


async def direct_turn(client: httpx.AsyncClient, upstream: str, text: str) -> Answer:
    body = {"model": MODEL, "messages": [{"role": "user", "content": text}], "stream": True}
    sent = time.perf_counter(), time.time()
    async with client.stream("POST", f"{upstream}/chat/completions", json=body) as response:
        return await _read(response, text, sent, _openai_token)


async def deputy_turn(
    client: httpx.AsyncClient, deputy: str, token: str, conversation_id: str, text: str, message_id: str
) -> Answer:
    body = {
        "id": conversation_id,
        "messages": [{"id": message_id, "role": "user", "parts": [{"type": "text", "text": text}]}],
        "trigger": "submit-message",
    }
    headers = {"Authorization": f"Bearer {token}"}
    sent = time.perf_counter(), time.time()
    async with client.stream("POST", f"{deputy}/api/chat", json=body, headers=headers) as response:
        return await _read(response, text, sent, _ui_token)


# -- the processes ---------------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _child_env() -> dict[str, str]:
    """This environment without `DEPUTY_*` (the children get their settings as arguments)."""
    return {key: value for key, value in os.environ.items() if not key.startswith("DEPUTY_")}


def _write_script(path: Path, *, tokens: int = TOKENS) -> None:
    text = "".join(piece(i) for i in range(tokens))
    script = {
        "default": {"text": text, "chunk_chars": PIECE_CHARS},
        "rules": [{"match": f"^{re.escape(TITLE_REQUEST)}", "text": "Benchmark chat"}],
        "models": [MODEL],
    }
    path.write_text(json.dumps(script), encoding="utf-8")


@asynccontextmanager
async def _process(args: Sequence[str], ready_url: str, log: Path) -> AsyncIterator[asyncio.subprocess.Process]:
    """Run a child until the block ends; wait until `ready_url` answers 200 first."""
    with log.open("wb") as output:
        process = await asyncio.create_subprocess_exec(
            *args, cwd=ROOT, env=_child_env(), stdout=output, stderr=asyncio.subprocess.STDOUT
        )
    try:
        await _wait_ready(ready_url, process, log)
        yield process
    finally:
        if process.returncode is None:
            process.terminate()
            try:
                async with asyncio.timeout(10):
                    await process.wait()
            except TimeoutError:
                process.kill()
                await process.wait()


async def _wait_ready(url: str, process: asyncio.subprocess.Process, log: Path) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT
    async with httpx.AsyncClient(timeout=2) as client:
        while time.monotonic() < deadline:
            if process.returncode is not None:
                raise RuntimeError(f"{url}: the server exited ({process.returncode}): {_tail(log)}")
            with contextlib.suppress(httpx.TransportError):
                if (await client.get(url)).status_code == 200:
                    return
            await asyncio.sleep(0.05)
    raise RuntimeError(f"{url} did not answer within {STARTUP_TIMEOUT:g} s: {_tail(log)}")


def _tail(log: Path) -> str:
    return log.read_text(encoding="utf-8", errors="replace")[-2000:]


async def _seed(database: Database, upstream: str, *, connection: bool = True) -> str:
    """A tenant, a user with a role, a bearer token and (unless `connection` is false: the environment configures
    it) the default connection (the fake); returns the token."""
    stores = Stores.open(database, secret=SECRET.encode())
    identity, now = stores.identity, _now()
    tenant = await identity.ensure_tenant(slug="bench", name="Bench", now=now)
    await identity.ensure_role(tenant_id=tenant, name="member", permissions={"incidents.read"}, now=now)
    user_id = await identity.create_user(tenant_id=tenant, username="bench", role_names=["member"], now=now)
    token = (await identity.create_api_token(user_id=user_id, now=now)).secret
    if connection:
        draft = ConnectionDraft(name="fake", base_url=upstream, default_model=MODEL, is_default=True)
        await stores.connections.create(draft, api_key=None, now=now)
    return token


def _now() -> datetime:
    return SystemClock().now()


# -- one database ----------------------------------------------------------------------------------------------


async def _new_conversation(client: httpx.AsyncClient, deputy: str, token: str) -> str:
    response = await client.post(f"{deputy}/api/conversations", headers={"Authorization": f"Bearer {token}"})
    response.raise_for_status()
    conversation_id: str = response.json()["id"]
    return conversation_id


async def _wait_title(client: httpx.AsyncClient, deputy: str, token: str, conversation_id: str) -> None:
    deadline = time.monotonic() + TITLE_TIMEOUT
    while time.monotonic() < deadline:
        response = await client.get(
            f"{deputy}/api/conversations/{conversation_id}", headers={"Authorization": f"Bearer {token}"}
        )
        response.raise_for_status()
        if response.json().get("title"):
            return
        await asyncio.sleep(0.02)
    raise RuntimeError(f"conversation {conversation_id} got no title within {TITLE_TIMEOUT:g} s")


Round = tuple[list[Answer], list[Answer]]
"""One conversation's measured (direct, Deputy) answers, pair by pair."""


async def _drive(upstream: str, deputy: str, token: str, rounds: int) -> list[Round]:
    """The paired turns, round by round."""
    measured: list[Round] = []
    turn = 0
    order = random.Random(SEED)
    limits = httpx.Limits(max_keepalive_connections=4)
    async with httpx.AsyncClient(timeout=30, limits=limits) as client:

        async def pair(conversation_id: str) -> tuple[Answer, Answer]:
            nonlocal turn
            turn += 1
            text = f"Question {turn}: how are the open incidents doing?"
            direct = direct_turn(client, upstream, text)
            through = deputy_turn(client, deputy, token, conversation_id, text, f"m{turn:04d}")
            if order.random() < 0.5:
                a = await direct
                return a, await through
            b = await through
            return await direct, b

        for index in range(rounds):
            conversation_id = await _new_conversation(client, deputy, token)
            for _ in range(1 + (WARMUP if index == 0 else 0)):
                await pair(conversation_id)
                await _wait_title(client, deputy, token, conversation_id)
            answers = [await pair(conversation_id) for _ in range(PER_CONVERSATION)]
            measured.append(([a for a, _ in answers], [b for _, b in answers]))
    return measured


async def measure(db_url: str, schema: str | None, workdir: Path, rounds: int = ROUNDS) -> dict[str, Any]:
    """Start the fake and Deputy over an already migrated database, drive the turns, and summarize."""
    fake_port, deputy_port = _free_port(), _free_port()
    upstream = f"http://127.0.0.1:{fake_port}/v1"
    deputy = f"http://127.0.0.1:{deputy_port}"
    script, request_log = workdir / "script.json", workdir / "fake-requests.jsonl"
    _write_script(script)
    fake_args = [
        sys.executable,
        *("-m", "deputy.cli", "fake-llm", "--port", str(fake_port), "--script", str(script)),
        *("--ttft-ms", str(TTFT_MS), "--interval-ms", str(INTERVAL_MS), "--request-log", str(request_log)),
    ]
    deputy_args = [sys.executable, "-m", "bench.chat_stream_bench", "serve", "--db", db_url, "--port", str(deputy_port)]
    if schema is not None:
        deputy_args += ["--schema", schema]
    database = Database(db_url, search_path=schema)
    try:
        token = await _seed(database, upstream)
    finally:
        await database.dispose()
    async with (
        _process(fake_args, f"{upstream}/models", workdir / "fake.log"),
        _process(deputy_args, f"{deputy}/api/ready", workdir / "deputy.log"),
    ):
        measured = await _drive(upstream, deputy, token, rounds)
    return summarize(measured, _upstream_arrivals(request_log, rounds))


def _upstream_arrivals(log: Path, rounds: int) -> dict[tuple[str, bool], float]:
    """When the fake received each turn's model request, by (question, sent by Deputy); checks the request count:
    one per turn and path, plus one title request per conversation, and nothing else."""
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines() if line.strip()]
    arrivals: dict[tuple[str, bool], float] = {}
    titles = 0
    for line in lines:
        messages = line["body"]["messages"]
        question = next(m["content"] for m in reversed(messages) if m["role"] == "user")  # not the time note
        if question.startswith(TITLE_REQUEST):
            titles += 1
            continue
        arrivals[(question, messages[0]["role"] == "system")] = float(line["ts"])
    turns = rounds * (1 + PER_CONVERSATION) + WARMUP
    if len(arrivals) != 2 * turns or titles != rounds or len(lines) != 2 * turns + rounds:
        raise RuntimeError(f"the fake saw {len(lines)} requests ({titles} for titles); expected {2 * turns} turns")
    return arrivals


# -- numbers ---------------------------------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def _r(value: float) -> float:
    return round(value, 3)


def _spread(values: Sequence[float], qs: Sequence[int]) -> dict[str, float]:
    return {f"p{q}": _r(percentile(values, q)) for q in qs}


def _quartiles(values: Sequence[float]) -> tuple[float, float]:
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q3


def _longest_run(gaps: Sequence[float], below: float) -> int:
    longest = run = 0
    for gap in gaps:
        run = run + 1 if gap < below else 0
        longest = max(longest, run)
    return longest


def summarize(measured: list[Round], arrivals: dict[tuple[str, bool], float]) -> dict[str, Any]:
    """The numbers. `arrivals` splits Deputy's added TTFT into the time before the model request reaches the
    upstream (auth, reads and the turn's first write, building the request) and the relay of the first token."""
    direct = [a for answers, _ in measured for a in answers]
    through = [b for _, answers in measured for b in answers]
    ttft_direct = [a.ttft_ms for a in direct]
    ttft_deputy = [a.ttft_ms for a in through]
    added_pairs = [b - a for a, b in zip(ttft_direct, ttft_deputy, strict=True)]
    gaps_direct = [g for a in direct for g in a.gaps_ms]
    gaps_deputy = [g for a in through for g in a.gaps_ms]
    burst = INTERVAL_MS / 4
    tokens_direct = sorted({a.tokens for a in direct})
    tokens_deputy = sorted({a.tokens for a in through})
    same_text = all(a.text == b.text for a, b in zip(direct, through, strict=True))

    def reach(answers: list[Answer], by_deputy: bool) -> list[float]:
        return [(arrivals[(a.question, by_deputy)] - a.sent_wall) * 1000 for a in answers]

    def added(deputy: Sequence[float], direct: Sequence[float]) -> float:
        return percentile(deputy, 50) - percentile(direct, 50)

    round_ttft = [added([b.ttft_ms for b in bs], [a.ttft_ms for a in as_]) for as_, bs in measured]
    round_reach = [added(reach(bs, True), reach(as_, False)) for as_, bs in measured]
    reach_direct, reach_deputy = reach(direct, False), reach(through, True)
    added_ttft = statistics.median(round_ttft)
    added_reach = statistics.median(round_reach)
    answer_direct = [a.ttft_ms + sum(a.gaps_ms) for a in direct]
    answer_deputy = [a.ttft_ms + sum(a.gaps_ms) for a in through]
    return {
        "rounds": len(measured),
        "turns_per_path": len(direct),
        "ttft_ms": {
            "direct": _spread(ttft_direct, (50, 95, 99)),
            "deputy": _spread(ttft_deputy, (50, 95, 99)),
            "added_p50": _r(added_ttft),
            "added_p50_iqr": [_r(q) for q in _quartiles(round_ttft)],
            "added_p50_by_round": [_r(value) for value in round_ttft],
            "added_p50_pooled": _r(added(ttft_deputy, ttft_direct)),
            "added_per_pair": _spread(added_pairs, (50, 95, 99)),
            "ratio_p50": _r(percentile(ttft_deputy, 50) / percentile(ttft_direct, 50)),
        },
        "ttft_split_ms": {
            "request_reaches_upstream_p50": {
                "direct": _r(percentile(reach_direct, 50)),
                "deputy": _r(percentile(reach_deputy, 50)),
            },
            "added_before_upstream_p50": _r(added_reach),
            "added_after_upstream_p50": _r(added_ttft - added_reach),
        },
        "answer_ms": {
            "direct_p50": _r(percentile(answer_direct, 50)),
            "deputy_p50": _r(percentile(answer_deputy, 50)),
            "added_p50": _r(percentile(answer_deputy, 50) - percentile(answer_direct, 50)),
        },
        "inter_token_ms": {
            "direct": _spread(gaps_direct, (50, 99)) | {"min": _r(min(gaps_direct))},
            "deputy": _spread(gaps_deputy, (50, 99)) | {"min": _r(min(gaps_deputy))},
            "added_p50": _r(percentile(gaps_deputy, 50) - percentile(gaps_direct, 50)),
            "added_p99": _r(percentile(gaps_deputy, 99) - percentile(gaps_direct, 99)),
            "max_deputy": _r(max(gaps_deputy)),
        },
        "burst": {
            "threshold_ms": burst,
            "deputy_fraction_below": _r(sum(g < burst for g in gaps_deputy) / len(gaps_deputy)),
            "direct_fraction_below": _r(sum(g < burst for g in gaps_direct) / len(gaps_direct)),
            "deputy_gap_min_ms": _r(min(gaps_deputy)),
            "deputy_gap_median_ms": _r(statistics.median(gaps_deputy)),
            "deputy_longest_run_below": max(_longest_run(a.gaps_ms, burst) for a in through),
            "direct_longest_run_below": max(_longest_run(a.gaps_ms, burst) for a in direct),
        },
        "tokens_per_answer": {"direct": tokens_direct, "deputy": tokens_deputy, "same_text": same_text},
    }


def targets(result: dict[str, Any]) -> dict[str, bool]:
    return {
        "added_ttft_p50_le_5ms": result["ttft_ms"]["added_p50"] <= 5,
        "added_inter_token_p99_le_5ms": result["inter_token_ms"]["added_p99"] <= 5,
        "no_burst": result["burst"]["deputy_fraction_below"] <= 0.01
        and result["burst"]["deputy_longest_run_below"] <= 2,
        "same_tokens": result["tokens_per_answer"]["direct"] == result["tokens_per_answer"]["deputy"] == [TOKENS]
        and result["tokens_per_answer"]["same_text"],
    }


# -- the runs --------------------------------------------------------------------------------------------------


async def run(*, quick: bool = False) -> dict[str, Any]:
    rounds = 3 if quick else ROUNDS
    results: dict[str, Any] = {
        "setup": {
            "processes": "client (this), Deputy (uvicorn child), fake upstream (deputy fake-llm child)",
            "cpus": os.cpu_count(),
            "load_average_1m_at_start": round(os.getloadavg()[0], 2),
            "fake_ttft_ms": TTFT_MS,
            "fake_interval_ms": INTERVAL_MS,
            "tokens_per_answer": TOKENS,
            "turns_per_conversation": PER_CONVERSATION,
            "rounds": rounds,
            "order_seed": SEED,
        }
    }
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        db_url = f"sqlite:///{workdir / 'deputy.db'}"
        await migrated(db_url, None)
        results["sqlite"] = await _with_targets(measure(db_url, None, workdir, rounds))
    url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
    if url:
        async with postgres_schema(url) as schema:
            await migrated(url, schema)
            with tempfile.TemporaryDirectory() as tmp:
                results["postgres"] = await _with_targets(measure(url, schema, Path(tmp), rounds))
    results["setup"]["load_average_1m_at_end"] = round(os.getloadavg()[0], 2)
    return results


async def migrated(db_url: str, schema: str | None) -> None:
    """Bring the database (in `schema` on Postgres) to the newest migration."""
    database = Database(db_url, search_path=schema)
    try:
        await upgrade(database)
    finally:
        await database.dispose()


async def _with_targets(measuring: Coroutine[Any, Any, dict[str, Any]]) -> dict[str, Any]:
    result = await measuring
    return result | {"targets_met": targets(result)}


def summary(results: dict[str, Any]) -> str:
    lines = []
    for engine in ("sqlite", "postgres"):
        r = results.get(engine)
        if r is None:
            continue
        t, g, b, split = r["ttft_ms"], r["inter_token_ms"], r["burst"], r["ttft_split_ms"]
        missed = [name for name, met in r["targets_met"].items() if not met]
        lines.append(
            f"{engine}: added TTFT p50 {t['added_p50']} ms (direct {t['direct']['p50']}, deputy {t['deputy']['p50']}; "
            f"{split['added_before_upstream_p50']} before the upstream request, "
            f"{split['added_after_upstream_p50']} after); added gap p99 {g['added_p99']} ms "
            f"(direct {g['direct']['p99']}, deputy {g['deputy']['p99']}); gaps < {b['threshold_ms']} ms: "
            f"{b['deputy_fraction_below']} (longest run {b['deputy_longest_run_below']}); "
            f"missed: {', '.join(missed) or 'none'}"
        )
    return "\n".join(lines)


# -- the Deputy child ------------------------------------------------------------------------------------------


def serve(db_url: str, schema: str | None, port: int) -> None:
    """What `deputy serve` does (without migrating), over a `Database` that may carry a Postgres schema."""
    from deputy.settings import Settings
    from deputy.web.app import create_app

    settings = Settings(
        db_url=db_url,
        secret_key=SECRET,
        secret_key_file=Path(tempfile.gettempdir()) / "unused",
        metrics_token=METRICS_TOKEN,
    )
    serve_app(create_app(settings, database=Database(db_url, search_path=schema)), port)


def serve_app(app: Any, port: int) -> None:
    """Serve `app` on loopback as `deputy serve` serves it: the collector paced, uvicorn's compiled parts."""
    import uvicorn

    from deputy.cli import FAST_UVICORN
    from deputy.gc_pacing import pace_collections

    pace_collections()
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", **FAST_UVICORN)


def arguments(prog: str, argv: Sequence[str] | None) -> argparse.Namespace:
    """A bench's command line: no command runs the bench; `serve --db … [--schema …] --port …` is its Deputy
    child."""
    parser = argparse.ArgumentParser(prog=prog)
    sub = parser.add_subparsers(dest="command")
    child = sub.add_parser("serve", help="serve Deputy for the benchmark (internal)")
    child.add_argument("--db", required=True)
    child.add_argument("--schema")
    child.add_argument("--port", type=int, required=True)
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    args = arguments("python -m bench.chat_stream_bench", argv)
    if args.command == "serve":
        serve(args.db, args.schema, args.port)
        return
    results = asyncio.run(run())
    print(json.dumps(results, indent=2))
    print(summary(results))


if __name__ == "__main__":
    main()
