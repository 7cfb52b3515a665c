"""direct and group chats: participants, read receipts

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import deputy.store.engine.types

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.add_column(sa.Column("chat_type", sa.String(length=16), server_default="ai", nullable=False))
    with op.batch_alter_table("messages", schema=None) as batch_op:
        batch_op.add_column(sa.Column("author_kind", sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column("author_id", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("author_name", sa.String(length=200), nullable=True))
    op.create_table(
        "chat_participants",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("conversation_id", sa.String(length=32), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("participant_id", sa.String(length=64), nullable=False),
        sa.Column("display_name", sa.String(length=200), server_default="", nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("auto_respond", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("last_read_seq", sa.Integer(), server_default="0", nullable=False),
        sa.Column("last_read_message_id", sa.String(length=32), nullable=True),
        sa.Column("last_read_at", deputy.store.engine.types.UtcDateTime(), nullable=True),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_chat_participants_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chat_participants")),
        sa.UniqueConstraint(
            "conversation_id",
            "kind",
            "participant_id",
            name=op.f("uq_chat_participants_conversation_id_kind_participant_id"),
        ),
    )
    with op.batch_alter_table("chat_participants", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_chat_participants_participant_id_kind"), ["participant_id", "kind"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("chat_participants", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_chat_participants_participant_id_kind"))
    op.drop_table("chat_participants")
    with op.batch_alter_table("messages", schema=None) as batch_op:
        batch_op.drop_column("author_name")
        batch_op.drop_column("author_id")
        batch_op.drop_column("author_kind")
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.drop_column("chat_type")
