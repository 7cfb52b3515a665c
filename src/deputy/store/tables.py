"""Every table Deputy owns. Alembic revisions in `migrations/` must agree with these (a test checks)."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.types import UtcDateTime, json_type

metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)


def _id() -> sa.Column[str]:
    return sa.Column("id", sa.String(32), primary_key=True)


def _created() -> sa.Column[sa.DateTime]:
    return sa.Column("created_at", UtcDateTime(), nullable=False)


tenants = sa.Table(
    "tenants",
    metadata,
    _id(),
    sa.Column("slug", sa.String(64), nullable=False, unique=True),
    sa.Column("name", sa.String(200), nullable=False),
    _created(),
)

users = sa.Table(
    "users",
    metadata,
    _id(),
    sa.Column("tenant_id", sa.String(32), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    sa.Column("username", sa.String(150), nullable=False, unique=True),
    sa.Column("display_name", sa.String(200), nullable=False, server_default=""),
    sa.Column("email", sa.String(320), nullable=True),
    sa.Column("password_hash", sa.String(255), nullable=True),
    sa.Column("is_active", sa.Boolean(), nullable=False, server_default=sa.true()),
    _created(),
)

roles = sa.Table(
    "roles",
    metadata,
    _id(),
    sa.Column("tenant_id", sa.String(32), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("description", sa.String(500), nullable=False, server_default=""),
    sa.Column("permissions", json_type(), nullable=False),
    _created(),
    sa.UniqueConstraint("tenant_id", "name"),
)

user_roles = sa.Table(
    "user_roles",
    metadata,
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("role_id", sa.String(32), sa.ForeignKey("roles.id", ondelete="CASCADE"), primary_key=True),
)

api_tokens = sa.Table(
    "api_tokens",
    metadata,
    _id(),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    sa.Column("name", sa.String(200), nullable=False, server_default=""),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("prefix", sa.String(16), nullable=False),
    sa.Column("scopes", json_type(), nullable=True),
    _created(),
    sa.Column("expires_at", UtcDateTime(), nullable=True),
    sa.Column("last_used_at", UtcDateTime(), nullable=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)

proposals = sa.Table(
    "proposals",
    metadata,
    _id(),
    sa.Column("nonce_hash", sa.String(64), nullable=False),
    sa.Column("tool_name", sa.String(64), nullable=False),
    sa.Column("effect", sa.String(16), nullable=False),
    sa.Column("args_hash", sa.String(64), nullable=False),
    sa.Column("payload", json_type(), nullable=False),
    sa.Column("summary", sa.Text(), nullable=False),
    sa.Column("diff", json_type(), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("proposed_by_kind", sa.String(16), nullable=False),
    sa.Column("proposed_by_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("transport", sa.String(16), nullable=False),
    sa.Column("conversation_id", sa.String(32), nullable=True, index=True),
    _created(),
    sa.Column("expires_at", UtcDateTime(), nullable=False),
    sa.Column("decided_by_kind", sa.String(16), nullable=True),
    sa.Column("decided_by_id", sa.String(64), nullable=True),
    sa.Column("decided_at", UtcDateTime(), nullable=True),
    sa.Column("result", json_type(), nullable=True),
    sa.Column("error", sa.Text(), nullable=True),
    sa.Index(None, "status", "expires_at"),
)

audit_log = sa.Table(
    "audit_log",
    metadata,
    _id(),
    _created(),
    sa.Column("principal_kind", sa.String(16), nullable=False),
    sa.Column("principal_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("transport", sa.String(16), nullable=False),
    sa.Column("tool_name", sa.String(64), nullable=False),
    sa.Column("effect", sa.String(16), nullable=True),
    sa.Column("args_hash", sa.String(64), nullable=True),
    sa.Column("decision", sa.String(16), nullable=False),
    sa.Column("outcome", sa.String(16), nullable=False),
    sa.Column("error_code", sa.String(64), nullable=True),
    sa.Column("latency_ms", sa.Float(), nullable=False),
    sa.Column("proposal_id", sa.String(32), nullable=True, index=True),
    sa.Column("applied_by_kind", sa.String(16), nullable=True),
    sa.Column("applied_by_id", sa.String(64), nullable=True),
    sa.Column("conversation_id", sa.String(32), nullable=True),
    sa.Index(None, "principal_id", "created_at"),
    sa.Index(None, "tool_name", "created_at"),
    sa.Index(None, "created_at"),
)

rate_locks = sa.Table(
    "rate_locks",
    metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("touched_at", UtcDateTime(), nullable=False),
)

rate_events = sa.Table(
    "rate_events",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("key", sa.String(200), nullable=False),
    sa.Column("weight", sa.BigInteger(), nullable=False, server_default="1"),
    _created(),
    sa.Index(None, "key", "created_at"),
)
