"""Encryption at rest for the few secrets Deputy must read back (model-provider API keys).

AES-256-GCM with a key derived by HKDF-SHA256 from the server secret (`Settings.resolve_secret()`), a fresh 96-bit
nonce per value, and the owning row's id as associated data, so a sealed value only opens for the row it was
sealed for. A sealed value is text: `v1.` + URL-safe base64 of nonce and ciphertext.

```python
box = SecretBox(settings.resolve_secret())
sealed = box.seal("sk-…", context="connection:3f2a…")
assert box.open(sealed, context="connection:3f2a…") == "sk-…"
```
"""

from __future__ import annotations

import base64
import binascii
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from deputy.errors import ConfigurationError

_VERSION = "v1."
_NONCE_BYTES = 12
_INFO = b"deputy secret box v1: stored provider keys"


class SecretBox:
    """Seals and opens short secrets with a key derived from the server secret; holds no plaintext itself."""

    def __init__(self, secret: bytes, *, purpose: bytes = _INFO) -> None:
        """`purpose` names what the box seals: boxes of different purposes derive different keys, so a value
        sealed for one never opens in another."""
        if len(secret) < 16:
            raise ConfigurationError("The server secret is too short to derive an encryption key.")
        key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose).derive(secret)
        self._aead = AESGCM(key)

    def __repr__(self) -> str:
        return "SecretBox(<key hidden>)"

    def seal(self, plaintext: str, *, context: str) -> str:
        """Encrypt `plaintext`, bound to `context` (the owning row): only `open(…, context=context)` reads it."""
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._aead.encrypt(nonce, plaintext.encode("utf-8"), context.encode("utf-8"))
        return _VERSION + base64.urlsafe_b64encode(nonce + sealed).decode("ascii")

    def open(self, token: str, *, context: str) -> str:
        """The plaintext, or `ConfigurationError` when the server secret changed or the value was tampered with.

        The error never contains the sealed value.
        """
        try:
            if not token.startswith(_VERSION):
                raise ValueError
            raw = base64.urlsafe_b64decode(token[len(_VERSION) :].encode("ascii"))
            if len(raw) <= _NONCE_BYTES:
                raise ValueError
            plaintext = self._aead.decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], context.encode("utf-8"))
            return plaintext.decode("utf-8")
        except (InvalidTag, ValueError, binascii.Error, UnicodeError):
            raise ConfigurationError(
                "A stored secret cannot be decrypted with this server's secret key (did DEPUTY_SECRET_KEY or the "
                "secret key file change?). Set the secret again, for example the connection's API key.",
                code="secret_unreadable",
            ) from None
