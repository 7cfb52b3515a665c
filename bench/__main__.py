"""Run every benchmark, write `bench/results/<name>.json`, then draw the plots and the results section of
`docs/performance.md` (`bench.report`).

`python -m bench` runs everything (under ten minutes on a quiet 2-core machine); `--quick` runs smaller
versions (fewer turns, streams up to 100, no multi-pod run) for a check in a couple of minutes; `--only a,b` runs
some benches and keeps the others' stored results.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from bench import (
    budget_bench,
    chat_stream_bench,
    gateway_bench,
    guards_bench,
    keepalive_bench,
    machine,
    mcp_bench,
    report,
    streams_bench,
    token_cost,
)

RESULTS = Path(__file__).with_name("results")
T = TypeVar("T")


def _served_loop(main: Coroutine[Any, Any, T]) -> T:
    """Run an in-process bench (Deputy and its client in one process) on the event loop `deputy serve` uses."""
    try:
        import uvloop
    except ImportError:  # Windows: deputy serve runs on asyncio there too
        return asyncio.run(main)
    return uvloop.run(main)


BENCHES: dict[str, Callable[[bool], Any]] = {
    "gateway": lambda quick: _served_loop(gateway_bench.run()),
    "chat_stream": lambda quick: _served_loop(chat_stream_bench.run(quick=quick)),
    "mcp": lambda quick: _served_loop(mcp_bench.run()),
    "budget": lambda quick: _served_loop(budget_bench.run()),
    "guards": lambda quick: guards_bench.run(),
    "token_cost": lambda quick: asyncio.run(token_cost.run(quick=quick)),
    "keepalive": lambda quick: asyncio.run(keepalive_bench.run()),  # Deputy runs in `deputy serve`/`demo` children
    # Last: its 1,000-stream rungs leave the machine busy for a while (Postgres vacuums the events they wrote), which
    # doubled the latency of the small benches run after it.
    "streams": lambda quick: asyncio.run(streams_bench.run(quick=quick)),  # Deputy runs in `deputy serve` children
}
SUMMARIES: dict[str, Callable[[Any], str]] = {
    "chat_stream": chat_stream_bench.summary,
    "streams": streams_bench.summary,
    "keepalive": keepalive_bench.summary,
    "token_cost": token_cost.summary,
}


def _quick() -> None:
    """Smaller sample counts for the benches without a quick mode of their own."""
    budget_bench.TURNS = gateway_bench.CALLS = 100
    mcp_bench.REQUESTS, mcp_bench.PHASE_REPEATS = 160, 100


def _commit() -> str:
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True, cwd=RESULTS.parent
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return done.stdout.strip()


def _rerun_of(run: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The stored run, its header kept (the other benches' results are still its), with `names` noted as re-run
    alone at this commit and time."""
    stored = RESULTS / "run.json"
    if not stored.exists():
        return run
    earlier: dict[str, Any] = json.loads(stored.read_text(encoding="utf-8"))
    again = {key: run[key] for key in ("commit", "when", "load_average_1m_at_start")}
    reference = {**earlier.get("machine_reference_ms", {}), **run["machine_reference_ms"]}
    rerun = {**earlier.get("rerun", {}), **dict.fromkeys(names, again)}
    return {**earlier, "machine_reference_ms": reference, "rerun": rerun}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("--quick", action="store_true", help="smaller runs, streams up to 100, no pods")
    parser.add_argument("--only", help=f"comma-separated, of: {', '.join(BENCHES)}")
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else list(BENCHES)
    unknown = [name for name in names if name not in BENCHES]
    if unknown:
        parser.error(f"unknown bench: {', '.join(unknown)}")
    RESULTS.mkdir(exist_ok=True)
    run = {
        "commit": _commit(),
        "when": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "quick": args.quick,
        "cpus": os.cpu_count(),
        "load_average_1m_at_start": round(os.getloadavg()[0], 2),
        "benches": names,
    }
    if args.quick:
        _quick()
    seconds: dict[str, float] = {}
    reference: dict[str, float] = {}
    run["machine_reference_ms"] = reference
    for name in names:
        print(f"bench: {name}", file=sys.stderr, flush=True)
        reference[name] = machine.reference_ms()
        started = time.monotonic()
        result = BENCHES[name](args.quick)
        seconds[name] = round(time.monotonic() - started, 1)
        (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        summarize = SUMMARIES.get(name)
        print(summarize(result) if summarize else json.dumps({name: result}, indent=2))
    reference["end"] = machine.reference_ms()
    run["load_average_1m_at_end"] = round(os.getloadavg()[0], 2)
    run["seconds"] = seconds
    if args.only:
        run = _rerun_of(run, names)
    (RESULTS / "run.json").write_text(json.dumps(run, indent=2) + "\n", encoding="utf-8")
    report.main()


if __name__ == "__main__":
    main()
