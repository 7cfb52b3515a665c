"""`probe_url`: fetch a URL for the assistant without letting it reach anything private.

Hardened beyond Checkstack's probe: the host is resolved **once**, every address must pass the core policy
(`deputy.core.guards.ssrf.address_refusal`), and the connection goes to that pinned address while the request
keeps the original Host header and TLS SNI, so DNS rebinding between check and connect is impossible.
Redirects are reported (`location`), never followed. 5 s overall deadline, 256 KiB body cap, no cookies or
credentials sent, and only a safe subset of response headers returned.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import ssl
import typing
from collections.abc import Awaitable, Callable, Iterable

import httpcore
from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

from deputy.core.guards.ssrf import IPAddress, address_refusal, check_url, parse_target
from deputy.errors import ToolExecutionError

__all__ = [
    "PROBE_MAX_BODY_BYTES",
    "PROBE_TIMEOUT_SECONDS",
    "ProbeRefused",
    "ProbeResult",
    "probe_url",
    "system_resolver",
]

PROBE_TIMEOUT_SECONDS = 5.0
PROBE_MAX_BODY_BYTES = 256 * 1024
SAFE_HEADERS = ("content-type", "content-length", "server", "location", "cache-control", "last-modified", "etag")
Resolver = Callable[[str, int], Awaitable[list[str]]]
AddressPolicy = Callable[[IPAddress], "str | None"]


class ProbeRefused(ToolExecutionError):
    """Raised when the URL or an address it resolves to is not allowed; `reason` says which rule refused."""

    code = "probe_refused"

    def __init__(self, reason: str) -> None:
        super().__init__(f"The URL was refused ({reason}). Only public http(s) addresses can be probed.")
        self.reason = reason
        self.details["reason"] = reason


class ProbeResult(BaseModel):
    """Checkstack's probe shape; `model_dump(by_alias=True)` gives `{url, status, statusText, ...}`."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True)

    url: str
    status: int
    status_text: str
    redirected: bool
    location: str | None = None
    content_type: str | None = None
    headers: dict[str, str]
    body_sample: str
    body_truncated: bool


async def system_resolver(host: str, port: int) -> list[str]:
    """All addresses `host` resolves to, through the event loop's `getaddrinfo`."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


class _PinnedBackend(httpcore.AsyncNetworkBackend):
    """Connects every TCP stream for `host` to the vetted `address`; TLS still sees `host` as SNI."""

    def __init__(self, *, host: str, address: str) -> None:
        self._host = host
        self._address = address
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109  (httpcore's interface)
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        if host != self._host:
            raise httpcore.ConnectError(f"refusing to connect to unvetted host {host!r}")
        return await self._inner.connect_tcp(
            self._address, port, timeout=timeout, local_address=local_address, socket_options=socket_options
        )

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,  # noqa: ASYNC109  (httpcore's interface)
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("unix sockets are never probed")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


async def _vetted_address(url: str, *, resolver: Resolver, policy: AddressPolicy) -> tuple[str, str]:
    """(host, pinned address) for `url`, or ProbeRefused."""
    target = parse_target(url)
    if target is None:
        raise ProbeRefused("invalid_url")
    if target.literal is not None:
        addresses: list[str] = [str(target.literal)]
    else:
        shape = check_url(url)
        if not shape.allowed:
            raise ProbeRefused(shape.reason)
        try:
            addresses = await resolver(target.host, target.port)
        except OSError as error:
            raise ProbeRefused("unresolvable_host") from error
    if target.scheme not in ("http", "https"):
        raise ProbeRefused("scheme_not_allowed")
    if not addresses:
        raise ProbeRefused("unresolvable_host")
    for text in addresses:
        refusal = policy(ipaddress.ip_address(text.split("%", 1)[0]))
        if refusal is not None:
            raise ProbeRefused(refusal if target.literal is not None else f"resolves_to_{refusal}")
    return target.host, addresses[0]


async def probe_url(
    url: str,
    *,
    method: typing.Literal["GET", "HEAD"] = "GET",
    resolver: Resolver = system_resolver,
    address_policy: AddressPolicy = address_refusal,
    ssl_context: ssl.SSLContext | None = None,
    deadline: float = PROBE_TIMEOUT_SECONDS,
    max_body_bytes: int = PROBE_MAX_BODY_BYTES,
) -> ProbeResult:
    """Probe `url` once. Raises ProbeRefused before any connection when the URL or its addresses are refused.

    `address_policy` exists so tests can admit a loopback test server; production code keeps the default.
    """
    host, address = await _vetted_address(url, resolver=resolver, policy=address_policy)
    backend = _PinnedBackend(host=host, address=address)
    headers = [(b"Accept", b"*/*"), (b"User-Agent", b"deputy-probe/1"), (b"Accept-Encoding", b"identity")]
    extensions = {"timeout": {"connect": deadline, "read": deadline, "write": deadline, "pool": deadline}}
    try:
        async with asyncio.timeout(deadline):
            async with httpcore.AsyncConnectionPool(
                ssl_context=ssl_context, network_backend=backend, max_connections=1, retries=0
            ) as pool:
                async with pool.stream(method, url, headers=headers, extensions=extensions) as response:
                    body, truncated = await _read_capped(response, max_body_bytes if method == "GET" else 0)
    except TimeoutError as error:
        raise ToolExecutionError("The probe timed out after 5 seconds.") from error
    except httpcore.TimeoutException as error:
        raise ToolExecutionError("The probe timed out.") from error
    except httpcore.NetworkError as error:
        raise ToolExecutionError("The probe could not connect.") from error
    except httpcore.ProtocolError as error:
        raise ToolExecutionError("The server answered with invalid HTTP.") from error
    return _result(url, response, body, truncated)


async def _read_capped(response: httpcore.Response, limit: int) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    size = 0
    stream = typing.cast(typing.AsyncIterable[bytes], response.stream)
    async for chunk in stream:
        if size + len(chunk) > limit:
            chunks.append(chunk[: limit - size])
            return b"".join(chunks), True
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks), False


def _result(url: str, response: httpcore.Response, body: bytes, truncated: bool) -> ProbeResult:
    headers: dict[str, str] = {}
    for raw_name, raw_value in response.headers:
        name = raw_name.decode("latin-1").lower()
        if name in SAFE_HEADERS and name not in headers:
            headers[name] = raw_value.decode("latin-1")
    reason = response.extensions.get("reason_phrase", b"")
    return ProbeResult(
        url=url,
        status=response.status,
        status_text=reason.decode("latin-1") if isinstance(reason, bytes) else "",
        redirected=300 <= response.status < 400 and "location" in headers,
        location=headers.get("location"),
        content_type=headers.get("content-type"),
        headers=headers,
        body_sample=body.decode("utf-8", errors="replace"),
        body_truncated=truncated,
    )
