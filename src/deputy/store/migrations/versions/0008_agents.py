"""agents, default-agent resolution, the agent of a conversation, headless runs

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from deputy.store.engine.types import UtcDateTime

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "agents",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("scope", sa.String(32), nullable=False),
        sa.Column("tenant_id", sa.String(32), nullable=True),
        sa.Column("slug", sa.String(64), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("description", sa.Text(), server_default="", nullable=False),
        sa.Column("system_prompt", sa.Text(), server_default="", nullable=False),
        sa.Column("connection_id", sa.String(32), nullable=True),
        sa.Column("model", sa.String(200), nullable=True),
        sa.Column(
            "tools", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=True
        ),
        sa.Column("enabled", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("lazy_tools", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("primary_slot", sa.Integer(), nullable=True),
        sa.Column("created_by", sa.String(64), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
        sa.CheckConstraint("primary_slot = 1", name=op.f("ck_agents_primary_slot")),
        sa.ForeignKeyConstraint(
            ["connection_id"],
            ["model_connections.id"],
            name=op.f("fk_agents_connection_id_model_connections"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenants.id"], name=op.f("fk_agents_tenant_id_tenants"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_agents")),
        sa.UniqueConstraint("scope", "primary_slot", name=op.f("uq_agents_scope_primary_slot")),
        sa.UniqueConstraint("scope", "slug", name=op.f("uq_agents_scope_slug")),
    )
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.add_column(sa.Column("agent_id", sa.String(32), nullable=True))
        batch_op.add_column(sa.Column("origin", sa.String(16), server_default="chat", nullable=False))
        batch_op.create_foreign_key(
            batch_op.f("fk_conversations_agent_id_agents"), "agents", ["agent_id"], ["id"], ondelete="SET NULL"
        )


def downgrade() -> None:
    with op.batch_alter_table("conversations", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_conversations_agent_id_agents"), type_="foreignkey")
        batch_op.drop_column("origin")
        batch_op.drop_column("agent_id")
    op.drop_table("agents")
