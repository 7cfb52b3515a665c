"""Control characters in path and query parameters are a 400 with a clear code on both engines, never a 500.

Postgres cannot even compare text holding NUL (`invalid byte sequence for encoding "UTF8": 0x00`), so before
this check a NUL in an id was a 500 there and a 404 on SQLite. NUL in a JSON body is refused as `invalid_text`
on both (`tests/security/test_unstorable_text.py` covers every text field).
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from tests.web.conftest import Api

CONTROL = ["\x00", "a\x00b", "\x01", "\t", "\n", "\x1f", "\x7f"]

PATHS = [
    ("GET", "/api/admin/connections/{connection_id}"),
    ("PATCH", "/api/admin/connections/{connection_id}"),
    ("DELETE", "/api/admin/connections/{connection_id}"),
    ("GET", "/api/proposals/{token}"),
    ("POST", "/api/tools/{name}/call"),
    ("GET", "/api/conversations/{conversation_id}"),
    ("PATCH", "/api/conversations/{conversation_id}"),
    ("DELETE", "/api/conversations/{conversation_id}"),
    ("GET", "/api/admin/conversations/{conversation_id}"),
    ("DELETE", "/api/admin/conversations/{conversation_id}"),
    ("POST", "/api/conversations/{conversation_id}/messages/m1/feedback"),
    ("POST", "/api/conversations/c1/messages/{message_id}/feedback"),
    ("GET", "/api/chat/{conversation_id}/stream"),
    ("POST", "/api/conversations/{conversation_id}/cancel"),
    ("PUT", "/api/quota/limits/{user}"),
    ("PATCH", "/api/admin/system-prompts/{prompt_id}"),
    ("DELETE", "/api/admin/system-prompts/{prompt_id}"),
    ("POST", "/api/admin/system-prompts/{prompt_id}/activate"),
]

QUERIES = [
    ("/api/audit", "principal"),
    ("/api/audit", "tool"),
    ("/api/audit", "transport"),
    ("/api/audit", "since"),
    ("/api/audit/events", "kind"),
    ("/api/audit/events", "conversation"),
    ("/api/conversations", "include_archived"),
    ("/api/quota/usage", "user"),
    ("/api/admin/conversations", "q"),
    ("/api/admin/conversations", "user"),
    ("/api/admin/usage/daily", "days"),
]


@pytest.mark.parametrize(("method", "template"), PATHS, ids=[f"{m} {p}" for m, p in PATHS])
async def test_a_control_character_in_a_path_parameter_is_a_400(api: Api, method: str, template: str) -> None:
    name = template[template.index("{") + 1 : template.index("}")]
    for char in CONTROL:
        path = template.replace(f"{{{name}}}", quote(char, safe=""))
        response = await api.client.request(method, path, headers=api.auth("admin"), json={})

        assert response.status_code == 400, (repr(char), response.text)
        assert response.json()["error"] == "invalid_request", repr(char)
        assert [issue["field"] for issue in response.json()["issues"]] == [f"path.{name}"], repr(char)


@pytest.mark.parametrize(("path", "name"), QUERIES, ids=[f"{p}?{n}" for p, n in QUERIES])
async def test_a_control_character_in_a_query_parameter_is_a_400(api: Api, path: str, name: str) -> None:
    for char in CONTROL:
        response = await api.client.get(path, params={name: char}, headers=api.auth("admin"))

        assert response.status_code == 400, (repr(char), response.text)
        assert response.json() == {
            "error": "invalid_request",
            "message": f"Invalid request: query.{name}.",
            "issues": [{"field": f"query.{name}", "message": "Contains a control character."}],
        }


async def test_the_check_runs_before_authentication(api: Api) -> None:
    response = await api.client.get("/api/conversations/%00")

    assert response.status_code == 400
    assert response.json()["issues"] == [{"field": "path.conversation_id", "message": "Contains a control character."}]


async def test_nul_in_a_stored_text_is_refused_on_both_engines_and_nothing_is_stored(api: Api) -> None:
    body = {"name": "house-rules", "text": "Be brief.\x00"}

    response = await api.client.post("/api/admin/system-prompts", headers=api.auth("admin"), json=body)

    assert response.status_code == 400, response.text
    assert response.json()["error"] == "invalid_text"
    assert [issue["field"] for issue in response.json()["issues"]] == ["text"]
    listed = await api.client.get("/api/admin/system-prompts", headers=api.auth("admin"))
    assert listed.json() == []
