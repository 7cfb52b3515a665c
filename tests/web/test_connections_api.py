from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from deputy.core.clock import ManualClock
from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store import Database
from deputy.web.app import create_app

from .conftest import SECRET, Api, seed

CANARY = "sk-canary-DO-NOT-LEAK-0123456789abcdef"
OPENAI: dict[str, Any] = {
    "name": "openai",
    "base_url": "https://api.openai.com/v1",
    "default_model": "gpt-4o-mini",
    "api_key": CANARY,
    "available_models": ["gpt-4o", "gpt-4o-mini"],
    "family": "openai",
    "context_window_tokens": 128000,
    "completion_kwargs": {"temperature": 0.2},
}
ADMIN_PATH = "/api/admin/connections"


def no_leak(response: httpx.Response) -> httpx.Response:
    assert CANARY not in response.text
    assert "api_key_encrypted" not in response.text
    return response


async def create(api: Api, **overrides: Any) -> dict[str, Any]:
    response = no_leak(await api.client.post(ADMIN_PATH, json={**OPENAI, **overrides}, headers=api.auth("admin")))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


async def test_an_admin_creates_a_connection_and_never_sees_its_key(api: Api) -> None:
    created = await create(api)

    assert created["has_api_key"] is True
    assert (created["base_url"], created["default_model"], created["family"]) == (
        "https://api.openai.com/v1",
        "gpt-4o-mini",
        "openai",
    )
    listed = no_leak(await api.client.get(ADMIN_PATH, headers=api.auth("admin"))).json()
    assert [c["id"] for c in listed] == [created["id"]]
    one = no_leak(await api.client.get(f"{ADMIN_PATH}/{created['id']}", headers=api.auth("admin")))
    assert one.json() == created
    assert await api.runtime.stores.connections.api_key(created["id"]) == CANARY


async def test_chat_users_see_integrations_with_no_secret_url_or_kwargs(api: Api) -> None:
    created = await create(api)
    await create(api, name="local", base_url="http://127.0.0.1:11434/v1", default_model="llama3.1", api_key=None)

    response = no_leak(await api.client.get("/api/chat/integrations", headers=api.auth("viewer")))

    assert response.status_code == 200
    by_name = {c["name"]: c for c in response.json()}
    assert by_name["openai"] == {
        "id": created["id"],
        "name": "openai",
        "family": "openai",
        "default_model": "gpt-4o-mini",
        "available_models": ["gpt-4o-mini", "gpt-4o"],
        "context_window_tokens": 128000,
        "is_default": False,
        "disable_topical_classifier": False,
    }
    assert "api.openai.com" not in response.text and "temperature" not in response.text


async def test_integrations_mark_the_only_connection_as_the_default(api: Api) -> None:
    await create(api)
    [only] = (await api.client.get("/api/chat/integrations", headers=api.auth("viewer"))).json()
    assert only["is_default"] is True


async def test_a_patch_changes_what_it_names_and_keeps_or_clears_the_key(api: Api) -> None:
    created = await create(api)
    url = f"{ADMIN_PATH}/{created['id']}"

    kept = no_leak(await api.client.patch(url, json={"default_model": "gpt-4o"}, headers=api.auth("admin"))).json()
    assert (kept["default_model"], kept["has_api_key"], kept["name"]) == ("gpt-4o", True, "openai")

    cleared = no_leak(await api.client.patch(url, json={"api_key": None}, headers=api.auth("admin"))).json()
    assert cleared["has_api_key"] is False
    assert await api.runtime.stores.connections.api_key(created["id"]) is None


async def test_setting_a_default_through_the_api_clears_the_others(api: Api) -> None:
    first = await create(api, is_default=True)
    second = await create(api, name="second")
    await api.client.patch(f"{ADMIN_PATH}/{second['id']}", json={"is_default": True}, headers=api.auth("admin"))

    listed = (await api.client.get(ADMIN_PATH, headers=api.auth("admin"))).json()
    assert {c["id"]: c["is_default"] for c in listed} == {first["id"]: False, second["id"]: True}


async def test_delete_removes_the_connection_then_it_is_not_found(api: Api) -> None:
    created = await create(api)
    url = f"{ADMIN_PATH}/{created['id']}"

    assert (await api.client.delete(url, headers=api.auth("admin"))).status_code == 204
    assert (await api.client.delete(url, headers=api.auth("admin"))).status_code == 404


