"""Operator instructions for the system prompt: stored prompts, one active at a time, with placeholders.

The database holds any number of `SystemPrompt`s and enforces that at most one is active (a unique slot column);
activation swaps the active prompt in one transaction. Staff manage them. When none is active, the instructions
from settings (`DEPUTY_CUSTOM_INSTRUCTIONS`) apply. `{assistant_name}` and `{organization}` are filled; any other
`{placeholder}` is left exactly as written, so braces in an operator's text never break the prompt.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from deputy.errors import InputError

MAX_NAME_CHARS = 100
MAX_TEXT_CHARS = 20_000
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True)
class SystemPrompt:
    id: str
    name: str
    text: str
    active: bool
    created_by: str | None
    created_at: datetime
    updated_at: datetime


class SystemPromptStore(Protocol):
    async def active(self) -> SystemPrompt | None: ...

    async def list(self) -> Sequence[SystemPrompt]: ...

    async def get(self, prompt_id: str) -> SystemPrompt: ...

    async def create(self, *, name: str, text: str, by: str | None, now: datetime) -> SystemPrompt: ...

    async def update(self, prompt_id: str, *, name: str | None, text: str | None, now: datetime) -> SystemPrompt: ...

    async def delete(self, prompt_id: str) -> None: ...

    async def activate(self, prompt_id: str, *, now: datetime) -> SystemPrompt:
        """Make this prompt the only active one, atomically."""
        ...

    async def deactivate(self, *, now: datetime) -> None:
        """Leave no prompt active (the settings' instructions apply again)."""
        ...


def validate_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME_CHARS:
        raise InputError(
            f"name: 1 to {MAX_NAME_CHARS} characters.", code="invalid_system_prompt", details={"field": "name"}
        )
    return name.strip()


def validate_text(text: object) -> str:
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT_CHARS:
        raise InputError(
            f"text: 1 to {MAX_TEXT_CHARS} characters.", code="invalid_system_prompt", details={"field": "text"}
        )
    return text.strip()


def fill_placeholders(text: str, values: Mapping[str, str]) -> str:
    """`text` with `{name}` replaced for each known name; unknown placeholders stay as written."""
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def instructions(active: SystemPrompt | None, *, fallback: str, assistant_name: str, organization: str) -> str | None:
    """The operator instructions this turn's prompt carries: the active prompt, else the settings' text."""
    text = active.text if active is not None else fallback
    if not text.strip():
        return None
    return fill_placeholders(text.strip(), {"assistant_name": assistant_name, "organization": organization})
