"""Several `deputy serve` processes (pods) on one Postgres database behind nginx, for tests and benchmarks.

```python
async with running_pods(postgres_url, pods=2, env={"DEPUTY_LLM_BASE_URL": ..., "DEPUTY_LLM_MODEL": ...}) as cluster:
    cluster.url               # nginx: round-robin over the pods, unbuffered (SSE streams pass at once)
    cluster.pods[1].url       # one pod directly
    cluster.pin(1)            # headers that make nginx send a request to pod 1
    cluster.database_url      # the database every pod shares: seed users and tokens through it
    await cluster.kill(0)     # SIGKILL, as a crash would; `await cluster.start(0)` brings it back on its port
```

`running_pods` creates a fresh database on the Postgres server of `postgres_url` (dropped at the end), migrates it
once, runs `prepare(database)` if given (rows the pods cache, such as connections, belong there), starts the pods
(`deputy serve`, each its own process group) and nginx (a non-daemon child with a generated config in a temporary
directory), waits until every pod answers `/api/ready` through nginx, and on exit stops them all (SIGTERM, then
SIGKILL after a grace period). Each pod's output goes to `<log_dir>/pod-<i>.log`; a pod that fails to start raises
`PodError` with the end of its log. nginx adds `x-deputy-upstream` (the pod's address) to every response.
`python -m deputy.testing.pods --postgres URL` runs a cluster until Ctrl-C.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import secrets
import shutil
import signal
import socket
import sys
import tempfile
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import sqlalchemy as sa
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from deputy.store.engine.database import Database, normalize_url
from deputy.store.engine.migrate import upgrade

START_TIMEOUT = 60.0
STOP_GRACE = 10.0
PIN_HEADER = "x-deputy-pod"
UPSTREAM_HEADER = "x-deputy-upstream"


class PodError(RuntimeError):
    """A pod or nginx could not start (the message carries the end of its log)."""


@dataclass
class Pod:
    """One `deputy serve` process. `process` is None while the pod is stopped."""

    index: int
    port: int
    log: Path
    process: asyncio.subprocess.Process | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def address(self) -> str:
        """As nginx reports it in `x-deputy-upstream`."""
        return f"127.0.0.1:{self.port}"


@dataclass
class PodCluster:
    """Running pods behind nginx; built by `running_pods`."""

    url: str
    database_url: str
    pods: list[Pod]
    env: dict[str, str]
    log_dir: Path
    _command: list[str] = field(repr=False)

    def pin(self, index: int) -> dict[str, str]:
        """Request headers that make nginx route to pod `index` instead of round-robin."""
        return {PIN_HEADER: str(index)}

    def pod_for(self, upstream: str) -> int:
        """The index of the pod nginx named in an `x-deputy-upstream` header."""
        return next(p.index for p in self.pods if p.address == upstream)

    async def kill(self, index: int, sig: signal.Signals = signal.SIGKILL) -> None:
        """Send `sig` to pod `index` (default SIGKILL: no shutdown runs) and wait until it has exited."""
        pod = self.pods[index]
        if pod.process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            pod.process.send_signal(sig)
        await pod.process.wait()
        pod.process = None

    async def stop(self, index: int) -> None:
        """Stop pod `index` gracefully (SIGTERM: running turns are stored as interrupted), SIGKILL after a grace."""
        pod = self.pods[index]
        if pod.process is None:
            return
        await _terminate(pod.process)
        pod.process = None

    async def start(self, index: int) -> None:
        """(Re)start pod `index` on its port and wait until it is ready."""
        pod = self.pods[index]
        if pod.process is not None:
            raise PodError(f"pod {index} is already running")
        pod.process = await _spawn([*self._command, "--port", str(pod.port)], env=self.env, log=pod.log)
        await _wait_ready(pod.url, pod.process, pod.log)


@asynccontextmanager
async def running_pods(
    postgres_url: str,
    *,
    pods: int = 2,
    env: Mapping[str, str] | None = None,
    log_dir: Path | None = None,
    prepare: Callable[[Database], Awaitable[None]] | None = None,
) -> AsyncIterator[PodCluster]:
    """Run `pods` Deputy processes on a fresh database of `postgres_url`'s server, behind nginx, until the block
    ends. `env` adds settings for every pod (`DEPUTY_*`; the database URL, secret key and public URL are set).
    `prepare` runs on the migrated database before any pod starts (rows that pods cache, such as connections)."""
    if pods < 1:
        raise ValueError("pods must be at least 1")
    nginx = _nginx_binary()
    with contextlib.ExitStack() as stack:
        work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="deputy-pods-")))
        logs = log_dir or work
        logs.mkdir(parents=True, exist_ok=True)
        async with fresh_database(postgres_url) as database_url:
            if prepare is not None:
                database = Database(database_url, pool_size=2)
                try:
                    await prepare(database)
                finally:
                    await database.dispose()
            proxy_port, *ports = _free_ports(pods + 1)
            cluster = PodCluster(
                url=f"http://127.0.0.1:{proxy_port}",
                database_url=database_url,
                pods=[Pod(index=i, port=port, log=logs / f"pod-{i}.log") for i, port in enumerate(ports)],
                env=_pod_env(database_url, public_url=f"http://127.0.0.1:{proxy_port}", extra=env or {}),
                log_dir=logs,
                _command=[*_deputy_command(), "serve", "--host", "127.0.0.1", "--db", database_url],
            )
            proxy: asyncio.subprocess.Process | None = None
            try:
                await asyncio.gather(*(cluster.start(pod.index) for pod in cluster.pods))
                config = work / "nginx.conf"
                config.write_text(nginx_config(proxy_port, ports, work=work), encoding="utf-8")
                proxy = await _spawn(
                    [nginx, "-p", str(work), "-c", str(config), "-e", str(logs / "nginx-error.log")],
                    env=dict(os.environ),
                    log=logs / "nginx.log",
                )
                for pod in cluster.pods:
                    await _wait_ready(cluster.url, proxy, logs / "nginx-error.log", headers=cluster.pin(pod.index))
                yield cluster
            finally:
                stopping = [_terminate(p.process) for p in cluster.pods if p.process is not None]
                if proxy is not None:
                    stopping.append(_terminate(proxy, sig=signal.SIGQUIT))
                await asyncio.gather(*stopping)
                for pod in cluster.pods:
                    pod.process = None


def nginx_config(port: int, pod_ports: list[int], *, work: Path) -> str:
    """The proxy: round-robin over the pods, nothing buffered (SSE), long reads, and `x-deputy-pod: <i>` pins a
    request to one pod (tests). `docs/deployment.md` shows the production part of it."""
    servers = "\n".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;" for p in pod_ports)
    pinned = "\n".join(f"    upstream pod{i} {{ server 127.0.0.1:{p}; }}" for i, p in enumerate(pod_ports))
    pins = "\n".join(f'        "{i}" pod{i};' for i in range(len(pod_ports)))
    user = "user root;\n" if os.geteuid() == 0 else ""
    return f"""{user}daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid {work}/nginx.pid;
