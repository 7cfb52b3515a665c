"""Edit and regenerate keep versions a user steps through (`versions` on a transcript message, `POST …/select`),
the next turn answers from the chosen branch; and a vote comes back with the transcript after a reload."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from deputy.core.clock import ManualClock
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from deputy.store import Database
from deputy.store.engine.migrate import upgrade

from .chat_support import TITLE_RULE, connect, conversation, last_answer_request, owner_of, user_body
from .conftest import Api


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE_RULE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def send(api: Api, conversation_id: str, text: str, message_id: str, **extra: Any) -> None:
    """One turn, a second after the one before (a branch is what one edit or regenerate hid at one moment)."""
    clock = api.runtime.clock
    assert isinstance(clock, ManualClock)
    clock.advance(timedelta(seconds=1))
    body = user_body(conversation_id, text, message_id=message_id, **extra)
    response = await api.client.post("/api/chat", json=body, headers=api.auth("operator"))
    assert response.status_code == 200, response.text
    await api.runtime.chat.wait_idle()


async def regenerate(api: Api, conversation_id: str) -> None:
    await send(api, conversation_id, "", "ignored", trigger="regenerate-message")


async def transcript(api: Api, conversation_id: str, who: str = "operator") -> list[dict[str, Any]]:
    response = await api.client.get(f"/api/conversations/{conversation_id}", headers=api.auth(who))
    assert response.status_code == 200, response.text
    messages: list[dict[str, Any]] = response.json()["messages"]
    return messages


async def select(api: Api, conversation_id: str, message_id: str, who: str = "operator") -> int:
    path = f"/api/conversations/{conversation_id}/messages/{message_id}/select"
    return (await api.client.post(path, headers=api.auth(who))).status_code


def contents(messages: list[dict[str, Any]]) -> list[str]:
    return [m["content"] for m in messages]


async def test_regenerated_answers_are_versions_and_the_chosen_one_is_what_the_next_turn_reads(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "First."}, {"text": "Second."}, {"text": "Third."}, {"text": "Next."})
    conv = await conversation(api)
    await send(api, conv.id, "Hi", "u1")
    await regenerate(api, conv.id)
    await regenerate(api, conv.id)

    shown = await transcript(api, conv.id)
    assert contents(shown) == ["Hi", "Third."]
    versions = shown[1]["versions"]
    assert versions["index"] == 2 and len(versions["ids"]) == 3 and shown[0]["versions"] is None

    assert await select(api, conv.id, versions["ids"][0]) == 204
    shown = await transcript(api, conv.id)
    assert contents(shown) == ["Hi", "First."]
    assert shown[1]["versions"] == {"ids": versions["ids"], "index": 0}

    await send(api, conv.id, "And then?", "u2")
    assert contents(last_answer_request(upstream)[1:-1]) == ["Hi", "First.", "And then?"]


async def test_an_edit_is_a_version_of_the_question_and_switching_brings_back_its_whole_branch(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "About Paris."}, {"text": "Then Lyon."}, {"text": "About Oslo."})
    conv = await conversation(api)
    await send(api, conv.id, "Tell me about Paris", "u1")
    await send(api, conv.id, "And Lyon?", "u2")
    original = (await transcript(api, conv.id))[0]["id"]
    await send(api, conv.id, "Tell me about Oslo", "u1", messageId=original)

    edited = await transcript(api, conv.id)
    assert contents(edited) == ["Tell me about Oslo", "About Oslo."]
    assert edited[0]["versions"] == {"ids": [original, edited[0]["id"]], "index": 1}

    assert await select(api, conv.id, original) == 204
    back = await transcript(api, conv.id)
    assert contents(back) == ["Tell me about Paris", "About Paris.", "And Lyon?", "Then Lyon."]
    assert back[0]["versions"] == {"ids": [original, edited[0]["id"]], "index": 0}

    assert await select(api, conv.id, edited[0]["id"]) == 204
    assert contents(await transcript(api, conv.id)) == ["Tell me about Oslo", "About Oslo."]


async def test_a_branch_hidden_inside_a_version_stays_hidden_when_that_version_comes_back(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "A1."}, {"text": "A1 again."}, {"text": "B1."})
    conv = await conversation(api)
    await send(api, conv.id, "Q", "u1")
    await regenerate(api, conv.id)  # "A1." is now a hidden version inside the "Q" branch
    question = (await transcript(api, conv.id))[0]["id"]
    await send(api, conv.id, "Other Q", "u1", messageId=question)

    assert await select(api, conv.id, question) == 204

    shown = await transcript(api, conv.id)
    assert contents(shown) == ["Q", "A1 again."]
    assert shown[1]["versions"]["index"] == 1


async def test_selecting_refuses_what_is_not_a_version_here(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "One."}, {"text": "Two."}, {"text": "Elsewhere."})
    conv = await conversation(api)
    await send(api, conv.id, "Hi", "u1")
    await regenerate(api, conv.id)
    other = await conversation(api)
    await send(api, other.id, "Hey", "u1")
    shown = await transcript(api, conv.id)
    elsewhere = (await transcript(api, other.id))[1]["id"]

    assert await select(api, conv.id, shown[1]["id"]) == 204  # already current: nothing changes
    assert contents(await transcript(api, conv.id)) == ["Hi", "Two."]
    assert await select(api, conv.id, elsewhere) == 404
    assert await select(api, conv.id, "0" * 32) == 404
    assert await select(api, conv.id, shown[1]["versions"]["ids"][0], who="viewer") == 404  # not their chat
    assert await select(api, conv.id, "bad id") in (400, 404, 422)


async def test_switching_while_an_answer_is_written_is_refused(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "One."}, {"text": "Two."})
    conv = await conversation(api)
    await send(api, conv.id, "Hi", "u1")
    await regenerate(api, conv.id)
    first = (await transcript(api, conv.id))[1]["versions"]["ids"][0]
    await api.runtime.stores.conversations.set_active_turn(conv.id, "t" * 32)

    path = f"/api/conversations/{conv.id}/messages/{first}/select"
    response = await api.client.post(path, headers=api.auth("operator"))

    assert (response.status_code, response.json()["error"]) == (409, "turn_running")


async def test_a_summary_of_the_branch_left_is_dropped(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "One."}, {"text": "Two."})
    conv = await conversation(api)
    await send(api, conv.id, "Hi", "u1")
    await regenerate(api, conv.id)
    shown = await transcript(api, conv.id)
    await api.runtime.stores.summaries.set_summary(conv.id, "They said Two.", through_seq=10, after=None)

    assert await select(api, conv.id, shown[1]["versions"]["ids"][0]) == 204

    stored = await api.runtime.stores.conversations.get(await owner_of(api), conv.id)
    assert (stored.summary, stored.summarized_through_seq) == (None, None)


async def test_a_vote_with_its_category_and_comment_comes_back_with_the_transcript(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Answer."})
    conv = await conversation(api)
    await send(api, conv.id, "Hi", "u1")
    answer = (await transcript(api, conv.id))[1]
    assert answer["feedback"] is None
    path = f"/api/conversations/{conv.id}/messages/{answer['id']}/feedback"

    first = {"rating": "down", "category": "Wrong facts", "comment": "Oslo is not in Sweden."}
    assert (await api.client.post(path, json=first, headers=api.auth("operator"))).status_code == 204
    assert (await transcript(api, conv.id))[1]["feedback"] == first

    second = {"rating": "up"}
    assert (await api.client.post(path, json=second, headers=api.auth("operator"))).status_code == 204
    assert (await transcript(api, conv.id))[1]["feedback"] == {"rating": "up", "category": None, "comment": None}


async def test_the_migration_gives_existing_messages_the_one_before_them_as_parent(tmp_path: Path) -> None:
    db = Database(f"sqlite:///{tmp_path / 'old.db'}")
    await upgrade(db, "0019")
    now = "2026-01-01T00:00:00+00:00"
    async with db.transaction() as conn:
        await conn.exec_driver_sql(
            "INSERT INTO conversations (id, owner_kind, owner_id, permission_mode, created_at, updated_at) "
            f"VALUES ('c1', 'user', 'u1', 'approve', '{now}', '{now}')"
        )
        for seq, mid in enumerate(["m1", "m2", "m3"], start=1):
            await conn.exec_driver_sql(
                "INSERT INTO messages (id, conversation_id, seq, role, parts, content, status, excluded, "
                f"created_at, updated_at) VALUES ('{mid}', 'c1', {seq}, 'user', '[]', 'x', 'complete', 0, "
                f"'{now}', '{now}')"
            )

    await upgrade(db)

    async with db.engine.connect() as conn:
        rows = (await conn.exec_driver_sql("SELECT id, parent_id FROM messages ORDER BY seq")).all()
    await db.dispose()
    assert [tuple(r) for r in rows] == [("m1", None), ("m2", "m1"), ("m3", "m2")]
