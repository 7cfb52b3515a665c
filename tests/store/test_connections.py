from __future__ import annotations

import asyncio
import dataclasses

import pytest
from pydantic import SecretStr

from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft, ConnectionPatch, InvalidConnection, ModelFamily
from deputy.errors import ConfigurationError, Conflict, NotFound
from deputy.settings import Settings
from deputy.store import Database, Stores
from deputy.store.connections import SqlConnectionStore
from deputy.store.env_connection import ensure_env_connection

SECRET = b"s" * 48
CANARY = "sk-canary-DO-NOT-LEAK-0123456789abcdef"
OPENAI = ConnectionDraft(
    name="openai",
    base_url="https://api.openai.com/v1",
    default_model="gpt-4o-mini",
    available_models=("gpt-4o",),
    family=ModelFamily.OPENAI,
    context_window_tokens=128_000,
    completion_kwargs={"temperature": 0.2},
)
OLLAMA = ConnectionDraft(name="ollama", base_url="http://127.0.0.1:11434/v1", default_model="llama3.1")


def store_for(database: Database, secret: bytes | None = SECRET) -> SqlConnectionStore:
    return Stores.open(database, secret=secret).connections


async def raw_rows(database: Database) -> list[str]:
    async with database.engine.connect() as conn:
        rows = (await conn.exec_driver_sql("SELECT * FROM model_connections")).all()
    return [repr(tuple(row)) for row in rows]


async def test_a_connection_round_trips_without_ever_carrying_its_key(database: Database, clock: ManualClock) -> None:
    store = store_for(database)

    created = await store.create(OPENAI, api_key=CANARY, now=clock.now())

    assert created.has_api_key
    assert await store.get(created.id) == created
    assert await store.get_by_name("openai") == created
    assert (created.default_model, created.available_models, created.family) == (
        "gpt-4o-mini",
        ("gpt-4o",),
        ModelFamily.OPENAI,
    )
    assert dict(created.completion_kwargs) == {"temperature": 0.2}
    assert CANARY not in repr(created)
    assert await store.api_key(created.id) == CANARY


