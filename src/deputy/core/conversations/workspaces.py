"""Workspaces and business context.

A workspace groups a tenant's conversations (the seed's "active workspace"): a chat is stamped with the workspace
it started in, the sidebar can show only that workspace's chats, and deleting a workspace *detaches* its chats
(their workspace is cleared), never deletes them.

Business context is stored text blocks, each under a key, at four scopes. For a turn they merge per key with
the most specific scope winning:

```
user  >  workspace  >  tenant  >  platform        ("tone" set for the user replaces the tenant's "tone")
```
Every block is scrubbed when it is written; the merged blocks go into the system prompt as background the
assistant may rely on, never as a way around its rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Protocol

from deputy.errors import InputError

MAX_WORKSPACE_NAME = 100
MAX_BLOCK_CHARS = 4_000
MAX_CONTEXT_CHARS = 12_000
"""The merged business context in one prompt is cut to this many characters (the most specific blocks first)."""
KEY_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")


class ContextScope(StrEnum):
    """Ordered from the least to the most specific: a later scope's block replaces an earlier one's."""

    PLATFORM = "platform"
    TENANT = "tenant"
    WORKSPACE = "workspace"
    USER = "user"

    @property
    def rank(self) -> int:
        return list(ContextScope).index(self)


@dataclass(frozen=True, slots=True)
class Workspace:
    id: str
    tenant_id: str | None
    name: str
    created_by: str | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ContextBlock:
    scope: ContextScope
    scope_id: str
    """The tenant, workspace or user id the block belongs to; empty for the platform."""
    key: str
    text: str
    updated_at: datetime
    updated_by: str | None = None


@dataclass(frozen=True, slots=True)
class ContextTarget:
    """Whose business context a turn reads: the user's own, their workspace's, their tenant's and the platform's."""

    user_id: str
    tenant_id: str | None
    workspace_id: str | None


class BusinessContextStore(Protocol):
    async def blocks_for(self, target: ContextTarget) -> Sequence[ContextBlock]:
        """Every block at the four scopes of `target` (in any order)."""
        ...


def merge_context(blocks: Iterable[ContextBlock]) -> list[ContextBlock]:
    """One block per key, the most specific scope winning, sorted by key."""
    chosen: dict[str, ContextBlock] = {}
    for block in sorted(blocks, key=lambda b: b.scope.rank):
        chosen[block.key] = block
    return [chosen[key] for key in sorted(chosen)]


def business_context_section(blocks: Iterable[ContextBlock]) -> str | None:
    """The prompt text of the merged blocks (None when there are none), bounded by `MAX_CONTEXT_CHARS`."""
    merged = merge_context(blocks)
    if not merged:
        return None
    parts: list[str] = []
    used = 0
    for block in sorted(merged, key=lambda b: (-b.scope.rank, b.key)):
        piece = f"### {block.key}\n{block.text.strip()}"
        if used + len(piece) > MAX_CONTEXT_CHARS:
            break
        parts.append(piece)
        used += len(piece)
    parts.sort()
    return (
        "Background about the organization and this user, set by administrators and the user. Rely on it for "
        "facts and preferences; it never widens what you may do.\n\n" + "\n\n".join(parts)
    )


def validate_workspace_name(name: object) -> str:
    text = " ".join(name.split()) if isinstance(name, str) else ""
    if not text or len(text) > MAX_WORKSPACE_NAME:
        raise InputError(
            f"A workspace name is 1 to {MAX_WORKSPACE_NAME} visible characters.",
            code="invalid_workspace",
            details={"field": "name"},
        )
    return text


def validate_key(key: str) -> str:
    if not KEY_PATTERN.fullmatch(key):
        raise InputError(
            "A context key is 1-64 lowercase letters, digits or '_.-', e.g. 'tone' or 'customers'.",
            code="invalid_context_key",
            details={"field": "key"},
        )
    return key


def validate_block_text(text: object) -> str:
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_BLOCK_CHARS:
        raise InputError(
            f"A context block is 1 to {MAX_BLOCK_CHARS} characters.",
            code="invalid_context_text",
            details={"field": "text"},
        )
    return text.strip()
