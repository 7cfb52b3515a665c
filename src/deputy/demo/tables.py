"""Acme Ops' own tables: services, health checks, incidents and the on-call rotation.

They live in the same database as Deputy's but under their **own** `MetaData`: Acme Ops is the host application,
not part of Deputy, so Deputy's migrations never see them. `create_tables` makes them idempotently at seed time,
on SQLite and Postgres alike.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from deputy.store.engine.types import UtcDateTime

metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

services = sa.Table(
    "acme_services",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.String(120), nullable=False),
    sa.Column("team", sa.String(64), nullable=False),
    sa.Column("tier", sa.Integer, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("description", sa.String(500), nullable=False, server_default=""),
    sa.Column("created_at", UtcDateTime(), nullable=False),
)

checks = sa.Table(
    "acme_checks",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("service_id", sa.String(64), sa.ForeignKey(services.c.id, ondelete="CASCADE"), nullable=False),
    sa.Column("name", sa.String(120), nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("target", sa.String(300), nullable=False),
    sa.Column("interval_seconds", sa.Integer, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("created_by", sa.String(64), nullable=False),
    sa.Column("created_at", UtcDateTime(), nullable=False),
    sa.UniqueConstraint("service_id", "name"),
)

incidents = sa.Table(
    "acme_incidents",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
    # No foreign key: an incident's history outlives a deleted service.
    sa.Column("service_id", sa.String(64), nullable=False, index=True),
    sa.Column("title", sa.String(200), nullable=False),
    sa.Column("severity", sa.String(16), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("summary", sa.String(2000), nullable=False, server_default=""),
    sa.Column("opened_by", sa.String(64), nullable=False),
    sa.Column("opened_at", UtcDateTime(), nullable=False),
    sa.Column("resolved_by", sa.String(64)),
    sa.Column("resolved_at", UtcDateTime()),
    sa.Column("resolution", sa.String(2000)),
)

oncall = sa.Table(
    "acme_oncall",
    metadata,
    sa.Column("team", sa.String(64), primary_key=True),
    sa.Column("position", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("person", sa.String(120), nullable=False),
    sa.Column("contact", sa.String(200), nullable=False),
)


async def create_tables(conn: AsyncConnection) -> None:
    """Create Acme Ops' tables that do not exist yet (safe to run on every start)."""
    await conn.run_sync(metadata.create_all, checkfirst=True)
