"""Every table Deputy owns, declared by concern on one `metadata`. Alembic revisions in `migrations/` must agree
with these (a test checks)."""

from __future__ import annotations

from deputy.store.tables.base import metadata
from deputy.store.tables.conversations import (
    chat_participants,
    context_blocks,
    conversation_tools,
    conversations,
    memories,
    message_feedback,
    messages,
    skills,
    workspaces,
)
from deputy.store.tables.identity import (
    api_tokens,
    oauth_clients,
    oauth_codes,
    oauth_consents,
    oauth_tokens,
    roles,
    tenants,
    user_roles,
    users,
    web_sessions,
)
from deputy.store.tables.operators import (
    agents,
    model_connections,
    system_prompts,
    token_ledger,
    token_quotas,
)
from deputy.store.tables.tools import (
    audit_events,
    audit_log,
    proposals,
    rate_events,
    rate_locks,
)
from deputy.store.tables.turns import (
    turn_events,
    turn_leases,
)

__all__ = [
    "agents",
    "api_tokens",
    "audit_events",
    "audit_log",
    "chat_participants",
    "context_blocks",
    "conversation_tools",
    "conversations",
    "memories",
    "message_feedback",
    "messages",
    "metadata",
    "model_connections",
    "oauth_clients",
    "oauth_codes",
    "oauth_consents",
    "oauth_tokens",
    "proposals",
    "rate_events",
    "rate_locks",
    "roles",
    "skills",
    "system_prompts",
    "tenants",
    "token_ledger",
    "token_quotas",
    "turn_events",
    "turn_leases",
    "user_roles",
    "users",
    "web_sessions",
    "workspaces",
]
