"""Concurrent streams: added TTFT and inter-token latency at 1, 10, 100 and 1,000 concurrent streams, with every
frame counted, and Deputy's memory and CPU per active stream; on SQLite, Postgres, and two pods behind nginx.

The same three processes as `chat_stream_bench` (the fake upstream, Deputy, this client; or the fake, nginx and two
`deputy serve` pods from `deputy.testing.pods`). A rung of N sends N requests at `starts_per_second` and reads the N
streams to the end; each stream lasts longer than the ramp, so all N are open at once (the peak is recorded). It
does so straight to the fake (the direct path), then through Deputy (`POST /api/chat`, one conversation per stream,
titled beforehand so no title request runs), for `rounds` rounds. Every stream must carry the fake's `tokens` text
pieces, in order: a missing, repeated or reordered piece is a lost frame; a stream that fails (an HTTP error, a
broken connection, or an `error` chunk in Deputy's stream) is an error (and all of its pieces are lost). A gap
longer than ten paces is a stall.

- TTFT: request sent → first text piece that shows more than whitespace; it includes any wait behind the requests
  sent before it that Deputy has not started yet. `added` is the Deputy figure minus the direct one at the same
  percentile.
- Inter-token gaps: between consecutive pieces of one stream; `added` likewise (the fake's pace is fixed).
- Memory: Deputy's resident set (VmRSS, summed over the pods) sampled every 50 ms while a rung's streams run;
  `per_stream_kb` is (peak - the idle figure before the first rung) / N.
- CPU: Deputy's CPU time (user + system, summed over the pods) over the rung's Deputy rounds, as % of one core;
  `client_cpu_percent` is this client's own over the same rounds, to tell when the reader is the bottleneck.
- Pauses: from Deputy's own `/metrics` before and after the rung's Deputy rounds (summed over the pods), the time its
  garbage collections held the process, by generation, and the share of its event-loop lag samples (every 100 ms)
  later than 20 ms (`observability.process_health`): a late frame that Deputy's loop explains shows there.

The client uses aiohttp, a cheaper reader than httpx: at 1,000 streams the client shares the machine's two cores
with the fake and Deputy, and its own parsing delays both paths alike.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from bench.chat_stream_bench import (
    METRICS_TOKEN,
    MODEL,
    PIECE_CHARS,
    SECRET,
    _free_port,
    _openai_token,
    _process,
    _seed,
    _ui_token,
    _write_script,
    percentile,
    piece,
)
from deputy.core.clock import SystemClock
from deputy.gc_pacing import pace_collections
from deputy.observability.prometheus import GENERATIONS
from deputy.store import Database, Stores
from deputy.store.engine.migrate import upgrade
from deputy.testing.databases import postgres_schema

TTFT_MS = 20.0
STALL_PACES = 10


@dataclass(frozen=True, slots=True)
class Plan:
    """The rungs and the fake's pace. `rounds` maps a rung to its rounds per path."""

    rungs: tuple[int, ...] = (1, 10, 100, 1000)
    rounds: dict[int, int] = field(default_factory=lambda: {1: 2, 10: 1, 100: 1, 1000: 1})
    tokens: int = 40
    interval_ms: float = 200.0
    starts_per_second: float = 200.0
    """The requests of a rung are sent at this rate (1,000 streams: over 5 s); each stream lasts longer than that
    (8 s), so all of them are open at once."""

    @property
    def expected_text(self) -> str:
        return "".join(piece(i) for i in range(self.tokens))


CONFIGS = ("sqlite", "capacity", "postgres", "capacity_postgres", "pods", "capacity_pods")
"""Every configuration, in the order they run: the sweeps and the capacity runs (`CAPACITY`)."""
FULL = Plan()
QUICK = Plan(rungs=(1, 10, 100), rounds={1: 2, 10: 1, 100: 1}, tokens=20)
CAPACITY = Plan(rungs=(1000,), rounds={1000: 1}, tokens=150, starts_per_second=50.0)
"""1,000 streams arriving 50 a second, each 30 s long: all are open at once for about 10 s (`capacity` on SQLite,
`capacity_postgres` and `capacity_pods` on Postgres). One process starts about
100 turns a second at most, so the sweep's 1,000 rung (200 a second) measures how starts queue as much as how
streams flow; this run measures 1,000 open streams."""


