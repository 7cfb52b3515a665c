"""The `deputy` command: a composition root like `web.app.create_app`.

Every subcommand takes `--db URL` (default: `DEPUTY_DB_URL`, else `./deputy.db`).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from deputy.errors import DeputyError

if TYPE_CHECKING:
    from deputy.settings import Settings

Handler = Callable[[argparse.Namespace], int]

FAST_UVICORN: dict[str, Any] = {"loop": "asyncio" if sys.platform == "win32" else "uvloop", "http": "httptools"}
"""uvicorn's compiled parts (dependencies, as in `uvicorn[standard]`): uvloop's event loop (none on Windows) and
httptools' HTTP parser, instead of the pure-Python asyncio loop and h11 parser, which cost more CPU per request and
per streamed frame."""
Subparsers = Any  # argparse's private _SubParsersAction


def _settings(args: argparse.Namespace) -> Settings:
    from deputy.settings import Settings

    overrides: dict[str, Any] = {}
    if getattr(args, "db", None):
        overrides["db_url"] = args.db
    for name in ("log_format", "log_level"):
        if getattr(args, name, None):
            overrides[name] = getattr(args, name)
    return Settings(**overrides)


def _with_db(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--db", metavar="URL", help="database URL (sqlite:///path.db or postgresql://...)")
    return parser


def _add_server_commands(sub: Subparsers) -> None:
    serve = _with_db(sub.add_parser("serve", help="migrate the database and serve the API"))
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--log-format", choices=["text", "json"], help="log lines as text or JSON (DEPUTY_LOG_FORMAT)")
    serve.add_argument("--log-level", choices=["debug", "info", "warning", "error"], help="DEPUTY_LOG_LEVEL")
    serve.set_defaults(handler=_serve)

    migrate = _with_db(sub.add_parser("migrate", help="bring the database schema up to date (idempotent)"))
    migrate.set_defaults(handler=_migrate)


def _serve(args: argparse.Namespace) -> int:
    import logging

    import uvicorn

    from deputy.gc_pacing import pace_collections
    from deputy.llm.loopback_server import listening_socket
    from deputy.observability.logs import configure_logging
    from deputy.server import create_server
    from deputy.store import Database
    from deputy.store.engine.migrate import upgrade

    settings = _settings(args)
    configure_logging(format=settings.log_format, level=settings.log_level)
    database = Database(settings.db_url)
    asyncio.run(upgrade(database))
    asyncio.run(database.dispose())
    # Bound before the app is built: the public URL names the port actually bound (`--port 0` picks one).
    sock = listening_socket(args.host, args.port)
    port = sock.getsockname()[1]
    warning = settings.public_url_warning(args.host)
    settings = settings.served_at(args.host, port)
    app = create_server(settings)
    pace_collections()
    print(f"Deputy is listening on http://{args.host}:{port}", flush=True)
    log = logging.getLogger("deputy")
    log.info("Deputy is listening on http://%s:%d (public URL %s)", args.host, port, settings.public_url)
    if warning is not None:
        log.warning(warning)
    # uvicorn's records go to the handler configure_logging installed; its access log would carry query strings,
    # so deputy.http writes one line per request (route template, status, duration) instead.
    config = uvicorn.Config(app, log_level=settings.log_level, log_config=None, access_log=False, **FAST_UVICORN)
    uvicorn.Server(config).run(sockets=[sock])
    return 0


def _migrate(args: argparse.Namespace) -> int:
    from deputy.store import Database
    from deputy.store.engine.migrate import current_revision, upgrade

    async def run() -> int:
        database = Database(_settings(args).db_url)
        try:
            await upgrade(database)
            print(f"database at revision {await current_revision(database)}")
        finally:
            await database.dispose()
        return 0

    return asyncio.run(run())


def build_parser() -> argparse.ArgumentParser:
    from deputy.cli_admin import add_admin_commands
    from deputy.cli_agents import add_agent_commands
    from deputy.cli_connections import add_connection_commands
    from deputy.cli_demo import add_demo_command
    from deputy.cli_docs import add_docs_commands
    from deputy.cli_quota import add_quota_commands
    from deputy.llm.fake_cli import add_fake_llm_command
    from deputy.net.guard_cli import add_guard_command

    parser = argparse.ArgumentParser(prog="deputy", description="A permission-safe AI assistant and MCP server.")
    sub = parser.add_subparsers(dest="command", required=True)
    _add_server_commands(sub)
    add_admin_commands(sub)
    add_connection_commands(sub)
    add_agent_commands(sub)
    add_quota_commands(sub)
    add_docs_commands(sub)
    add_fake_llm_command(sub)
    add_guard_command(sub)
    add_demo_command(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except DeputyError as exc:
        print(f"deputy: {exc.message}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
