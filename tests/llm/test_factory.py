"""A connection becomes a model client whose requests carry only the allowed model and parameters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from deputy.core.connections import ModelConnection
from deputy.core.model import ModelRequest
from deputy.llm.factory import NO_API_KEY, chat_model_for, completion_options_for, model_id_for
from deputy.llm.fake_upstream import FakeUpstream

from .conftest import USER_MESSAGES

CANARY = "sk-canary-DO-NOT-LEAK-0123456789abcdef"


def connection(base_url: str, completion_kwargs: Mapping[str, Any] | None = None) -> ModelConnection:
    return ModelConnection(
        id="c1",
        name="fake",
        base_url=base_url,
        default_model="fake-default",
        available_models=("fake-big",),
        completion_kwargs=completion_kwargs or {},
    )


async def test_an_out_of_allowlist_model_is_coerced_at_build_time_and_never_sent_upstream() -> None:
    async with FakeUpstream([{"text": "one"}, {"text": "two"}]) as upstream:
        conn = connection(upstream.base_url, completion_kwargs={"temperature": 0.1, "model": "smuggled"})
        async with chat_model_for(conn, CANARY) as model:
            for requested in ("gpt-5-unlisted", "fake-big"):
                request = ModelRequest(
                    model=model_id_for(conn, requested),
                    messages=USER_MESSAGES,
                    options=completion_options_for(conn),
                )
                await model.complete(request)

    sent = [r.body for r in upstream.requests]
    assert [body["model"] for body in sent] == ["fake-default", "fake-big"]
    assert all(body["temperature"] == 0.1 for body in sent)
    assert [r.api_key for r in upstream.requests] == [CANARY, CANARY]
    assert CANARY not in repr(model)


async def test_a_keyless_connection_never_sends_the_environments_openai_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", CANARY)
    async with FakeUpstream([{"text": "hi"}]) as upstream:
        async with chat_model_for(connection(upstream.base_url), None) as model:
            await model.complete(ModelRequest(model="fake-default", messages=USER_MESSAGES))

    assert upstream.requests[0].api_key == NO_API_KEY
