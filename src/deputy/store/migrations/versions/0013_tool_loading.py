"""tool loading: the tools each conversation loaded with search_tools

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-21 06:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import deputy.store.engine.types

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "conversation_tools",
        sa.Column("conversation_id", sa.String(length=32), nullable=False),
        sa.Column("tool_name", sa.String(length=64), nullable=False),
        sa.Column("loaded_at", deputy.store.engine.types.UtcDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_conversation_tools_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("conversation_id", "tool_name", name=op.f("pk_conversation_tools")),
    )


def downgrade() -> None:
    op.drop_table("conversation_tools")