async def test_the_api_key_is_encrypted_at_rest(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    await store.create(OPENAI, api_key=CANARY, now=clock.now())

    [row] = await raw_rows(database)

    assert CANARY not in row
    assert "canary" not in row.lower()
    assert "v1." in row


async def test_a_taken_name_is_a_conflict(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    await store.create(OPENAI, now=clock.now())
    other = await store.create(OLLAMA, now=clock.now())

    with pytest.raises(Conflict):
        await store.create(OPENAI, now=clock.now())
    with pytest.raises(Conflict):
        await store.update(other.id, ConnectionPatch(name="openai"), now=clock.now())


async def test_an_update_replaces_the_key_only_when_one_is_given(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    created = await store.create(OPENAI, api_key=CANARY, now=clock.now())

    kept = await store.update(created.id, ConnectionPatch(context_window_tokens=64_000), now=clock.now())
    assert kept.has_api_key and await store.api_key(created.id) == CANARY
    assert kept.context_window_tokens == 64_000 and kept.default_model == "gpt-4o-mini"

    await store.update(created.id, ConnectionPatch(api_key="sk-new-key"), now=clock.now())
    assert await store.api_key(created.id) == "sk-new-key"

    cleared = await store.update(created.id, ConnectionPatch(api_key=None), now=clock.now())
    assert not cleared.has_api_key
    assert await store.api_key(created.id) is None


async def test_moving_a_connection_to_another_host_needs_the_key_again(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    created = await store.create(OPENAI, api_key=CANARY, now=clock.now())

    with pytest.raises(InvalidConnection) as refused:
        await store.update(created.id, ConnectionPatch(base_url="https://elsewhere.example/v1"), now=clock.now())

    assert refused.value.field == "api_key"
    assert (await store.get(created.id)) == created
    moved = await store.update(
        created.id, ConnectionPatch(base_url="https://elsewhere.example/v1", api_key="sk-new-key"), now=clock.now()
    )
    assert moved.base_url == "https://elsewhere.example/v1" and await store.api_key(created.id) == "sk-new-key"


async def test_a_bad_update_changes_nothing_and_names_the_field(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    created = await store.create(OPENAI, api_key=CANARY, now=clock.now())

    with pytest.raises(InvalidConnection) as refused:
        await store.update(
            created.id, ConnectionPatch(default_model="o3", completion_kwargs={"model": "x"}), now=clock.now()
        )

    assert refused.value.field == "completion_kwargs.model"
    assert await store.get(created.id) == created


async def test_the_default_is_the_marked_one_else_the_only_one_else_none(
    database: Database, clock: ManualClock
) -> None:
    store = store_for(database)
    assert await store.default() is None
    openai = await store.create(OPENAI, now=clock.now())
    assert await store.default() == openai
    ollama = await store.create(OLLAMA, now=clock.now())
    assert await store.default() is None

    await store.update(ollama.id, ConnectionPatch(is_default=True), now=clock.now())
    assert (default := await store.default()) is not None and default.id == ollama.id


async def test_making_a_connection_the_default_clears_the_others(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    first = await store.create(_with(OPENAI, is_default=True), now=clock.now())
    second = await store.create(_with(OLLAMA, is_default=True), now=clock.now())

    assert [c.name for c in await store.list() if c.is_default] == ["ollama"]
    await store.update(first.id, ConnectionPatch(is_default=True), now=clock.now())
    assert [c.name for c in await store.list() if c.is_default] == ["openai"]
    await store.remove(first.id)
    assert await store.default() == await store.get(second.id)


async def test_concurrent_default_changes_leave_exactly_one_default(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    drafts = [ConnectionDraft(name=f"c{i}", base_url="http://h/v1", default_model="m") for i in range(6)]
    created = [await store.create(d, now=clock.now()) for d in drafts[:3]]

    await asyncio.gather(
        *(store.update(c.id, ConnectionPatch(is_default=True), now=clock.now()) for c in created),
        *(store.create(_with(d, is_default=True), now=clock.now()) for d in drafts[3:]),
    )

    assert len([c for c in await store.list() if c.is_default]) == 1


async def test_resolve_coerces_the_model_a_conversation_asks_for(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    openai = await store.create(OPENAI, now=clock.now())
    ollama = await store.create(_with(OLLAMA, is_default=True), now=clock.now())

    assert await store.resolve(openai.id, "gpt-4o") == (openai, "gpt-4o")
    assert await store.resolve(openai.id, "gpt-5-not-allowed") == (openai, "gpt-4o-mini")
    assert await store.resolve(None, "gpt-4o") == (ollama, "llama3.1")

    # After the operator narrows the allowlist, the same stored id is coerced on the next update.
    narrowed = await store.update(openai.id, ConnectionPatch(available_models=()), now=clock.now())
    assert await store.resolve(openai.id, "gpt-4o") == (narrowed, "gpt-4o-mini")
    with pytest.raises(NotFound):
        await store.resolve("missing", None)


async def test_unknown_ids_are_not_found(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    assert await store.get("missing") is None
    for call in (
        store.update("missing", ConnectionPatch(name="x"), now=clock.now()),
        store.remove("missing"),
        store.api_key("missing"),
    ):
        with pytest.raises(NotFound):
            await call


async def test_without_the_server_secret_keys_are_refused_clearly(database: Database, clock: ManualClock) -> None:
    keyless = store_for(database, secret=None)
    with pytest.raises(ConfigurationError) as refused:
        await keyless.create(OPENAI, api_key=CANARY, now=clock.now())
    assert refused.value.code == "no_server_secret"
    assert await keyless.list() == []

    created = await store_for(database).create(OPENAI, api_key=CANARY, now=clock.now())
    assert (await keyless.create(OLLAMA, now=clock.now())).has_api_key is False
    with pytest.raises(ConfigurationError):
        await keyless.api_key(created.id)


async def test_a_changed_server_secret_is_a_configuration_error_that_leaks_nothing(
    database: Database, clock: ManualClock
) -> None:
    created = await store_for(database).create(OPENAI, api_key=CANARY, now=clock.now())
    [row] = await raw_rows(database)

    with pytest.raises(ConfigurationError) as refused:
        await store_for(database, secret=b"another-secret-" * 3).api_key(created.id)

    assert refused.value.code == "secret_unreadable"
    sealed = row.split("'v1.")[1].split("'")[0]
    assert sealed not in str(refused.value) and CANARY not in str(refused.value)
    assert refused.value.__cause__ is None


async def test_the_env_shortcut_creates_then_updates_the_default_connection(
    database: Database, clock: ManualClock
) -> None:
    store = store_for(database)
    await store.create(_with(OLLAMA, is_default=True), now=clock.now())
    first = env_settings(base_url="https://llm.example/v1", model="m1", key=CANARY)

    created = await ensure_env_connection(first, store, now=clock.now())
    assert created is not None and created.name == "default" and created.is_default
    assert await store.api_key(created.id) == CANARY
    assert (default := await store.default()) is not None and default.id == created.id
    await store.update(created.id, ConnectionPatch(available_models=("m2",)), now=clock.now())

    second = env_settings(base_url="http://127.0.0.1:11434/v1", model="m2", key=None)
    updated = await ensure_env_connection(second, store, now=clock.now())

    assert updated is not None and updated.id == created.id
    assert (updated.base_url, updated.default_model, updated.available_models) == (
        "http://127.0.0.1:11434/v1",
        "m2",
        ("m2",),
    )
    assert await store.api_key(created.id) is None  # the key never follows the connection to a new server
    assert len(await store.list()) == 2


async def test_the_env_shortcut_does_nothing_without_a_base_url(database: Database, clock: ManualClock) -> None:
    store = store_for(database)
    assert await ensure_env_connection(env_settings(base_url=None, model=None, key=None), store) is None
    assert await store.list() == []


async def test_an_unusable_env_base_url_is_a_configuration_error_naming_the_variable(
    database: Database, clock: ManualClock
) -> None:
    with pytest.raises(ConfigurationError, match="DEPUTY_LLM_BASE_URL"):
        await ensure_env_connection(env_settings(base_url="ftp://x", model="m", key=None), store_for(database))


def test_settings_refuse_half_an_env_shortcut(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEPUTY_LLM_BASE_URL", "https://llm.example/v1")
    with pytest.raises(ValueError, match="DEPUTY_LLM_MODEL"):
        Settings()
    monkeypatch.setenv("DEPUTY_LLM_MODEL", "m")
    monkeypatch.setenv("DEPUTY_LLM_API_KEY", CANARY)
    settings = Settings()
    assert settings.llm_api_key is not None and CANARY not in repr(settings)


def env_settings(*, base_url: str | None, model: str | None, key: str | None) -> Settings:
    return Settings(llm_base_url=base_url, llm_model=model, llm_api_key=SecretStr(key) if key else None)


def _with(draft: ConnectionDraft, *, is_default: bool) -> ConnectionDraft:
    return ConnectionPatch(is_default=is_default).apply(draft)


async def test_a_turns_resolve_is_read_once_per_window_but_this_processs_writes_show_at_once(
    database: Database, clock: ManualClock
) -> None:
    here, elsewhere = store_for(database), store_for(database)  # two processes
    first = await here.create(OPENAI, now=clock.now())
    assert (await here.resolve(None, None))[0].id == first.id

    await here.update(first.id, ConnectionPatch(default_model="gpt-4o"), now=clock.now())
    assert await here.resolve(None, None) == (await here.get(first.id), "gpt-4o")  # its own write: at once

    second = await elsewhere.create(dataclasses.replace(OLLAMA, is_default=True), now=clock.now())
    assert (await here.resolve(None, None))[0].id == first.id  # another process's write: within the cache window
    assert (await elsewhere.resolve(None, None))[0].id == second.id
    assert await here.get(second.id) is not None  # reads other than a turn's resolve are always fresh

    await here.remove(first.id)
    assert (await here.resolve(None, None))[0].id == second.id
    with pytest.raises(NotFound):
        await here.resolve(first.id, None)
