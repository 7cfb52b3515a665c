from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from deputy.core.clock import ManualClock
from deputy.core.identity.sessions import LoginLimits, SessionTerms
from deputy.errors import AuthError, DeputyError, SessionExpired, TooManyLoginAttempts
from deputy.store import Database, Stores
from deputy.store.identity.sessions import SignedIn, SqlSessionStore

PASSWORD = "correct horse battery staple"
TERMS = SessionTerms(idle=timedelta(hours=12), lifetime=timedelta(days=7))
LIMITS = LoginLimits(per_username=3, per_client=5, window=timedelta(minutes=15))


@pytest.fixture
async def stores(database: Database, clock: ManualClock) -> Stores:
    stores = Stores.open(database)
    identity, now = stores.identity, clock.now()
    tenant = await identity.ensure_tenant(slug="acme", name="Acme Ops", now=now)
    await identity.ensure_role(tenant_id=tenant, name="operator", permissions={"incidents.read"}, now=now)
    for name in ("alice", "bob"):
        await identity.create_user(
            tenant_id=tenant,
            username=name,
            password=PASSWORD,
            display_name=name.title(),
            role_names=["operator"],
            now=now,
        )
    return stores


async def login(
    sessions: SqlSessionStore,
    clock: ManualClock,
    *,
    username: str = "alice",
    password: str = PASSWORD,
    client: str = "10.0.0.1",
    terms: SessionTerms = TERMS,
) -> SignedIn:
    return await sessions.login(
        username=username, password=password, client=client, now=clock.now(), terms=terms, limits=LIMITS
    )


async def failed_login(
    sessions: SqlSessionStore,
    clock: ManualClock,
    *,
    username: str = "alice",
    password: str = PASSWORD,
    client: str = "10.0.0.1",
) -> DeputyError:
    with pytest.raises(DeputyError) as caught:
        await login(sessions, clock, username=username, password=password, client=client)
    return caught.value


async def test_a_login_opens_a_session_that_resolves_to_the_users_live_principal(
    stores: Stores, clock: ManualClock
) -> None:
    signed_in = await login(stores.sessions, clock)

    principal = await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())

    assert (principal.name, principal.roles, principal.scopes) == ("alice", ("operator",), None)
    assert principal.permissions == {"incidents.read"}
    assert signed_in.expires_at == clock.now() + TERMS.lifetime


async def test_a_role_change_reaches_an_open_session_on_its_next_request(stores: Stores, clock: ManualClock) -> None:
    signed_in = await login(stores.sessions, clock)

    await stores.identity.set_roles(user_id=signed_in.principal.id, role_names=[])
    principal = await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())

    assert principal.permissions == frozenset()


async def test_the_raw_session_token_is_never_stored(stores: Stores, clock: ManualClock, database: Database) -> None:
    signed_in = await login(stores.sessions, clock)
    await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())

    async with database.engine.connect() as conn:
        rows = (await conn.exec_driver_sql("SELECT * FROM web_sessions")).all()

    assert len(rows) == 1
    assert signed_in.session.secret not in repr(rows)
    assert signed_in.session.token_hash in repr(rows)


async def test_a_wrong_password_an_unknown_user_and_a_disabled_user_get_the_same_answer(
    stores: Stores, clock: ManualClock
) -> None:
    bob = await stores.identity.user_by_name("bob")
    assert bob is not None
    await stores.identity.set_active(user_id=bob.id, active=False)

    answers = [
        await failed_login(stores.sessions, clock, password="wrong"),
        await failed_login(stores.sessions, clock, username="nobody"),
        await failed_login(stores.sessions, clock, username="bob"),
    ]

    assert {(type(a), a.code, a.message) for a in answers} == {
        (AuthError, "invalid_credentials", "Wrong username or password.")
    }


