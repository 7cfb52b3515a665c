"""Resources and prompts through the official Python MCP client, in both eras: documentation pages, the caller's
own conversations (read-only, never another user's), and the prompts with their arguments."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp.shared.exceptions import MCPError
from mcp.types import TextContent, TextResourceContents

from deputy.core.clock import ManualClock
from deputy.core.conversations.records import TRANSCRIPT_PAGE, Role
from deputy.core.identity.principal import Principal
from deputy.store import Database

from .support import Deputy, live_deputy, mcp_session

pytestmark = pytest.mark.slow

MODES = ["legacy", "2026-07-28"]


async def principal(deputy: Deputy, name: str) -> Principal:
    user = await deputy.runtime.stores.identity.user_by_name(name)
    assert user is not None
    return await deputy.runtime.stores.identity.principal_for_user(user.id)


async def chat(deputy: Deputy, owner: Principal, title: str, messages: int) -> str:
    store, now = deputy.runtime.stores.conversations, deputy.runtime.clock.now()
    conversation = await store.create(owner, now=now)
    await store.update(owner, conversation.id, now=now, title=title)
    for n in range(messages):
        role = Role.USER if n % 2 == 0 else Role.ASSISTANT
        text = f"{title} message {n}."
        await store.append_message(
            conversation.id, role=role, parts=[{"type": "text", "text": text}], content=text, now=now
        )
    return conversation.id


def text_of(contents: list[TextResourceContents]) -> str:
    assert len(contents) == 1
    return contents[0].text


@pytest.mark.parametrize("mode", MODES)
async def test_a_user_lists_and_reads_docs_and_only_their_own_conversations(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        mine = await chat(deputy, await principal(deputy, "viewer"), "Checkout latency", 2)
        theirs = await chat(deputy, await principal(deputy, "operator"), "Operator notes", 2)
        async with mcp_session(deputy, mode=mode, token=deputy.tokens["viewer"]) as client:
            listed = await client.list_resources()
            templates = await client.list_resource_templates()
            doc = await client.read_resource("deputy://docs/mcp")
            transcript = await client.read_resource(f"deputy://conversations/{mine}")
            with pytest.raises(MCPError, match="No conversation"):
                await client.read_resource(f"deputy://conversations/{theirs}")
            with pytest.raises(MCPError, match="No documentation page"):
                await client.read_resource("deputy://docs/../../etc/passwd")

    uris = {str(resource.uri): resource.title for resource in listed.resources}
    assert uris == {"deputy://docs/mcp": "Documentation: mcp", f"deputy://conversations/{mine}": "Checkout latency"}
    assert [t.uri_template for t in templates.resource_templates] == [
        "deputy://conversations/{conversation_id}",
        "deputy://docs/{page}",
    ]
    assert "Tools that change data never run on a call" in text_of(doc.contents)  # type: ignore[arg-type]
    shown = text_of(transcript.contents)  # type: ignore[arg-type]
    assert shown.startswith("# Checkout latency")
    assert "Checkout latency message 0." in shown and "Checkout latency message 1." in shown
    assert "Operator notes" not in shown and "newest" not in shown


async def test_a_long_conversation_resource_holds_its_newest_page_and_says_so(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        long = await chat(deputy, await principal(deputy, "viewer"), "Long", TRANSCRIPT_PAGE + 3)
        async with mcp_session(deputy, mode="2026-07-28", token=deputy.tokens["viewer"]) as client:
            transcript = await client.read_resource(f"deputy://conversations/{long}")

    shown = text_of(transcript.contents)  # type: ignore[arg-type]
    assert f"The newest {TRANSCRIPT_PAGE} messages" in shown
    assert "Long message 2." not in shown
    assert "Long message 3." in shown and f"Long message {TRANSCRIPT_PAGE + 2}." in shown


@pytest.mark.parametrize("mode", MODES)
async def test_prompts_are_listed_filled_in_and_refused_without_their_argument(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, mode: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        async with mcp_session(deputy, mode=mode, token=deputy.tokens["viewer"]) as client:
            listed = await client.list_prompts()
            investigate = await client.get_prompt("investigate_incident", {"incident": "INC-7", "since": "2h"})
            with pytest.raises(MCPError, match="incident"):
                await client.get_prompt("investigate_incident", {})
            with pytest.raises(MCPError, match="No prompt"):
                await client.get_prompt("delete_everything", {})

    assert [(p.name, [(a.name, a.required) for a in p.arguments or []]) for p in listed.prompts] == [
        ("investigate_incident", [("incident", True), ("since", False)]),
        ("review_proposal", [("proposal", True)]),
    ]
    message = investigate.messages[0]
    assert message.role == "user" and isinstance(message.content, TextContent)
    assert "Investigate this incident: INC-7. Look at 2h." in message.content.text
    assert "get_proposal" in message.content.text