events {{ worker_connections 8192; }}
http {{
    access_log off;
    client_body_temp_path {work}/client_body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    upstream deputy {{
{servers}
        keepalive 64;
    }}
{pinned}
    map $http_{PIN_HEADER.replace("-", "_")} $deputy_upstream {{
        default deputy;
{pins}
    }}
    server {{
        listen 127.0.0.1:{port};
        client_max_body_size 16m;
        location / {{
            proxy_pass http://$deputy_upstream;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_buffering off;
            proxy_request_buffering off;
            proxy_cache off;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
            add_header {UPSTREAM_HEADER} $upstream_addr always;
        }}
    }}
}}
"""


@asynccontextmanager
async def fresh_database(postgres_url: str) -> AsyncIterator[str]:
    """Create an empty, migrated database on `postgres_url`'s server; yields its URL; drops it afterwards."""
    server = make_url(normalize_url(postgres_url))
    name = f"deputy_pods_{uuid.uuid4().hex[:12]}"
    admin = create_async_engine(server, isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as conn:
            await conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
        url = server.set(database=name).render_as_string(hide_password=False)
        try:
            database = Database(url, pool_size=2)
            try:
                await upgrade(database)
            finally:
                await database.dispose()
            yield url
        finally:
            async with admin.connect() as conn:
                await conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        await admin.dispose()


def _pod_env(database_url: str, *, public_url: str, extra: Mapping[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEPUTY_")}  # no stray developer settings
    env.update(
        DEPUTY_DB_URL=database_url,
        DEPUTY_SECRET_KEY=secrets.token_urlsafe(48),  # one key for all pods: tokens and HMACs agree
        DEPUTY_PUBLIC_URL=public_url,
    )
    env.update(extra)
    return env


def _deputy_command() -> list[str]:
    script = Path(sys.executable).with_name("deputy")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "deputy.cli"]


def _nginx_binary() -> str:
    found = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).is_file()), None)
    if found is None:
        raise PodError("nginx is not installed: apt-get install -y nginx (the multi-pod tests need it)")
    return found