async def test_too_many_failures_refuse_even_the_right_password_until_the_window_moves_on(
    stores: Stores, clock: ManualClock
) -> None:
    for _ in range(LIMITS.per_username):
        assert (await failed_login(stores.sessions, clock, password="wrong")).code == "invalid_credentials"
        clock.advance(timedelta(minutes=1))

    refused = await failed_login(stores.sessions, clock)

    assert isinstance(refused, TooManyLoginAttempts)
    assert refused.retry_after == (LIMITS.window - timedelta(minutes=3)).total_seconds()
    clock.advance(timedelta(seconds=refused.retry_after))
    assert (await login(stores.sessions, clock)).principal.name == "alice"


async def test_the_username_limit_ignores_case_and_does_not_lock_out_other_users(
    stores: Stores, clock: ManualClock
) -> None:
    for name in ("alice", "ALICE", "Alice"):
        await failed_login(stores.sessions, clock, username=name, password="wrong", client=f"10.0.0.{len(name)}")

    assert isinstance(await failed_login(stores.sessions, clock, client="10.9.9.9"), TooManyLoginAttempts)
    assert (await login(stores.sessions, clock, username="bob")).principal.name == "bob"


async def test_one_client_guessing_many_usernames_is_limited_per_address(stores: Stores, clock: ManualClock) -> None:
    for index in range(LIMITS.per_client):
        await failed_login(stores.sessions, clock, username=f"guess{index}", password="wrong")

    refused = await failed_login(stores.sessions, clock, username="bob")
    other_client = await login(stores.sessions, clock, username="bob", client="10.0.0.2")

    assert isinstance(refused, TooManyLoginAttempts)
    assert other_client.principal.name == "bob"


async def test_successful_logins_do_not_count_towards_the_limit(stores: Stores, clock: ManualClock) -> None:
    for _ in range(LIMITS.per_username * 2):
        await login(stores.sessions, clock)

    assert (await failed_login(stores.sessions, clock, password="wrong")).code == "invalid_credentials"


async def test_concurrent_guesses_cannot_overshoot_the_limit(stores: Stores, clock: ManualClock) -> None:
    attempts = [login(stores.sessions, clock, password=f"wrong{i}") for i in range(8)]

    outcomes = await asyncio.gather(*attempts, return_exceptions=True)

    codes = sorted(o.code for o in outcomes if isinstance(o, DeputyError))
    assert codes == ["invalid_credentials"] * LIMITS.per_username + ["too_many_login_attempts"] * 5


async def test_a_session_slides_while_used_and_ends_after_the_idle_timeout(stores: Stores, clock: ManualClock) -> None:
    token = (await login(stores.sessions, clock)).session.secret

    for _ in range(3):
        clock.advance(timedelta(hours=11))
        await stores.sessions.principal_for_session(token, now=clock.now())
    clock.advance(TERMS.idle)

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(token, now=clock.now())


async def test_a_session_ends_at_its_absolute_lifetime_however_busy(stores: Stores, clock: ManualClock) -> None:
    token = (await login(stores.sessions, clock)).session.secret
    used_until = clock.now() + TERMS.lifetime - timedelta(hours=1)

    while clock.now() < used_until:
        await stores.sessions.principal_for_session(token, now=clock.now())
        clock.advance(timedelta(hours=6))

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(token, now=clock.now())


async def test_each_session_keeps_the_idle_timeout_it_was_opened_with(stores: Stores, clock: ManualClock) -> None:
    short = SessionTerms(idle=timedelta(minutes=5), lifetime=timedelta(days=1))
    token = (await login(stores.sessions, clock, terms=short)).session.secret

    clock.advance(timedelta(minutes=6))

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(token, now=clock.now())


async def test_a_revoked_session_is_expired_and_revoking_twice_is_harmless(stores: Stores, clock: ManualClock) -> None:
    token = (await login(stores.sessions, clock)).session.secret
    other = (await login(stores.sessions, clock)).session.secret

    assert await stores.sessions.revoke(token, now=clock.now())
    assert not await stores.sessions.revoke(token, now=clock.now())

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(token, now=clock.now())
    assert (await stores.sessions.principal_for_session(other, now=clock.now())).name == "alice"


