"""SQLAlchemy + Alembic adapters for the core's ports. SQLite by default, Postgres for many pods."""

from __future__ import annotations

from dataclasses import dataclass

from deputy.store.audit import SqlAuditLog
from deputy.store.database import Database
from deputy.store.identity import SqlIdentityStore
from deputy.store.proposals import SqlProposalStore
from deputy.store.rate_limits import SqlRateLimiter


@dataclass(frozen=True, slots=True)
class Stores:
    """Every store over one database."""

    database: Database
    proposals: SqlProposalStore
    audit: SqlAuditLog
    limiter: SqlRateLimiter
    identity: SqlIdentityStore

    @classmethod
    def open(cls, database: Database) -> Stores:
        return cls(
            database=database,
            proposals=SqlProposalStore(database),
            audit=SqlAuditLog(database),
            limiter=SqlRateLimiter(database),
            identity=SqlIdentityStore(database),
        )


__all__ = ["Database", "Stores"]
