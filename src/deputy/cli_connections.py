"""`deputy connection add|list|remove`: operators manage model connections. No command ever prints a key."""

from __future__ import annotations

import argparse
import os
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

from deputy.cli_stores import run_with_stores, settings_for
from deputy.core.clock import SystemClock
from deputy.core.connections import ConnectionDraft, ModelConnection, ModelFamily
from deputy.errors import InputError, NotFound

if TYPE_CHECKING:
    from deputy.store import Stores

Command = Callable[["Stores", argparse.Namespace], Awaitable[int]]


def add_connection_commands(sub: Any) -> None:
    connection = sub.add_parser("connection", help="manage model connections (OpenAI-compatible servers)")
    actions = connection.add_subparsers(dest="action", required=True)

    add = _db(actions.add_parser("add", help="add a connection; its API key is stored encrypted"))
    add.add_argument("name")
    add.add_argument("--base-url", required=True, metavar="URL", help="e.g. https://api.openai.com/v1")
    add.add_argument("--default-model", required=True, metavar="MODEL")
    key = add.add_mutually_exclusive_group()
    key.add_argument("--api-key", metavar="KEY", help="the key itself (visible in shell history; prefer --api-key-env)")
    key.add_argument("--api-key-env", metavar="VAR", help="read the key from this environment variable")
    add.add_argument("--model", action="append", default=[], metavar="MODEL", help="allow this model (repeatable)")
    add.add_argument("--family", choices=[f.value for f in ModelFamily], default=ModelFamily.GENERIC.value)
    add.add_argument("--context-window", type=int, metavar="TOKENS")
    add.add_argument("--spend-cap-tokens", type=int, metavar="N", help="token budget per spend window")
    add.add_argument("--spend-window-minutes", type=int, metavar="M", help="the spend cap's rolling window")
    add.add_argument("--no-topical-classifier", action="store_true", help="never screen messages on this connection")
    add.add_argument("--cache-hints", action="store_true", help="send the family's prompt cache hints")
    add.add_argument("--default", action="store_true", help="make it the default connection")
    add.set_defaults(handler=_command(_add, needs_secret=lambda args: bool(args.api_key or args.api_key_env)))

    listing = _db(actions.add_parser("list", help="list connections (never their keys)"))
    listing.set_defaults(handler=_command(_list))

    remove = _db(actions.add_parser("remove", help="remove a connection by name"))
    remove.add_argument("name")
    remove.set_defaults(handler=_command(_remove))


def _db(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--db", metavar="URL", help="database URL (default: DEPUTY_DB_URL or ./deputy.db)")
    return parser


def _command(
    command: Command, *, needs_secret: Callable[[argparse.Namespace], bool] = lambda _args: False
) -> Callable[[argparse.Namespace], int]:
    def handler(args: argparse.Namespace) -> int:
        settings = settings_for(args)
        # The secret is resolved only when a key is stored, so listing never creates a secret key file.
        secret = settings.resolve_secret() if needs_secret(args) else None
        return run_with_stores(settings, lambda stores: command(stores, args), secret=secret)

    return handler


def _api_key(args: argparse.Namespace) -> str | None:
    if args.api_key_env:
        value = os.environ.get(args.api_key_env)
        if not value:
            raise InputError(f"The environment variable {args.api_key_env} is not set or empty.", code="invalid_input")
        return value
    return str(args.api_key) if args.api_key else None


async def _add(stores: Stores, args: argparse.Namespace) -> int:
    draft = ConnectionDraft(
        name=args.name,
        base_url=args.base_url,
        default_model=args.default_model,
        available_models=tuple(args.model),
        family=ModelFamily(args.family),
        context_window_tokens=args.context_window,
        spend_cap_tokens=args.spend_cap_tokens,
        spend_window_minutes=args.spend_window_minutes,
        disable_topical_classifier=args.no_topical_classifier,
        cache_hints=args.cache_hints,
        is_default=args.default,
    )
    created = await stores.connections.create(draft, api_key=_api_key(args), now=SystemClock().now())
    key = "with an encrypted API key" if created.has_api_key else "without an API key"
    print(f"created connection {created.name} ({created.id}) {key}")
    return 0


async def _list(stores: Stores, _args: argparse.Namespace) -> int:
    connections = await stores.connections.list()
    if not connections:
        print("no model connections; add one with: deputy connection add NAME --base-url URL --default-model M")
        return 0
    default = await stores.connections.default()
    print(_table(connections, default_id=default.id if default else None))
    return 0


def _table(connections: Sequence[ModelConnection], *, default_id: str | None) -> str:
    header = ("NAME", "DEFAULT", "FAMILY", "MODEL", "ALSO ALLOWED", "KEY", "BASE URL")
    rows = [
        (
            c.name,
            "yes" if c.id == default_id else "",
            c.family.value,
            c.default_model,
            ",".join(m for m in c.available_models if m != c.default_model) or "-",
            "set" if c.has_api_key else "none",
            c.base_url,
        )
        for c in connections
    ]
    return render_table(header, rows)


def render_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Columns padded to their widest cell, two spaces apart (the command line's listings)."""
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)) for row in (header, *rows)]
    return "\n".join(line.rstrip() for line in lines)


async def _remove(stores: Stores, args: argparse.Namespace) -> int:
    connection = await stores.connections.get_by_name(args.name)
    if connection is None:
        raise NotFound(f"No model connection named {args.name!r}.")
    await stores.connections.remove(connection.id)
    print(f"removed connection {connection.name}")
    return 0
