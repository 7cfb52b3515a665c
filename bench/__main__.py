"""Run every benchmark and write `bench/results/<name>.json`."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from bench import budget_bench, chat_stream_bench, gateway_bench, guards_bench, mcp_bench

RESULTS = Path(__file__).with_name("results")


def main() -> None:
    RESULTS.mkdir(exist_ok=True)
    result = asyncio.run(gateway_bench.run())
    (RESULTS / "gateway.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"gateway": result}, indent=2))
    chat_stream = asyncio.run(chat_stream_bench.run())
    (RESULTS / "chat_stream.json").write_text(json.dumps(chat_stream, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"chat_stream": chat_stream}, indent=2))
    print(chat_stream_bench.summary(chat_stream))
    mcp = asyncio.run(mcp_bench.run())
    (RESULTS / "mcp.json").write_text(json.dumps(mcp, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"mcp": mcp}, indent=2))
    budget = asyncio.run(budget_bench.run())
    (RESULTS / "budget.json").write_text(json.dumps(budget, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"budget": budget}, indent=2))
    guards = guards_bench.run()
    (RESULTS / "guards.json").write_text(json.dumps(guards, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({"guards": guards}, indent=2))


if __name__ == "__main__":
    main()
