"""The chat-context stores on both engines: detaching on workspace delete, owner-scoped notes and skills,
scrubbed writes, and the blocks a turn reads."""

from __future__ import annotations

import pytest

from deputy.core.clock import ManualClock
from deputy.core.conversations.workspaces import ContextScope, ContextTarget
from deputy.core.identity.principal import Principal
from deputy.errors import NotFound
from deputy.store import Database, Stores

ANN = Principal.user("ann-id", tenant_id="t1", name="ann")
BOB = Principal.user("bob-id", tenant_id="t1", name="bob")


async def test_deleting_a_workspace_keeps_its_conversations_and_clears_their_workspace(
    database: Database, clock: ManualClock
) -> None:
    stores, now = Stores.open(database), clock.now()
    ops = await stores.workspaces.create(tenant_id="t1", name="Ops", by=None, now=now)
    chat = await stores.conversations.create(ANN, now=now)
    await stores.context.stamp(ANN, chat.id, workspace_id=ops.id)
    await stores.context.set_block(ContextScope.WORKSPACE, ops.id, "tone", "calm", by=None, now=now)

    detached = await stores.workspaces.delete(tenant_id="t1", workspace_id=ops.id)

    assert detached == 1
    assert (await stores.conversations.get(ANN, chat.id)).workspace_id is None
    assert await stores.context.blocks(ContextScope.WORKSPACE, ops.id) == []
    assert await stores.workspaces.list(tenant_id="t1") == []


async def test_a_workspace_of_another_tenant_is_not_found(database: Database, clock: ManualClock) -> None:
    stores = Stores.open(database)
    other = await stores.workspaces.create(tenant_id="t2", name="Theirs", by=None, now=clock.now())

    with pytest.raises(NotFound) as seen:
        await stores.workspaces.get(tenant_id="t1", workspace_id=other.id)
    with pytest.raises(NotFound):
        await stores.workspaces.delete(tenant_id="t1", workspace_id=other.id)

    assert seen.value.code == "unknown_workspace"
    assert [w.name for w in await stores.workspaces.list(tenant_id="t2")] == ["Theirs"]


async def test_notes_are_scrubbed_and_only_ever_read_by_their_owner(database: Database, clock: ManualClock) -> None:
    stores, now = Stores.open(database), clock.now()
    kept = await stores.memories.add(
        ANN,
        content="Deploy key ghp_abcdefghijklmnopqrstuvwxyz0123456789",
        always_inject=True,
        conversation_id=None,
        now=now,
    )
    await stores.memories.add(ANN, content="Likes tables", always_inject=False, conversation_id=None, now=now)

    assert "ghp_" not in kept.content and "[REDACTED]" in kept.content
    assert [m.content for m in await stores.memories.always_injected(ANN)] == [kept.content]
    assert await stores.memories.list_for(BOB) == [] and await stores.memories.always_injected(BOB) == []
    with pytest.raises(NotFound):
        await stores.memories.delete(BOB, kept.id)
    assert len(await stores.memories.list_for(ANN)) == 2


async def test_a_turn_reads_the_blocks_of_its_own_four_scopes_only(database: Database, clock: ManualClock) -> None:
    stores, now = Stores.open(database), clock.now()
    for scope, owner in (
        (ContextScope.PLATFORM, ""),
        (ContextScope.TENANT, "t1"),
        (ContextScope.TENANT, "t2"),
        (ContextScope.WORKSPACE, "w1"),
        (ContextScope.USER, ANN.id),
        (ContextScope.USER, BOB.id),
    ):
        await stores.context.set_block(scope, owner, "k", f"{scope.value}:{owner}", by=None, now=now)
    await stores.context.set_block(ContextScope.USER, ANN.id, "k", "replaced", by=None, now=now)

    blocks = await stores.context.blocks_for(ContextTarget(user_id=ANN.id, tenant_id="t1", workspace_id="w1"))

    assert sorted(b.text for b in blocks) == ["platform:", "replaced", "tenant:t1", "workspace:w1"]


async def test_skills_are_owner_scoped_and_names_unique_per_owner(database: Database, clock: ManualClock) -> None:
    stores, now = Stores.open(database), clock.now()
    mine = await stores.skills.create(ANN, name="Terse", description="", preamble="Be terse.", now=now)
    theirs = await stores.skills.create(BOB, name="Terse", description="", preamble="Be brief.", now=now)

    assert await stores.skills.get(BOB, mine.id) is None
    assert [s.id for s in await stores.skills.list_for(ANN)] == [mine.id]
    assert (await stores.skills.update(BOB, theirs.id, now=now, preamble="Shorter.")).preamble == "Shorter."
