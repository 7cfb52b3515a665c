"""Memory (`remember` / `recall`, always-inject notes, scrubbed, never another user's) and skills (built-in and
user-defined presets whose preamble survives into the forced final answer)."""

from __future__ import annotations

from deputy.core.chat.agent_loop import FINAL_ANSWER_INSTRUCTION
from deputy.llm.fake_upstream import FakeUpstream
from tests.web.chat_support import approval_body, chunks, connect, only, types

from .context_support import ContextApi, ctx_api, new_chat, say, system_prompts, upstream

__all__ = ["ctx_api", "upstream"]

NOTE = "Ann wants every time shown in UTC"


async def test_a_remembered_note_is_injected_for_its_owner_only_and_never_for_another_user(
    ctx_api: ContextApi, upstream: FakeUpstream
) -> None:
    await connect(ctx_api, upstream)
    anns = await new_chat(ctx_api, "ann", permission_mode="auto")
    bobs = await new_chat(ctx_api, "bob")
    upstream.add_turns(
        {"tool_calls": [{"name": "remember", "arguments": {"content": NOTE, "always_inject": True}, "id": "r1"}]},
        {"text": "Noted."},
        {"text": "It is 10:00 UTC."},
        {"tool_calls": [{"name": "recall", "arguments": {"query": "time UTC"}, "id": "c1"}]},
        {"text": "I have no notes about that."},
    )

    asked = await say(ctx_api, "ann", anns["id"], "Remember that I want times in UTC")
    # Even in auto mode an always-inject note waits for its card (issue 35, finding 8); Ann confirms it.
    approval = only(asked, "tool-approval-request")["approvalId"]
    body = approval_body(anns["id"], asked[0]["messageId"], "r1", approval, True)
    body["messages"][0]["parts"][0]["type"] = "tool-remember"
    saved = chunks(await ctx_api.client.post("/api/chat", json=body, headers=ctx_api.auth("ann")))
    await ctx_api.runtime.chat.wait_idle()
    await say(ctx_api, "ann", anns["id"], "What time is it?")
    recalled = await say(ctx_api, "bob", bobs["id"], "What do you know about my time zone?")

    assert only(saved, "tool-output-available")["output"]["status"] == "applied"
    (note,) = (await ctx_api.client.get("/api/memories", headers=ctx_api.auth("ann"))).json()
    assert note["content"] == NOTE and note["always_inject"]
    prompts = system_prompts(upstream)
    assert "## Memory" in prompts[2] and "Ann wants every time shown in UTC" in prompts[2]
    assert all("Ann wants" not in p for p in prompts[3:])  # bob's turn: neither injected ...
    assert only(recalled, "tool-output-available")["output"]["notes"] == []  # ... nor recalled
    assert (await ctx_api.client.get("/api/memories", headers=ctx_api.auth("bob"))).json() == []
    stranger = await ctx_api.client.delete(f"/api/memories/{note['id']}", headers=ctx_api.auth("bob"))
    assert (stranger.status_code, stranger.json()["error"]) == (404, "unknown_memory")
    assert (await ctx_api.client.delete(f"/api/memories/{note['id']}", headers=ctx_api.auth("ann"))).status_code == 204
    assert (await ctx_api.client.get("/api/memories", headers=ctx_api.auth("ann"))).json() == []


async def test_in_approve_mode_a_note_is_saved_only_after_the_user_confirms_it(
    ctx_api: ContextApi, upstream: FakeUpstream
) -> None:
    await connect(ctx_api, upstream)
    chat = await new_chat(ctx_api, "ann")
    upstream.add_turns(
        {"tool_calls": [{"name": "remember", "arguments": {"content": "Ann is on the payments team"}, "id": "r1"}]},
    )

    stream = await say(ctx_api, "ann", chat["id"], "Remember my team")

    assert "tool-approval-request" in types(stream)
    assert (await ctx_api.client.get("/api/memories", headers=ctx_api.auth("ann"))).json() == []


