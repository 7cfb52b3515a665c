"""workspaces, entity-scoped chats, business context, user memory and skills

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
