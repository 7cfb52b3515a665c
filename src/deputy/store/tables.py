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

audit_events = sa.Table(
    "audit_events",
    metadata,
    _id(),
    _created(),
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
    # A rolling-window key's count, kept by its charges (`store.rate_limits`); NULL until its first charge.
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
    _created(),
    sa.Index(None, "key", "created_at"),
)

model_connections = sa.Table(
    "model_connections",
    metadata,
    _id(),
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
    sa.Column("completion_kwargs", json_type(), nullable=False),
    sa.Column("is_default", sa.Boolean(), nullable=False, server_default=sa.false()),
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
)

conversations = sa.Table(
    "conversations",
    metadata,
    _id(),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("title", sa.String(200), nullable=True),
    sa.Column(
        "connection_id", sa.String(32), sa.ForeignKey("model_connections.id", ondelete="SET NULL"), nullable=True
    ),
    sa.Column("model", sa.String(200), nullable=True),
    sa.Column("permission_mode", sa.String(16), nullable=False, server_default="approve"),
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.Column("archived_at", UtcDateTime(), nullable=True),
    sa.Column("summary", sa.Text(), nullable=True),
    sa.Column("summarized_through_seq", sa.Integer(), nullable=True),
    sa.Column("active_turn_id", sa.String(32), nullable=True),
    sa.Column("cancel_requested_at", UtcDateTime(), nullable=True),
    sa.Column("agent_id", sa.String(32), sa.ForeignKey("agents.id", ondelete="SET NULL"), nullable=True),
    sa.Column("origin", sa.String(16), nullable=False, server_default="chat"),
    sa.Column("chat_type", sa.String(16), nullable=False, server_default="ai"),
    # Chat context (0009): the workspace it started in, its entity, its skill. No foreign key on workspace_id:
    # SQLite can only add one by rebuilding this table, and dropping the old copy cascades into every message.
    # Deleting a workspace clears the column in the same transaction instead (store/workspaces.py).
    sa.Column("workspace_id", sa.String(32), nullable=True),
    sa.Column("entity_type", sa.String(64), nullable=True),
    sa.Column("entity_id", sa.String(200), nullable=True),
    sa.Column("skill_id", sa.String(64), nullable=True),
    sa.Index(None, "owner_id", "updated_at"),
    sa.Index(None, "workspace_id"),
)

