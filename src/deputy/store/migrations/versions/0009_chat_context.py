"""workspaces, entity-scoped chats, business context, user memory and skills

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-21 06:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from deputy.store.engine.types import UtcDateTime

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "workspaces",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("tenant_id", sa.String(32), nullable=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("created_by", sa.String(64), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workspaces")),
        sa.UniqueConstraint("tenant_id", "name", name=op.f("uq_workspaces_tenant_id_name")),
    )
    op.create_index(op.f("ix_workspaces_tenant_id"), "workspaces", ["tenant_id"])
    # Plain ADD COLUMNs, no batch rebuild: on SQLite, dropping the old `conversations` would cascade into every
    # message. So workspace_id has no foreign key; deleting a workspace clears it in the same transaction.
    op.add_column("conversations", sa.Column("workspace_id", sa.String(32), nullable=True))
    op.add_column("conversations", sa.Column("entity_type", sa.String(64), nullable=True))
    op.add_column("conversations", sa.Column("entity_id", sa.String(200), nullable=True))
    op.add_column("conversations", sa.Column("skill_id", sa.String(64), nullable=True))
    op.create_index(op.f("ix_conversations_workspace_id"), "conversations", ["workspace_id"])
    op.create_table(
        "context_blocks",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("scope", sa.String(16), nullable=False),
        sa.Column("scope_id", sa.String(64), nullable=False),
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("updated_by", sa.String(64), nullable=True),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_context_blocks")),
        sa.UniqueConstraint("scope", "scope_id", "key", name=op.f("uq_context_blocks_scope_scope_id_key")),
    )
    op.create_table(
        "memories",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("owner_kind", sa.String(16), nullable=False),
        sa.Column("owner_id", sa.String(64), nullable=False),
        sa.Column("tenant_id", sa.String(32), nullable=True),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("always_inject", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("source_conversation_id", sa.String(32), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memories")),
    )
    op.create_index(op.f("ix_memories_owner_id_created_at"), "memories", ["owner_id", "created_at"])
    op.create_table(
        "skills",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("owner_kind", sa.String(16), nullable=False),
        sa.Column("owner_id", sa.String(64), nullable=False),
        sa.Column("tenant_id", sa.String(32), nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("description", sa.String(300), server_default="", nullable=False),
        sa.Column("preamble", sa.Text(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_skills")),
        sa.UniqueConstraint("owner_id", "name", name=op.f("uq_skills_owner_id_name")),
    )


def downgrade() -> None:
    op.drop_table("skills")
    op.drop_index(op.f("ix_memories_owner_id_created_at"), table_name="memories")
    op.drop_table("memories")
    op.drop_table("context_blocks")
    op.drop_index(op.f("ix_conversations_workspace_id"), table_name="conversations")
    for column in ("skill_id", "entity_id", "entity_type", "workspace_id"):
        op.drop_column("conversations", column)  # native DROP COLUMN (SQLite 3.35+): no rebuild, no cascade
    op.drop_index(op.f("ix_workspaces_tenant_id"), table_name="workspaces")
    op.drop_table("workspaces")