async def test_logging_out_everywhere_ends_every_session_of_that_user_only(stores: Stores, clock: ManualClock) -> None:
    first = await login(stores.sessions, clock)
    second = await login(stores.sessions, clock)
    bob = await login(stores.sessions, clock, username="bob")

    assert await stores.sessions.revoke_all(user_id=first.principal.id, now=clock.now()) == 2

    for signed_in in (first, second):
        with pytest.raises(SessionExpired):
            await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())
    assert (await stores.sessions.principal_for_session(bob.session.secret, now=clock.now())).name == "bob"


async def test_a_disabled_users_session_ends_at_once_and_stays_ended(stores: Stores, clock: ManualClock) -> None:
    signed_in = await login(stores.sessions, clock)

    await stores.identity.set_active(user_id=signed_in.principal.id, active=False)
    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())
    await stores.identity.set_active(user_id=signed_in.principal.id, active=True)

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())


async def test_a_deleted_users_session_ends(stores: Stores, clock: ManualClock, database: Database) -> None:
    signed_in = await login(stores.sessions, clock)

    async with database.transaction() as conn:
        await conn.exec_driver_sql(f"DELETE FROM users WHERE id = '{signed_in.principal.id}'")

    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(signed_in.session.secret, now=clock.now())


@pytest.mark.parametrize("token", ["", "dpt_an-api-token", "dps_never-issued", "dps_" + "x" * 300])
async def test_a_value_that_is_not_a_live_session_is_expired(stores: Stores, clock: ManualClock, token: str) -> None:
    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(token, now=clock.now())


async def test_the_account_shows_display_name_and_tenant(stores: Stores, clock: ManualClock) -> None:
    signed_in = await login(stores.sessions, clock)

    account = await stores.sessions.account(signed_in.principal.id)

    assert (account.username, account.display_name, account.tenant_slug, account.tenant_name) == (
        "alice",
        "Alice",
        "acme",
        "Acme Ops",
    )


async def test_pruning_deletes_ended_sessions_and_old_login_failures_only(
    stores: Stores, clock: ManualClock, database: Database
) -> None:
    short = SessionTerms(idle=timedelta(minutes=5), lifetime=timedelta(hours=1))
    ended = (await login(stores.sessions, clock, terms=short)).session.secret
    kept = (await login(stores.sessions, clock)).session.secret
    await failed_login(stores.sessions, clock, password="wrong")
    clock.advance(timedelta(hours=2))

    assert await stores.sessions.prune(before=clock.now()) == 1

    async with database.engine.connect() as conn:
        left = (await conn.exec_driver_sql("SELECT count(*) FROM rate_events WHERE key LIKE 'login:%'")).scalar()
    assert left == 0
    with pytest.raises(SessionExpired):
        await stores.sessions.principal_for_session(ended, now=clock.now())
    assert (await stores.sessions.principal_for_session(kept, now=clock.now())).name == "alice"


async def second_handle(database: Database) -> Database:
    """Another engine and pool on the same data, as another pod would have."""
    if database.is_sqlite:
        return Database(database.url)
    async with database.engine.connect() as conn:
        schema = (await conn.exec_driver_sql("SELECT current_schema()")).scalar()
    return Database(database.url, search_path=str(schema))


async def test_two_pods_share_the_login_limit_and_the_sessions(
    stores: Stores, clock: ManualClock, database: Database
) -> None:
    other = await second_handle(database)
    try:
        pods = [stores.sessions, Stores.open(other).sessions]
        guesses = [login(pods[i % 2], clock, password=f"wrong{i}") for i in range(6)]
        outcomes = await asyncio.gather(*guesses, return_exceptions=True)
        clock.advance(LIMITS.window)
        signed_in = await login(pods[0], clock)
        await pods[1].revoke(signed_in.session.secret, now=clock.now())

        with pytest.raises(SessionExpired):
            await pods[0].principal_for_session(signed_in.session.secret, now=clock.now())
    finally:
        await other.dispose()

    codes = sorted(o.code for o in outcomes if isinstance(o, DeputyError))
    assert codes == ["invalid_credentials"] * LIMITS.per_username + ["too_many_login_attempts"] * 3
