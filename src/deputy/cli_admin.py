"""Operator subcommands: users, roles, API tokens and audit export."""

from __future__ import annotations

import argparse
import asyncio
import csv
import json
import sys
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import IO, TYPE_CHECKING, Any

from deputy.cli_stores import run_with_stores, settings_for, user_named
from deputy.core.clock import SystemClock
from deputy.core.tools.declarations import Transport
from deputy.core.tools.records import AUDIT_ROW_FIELDS, AuditQuery, Outcome
from deputy.errors import InputError

if TYPE_CHECKING:
    from deputy.store import Stores

DEFAULT_TENANT = "default"


def add_admin_commands(sub: Any) -> None:
    user = sub.add_parser("user", help="manage users").add_subparsers(dest="action", required=True)
    add = _db(user.add_parser("add", help="create a user"))
    add.add_argument("name")
    add.add_argument("--password")
    add.add_argument("--role", action="append", default=[], help="role name (repeatable)")
    add.set_defaults(handler=_stores_command(_user_add))

    role = sub.add_parser("role", help="manage roles").add_subparsers(dest="action", required=True)
    role_set = _db(role.add_parser("set", help="create a role or replace its permissions"))
    role_set.add_argument("name")
    role_set.add_argument("--permission", action="append", default=[], help="permission string (repeatable)")
    role_set.set_defaults(handler=_stores_command(_role_set))

    token = sub.add_parser("token", help="personal API tokens").add_subparsers(dest="action", required=True)
    create = _db(token.add_parser("create", help="create a token; it is printed alone on the last line"))
    create.add_argument("--user", required=True)
    create.add_argument("--name", default="")
    create.add_argument("--scope", action="append", default=None, help="narrow the token (repeatable)")
    create.add_argument(
        "--may-apply",
        action="store_true",
        help="let the token apply proposals with POST /api/proposals/apply (a host application relaying its own "
        "users' clicks); without it the token only proposes and a person decides",
    )
    create.set_defaults(handler=_stores_command(_token_create))

    audit = sub.add_parser("audit", help="the tool-call audit log").add_subparsers(dest="action", required=True)
    export = _db(audit.add_parser("export", help="write the audit log as JSON lines or CSV"))
    export.add_argument("--format", choices=["jsonl", "csv"], default="jsonl")
    export.add_argument("--output", help="file to write (default: standard output)")
    export.add_argument("--since", type=_aware_datetime)
    export.add_argument("--until", type=_aware_datetime)
    export.add_argument("--tool")
    export.add_argument("--transport", choices=[t.value for t in Transport])
    export.add_argument("--outcome", choices=[o.value for o in Outcome])
    who = export.add_mutually_exclusive_group()
    who.add_argument("--principal", help="a principal id")
    who.add_argument("--user", help="a username (the same filters as GET /api/audit)")
    export.set_defaults(handler=_stores_command(_audit_export))


def _db(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--db", metavar="URL", help="database URL (default: DEPUTY_DB_URL or ./deputy.db)")
    return parser


def _aware_datetime(raw: str) -> datetime:
    value = datetime.fromisoformat(raw)
    if value.tzinfo is None:
        raise argparse.ArgumentTypeError(f"{raw!r} needs an explicit offset, e.g. 2026-01-01T00:00:00Z")
    return value


def _stores_command(
    command: Callable[[Stores, argparse.Namespace], Awaitable[int]],
) -> Callable[[argparse.Namespace], int]:
    def handler(args: argparse.Namespace) -> int:
        return run_with_stores(settings_for(args), lambda stores: command(stores, args))

    return handler


async def _default_tenant(stores: Stores) -> str:
    return await stores.identity.ensure_tenant(slug=DEFAULT_TENANT, name="Default", now=SystemClock().now())


async def _user_add(stores: Stores, args: argparse.Namespace) -> int:
    tenant = await _default_tenant(stores)
    user_id = await stores.identity.create_user(
        tenant_id=tenant, username=args.name, password=args.password, role_names=args.role, now=SystemClock().now()
    )
    print(f"created user {args.name} ({user_id})")
    return 0


async def _role_set(stores: Stores, args: argparse.Namespace) -> int:
    if not args.permission:
        raise InputError("Give at least one --permission.", code="invalid_input")
    tenant = await _default_tenant(stores)
    await stores.identity.ensure_role(
        tenant_id=tenant, name=args.name, permissions=args.permission, now=SystemClock().now()
    )
    print(f"role {args.name}: {', '.join(sorted(set(args.permission)))}")
    return 0


async def _token_create(stores: Stores, args: argparse.Namespace) -> int:
    user = await user_named(stores, args.user)
    token = await stores.identity.create_api_token(
        user_id=user.id, name=args.name, scopes=args.scope, now=SystemClock().now(), may_apply=args.may_apply
    )
    scopes = "all of the user's permissions" if args.scope is None else ", ".join(sorted(set(args.scope)))
    applies = "; it applies proposals" if args.may_apply else ""
    print(f"API token for {user.username} (scopes: {scopes}{applies}); it is shown only once:")
    print(token.secret)
    return 0


async def _audit_export(stores: Stores, args: argparse.Namespace) -> int:
    principal = args.principal
    if args.user is not None:
        principal = (await user_named(stores, args.user)).id
    query = AuditQuery(
        since=args.since,
        until=args.until,
        tool_name=args.tool,
        principal_id=principal,
        transport=None if args.transport is None else Transport(args.transport),
        outcome=None if args.outcome is None else Outcome(args.outcome),
    )
    out = await asyncio.to_thread(_open_output, args.output)
    try:
        writer = csv.DictWriter(out, fieldnames=AUDIT_ROW_FIELDS) if args.format == "csv" else None
        if writer is not None:
            writer.writeheader()
        async for entry in stores.audit.export(query):
            row = entry.to_row()
            if writer is not None:
                writer.writerow(row)
            else:
                out.write(json.dumps(row) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


def _open_output(path: str | None) -> IO[str]:
    return open(path, "w", encoding="utf-8", newline="") if path else sys.stdout
