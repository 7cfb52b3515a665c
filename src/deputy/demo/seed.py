"""The demo's data: the `acme` tenant, its three roles and users, and Acme Ops' services, checks, incidents and
on-call rotation. `seed` is idempotent: a second run finds everything in place and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from deputy.core.conversations.memory import MEMORY_PERMISSION
from deputy.core.identity.principal import WILDCARD
from deputy.demo.acme import CHECKS_WRITE, INCIDENTS_WRITE, READ
from deputy.demo.tables import checks, create_tables, incidents, oncall, services
from deputy.store import Stores
from deputy.store.engine.database import insert_ignore

TENANT_SLUG = "acme"


@dataclass(frozen=True, slots=True)
class DemoUser:
    username: str
    password: str
    role: str
    display_name: str


DEMO_USERS = (
    DemoUser("admin", "admin-demo", "admin", "Ada Admin"),
    DemoUser("operator", "operator-demo", "operator", "Oscar Operator"),
    DemoUser("viewer", "viewer-demo", "viewer", "Vera Viewer"),
)
"""Demo logins; the passwords are printed at start and are for a local demo only."""

DOCS_READ = "docs.read"
"""Deputy's own documentation tools (`list_docs`, `search_docs`, `get_doc`), served when `docs_tools` is on."""

ROLES: dict[str, frozenset[str]] = {
    "viewer": frozenset({READ, DOCS_READ, MEMORY_PERMISSION}),
    "operator": frozenset({READ, DOCS_READ, MEMORY_PERMISSION, INCIDENTS_WRITE, CHECKS_WRITE}),
    "admin": frozenset({WILDCARD}),
}

SERVICES: tuple[dict[str, Any], ...] = (
    {"id": "checkout-api", "name": "Checkout API", "team": "payments", "tier": 1, "status": "degraded",
     "description": "Takes orders and payments from the web shop and the mobile apps."},
    {"id": "payments", "name": "Payments", "team": "payments", "tier": 1, "status": "operational",
     "description": "Talks to card processors; every checkout depends on it."},
    {"id": "auth-gateway", "name": "Auth gateway", "team": "platform", "tier": 1, "status": "operational",
     "description": "Single sign-on and API tokens for every Acme product."},
    {"id": "search", "name": "Search", "team": "discovery", "tier": 2, "status": "degraded",
     "description": "Product search and suggestions."},
    {"id": "notifications", "name": "Notifications", "team": "platform", "tier": 2, "status": "operational",
     "description": "E-mail, SMS and push messages."},
    {"id": "legacy-reports", "name": "Legacy reports", "team": "discovery", "tier": 3, "status": "operational",
     "description": "Nightly CSV reports nobody has opened since 2024."},
)  # fmt: skip

CHECKS: tuple[tuple[str, str, str, str, int, str], ...] = (
    ("checkout-api", "HTTPS health endpoint", "http", "https://checkout.acme.test/health", 30, "failing"),
    ("checkout-api", "Database port", "tcp", "checkout-db.acme.internal:5432", 60, "passing"),
    ("payments", "HTTPS health endpoint", "http", "https://payments.acme.test/health", 30, "passing"),
    ("payments", "Processor DNS", "dns", "api.cardprocessor.example", 300, "passing"),
    ("auth-gateway", "Login page", "http", "https://login.acme.test/", 60, "passing"),
    ("search", "Query endpoint", "http", "https://search.acme.test/q?probe=1", 60, "failing"),
    ("notifications", "SMTP relay", "tcp", "smtp.acme.internal:587", 120, "passing"),
    ("legacy-reports", "Report share", "http", "https://reports.acme.test/", 3600, "passing"),
)

INCIDENTS: tuple[dict[str, Any], ...] = (
    {"id": 1, "service_id": "payments", "title": "Card declines spike from one issuer", "severity": "high",
     "status": "resolved", "summary": "Declines from one issuing bank rose to 30 %.", "opened_by": "operator",
     "hours_ago": 72, "resolved_by": "operator", "resolution": "The issuer fixed a bad fraud rule."},
    {"id": 2, "service_id": "checkout-api", "title": "Checkout p95 latency above 2 s", "severity": "high",
     "status": "open", "summary": "Latency rose after the last deploy; 4 % of checkouts fail.",
     "opened_by": "operator",
     "hours_ago": 2},
    {"id": 3, "service_id": "search", "title": "Search index lagging behind writes", "severity": "medium",
     "status": "open", "summary": "New products take 20 minutes to show up in search.", "opened_by": "viewer",
     "hours_ago": 5},
)  # fmt: skip

ROTATIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "payments": (("Priya Patel", "priya@acme.test"), ("Tom Becker", "tom@acme.test"), ("Lena Ortiz", "lena@acme.test")),
    "platform": (("Sam Okafor", "sam@acme.test"), ("Mia Chen", "mia@acme.test")),
    "discovery": (("Jonas Berg", "jonas@acme.test"), ("Aisha Khan", "aisha@acme.test")),
}


async def seed(stores: Stores, *, now: datetime) -> None:
    """Create (or find) the demo tenant, roles, users and Acme Ops data. Safe to run on every start."""
    await _seed_identity(stores, now=now)
    async with stores.database.transaction() as conn:
        await create_tables(conn)
    async with stores.database.transaction() as conn:
        for service in SERVICES:
            await insert_ignore(conn, services, {**service, "created_at": now})
        for number, (service_id, name, kind, target, interval, status) in enumerate(CHECKS, start=1):
            values = {
                "id": number,
                "service_id": service_id,
                "name": name,
                "kind": kind,
                "target": target,
                "interval_seconds": interval,
                "status": status,
                "created_by": "seed",
                "created_at": now,
            }
            await insert_ignore(conn, checks, values)
        for incident in INCIDENTS:
            await insert_ignore(conn, incidents, _incident(incident, now=now))
        for team, people in ROTATIONS.items():
            for position, (person, contact) in enumerate(people):
                values = {"team": team, "position": position, "person": person, "contact": contact}
                await insert_ignore(conn, oncall, values)


async def _seed_identity(stores: Stores, *, now: datetime) -> None:
    identity = stores.identity
    tenant = await identity.ensure_tenant(slug=TENANT_SLUG, name="Acme", now=now)
    for role, permissions in ROLES.items():
        await identity.ensure_role(tenant_id=tenant, name=role, permissions=permissions, now=now)
    for user in DEMO_USERS:
        existing = await identity.user_by_name(user.username)
        if existing is None:
            await identity.create_user(
                tenant_id=tenant,
                username=user.username,
                password=user.password,
                display_name=user.display_name,
                role_names=[user.role],
                now=now,
            )
        elif existing.tenant_id == tenant:  # someone else's account of the same name is left alone
            await identity.set_roles(user_id=existing.id, role_names=[user.role])


def _incident(incident: dict[str, Any], *, now: datetime) -> dict[str, Any]:
    values = {k: v for k, v in incident.items() if k != "hours_ago"}
    opened = now - timedelta(hours=incident["hours_ago"])
    values["opened_at"] = opened
    if incident["status"] == "resolved":
        values["resolved_at"] = opened + timedelta(hours=3)
    return values
