"""The default-agent cascade and the rules that pick the agent of a conversation."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from deputy.core.agents.profiles import AgentProfile, find, for_conversation, resolve_default, usable, validate_tools
from deputy.errors import InputError, NoAgentsConfigured, NotFound

NOW = datetime(2026, 1, 1, tzinfo=UTC)
TENANT = "t1"


def agent(slug: str, *, tenant: str | None = TENANT, primary: bool = False, enabled: bool = True) -> AgentProfile:
    return AgentProfile(
        id=f"id-{slug}-{tenant}",
        slug=slug,
        name=slug.title(),
        tenant_id=tenant,
        created_at=NOW,
        updated_at=NOW,
        primary=primary,
        enabled=enabled,
    )


def test_the_tenant_primary_agent_wins_over_the_system_primary() -> None:
    chosen = resolve_default(
        [agent("helper"), agent("triage", primary=True), agent("ops", tenant=None, primary=True)], TENANT
    )
    assert chosen.slug == "triage"


def test_without_a_tenant_primary_the_system_primary_answers() -> None:
    chosen = resolve_default([agent("helper"), agent("ops", tenant=None, primary=True)], TENANT)
    assert chosen.slug == "ops"


def test_without_any_primary_the_first_enabled_agent_answers_tenant_first() -> None:
    agents = [agent("off", enabled=False), agent("helper"), agent("ops", tenant=None)]
    assert resolve_default(agents, TENANT).slug == "helper"
    assert resolve_default([agent("ops", tenant=None)], TENANT).slug == "ops"


def test_a_disabled_primary_is_skipped() -> None:
    chosen = resolve_default([agent("triage", primary=True, enabled=False), agent("helper")], TENANT)
    assert chosen.slug == "helper"


def test_agents_without_any_enabled_one_is_a_clear_no_agents_configured_error() -> None:
    with pytest.raises(NoAgentsConfigured) as raised:
        resolve_default([agent("off", enabled=False), agent("sys", tenant=None, enabled=False)], TENANT)
    assert raised.value.code == "no_agents_configured"
    assert "enable" in raised.value.message


def test_no_agent_defined_at_all_keeps_the_built_in_assistant() -> None:
    assert for_conversation([], None, TENANT) is None


def test_a_conversation_keeps_its_agent_and_falls_back_to_the_default_when_it_is_disabled() -> None:
    helper, triage = agent("helper"), agent("triage", primary=True)
    assert for_conversation([helper, triage], helper.id, TENANT) == helper
    disabled = agent("helper", enabled=False)
    assert for_conversation([disabled, triage], disabled.id, TENANT) == triage


def test_another_tenants_agent_is_never_the_default() -> None:
    with pytest.raises(NoAgentsConfigured):
        resolve_default([agent("theirs", tenant="t2", primary=True)], TENANT)


def test_agents_are_found_by_id_or_slug_and_a_disabled_one_is_not_usable() -> None:
    helper = agent("helper")
    assert find([helper], "helper") == helper == find([helper], helper.id)
    with pytest.raises(NotFound) as raised:
        usable([agent("off", enabled=False)], "off")
    assert raised.value.code == "unknown_agent"


def test_an_allowlist_naming_an_unknown_tool_is_refused_with_the_names() -> None:
    assert validate_tools(["b", "a", "a"], known=["a", "b"]) == ("a", "b")
    assert validate_tools(None, known=["a"]) is None
    with pytest.raises(InputError) as raised:
        validate_tools(["a", "nope"], known=["a"])
    assert raised.value.details["unknown"] == ["nope"]
