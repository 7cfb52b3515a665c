"""operator controls: quotas, spend ledger, admission, system prompts, compaction

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-21 03:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from deputy.store.engine.types import UtcDateTime

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def _bigint_id() -> sa.Column[int]:
    return sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True)


def upgrade() -> None:
    op.create_table(
        "token_ledger",
        _bigint_id(),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("user_id", sa.String(64), nullable=True),
        sa.Column("tenant_id", sa.String(32), nullable=True),
        sa.Column("connection_id", sa.String(32), nullable=True),
        sa.Column("conversation_id", sa.String(32), nullable=True),
        sa.Column("reserved_tokens", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("total_tokens", sa.BigInteger(), nullable=False),
        sa.Column("input_tokens", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("output_tokens", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("cached_tokens", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("reasoning_tokens", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("settled_at", UtcDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_token_ledger")),
    )
    with op.batch_alter_table("token_ledger", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_token_ledger_user_id_created_at"), ["user_id", "created_at"])
        batch_op.create_index(batch_op.f("ix_token_ledger_connection_id_created_at"), ["connection_id", "created_at"])
        batch_op.create_index(batch_op.f("ix_token_ledger_created_at"), ["created_at"])
        batch_op.create_index(batch_op.f("ix_token_ledger_state_created_at"), ["state", "created_at"])

    op.create_table(
        "token_quotas",
        sa.Column("user_id", sa.String(64), nullable=False),
        sa.Column("daily_limit", sa.BigInteger(), nullable=True),
        sa.Column("weekly_limit", sa.BigInteger(), nullable=True),
        sa.Column("monthly_limit", sa.BigInteger(), nullable=True),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
        sa.Column("updated_by", sa.String(64), nullable=True),
        sa.CheckConstraint("daily_limit >= -1", name=op.f("ck_token_quotas_daily_limit")),
        sa.CheckConstraint("weekly_limit >= -1", name=op.f("ck_token_quotas_weekly_limit")),
        sa.CheckConstraint("monthly_limit >= -1", name=op.f("ck_token_quotas_monthly_limit")),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_token_quotas")),
    )

    op.create_table(
        "system_prompts",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("active_slot", sa.Integer(), nullable=True),
        sa.Column("created_by", sa.String(64), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
        sa.CheckConstraint("active_slot = 1", name=op.f("ck_system_prompts_active_slot")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_prompts")),
        sa.UniqueConstraint("active_slot", name=op.f("uq_system_prompts_active_slot")),
    )


def downgrade() -> None:
    op.drop_table("system_prompts")
    op.drop_table("token_quotas")
    with op.batch_alter_table("token_ledger", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_token_ledger_state_created_at"))
        batch_op.drop_index(batch_op.f("ix_token_ledger_created_at"))
        batch_op.drop_index(batch_op.f("ix_token_ledger_connection_id_created_at"))
        batch_op.drop_index(batch_op.f("ix_token_ledger_user_id_created_at"))
    op.drop_table("token_ledger")
