"""what many pods on one Postgres need

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
