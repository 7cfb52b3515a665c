"""Path parameters the conversation routes share: what an id may look like, checked before any database read."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path

ID_PATTERN = r"^[^\s\x00-\x1f\x7f]{1,64}$"
"""What an id may look like; anything else never reaches the database."""
ConversationId = Annotated[str, Path(pattern=ID_PATTERN)]
MessageId = Annotated[str, Path(pattern=ID_PATTERN)]


def no_nul(value: str) -> str:
    """Refuse NUL: Postgres text cannot hold it, so refuse it here rather than fail in the database."""
    if "\x00" in value:
        raise ValueError("may not contain NUL characters")
    return value
