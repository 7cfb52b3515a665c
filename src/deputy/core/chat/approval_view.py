"""What a chat's other members see of a confirm card: the card, and its token only if they may decide it.

A proposal's token is what applies or declines it, so in a direct or group chat it reaches only the members who may
decide (`ToolGateway.may_decide`: whoever proposed the change, or whoever may run its tool now). Everyone else sees
the same card (its summary, diff and state) without the token: in the chat's messages (`GET /api/chats/{id}`,
`GET /api/conversations/{id}`) and in a resumed stream of the running turn, where the approval request itself is
left out. (Staff reading another user's conversation see its text only.)
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from deputy.core import events
from deputy.core.chat.live import Numbered
from deputy.core.conversations.records import Conversation, Message
from deputy.core.identity.principal import Principal
from deputy.core.tools.gateway import ToolGateway
from deputy.errors import DeputyError


def shared_with(conversation: Conversation, viewer: Principal) -> bool:
    """Whether `viewer` reads someone else's cards here: a direct or group chat, or another user's conversation."""
    return conversation.chat_type != "ai" or conversation.owner_id != viewer.id


class Deciders:
    """Answers "may this viewer spend this token?" once per token for one viewer."""

    def __init__(self, gateway: ToolGateway, viewer: Principal) -> None:
        self._gateway = gateway
        self._viewer = viewer
        self._known: dict[str, bool] = {}

    async def may_spend(self, token: str) -> bool:
        if token not in self._known:
            try:
                await self._gateway.describe(self._viewer, token)
            except DeputyError:  # not theirs to decide, malformed, or of another tenant
                self._known[token] = False
            else:
                self._known[token] = True
        return self._known[token]

    async def parts(self, parts: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        """`parts` with the approval token removed from every card the viewer may not decide."""
        shown: list[dict[str, Any]] = []
        for part in parts:
            approval = part.get("approval")
            token = approval.get("id") if isinstance(approval, Mapping) else None
            if isinstance(token, str) and not await self.may_spend(token):
                assert isinstance(approval, Mapping)
                part = {**part, "approval": {k: v for k, v in approval.items() if k != "id"}}
            shown.append(dict(part))
        return shown

    async def messages(self, messages: Sequence[Message]) -> list[Message]:
        """`messages` with `parts` applied to each one that holds a card."""
        return [
            replace(message, parts=await self.parts(message.parts))
            if any("approval" in part for part in message.parts)
            else message
            for message in messages
        ]

    async def stream(self, numbered: AsyncIterator[Numbered]) -> AsyncIterator[Numbered]:
        """A turn's events without the approval requests the viewer may not decide (their cards still stream)."""
        async for item in numbered:
            event = item.event
            if isinstance(event, events.ToolApprovalRequest) and not await self.may_spend(event.approval_id):
                continue
            yield item
