from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft, ModelConnection
from deputy.core.conversations.records import MessageStatus, Role
from deputy.core.identity.principal import Principal

from .conftest import Api

PATH = "/api/conversations"
CONVERSATION_KEYS = {
    "id",
    "title",
    "connection_id",
    "model",
    "agent_id",
    "origin",
    "permission_mode",
    "created_at",
    "updated_at",
    "archived_at",
    "workspace_id",
    "entity_type",
    "entity_id",
    "skill_id",
}
MESSAGE_KEYS = {
    "id",
    "role",
    "parts",
    "content",
    "status",
    "created_at",
    "model",
    "usage",
    "error",
    "versions",
    "feedback",
}
REPLAY_CANARY = "replay-canary-never-shown"


def text(value: str) -> list[dict[str, str]]:
    return [{"type": "text", "text": value}]


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def issue_fields(response: httpx.Response) -> list[str]:
    assert response.status_code == 400, response.text
    assert response.json()["error"] in ("invalid_request", "invalid_text")  # invalid_text: NUL, a lone surrogate
    return [issue["field"] for issue in response.json()["issues"]]


async def new_chat(api: Api, who: str = "viewer", status: int = 201, **body: Any) -> dict[str, Any]:
    created: dict[str, Any] = ok(await api.client.post(PATH, json=body, headers=api.auth(who)), status)
    return created


async def connection(api: Api, name: str, default_model: str, *models: str, default: bool = False) -> ModelConnection:
    draft = ConnectionDraft(
        name=name,
        base_url="http://127.0.0.1:11434/v1",
        default_model=default_model,
        available_models=models,
        is_default=default,
    )
    return await api.runtime.stores.connections.create(draft, api_key=None, now=api.runtime.clock.now())


async def owner(api: Api, who: str) -> Principal:
    return await api.runtime.stores.identity.principal_for_api_token(api.tokens[who], now=api.runtime.clock.now())


async def say(api: Api, conversation_id: str, value: str, *, role: Role = Role.USER) -> str:
    message = await api.runtime.stores.conversations.append_message(
        conversation_id,
        role=role,
        parts=text(value),
        content=value,
        model_messages=[{"role": role.value, "content": REPLAY_CANARY}],
        now=api.runtime.clock.now(),
    )
    return message.id


async def votes(api: Api) -> list[tuple[Any, ...]]:
    async with api.runtime.database.engine.connect() as conn:
        rows = await conn.exec_driver_sql("SELECT message_id, user_id, rating, category, comment FROM message_feedback")
        return [tuple(row) for row in rows.all()]


# -- create ------------------------------------------------------------------------------------------------


async def test_new_chat_without_connections_creates_a_conversation_keeping_the_model_as_given(api: Api) -> None:
    created = await new_chat(api, model="llama3.1")

    assert set(created) == CONVERSATION_KEYS
    assert (created["title"], created["connection_id"], created["model"]) == (None, None, "llama3.1")
    assert (created["permission_mode"], created["archived_at"]) == ("approve", None)
    assert created["created_at"] == created["updated_at"] == "2026-01-01T00:00:00Z"


async def test_new_chat_accepts_no_body_at_all(api: Api) -> None:
    response = await api.client.post(PATH, headers=api.auth("viewer"))

    assert ok(response, 201)["model"] is None


async def test_new_chat_uses_the_default_connection_and_its_default_model(api: Api) -> None:
    local = await connection(api, "local", "llama3.1", "qwen2.5", default=True)

    created = await new_chat(api)

    assert (created["connection_id"], created["model"]) == (local.id, "llama3.1")


async def test_new_chat_keeps_an_allowed_model_and_mode_on_the_chosen_connection(api: Api) -> None:
    await connection(api, "local", "llama3.1", default=True)
    other = await connection(api, "other", "gpt-4o-mini", "gpt-4o")

    created = await new_chat(api, connection_id=other.id, model="gpt-4o", permission_mode="auto")

    assert (created["connection_id"], created["model"], created["permission_mode"]) == (other.id, "gpt-4o", "auto")


async def test_a_model_outside_the_allowlist_becomes_the_connection_default(api: Api) -> None:
    local = await connection(api, "local", "llama3.1", "qwen2.5", default=True)

    created = await new_chat(api, model="gpt-5-unlisted")

    assert (created["connection_id"], created["model"]) == (local.id, "llama3.1")


