"""Operator subcommands for the controls of issue 5: `deputy quota set|show`, `deputy usage` and `deputy sweep ...`.

`deputy usage [--days 30] [--json]` prints the cost report of the admin usage view (`core.budgets.usage_report`):
the turns' tokens by user, connection and model, and how much of their prompts were tool definitions.

`deputy sweep quotas` settles reservations whose turn died with its process (counted as spent) and prunes ledger
rows past every window; `deputy sweep retention` deletes conversations archived or idle beyond
`DEPUTY_RETENTION_DAYS` (or `--days`); `deputy sweep proposals` expires proposals past their expiry.
Each is idempotent and safe to run on a schedule from several hosts at once.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from deputy.cli_stores import run_with_stores, settings_for, user_named
from deputy.core.budgets.ledger import STALE_RESERVATION
from deputy.core.budgets.quotas import PERIODS, validate_limit
from deputy.core.clock import SystemClock
from deputy.errors import InputError

if TYPE_CHECKING:
    from deputy.settings import Settings
    from deputy.store import Stores

LEDGER_KEPT = timedelta(days=400)
"""Past the longest quota period and a year of the admin chart."""
DEFAULT = "default"

Command = Callable[["Stores", "Settings", argparse.Namespace], Awaitable[int]]


def add_quota_commands(sub: Any) -> None:
    quota = sub.add_parser("quota", help="per-user token quotas").add_subparsers(dest="action", required=True)
    set_ = _db(quota.add_parser("set", help="set a user's own token limits (-1 unlimited, 0 blocked, 'default')"))
    set_.add_argument("--user", required=True)
    for period in PERIODS:
        set_.add_argument(f"--{period.value}", type=_limit, metavar="N", help=f"{period.value} token limit")
    set_.set_defaults(handler=_command(_quota_set))
    show = _db(quota.add_parser("show", help="a user's limits, usage and next reset per period"))
    show.add_argument("--user", required=True)
    show.set_defaults(handler=_command(_quota_show))

    usage = _db(sub.add_parser("usage", help="what the turns of the last days cost, by user, connection and model"))
    usage.add_argument("--days", type=int, default=30, help="the period, in days up to now (default 30)")
    usage.add_argument("--json", action="store_true", help="print the report as JSON, as the admin API returns it")
    usage.set_defaults(handler=_command(_usage))

    sweep = sub.add_parser("sweep", help="housekeeping jobs").add_subparsers(dest="action", required=True)
    quotas = _db(sweep.add_parser("quotas", help="settle dead turns' reservations and prune old ledger rows"))
    quotas.set_defaults(handler=_command(_sweep_quotas))
    retention = _db(sweep.add_parser("retention", help="delete conversations archived or idle beyond the limit"))
    retention.add_argument("--days", type=int, help="override DEPUTY_RETENTION_DAYS")
    retention.set_defaults(handler=_command(_sweep_retention))
    proposals = _db(sweep.add_parser("proposals", help="expire proposals past their expiry"))
    proposals.set_defaults(handler=_command(_sweep_proposals))


def _db(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--db", metavar="URL", help="database URL (default: DEPUTY_DB_URL or ./deputy.db)")
    return parser


def _limit(raw: str) -> int | str:
    if raw == DEFAULT:
        return DEFAULT
    try:
        return int(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{raw!r} is not an integer or 'default'") from None


def _command(command: Command) -> Callable[[argparse.Namespace], int]:
    def handler(args: argparse.Namespace) -> int:
        settings = settings_for(args)
        return run_with_stores(settings, lambda stores: command(stores, settings, args))

    return handler


async def _quota_set(stores: Stores, settings: Settings, args: argparse.Namespace) -> int:
    given = {p.value: getattr(args, p.value) for p in PERIODS if getattr(args, p.value) is not None}
    if not given:
        raise InputError("Give at least one of --daily, --weekly, --monthly.", code="invalid_input")
    changes = {key: validate_limit(key, None if value == DEFAULT else value) for key, value in given.items()}
    user_id = (await user_named(stores, args.user)).id
    await stores.quotas.set_limits(user_id, changes, by=None, now=SystemClock().now())
    return await _quota_show(stores, settings, args)


async def _quota_show(stores: Stores, settings: Settings, args: argparse.Namespace) -> int:
    user_id = (await user_named(stores, args.user)).id
    from deputy.runtime import turn_budget

    for usage in await turn_budget(settings, stores).usage(user_id, now=SystemClock().now()):
        limit = "unlimited" if usage.limit is None else str(usage.limit)
        print(f"{usage.period.value:8} limit {limit:>12}  used {usage.used:>12}  resets {usage.reset_at.isoformat()}")
    return 0


async def _usage(stores: Stores, _settings: Settings, args: argparse.Namespace) -> int:
    from deputy.store.budgets.usage_report import usage_report

    if not 1 <= args.days <= 366:
        raise InputError("--days must be between 1 and 366.", code="invalid_input", details={"field": "days"})
    since = SystemClock().now() - timedelta(days=args.days)
    report = (await usage_report(stores.database, since=since, days=args.days)).as_dict()
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    totals, prompt = report["totals"], report["prompt"]
    print(f"{report['turns']} turn(s) in the last {args.days} day(s)")
    print(f"{'':24} {'input':>12} {'cached':>12} {'output':>12} {'reasoning':>12} {'turns':>7}")
    _usage_line("total", {**totals, "turns": report["turns"]})
    for group, key in (("by_user", "user"), ("by_connection", "connection"), ("by_model", "model")):
        print(f"{key}s:")
        for row in report[group]:
            _usage_line(f"  {row[key]}", row)
    print(
        f"prompt (estimated): system {prompt['system']}, tool definitions {prompt['tools']}, conversation "
        f"{prompt['conversation']} (history {prompt['history']}, tool results {prompt['tool_results']}); "
        f"tool definitions {prompt['tool_share']:.0%}"
    )
    return 0


def _usage_line(label: str, row: dict[str, int]) -> None:
    print(
        f"{label[:24]:24} {row['input_tokens']:>12} {row['cached_tokens']:>12} {row['output_tokens']:>12} "
        f"{row['reasoning_tokens']:>12} {row['turns']:>7}"
    )


async def _sweep_quotas(stores: Stores, _settings: Settings, _args: argparse.Namespace) -> int:
    now = SystemClock().now()
    settled = await stores.ledger.settle_stale(reserved_before=now - STALE_RESERVATION, now=now)
    pruned = await stores.ledger.prune(before=now - LEDGER_KEPT)
    print(f"settled {settled} stale reservation(s); pruned {pruned} old ledger row(s)")
    return 0


async def _sweep_retention(stores: Stores, settings: Settings, args: argparse.Namespace) -> int:
    from deputy.store.conversations.retention import delete_expired_conversations

    days = args.days if args.days is not None else settings.retention_days
    if days is None:
        print("retention is off (set DEPUTY_RETENTION_DAYS or pass --days); nothing deleted")
        return 0
    if days < 1:
        raise InputError("--days must be at least 1.", code="invalid_input", details={"field": "days"})
    before = SystemClock().now() - timedelta(days=days)
    deleted = await delete_expired_conversations(stores.database, before=before)
    print(f"deleted {deleted} conversation(s) archived or idle for more than {days} day(s)")
    return 0


async def _sweep_proposals(stores: Stores, _settings: Settings, _args: argparse.Namespace) -> int:
    expired = await stores.proposals.expire_due(now=SystemClock().now())
    print(f"expired {expired} proposal(s)")
    return 0
