"""conversations, messages, model connections

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 01:58:30.610306
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import deputy.store.engine.types

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "model_connections",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("base_url", sa.String(length=500), nullable=False),
        sa.Column("api_key_encrypted", sa.Text(), nullable=True),
        sa.Column("default_model", sa.String(length=200), nullable=False),
        sa.Column(
            "available_models",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("family", sa.String(length=16), server_default="generic", nullable=False),
        sa.Column("context_window_tokens", sa.Integer(), nullable=True),
        sa.Column("spend_cap_tokens", sa.BigInteger(), nullable=True),
        sa.Column("spend_window_minutes", sa.Integer(), nullable=True),
        sa.Column("disable_topical_classifier", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column(
            "completion_kwargs",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("is_default", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_model_connections")),
        sa.UniqueConstraint("name", name=op.f("uq_model_connections_name")),
    )
    op.create_table(
        "turn_events",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), autoincrement=True, nullable=False),
        sa.Column("turn_id", sa.String(length=32), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("frame", sa.Text(), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_turn_events")),
        sa.UniqueConstraint("turn_id", "seq", name=op.f("uq_turn_events_turn_id_seq")),
    )
    op.create_table(
        "conversations",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("tenant_id", sa.String(length=32), nullable=True),
        sa.Column("owner_kind", sa.String(length=16), nullable=False),
        sa.Column("owner_id", sa.String(length=64), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=True),
        sa.Column("connection_id", sa.String(length=32), nullable=True),
        sa.Column("model", sa.String(length=200), nullable=True),
        sa.Column("permission_mode", sa.String(length=16), server_default="approve", nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("archived_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.Column("summary", sa.Text(), nullable=True),
        sa.Column("summarized_through_seq", sa.Integer(), nullable=True),
        sa.Column("active_turn_id", sa.String(length=32), nullable=True),
        sa.Column("cancel_requested_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["connection_id"],
            ["model_connections.id"],
            name=op.f("fk_conversations_connection_id_model_connections"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversations")),
    )
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_conversations_owner_id_updated_at"), ["owner_id", "updated_at"], unique=False
        )

    op.create_table(
        "messages",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("conversation_id", sa.String(length=32), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column(
            "parts", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False
        ),
        sa.Column("content", sa.Text(), server_default="", nullable=False),
        sa.Column(
            "model_messages",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=True,
        ),
        sa.Column("status", sa.String(length=16), server_default="complete", nullable=False),
        sa.Column("turn_id", sa.String(length=32), nullable=True),
        sa.Column("model", sa.String(length=200), nullable=True),
        sa.Column(
            "usage", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=True
        ),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("superseded_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_messages_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_messages")),
        sa.UniqueConstraint("conversation_id", "seq", name=op.f("uq_messages_conversation_id_seq")),
    )
    op.create_table(
        "message_feedback",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("message_id", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.String(length=64), nullable=False),
        sa.Column("rating", sa.String(length=8), nullable=False),
        sa.Column("category", sa.String(length=50), nullable=True),
        sa.Column("comment", sa.Text(), nullable=True),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["message_id"], ["messages.id"], name=op.f("fk_message_feedback_message_id_messages"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_message_feedback")),
        sa.UniqueConstraint("message_id", "user_id", name=op.f("uq_message_feedback_message_id_user_id")),
    )


def downgrade() -> None:
    op.drop_table("message_feedback")
    op.drop_table("messages")
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_conversations_owner_id_updated_at"))

    op.drop_table("conversations")
    op.drop_table("turn_events")
    op.drop_table("model_connections")
