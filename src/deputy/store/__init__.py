"""SQLAlchemy + Alembic adapters for the core's ports. SQLite by default, Postgres for many pods."""

from __future__ import annotations

from dataclasses import dataclass

from deputy.store.agents import SqlAgentStore
from deputy.store.audit import SqlAuditLog
from deputy.store.audit_events import SqlAuditEventLog
from deputy.store.connections import SqlConnectionStore
from deputy.store.context import SqlContextStore
from deputy.store.conversations import SqlConversationStore
from deputy.store.database import Database
from deputy.store.identity import SqlIdentityStore
from deputy.store.ledger import SqlLedgerStore
from deputy.store.memory import SqlMemoryStore
from deputy.store.oauth import SqlOAuthStore
from deputy.store.participants import SqlParticipantStore
from deputy.store.proposals import SqlProposalStore
from deputy.store.quotas import SqlQuotaStore
from deputy.store.rate_limits import SqlRateLimiter
from deputy.store.secret_box import SecretBox
from deputy.store.sessions import SqlSessionStore
from deputy.store.skills import SqlSkillStore
from deputy.store.summaries import SqlSummaryStore
from deputy.store.system_prompts import SqlSystemPromptStore
from deputy.store.tool_loading import SqlLoadedToolStore
from deputy.store.turn_events import SqlTurnEventLog
from deputy.store.turn_leases import SqlTurnLeases
from deputy.store.turn_start import SqlTurnStartReads
from deputy.store.workspaces import SqlWorkspaceStore


@dataclass(frozen=True, slots=True)
class Stores:
    """Every store over one database."""

    database: Database
    proposals: SqlProposalStore
    audit: SqlAuditLog
    events: SqlAuditEventLog
    limiter: SqlRateLimiter
    identity: SqlIdentityStore
    connections: SqlConnectionStore
    conversations: SqlConversationStore
    turn_events: SqlTurnEventLog
    ledger: SqlLedgerStore
    quotas: SqlQuotaStore
    system_prompts: SqlSystemPromptStore
    summaries: SqlSummaryStore
    sessions: SqlSessionStore
    oauth: SqlOAuthStore
    agents: SqlAgentStore
    turn_leases: SqlTurnLeases
    participants: SqlParticipantStore
    workspaces: SqlWorkspaceStore
    context: SqlContextStore
    memories: SqlMemoryStore
    skills: SqlSkillStore
    loaded_tools: SqlLoadedToolStore
    turn_start: SqlTurnStartReads

    @classmethod
    def open(cls, database: Database, *, secret: bytes | None = None) -> Stores:
        """Every store; without `secret` the connection store manages no API keys (it refuses, clearly)."""
        return cls(
            database=database,
            proposals=SqlProposalStore(database),
            audit=SqlAuditLog(database),
            events=SqlAuditEventLog(database),
            limiter=SqlRateLimiter(database),
            identity=SqlIdentityStore(database),
            connections=SqlConnectionStore(database, SecretBox(secret) if secret is not None else None),
            conversations=SqlConversationStore(database),
            turn_events=SqlTurnEventLog(database),
            ledger=SqlLedgerStore(database),
            quotas=SqlQuotaStore(database),
            system_prompts=SqlSystemPromptStore(database),
            summaries=SqlSummaryStore(database),
            sessions=SqlSessionStore(database),
            oauth=SqlOAuthStore(database),
            agents=SqlAgentStore(database),
            turn_leases=SqlTurnLeases(database),
            participants=SqlParticipantStore(database),
            workspaces=SqlWorkspaceStore(database),
            context=SqlContextStore(database),
            memories=SqlMemoryStore(database),
            skills=SqlSkillStore(database),
            loaded_tools=SqlLoadedToolStore(database),
            turn_start=SqlTurnStartReads(database),
        )


__all__ = ["Database", "Stores"]
