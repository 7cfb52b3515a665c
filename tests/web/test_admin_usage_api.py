"""Staff surfaces: token usage per day, and searching and reading other users' conversations, each audited."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.conversations.records import Role
from deputy.core.tools.audit_events import EventKind, EventQuery
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream

from .chat_support import chunks, connect, conversation, owner_of, user_body
from .conftest import Api

TITLE = {
    "match": f"^{re.escape(TITLE_REQUEST)}",
    "text": "A title",
    "usage": {"prompt_tokens": 10, "completion_tokens": 2},
}
USAGE = {"prompt_tokens": 400, "completion_tokens": 100, "cached_tokens": 300, "reasoning_tokens": 40}


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    async with FakeUpstream(FakeScript(rules=[FakeTurn(**TITLE)]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def support_token(api: Api) -> dict[str, str]:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    viewer = await identity.user_by_name("viewer")
    assert viewer is not None
    await identity.ensure_role(tenant_id=viewer.tenant_id, name="support", permissions={"assistant.support"}, now=now)
    user_id = await identity.create_user(tenant_id=viewer.tenant_id, username="helper", role_names=["support"], now=now)
    return {"Authorization": f"Bearer {(await identity.create_api_token(user_id=user_id, now=now)).secret}"}


async def test_usage_per_day_reports_input_output_cached_and_reasoning_tokens(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Done.", "usage": USAGE})
    conv = await conversation(api)
    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    response = await api.client.get("/api/admin/usage/daily", params={"days": 7}, headers=api.auth("admin"))

    assert response.status_code == 200
    assert response.json() == {
        "time_zone": "UTC",
        "days": [
            {
                "day": "2026-01-01",
                "input_tokens": 410,
                "output_tokens": 102,
                "cached_tokens": 300,
                "reasoning_tokens": 40,
                "calls": 2,
            }
        ],
    }


async def test_the_usage_report_splits_turns_by_user_connection_model_and_prompt_part(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Done.", "usage": USAGE}, {"text": "Again.", "usage": USAGE})
    for who in ("operator", "admin"):
        conv = await conversation(api, who)
        chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth(who)))
        await api.runtime.chat.wait_idle()

    response = await api.client.get("/api/admin/usage/report", params={"days": 7}, headers=api.auth("admin"))

    assert response.status_code == 200
    report = response.json()
    turn = {"input_tokens": 400, "cached_tokens": 300, "output_tokens": 100, "reasoning_tokens": 40}
    assert report["turns"] == 2 and report["totals"] == {k: 2 * v for k, v in turn.items()}
    assert sorted(r["user"] for r in report["by_user"]) == ["admin", "operator"]
    assert report["by_user"][0] | {"user": None} == {"user": None, **turn, "turns": 1}
    assert report["by_connection"] == [{"connection": "fake", **{k: 2 * v for k, v in turn.items()}, "turns": 2}]
    assert [r["model"] for r in report["by_model"]] == ["fake-model"]
    prompt = report["prompt"]
    assert prompt["tools"] > 0 and prompt["system"] > 0 and prompt["conversation"] == prompt["history"] > 0
    assert 0 < prompt["tool_share"] < 1
    assert (await api.client.get("/api/admin/usage/report", headers=api.auth("operator"))).status_code == 403


async def test_usage_per_day_is_for_staff_and_checks_its_range(api: Api) -> None:
    assert (await api.client.get("/api/admin/usage/daily", headers=api.auth("operator"))).status_code == 403
    bad = await api.client.get("/api/admin/usage/daily", params={"days": 0}, headers=api.auth("admin"))
    assert bad.status_code == 400


async def test_support_searches_other_users_conversations_and_every_hit_is_audited(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Restarted."}, {"text": "Fine."})
    first, second = await conversation(api, "operator"), await conversation(api, "viewer")
    body = user_body(first.id, "The billing DATABASE is down")
    chunks(await api.client.post("/api/chat", json=body, headers=api.auth("operator")))
    chunks(await api.client.post("/api/chat", json=user_body(second.id, "Weather?"), headers=api.auth("viewer")))
    await api.runtime.chat.wait_idle()
    helper = await support_token(api)

    found = await api.client.get("/api/admin/conversations", params={"q": "database"}, headers=helper)

    assert found.status_code == 200
    assert [(h["id"], h["snippet"]) for h in found.json()] == [(first.id, "The billing DATABASE is down")]
    owner = await owner_of(api, "operator")
    events = await api.runtime.stores.events.query(
        EventQuery(tenant_id=owner.tenant_id, kind=EventKind.CONVERSATION_READ_BY_STAFF)
    )
    assert [(e.conversation_id, e.subject_user_id, e.details["via"]) for e in events] == [
        (first.id, owner.id, "search")
    ]
    assert (await api.client.get("/api/admin/conversations", headers=api.auth("viewer"))).status_code == 403


async def test_staff_read_a_transcript_and_the_read_is_audited(api: Api, upstream: FakeUpstream) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Restarted."})
    conv = await conversation(api, "operator")
    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Restart it"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()
    api.runtime.clock.advance(timedelta(minutes=1))  # type: ignore[attr-defined]

    read = await api.client.get(f"/api/admin/conversations/{conv.id}", headers=api.auth("admin"))
    missing = await api.client.get("/api/admin/conversations/nope", headers=api.auth("admin"))

    assert read.status_code == 200
    assert [(m["role"], m["content"]) for m in read.json()["messages"]] == [
        ("user", "Restart it"),
        ("assistant", "Restarted."),
    ]
    assert missing.status_code == 404
    owner = await owner_of(api, "operator")
    events = await api.runtime.stores.events.query(
        EventQuery(tenant_id=owner.tenant_id, kind=EventKind.CONVERSATION_READ_BY_STAFF)
    )
    assert [e.details["via"] for e in events] == ["read"]


async def test_staff_page_back_through_a_long_transcript(api: Api) -> None:
    conv = await conversation(api, "operator")
    for n in range(5):
        await api.runtime.stores.conversations.append_message(
            conv.id,
            role=Role.USER if n % 2 == 0 else Role.ASSISTANT,
            parts=[{"type": "text", "text": f"m{n}"}],
            content=f"m{n}",
            now=api.runtime.clock.now(),
        )
    url = f"/api/admin/conversations/{conv.id}"

    newest = (await api.client.get(url, params={"limit": 2}, headers=api.auth("admin"))).json()
    before = newest["messages"][0]["id"]
    older = (await api.client.get(url, params={"limit": 2, "before": before}, headers=api.auth("admin"))).json()
    unknown = await api.client.get(url, params={"before": "0" * 32}, headers=api.auth("admin"))

    assert ([m["content"] for m in newest["messages"]], newest["has_earlier"]) == (["m3", "m4"], True)
    assert ([m["content"] for m in older["messages"]], older["has_earlier"]) == (["m1", "m2"], True)
    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_message")
