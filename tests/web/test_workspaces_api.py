"""Workspaces and business context over HTTP: chats stamped with a workspace, the sidebar's filter, detaching on
delete, and the user > workspace > tenant > platform merge in the system prompt."""

from __future__ import annotations

import httpx

from deputy.core.conversations.workspaces import ContextScope
from deputy.llm.fake_upstream import FakeUpstream
from tests.web.chat_support import connect

from .context_support import ContextApi, ctx_api, new_chat, say, system_prompts, upstream

__all__ = ["ctx_api", "upstream"]


async def workspace(api: ContextApi, name: str) -> str:
    response = await api.client.post("/api/admin/workspaces", json={"name": name}, headers=api.auth("admin"))
    assert response.status_code == 201, response.text
    workspace_id: str = response.json()["id"]
    return workspace_id


async def test_the_sidebar_filters_by_workspace_and_deleting_a_workspace_detaches_its_chats(
    ctx_api: ContextApi,
) -> None:
    ops, sales = await workspace(ctx_api, "Ops"), await workspace(ctx_api, "Sales")
    in_ops = await new_chat(ctx_api, "ann", workspace_id=ops)
    await ctx_api.client.patch(
        f"/api/conversations/{in_ops['id']}", json={"title": "ops chat"}, headers=ctx_api.auth("ann")
    )
    in_sales = await new_chat(ctx_api, "ann", workspace_id=sales)
    await ctx_api.client.patch(
        f"/api/conversations/{in_sales['id']}", json={"title": "sales chat"}, headers=ctx_api.auth("ann")
    )
    anywhere = await new_chat(ctx_api, "ann")

    def ids(response: httpx.Response) -> list[str]:
        return [c["id"] for c in response.json()]

    filtered = await ctx_api.client.get(f"/api/conversations?workspace_id={ops}", headers=ctx_api.auth("ann"))
    everything = await ctx_api.client.get("/api/conversations", headers=ctx_api.auth("ann"))
    assert ids(filtered) == [in_ops["id"]]
    assert set(ids(everything)) == {in_ops["id"], in_sales["id"], anywhere["id"]}
    assert [w["name"] for w in (await ctx_api.client.get("/api/workspaces", headers=ctx_api.auth("bob"))).json()] == [
        "Ops",
        "Sales",
    ]

    deleted = await ctx_api.client.delete(f"/api/admin/workspaces/{ops}", headers=ctx_api.auth("admin"))

    assert deleted.json() == {"detached_conversations": 1}
    kept = await ctx_api.client.get(f"/api/conversations/{in_ops['id']}", headers=ctx_api.auth("ann"))
    assert kept.status_code == 200 and kept.json()["workspace_id"] is None and kept.json()["title"] == "ops chat"
    assert ids(await ctx_api.client.get(f"/api/conversations?workspace_id={ops}", headers=ctx_api.auth("ann"))) == []
    gone = await ctx_api.client.post("/api/conversations", json={"workspace_id": ops}, headers=ctx_api.auth("ann"))
    assert (gone.status_code, gone.json()["error"]) == (404, "unknown_workspace")


async def test_only_administrators_manage_workspaces_and_names_are_checked(ctx_api: ContextApi) -> None:
    refused = await ctx_api.client.post("/api/admin/workspaces", json={"name": "Mine"}, headers=ctx_api.auth("ann"))
    blank = await ctx_api.client.post("/api/admin/workspaces", json={"name": "  "}, headers=ctx_api.auth("admin"))
    await workspace(ctx_api, "Ops")
    twice = await ctx_api.client.post("/api/admin/workspaces", json={"name": "Ops"}, headers=ctx_api.auth("admin"))

    assert refused.status_code == 403
    assert (blank.status_code, blank.json()["error"], blank.json()["field"]) == (400, "invalid_workspace", "name")
    assert (twice.status_code, twice.json()["error"]) == (409, "workspace_exists")


async def test_business_context_merges_user_over_workspace_over_tenant_over_platform_per_key(
    ctx_api: ContextApi, upstream: FakeUpstream
) -> None:
    await connect(ctx_api, upstream)
    ops = await workspace(ctx_api, "Ops")
    admin, now = ctx_api.auth("admin"), ctx_api.runtime.clock.now()
    await ctx_api.runtime.stores.context.set_block(ContextScope.PLATFORM, "", "tone", "platform-tone", by=None, now=now)
    await ctx_api.runtime.stores.context.set_block(
        ContextScope.PLATFORM, "", "legal", "platform-legal", by=None, now=now
    )
    for scope, query, key, text in (
        ("tenant", "", "tone", "tenant-tone"),
        ("tenant", "", "customers", "tenant-customers"),
        ("workspace", f"?scope_id={ops}", "tone", "workspace-tone"),
        ("workspace", f"?scope_id={ops}", "customers", "workspace-customers"),
    ):
        response = await ctx_api.client.put(
            f"/api/admin/context/{scope}/{key}{query}", json={"text": text}, headers=admin
        )
        assert response.status_code == 200, response.text
    mine = await ctx_api.client.put("/api/me/context/tone", json={"text": "ann-tone"}, headers=ctx_api.auth("ann"))
    assert mine.status_code == 200
    in_ops = await new_chat(ctx_api, "ann", workspace_id=ops)
    elsewhere = await new_chat(ctx_api, "bob")
    upstream.add_turns({"text": "ok"}, {"text": "ok"})

    await say(ctx_api, "ann", in_ops["id"], "hello")
    await say(ctx_api, "bob", elsewhere["id"], "hello")

    ann, bob = system_prompts(upstream)
    assert "## Business context" in ann
    assert "### tone\nann-tone" in ann and "workspace-tone" not in ann and "tenant-tone" not in ann
    assert "### customers\nworkspace-customers" in ann and "### legal\nplatform-legal" in ann
    assert "### tone\ntenant-tone" in bob and "### customers\ntenant-customers" in bob
    assert "ann-tone" not in bob and "workspace-" not in bob


async def test_context_blocks_are_scrubbed_and_only_administrators_set_other_scopes(ctx_api: ContextApi) -> None:
    admin = ctx_api.auth("admin")
    stored = await ctx_api.client.put(
        "/api/admin/context/tenant/vendor", json={"text": "Vendor API key sk-proj-abcdefghijklmnop1234"}, headers=admin
    )
    refused = await ctx_api.client.put("/api/admin/context/tenant/x", json={"text": "y"}, headers=ctx_api.auth("ann"))
    bad_key = await ctx_api.client.put("/api/admin/context/tenant/Bad Key", json={"text": "y"}, headers=admin)
    foreign = await ctx_api.client.put(
        "/api/admin/context/workspace/x?scope_id=nope", json={"text": "y"}, headers=admin
    )
    platform = await ctx_api.client.put("/api/admin/context/platform/x", json={"text": "y"}, headers=admin)

    assert stored.json()["text"] == "Vendor API key [REDACTED]"
    assert refused.status_code == 403
    assert (bad_key.status_code, bad_key.json()["error"]) == (400, "invalid_context_key")
    assert (foreign.status_code, foreign.json()["error"]) == (404, "unknown_workspace")
    assert platform.status_code == 404  # a tenant's administrator never writes into every tenant's prompt
    listed = await ctx_api.client.get("/api/admin/context/tenant", headers=admin)
    assert [b["key"] for b in listed.json()] == ["vendor"]