async def test_new_chat_reuses_the_empty_draft_with_200_and_applies_the_new_settings(
    api: Api, clock: ManualClock
) -> None:
    local = await connection(api, "local", "llama3.1", "qwen2.5", default=True)
    draft = await new_chat(api)
    clock.advance(timedelta(minutes=5))

    again = await new_chat(api, status=200, model="qwen2.5", permission_mode="auto")

    assert again["id"] == draft["id"]
    assert (again["connection_id"], again["model"], again["permission_mode"]) == (local.id, "qwen2.5", "auto")
    assert again["updated_at"] == "2026-01-01T00:05:00Z"
    reset = await new_chat(api, status=200)
    assert (reset["id"], reset["model"], reset["permission_mode"]) == (draft["id"], "llama3.1", "approve")
    assert len(ok(await api.client.get(PATH, headers=api.auth("viewer")))) == 1


async def test_a_draft_with_a_message_a_title_or_archived_is_not_reused(api: Api) -> None:
    spoken = await new_chat(api)
    await say(api, spoken["id"], "hello")
    titled = await new_chat(api)
    ok(await api.client.patch(f"{PATH}/{titled['id']}", json={"title": "Mine"}, headers=api.auth("viewer")))
    archived = await new_chat(api)
    assert (await api.client.delete(f"{PATH}/{archived['id']}", headers=api.auth("viewer"))).status_code == 204

    fresh = await new_chat(api)

    assert fresh["id"] not in {spoken["id"], titled["id"], archived["id"]}


async def test_one_users_draft_is_never_reused_for_another(api: Api) -> None:
    mine = await new_chat(api, who="viewer")

    theirs = await new_chat(api, who="operator")

    assert theirs["id"] != mine["id"]


async def test_an_unknown_connection_is_not_found(api: Api) -> None:
    await connection(api, "local", "llama3.1", default=True)

    response = await api.client.post(PATH, json={"connection_id": "0" * 32}, headers=api.auth("viewer"))

    assert response.status_code == 404
    assert response.json()["error"] == "unknown_connection"


async def test_a_malformed_new_chat_is_rejected_naming_the_field(api: Api) -> None:
    async def post(body: dict[str, Any]) -> httpx.Response:
        return await api.client.post(PATH, json=body, headers=api.auth("viewer"))

    assert issue_fields(await post({"permission_mode": "yolo"})) == ["permission_mode"]
    assert issue_fields(await post({"model": "has spaces"})) == ["model"]
    assert issue_fields(await post({"model": "m" * 201})) == ["model"]
    assert issue_fields(await post({"title": "not here"})) == ["title"]
    assert issue_fields(await post({"connection_id": "a\x00b"})) == ["connection_id"]


# -- list --------------------------------------------------------------------------------------------------


async def test_the_list_is_most_recently_active_first_and_hides_archived(api: Api, clock: ManualClock) -> None:
    first = await new_chat(api)
    await say(api, first["id"], "one")
    clock.advance(timedelta(seconds=1))
    second = await new_chat(api)
    await say(api, second["id"], "two")
    clock.advance(timedelta(seconds=1))
    await say(api, first["id"], "one again")

    listed = ok(await api.client.get(PATH, headers=api.auth("viewer")))
    assert [c["id"] for c in listed] == [first["id"], second["id"]]

    assert (await api.client.delete(f"{PATH}/{first['id']}", headers=api.auth("viewer"))).status_code == 204
    visible = ok(await api.client.get(PATH, headers=api.auth("viewer")))
    everything = ok(await api.client.get(PATH, params={"include_archived": "true"}, headers=api.auth("viewer")))
    assert [c["id"] for c in visible] == [second["id"]]
    assert [c["id"] for c in everything] == [first["id"], second["id"]]  # archiving is not activity


async def test_the_list_pages_with_limit_and_offset(api: Api, clock: ManualClock) -> None:
    ids = []
    for value in ("a", "b", "c"):
        created = await new_chat(api)
        await say(api, created["id"], value)
        ids.append(created["id"])
        clock.advance(timedelta(seconds=1))

    page = ok(await api.client.get(PATH, params={"limit": 2, "offset": 1}, headers=api.auth("viewer")))

    assert [c["id"] for c in page] == [ids[1], ids[0]]


