"""direct and group chats: participants, read receipts

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
