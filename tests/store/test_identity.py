from __future__ import annotations

from datetime import timedelta

import pytest

from deputy.core.clock import ManualClock
from deputy.errors import AuthError, Conflict, MalformedToken, NotFound
from deputy.store import Database, Stores
from deputy.store.identity.accounts import SqlIdentityStore


async def seeded(database: Database, clock: ManualClock) -> tuple[SqlIdentityStore, str]:
    identity = Stores.open(database).identity
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=clock.now())
    await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"incidents.read"}, now=clock.now())
    await identity.ensure_role(
        tenant_id=tenant, name="operator", permissions={"incidents.read", "incidents.write"}, now=clock.now()
    )
    user_id = await identity.create_user(
        tenant_id=tenant, username="ann", password="correct horse", role_names=["operator"], now=clock.now()
    )
    return identity, user_id


async def test_seeding_is_idempotent(database: Database, clock: ManualClock) -> None:
    identity, _ = await seeded(database, clock)
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=clock.now())
    role_a = await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"a.read"}, now=clock.now())
    role_b = await identity.ensure_role(tenant_id=tenant, name="viewer", permissions={"b.read"}, now=clock.now())
    assert role_a == role_b
    with pytest.raises(Conflict):
        await identity.create_user(tenant_id=tenant, username="ann", now=clock.now())


async def test_passwords_are_hashed_with_argon2_and_verified(database: Database, clock: ManualClock) -> None:
    identity, user_id = await seeded(database, clock)

    principal = await identity.authenticate_password(username="ann", password="correct horse")

    assert principal.id == user_id
    assert principal.permissions == {"incidents.read", "incidents.write"}
    for username, password in (("ann", "wrong"), ("nobody", "correct horse")):
        with pytest.raises(AuthError) as refused:
            await identity.authenticate_password(username=username, password=password)
        assert refused.value.code == "invalid_credentials"


async def test_tokens_are_stored_hashed_and_carry_their_scopes(database: Database, clock: ManualClock) -> None:
    identity, user_id = await seeded(database, clock)
    token = await identity.create_api_token(user_id=user_id, scopes=["incidents.read"], now=clock.now())

    principal = await identity.principal_for_api_token(token.secret, now=clock.now())

    assert principal.scopes == frozenset({"incidents.read"})
    assert token.secret not in token.token_hash
    async with database.engine.connect() as conn:
        stored = (await conn.exec_driver_sql("SELECT token_hash, prefix FROM api_tokens")).all()
    assert all(token.secret not in "".join(row) for row in stored)


async def test_permissions_are_read_live_so_a_downgrade_takes_effect_at_once(
    database: Database, clock: ManualClock
) -> None:
    identity, user_id = await seeded(database, clock)
    token = await identity.create_api_token(user_id=user_id, now=clock.now())

    await identity.set_roles(user_id=user_id, role_names=["viewer"])

    principal = await identity.principal_for_api_token(token.secret, now=clock.now())
    assert principal.permissions == {"incidents.read"}
    await identity.set_active(user_id=user_id, active=False)
    with pytest.raises(AuthError):
        await identity.principal_for_api_token(token.secret, now=clock.now())


async def test_expired_revoked_and_malformed_tokens_are_refused(database: Database, clock: ManualClock) -> None:
    identity, user_id = await seeded(database, clock)
    expiring = await identity.create_api_token(
        user_id=user_id, now=clock.now(), expires_at=clock.now() + timedelta(hours=1)
    )
    revoked = await identity.create_api_token(user_id=user_id, now=clock.now())
    await identity.revoke_api_token(token_hash=revoked.token_hash, now=clock.now())
    clock.advance(timedelta(hours=2))

    with pytest.raises(AuthError, match="expired"):
        await identity.principal_for_api_token(expiring.secret, now=clock.now())
    with pytest.raises(AuthError, match="revoked"):
        await identity.principal_for_api_token(revoked.secret, now=clock.now())
    with pytest.raises(MalformedToken):
        await identity.principal_for_api_token("sk-not-ours", now=clock.now())


async def test_an_unknown_role_is_refused(database: Database, clock: ManualClock) -> None:
    identity, user_id = await seeded(database, clock)
    with pytest.raises(NotFound):
        await identity.set_roles(user_id=user_id, role_names=["wizard"])
