"""web sessions and login attempts (standalone auth)

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-21 03:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