@dataclass(slots=True)
class Stream:
    """One stream as the client saw it."""

    ttft_ms: float | None = None
    gaps_ms: list[float] = field(default_factory=list)
    gaps_at: list[float] = field(default_factory=list)
    """When each gap ended (`time.perf_counter()`)."""
    all_open_gaps_ms: list[float] = field(default_factory=list)
    """The gaps that ended while every stream of the round was open (`Open.window`)."""
    text: str = ""
    frames: int = 0
    """Every `data:` frame, text or not."""
    error: str | None = None


# -- the client ------------------------------------------------------------------------------------------------


@contextlib.contextmanager
def _paced_collections() -> Iterator[None]:
    """This client's collections paced while a round runs, as the fake's and Deputy's are (`deputy.gc_pacing`): a
    full collection of this process at 1,000 open streams (80-160 ms, two or three a round) held every stream's next
    piece, on either path alike, and made the added p99 a difference of two noises. What a round leaves is collected
    after it, outside its timing."""
    thresholds = gc.get_threshold()
    pace_collections()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)
        gc.collect()


async def _read(
    session: aiohttp.ClientSession,
    url: str,
    body: dict[str, Any],
    headers: dict[str, str],
    token_of: Callable[[dict[str, Any]], str | None],
    gauge: Open,
) -> Stream:
    stream = Stream()
    sent = time.perf_counter()
    pieces: list[str] = []
    try:
        async with session.post(url, json=body, headers=headers) as response:
            if response.status != 200:
                stream.error = f"HTTP {response.status}: {(await response.text())[:200]}"
                return stream
            gauge.opened()
            try:
                await _frames(response, stream, pieces, token_of, sent)
            finally:
                gauge.closed()
    except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
        stream.error = f"{type(exc).__name__}: {exc}"[:200]
    stream.text = "".join(pieces)
    return stream


async def _frames(
    response: aiohttp.ClientResponse,
    stream: Stream,
    pieces: list[str],
    token_of: Callable[[dict[str, Any]], str | None],
    sent: float,
) -> None:
    last = sent
    async for raw in response.content:
        now = time.perf_counter()
        line = raw.decode().rstrip("\r\n")
        if not line.startswith("data: "):
            continue
        stream.frames += 1
        payload = line.removeprefix("data: ")
        if payload == "[DONE]":
            break
        data = json.loads(payload)
        if data.get("type") == "error" and stream.error is None:  # the turn failed after its stream started
            stream.error = f"error chunk: {data.get('errorText')}"[:200]
        token = token_of(data)
        if not token:
            continue
        pieces.append(token)
        if token.isspace():  # a frame of only a space shows the reader nothing yet: not a token arrival
            continue
        if stream.ttft_ms is None:
            stream.ttft_ms = (now - sent) * 1000
        else:
            stream.gaps_ms.append((now - last) * 1000)
            stream.gaps_at.append(now)
        last = now


@dataclass(slots=True)
class Open:
    """How many of a round's `count` streams are open (answered, not yet ended) now, and at most; and the window
    in which all of them were: from the last one's opening to the first one's end."""

    count: int
    now: int = 0
    peak: int = 0
    all_open_at: float | None = None
    first_closed_at: float | None = None

    def opened(self) -> None:
        self.now += 1
        self.peak = max(self.peak, self.now)
        if self.now == self.count and self.all_open_at is None:
            self.all_open_at = time.perf_counter()

    def closed(self) -> None:
        self.now -= 1
        if self.first_closed_at is None:
            self.first_closed_at = time.perf_counter()

    def window(self, stream: Stream) -> list[float]:
        """`stream`'s gaps that ended while all the streams were open (none if they never all were)."""
        start, end = self.all_open_at, self.first_closed_at
        if start is None or end is None or end < start:
            return []
        return [gap for gap, at in zip(stream.gaps_ms, stream.gaps_at, strict=True) if start <= at <= end]