def _free_ports(count: int) -> list[int]:
    sockets = [socket.socket() for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


async def _spawn(command: list[str], *, env: Mapping[str, str], log: Path) -> asyncio.subprocess.Process:
    with log.open("ab") as output:
        return await asyncio.create_subprocess_exec(
            *command,
            env=dict(env),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=output,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,  # a signal to the test's process group never reaches a pod, nor back
        )


async def _wait_ready(
    url: str, process: asyncio.subprocess.Process, log: Path, *, headers: Mapping[str, str] | None = None
) -> None:
    """Poll `GET /api/ready` until it answers 200, the process exits, or START_TIMEOUT passes."""
    deadline = asyncio.get_running_loop().time() + START_TIMEOUT
    delay = 0.02
    async with httpx.AsyncClient(timeout=2.0) as client:
        while True:
            if process.returncode is not None:
                raise PodError(f"{log.stem} exited with {process.returncode}:\n{_tail(log)}")
            with contextlib.suppress(httpx.HTTPError):
                if (await client.get(f"{url}/api/ready", headers=headers)).status_code == 200:
                    return
            if asyncio.get_running_loop().time() > deadline:
                raise PodError(f"{log.stem} was not ready within {START_TIMEOUT:g} s:\n{_tail(log)}")
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.25)


async def _terminate(process: asyncio.subprocess.Process, *, sig: signal.Signals = signal.SIGTERM) -> None:
    if process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            process.send_signal(sig)
        try:
            await asyncio.wait_for(process.wait(), timeout=STOP_GRACE)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            await process.wait()


def _tail(log: Path, lines: int = 40) -> str:
    try:
        return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def main(argv: list[str] | None = None) -> None:
    """`python -m deputy.testing.pods --postgres URL [--pods N] [--env KEY=VALUE ...]`: run until Ctrl-C."""
    parser = argparse.ArgumentParser(prog="python -m deputy.testing.pods", description=main.__doc__)
    parser.add_argument("--postgres", required=True, help="a Postgres server URL (a fresh database is made on it)")
    parser.add_argument("--pods", type=int, default=2)
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    env = dict(item.split("=", 1) for item in args.env)

    async def run() -> None:
        async with running_pods(args.postgres, pods=args.pods, env=env) as cluster:
            print(f"nginx {cluster.url} -> " + ", ".join(p.url for p in cluster.pods), flush=True)
            print(f"database {cluster.database_url}; logs in {cluster.log_dir}", flush=True)
            stop = asyncio.Event()
            asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop.set)
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
            await stop.wait()

    asyncio.run(run())


if __name__ == "__main__":
    main()
