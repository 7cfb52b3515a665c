"""SQLAlchemy + Alembic adapters for the core's ports. SQLite by default, Postgres for many pods."""

from __future__ import annotations

from dataclasses import dataclass

from deputy.store.agents import SqlAgentStore
from deputy.store.budgets.ledger import SqlLedgerStore
from deputy.store.budgets.quotas import SqlQuotaStore
from deputy.store.budgets.rate_limits import SqlRateLimiter
from deputy.store.connections import SqlConnectionStore
from deputy.store.conversations.context import SqlContextStore
from deputy.store.conversations.conversations import SqlConversationStore
from deputy.store.conversations.memory import SqlMemoryStore
from deputy.store.conversations.participants import SqlParticipantStore
from deputy.store.conversations.skills import SqlSkillStore
from deputy.store.conversations.summaries import SqlSummaryStore
from deputy.store.conversations.versions import SqlVersionStore
from deputy.store.conversations.votes import SqlVoteStore
from deputy.store.conversations.workspaces import SqlWorkspaceStore
from deputy.store.engine.database import Database
from deputy.store.identity.accounts import SqlIdentityStore
from deputy.store.identity.oauth import SqlOAuthStore
from deputy.store.identity.secret_box import SecretBox
from deputy.store.identity.sessions import SqlSessionStore
from deputy.store.system_prompts import SqlSystemPromptStore
from deputy.store.tools.audit import SqlAuditLog
from deputy.store.tools.audit_events import SqlAuditEventLog
from deputy.store.tools.proposals import SqlProposalStore
from deputy.store.turns.events import SqlTurnEventLog
from deputy.store.turns.leases import SqlTurnLeases
from deputy.store.turns.start import SqlTurnStartReads
from deputy.store.turns.tool_loading import SqlLoadedToolStore


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
    versions: SqlVersionStore
    votes: SqlVoteStore
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
            versions=SqlVersionStore(database),
            votes=SqlVoteStore(database),
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
