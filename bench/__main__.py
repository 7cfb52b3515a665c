"""Run every benchmark and write `bench/results/<name>.json`."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench import budget_bench, chat_stream_bench, gateway_bench, guards_bench, mcp_bench

RESULTS = Path(__file__).with_name("results")

BENCHES: dict[str, Callable[[], Any]] = {
    "gateway": lambda: asyncio.run(gateway_bench.run()),
    "chat_stream": lambda: asyncio.run(chat_stream_bench.run()),
    "mcp": lambda: asyncio.run(mcp_bench.run()),
    "budget": lambda: asyncio.run(budget_bench.run()),
    "guards": guards_bench.run,
}


def main() -> None:
    RESULTS.mkdir(exist_ok=True)
    for name, run in BENCHES.items():
        result = run()
        (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        print(json.dumps({name: result}, indent=2))
        if name == "chat_stream":
            print(chat_stream_bench.summary(result))


if __name__ == "__main__":
    main()