@pytest.mark.parametrize(
    ("params", "field"),
    [({"limit": 0}, "query.limit"), ({"limit": 201}, "query.limit"), ({"offset": -1}, "query.offset")],
)
async def test_a_page_outside_the_bounds_is_rejected(api: Api, params: dict[str, int], field: str) -> None:
    response = await api.client.get(PATH, params=params, headers=api.auth("viewer"))

    assert issue_fields(response) == [field]


async def test_the_largest_page_is_allowed(api: Api) -> None:
    response = await api.client.get(PATH, params={"limit": 200}, headers=api.auth("viewer"))

    assert response.status_code == 200
    assert response.json() == []


# -- search ------------------------------------------------------------------------------------------------


async def test_a_search_finds_the_callers_chats_by_title_or_message_text(api: Api, clock: ManualClock) -> None:
    by_title = await new_chat(api)
    assert ok(
        await api.client.patch(
            f"{PATH}/{by_title['id']}", json={"title": "Checkout 50% Outage"}, headers=api.auth("viewer")
        )
    )
    clock.advance(timedelta(seconds=1))
    by_answer = await new_chat(api)
    await say(api, by_answer["id"], "The CHECKOUT queue is long", role=Role.ASSISTANT)
    clock.advance(timedelta(seconds=1))
    elsewhere = await new_chat(api)
    await say(api, elsewhere["id"], "payments are fine")

    found = ok(await api.client.get(PATH, params={"q": "  checkout "}, headers=api.auth("viewer")))
    percent = ok(await api.client.get(PATH, params={"q": "50%"}, headers=api.auth("viewer")))
    wildcard = ok(await api.client.get(PATH, params={"q": "_"}, headers=api.auth("viewer")))
    blank = ok(await api.client.get(PATH, params={"q": " "}, headers=api.auth("viewer")))

    assert [c["id"] for c in found] == [by_answer["id"], by_title["id"]]
    assert [c["id"] for c in percent] == [by_title["id"]]  # LIKE wildcards match only themselves
    assert wildcard == []
    assert [c["id"] for c in blank] == [elsewhere["id"], by_answer["id"], by_title["id"]]


async def test_a_search_never_matches_another_users_chats(api: Api) -> None:
    theirs = await new_chat(api, who="operator")
    await say(api, theirs["id"], "secret rollout plan")
    mine = await new_chat(api, who="viewer")
    await say(api, mine["id"], "public rollout notes")

    for who, expected in (("viewer", [mine["id"]]), ("operator", [theirs["id"]]), ("admin", [])):
        found = ok(await api.client.get(PATH, params={"q": "rollout"}, headers=api.auth(who)))
        assert [c["id"] for c in found] == expected
    assert ok(await api.client.get(PATH, params={"q": "secret"}, headers=api.auth("viewer"))) == []


async def test_a_search_skips_superseded_messages_and_archived_chats(api: Api) -> None:
    archived = await new_chat(api)
    await say(api, archived["id"], "needle in the archive")
    assert (await api.client.delete(f"{PATH}/{archived['id']}", headers=api.auth("viewer"))).status_code == 204

    assert ok(await api.client.get(PATH, params={"q": "needle"}, headers=api.auth("viewer"))) == []
    everything = ok(
        await api.client.get(PATH, params={"q": "needle", "include_archived": "true"}, headers=api.auth("viewer"))
    )
    assert [c["id"] for c in everything] == [archived["id"]]


@pytest.mark.parametrize(
    "raw_query",
    ["q=a%00b", "q=%ED%A0%80", "q=%FF", "q=" + "x" * 201],
    ids=["nul", "lone-surrogate", "not-utf8", "overlong"],
)
async def test_a_search_text_that_no_chat_can_hold_is_rejected(api: Api, raw_query: str) -> None:
    response = await api.client.get(f"{PATH}?{raw_query}", headers=api.auth("viewer"))

    assert issue_fields(response) == ["query.q"]


async def test_the_longest_search_text_is_allowed(api: Api) -> None:
    assert ok(await api.client.get(PATH, params={"q": "x" * 200}, headers=api.auth("viewer"))) == []


# -- read --------------------------------------------------------------------------------------------------


