"""`deputy guard check`, `deputy guard eval` and `deputy guard url`: operator tools for tuning the guards.

`add_guard_command(subparsers)` adds the `guard` command; each subcommand sets `handler(args) -> int`.
`guard check [--file F] [--patterns-only]` scans stdin (or F) with the guard a deployment runs by default (or without
its classifier) and prints one JSON object; exit 0 unless the text is blocked (2).
`guard eval FILE... [--json] [--show-errors N] [--patterns-only]` scans labelled JSONL texts (`core.guards.evaluate`)
with the same guard and prints detection and false-positive rates overall, for English and the other languages, and
per language, intent, obfuscation and batch; exit 0.
`guard url URL` prints `{"allowed": bool, "reason": str}` and never makes the request (it may resolve DNS).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import typing
from pathlib import Path
from typing import Any, TextIO

from deputy.core.guards.scan import Guard, scan_text
from deputy.core.guards.ssrf import check_url, parse_target
from deputy.core.guards.verdict import Action

__all__ = ["add_guard_command", "run_check", "run_eval", "run_url"]

_PATTERNS_ONLY = "leave the classifier out (DEPUTY_GUARD_CLASSIFIER=false): patterns and decoders only"


def add_guard_command(subparsers: Any) -> argparse.ArgumentParser:
    """Add `guard check` and `guard url` to an argparse subparsers object."""
    guard = subparsers.add_parser("guard", help="check text or URLs against Deputy's guards")
    commands = guard.add_subparsers(dest="guard_command", required=True)
    check = commands.add_parser("check", help="scan text from stdin or --file; print the verdict as JSON")
    check.add_argument("--file", type=Path, default=None, help="read the text from this file instead of stdin")
    check.add_argument("--patterns-only", action="store_true", help=_PATTERNS_ONLY)
    check.set_defaults(handler=run_check)
    evaluate = commands.add_parser("eval", help="detection and false-positive rates on labelled JSONL texts")
    evaluate.add_argument("files", nargs="+", type=Path, help="JSONL files: text, label (attack|benign), lang...")
    evaluate.add_argument("--json", action="store_true", help="print the numbers as one JSON object")
    evaluate.add_argument("--show-errors", type=int, default=0, metavar="N", help="also print N misses and N FPs")
    evaluate.add_argument("--patterns-only", action="store_true", help=_PATTERNS_ONLY)
    evaluate.add_argument("--classifier", action="store_true", help="the default (kept for earlier scripts)")
    evaluate.set_defaults(handler=run_eval)
    url = commands.add_parser("url", help="judge a URL for probe_url without requesting it")
    url.add_argument("url")
    url.set_defaults(handler=run_url)
    return typing.cast(argparse.ArgumentParser, guard)


def _guard(args: argparse.Namespace) -> Guard:
    """The guard a deployment runs by default (patterns, decoders and the classifier), or without the classifier."""
    return Guard(learned=not getattr(args, "patterns_only", False))


def run_check(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Print the guard verdict on the input as one JSON object. Exit 2 when blocked."""
    source: Path | None = args.file
    text = source.read_text(encoding="utf-8") if source is not None else (stdin or sys.stdin).read()
    result = scan_text(text, guard=_guard(args))
    body = result.to_dict()
    body["pii"] = [{"type": f["type"], "start": f["start"], "end": f["end"]} for f in body["pii"]]
    print(json.dumps(body, ensure_ascii=False), file=stdout or sys.stdout)
    return 2 if result.action is Action.BLOCK else 0


def run_eval(args: argparse.Namespace, *, stdout: TextIO | None = None) -> int:
    """Print the evaluation of the deployed guard (`--patterns-only`: without the classifier) on the files' rows."""
    from deputy.core.guards.evaluate import evaluate, read_rows

    out = stdout or sys.stdout
    result = evaluate(read_rows(args.files), guard=_guard(args))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2), file=out)
    else:
        print(result.table(), file=out)
    for title, rows in (("missed", result.missed), ("false positives", result.false_positives)):
        for row in rows[: args.show_errors]:
            print(f"{title}: {json.dumps(row, ensure_ascii=False)}", file=out)
    return 0


def run_url(args: argparse.Namespace, *, stdout: TextIO | None = None) -> int:
    """Print `{"allowed", "reason"}` for the URL, resolving its host (no request is made). Exit 2 when refused."""
    from deputy.net.probe import system_resolver  # the HTTP client's dependencies, only for this command

    url: str = args.url
    verdict = check_url(url)
    target = parse_target(url)
    if verdict.allowed and target is not None and target.literal is None:
        try:
            addresses = asyncio.run(system_resolver(target.host, target.port))
        except OSError:
            addresses = None
        verdict = check_url(url, addresses) if addresses else type(verdict)(False, "unresolvable_host")
    print(json.dumps(verdict.to_dict()), file=stdout or sys.stdout)
    return 0 if verdict.allowed else 2
