"""Conversations and people: conversations, their loaded tools, messages and feedback, the participants of
direct and group chats, and a chat's context (workspaces, business context blocks, user memory and skills)."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime, json_type
from deputy.store.tables.base import created_column, id_column, metadata

conversations = sa.Table(
    "conversations",
    metadata,
    id_column(),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("title", sa.String(200), nullable=True),
    sa.Column(
        "connection_id", sa.String(32), sa.ForeignKey("model_connections.id", ondelete="SET NULL"), nullable=True
    ),
    sa.Column("model", sa.String(200), nullable=True),
    sa.Column("permission_mode", sa.String(16), nullable=False, server_default="approve"),
    created_column(),
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
    # Deleting a workspace clears the column in the same transaction instead (store/conversations/workspaces.py).
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
    id_column(),
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
    # The conversation's newest current message when this one was appended: same parent and role = versions.
    sa.Column("parent_id", sa.String(32), nullable=True),
    sa.Column("guard", json_type(), nullable=True),
    sa.Column("excluded", sa.Boolean(), nullable=False, server_default=sa.false()),
    created_column(),
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
    id_column(),
    sa.Column("message_id", sa.String(32), sa.ForeignKey("messages.id", ondelete="CASCADE"), nullable=False),
    sa.Column("user_id", sa.String(64), nullable=False),
    sa.Column("rating", sa.String(8), nullable=False),
    sa.Column("category", sa.String(50), nullable=True),
    sa.Column("comment", sa.Text(), nullable=True),
    created_column(),
    sa.UniqueConstraint("message_id", "user_id"),
)

chat_participants = sa.Table(
    "chat_participants",
    metadata,
    id_column(),
    sa.Column("conversation_id", sa.String(32), sa.ForeignKey("conversations.id", ondelete="CASCADE"), nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("participant_id", sa.String(64), nullable=False),
    sa.Column("display_name", sa.String(200), nullable=False, server_default=""),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("auto_respond", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("last_read_seq", sa.Integer(), nullable=False, server_default="0"),
    sa.Column("last_read_message_id", sa.String(32), nullable=True),
    sa.Column("last_read_at", UtcDateTime(), nullable=True),
    created_column(),
    sa.UniqueConstraint("conversation_id", "kind", "participant_id"),
    sa.Index(None, "participant_id", "kind"),
)

workspaces = sa.Table(
    "workspaces",
    metadata,
    id_column(),
    sa.Column("tenant_id", sa.String(32), nullable=True, index=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("created_by", sa.String(64), nullable=True),
    created_column(),
    sa.UniqueConstraint("tenant_id", "name"),
)

context_blocks = sa.Table(
    "context_blocks",
    metadata,
    id_column(),
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
    id_column(),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("content", sa.Text(), nullable=False),
    sa.Column("always_inject", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("source_conversation_id", sa.String(32), nullable=True),
    created_column(),
    sa.Index(None, "owner_id", "created_at"),
)

skills = sa.Table(
    "skills",
    metadata,
    id_column(),
    sa.Column("owner_kind", sa.String(16), nullable=False),
    sa.Column("owner_id", sa.String(64), nullable=False),
    sa.Column("tenant_id", sa.String(32), nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("description", sa.String(300), nullable=False, server_default=""),
    sa.Column("preamble", sa.Text(), nullable=False),
    created_column(),
    sa.Column("updated_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("owner_id", "name"),
)
