"""Pods behind nginx on one Postgres: a cluster per test, users seeded in its database, a fake model in this process.

Every test here is `slow` and `postgres` (it starts processes and needs `DEPUTY_TEST_POSTGRES_URL`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

import httpx
import pytest

from deputy.store import Database, Stores
from deputy.testing.databases import postgres_url
from deputy.testing.pods import PodCluster, running_pods

ROLES = {"member": {"docs.read"}, "admin": {"*"}}


@dataclass
class Cluster:
    """A running cluster with one client (no pool limit), the shared database's stores and seeded API tokens."""

    pods: PodCluster
    client: httpx.AsyncClient
    stores: Stores
    tokens: dict[str, str]
    user_ids: dict[str, str]

    def auth(self, who: str, *, pod: int | None = None) -> dict[str, str]:
        """Bearer headers for `who`, pinned to pod `pod` when given (else nginx round-robin)."""
        headers = {"Authorization": f"Bearer {self.tokens[who]}"}
        return headers if pod is None else {**headers, **self.pods.pin(pod)}

    async def new_conversation(self, who: str) -> str:
        """A new conversation of `who`, created in the shared database (`POST /api/conversations` reuses a draft)."""
        principal, now = await self.stores.identity.principal_for_user(self.user_ids[who]), datetime.now(UTC)
        conversation = await self.stores.conversations.create(principal, now=now)
        await self.stores.conversations.update(principal, conversation.id, now=now, title="Pods")  # no title call
        return conversation.id


def require_postgres() -> str:
    url = postgres_url()
    if url is None:
        pytest.skip("DEPUTY_TEST_POSTGRES_URL is not set")
    return url


async def seed(stores: Stores, users: Mapping[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """Create each `username: role`; returns an API token and the id of each user."""
    identity, now = stores.identity, datetime.now(UTC)
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=now)
    for role, permissions in ROLES.items():
        await identity.ensure_role(tenant_id=tenant, name=role, permissions=permissions, now=now)
    tokens, user_ids = {}, {}
    for username, role in users.items():
        user_id = await identity.create_user(tenant_id=tenant, username=username, role_names=[role], now=now)
        tokens[username] = (await identity.create_api_token(user_id=user_id, now=now)).secret
        user_ids[username] = user_id
    return tokens, user_ids


@asynccontextmanager
async def cluster(
    *,
    pods: int = 2,
    env: Mapping[str, str] | None = None,
    users: Mapping[str, str] | None = None,
    prepare: Callable[[Database], Awaitable[None]] | None = None,
) -> AsyncIterator[Cluster]:
    """`pods` pods behind nginx with `env` settings, and `users` (default: alice, a member; root, an admin);
    `prepare` runs on the database before the pods start."""
    async with running_pods(require_postgres(), pods=pods, env=env, prepare=prepare) as running:
        database = Database(running.database_url, pool_size=5)
        try:
            stores = Stores.open(database)
            tokens, user_ids = await seed(stores, users or {"alice": "member", "root": "admin"})
            limits = httpx.Limits(max_connections=None, max_keepalive_connections=20)
            async with httpx.AsyncClient(base_url=running.url, timeout=30.0, limits=limits) as client:
                yield Cluster(pods=running, client=client, stores=stores, tokens=tokens, user_ids=user_ids)
        finally:
            await database.dispose()