async def test_a_conversation_shows_its_transcript_in_order_without_replay_data(api: Api) -> None:
    created = await new_chat(api, model="llama3.1")
    question = await say(api, created["id"], "How many incidents?")
    store = api.runtime.stores.conversations
    answer = await store.append_message(
        created["id"],
        role=Role.ASSISTANT,
        parts=text("Two."),
        content="Two.",
        status=MessageStatus.STREAMING,
        model="llama3.1",
        turn_id="turn1",
        now=api.runtime.clock.now(),
    )
    await store.update_message(
        answer.id,
        status=MessageStatus.COMPLETE,
        model_messages=[{"role": "assistant", "content": REPLAY_CANARY}],
        usage={"input_tokens": 12, "output_tokens": 2},
        now=api.runtime.clock.now(),
    )

    response = await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer"))

    body = ok(response)
    assert set(body) == CONVERSATION_KEYS | {"messages", "has_earlier"}
    assert body["has_earlier"] is False
    assert REPLAY_CANARY not in response.text and "model_messages" not in response.text
    assert [set(m) for m in body["messages"]] == [MESSAGE_KEYS, MESSAGE_KEYS]
    assert [(m["id"], m["role"], m["content"]) for m in body["messages"]] == [
        (question, "user", "How many incidents?"),
        (answer.id, "assistant", "Two."),
    ]
    assert body["messages"][1] | {"created_at": None} == {
        "id": answer.id,
        "role": "assistant",
        "parts": text("Two."),
        "content": "Two.",
        "status": "complete",
        "created_at": None,
        "model": "llama3.1",
        "usage": {"input_tokens": 12, "output_tokens": 2},
        "error": None,
        "versions": None,
        "feedback": None,
    }


async def test_superseded_messages_are_left_out_of_the_transcript(api: Api) -> None:
    created = await new_chat(api)
    for value in ("a", "b", "c"):
        await say(api, created["id"], value)
    await api.runtime.stores.conversations.supersede_from(created["id"], seq=2, now=api.runtime.clock.now())

    body = ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))

    assert [m["content"] for m in body["messages"]] == ["a"]


async def test_the_transcript_pages_back_from_the_newest_message(api: Api) -> None:
    created = await new_chat(api)
    for value in ("a", "b", "c"):
        await say(api, created["id"], value)
    await api.runtime.stores.conversations.supersede_from(created["id"], seq=2, now=api.runtime.clock.now())
    for value in ("d", "e", "f", "g"):
        await say(api, created["id"], value)
    url = f"{PATH}/{created['id']}"

    async def page(**params: Any) -> tuple[list[str], bool, list[str]]:
        body = ok(await api.client.get(url, params=params, headers=api.auth("viewer")))
        return [m["content"] for m in body["messages"]], body["has_earlier"], [m["id"] for m in body["messages"]]

    newest, more, ids = await page(limit=2)
    middle, more_again, middle_ids = await page(limit=2, before=ids[0])
    oldest, no_more, _ = await page(limit=2, before=middle_ids[0])
    everything, nothing_left, _ = await page()

    assert (newest, more) == (["f", "g"], True)
    assert (middle, more_again) == (["d", "e"], True)
    assert (oldest, no_more) == (["a"], False)
    assert (everything, nothing_left) == (["a", "d", "e", "f", "g"], False)


async def test_a_page_may_start_before_a_superseded_message(api: Api) -> None:
    created = await new_chat(api)
    first, edited = await say(api, created["id"], "a"), await say(api, created["id"], "b")
    await api.runtime.stores.conversations.supersede_from(created["id"], seq=2, now=api.runtime.clock.now())
    await say(api, created["id"], "b, edited")

    body = ok(await api.client.get(f"{PATH}/{created['id']}", params={"before": edited}, headers=api.auth("viewer")))

    assert ([m["id"] for m in body["messages"]], body["has_earlier"]) == ([first], False)


async def test_the_default_page_is_the_newest_200_messages(api: Api) -> None:
    created = await new_chat(api)
    for number in range(201):
        await say(api, created["id"], str(number))

    body = ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))
    largest = ok(await api.client.get(f"{PATH}/{created['id']}", params={"limit": 1000}, headers=api.auth("viewer")))

    assert [m["content"] for m in body["messages"]] == [str(n) for n in range(1, 201)]
    assert body["has_earlier"] is True
    assert (len(largest["messages"]), largest["has_earlier"]) == (201, False)


