"""Credential shapes shared by the PII detector (which blocks on them) and the scrubber (which removes them).

Each pattern names the secret span as group `secret` (or the whole match). Patterns are Python `re` with no
nested quantifiers and bounded repeats, each anchored on a literal prefix, so a scan is linear in the input;
passwords stated in prose outside English are found on RE2 by `prose_passwords`.
PEM private keys are found by `pem_private_keys`, not a regex, so a missing footer cannot make a scan quadratic.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from deputy.core.guards._prefilter import Prefilter
from deputy.core.guards.prose_passwords import TRIGGER as PROSE_TRIGGER
from deputy.core.guards.prose_passwords import letters_and_digits, not_a_password, prose_passwords

__all__ = [
    "CREDENTIAL_PATTERNS",
    "CredentialPattern",
    "find_credentials",
    "pem_private_keys",
    "private_key_body",
    "unfinished_private_key",
]


@dataclass(frozen=True, slots=True)
class CredentialPattern:
    """`type` names the secret (`AWS_ACCESS_KEY`...); `block` says the PII detector blocks on it (else warns)."""

    type: str
    regex: re.Pattern[str] | None
    """None for a pattern with a `finder`."""
    weight: float
    block: bool = True
    needs_digit: bool = False
    prose: bool = False
    """A value stated in prose: one that names a length, version, ticket or algorithm is none (`not_a_password`)."""
    finder: Callable[[str], Iterator[tuple[int, int]]] | None = None
    """Finds the secrets' spans itself; `trigger` (RE2) then says where one may be, for the prefilter."""
    trigger: str | None = None


def _p(
    type_: str, pattern: str, weight: float = 0.9, *, block: bool = True, digit: bool = False, prose: bool = False
) -> CredentialPattern:
    return CredentialPattern(type_, re.compile(pattern), weight, block, digit, prose)


_KEY_CHARS = r"[A-Za-z0-9_\-]"
CREDENTIAL_PATTERNS: tuple[CredentialPattern, ...] = (
    _p("AWS_ACCESS_KEY", r"\b(?P<secret>(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16})\b"),
    _p(
        "AWS_SECRET_KEY",
        r"(?i)aws.{0,24}?(?:secret|private).{0,16}?[=:]\s{0,4}[\"']?(?P<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
    ),
    _p("GCP_API_KEY", r"\b(?P<secret>AIza[0-9A-Za-z_\-]{35})(?![0-9A-Za-z_\-])"),
    _p("GITHUB_TOKEN", r"\b(?P<secret>(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255})\b"),
    _p("GITHUB_TOKEN", r"\b(?P<secret>github_pat_[A-Za-z0-9_]{22,255})\b"),
    _p("GITLAB_TOKEN", r"\b(?P<secret>gl(?:pat|dt|rt|ptt|cbt|oas|soat|ft|imt|agent)-[A-Za-z0-9_\-]{20,255})"),
    _p("SLACK_TOKEN", r"\b(?P<secret>xox[abposr]-[A-Za-z0-9\-]{10,255})"),
    _p(
        "SLACK_WEBHOOK",
        r"(?P<secret>https://hooks\.slack\.com/services/T[A-Za-z0-9_]{4,20}/B[A-Za-z0-9_]{4,20}/[A-Za-z0-9_]{8,64})",
    ),
    _p("STRIPE_KEY", r"\b(?P<secret>(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,255})\b"),
    _p("SENDGRID_KEY", r"\b(?P<secret>SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43})(?![A-Za-z0-9_\-])"),
    _p("PROVIDER_API_KEY", rf"(?<![A-Za-z0-9_\-])(?P<secret>(?:sk|rk)-{_KEY_CHARS}{{20,255}})", digit=True),
    _p("HUGGINGFACE_TOKEN", r"\b(?P<secret>hf_[A-Za-z0-9]{30,64})\b", digit=True),
    # Deputy's own credentials: API tokens (dpt_), OAuth access and refresh tokens, codes and client secrets
    # (dpo_, dpr_, dpc_, dpk_), session tokens (dps_). Pasted into a chat, they are secrets like any other.
    _p("DEPUTY_TOKEN", r"\b(?P<secret>dp[a-z]_[A-Za-z0-9_\-]{40,64})(?![A-Za-z0-9_\-])"),
    _p("NPM_TOKEN", r"\b(?P<secret>npm_[A-Za-z0-9]{36})\b"),
    _p("PYPI_TOKEN", r"\b(?P<secret>pypi-AgE[A-Za-z0-9_\-]{50,255})"),
    _p("DIGITALOCEAN_TOKEN", r"\b(?P<secret>do[opr]_v1_[a-f0-9]{64})\b"),
    _p("AZURE_KEY", r"(?i)(?:accountkey|sharedaccesskey)=(?P<secret>[A-Za-z0-9+/]{30,120}={0,2})"),
    _p(
        "DATABASE_URL",
        r"(?i)\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqps?|mssql|sqlserver|oracle)"
        r"(?:\+[a-z0-9]{1,20})?://[^\s:/@]{1,128}:(?P<secret>[^\s@/]{1,256})@",
    ),
    _p(
        "URL_CREDENTIALS",
        r"(?i)\b(?:https?|ftps?|ssh|git|smtp|ldaps?)://[^\s:/@]{1,128}:(?P<secret>[^\s@/]{1,256})@",
        0.85,
    ),
    _p(
        "PASSWORD",
        r"(?i)(?<![A-Za-z0-9])(?:password|passwd|pwd|passphrase|secret)[A-Za-z0-9_\-]{0,24}[\"']?\s{0,4}[=:]\s{0,4}"
        r"[\"']?(?P<secret>[^\s\"',;]{3,256})",
        0.85,
    ),
    # A password stated in prose ("my password is hunter2!"): the value must hold something other than letters, so
    # "the password is expired" is not a secret (a letters-only password stated this way is missed, on purpose).
    _p(
        "PASSWORD",
        r"(?i)(?<![A-Za-z0-9])(?:password|passwd|passphrase|passcode|pwd)(?: for [^\s]{1,64})?\s{1,4}"
        r"(?:is|was|is now|will be|would be)\s{0,4}:?\s{1,4}[\"'`]?"
        r"(?P<secret>(?=[^\s\"'`,;]{0,255}[^A-Za-z\s\"'`,;.!?])[^\s\"'`,;]{3,255}[^\s\"'`,;.!?])",
        0.85,
        prose=True,
    ),
    # The same in the guards' other languages ("moje hasło to Kwiatek123", "密码是abc12345"): `prose_passwords`.
    CredentialPattern("PASSWORD", None, 0.85, finder=prose_passwords, trigger=PROSE_TRIGGER),
    _p(
        "API_KEY",
        r"(?i)(?<![A-Za-z0-9])(?:api[_\-]?key|access[_\-]?key|secret[_\-]?key|client[_\-]?secret|auth[_\-]?token"
        r"|access[_\-]?token|refresh[_\-]?token|private[_\-]?key)[\"']?\s{0,4}[=:]\s{0,4}[\"']?(?P<secret>[A-Za-z0-9._~+/=\-]{12,512})",
        0.7,
        block=False,
    ),
    _p(
        "JWT",
        r"\b(?P<secret>eyJ[A-Za-z0-9_\-]{8,4096}\.eyJ[A-Za-z0-9_\-]{8,8192}\.[A-Za-z0-9_\-]{8,4096})",
        0.6,
        block=False,
    ),
    _p("BEARER_TOKEN", r"(?i)\bbearer\s{1,4}(?P<secret>[A-Za-z0-9._~+/\-]{12,4096}=*)", 0.6, block=False),
    _p(
        "BASIC_AUTH",
        r"(?i)\bauthorization\s{0,4}[=:]\s{0,4}basic\s{1,4}(?P<secret>[A-Za-z0-9+/]{8,1024}={0,2})",
        0.6,
        block=False,
    ),
)

