"""`deputy agent list|add|remove|run`: operators manage agents and run one headless from the shell.

`deputy agent run SLUG --as USER "task"` runs the agent as that user (their live permissions) through the same
path as `POST /api/agents/{slug}/run`: the run is stored as a conversation, budgets and the step cap apply, and
changes are only proposed (their confirm links are printed).
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from deputy.cli_connections import render_table
from deputy.cli_stores import run_with_stores, settings_for, user_named
from deputy.core.agents.profiles import AgentDraft, AgentProfile, validate_draft
from deputy.core.clock import SystemClock
from deputy.errors import NotFound

if TYPE_CHECKING:
    from deputy.store import Stores


def add_agent_commands(sub: Any) -> None:
    agent = sub.add_parser("agent", help="manage agents and run one headless")
    actions = agent.add_subparsers(dest="action", required=True)

    add = _db(actions.add_parser("add", help="create an agent"))
    add.add_argument("slug")
    add.add_argument("--name", required=True)
    add.add_argument("--description", default="")
    add.add_argument("--prompt", default="", help="the agent's system prompt")
    add.add_argument("--connection", metavar="NAME", help="the model connection it runs on (default: the default)")
    add.add_argument("--model", help="the model it runs (default: the connection's default)")
    add.add_argument("--tool", action="append", default=None, metavar="NAME", help="allow only these tools (repeat)")
    add.add_argument("--tenant", metavar="SLUG", help="owned by this tenant (default: a system agent)")
    add.add_argument("--primary", action="store_true", help="the default agent of its tenant (or of the system)")
    add.add_argument("--lazy-tools", action="store_true", help="load tool specs on demand")
    add.add_argument("--disabled", action="store_true")
    add.set_defaults(handler=lambda args: _run(args, _add))

    listing = _db(actions.add_parser("list", help="list agents (system and every tenant's)"))
    listing.set_defaults(handler=lambda args: _run(args, _list))

    remove = _db(actions.add_parser("remove", help="remove an agent by id"))
    remove.add_argument("agent_id")
    remove.set_defaults(handler=lambda args: _run(args, _remove))

    run = _db(actions.add_parser("run", help="run an agent headless as a user; changes are only proposed"))
    run.add_argument("slug")
    run.add_argument("task")
    run.add_argument("--as", dest="user", required=True, metavar="USER", help="the user it runs as")
    run.add_argument("--json", action="store_true", help="print the result as JSON")
    run.set_defaults(handler=_run_agent)


def _db(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--db", metavar="URL", help="database URL (default: DEPUTY_DB_URL or ./deputy.db)")
    return parser


def _run(args: argparse.Namespace, command: Any) -> int:
    return run_with_stores(settings_for(args), lambda stores: command(stores, args))


async def _add(stores: Stores, args: argparse.Namespace) -> int:
    now = SystemClock().now()
    tenant_id = (
        await stores.identity.ensure_tenant(slug=args.tenant, name=args.tenant, now=now) if args.tenant else None
    )
    connection_id = None
    if args.connection:
        connection = await stores.connections.get_by_name(args.connection)
        if connection is None:
            raise NotFound(f"No model connection named {args.connection!r}.", code="unknown_connection")
        connection_id = connection.id
    # The CLI has no registry of the server's tools: an allowlist is stored as given (unknown names match nothing).
    tools = None if args.tool is None else tuple(args.tool)
    draft = validate_draft(
        AgentDraft(
            slug=args.slug,
            name=args.name,
            description=args.description,
            system_prompt=args.prompt,
            connection_id=connection_id,
            model=args.model,
            tools=tools,
            enabled=not args.disabled,
            lazy_tools=args.lazy_tools,
            primary=args.primary,
        ),
        known_tools=tools or (),
    )
    created = await stores.agents.create(draft, tenant_id=tenant_id, by=None, now=now)
    print(f"created agent {created.slug} ({created.id}){' as primary' if created.primary else ''}")
    return 0


async def _list(stores: Stores, _args: argparse.Namespace) -> int:
    agents = await stores.agents.everything()
    if not agents:
        print("no agents: the built-in assistant answers; add one with: deputy agent add SLUG --name NAME")
        return 0
    print(_table(agents))
    return 0


def _table(agents: Sequence[AgentProfile]) -> str:
    header = ("SLUG", "NAME", "OWNER", "PRIMARY", "ENABLED", "MODEL", "TOOLS", "ID")
    rows = [
        (
            a.slug,
            a.name,
            "system" if a.system_owned else f"tenant {a.tenant_id}",
            "yes" if a.primary else "",
            "yes" if a.enabled else "no",
            a.model or "-",
            "all" if a.tools is None else ",".join(a.tools) or "none",
            a.id,
        )
        for a in agents
    ]
    return render_table(header, rows)


async def _remove(stores: Stores, args: argparse.Namespace) -> int:
    await stores.agents.delete(args.agent_id)
    print(f"removed agent {args.agent_id}")
    return 0


def _run_agent(args: argparse.Namespace) -> int:
    from deputy.core.agents.runs import AgentRunner
    from deputy.runtime import build_runtime
    from deputy.store.env_connection import ensure_env_connection

    settings = settings_for(args)

    async def go() -> int:
        runtime = build_runtime(settings)
        try:
            await ensure_env_connection(settings, runtime.stores.connections, now=runtime.clock.now())
            user = await user_named(runtime.stores, args.user)
            principal = await runtime.stores.identity.principal_for_user(user.id)
            runner = AgentRunner(
                chat=runtime.chat,
                conversations=runtime.stores.conversations,
                clock=runtime.clock,
                public_url=settings.public_url,
            )
            result = await runner.run(principal, args.slug, args.task)
            await runtime.chat.wait_idle()
        finally:
            await runtime.close()
        if args.json:
            print(json.dumps(asdict(result), indent=2, ensure_ascii=False))
        else:
            print(result.answer)
            for proposal in result.proposals:
                print(f"proposed: {proposal.summary} ({proposal.tool}): confirm at {proposal.url}")
            print(f"[{result.status}; conversation {result.conversation_id}]")
        return 0 if result.status == "complete" else 1

    return asyncio.run(go())
