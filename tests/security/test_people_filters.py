"""The people filters of the admin lists (`principal=` an id, `user=` a username: `web.deps.principal_filter`).

A filter that looks a username up could answer a scoped token before its permissions are checked (telling it which
users exist), or tell an administrator of one tenant which usernames another tenant has. Neither: the token's narrowed
set is checked first (403, whatever the filter names), and a user of another tenant is as unknown as one that does not
exist (the same 404 and words), while an id of theirs filters to nothing.
"""

from __future__ import annotations

import pytest

from tests.web.conftest import Api

LISTS = ["/api/admin/proposals", "/api/admin/tokens"]


async def _scoped_admin_token(api: Api) -> str:
    """The seeded administrator's own token, narrowed to a permission the administrator holds (`*`)."""
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    admin = await identity.user_by_name("admin")
    assert admin is not None
    return (await identity.create_api_token(user_id=admin.id, now=now, scopes=["incidents.read"])).secret


async def _other_tenant_user(api: Api) -> str:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    tenant = await identity.ensure_tenant(slug="globex", name="Globex", now=now)
    await identity.ensure_role(tenant_id=tenant, name="member", permissions={"incidents.read"}, now=now)
    user_id = await identity.create_user(tenant_id=tenant, username="globex-user", role_names=["member"], now=now)
    await identity.create_api_token(user_id=user_id, now=now)  # something of theirs a filter could leak
    return user_id


@pytest.mark.parametrize("path", LISTS)
@pytest.mark.parametrize("params", [{"user": "operator"}, {"user": "nobody"}, {"principal": "x"}])
async def test_a_scoped_token_is_refused_before_the_filter_is_looked_up(
    api: Api, path: str, params: dict[str, str]
) -> None:
    token = await _scoped_admin_token(api)

    response = await api.client.get(path, params=params, headers={"Authorization": f"Bearer {token}"})

    assert (response.status_code, response.json()["error"]) == (403, "forbidden")


@pytest.mark.parametrize("path", LISTS)
async def test_another_tenants_user_is_as_unknown_as_none_and_their_id_filters_to_nothing(api: Api, path: str) -> None:
    theirs = await _other_tenant_user(api)

    by_name = await api.client.get(path, params={"user": "globex-user"}, headers=api.auth("admin"))
    unknown = await api.client.get(path, params={"user": "globex-nobody"}, headers=api.auth("admin"))
    by_id = await api.client.get(path, params={"principal": theirs}, headers=api.auth("admin"))

    assert (by_name.status_code, by_name.json()["error"]) == (unknown.status_code, unknown.json()["error"])
    assert by_name.json()["message"].replace("globex-user", "?") == unknown.json()["message"].replace(
        "globex-nobody", "?"
    )
    assert (by_id.status_code, by_id.json()) == (200, [])
