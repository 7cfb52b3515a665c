"""OAuth 2.1 clients, codes and tokens (MCP)

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-21 03:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
