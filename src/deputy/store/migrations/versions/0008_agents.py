"""agents, default-agent resolution, the agent of a conversation, headless runs

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
