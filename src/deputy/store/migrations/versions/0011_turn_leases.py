"""turn liveness for crash recovery

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
