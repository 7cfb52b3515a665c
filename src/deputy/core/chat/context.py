"""What a conversation carries into each turn's system prompt besides the base rules, read fresh every turn:

```
business context (user > workspace > tenant > platform)   "Business context"
the user's always-inject notes (private `ai` chats only)  "Memory"
the entity the chat is about, reloaded as the user        "Conversation subject"
the active skill's preamble                               "Active skill: …"  (also after the final-answer text)
```
Nothing here comes from the client: the conversation row holds only references (workspace, entity, skill), and
every value is read from the stores, or from the host application as the user, when the turn starts. An entity
the user can no longer read refuses the turn with `entity_not_found` / `entity_forbidden` before anything is
written.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from deputy.core.chat.turn_start import StartReads
from deputy.core.conversations.entities import EntityRef, EntityRegistry, entity_section
from deputy.core.conversations.memory import MemoryStore, memory_section
from deputy.core.conversations.records import Conversation
from deputy.core.conversations.skills import SkillStore, find_skill, skill_section
from deputy.core.conversations.workspaces import BusinessContextStore, ContextTarget, business_context_section
from deputy.core.guards import Guard
from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import HostCaller, ToolContext, Transport
from deputy.errors import NotFound

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TurnContext:
    """Prompt sections `(heading, text)` for one turn, and the guidance that must survive the final step."""

    sections: tuple[tuple[str, str], ...] = ()
    final_guidance: str | None = None


class ChatContextSource:
    """Assembles a turn's `TurnContext` from the stores and the host's entity loaders."""

    def __init__(
        self,
        *,
        entities: EntityRegistry,
        business: BusinessContextStore,
        skills: SkillStore,
        memories: MemoryStore | None = None,
        guard: Guard | None = None,
    ) -> None:
        self.entities = entities
        self._business = business
        self._skills = skills
        self._memories = memories
        self._guard = guard

    async def for_turn(
        self,
        principal: Principal,
        conversation: Conversation,
        *,
        host: HostCaller | None = None,
        reads: StartReads | None = None,
    ) -> TurnContext:
        """`reads`: what the turn's start already read with the conversation (`core.chat.turn_start`); the rest is
        read here."""
        reads = reads or StartReads()
        sections: list[tuple[str, str]] = []
        blocks = reads.blocks
        if blocks is None:
            target = ContextTarget(
                user_id=principal.id, tenant_id=principal.tenant_id, workspace_id=conversation.workspace_id
            )
            blocks = await self._business.blocks_for(target)
        business = business_context_section(blocks)
        if business:
            sections.append(("Business context", business))
        if self._memories is not None and conversation.chat_type == "ai":  # never in a chat others read
            notes = memory_section(
                await self._memories.always_injected(principal) if reads.memories is None else reads.memories,
                guard=self._guard,
            )
            if notes:
                sections.append(("Memory", notes))
        if conversation.entity_type and conversation.entity_id:
            ctx = ToolContext(principal=principal, transport=Transport.CHAT, host=host, conversation_id=conversation.id)
            snapshot = await self.entities.load(ctx, EntityRef(conversation.entity_type, conversation.entity_id))
            sections.append(("Conversation subject", entity_section(snapshot, guard=self._guard)))
        final_guidance = None
        if conversation.skill_id:
            try:
                skill = await find_skill(self._skills, principal, conversation.skill_id)
            except NotFound:  # the user deleted the skill: the chat goes on without it
                log.info("conversation %s: its skill is gone", conversation.id)
            else:
                heading, text = skill_section(skill)
                sections.append((heading, text))
                final_guidance = f"Keep following the active skill ({skill.name}): {text}"
        return TurnContext(sections=tuple(sections), final_guidance=final_guidance)
