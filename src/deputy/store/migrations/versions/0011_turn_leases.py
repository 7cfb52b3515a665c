"""turn liveness for crash recovery: a lease per running turn, renewed by its process, reclaimed when it runs out

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import deputy.store.engine.types

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "turn_leases",
        sa.Column("turn_id", sa.String(length=32), nullable=False),
        sa.Column("conversation_id", sa.String(length=32), nullable=False),
        sa.Column("assistant_id", sa.String(length=64), nullable=False),
        sa.Column("holder", sa.String(length=200), nullable=False),
        sa.Column("reservation_id", sa.BigInteger(), nullable=True),
        sa.Column("expires_at", deputy.store.engine.types.UtcDateTime(), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_turn_leases_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("turn_id", name=op.f("pk_turn_leases")),
    )
    with op.batch_alter_table("turn_leases", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_turn_leases_conversation_id"), ["conversation_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_turn_leases_expires_at"), ["expires_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("turn_leases", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_turn_leases_expires_at"))
        batch_op.drop_index(batch_op.f("ix_turn_leases_conversation_id"))
    op.drop_table("turn_leases")