async def _ramp(count: int, rate: float, one: Callable[[int, Open], Awaitable[Stream]]) -> tuple[list[Stream], int]:
    """Start `count` streams, `rate` per second, and wait for all of them; the streams and the peak open at once."""
    with _paced_collections():
        started, gauge = time.perf_counter(), Open(count)

        async def at_its_time(index: int) -> Stream:
            await asyncio.sleep(max(0.0, started + index / rate - time.perf_counter()))
            return await one(index, gauge)

        streams = await asyncio.gather(*(at_its_time(i) for i in range(count)))
    for stream in streams:
        stream.all_open_gaps_ms = gauge.window(stream)
    return streams, gauge.peak


# -- Deputy's processes ----------------------------------------------------------------------------------------


def _rss_kb(pid: int) -> int:
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text(encoding="utf-8").splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    with contextlib.suppress(OSError):
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return 0.0


@dataclass(slots=True)
class Target:
    """Where Deputy listens and which processes are Deputy (for memory and CPU)."""

    url: str
    token: str
    pids: Callable[[], list[int]]
    metrics_urls: Callable[[], list[str]] = list
    """Each Deputy process's own `/metrics` (not through a load balancer)."""

    def rss_kb(self) -> int:
        return sum(_rss_kb(pid) for pid in self.pids())

    def cpu_seconds(self) -> float:
        return sum(_cpu_seconds(pid) for pid in self.pids())


@asynccontextmanager
async def _sampling(target: Target) -> AsyncIterator[list[int]]:
    """RSS samples every 50 ms while the block runs."""
    samples = [target.rss_kb()]

    async def sample() -> None:
        while True:
            await asyncio.sleep(0.05)
            samples.append(target.rss_kb())

    task = asyncio.create_task(sample())
    try:
        yield samples
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        samples.append(target.rss_kb())


PROFILE_DIR: Path | None = None
"""Set by `--profile DIR`: py-spy records each Deputy process during each rung's Deputy rounds into DIR."""


