"""audit events: guard detections at HIGH and above, staff reads of others' conversations, feedback

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-21 04:10:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import deputy.store.engine.types

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audit_events",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("actor_kind", sa.String(length=16), nullable=True),
        sa.Column("actor_id", sa.String(length=64), nullable=True),
        sa.Column("tenant_id", sa.String(length=32), nullable=True),
        sa.Column("conversation_id", sa.String(length=32), nullable=True),
        sa.Column("message_id", sa.String(length=64), nullable=True),
        sa.Column("subject_user_id", sa.String(length=64), nullable=True),
        sa.Column("severity", sa.String(length=16), nullable=True),
        sa.Column(
            "details", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_events")),
    )
    with op.batch_alter_table("audit_events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_events_kind_created_at"), ["kind", "created_at"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_audit_events_tenant_id_created_at"), ["tenant_id", "created_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("audit_events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_events_tenant_id_created_at"))
        batch_op.drop_index(batch_op.f("ix_audit_events_kind_created_at"))
    op.drop_table("audit_events")
