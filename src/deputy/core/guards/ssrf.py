"""Pure SSRF address policy: which URLs and resolved addresses an outbound probe may reach.

Only http and https, only hosts that are not local by name, and only addresses that are globally routable.
Every address is canonicalized first: IPv4-mapped (`::ffff:127.0.0.1`, `::ffff:7f00:1`), IPv4-compatible
(`::127.0.0.1`), NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`) and Teredo addresses are judged
by the IPv4 address they carry, and IPv4 literals in the legacy forms that resolvers still accept (decimal
`2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`) are parsed the way `inet_aton` would.
`check_url(url, resolved)` refuses when *any* resolved address is refused, so one private record is enough.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

__all__ = [
    "ParsedTarget",
    "UrlVerdict",
    "address_refusal",
    "check_url",
    "host_refusal",
    "parse_legacy_ipv4",
    "parse_target",
]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
ALLOWED_SCHEMES = frozenset({"http", "https"})
METADATA_HOSTS = frozenset(
    {"metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"}
)
LOCAL_SUFFIXES = (".localhost", ".internal", ".local", ".localdomain", ".home.arpa", ".intranet", ".lan", ".corp")
_EXTRA_DENIED = tuple(
    ipaddress.ip_network(net)
    for net in (
        "0.0.0.0/8", "100.64.0.0/10", "192.0.0.0/24", "192.0.2.0/24", "198.18.0.0/15", "198.51.100.0/24",
        "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "100.100.100.200/32", "64:ff9b::/96", "64:ff9b:1::/48",
        "2002::/16", "2001::/32", "2001:db8::/32", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8", "::/128",
        "::1/128", "fd00:ec2::254/128",
    )
)  # fmt: skip
_HOSTNAME = re.compile(r"[a-z0-9_](?:[a-z0-9_\-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_\-]{0,62})){1,126}")
_NAT64 = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))


@dataclass(frozen=True, slots=True)
class UrlVerdict:
    """`allowed` and a short machine-friendly `reason` (`ok`, `scheme_not_allowed`, `private_address`...)."""

    allowed: bool
    reason: str

    def to_dict(self) -> dict[str, object]:
        return {"allowed": self.allowed, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class ParsedTarget:
    """A URL split for connecting: scheme, lower-cased host without brackets, port, and the literal IP if any."""

    scheme: str
    host: str
    port: int
    literal: IPAddress | None


def parse_legacy_ipv4(host: str) -> ipaddress.IPv4Address | None:
    """Parse `host` as `inet_aton` does (1 to 4 parts, each decimal, octal `0…` or hex `0x…`); None if it is not one."""
    parts = host.split(".")
    if not 1 <= len(parts) <= 4 or any(part == "" for part in parts):
        return None
    numbers: list[int] = []
    for part in parts:
        number = _legacy_number(part)
        if number is None:
            return None
        numbers.append(number)
    *head, last = numbers
    if any(n > 255 for n in head) or last >= 1 << (8 * (5 - len(numbers))):
        return None
    value = last
    for index, number in enumerate(head):
        value |= number << (8 * (3 - index))
    return ipaddress.IPv4Address(value)


def _legacy_number(part: str) -> int | None:
    lowered = part.lower()
    try:
        if lowered.startswith("0x"):
            return int(lowered[2:] or "0", 16)
        if lowered.startswith("0o"):
            return int(lowered[2:], 8)
        if len(lowered) > 1 and lowered.startswith("0"):
            return int(lowered, 8)
        return int(lowered, 10) if lowered.isdigit() else None
    except ValueError:
        return None


def _literal(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return parse_legacy_ipv4(host)


def parse_target(url: str) -> ParsedTarget | None:
    """Split `url`; None when it cannot be parsed, has no host, or carries credentials."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    host = (parts.hostname or "").rstrip(".")
    if not host or parts.username is not None or parts.password is not None:
        return None
    scheme = parts.scheme.lower()
    default_port = 443 if scheme == "https" else 80
    return ParsedTarget(scheme, host, port or default_port, _literal(host))


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4, Teredo), if any."""
    if isinstance(address, ipaddress.IPv4Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    packed = address.packed
    if any(address in net for net in _NAT64):
        return ipaddress.IPv4Address(packed[-4:])
    if packed[:12] == bytes(12) and packed[12:] != bytes(4):
        return ipaddress.IPv4Address(packed[-4:])
    return None


def address_refusal(address: IPAddress) -> str | None:
    """Why `address` may not be reached, or None when it is globally routable."""
    carried = embedded_ipv4(address)
    if carried is not None:
        return address_refusal(carried) or "embedded_ipv4_address"
    if address.is_loopback:
        return "loopback_address"
    if address.is_link_local:
        return "link_local_address"
    if address.is_multicast:
        return "multicast_address"
    if address.is_unspecified:
        return "unspecified_address"
    if any(address in net for net in _EXTRA_DENIED if net.version == address.version):
        return "reserved_address"
    if address.is_private or address.is_reserved or not address.is_global:
        return "private_address"
    return None


def host_refusal(host: str) -> str | None:
    """Why a host *name* may not be reached (local names, metadata hosts), or None."""
    lowered = host.lower().rstrip(".")
    if lowered == "localhost" or lowered.endswith(LOCAL_SUFFIXES):
        return "local_hostname"
    if lowered in METADATA_HOSTS:
        return "metadata_hostname"
    if "." not in lowered:
        return "single_label_hostname"
    if not lowered.isascii():
        return "non_ascii_hostname"
    if _HOSTNAME.fullmatch(lowered) is None:
        return "invalid_hostname"
    return None


def check_url(url: str, resolved_addresses: Iterable[str | IPAddress] = ()) -> UrlVerdict:
    """Judge `url` and the addresses its host resolved to (pass none to judge the URL alone)."""
    target = parse_target(url)
    if target is None:
        return UrlVerdict(False, "invalid_url")
    if target.scheme not in ALLOWED_SCHEMES:
        return UrlVerdict(False, "scheme_not_allowed")
    if target.literal is not None:
        refusal = address_refusal(target.literal)
    else:
        refusal = host_refusal(target.host)
    if refusal is not None:
        return UrlVerdict(False, refusal)
    for resolved in resolved_addresses:
        try:
            address = resolved if not isinstance(resolved, str) else ipaddress.ip_address(resolved.split("%", 1)[0])
        except ValueError:
            return UrlVerdict(False, "unparseable_resolved_address")
        refusal = address_refusal(address)
        if refusal is not None:
            return UrlVerdict(False, f"resolves_to_{refusal}")
    return UrlVerdict(True, "ok")
