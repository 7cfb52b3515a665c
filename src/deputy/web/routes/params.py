"""Parameters routes share: what an id or a username may look like, checked before any database read."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Query

ID_PATTERN = r"^[^\s\x00-\x1f\x7f]{1,64}$"
"""What an id may look like; anything else never reaches the database."""
ConversationId = Annotated[str, Path(pattern=ID_PATTERN)]
MessageId = Annotated[str, Path(pattern=ID_PATTERN)]
PLAIN_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
"""An id the server made (a user's, a token's, a skill's): letters, digits, `_` and `-`."""
PrincipalQuery = Annotated[
    str | None, Query(pattern=PLAIN_ID_PATTERN, description="A principal id (a user's or an application's)")
]
UsernameQuery = Annotated[str | None, Query(min_length=1, max_length=150, description="A username of the tenant")]
"""The people filters of the lists (`web.deps.principal_filter` reads them)."""


def no_nul(value: str) -> str:
    """Refuse NUL: Postgres text cannot hold it, so refuse it here rather than fail in the database."""
    if "\x00" in value:
        raise ValueError("may not contain NUL characters")
    return value