async def test_a_note_carrying_a_secret_is_refused_as_tool_arguments_and_scrubbed_when_added_by_hand(
    ctx_api: ContextApi, upstream: FakeUpstream
) -> None:
    await connect(ctx_api, upstream)
    chat = await new_chat(ctx_api, "ann", permission_mode="auto")
    secret = "My vendor login is password=hunter2secret"
    upstream.add_turns(
        {"tool_calls": [{"name": "remember", "arguments": {"content": secret}, "id": "r1"}]}, {"text": "I can't."}
    )

    stream = await say(ctx_api, "ann", chat["id"], "Remember my vendor login")
    added = await ctx_api.client.post("/api/memories", json={"content": secret}, headers=ctx_api.auth("ann"))

    assert "tool-output-error" in types(stream)
    (note,) = (await ctx_api.client.get("/api/memories", headers=ctx_api.auth("ann"))).json()
    assert note["id"] == added.json()["id"] and note["content"] == "My vendor login is password=[REDACTED]"


async def test_notes_are_listed_added_and_checked_through_the_api(ctx_api: ContextApi) -> None:
    ann = ctx_api.auth("ann")
    added = await ctx_api.client.post(
        "/api/memories", json={"content": "Likes tables", "always_inject": True}, headers=ann
    )
    empty = await ctx_api.client.post("/api/memories", json={"content": " "}, headers=ann)

    assert added.status_code == 201 and added.json()["content"] == "Likes tables"
    assert (empty.status_code, empty.json()["error"]) == (400, "invalid_memory")
    assert [m["content"] for m in (await ctx_api.client.get("/api/memories", headers=ann)).json()] == ["Likes tables"]


async def test_a_skills_preamble_is_in_the_prompt_and_survives_into_the_forced_final_answer(
    ctx_api: ContextApi, upstream: FakeUpstream
) -> None:
    await connect(ctx_api, upstream)
    ann = ctx_api.auth("ann")
    skill = await ctx_api.client.post(
        "/api/skills", json={"name": "Pirate", "preamble": "Talk like a pirate.", "description": "Arr"}, headers=ann
    )
    assert skill.status_code == 201
    chat = await new_chat(ctx_api, "ann")
    activated = await ctx_api.client.put(
        f"/api/conversations/{chat['id']}/skill", json={"skill_id": skill.json()["id"]}, headers=ann
    )
    assert activated.status_code == 200
    # max_steps=2: the model calls a tool, and the second (last) step is the forced final answer.
    upstream.add_turns(
        {"tool_calls": [{"name": "list_incidents", "arguments": {"status": "open"}, "id": "l1"}]},
        {"text": "Arr, no open incidents."},
    )

    await say(ctx_api, "ann", chat["id"], "Any open incidents?")

    first, final = system_prompts(upstream)
    assert "## Active skill: Pirate\nTalk like a pirate." in first
    tail = final[final.index(FINAL_ANSWER_INSTRUCTION) :]
    assert tail.endswith("Keep following the active skill (Pirate): Talk like a pirate.")
    assert upstream.requests[-1].body.get("tools") in (None, [])


async def test_skills_are_listed_and_another_users_skill_cannot_be_used_or_changed(ctx_api: ContextApi) -> None:
    ann, bob = ctx_api.auth("ann"), ctx_api.auth("bob")
    mine = (
        await ctx_api.client.post("/api/skills", json={"name": "Terse", "preamble": "Be terse."}, headers=ann)
    ).json()
    bobs_chat = await new_chat(ctx_api, "bob")

    listed = (await ctx_api.client.get("/api/skills", headers=bob)).json()
    stolen = await ctx_api.client.put(
        f"/api/conversations/{bobs_chat['id']}/skill", json={"skill_id": mine["id"]}, headers=bob
    )
    edited = await ctx_api.client.patch(f"/api/skills/{mine['id']}", json={"name": "Mine now"}, headers=bob)
    builtin = await ctx_api.client.delete("/api/skills/concise", headers=ann)
    duplicate = await ctx_api.client.post("/api/skills", json={"name": "Terse", "preamble": "x"}, headers=ann)
    concise = await ctx_api.client.put(
        f"/api/conversations/{bobs_chat['id']}/skill", json={"skill_id": "concise"}, headers=bob
    )

    assert [s["id"] for s in listed] == ["concise", "incident-commander", "postmortem"]
    assert (stolen.status_code, stolen.json()["error"]) == (404, "unknown_skill")
    assert (edited.status_code, builtin.status_code) == (404, 404)
    assert (duplicate.status_code, duplicate.json()["error"]) == (409, "skill_exists")
    assert concise.status_code == 200
    detail = await ctx_api.client.get(f"/api/conversations/{bobs_chat['id']}", headers=bob)
    assert detail.json()["skill_id"] == "concise"
