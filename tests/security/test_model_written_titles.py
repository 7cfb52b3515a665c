"""Red team (issue 35, finding 6): a credential in a title the model wrote was stored and listed by the API, the
sidebar and MCP `resources/list`, while the same text in the answer was redacted. A title is model output."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import pytest

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.llm.fake_script import FakeScript, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream
from tests.web.chat_support import chunks, connect, conversation, owner_of, user_body
from tests.web.conftest import Api

AWS_KEY = "AKIAIOSFODNN7EXAMPLE"


@pytest.fixture
async def upstream() -> AsyncIterator[FakeUpstream]:
    title = FakeTurn(match=f"^{re.escape(TITLE_REQUEST)}", text=f"Rotate {AWS_KEY} now")
    async with FakeUpstream(FakeScript(rules=[title]), ttft_ms=0, interval_ms=0) as fake:
        yield fake


async def test_a_credential_in_a_model_written_title_is_scrubbed_before_it_is_stored_or_listed(
    api: Api, upstream: FakeUpstream
) -> None:
    await connect(api, upstream)
    upstream.add_turns({"text": "Done."})
    conv = await conversation(api)

    chunks(await api.client.post("/api/chat", json=user_body(conv.id, "Hi"), headers=api.auth("operator")))
    await api.runtime.chat.wait_idle()

    listed = (await api.client.get("/api/conversations", headers=api.auth("operator"))).json()
    stored = await api.runtime.stores.conversations.get(await owner_of(api), conv.id)
    assert stored.title is not None and stored.title.startswith("Rotate")
    assert AWS_KEY not in stored.title and AWS_KEY not in str(listed)
