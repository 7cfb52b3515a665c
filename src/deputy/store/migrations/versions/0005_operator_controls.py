"""operator controls: quotas, spend ledger, admission, system prompts, compaction

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-21 03:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
