"""`deputy demo`'s options. The command (`deputy.demo.cli`) imports the demo application and the server, so it is
imported when the command runs, not when the parser is built."""

from __future__ import annotations

import argparse
from typing import Any


def add_demo_command(sub: Any) -> None:
    """Mount `deputy demo` on the main CLI's subparsers."""
    demo = sub.add_parser("demo", help="serve Deputy with the Acme Ops demo app, its tools and an offline model")
    demo.add_argument("--host", default="127.0.0.1")
    demo.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    demo.add_argument("--db", metavar="URL", help="database URL (default: DEPUTY_DB_URL, else ./deputy.db)")
    demo.add_argument("--llm-base-url", metavar="URL", help="an OpenAI-compatible server instead of the offline model")
    demo.add_argument("--llm-api-key", metavar="KEY", help="its API key, if it needs one")
    demo.add_argument("--llm-model", metavar="NAME", help="the model to use there (required with --llm-base-url)")
    demo.set_defaults(handler=_run_demo)


def _run_demo(args: argparse.Namespace) -> int:
    from deputy.demo.cli import run_demo

    return run_demo(args)
