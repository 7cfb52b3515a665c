"""Tools and consent: proposals, the audit log and audit events, and the rolling-window rate counters."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime, json_type
from deputy.store.tables.base import created_column, id_column, metadata

proposals = sa.Table(
    "proposals",
    metadata,
    id_column(),
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
    created_column(),
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
    id_column(),
    created_column(),
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

audit_events = sa.Table(
    "audit_events",
    metadata,
    id_column(),
    created_column(),
    sa.Column("kind", sa.String(40), nullable=False),
    sa.Column("actor_kind", sa.String(16), nullable=True),
    sa.Column("actor_id", sa.String(64), nullable=True),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("conversation_id", sa.String(32), nullable=True),
    sa.Column("message_id", sa.String(64), nullable=True),
    sa.Column("subject_user_id", sa.String(64), nullable=True),
    sa.Column("severity", sa.String(16), nullable=True),
    sa.Column("details", json_type(), nullable=False),
    sa.Index(None, "tenant_id", "created_at"),
    sa.Index(None, "kind", "created_at"),
)

rate_locks = sa.Table(
    "rate_locks",
    metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("touched_at", UtcDateTime(), nullable=False),
    # A rolling-window key's count, kept by its charges (`store.budgets.rate_limits`); NULL until its first charge.
    sa.Column("counted_since", UtcDateTime(), nullable=True),
    sa.Column("used", sa.BigInteger(), nullable=True),
    sa.Column("last_added", sa.Integer(), nullable=True),
    sa.Column("expired", sa.BigInteger(), nullable=True),
)

rate_events = sa.Table(
    "rate_events",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("key", sa.String(200), nullable=False),
    sa.Column("weight", sa.BigInteger(), nullable=False, server_default="1"),
    created_column(),
    sa.Index(None, "key", "created_at"),
)
