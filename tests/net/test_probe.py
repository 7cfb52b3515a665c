from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from deputy.core.guards.ssrf import IPAddress, address_refusal
from deputy.net.probe import PROBE_MAX_BODY_BYTES, ProbeRefused, probe_url

HOST = "service.example"


def loopback_for_tests(address: IPAddress) -> str | None:
    """The one place loopback is admitted: tests point a fake public name at a local server."""
    return None if address == ipaddress.ip_address("127.0.0.1") else address_refusal(address)


class Recorder:
    def __init__(self) -> None:
        self.requests: list[bytes] = []
        self.lookups: list[str] = []

    async def resolve(self, host: str, port: int) -> list[str]:
        self.lookups.append(host)
        return ["127.0.0.1"]


async def _serve(recorder: Recorder, response: bytes, ssl_context: ssl.SSLContext | None = None) -> asyncio.Server:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        recorder.requests.append(await reader.readuntil(b"\r\n\r\n"))
        writer.write(response)
        await writer.drain()
        writer.close()

    return await asyncio.start_server(handle, "127.0.0.1", 0, ssl=ssl_context)


@pytest.fixture
async def recorder() -> AsyncIterator[Recorder]:
    yield Recorder()


def _port(server: asyncio.Server) -> int:
    return int(server.sockets[0].getsockname()[1])


async def test_a_probe_connects_to_the_pinned_address_keeping_the_host_header(recorder: Recorder) -> None:
    body = b"hello"
    response = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nSet-Cookie: s=1\r\nX-Secret: y\r\n"
    server = await _serve(recorder, response + b"Content-Length: 5\r\n\r\n" + body)
    port = _port(server)
    async with server:
        url = f"http://{HOST}:{port}/status"
        result = await probe_url(url, resolver=recorder.resolve, address_policy=loopback_for_tests)
    assert recorder.lookups == [HOST]
    assert f"Host: {HOST}:{port}".encode() in recorder.requests[0]
    assert b"Cookie" not in recorder.requests[0] and b"Authorization" not in recorder.requests[0]
    wire = result.model_dump(by_alias=True)
    assert wire == {
        "url": url,
        "status": 200,
        "statusText": "OK",
        "redirected": False,
        "location": None,
        "contentType": "text/plain",
        "headers": {"content-type": "text/plain", "content-length": "5"},
        "bodySample": "hello",
        "bodyTruncated": False,
    }


async def test_a_redirect_is_reported_and_never_followed(recorder: Recorder) -> None:
    response = b"HTTP/1.1 302 Found\r\nLocation: http://169.254.169.254/\r\nContent-Length: 0\r\n\r\n"
    server = await _serve(recorder, response)
    async with server:
        result = await probe_url(
            f"http://{HOST}:{_port(server)}/", resolver=recorder.resolve, address_policy=loopback_for_tests
        )
    assert (result.status, result.redirected, result.location) == (302, True, "http://169.254.169.254/")
    assert len(recorder.requests) == 1


async def test_the_body_is_capped_at_256_kib(recorder: Recorder) -> None:
    size = PROBE_MAX_BODY_BYTES + 1000
    head = f"HTTP/1.1 200 OK\r\nContent-Length: {size}\r\n\r\n".encode()
    server = await _serve(recorder, head + b"a" * size)
    async with server:
        result = await probe_url(
            f"http://{HOST}:{_port(server)}/", resolver=recorder.resolve, address_policy=loopback_for_tests
        )
    assert result.body_truncated
    assert len(result.body_sample) == PROBE_MAX_BODY_BYTES


def _certificate(tmp_path: Path) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, HOST)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(HOST)]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(cert_path, key_path)
    client = ssl.create_default_context(cafile=str(cert_path))
    return server, client


async def test_https_keeps_the_sni_and_verifies_the_certificate_for_the_original_name(
    recorder: Recorder, tmp_path: Path
) -> None:
    server_context, client_context = _certificate(tmp_path)
    seen_sni: list[str | None] = []
    server_context.sni_callback = lambda _sock, name, _ctx: seen_sni.append(name)
    server = await _serve(recorder, b"HTTP/1.1 204 No Content\r\n\r\n", server_context)
    async with server:
        result = await probe_url(
            f"https://{HOST}:{_port(server)}/",
            resolver=recorder.resolve,
            address_policy=loopback_for_tests,
            ssl_context=client_context,
        )
    assert result.status == 204
    assert seen_sni == [HOST]


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://127.0.0.1/", "loopback_address"),
        ("http://2130706433/", "loopback_address"),
        ("http://[::ffff:7f00:1]/", "loopback_address"),
        ("http://169.254.169.254/", "link_local_address"),
        ("http://localhost/", "local_hostname"),
        ("ftp://example.com/", "scheme_not_allowed"),
    ],
)
async def test_refused_urls_are_refused_before_any_lookup_or_connection(url: str, reason: str) -> None:
    recorder = Recorder()
    with pytest.raises(ProbeRefused) as refused:
        await probe_url(url, resolver=recorder.resolve)
    assert refused.value.reason == reason
    assert recorder.lookups == []


async def test_a_name_that_resolves_to_a_private_address_is_refused_without_connecting() -> None:
    async def rebinding(host: str, port: int) -> list[str]:
        return ["93.184.215.14", "10.0.0.5"]

    with pytest.raises(ProbeRefused) as refused:
        await probe_url("https://rebind.example/", resolver=rebinding)
    assert refused.value.reason == "resolves_to_private_address"