async def test_a_page_before_a_message_of_another_conversation_is_not_found(api: Api) -> None:
    mine, other = await new_chat(api), await new_chat(api, "admin")
    await say(api, mine["id"], "mine")
    elsewhere = await say(api, other["id"], "elsewhere")

    for before in (elsewhere, "0" * 32):
        response = await api.client.get(f"{PATH}/{mine['id']}", params={"before": before}, headers=api.auth("viewer"))
        assert (response.status_code, response.json()["error"]) == (404, "unknown_message")


@pytest.mark.parametrize(
    ("params", "field"),
    [({"limit": 0}, "query.limit"), ({"limit": 1001}, "query.limit"), ({"before": "a b"}, "query.before")],
)
async def test_a_transcript_page_outside_the_bounds_is_rejected(api: Api, params: dict[str, Any], field: str) -> None:
    created = await new_chat(api)

    response = await api.client.get(f"{PATH}/{created['id']}", params=params, headers=api.auth("viewer"))

    assert issue_fields(response) == [field]


async def test_an_unknown_or_malformed_id_is_rejected_before_the_database(api: Api) -> None:
    unknown = await api.client.get(f"{PATH}/{'0' * 32}", headers=api.auth("viewer"))
    malformed = await api.client.get(f"{PATH}/a%00b", headers=api.auth("viewer"))
    too_long = await api.client.get(f"{PATH}/{'x' * 65}", headers=api.auth("viewer"))

    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_conversation")
    assert issue_fields(malformed) == issue_fields(too_long) == ["path.conversation_id"]


# -- update ------------------------------------------------------------------------------------------------


async def test_a_rename_is_trimmed_and_collapsed_to_one_line(api: Api, clock: ManualClock) -> None:
    created = await new_chat(api)
    clock.advance(timedelta(seconds=30))

    response = await api.client.patch(
        f"{PATH}/{created['id']}", json={"title": "  Disk\n alerts\x07 on\tdb-1  "}, headers=api.auth("viewer")
    )

    renamed = ok(response)
    assert (renamed["title"], renamed["updated_at"]) == ("Disk alerts on db-1", "2026-01-01T00:00:30Z")
    assert ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))["title"] == renamed["title"]


async def test_a_title_of_exactly_200_characters_is_kept(api: Api) -> None:
    created = await new_chat(api)

    response = await api.client.patch(f"{PATH}/{created['id']}", json={"title": "t" * 200}, headers=api.auth("viewer"))

    assert ok(response)["title"] == "t" * 200


@pytest.mark.parametrize("title", ["", "   ", "\n\t", "\x00", "t" * 201])
async def test_a_blank_or_too_long_title_is_rejected(api: Api, title: str) -> None:
    created = await new_chat(api)

    response = await api.client.patch(f"{PATH}/{created['id']}", json={"title": title}, headers=api.auth("viewer"))

    assert issue_fields(response) == ["title"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "(body)"),
        ({"title": None}, "title"),
        ({"model": None}, "model"),
        ({"connection_id": None}, "connection_id"),
        ({"permission_mode": None}, "permission_mode"),
        ({"permission_mode": "yolo"}, "permission_mode"),
        ({"title": "ok", "owner_id": "someone-else"}, "owner_id"),
    ],
)
async def test_a_malformed_change_is_rejected_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    created = await new_chat(api)

    response = await api.client.patch(f"{PATH}/{created['id']}", json=body, headers=api.auth("viewer"))

    assert issue_fields(response) == [field]


async def test_changing_the_mode_keeps_everything_else(api: Api) -> None:
    created = await new_chat(api, model="llama3.1")

    response = await api.client.patch(
        f"{PATH}/{created['id']}", json={"permission_mode": "auto"}, headers=api.auth("viewer")
    )

    changed = ok(response)
    assert (changed["permission_mode"], changed["model"], changed["title"]) == ("auto", "llama3.1", None)


async def test_a_model_change_is_coerced_through_the_allowlist(api: Api) -> None:
    local = await connection(api, "local", "llama3.1", "qwen2.5", default=True)
    created = await new_chat(api)
    url = f"{PATH}/{created['id']}"

    allowed = ok(await api.client.patch(url, json={"model": "qwen2.5"}, headers=api.auth("viewer")))
    outside = ok(await api.client.patch(url, json={"model": "gpt-4o"}, headers=api.auth("viewer")))

    assert (allowed["connection_id"], allowed["model"]) == (local.id, "qwen2.5")
    assert (outside["connection_id"], outside["model"]) == (local.id, "llama3.1")