@asynccontextmanager
async def _profiling(target: Target, label: str) -> AsyncIterator[None]:
    if PROFILE_DIR is None:
        yield
        return
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    recorders = [
        await asyncio.create_subprocess_exec(
            *(spy, "record", "--nonblocking", "--threads", "-r", "100", "-f", "raw", "--pid", str(pid)),
            *("-o", str(PROFILE_DIR / f"{label}-{pid}.txt")),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
        for pid in target.pids()
    ]
    try:
        yield
    finally:
        for recorder in recorders:
            recorder.send_signal(signal.SIGINT)  # py-spy writes its file on Ctrl-C
        for recorder in recorders:
            await recorder.wait()


PAUSE_METRICS = ("deputy_gc_pause_seconds_sum", "deputy_gc_pause_seconds_count", "deputy_event_loop_lag_seconds")
LAG_LIMIT = "0.02"
"""The lag bucket the report counts samples beyond: the inter-token goal's 20 ms."""


async def _pauses(session: aiohttp.ClientSession, target: Target) -> dict[str, float]:
    """The pause samples of every Deputy process, summed: `name{label=value}` → value."""
    totals: dict[str, float] = {}
    for url in target.metrics_urls():
        async with session.get(url, headers={"Authorization": f"Bearer {METRICS_TOKEN}"}) as response:
            text = await response.text()
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                if sample.name.startswith(PAUSE_METRICS):
                    key = sample.name + "".join(f"{{{k}={v}}}" for k, v in sorted(sample.labels.items()))
                    totals[key] = totals.get(key, 0.0) + sample.value
    return totals


def _pause_figures(before: dict[str, float], after: dict[str, float]) -> dict[str, Any]:
    def delta(key: str) -> float:
        return after.get(key, 0.0) - before.get(key, 0.0)

    samples = delta("deputy_event_loop_lag_seconds_count")
    late = samples - delta(f"deputy_event_loop_lag_seconds_bucket{{le={LAG_LIMIT}}}")
    return {
        "gc_seconds": {g: _r(delta(f"deputy_gc_pause_seconds_sum{{generation={g}}}")) for g in GENERATIONS},
        "gc_collections": {g: int(delta(f"deputy_gc_pause_seconds_count{{generation={g}}}")) for g in GENERATIONS},
        "loop_lag_samples": int(samples),
        "loop_lag_over_20ms_percent": _r(100 * late / samples) if samples else None,
    }


async def _conversations(database: Database, count: int) -> list[str]:
    """`count` titled conversations of the bench user (titled: no title request follows a first answer)."""
    stores = Stores.open(database, secret=SECRET.encode())
    user = await stores.identity.user_by_name("bench")
    assert user is not None
    owner = await stores.identity.principal_for_user(user.id)
    now = SystemClock().now()
    ids = []
    for index in range(count):
        conversation = await stores.conversations.create(owner, now=now)
        await stores.conversations.update(owner, conversation.id, now=now, title=f"Stream {index}")
        ids.append(conversation.id)
    return ids


# -- one rung --------------------------------------------------------------------------------------------------


async def _rung(
    session: aiohttp.ClientSession, plan: Plan, count: int, upstream: str, target: Target, conversations: list[str]
) -> dict[str, Any]:
    direct: list[Stream] = []
    through: list[Stream] = []
    peaks: list[int] = []
    open_direct = open_deputy = 0
    cpu = wall = client_cpu = 0.0
    for round_ in range(plan.rounds.get(count, 1)):

        async def to_fake(index: int, gauge: Open, round_: int = round_) -> Stream:
            body = {"model": MODEL, "messages": [{"role": "user", "content": f"r{round_} s{index}"}], "stream": True}
            return await _read(session, f"{upstream}/chat/completions", body, {}, _openai_token, gauge)

        async def to_deputy(index: int, gauge: Open, round_: int = round_) -> Stream:
            message = {"id": f"c{count}r{round_}s{index}", "role": "user", "parts": [{"type": "text", "text": "Hi"}]}
            body = {"id": conversations[index], "messages": [message], "trigger": "submit-message"}
            headers = {"Authorization": f"Bearer {target.token}"}
            return await _read(session, f"{target.url}/api/chat", body, headers, _ui_token, gauge)

        streams, peak = await _ramp(count, plan.starts_per_second, to_fake)
        direct += streams
        open_direct = max(open_direct, peak)
        pauses_before = await _pauses(session, target)
        cpu_before, client_before, started = target.cpu_seconds(), time.process_time(), time.perf_counter()
        async with _sampling(target) as samples, _profiling(target, f"{count}-r{round_}"):
            streams, peak = await _ramp(count, plan.starts_per_second, to_deputy)
        pauses = _pause_figures(pauses_before, await _pauses(session, target))
        through += streams
        open_deputy = max(open_deputy, peak)
        cpu += target.cpu_seconds() - cpu_before
        client_cpu += time.process_time() - client_before
        wall += time.perf_counter() - started
        peaks.append(max(samples))
    return {
        "direct": _paths(direct, plan) | {"peak_open_streams": open_direct},
        "deputy": _paths(through, plan) | {"peak_open_streams": open_deputy},
        "deputy_rss_peak_kb": max(peaks),
        "deputy_cpu_percent": round(100 * cpu / wall, 1),
        "deputy_cpu_seconds": round(cpu, 2),
        "client_cpu_percent": round(100 * client_cpu / wall, 1),
        "deputy_pauses": pauses,
    }


def _paths(streams: list[Stream], plan: Plan) -> dict[str, Any]:
    expected = plan.expected_text
    size = PIECE_CHARS
    ttft = [s.ttft_ms for s in streams if s.ttft_ms is not None]
    gaps = [g for s in streams for g in s.gaps_ms]
    lost = 0
    for s in streams:
        if s.text != expected:
            got = [s.text[i : i + size] for i in range(0, len(s.text), size)]
            want = [expected[i : i + size] for i in range(0, len(expected), size)]
            lost += max(len(want) - sum(1 for a, b in zip(got, want, strict=False) if a == b), 1)
    errors = [s.error for s in streams if s.error is not None]
    return {
        "streams": len(streams),
        "frames": sum(s.frames for s in streams),
        "text_frames_expected": len(streams) * plan.tokens,
        "text_frames_lost": lost,
        "errors": len(errors),
        "first_error": errors[0] if errors else None,
        "stalls": sum(1 for g in gaps if g > STALL_PACES * plan.interval_ms),
        "ttft_ms": _spread(ttft),
        "gap_ms": _spread(gaps),
        "gap_all_open_ms": _spread([g for s in streams for g in s.all_open_gaps_ms]),
    }


def _spread(values: Sequence[float]) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p99": None, "max": None}
    return {"p50": _r(percentile(values, 50)), "p99": _r(percentile(values, 99)), "max": _r(max(values))}


def _r(value: float) -> float:
    return round(value, 3)


def _added(rung: dict[str, Any], metric: str, q: str) -> float | None:
    a, b = rung["direct"][metric][q], rung["deputy"][metric][q]
    return None if a is None or b is None else _r(b - a)


# -- one configuration -----------------------------------------------------------------------------------------


async def sweep(plan: Plan, upstream: str, target: Target, database: Database) -> dict[str, Any]:
    conversations = await _conversations(database, max(plan.rungs))
    print(f"  Deputy pids: {' '.join(map(str, target.pids()))}", file=sys.stderr, flush=True)
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    timeout = aiohttp.ClientTimeout(total=120, sock_read=30)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        warm = Plan(rungs=(1,), rounds={1: 2}, tokens=plan.tokens, interval_ms=plan.interval_ms)
        await _rung(session, warm, 1, upstream, target, conversations)
        idle_kb = target.rss_kb()
        rungs: dict[str, Any] = {}
        for count in plan.rungs:
            rung = await _rung(session, plan, count, upstream, target, conversations)
            rung["added"] = {
                "ttft_p50_ms": _added(rung, "ttft_ms", "p50"),
                "ttft_p99_ms": _added(rung, "ttft_ms", "p99"),
                "gap_p50_ms": _added(rung, "gap_ms", "p50"),
                "gap_p99_ms": _added(rung, "gap_ms", "p99"),
                "gap_all_open_p99_ms": _added(rung, "gap_all_open_ms", "p99"),
            }
            rung["deputy_rss_per_stream_kb"] = round((rung["deputy_rss_peak_kb"] - idle_kb) / count, 1)
            rungs[str(count)] = rung
            print(f"  {count:>5} streams: {_line(rung)}", file=sys.stderr, flush=True)
    return {"deputy_rss_idle_kb": idle_kb, "rungs": rungs, "sustained": sustained(rungs)}


def sustained(rungs: dict[str, Any]) -> int:
    """The highest rung (of those run in order) whose Deputy streams were all open at once and lost no frame, had no
    error and no stall."""
    best = 0
    for count, rung in rungs.items():
        d = rung["deputy"]
        if d["text_frames_lost"] or d["errors"] or d["stalls"] or d["peak_open_streams"] < int(count):
            break
        best = int(count)
    return best


def _line(rung: dict[str, Any]) -> str:
    a, d = rung["added"], rung["deputy"]
    return (
        f"added TTFT p50 {a['ttft_p50_ms']} p99 {a['ttft_p99_ms']} ms, gap p99 {a['gap_p99_ms']} ms "
        f"({a['gap_all_open_p99_ms']} while all were open); "
        f"lost {d['text_frames_lost']}/{d['text_frames_expected']}, errors {d['errors']}, stalls {d['stalls']}, "
        f"peak open {d['peak_open_streams']}; "
        f"{rung['deputy_rss_per_stream_kb']} KB/stream, CPU {rung['deputy_cpu_percent']}% "
        f"(client {rung['client_cpu_percent']}%); "
        f"GC {sum(rung['deputy_pauses']['gc_seconds'].values()):.2f} s, "
        f"loop lag > 20 ms in {rung['deputy_pauses']['loop_lag_over_20ms_percent']}% of samples"
    )


async def _seeded(db_url: str, schema: str | None, upstream: str) -> tuple[Database, str]:
    database = Database(db_url, search_path=schema)
    await upgrade(database)
    return database, await _seed(database, upstream)


@asynccontextmanager
async def _fake(plan: Plan, workdir: Path) -> AsyncIterator[str]:
    port = _free_port()
    upstream = f"http://127.0.0.1:{port}/v1"
    script = workdir / "script.json"
    _write_script(script, tokens=plan.tokens)
    args = [
        sys.executable,
        *("-m", "deputy.cli", "fake-llm", "--port", str(port), "--script", str(script)),
        *("--ttft-ms", str(TTFT_MS), "--interval-ms", str(plan.interval_ms)),
    ]
    async with _process(args, f"{upstream}/models", workdir / "fake.log"):
        yield upstream


async def single(plan: Plan, db_url: str, schema: str | None, workdir: Path) -> dict[str, Any]:
    """One Deputy process (uvicorn child) on `db_url`."""
    async with _fake(plan, workdir) as upstream:
        database, token = await _seeded(db_url, schema, upstream)
        try:
            port = _free_port()
            args = [sys.executable, "-m", "bench.chat_stream_bench", "serve", "--db", db_url, "--port", str(port)]
            if schema is not None:
                args += ["--schema", schema]
            async with _process(args, f"http://127.0.0.1:{port}/api/ready", workdir / "deputy.log") as process:
                url = f"http://127.0.0.1:{port}"
                target = Target(url, token, lambda: [process.pid], lambda: [f"{url}/metrics"])
                return await sweep(plan, upstream, target, database)
        finally:
            await database.dispose()


async def pods(plan: Plan, postgres_url: str, workdir: Path, count: int = 2) -> dict[str, Any]:
    """`count` `deputy serve` pods on one Postgres database behind nginx (`deputy.testing.pods`)."""
    from deputy.testing.pods import running_pods

    async with _fake(plan, workdir) as upstream:
        env = {"DEPUTY_LLM_BASE_URL": upstream, "DEPUTY_LLM_MODEL": MODEL, "DEPUTY_METRICS_TOKEN": METRICS_TOKEN}
        async with running_pods(postgres_url, pods=count, env=env, log_dir=workdir / "pods") as cluster:
            database = Database(cluster.database_url)
            try:
                token = await _seed(database, upstream, connection=False)
                target = Target(
                    cluster.url,
                    token,
                    lambda: [p.process.pid for p in cluster.pods if p.process is not None],
                    lambda: [f"{p.url}/metrics" for p in cluster.pods],
                )
                result = await sweep(plan, upstream, target, database)
            finally:
                await database.dispose()
    return {"pods": count, **result}


async def run(
    *, quick: bool = False, only: Sequence[str] | None = None, rungs: Sequence[int] | None = None
) -> dict[str, Any]:
    """Every configuration (or the `only` ones, of `CONFIGS`) at every rung of the plan (or `rungs`)."""
    plan = QUICK if quick else FULL
    if rungs:
        plan = replace(plan, rungs=tuple(rungs), rounds={count: plan.rounds.get(count, 1) for count in rungs})
    results: dict[str, Any] = {
        "setup": {
            "cpus": os.cpu_count(),
            "load_average_1m_at_start": round(os.getloadavg()[0], 2),
            "fake_ttft_ms": TTFT_MS,
            "fake_interval_ms": plan.interval_ms,
            "tokens_per_stream": plan.tokens,
            "starts_per_second": plan.starts_per_second,
            "rounds": {str(k): v for k, v in plan.rounds.items() if k in plan.rungs},
        }
    }
    url = os.environ.get("DEPUTY_TEST_POSTGRES_URL")
    configs: dict[str, Callable[[Path], Awaitable[dict[str, Any]]]] = {
        "sqlite": lambda tmp: single(plan, f"sqlite:///{tmp / 'deputy.db'}", None, tmp),
    }
    if not quick:
        configs["capacity"] = lambda tmp: _capacity(single(CAPACITY, f"sqlite:///{tmp / 'deputy.db'}", None, tmp))
    if url:
        configs["postgres"] = lambda tmp: _on_schema(plan, url, tmp)
        if not quick:
            configs["capacity_postgres"] = lambda tmp: _capacity(_on_schema(CAPACITY, url, tmp))
        if (not quick or (only and "pods" in only)) and _nginx_installed():
            configs["pods"] = lambda tmp: pods(plan, url, tmp)
            if not quick:
                configs["capacity_pods"] = lambda tmp: _capacity(pods(CAPACITY, url, tmp))
    if only is not None:
        configs = {name: measure for name, measure in configs.items() if name in only}
    for name, measure in configs.items():
        print(f"streams: {name}", file=sys.stderr, flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            try:
                results[name] = await measure(Path(tmp))
            except Exception as exc:  # one configuration failing keeps the others' figures
                results[name] = {"error": f"{type(exc).__name__}: {exc}"[:500]}
    results["setup"]["load_average_1m_at_end"] = round(os.getloadavg()[0], 2)
    return results


async def _capacity(measuring: Awaitable[dict[str, Any]]) -> dict[str, Any]:
    """A `CAPACITY` run's result, with its plan."""
    plan = CAPACITY
    setup = {
        "tokens_per_stream": plan.tokens,
        "interval_ms": plan.interval_ms,
        "starts_per_second": plan.starts_per_second,
    }
    return {**await measuring, "plan": setup}


async def _on_schema(plan: Plan, url: str, tmp: Path) -> dict[str, Any]:
    async with postgres_schema(url) as schema:
        return await single(plan, url, schema, tmp)


def _nginx_installed() -> bool:
    return shutil.which("nginx") is not None or Path("/usr/sbin/nginx").is_file()


def summary(results: dict[str, Any]) -> str:
    lines = []
    for name in CONFIGS:
        if "error" in results.get(name, {}):
            lines.append(f"{name}: failed: {results[name]['error']}")
        elif name in results:
            lines.append(f"{name}: sustained {results[name]['sustained']} streams")
            lines += [f"  {count:>5}: {_line(rung)}" for count, rung in results[name]["rungs"].items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """`python -m bench.streams_bench [--quick] [--only sqlite,capacity_postgres,…] [--rungs 1000]`: one
    configuration or one rung, for profiling (`py-spy record --pid` on the Deputy child); prints the results, writes
    no file."""
    parser = argparse.ArgumentParser(prog="python -m bench.streams_bench")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", help=f"comma-separated, of: {', '.join(CONFIGS)}")
    parser.add_argument("--rungs", help="comma-separated stream counts, e.g. 1000")
    parser.add_argument("--profile", type=Path, metavar="DIR", help="py-spy records of Deputy's rounds, into DIR")
    args = parser.parse_args(argv)
    if args.profile:
        global PROFILE_DIR
        args.profile.mkdir(parents=True, exist_ok=True)
        PROFILE_DIR = args.profile
    only = args.only.split(",") if args.only else None
    rungs = [int(count) for count in args.rungs.split(",")] if args.rungs else None
    outcome = asyncio.run(run(quick=args.quick, only=only, rungs=rungs))
    print(json.dumps(outcome, indent=2))
    print(summary(outcome))


if __name__ == "__main__":
    main()