conversation_tools = sa.Table(
    "conversation_tools",
    metadata,
    sa.Column(
        "conversation_id",
        sa.String(32),
        sa.ForeignKey("conversations.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("tool_name", sa.String(64), primary_key=True),
    sa.Column("loaded_at", UtcDateTime(), nullable=False),
)
"""The tools a conversation loaded with `search_tools` (lazy loading); offered again only while permitted."""

messages = sa.Table(
    "messages",
    metadata,
    _id(),
    sa.Column("conversation_id", sa.String(32), sa.ForeignKey("conversations.id", ondelete="CASCADE"), nullable=False),
    sa.Column("seq", sa.Integer(), nullable=False),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("parts", json_type(), nullable=False),
    sa.Column("content", sa.Text(), nullable=False, server_default=""),
    sa.Column("model_messages", json_type(), nullable=True),
    sa.Column("status", sa.String(16), nullable=False, server_default="complete"),
    sa.Column("turn_id", sa.String(32), nullable=True),
    sa.Column("model", sa.String(200), nullable=True),
    sa.Column("usage", json_type(), nullable=True),
    sa.Column("error", sa.Text(), nullable=True),
    sa.Column("superseded_at", UtcDateTime(), nullable=True),
    sa.Column("guard", json_type(), nullable=True),
    sa.Column("excluded", sa.Boolean(), nullable=False, server_default=sa.false()),
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    # Who wrote it, in direct and group chats (NULL in an ai chat: the owner, or the assistant).
    sa.Column("author_kind", sa.String(16), nullable=True),
    sa.Column("author_id", sa.String(64), nullable=True),
    sa.Column("author_name", sa.String(200), nullable=True),
    sa.UniqueConstraint("conversation_id", "seq"),
)

message_feedback = sa.Table(
    "message_feedback",
    metadata,
    _id(),
    sa.Column("message_id", sa.String(32), sa.ForeignKey("messages.id", ondelete="CASCADE"), nullable=False),
    sa.Column("user_id", sa.String(64), nullable=False),
    sa.Column("rating", sa.String(8), nullable=False),
    sa.Column("category", sa.String(50), nullable=True),
    sa.Column("comment", sa.Text(), nullable=True),
    _created(),
    sa.UniqueConstraint("message_id", "user_id"),
)

turn_events = sa.Table(
    "turn_events",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("turn_id", sa.String(32), nullable=False),
    sa.Column("seq", sa.Integer(), nullable=False),
    sa.Column("frame", sa.Text(), nullable=False),
    _created(),
    sa.UniqueConstraint("turn_id", "seq"),
)

turn_leases = sa.Table(
    "turn_leases",
    metadata,
    # One row per running turn, written by claim_turn and dropped by finish_turn; the holder renews `expires_at`.
    # A lease that runs out means the holder died: another process reclaims the turn (`store.turn_leases`).
    sa.Column("turn_id", sa.String(32), primary_key=True),
    sa.Column("conversation_id", sa.String(32), sa.ForeignKey("conversations.id", ondelete="CASCADE"), nullable=False),
    sa.Column("assistant_id", sa.String(64), nullable=False),
    sa.Column("holder", sa.String(200), nullable=False),
    sa.Column("reservation_id", sa.BigInteger(), nullable=True),
    sa.Column("expires_at", UtcDateTime(), nullable=False, index=True),
    _created(),
    sa.Index(None, "conversation_id"),
)

# -- OAuth 2.1 for MCP (issue 7): clients, codes and tokens, every secret stored as a SHA-256 hash ---------------

oauth_clients = sa.Table(
    "oauth_clients",
    metadata,
    sa.Column("client_id", sa.String(64), primary_key=True),
    sa.Column("secret_hash", sa.String(64), nullable=True),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("redirect_uris", json_type(), nullable=False),
    sa.Column("grant_types", json_type(), nullable=False),
    sa.Column("auth_method", sa.String(32), nullable=False),
    sa.Column("scope", sa.Text(), nullable=True),
    sa.Column("client_metadata", json_type(), nullable=False),
    sa.Column("registered_from", sa.String(64), nullable=True),
    _created(),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)

oauth_codes = sa.Table(
    "oauth_codes",
    metadata,
    sa.Column("code_hash", sa.String(64), primary_key=True),
    sa.Column("client_id", sa.String(64), sa.ForeignKey("oauth_clients.client_id", ondelete="CASCADE"), nullable=False),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("redirect_uri", sa.Text(), nullable=False),
    sa.Column("code_challenge", sa.String(128), nullable=False),
    sa.Column("scopes", json_type(), nullable=False),
    sa.Column("resource", sa.String(500), nullable=False),
    _created(),
    sa.Column("expires_at", UtcDateTime(), nullable=False),
    sa.Column("used_at", UtcDateTime(), nullable=True),
)

oauth_tokens = sa.Table(
    "oauth_tokens",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("family_id", sa.String(32), nullable=False, index=True),
    sa.Column("client_id", sa.String(64), sa.ForeignKey("oauth_clients.client_id", ondelete="CASCADE"), nullable=False),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("scopes", json_type(), nullable=False),
    sa.Column("resource", sa.String(500), nullable=False),
    _created(),
    sa.Column("expires_at", UtcDateTime(), nullable=False),
    sa.Column("rotated_at", UtcDateTime(), nullable=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)

# -- Browser sessions (issue 4): the session token is stored as a SHA-256 hash only ------------------------------

web_sessions = sa.Table(
    "web_sessions",
    metadata,
    _id(),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    sa.Column("tenant_id", sa.String(32), nullable=False),
    _created(),
    sa.Column("last_seen_at", UtcDateTime(), nullable=False),
    sa.Column("idle_seconds", sa.Integer(), nullable=False),
    sa.Column("expires_at", UtcDateTime(), nullable=False, index=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)

# -- Operator controls (issue 5): the token ledger, per-user quota limits, system prompts ------------------------

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
    _created(),
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
    _id(),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("text", sa.Text(), nullable=False),
    # 1 on the active prompt, NULL on every other: the unique constraint lets the database hold at most one.
    sa.Column("active_slot", sa.Integer(), nullable=True, unique=True),
    sa.Column("created_by", sa.String(64), nullable=True),
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.CheckConstraint("active_slot = 1", name="active_slot"),
)

# -- Agents (issue 8): operator-defined assistants; `scope` is the owning tenant's id, or "system" ----------------

agents = sa.Table(
    "agents",
    metadata,
    _id(),
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
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("scope", "slug"),
    sa.UniqueConstraint("scope", "primary_slot"),
    sa.CheckConstraint("primary_slot = 1", name="primary_slot"),
)

# -- Chat types (issue 8): the participants of direct and group chats, and each one's read receipt ---------------

chat_participants = sa.Table(
    "chat_participants",
    metadata,
    _id(),
    sa.Column("conversation_id", sa.String(32), sa.ForeignKey("conversations.id", ondelete="CASCADE"), nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("participant_id", sa.String(64), nullable=False),
    sa.Column("display_name", sa.String(200), nullable=False, server_default=""),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("auto_respond", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("last_read_seq", sa.Integer(), nullable=False, server_default="0"),
    sa.Column("last_read_message_id", sa.String(32), nullable=True),
    sa.Column("last_read_at", UtcDateTime(), nullable=True),
    _created(),
    sa.UniqueConstraint("conversation_id", "kind", "participant_id"),
    sa.Index(None, "participant_id", "kind"),
)

# -- Chat context (issue 8): workspaces, business context blocks, user memory, user skills ----------------------

workspaces = sa.Table(
    "workspaces",
    metadata,
    _id(),
    sa.Column("tenant_id", sa.String(32), nullable=True, index=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("created_by", sa.String(64), nullable=True),
    _created(),
    sa.UniqueConstraint("tenant_id", "name"),
)

context_blocks = sa.Table(
    "context_blocks",
    metadata,
    _id(),
    sa.Column("scope", sa.String(16), nullable=False),
    sa.Column("scope_id", sa.String(64), nullable=False),  # tenant, workspace or user id; "" for the platform
    sa.Column("key", sa.String(64), nullable=False),
    sa.Column("text", sa.Text(), nullable=False),
    sa.Column("updated_by", sa.String(64), nullable=True),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("scope", "scope_id", "key"),
)

memories = sa.Table(
    "memories",
    metadata,
    _id(),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("content", sa.Text(), nullable=False),
    sa.Column("always_inject", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("source_conversation_id", sa.String(32), nullable=True),
    _created(),
    sa.Index(None, "owner_id", "created_at"),
)

skills = sa.Table(
    "skills",
    metadata,
    _id(),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("description", sa.String(300), nullable=False, server_default=""),
    sa.Column("preamble", sa.Text(), nullable=False),
    _created(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("owner_id", "name"),
)
