"""What the offline demo model makes of the newest user message: one `Intent`, read with plain regexes.

Deterministic on purpose: the same sentence always means the same thing, so the demo and its tests are stable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

Kind = Literal[
    "list_services",
    "get_service",
    "list_checks",
    "list_incidents",
    "get_incident",
    "get_oncall",
    "create_incident",
    "resolve_incident",
    "create_check",
    "delete_service",
    "help",
]

_SLUG = re.compile(r"\b([a-z0-9]+(?:-[a-z0-9]+)+)\b")
_AFTER_PREPOSITION = re.compile(r"\b(?:for|on|of|about|to|in|owns|owning|service)\s+(?:the\s+)?([a-z][a-z0-9-]*)")
_NOT_A_SERVICE = frozenset(
    {"call", "all", "every", "each", "me", "now", "duty", "today", "it", "them", "us", "this", "that", "a", "an",
     "incidents", "incident", "checks", "check", "services", "service", "our", "my", "any", "which", "what",
     "severity", "high", "low", "medium", "critical", "https", "http", "tcp", "dns", "is", "are", "be"}
)  # fmt: skip
_NUMBER = re.compile(r"(?:#|\bincident\s*#?\s*|\binc-?)(\d+)\b")
_QUOTED = re.compile(r"[\"“”'‘’]([^\"“”'‘’]{3,120})[\"“”'‘’]")  # noqa: RUF001 - typographic quotes
_URL = re.compile(r"\bhttps?://[^\s\"'“”<>]+")
_HOST_PORT = re.compile(r"\b([a-z0-9][a-z0-9.-]*\.[a-z]{2,}|[a-z0-9-]+):(\d{2,5})\b")
_HOSTNAME = re.compile(r"\b([a-z0-9-]+(?:\.[a-z0-9-]+)+\.[a-z]{2,})\b")
_INTERVAL = re.compile(r"\bevery\s+(\d+)\s*(s|sec|secs|seconds?|m|min|mins|minutes?)\b")
_SEVERITY = re.compile(r"\b(critical|high|medium|low|sev\s*-?[1-4]|urgent|minor|major)\b")
_SEVERITY_WORDS = {"urgent": "high", "major": "high", "minor": "low", "sev1": "critical", "sev2": "high",
                   "sev3": "medium", "sev4": "low"}  # fmt: skip

_RULES: tuple[tuple[Kind, re.Pattern[str]], ...] = (
    ("delete_service", re.compile(r"\b(delete|remove|decommission|retire|drop)\b")),
    ("resolve_incident", re.compile(r"\b(resolve|close|mark\b.*\bresolved|fixed)\b")),
    (
        "create_incident",
        re.compile(r"\b(open|create|raise|declare|file|log|report)\s+(an?|new|one)\s+(\S+\s+){0,2}incident\b"),
    ),
    ("create_incident", re.compile(r"^(please\s+)?(open|create|raise|declare|file)\s+incident\b|\bnew incident\b")),
    ("create_check", re.compile(r"\b(add|create|set ?up|new|install)\b.*\b(check|probe|monitor)\b")),
    ("get_oncall", re.compile(r"\bon[\s-]?call\b|\bpager\b|\bwho\b.*\b(duty|responsible|page)\b")),
    ("get_incident", re.compile(r"\bincident\s*#?\s*\d+|#\d+\b|\binc-?\d+")),
    ("list_incidents", re.compile(r"\bincidents?\b|\boutages?\b|\bwhat'?s (broken|wrong)\b")),
    ("list_checks", re.compile(r"\bchecks?\b|\bhealth\b|\bprobes?\b|\bmonitor")),
    ("get_service", re.compile(r"\b(tell me about|describe|details?|status of|how is|how's|show)\b")),
    ("list_services", re.compile(r"\bservices?\b|\bsystems\b|\bwhat do we run\b|\binventory\b")),
)


@dataclass(frozen=True, slots=True)
class Intent:
    """What the user asked for. `service` is a mention to resolve (an exact id when `service_is_id`)."""

    kind: Kind
    service: str | None = None
    service_is_id: bool = False
    number: int | None = None
    params: dict[str, Any] = field(default_factory=dict)


def read_intent(text: str) -> Intent:
    """The intent of one user message (`help` when nothing fits)."""
    lowered = " ".join(text.lower().split())
    kind: Kind = next((k for k, pattern in _RULES if pattern.search(lowered)), "help")
    service, is_id = service_mention(_without_values(lowered))
    if kind == "get_service" and service is None:
        kind = "list_services" if re.search(r"\bservices?\b", lowered) else "help"
    number_match = _NUMBER.search(lowered)
    number = int(number_match.group(1)) if number_match else None
    return Intent(kind=kind, service=service, service_is_id=is_id, number=number, params=_params(kind, text, lowered))


def service_mention(lowered: str) -> tuple[str | None, bool]:
    """A service named in the text: a hyphenated id (`checkout-api`, exact), or the word after "for", "on"…"""
    for slug in _SLUG.finditer(lowered):
        if not slug.group(1).startswith(("on-call", "sev-", "inc-", "high-", "low-", "medium-", "critical-")):
            return slug.group(1), True
    for found in _AFTER_PREPOSITION.finditer(lowered):
        word = found.group(1)
        if word not in _NOT_A_SERVICE and not word.isdigit():
            return word, False
    return None, False


def _without_values(lowered: str) -> str:
    """The text without the parts that are values, not names: quotes, URLs, hosts, the title after a colon."""
    text = _QUOTED.sub(" ", lowered)
    text = _URL.sub(" ", text)
    text = _HOST_PORT.sub(" ", text)
    text = _HOSTNAME.sub(" ", text)
    return text.split(":", 1)[0]


def _params(kind: Kind, text: str, lowered: str) -> dict[str, Any]:
    if kind == "create_incident":
        return {"title": _title(text), "severity": _severity(lowered)}
    if kind == "resolve_incident":
        return {"resolution": _resolution(text)}
    if kind == "create_check":
        return _check(text, lowered)
    if kind in ("list_incidents", "list_checks", "list_services"):
        return {"filter": _state_filter(kind, lowered)}
    return {}


def _title(text: str) -> str | None:
    title = _title_text(text)
    return title[0].upper() + title[1:] if title else None


def _title_text(text: str) -> str | None:
    quoted = _QUOTED.search(text)
    if quoted:
        return quoted.group(1).strip()
    if ":" in text:
        after = text.split(":", 1)[1].strip().rstrip(".")
        if len(after) >= 3:
            return after[:120]
    found = re.search(r"\b(?:titled|called|about|saying|because)\s+(.{3,120})$", text, re.IGNORECASE)
    return found.group(1).strip().rstrip(".") if found else None


def _severity(lowered: str) -> str:
    found = _SEVERITY.search(lowered)
    if not found:
        return "medium"
    word = found.group(1).replace(" ", "").replace("-", "")
    return _SEVERITY_WORDS.get(word, word)


def _resolution(text: str) -> str:
    found = re.search(r"(?::|\bwith\b|\bbecause\b|\bafter\b)\s*(.{3,500})$", text, re.IGNORECASE)
    if found:
        sentence = found.group(1).strip()
        return sentence[0].upper() + sentence[1:]
    return "Resolved from the chat."


def _check(text: str, lowered: str) -> dict[str, Any]:
    url = _URL.search(text)
    host_port = _HOST_PORT.search(lowered)
    hostname = _HOSTNAME.search(lowered)
    if url:
        kind, target = "http", url.group(0).rstrip(".,;)")
    elif host_port:
        kind, target = "tcp", host_port.group(0)
    elif hostname:
        kind, target = "dns", hostname.group(1)
    else:
        kind, target = "http", None
    if re.search(r"\bdns\b", lowered) and hostname:
        kind, target = "dns", hostname.group(1)
    interval = 60
    every = _INTERVAL.search(lowered)
    if every:
        interval = int(every.group(1)) * (60 if every.group(2).startswith("m") else 1)
    quoted = _QUOTED.search(text)
    name = quoted.group(1).strip() if quoted else (f"{kind.upper()} {target}"[:120] if target else None)
    return {"kind": kind, "target": target, "interval_seconds": min(max(interval, 10), 3600), "name": name}


def _state_filter(kind: Kind, lowered: str) -> str | None:
    if kind == "list_incidents":
        if re.search(r"\b(resolved|closed|past|old)\b", lowered):
            return "resolved"
        if re.search(r"\b(open|current|active|ongoing|broken|wrong)\b", lowered):
            return "open"
    elif kind == "list_checks":
        if re.search(r"\b(fail\w*|red|broken|down|unhealthy)\b", lowered):
            return "failing"
        if re.search(r"\b(pass\w*|green|healthy|ok)\b", lowered):
            return "passing"
    elif re.search(r"\b(degraded|unhealthy|broken)\b", lowered):
        return "degraded"
    return None