_PEM_HEADER = re.compile(r"-----BEGIN ([A-Z0-9 ]{0,40})PRIVATE KEY( BLOCK)?-----")
_PEM_BODY = re.compile(r"[A-Za-z0-9+/=\s:,.\-]{0,16384}")
_PEM_SEARCH_LIMIT = 16384


def pem_private_keys(text: str) -> Iterator[tuple[int, int]]:
    """Spans of PEM private keys: header through footer, or through the base64 body when the footer is missing."""
    position = 0
    while (header := _PEM_HEADER.search(text, position)) is not None:
        footer = _footer(header)
        limit = header.end() + _PEM_SEARCH_LIMIT
        end = text.find(footer, header.end(), limit)
        if end >= 0:
            end += len(footer)
        else:
            end = private_key_body(text, header.end())
        yield header.start(), end
        position = end


def unfinished_private_key(text: str) -> str | None:
    """The footer that the last PEM private key in `text` still waits for, when its body runs to the end of `text`
    (a key being streamed); None when there is none, or it ended."""
    if "PRIVATE KEY" not in text:
        return None
    headers = list(_PEM_HEADER.finditer(text))
    if not headers:
        return None
    header = headers[-1]
    footer = _footer(header)
    if text.find(footer, header.end()) >= 0:
        return None
    return footer if private_key_body(text, header.end()) == len(text) else None


def _footer(header: re.Match[str]) -> str:
    return f"-----END {header.group(1)}PRIVATE KEY{header.group(2) or ''}-----"


def private_key_body(text: str, start: int = 0) -> int:
    """Where a PEM body that begins at `start` ends: the first character no base64 body has (or the search limit)."""
    body = _PEM_BODY.match(text, start)
    return body.end() if body else start


def find_credentials(text: str) -> Iterator[tuple[CredentialPattern, int, int]]:
    """Every credential-shaped span in `text` as (pattern, start, end); PEM keys come as `PRIVATE_KEY`."""
    for start, end in pem_private_keys(text):
        yield _PEM_PATTERN, start, end
    for index in sorted(_PREFILTER.candidates(text)):
        pattern = CREDENTIAL_PATTERNS[index]
        for start, end in _secret_spans(pattern, text):
            if pattern.needs_digit and not letters_and_digits(text[start:end]):
                continue
            if pattern.prose and not_a_password(text[start:end]):
                continue
            yield pattern, start, end


def _secret_spans(pattern: CredentialPattern, text: str) -> Iterator[tuple[int, int]]:
    if pattern.finder is not None:
        yield from pattern.finder(text)
    elif pattern.regex is not None:
        for match in pattern.regex.finditer(text):
            yield match.span("secret")


_PEM_PATTERN = CredentialPattern("PRIVATE_KEY", _PEM_HEADER, 0.95)


def _prefiltered(pattern: CredentialPattern) -> re.Pattern[str] | str:
    """What the prefilter runs for a pattern: its trigger (RE2), else its regex."""
    if pattern.trigger is not None:
        return pattern.trigger
    assert pattern.regex is not None, pattern.type
    return pattern.regex


_PREFILTER = Prefilter([_prefiltered(pattern) for pattern in CREDENTIAL_PATTERNS])
