"""Identity: tenants, users, roles and API tokens; OAuth 2.1 clients, codes and tokens for MCP; browser
sessions. Every secret is stored as a SHA-256 hash only."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime, json_type
from deputy.store.tables.base import created_column, id_column, metadata

tenants = sa.Table(
    "tenants",
    metadata,
    id_column(),
    sa.Column("slug", sa.String(64), nullable=False, unique=True),
    sa.Column("name", sa.String(200), nullable=False),
    created_column(),
)

users = sa.Table(
    "users",
    metadata,
    id_column(),
    sa.Column("tenant_id", sa.String(32), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    sa.Column("username", sa.String(150), nullable=False, unique=True),
    sa.Column("display_name", sa.String(200), nullable=False, server_default=""),
    sa.Column("email", sa.String(320), nullable=True),
    sa.Column("password_hash", sa.String(255), nullable=True),
    sa.Column("is_active", sa.Boolean(), nullable=False, server_default=sa.true()),
    created_column(),
)

roles = sa.Table(
    "roles",
    metadata,
    id_column(),
    sa.Column("tenant_id", sa.String(32), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("description", sa.String(500), nullable=False, server_default=""),
    sa.Column("permissions", json_type(), nullable=False),
    created_column(),
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
    id_column(),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    sa.Column("name", sa.String(200), nullable=False, server_default=""),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("prefix", sa.String(16), nullable=False),
    sa.Column("scopes", json_type(), nullable=True),
    created_column(),
    sa.Column("expires_at", UtcDateTime(), nullable=True),
    sa.Column("last_used_at", UtcDateTime(), nullable=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
    # An operator's mark: this token applies proposals with `POST /api/proposals/apply` (a host application relaying
    # its own users' clicks). Without it a bearer token only proposes; a person decides.
    sa.Column("may_apply", sa.Boolean(), nullable=False, server_default=sa.false()),
)

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
    created_column(),
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
    created_column(),
    sa.Column("expires_at", UtcDateTime(), nullable=False),
    sa.Column("used_at", UtcDateTime(), nullable=True),
)

oauth_consents = sa.Table(
    "oauth_consents",
    metadata,
    sa.Column("nonce_hash", sa.String(64), primary_key=True),
    sa.Column("used_at", UtcDateTime(), nullable=False),
    sa.Column("expires_at", UtcDateTime(), nullable=False, index=True),
)
"""The consent forms already submitted (the hash of each form's nonce), kept until the form would have expired."""

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
    created_column(),
    sa.Column("expires_at", UtcDateTime(), nullable=False),
    sa.Column("rotated_at", UtcDateTime(), nullable=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)

web_sessions = sa.Table(
    "web_sessions",
    metadata,
    id_column(),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("user_id", sa.String(32), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    sa.Column("tenant_id", sa.String(32), nullable=False),
    created_column(),
    sa.Column("last_seen_at", UtcDateTime(), nullable=False),
    sa.Column("idle_seconds", sa.Integer(), nullable=False),
    sa.Column("expires_at", UtcDateTime(), nullable=False, index=True),
    sa.Column("revoked_at", UtcDateTime(), nullable=True),
)