async def test_switching_connection_rechecks_the_current_model(api: Api) -> None:
    await connection(api, "local", "llama3.1", "qwen2.5", default=True)
    other = await connection(api, "other", "gpt-4o-mini", "gpt-4o")
    created = await new_chat(api, model="qwen2.5")

    response = await api.client.patch(
        f"{PATH}/{created['id']}", json={"connection_id": other.id}, headers=api.auth("viewer")
    )

    assert (ok(response)["connection_id"], ok(response)["model"]) == (other.id, "gpt-4o-mini")


async def test_changing_to_an_unknown_connection_is_not_found_and_changes_nothing(api: Api) -> None:
    await connection(api, "local", "llama3.1", default=True)
    created = await new_chat(api)

    response = await api.client.patch(
        f"{PATH}/{created['id']}", json={"connection_id": "0" * 32, "title": "x"}, headers=api.auth("viewer")
    )

    assert (response.status_code, response.json()["error"]) == (404, "unknown_connection")
    assert ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))["title"] is None


# -- archive and erase -------------------------------------------------------------------------------------


async def test_delete_archives_once_and_the_conversation_stays_readable(api: Api, clock: ManualClock) -> None:
    created = await new_chat(api)
    await say(api, created["id"], "keep me")
    url = f"{PATH}/{created['id']}"

    first = await api.client.delete(url, headers=api.auth("viewer"))
    clock.advance(timedelta(hours=1))
    second = await api.client.delete(url, headers=api.auth("viewer"))

    assert (first.status_code, second.status_code) == (204, 204)
    assert first.content == b""
    kept = ok(await api.client.get(url, headers=api.auth("viewer")))
    assert kept["archived_at"] == "2026-01-01T00:00:00Z"
    assert [m["content"] for m in kept["messages"]] == ["keep me"]


async def test_an_admin_erases_a_conversation_and_its_messages_for_good(api: Api) -> None:
    created = await new_chat(api)
    message_id = await say(api, created["id"], "secret")

    response = await api.client.delete(f"/api/admin/conversations/{created['id']}", headers=api.auth("admin"))

    assert response.status_code == 204
    gone = await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer"))
    assert gone.status_code == 404
    assert await api.runtime.stores.conversations.message(message_id) is None
    again = await api.client.delete(f"/api/admin/conversations/{created['id']}", headers=api.auth("admin"))
    assert (again.status_code, again.json()["error"]) == (404, "unknown_conversation")


@pytest.mark.parametrize("who", ["viewer", "operator", "auditor", "admin-read-scope"])
async def test_only_full_administrators_may_erase(api: Api, who: str) -> None:
    created = await new_chat(api, who="viewer")

    response = await api.client.delete(f"/api/admin/conversations/{created['id']}", headers=api.auth(who))

    assert (response.status_code, response.json()["error"]) == (403, "forbidden")
    ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))


async def test_an_administrator_cannot_erase_another_tenants_conversation(api: Api) -> None:
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    globex = await identity.ensure_tenant(slug="globex", name="Globex", now=now)
    await identity.ensure_role(tenant_id=globex, name="admin", permissions={"*"}, now=now)
    user_id = await identity.create_user(tenant_id=globex, username="globex-admin", role_names=["admin"], now=now)
    token = (await identity.create_api_token(user_id=user_id, now=now)).secret
    created = await new_chat(api)

    response = await api.client.delete(
        f"/api/admin/conversations/{created['id']}", headers={"Authorization": f"Bearer {token}"}
    )

    assert response.status_code == 404
    ok(await api.client.get(f"{PATH}/{created['id']}", headers=api.auth("viewer")))


# -- feedback ----------------------------------------------------------------------------------------------


async def test_feedback_is_recorded_and_a_second_vote_replaces_the_first(api: Api) -> None:
    created = await new_chat(api)
    reply = await say(api, created["id"], "Two incidents.", role=Role.ASSISTANT)
    url = f"{PATH}/{created['id']}/messages/{reply}/feedback"
    viewer = await owner(api, "viewer")

    first = await api.client.post(url, json={"rating": "up"}, headers=api.auth("viewer"))
    second = await api.client.post(
        url, json={"rating": "down", "category": "wrong", "comment": "There are three."}, headers=api.auth("viewer")
    )

    assert (first.status_code, second.status_code) == (204, 204)
    assert await votes(api) == [(reply, viewer.id, "down", "wrong", "There are three.")]


