"""Skills: named prompt presets a user activates for a conversation.

A skill is a preamble that shapes how the assistant works (a voice, a procedure, an output format). Deputy ships
a few built-in skills (ids are their slugs); each user may define their own (ids are random hex), which only they
see and use. The active skill's preamble goes into the system prompt and is appended again *after* the forced
final-answer instruction (`core.chat.agent_loop`), so the skill's voice survives into the last step of a long turn.

A skill never widens anything: it is prompt text, and the tools, permissions and confirm cards stay the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from deputy.core.identity.principal import Principal
from deputy.errors import InputError, NotFound

MAX_SKILL_NAME = 64
MAX_DESCRIPTION = 300
MAX_PREAMBLE = 4_000
MAX_SKILLS = 100
NAME_PATTERN = re.compile(r"^[\w][\w .'()-]{0,63}$")


@dataclass(frozen=True, slots=True)
class Skill:
    id: str
    name: str
    description: str
    preamble: str
    builtin: bool = False
    owner_id: str | None = None
    updated_at: datetime | None = None


BUILTIN_SKILLS: tuple[Skill, ...] = (
    Skill(
        id="concise",
        name="Concise",
        description="Short answers: the result first, no preamble, bullets over paragraphs.",
        preamble=(
            "Answer as briefly as the question allows: lead with the result, use short bullets, skip pleasantries "
            "and restating the question. Offer detail only when asked."
        ),
        builtin=True,
    ),
    Skill(
        id="incident-commander",
        name="Incident commander",
        description="Triage an outage: impact, current state, next actions and owners.",
        preamble=(
            "Act as an incident commander. Structure every answer as: Impact (who is affected, how badly), Current "
            "state (what the tools show right now), Next actions (numbered, each with an owner when known), Open "
            "questions. Prefer facts from tools over assumptions and say when data is missing."
        ),
        builtin=True,
    ),
    Skill(
        id="postmortem",
        name="Postmortem writer",
        description="Draft a blameless postmortem from what the tools show.",
        preamble=(
            "Write in the style of a blameless postmortem with the headings Summary, Timeline, Root cause, What went "
            "well, What went wrong, Action items. Name systems and decisions, never blame people."
        ),
        builtin=True,
    ),
)
BUILTIN_IDS = frozenset(s.id for s in BUILTIN_SKILLS)


class SkillStore(Protocol):
    async def list_for(self, owner: Principal) -> Sequence[Skill]: ...

    async def get(self, owner: Principal, skill_id: str) -> Skill | None:
        """The owner's own skill, or None (another user's skill is None too)."""
        ...


async def find_skill(store: SkillStore, owner: Principal, skill_id: str) -> Skill:
    """A built-in skill, or one of the owner's own; anything else is `unknown_skill`."""
    for builtin in BUILTIN_SKILLS:
        if builtin.id == skill_id:
            return builtin
    found = await store.get(owner, skill_id)
    if found is None:
        raise NotFound("No such skill.", code="unknown_skill", details={"field": "skill_id"})
    return found


async def available_skills(store: SkillStore, owner: Principal) -> list[Skill]:
    """Built-in skills first, then the owner's own by name."""
    return [*BUILTIN_SKILLS, *sorted(await store.list_for(owner), key=lambda s: s.name.lower())]


def skill_section(skill: Skill) -> tuple[str, str]:
    """The prompt section `(heading, text)` of the active skill."""
    return f"Active skill: {skill.name}", skill.preamble.strip()


def validate_skill_name(name: object) -> str:
    text = " ".join(name.split()) if isinstance(name, str) else ""
    if not NAME_PATTERN.fullmatch(text):
        raise InputError(
            f"A skill name is 1 to {MAX_SKILL_NAME} letters, digits, spaces or .'()-.",
            code="invalid_skill",
            details={"field": "name"},
        )
    return text


def validate_preamble(text: object) -> str:
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_PREAMBLE:
        raise InputError(
            f"A skill's preamble is 1 to {MAX_PREAMBLE} characters.",
            code="invalid_skill",
            details={"field": "preamble"},
        )
    return text.strip()


def validate_description(text: object) -> str:
    if text is None:
        return ""
    if not isinstance(text, str) or len(text) > MAX_DESCRIPTION:
        raise InputError(
            f"A skill's description is at most {MAX_DESCRIPTION} characters.",
            code="invalid_skill",
            details={"field": "description"},
        )
    return " ".join(text.split())
