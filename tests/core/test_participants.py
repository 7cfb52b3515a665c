"""Mentions and who answers them in a group chat."""

from __future__ import annotations

from deputy.core.conversations.participants import Participant, ParticipantKind, ParticipantRole, mentions, responder


def agent(slug: str, *, auto_respond: bool = True) -> Participant:
    return Participant(ParticipantKind.AGENT, slug, slug.title(), ParticipantRole.MEMBER, auto_respond=auto_respond)


def test_mentions_are_slugs_after_an_at_sign_lower_cased_once_each_in_order() -> None:
    text = "@Triage and @assistant, then @triage again; mail ops@assistant.example or @@x"
    assert mentions(text) == ["triage", "assistant"]


def test_the_first_mentioned_auto_responding_agent_answers() -> None:
    people = [agent("assistant"), agent("triage"), agent("quiet", auto_respond=False)]
    assert responder("@quiet @triage @assistant look", people) == people[1]


def test_nobody_answers_a_mention_of_a_user_or_an_agent_that_is_not_in_the_chat() -> None:
    user = Participant(ParticipantKind.USER, "viewer", "Viewer", ParticipantRole.MEMBER)
    assert responder("@viewer @billing hello", [user, agent("assistant")]) is None
