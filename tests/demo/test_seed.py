"""Seeding the demo is idempotent on both engines, and Acme Ops' tables stay outside Deputy's schema."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from deputy.core.clock import ManualClock
from deputy.demo import DEMO_USERS, seed
from deputy.demo.tables import metadata as acme_metadata
from deputy.store import Database, Stores
from deputy.store.tables import metadata as deputy_metadata
from deputy.store.tables import roles, user_roles, users


async def snapshot(database: Database) -> dict[str, Any]:
    """Every Acme Ops row and every user with their roles and permissions, in a stable order."""
    tables: dict[str, Any] = {}
    async with database.transaction() as conn:
        for table in acme_metadata.sorted_tables:
            rows = (await conn.execute(sa.select(table).order_by(*table.primary_key.columns))).all()
            tables[table.name] = [tuple(row) for row in rows]
        grants = await conn.execute(
            sa.select(users.c.username, users.c.password_hash, roles.c.name, roles.c.permissions)
            .join(user_roles, user_roles.c.user_id == users.c.id)
            .join(roles, roles.c.id == user_roles.c.role_id)
            .order_by(users.c.username)
        )
        tables["grants"] = [(name, hashed, role, sorted(perms)) for name, hashed, role, perms in grants.all()]
    return tables


async def test_seeding_twice_leaves_exactly_the_same_data(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    await seed(stores, now=clock.now())
    first = await snapshot(database)

    await seed(stores, now=clock.now().replace(year=2027))

    assert await snapshot(database) == first
    assert [row[0] for row in first["acme_services"]] == sorted(
        ["auth-gateway", "checkout-api", "legacy-reports", "notifications", "payments", "search"]
    )
    assert (len(first["acme_checks"]), len(first["acme_incidents"]), len(first["acme_oncall"])) == (8, 3, 7)
    assert [(name, role) for name, _, role, _ in first["grants"]] == [
        ("admin", "admin"),
        ("operator", "operator"),
        ("viewer", "viewer"),
    ]
    assert first["grants"][0][3] == ["*"]


async def test_the_seeded_users_log_in_with_the_printed_demo_passwords(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    await seed(stores, now=clock.now())

    for user in DEMO_USERS:
        principal = await stores.identity.authenticate_password(username=user.username, password=user.password)
        assert principal.roles == (user.role,) and principal.tenant_id is not None


async def test_acme_ops_tables_are_its_own_and_not_part_of_deputys_schema() -> None:
    assert set(acme_metadata.tables) == {"acme_services", "acme_checks", "acme_incidents", "acme_oncall"}
    assert not set(acme_metadata.tables) & set(deputy_metadata.tables)
