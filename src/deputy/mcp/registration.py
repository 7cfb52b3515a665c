"""Dynamic client registration's rules (RFC 7591): bounded metadata and the three kinds of redirect URI that RFC 8252
and OAuth 2.1 allow (HTTPS, loopback HTTP, a native app's reverse-domain scheme), checked before anything is stored.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from typing import Annotated
from urllib.parse import urlsplit

from pydantic import BaseModel, Field, ValidationError, field_validator

from deputy.errors import OAuthRequestError

GRANT_TYPES = ("authorization_code", "refresh_token")
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
MAX_REGISTRATION_BYTES = 64 * 1024
MAX_REDIRECT_URIS = 10
MAX_REDIRECT_URI_LENGTH = 2000
URI_CHARACTERS = re.compile(r"[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*")
"""RFC 3986's unreserved and reserved characters and `%`: no space, no control character, nothing outside ASCII."""
HOST_NAME = re.compile(r"[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?")
PRIVATE_USE_SCHEME = re.compile(r"[a-z][a-z0-9+\-]*(\.[a-z0-9+\-]+)+")
"""RFC 8252 §7.1: a native app's own scheme is a reverse domain name (`com.example.app:/callback`). The dot also
keeps out `javascript:`, `data:`, `file:` and every other scheme a browser acts on by itself."""


def redirect_uri_problem(uri: str) -> str | None:
    """Why a client may not register `uri` as a redirect URI, or None when it may.

    Allowed: HTTPS to a host name or address; HTTP to a loopback address with any port (RFC 8252 §7.3, native apps
    such as Claude Code or the MCP Inspector); a private-use scheme named for a reverse domain (§7.1). Never
    user information (it would let `https://trusted.example@evil.example/` pass for `trusted.example`), a fragment,
    a control character, a character outside RFC 3986, or more than `MAX_REDIRECT_URI_LENGTH` characters."""
    if len(uri) > MAX_REDIRECT_URI_LENGTH:
        return f"A redirect URI is longer than {MAX_REDIRECT_URI_LENGTH} characters."
    if any(unicodedata.category(ch) == "Cc" for ch in uri):
        return "A redirect URI contains a control character (such as CR, LF or NUL)."
    if not URI_CHARACTERS.fullmatch(uri):
        return "A redirect URI contains a character a URI may not hold (a space, or one outside ASCII: use punycode)."
    if "#" in uri:
        return "A redirect URI may not have a fragment (#)."
    try:
        parts = urlsplit(uri)
        parts.port  # noqa: B018  (raises ValueError for a port that is not a number from 0 to 65535)
    except ValueError:
        return "A redirect URI is not a well-formed URI."
    scheme, host = parts.scheme.lower(), parts.hostname or ""
    if "@" in parts.netloc:
        return "A redirect URI may not hold user information (user@host)."
    if scheme in ("http", "https"):
        if not host:
            return "An HTTP(S) redirect URI must name a host."
        if not (_is_address(host) or HOST_NAME.fullmatch(host)):
            return "A redirect URI's host is not a host name or an IP address."
        if scheme == "http" and host not in LOOPBACK_HOSTS:
            return "An HTTP redirect URI must be a loopback address (127.0.0.1, [::1] or localhost); use HTTPS."
        return None
    if PRIVATE_USE_SCHEME.fullmatch(scheme) and (parts.path or parts.netloc):
        return None
    return (
        "A redirect URI must be HTTPS, HTTP on a loopback address, or a native app's reverse-domain scheme "
        "(com.example.app:/callback)."
    )


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _printable(value: str | None) -> str | None:
    """A display string without control or format characters (CR, LF, NUL, bidirectional overrides)."""
    if value is not None and any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value):
        raise ValueError("must not contain control or formatting characters")
    return value


Name = Annotated[str, Field(max_length=64)]


class RegistrationRequest(BaseModel):
    """The RFC 7591 fields Deputy reads (and stores, bounded); any other member is ignored and not stored."""

    redirect_uris: list[str] = Field(min_length=1, max_length=MAX_REDIRECT_URIS)
    client_name: str | None = Field(default=None, max_length=200)
    grant_types: list[Name] = Field(default_factory=lambda: list(GRANT_TYPES), max_length=8)
    response_types: list[Name] = Field(default_factory=lambda: ["code"], max_length=8)
    token_endpoint_auth_method: Name | None = None
    scope: str | None = Field(default=None, max_length=2000)

    @field_validator("client_name", "scope")
    @classmethod
    def _no_control_characters(cls, value: str | None) -> str | None:
        return _printable(value)


def metadata_error(exc: ValidationError) -> OAuthRequestError:
    """The first problem of a registration body, naming the field (never echoing the value)."""
    first = exc.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in first["loc"])
    if first["type"] in ("json_invalid", "model_type"):
        return OAuthRequestError("invalid_client_metadata", "The registration body must be a JSON object.")
    code = "invalid_redirect_uri" if first["loc"][:1] == ("redirect_uris",) else "invalid_client_metadata"
    return OAuthRequestError(code, f"{where}: {first['msg']}.")