@pytest.mark.parametrize(
    ("method", "path"),
    [("get", "/api/chat/integrations"), ("get", ADMIN_PATH), ("post", ADMIN_PATH), ("delete", f"{ADMIN_PATH}/x")],
)
async def test_without_credentials_every_connection_route_is_401(api: Api, method: str, path: str) -> None:
    response = await api.client.request(method.upper(), path, json=OPENAI if method == "post" else None)
    assert response.status_code == 401


@pytest.mark.parametrize("who", ["viewer", "operator", "admin-read-scope"])
async def test_non_admins_may_not_manage_connections(api: Api, who: str) -> None:
    created = await create(api)
    url = f"{ADMIN_PATH}/{created['id']}"
    for method, path, body in (
        ("GET", ADMIN_PATH, None),
        ("POST", ADMIN_PATH, {**OPENAI, "name": "x"}),
        ("PATCH", url, {"name": "y"}),
        ("DELETE", url, None),
    ):
        response = no_leak(await api.client.request(method, path, json=body, headers=api.auth(who)))
        assert response.status_code == 403, (who, method)
    assert [c["name"] for c in (await api.client.get(ADMIN_PATH, headers=api.auth("admin"))).json()] == ["openai"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"base_url": "ftp://nope"}, "base_url"),
        ({"default_model": ""}, "default_model"),
        ({"completion_kwargs": {"extra_headers": {"a": "b"}}}, "completion_kwargs.extra_headers"),
        ({"completion_kwargs": {"model": "gpt-5"}}, "completion_kwargs.model"),
        ({"family": "mistral"}, "family"),
        ({"context_window_tokens": "lots"}, "context_window_tokens"),
        ({"spend_cap_tokens": 5000}, "spend_window_minutes"),
        ({"surprise": 1}, "surprise"),
    ],
)
async def test_bad_input_is_a_400_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    response = no_leak(await api.client.post(ADMIN_PATH, json={**OPENAI, **body}, headers=api.auth("admin")))

    assert response.status_code == 400
    assert field in [issue["field"] for issue in response.json()["issues"]]


@pytest.mark.parametrize(("body", "field"), [({"name": None}, "name"), ({"base_url": "x"}, "base_url")])
async def test_a_bad_patch_is_a_400_naming_the_field(api: Api, body: dict[str, Any], field: str) -> None:
    created = await create(api)
    response = await api.client.patch(f"{ADMIN_PATH}/{created['id']}", json=body, headers=api.auth("admin"))
    assert response.status_code == 400
    assert response.json()["field"] == field


async def test_a_taken_name_is_a_409(api: Api) -> None:
    await create(api)
    response = await api.client.post(ADMIN_PATH, json=OPENAI, headers=api.auth("admin"))
    assert response.status_code == 409


@pytest.mark.parametrize(("method", "body"), [("GET", None), ("PATCH", {"name": "z"}), ("DELETE", None)])
async def test_an_unknown_connection_id_is_a_404(api: Api, method: str, body: dict[str, Any] | None) -> None:
    response = await api.client.request(method, f"{ADMIN_PATH}/missing", json=body, headers=api.auth("admin"))
    assert response.status_code == 404
    assert response.json()["error"] == "unknown_connection"


async def test_the_env_shortcut_creates_the_default_connection_at_start_up(
    database: Database, tmp_path: Path, clock: ManualClock
) -> None:
    settings = Settings(
        db_url=database.url,
        secret_key=SECRET,
        secret_key_file=tmp_path / "unused",
        llm_base_url="https://llm.example/v1",
        llm_model="m1",
        llm_api_key=CANARY,
    )
    app = create_app(settings, clock=clock, database=database)
    runtime: Runtime = app.state.deputy

    async with app.router.lifespan_context(app):
        tokens = await seed(runtime)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
            response = await client.get(
                "/api/chat/integrations", headers={"Authorization": f"Bearer {tokens['viewer']}"}
            )
            [integration] = no_leak(response).json()
            assert await runtime.stores.connections.api_key(integration["id"]) == CANARY

    assert (integration["name"], integration["default_model"], integration["is_default"]) == ("default", "m1", True)
