"""`deputy fake-llm`: run the fake OpenAI-compatible upstream for demos and benchmarks."""

from __future__ import annotations

import argparse
import sys

from pydantic import ValidationError

from deputy.llm.fake_script import FLAVORS, FakeScript, FakeTurn

_DEMO_DEFAULT = FakeTurn(text="Hello from the fake model. Give me a script (--script FILE) to say more.")


def add_fake_llm_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `fake-llm` to the CLI; its `handler(args) -> int` serves until interrupted."""
    parser = subparsers.add_parser(
        "fake-llm",
        help="serve a scripted OpenAI-compatible model on loopback",
        description="Serve a scripted OpenAI-compatible model: /v1/chat/completions and /{flavor}/v1/chat/completions.",
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8001)
    parser.add_argument("--flavor", choices=FLAVORS, default="openai", help="the flavor of the plain /v1 paths")
    parser.add_argument("--script", metavar="FILE", help="JSON script (schema: deputy.llm.fake_script.FakeScript)")
    parser.add_argument("--ttft-ms", type=float, default=None, help="time to first token (overrides the script)")
    parser.add_argument("--interval-ms", type=float, default=None, help="time between chunks (overrides the script)")
    parser.add_argument("--request-log", metavar="FILE", help="append every request as one JSON line")
    parser.set_defaults(handler=run_fake_llm)


def run_fake_llm(args: argparse.Namespace) -> int:
    try:
        script = FakeScript.from_file(args.script) if args.script else FakeScript(default=_DEMO_DEFAULT)
    except (OSError, ValidationError) as exc:
        print(f"deputy fake-llm: cannot load script {args.script}: {exc}", file=sys.stderr)
        return 2
    from deputy.llm.fake_upstream import FakeUpstream  # the server's dependencies, only when it runs

    upstream = FakeUpstream(
        script,
        flavor=args.flavor,
        ttft_ms=args.ttft_ms,
        interval_ms=args.interval_ms,
        request_log=args.request_log,
        strict=False,
    )
    upstream.serve(host=args.host, port=args.port)
    return 0
