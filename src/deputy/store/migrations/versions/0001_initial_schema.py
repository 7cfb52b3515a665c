"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-21 01:45:42.251569
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import deputy.store.engine.types

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("principal_kind", sa.String(length=16), nullable=False),
        sa.Column("principal_id", sa.String(length=64), nullable=False),
        sa.Column("tenant_id", sa.String(length=32), nullable=True),
        sa.Column("transport", sa.String(length=16), nullable=False),
        sa.Column("tool_name", sa.String(length=64), nullable=False),
        sa.Column("effect", sa.String(length=16), nullable=True),
        sa.Column("args_hash", sa.String(length=64), nullable=True),
        sa.Column("decision", sa.String(length=16), nullable=False),
        sa.Column("outcome", sa.String(length=16), nullable=False),
        sa.Column("error_code", sa.String(length=64), nullable=True),
        sa.Column("latency_ms", sa.Float(), nullable=False),
        sa.Column("proposal_id", sa.String(length=32), nullable=True),
        sa.Column("applied_by_kind", sa.String(length=16), nullable=True),
        sa.Column("applied_by_id", sa.String(length=64), nullable=True),
        sa.Column("conversation_id", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_log_created_at"), ["created_at"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_audit_log_principal_id_created_at"), ["principal_id", "created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_audit_log_proposal_id"), ["proposal_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_audit_log_tool_name_created_at"), ["tool_name", "created_at"], unique=False
        )

    op.create_table(
        "proposals",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("nonce_hash", sa.String(length=64), nullable=False),
        sa.Column("tool_name", sa.String(length=64), nullable=False),
        sa.Column("effect", sa.String(length=16), nullable=False),
        sa.Column("args_hash", sa.String(length=64), nullable=False),
        sa.Column(
            "payload", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False
        ),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column(
            "diff", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False
        ),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("proposed_by_kind", sa.String(length=16), nullable=False),
        sa.Column("proposed_by_id", sa.String(length=64), nullable=False),
        sa.Column("tenant_id", sa.String(length=32), nullable=True),
        sa.Column("transport", sa.String(length=16), nullable=False),
        sa.Column("conversation_id", sa.String(length=32), nullable=True),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("expires_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("decided_by_kind", sa.String(length=16), nullable=True),
        sa.Column("decided_by_id", sa.String(length=64), nullable=True),
        sa.Column("decided_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.Column(
            "result", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=True
        ),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_proposals")),
    )
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_proposals_conversation_id"), ["conversation_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_proposals_status_expires_at"), ["status", "expires_at"], unique=False)

    op.create_table(
        "rate_events",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), autoincrement=True, nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("weight", sa.BigInteger(), server_default="1", nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_events")),
    )
    with op.batch_alter_table("rate_events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rate_events_key_created_at"), ["key", "created_at"], unique=False)

    op.create_table(
        "rate_locks",
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("touched_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_rate_locks")),
    )
    op.create_table(
        "tenants",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("slug", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tenants")),
        sa.UniqueConstraint("slug", name=op.f("uq_tenants_slug")),
    )
    op.create_table(
        "roles",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("tenant_id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("description", sa.String(length=500), server_default="", nullable=False),
        sa.Column(
            "permissions", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False
        ),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenants.id"], name=op.f("fk_roles_tenant_id_tenants"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_roles")),
        sa.UniqueConstraint("tenant_id", "name", name=op.f("uq_roles_tenant_id_name")),
    )
    op.create_table(
        "users",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("tenant_id", sa.String(length=32), nullable=False),
        sa.Column("username", sa.String(length=150), nullable=False),
        sa.Column("display_name", sa.String(length=200), server_default="", nullable=False),
        sa.Column("email", sa.String(length=320), nullable=True),
        sa.Column("password_hash", sa.String(length=255), nullable=True),
        sa.Column("is_active", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenants.id"], name=op.f("fk_users_tenant_id_tenants"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("username", name=op.f("uq_users_username")),
    )
    op.create_table(
        "api_tokens",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=200), server_default="", nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("prefix", sa.String(length=16), nullable=False),
        sa.Column(
            "scopes", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=True
        ),
        sa.Column("created_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=False),
        sa.Column("expires_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.Column("last_used_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", deputy.store.engine.types.UtcDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_api_tokens_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_api_tokens")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_api_tokens_token_hash")),
    )
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_api_tokens_user_id"), ["user_id"], unique=False)

    op.create_table(
        "user_roles",
        sa.Column("user_id", sa.String(length=32), nullable=False),
        sa.Column("role_id", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(
            ["role_id"], ["roles.id"], name=op.f("fk_user_roles_role_id_roles"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_user_roles_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("user_id", "role_id", name=op.f("pk_user_roles")),
    )


def downgrade() -> None:
    op.drop_table("user_roles")
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_api_tokens_user_id"))

    op.drop_table("api_tokens")
    op.drop_table("users")
    op.drop_table("roles")
    op.drop_table("tenants")
    op.drop_table("rate_locks")
    with op.batch_alter_table("rate_events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rate_events_key_created_at"))

    op.drop_table("rate_events")
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_proposals_status_expires_at"))
        batch_op.drop_index(batch_op.f("ix_proposals_conversation_id"))

    op.drop_table("proposals")
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_log_tool_name_created_at"))
        batch_op.drop_index(batch_op.f("ix_audit_log_proposal_id"))
        batch_op.drop_index(batch_op.f("ix_audit_log_principal_id_created_at"))
        batch_op.drop_index(batch_op.f("ix_audit_log_created_at"))

    op.drop_table("audit_log")
