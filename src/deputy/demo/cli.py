"""`deputy demo` (its options: `deputy.cli_demo`): migrate, seed, start the offline model (unless a real one is
given), serve, print how to log in."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
from types import FrameType
from typing import Any

import uvicorn

from deputy.demo.app import ACME_PREFIX, build_demo_app, prepare_demo
from deputy.demo.running import DEMO_PACING, demo_model
from deputy.demo.seed import DEMO_USERS
from deputy.errors import ConfigurationError
from deputy.llm.loopback_server import listening_socket
from deputy.observability.logs import configure_logging
from deputy.settings import Settings


def demo_settings(args: argparse.Namespace) -> Settings:
    overrides: dict[str, Any] = {"demo": True, "docs_tools": True, "memory_tools": True}
    if args.db:
        overrides["db_url"] = args.db
    if args.llm_base_url:
        if not args.llm_model:
            raise ConfigurationError("--llm-model is required with --llm-base-url.")
        overrides.update(llm_base_url=args.llm_base_url, llm_model=args.llm_model, llm_api_key=args.llm_api_key)
    elif args.llm_model or args.llm_api_key:
        raise ConfigurationError("--llm-model and --llm-api-key need --llm-base-url as well.")
    try:
        return Settings(**overrides)
    except ValueError as exc:
        raise ConfigurationError(str(exc)) from None


def run_demo(args: argparse.Namespace) -> int:
    settings = demo_settings(args)
    configure_logging(format=settings.log_format, level=settings.log_level)
    return asyncio.run(_serve(settings, host=args.host, port=args.port))


async def _serve(settings: Settings, *, host: str, port: int) -> int:
    try:
        listener = listening_socket(host, port)  # bound now, so the banner and the public URL name the real port
    except OSError as exc:
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise ConfigurationError(
            f"Cannot listen on {host}:{port}: {reason}. Try another --port (0 picks one)."
        ) from None
    bound = listener.getsockname()[1]
    warning = settings.public_url_warning(host)
    settings = settings.served_at(host, bound)
    demo = build_demo_app(settings)
    await prepare_demo(demo)
    async with demo_model(settings, demo, pacing=DEMO_PACING) as (_model, model_label):
        print(banner(host=host, port=bound, model=model_label), flush=True)
        if warning is not None:
            logging.getLogger("deputy").warning(warning)
        config = uvicorn.Config(
            demo.app, log_level=settings.log_level, log_config=None, access_log=False, timeout_graceful_shutdown=3
        )
        await _Server(config).serve(sockets=[listener])
    print("Deputy demo stopped.", flush=True)
    return 0


class _Server(uvicorn.Server):
    """Ctrl+C (or SIGTERM) stops serving and `deputy demo` returns normally, so the offline model and the database
    close too; uvicorn's own handler would re-raise the signal and kill the process on the way out."""

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if self.should_exit and sig == signal.SIGINT:
            self.force_exit = True
        self.should_exit = True


def banner(*, host: str, port: int, model: str) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    origin = f"http://{shown}:{port}"
    width = max(len(u.username) for u in DEMO_USERS)
    logins = "\n".join(f"    {u.username:<{width}}  password {u.password:<14} ({u.role})" for u in DEMO_USERS)
    return (
        f"\nDeputy demo is running.\n\n"
        f"  Open the UI:  {origin}/\n"
        f"  API:          {origin}/api  (health: {origin}/api/health)\n"
        f"  MCP:          {origin}/mcp\n"
        f"  Acme Ops:     {origin}{ACME_PREFIX}/docs\n"
        f"  Model:        {model}\n\n"
        f"  Log in as (demo passwords, local use only):\n{logins}\n\n"
        f"Press Ctrl+C to stop."
    )
