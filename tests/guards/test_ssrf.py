from __future__ import annotations

import ipaddress

import pytest

from deputy.core.guards import address_refusal, check_url
from deputy.core.guards.ssrf import parse_legacy_ipv4

LOOPBACK_AND_METADATA_URLS = [
    "http://127.0.0.1/",
    "http://127.1/",
    "http://127.0.1/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://0x7f.0.0.1/",
    "http://127.00.0x1/",
    "http://0/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[0:0:0:0:0:0:0:1]/",
    "http://[000:0:0000::01]/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::fFFf:7f00:1]/",
    "http://[0:0:0:0:0:ffff:127.0.0.1]/",
    "http://[::127.0.0.1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/",
    "http://[2002:a9fe:a9fe::]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://2852039166/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fd00:ec2::254]/",
    "http://100.100.100.200/",
    "http://[fe80::1%25eth0]/",
    "http://[fe80::0001]/",
    "http://10.0.0.1/",
    "http://012.1.2.3/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
    "http://192.0.0.8/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[ff02::1]/",
    "http://[fc00::1]/",
    "http://[fec0::1]/",
    "http://[2001:db8::1]/",
]


@pytest.mark.parametrize("url", LOOPBACK_AND_METADATA_URLS)
def test_non_global_addresses_are_refused_in_every_notation(url: str) -> None:
    verdict = check_url(url)
    assert not verdict.allowed, verdict


@pytest.mark.parametrize(
    "url",
    [
        "http://localhost/",
        "http://LOCALHOST./",
        "http://api.localhost/",
        "http://db.internal/",
        "http://printer.local/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://intranet/",
        "http://\u24d4\u24e7\u24d0\u24dc\u24df\u24db\u24d4.\u24d2\u24de\u24dc/",
    ],
)
def test_local_and_metadata_hostnames_are_refused(url: str) -> None:
    assert not check_url(url).allowed


@pytest.mark.parametrize("url", ["file:///etc/passwd", "gopher://x.example/", "ftp://x.example/", "dict://x.example/"])
def test_only_http_and_https_are_allowed(url: str) -> None:
    assert check_url(url).reason in {"scheme_not_allowed", "invalid_url"}


def test_urls_with_credentials_are_refused() -> None:
    assert check_url("http://user:pass@example.com/").reason == "invalid_url"


def test_a_public_host_is_allowed_when_every_resolved_address_is_global() -> None:
    assert check_url("https://example.com/x", ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]).allowed


def test_one_private_record_among_public_ones_refuses_the_url() -> None:
    verdict = check_url("https://rebind.example/", ["93.184.215.14", "127.0.0.1"])
    assert verdict == type(verdict)(False, "resolves_to_loopback_address")


def test_a_resolved_ipv4_mapped_address_is_judged_by_the_ipv4_it_carries() -> None:
    assert not check_url("https://x.example/", ["::ffff:169.254.169.254"]).allowed


def test_public_ip_literals_are_allowed() -> None:
    assert check_url("http://8.8.8.8/").allowed
    assert check_url("http://[2606:4700:4700::1111]/").allowed


@pytest.mark.parametrize(
    ("text", "expected"),
    [("2130706433", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("017700000001", "127.0.0.1"), ("127.1", "127.0.0.1"),
     ("10.1", "10.0.0.1"), ("0", "0.0.0.0"), ("1.2.3.4", "1.2.3.4")],
)  # fmt: skip
def test_legacy_ipv4_forms_parse_like_inet_aton(text: str, expected: str) -> None:
    assert parse_legacy_ipv4(text) == ipaddress.IPv4Address(expected)


@pytest.mark.parametrize("text", ["example.com", "1.2.3.4.5", "256.1.1.1", "08.1.1.1", "1..2"])
def test_names_that_are_not_legacy_ipv4_do_not_parse(text: str) -> None:
    assert parse_legacy_ipv4(text) is None


def test_every_generated_notation_of_a_denied_ipv4_address_is_refused() -> None:
    for denied in ("127.0.0.1", "10.20.30.40", "169.254.169.254", "100.64.1.2", "192.168.0.10"):
        address = ipaddress.IPv4Address(denied)
        value = int(address)
        a, b, c, d = address.packed
        forms = [
            str(value),
            hex(value),
            oct(value).replace("0o", "0"),
            f"{a}.{(b << 16) | (c << 8) | d}",
            f"{a}.{b}.{(c << 8) | d}",
            f"{hex(a)}.{hex(b)}.{hex(c)}.{hex(d)}",
            f"0{a:o}.0{b:o}.0{c:o}.0{d:o}",
            f"[::ffff:{denied}]",
            f"[::ffff:{value >> 16:x}:{value & 0xFFFF:x}]",
            f"[64:ff9b::{denied}]",
            f"[2002:{value >> 16:x}:{value & 0xFFFF:x}::1]",
        ]
        for form in forms:
            assert not check_url(f"http://{form}/").allowed, form
    assert address_refusal(ipaddress.ip_address("8.8.8.8")) is None
