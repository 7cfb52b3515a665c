"""Operator controls: model connections, the token ledger, per-user quota limits, system prompts and agents
(`scope` is the owning tenant's id, or "system")."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime, json_type
from deputy.store.tables.base import created_column, id_column, metadata

model_connections = sa.Table(
    "model_connections",
    metadata,
    id_column(),
    sa.Column("name", sa.String(100), nullable=False, unique=True),
    sa.Column("base_url", sa.String(500), nullable=False),
    sa.Column("api_key_encrypted", sa.Text(), nullable=True),
    sa.Column("default_model", sa.String(200), nullable=False),
    sa.Column("available_models", json_type(), nullable=False),
    sa.Column("family", sa.String(16), nullable=False, server_default="generic"),
    sa.Column("context_window_tokens", sa.Integer(), nullable=True),
    sa.Column("spend_cap_tokens", sa.BigInteger(), nullable=True),
    sa.Column("spend_window_minutes", sa.Integer(), nullable=True),
    sa.Column("disable_topical_classifier", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("cache_hints", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("completion_kwargs", json_type(), nullable=False),
    sa.Column("is_default", sa.Boolean(), nullable=False, server_default=sa.false()),
    created_column(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
)

token_ledger = sa.Table(
    "token_ledger",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("state", sa.String(16), nullable=False),
    sa.Column("user_id", sa.String(64), nullable=True),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("connection_id", sa.String(32), nullable=True),
    sa.Column("conversation_id", sa.String(32), nullable=True),
    sa.Column("reserved_tokens", sa.BigInteger(), nullable=False, server_default="0"),
    sa.Column("total_tokens", sa.BigInteger(), nullable=False),
    sa.Column("input_tokens", sa.BigInteger(), nullable=False, server_default="0"),
    sa.Column("output_tokens", sa.BigInteger(), nullable=False, server_default="0"),
    sa.Column("cached_tokens", sa.BigInteger(), nullable=False, server_default="0"),
    sa.Column("reasoning_tokens", sa.BigInteger(), nullable=False, server_default="0"),
    created_column(),
    sa.Column("settled_at", UtcDateTime(), nullable=True),
    sa.Index(None, "user_id", "created_at"),
    sa.Index(None, "connection_id", "created_at"),
    sa.Index(None, "created_at"),
    sa.Index(None, "state", "created_at"),
)

token_quotas = sa.Table(
    "token_quotas",
    metadata,
    sa.Column("user_id", sa.String(64), primary_key=True),
    sa.Column("daily_limit", sa.BigInteger(), nullable=True),
    sa.Column("weekly_limit", sa.BigInteger(), nullable=True),
    sa.Column("monthly_limit", sa.BigInteger(), nullable=True),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.Column("updated_by", sa.String(64), nullable=True),
    sa.CheckConstraint("daily_limit >= -1", name="daily_limit"),
    sa.CheckConstraint("weekly_limit >= -1", name="weekly_limit"),
    sa.CheckConstraint("monthly_limit >= -1", name="monthly_limit"),
)

system_prompts = sa.Table(
    "system_prompts",
    metadata,
    id_column(),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("text", sa.Text(), nullable=False),
    # 1 on the active prompt, NULL on every other: the unique constraint lets the database hold at most one.
    sa.Column("active_slot", sa.Integer(), nullable=True, unique=True),
    sa.Column("created_by", sa.String(64), nullable=True),
    created_column(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.CheckConstraint("active_slot = 1", name="active_slot"),
)

agents = sa.Table(
    "agents",
    metadata,
    id_column(),
    sa.Column("scope", sa.String(32), nullable=False),
    sa.Column("tenant_id", sa.String(32), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=True),
    sa.Column("slug", sa.String(64), nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("description", sa.Text(), nullable=False, server_default=""),
    sa.Column("system_prompt", sa.Text(), nullable=False, server_default=""),
    sa.Column(
        "connection_id", sa.String(32), sa.ForeignKey("model_connections.id", ondelete="SET NULL"), nullable=True
    ),
    sa.Column("model", sa.String(200), nullable=True),
    sa.Column("tools", json_type(), nullable=True),
    sa.Column("enabled", sa.Boolean(), nullable=False, server_default=sa.true()),
    sa.Column("lazy_tools", sa.Boolean(), nullable=False, server_default=sa.false()),
    # 1 on the scope's primary agent, NULL on every other: the unique constraint keeps at most one per scope.
    sa.Column("primary_slot", sa.Integer(), nullable=True),
    sa.Column("created_by", sa.String(64), nullable=True),
    created_column(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("scope", "slug"),
    sa.UniqueConstraint("scope", "primary_slot"),
    sa.CheckConstraint("primary_slot = 1", name="primary_slot"),
)
