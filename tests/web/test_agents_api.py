"""`/api/admin/agents` and `/api/agents`: who manages agents, what is validated, and what the picker shows."""

from __future__ import annotations

from typing import Any

from .conftest import Api


async def create(api: Api, who: str = "admin", **fields: Any) -> Any:
    body = {"slug": "triage", "name": "Triage", **fields}
    return await api.client.post("/api/admin/agents", json=body, headers=api.auth(who))


async def manager_token(api: Api) -> dict[str, str]:
    """A user whose role holds `agents.manage` (and nothing else)."""
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    admin = await identity.user_by_name("admin")
    assert admin is not None
    await identity.ensure_role(tenant_id=admin.tenant_id, name="agent-admin", permissions={"agents.manage"}, now=now)
    user_id = await identity.create_user(
        tenant_id=admin.tenant_id, username="curator", role_names=["agent-admin"], now=now
    )
    return {"Authorization": f"Bearer {(await identity.create_api_token(user_id=user_id, now=now)).secret}"}


async def test_an_administrator_creates_reads_updates_and_deletes_an_agent(api: Api) -> None:
    created = await create(
        api, description="Sorts incidents", system_prompt="Be terse.", tools=["list_incidents"], lazy_tools=True
    )
    assert created.status_code == 201, created.text
    agent = created.json()
    assert (agent["slug"], agent["tools"], agent["lazy_tools"], agent["system_owned"]) == (
        "triage",
        ["list_incidents"],
        True,
        False,
    )

    changed = await api.client.patch(
        f"/api/admin/agents/{agent['id']}", json={"tools": None, "enabled": False}, headers=api.auth("admin")
    )
    assert (changed.json()["tools"], changed.json()["enabled"]) == (None, False)
    assert (await api.client.get(f"/api/admin/agents/{agent['id']}", headers=api.auth("admin"))).json()[
        "enabled"
    ] is False

    deleted = await api.client.delete(f"/api/admin/agents/{agent['id']}", headers=api.auth("admin"))
    assert deleted.status_code == 204
    gone = await api.client.get(f"/api/admin/agents/{agent['id']}", headers=api.auth("admin"))
    assert (gone.status_code, gone.json()["error"]) == (404, "unknown_agent")


async def test_a_user_without_agents_manage_may_not_manage_agents(api: Api) -> None:
    refused = await create(api, who="operator")
    listing = await api.client.get("/api/admin/agents", headers=api.auth("operator"))

    assert (refused.status_code, refused.json()["error"]) == (403, "forbidden")
    assert listing.status_code == 403


async def test_an_agents_manage_holder_manages_their_tenants_agents_but_not_system_ones(api: Api) -> None:
    curator = await manager_token(api)
    own = await api.client.post("/api/admin/agents", json={"slug": "mine", "name": "Mine"}, headers=curator)
    system = await api.client.post(
        "/api/admin/agents", json={"slug": "global", "name": "Global", "owner": "system"}, headers=curator
    )
    by_admin = await create(api, slug="platform", owner="system")
    edit = await api.client.patch(
        f"/api/admin/agents/{by_admin.json()['id']}", json={"name": "Mine now"}, headers=curator
    )

    assert own.status_code == 201
    assert (system.status_code, system.json()["error"]) == (403, "forbidden")
    assert edit.status_code == 403


async def test_bad_agent_input_is_refused_with_the_field_named(api: Api) -> None:
    bad_slug = await create(api, slug="Not A Slug")
    unknown_tool = await create(api, tools=["list_incidents", "launch_rockets"])
    blank_name = await create(api, name="   ")
    unknown_connection = await create(api, connection_id="nope")
    first, duplicate = await create(api, slug="dup"), await create(api, slug="dup")

    assert (bad_slug.status_code, bad_slug.json()["field"]) == (400, "slug")
    assert (unknown_tool.status_code, unknown_tool.json()["unknown"]) == (400, ["launch_rockets"])
    assert (blank_name.status_code, blank_name.json()["error"]) == (400, "invalid_agent")
    assert (unknown_connection.status_code, unknown_connection.json()["error"]) == (404, "unknown_connection")
    assert first.status_code == 201
    assert (duplicate.status_code, duplicate.json()["error"]) == (409, "agent_conflict")


async def test_making_an_agent_primary_demotes_the_previous_primary_of_its_scope(api: Api) -> None:
    first = (await create(api, slug="first", primary=True)).json()
    second = (await create(api, slug="second")).json()
    system = (await create(api, slug="system-one", owner="system", primary=True)).json()

    await api.client.patch(f"/api/admin/agents/{second['id']}", json={"primary": True}, headers=api.auth("admin"))
    listing = (await api.client.get("/api/admin/agents", headers=api.auth("admin"))).json()

    assert {a["slug"]: a["primary"] for a in listing} == {"first": False, "second": True, "system-one": True}
    assert first["id"] != system["id"]


async def test_the_picker_lists_enabled_agents_with_the_default_marked_and_no_prompts(api: Api) -> None:
    await create(api, slug="helper", system_prompt="secret sauce")
    await create(api, slug="triage", primary=True)
    await create(api, slug="off", enabled=False)

    listing = (await api.client.get("/api/agents", headers=api.auth("viewer"))).json()

    assert sorted((a["slug"], a["is_default"]) for a in listing) == [("helper", False), ("triage", True)]
    assert all("system_prompt" not in a for a in listing)


async def test_a_tenant_agent_shadows_a_system_agent_of_the_same_slug(api: Api) -> None:
    await create(api, slug="helper", name="System helper", owner="system")
    await create(api, slug="helper", name="Our helper")

    listing = (await api.client.get("/api/agents", headers=api.auth("viewer"))).json()
    everything = (await api.client.get("/api/admin/agents", headers=api.auth("admin"))).json()

    assert [a["name"] for a in listing] == ["Our helper"]
    assert sorted(a["name"] for a in everything) == ["Our helper", "System helper"]