async def test_feedback_on_a_message_outside_the_transcript_is_not_found(api: Api) -> None:
    created = await new_chat(api)
    await say(api, created["id"], "hello")
    elsewhere = await new_chat(api, status=201)
    assert elsewhere["id"] != created["id"]
    foreign = await say(api, elsewhere["id"], "other", role=Role.ASSISTANT)
    hidden = await say(api, created["id"], "regenerated away", role=Role.ASSISTANT)
    await api.runtime.stores.conversations.supersede_from(created["id"], seq=2, now=api.runtime.clock.now())

    for message_id in (foreign, hidden, "0" * 32):
        response = await api.client.post(
            f"{PATH}/{created['id']}/messages/{message_id}/feedback", json={"rating": "up"}, headers=api.auth("viewer")
        )
        assert (response.status_code, response.json()["error"]) == (404, "unknown_message")
    assert await votes(api) == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "rating"),
        ({"rating": "meh"}, "rating"),
        ({"rating": "up", "category": "c" * 51}, "category"),
        ({"rating": "up", "category": "  "}, "category"),
        ({"rating": "up", "comment": "c" * 2001}, "comment"),
        ({"rating": "up", "comment": "nul\x00"}, "comment"),
        ({"rating": "up", "stars": 5}, "stars"),
    ],
)
async def test_malformed_feedback_is_rejected_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    created = await new_chat(api)
    reply = await say(api, created["id"], "x", role=Role.ASSISTANT)

    response = await api.client.post(
        f"{PATH}/{created['id']}/messages/{reply}/feedback", json=body, headers=api.auth("viewer")
    )

    assert issue_fields(response) == [field]
    assert await votes(api) == []


async def test_the_longest_category_and_comment_are_accepted(api: Api) -> None:
    created = await new_chat(api)
    reply = await say(api, created["id"], "x", role=Role.ASSISTANT)

    response = await api.client.post(
        f"{PATH}/{created['id']}/messages/{reply}/feedback",
        json={"rating": "up", "category": "c" * 50, "comment": "line\n" * 400},
        headers=api.auth("viewer"),
    )

    assert response.status_code == 204
    assert [(v[3], len(v[4])) for v in await votes(api)] == [("c" * 50, 2000)]


# -- ownership ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stranger", ["operator", "admin"])
async def test_another_users_conversation_is_a_404_on_every_endpoint(api: Api, stranger: str) -> None:
    created = await new_chat(api, who="viewer")
    reply = await say(api, created["id"], "mine", role=Role.ASSISTANT)
    url = f"{PATH}/{created['id']}"
    headers = api.auth(stranger)

    responses = [
        await api.client.get(url, headers=headers),
        await api.client.patch(url, json={"title": "stolen"}, headers=headers),
        await api.client.patch(url, json={"model": "m"}, headers=headers),
        await api.client.delete(url, headers=headers),
        await api.client.post(f"{url}/messages/{reply}/feedback", json={"rating": "down"}, headers=headers),
    ]

    assert [(r.status_code, r.json()["error"]) for r in responses] == [(404, "unknown_conversation")] * 5
    assert ok(await api.client.get(PATH, headers=headers)) == []
    untouched = ok(await api.client.get(url, headers=api.auth("viewer")))
    assert (untouched["title"], untouched["archived_at"], untouched["model"]) == (None, None, None)
    assert await votes(api) == []


async def test_every_endpoint_needs_credentials(api: Api) -> None:
    created = await new_chat(api)
    url = f"{PATH}/{created['id']}"

    responses = [
        await api.client.post(PATH, json={}),
        await api.client.get(PATH),
        await api.client.get(url),
        await api.client.patch(url, json={"title": "x"}),
        await api.client.delete(url),
        await api.client.delete(f"/api/admin/conversations/{created['id']}"),
        await api.client.post(f"{url}/messages/{'0' * 32}/feedback", json={"rating": "up"}),
    ]

    assert {r.status_code for r in responses} == {401}
